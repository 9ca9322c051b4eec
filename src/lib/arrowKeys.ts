// Slides (a carousel, a product's gallery) move with the arrow keys: ArrowRight to the next, ArrowLeft to
// the previous; the page does not scroll sideways with them.
export function stepWithArrowKeys(event: { key: string; preventDefault(): void }, next: () => void, previous: () => void): void {
  if (event.key === 'ArrowRight') {
    event.preventDefault();
    next();
  } else if (event.key === 'ArrowLeft') {
    event.preventDefault();
    previous();
  }
}
