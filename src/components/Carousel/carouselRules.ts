/**
 * The slider rules and the carousel constants (CAROUSEL_DEFAULTS), as pure functions (the hook and the
 * tests share them).
 */
import { CAROUSEL_DEFAULTS } from '../../lib/constants';

export interface SlidePosition {
  index: number;
  count: number;
  slidesToShow: number;
  infinite: boolean;
}

/** The last index the track can start at. */
export function lastIndex({ count, slidesToShow }: Pick<SlidePosition, 'count' | 'slidesToShow'>): number {
  return Math.max(0, count - slidesToShow);
}

/** Previous is disabled at the first slide when not infinite, or when all slides are already shown. */
export function isPreviousDisabled({ index, count, slidesToShow, infinite }: SlidePosition): boolean {
  if (count <= slidesToShow) return true;
  return !infinite && index <= 0;
}

/** Next is disabled when the carousel cannot advance. */
export function isNextDisabled(position: SlidePosition): boolean {
  if (position.count <= position.slidesToShow) return true;
  return !position.infinite && position.index >= lastIndex(position);
}

export function nextIndex(position: SlidePosition): number {
  if (isNextDisabled(position)) return position.index;
  return position.index >= lastIndex(position) ? 0 : position.index + 1;
}

export function previousIndex(position: SlidePosition): number {
  if (isPreviousDisabled(position)) return position.index;
  return position.index <= 0 ? lastIndex(position) : position.index - 1;
}

/** Autoplay waits the configured speed plus a small margin. */
export function autoplayInterval(autoplaySpeed: number = CAROUSEL_DEFAULTS.autoplaySpeed): number {
  return autoplaySpeed + CAROUSEL_DEFAULTS.autoplayIntervalExtra;
}

/** How many px a swipe must exceed: the carousel width divided by the touch threshold (slick: 5). */
export const TOUCH_THRESHOLD = 5;

export type SwipeDecision = 'undecided' | 'horizontal' | 'vertical';

/** A gesture that moves vertically more than 10 px before it moves sideways is a page scroll. */
export function decideSwipe(deltaX: number, deltaY: number): SwipeDecision {
  const threshold = CAROUSEL_DEFAULTS.verticalSwipeThreshold;
  if (Math.abs(deltaY) > threshold && Math.abs(deltaY) > Math.abs(deltaX)) return 'vertical';
  if (Math.abs(deltaX) > threshold) return 'horizontal';
  return 'undecided';
}

/** -1 (previous), 1 (next) or 0 when the swipe did not exceed width / touch threshold. */
export function swipeDirection(deltaX: number, width: number, touchThreshold = TOUCH_THRESHOLD): -1 | 0 | 1 {
  if (Math.abs(deltaX) <= width / touchThreshold) return 0;
  return deltaX < 0 ? 1 : -1;
}

export interface Breakpoint {
  /** Applies from this container width (px) up. */
  minWidth: number;
  slidesToShow: number;
}

/** Slides shown for a container width: the widest matching breakpoint, else the default. */
export function slidesForWidth(width: number, fallback: number, breakpoints: readonly Breakpoint[] = []): number {
  let result = fallback;
  let matched = -1;
  for (const breakpoint of breakpoints) {
    if (width >= breakpoint.minWidth && breakpoint.minWidth > matched) {
      matched = breakpoint.minWidth;
      result = breakpoint.slidesToShow;
    }
  }
  return Math.max(1, result);
}
