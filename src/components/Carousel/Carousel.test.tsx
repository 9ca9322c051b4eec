import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';

import Carousel, { useCarouselSlide } from './Carousel';
import { autoplayInterval, decideSwipe, isNextDisabled, isPreviousDisabled, nextIndex, previousIndex, slidesForWidth, swipeDirection } from './carouselRules';

// jsdom has no PointerEvent: a MouseEvent with the pointer fields is enough for the swipe handlers.
class TestPointerEvent extends MouseEvent {
  pointerId: number;
  pointerType: string;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerId = init.pointerId ?? 0;
    this.pointerType = init.pointerType ?? 'mouse';
  }
}
(window as unknown as { PointerEvent: typeof TestPointerEvent }).PointerEvent ??= TestPointerEvent;

function renderCarousel(props: Partial<Parameters<typeof Carousel>[0]> = {}, count = 3) {
  return render(
    <IntlProvider locale="en-US" defaultLocale="en-US" messages={{}}>
      <Carousel label="Offers" {...props}>
        {Array.from({ length: count }, (_, index) => (
          <a key={index} href={`/slide-${index + 1}`}>
            Slide {index + 1}
          </a>
        ))}
      </Carousel>
    </IntlProvider>
  );
}

const visibleSlide = () => screen.getAllByRole('group', { hidden: true }).findIndex((slide) => !slide.hasAttribute('aria-hidden'));

describe('slider rules', () => {
  it('disables previous at the first slide only when not infinite', () => {
    expect(isPreviousDisabled({ index: 0, count: 3, slidesToShow: 1, infinite: false })).toBe(true);
    expect(isPreviousDisabled({ index: 0, count: 3, slidesToShow: 1, infinite: true })).toBe(false);
    expect(isPreviousDisabled({ index: 1, count: 3, slidesToShow: 1, infinite: false })).toBe(false);
  });

  it('disables both when there are no more slides than shown', () => {
    expect(isPreviousDisabled({ index: 0, count: 3, slidesToShow: 3, infinite: true })).toBe(true);
    expect(isNextDisabled({ index: 0, count: 2, slidesToShow: 3, infinite: true })).toBe(true);
  });

  it('disables next when it cannot advance', () => {
    expect(isNextDisabled({ index: 2, count: 3, slidesToShow: 1, infinite: false })).toBe(true);
    expect(isNextDisabled({ index: 1, count: 4, slidesToShow: 3, infinite: false })).toBe(true);
    expect(isNextDisabled({ index: 2, count: 3, slidesToShow: 1, infinite: true })).toBe(false);
    expect(nextIndex({ index: 2, count: 3, slidesToShow: 1, infinite: true })).toBe(0);
    expect(previousIndex({ index: 0, count: 3, slidesToShow: 1, infinite: true })).toBe(2);
  });

  it('waits the autoplay speed plus 50 ms', () => {
    expect(autoplayInterval()).toBe(3050);
    expect(autoplayInterval(5000)).toBe(5050);
  });

  it('counts a swipe only past width / touch threshold and leaves vertical moves to the page', () => {
    expect(swipeDirection(-60, 300)).toBe(0);
    expect(swipeDirection(-61, 300)).toBe(1);
    expect(swipeDirection(80, 300)).toBe(-1);
    expect(decideSwipe(4, 11)).toBe('vertical');
    expect(decideSwipe(11, 4)).toBe('horizontal');
    expect(decideSwipe(5, 5)).toBe('undecided');
  });

  it('picks slides per view from the container width', () => {
    const breakpoints = [
      { minWidth: 0, slidesToShow: 2 },
      { minWidth: 960, slidesToShow: 4 }
    ];
    expect(slidesForWidth(375, 1, breakpoints)).toBe(2);
    expect(slidesForWidth(1200, 1, breakpoints)).toBe(4);
  });
});

describe('Carousel', () => {
  afterEach(() => jest.useRealTimers());

  it('moves with the arrows and dots and reflects disabled states when not infinite', () => {
    renderCarousel({ infinite: false });
    const previous = screen.getByRole('button', { name: 'Previous slide' });
    const next = screen.getByRole('button', { name: 'Next slide' });
    expect(previous).toBeDisabled();
    expect(visibleSlide()).toBe(0);
    fireEvent.click(next);
    expect(visibleSlide()).toBe(1);
    expect(previous).toBeEnabled();
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 3' }));
    expect(visibleSlide()).toBe(2);
    expect(next).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Go to slide 3' })).toHaveAttribute('aria-current', 'true');
  });

  it('labels the region and its slides, hiding the others from assistive technology', () => {
    renderCarousel();
    const region = screen.getByRole('region', { name: 'Offers' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    expect(within(region).getByRole('group', { name: '1 of 3' })).not.toHaveAttribute('aria-hidden');
    expect(screen.getAllByRole('group', { hidden: true })[1]).toHaveAttribute('aria-hidden', 'true');
  });

  it('follows the arrow keys', () => {
    renderCarousel();
    const region = screen.getByRole('region', { name: 'Offers' });
    fireEvent.keyDown(region, { key: 'ArrowRight' });
    expect(visibleSlide()).toBe(1);
    fireEvent.keyDown(region, { key: 'ArrowLeft' });
    fireEvent.keyDown(region, { key: 'ArrowLeft' });
    expect(visibleSlide()).toBe(2);
  });

  it('autoplays every speed + 50 ms and pauses while hovered or focused', () => {
    jest.useFakeTimers();
    renderCarousel({ autoplay: true, autoplaySpeed: 3000 });
    const region = screen.getByRole('region', { name: 'Offers' });
    expect(region).toHaveAttribute('data-autoplay-state', 'playing');
    act(() => jest.advanceTimersByTime(3049));
    expect(visibleSlide()).toBe(0);
    act(() => jest.advanceTimersByTime(1));
    expect(visibleSlide()).toBe(1);

    fireEvent.mouseEnter(region);
    expect(region).toHaveAttribute('data-autoplay-state', 'hovered');
    act(() => jest.advanceTimersByTime(10000));
    expect(visibleSlide()).toBe(1);
    fireEvent.mouseLeave(region);

    fireEvent.focus(screen.getByRole('link', { name: 'Slide 2' }));
    expect(region).toHaveAttribute('data-autoplay-state', 'focused');
    act(() => jest.advanceTimersByTime(10000));
    expect(visibleSlide()).toBe(1);
    fireEvent.blur(screen.getByRole('link', { name: 'Slide 2' }));

    act(() => jest.advanceTimersByTime(3050));
    expect(visibleSlide()).toBe(2);
    fireEvent.click(screen.getByRole('button', { name: 'Stop automatic slide show' }));
    expect(region).toHaveAttribute('data-autoplay-state', 'paused');
    act(() => jest.advanceTimersByTime(10000));
    expect(visibleSlide()).toBe(2);
  });

  it('does not autoplay unless configured', () => {
    jest.useFakeTimers();
    renderCarousel();
    expect(screen.getByRole('region', { name: 'Offers' })).toHaveAttribute('data-autoplay-state', 'off');
    act(() => jest.advanceTimersByTime(10000));
    expect(visibleSlide()).toBe(0);
  });

  it('changes slide on a swipe longer than width / 5, not on a short one', () => {
    renderCarousel();
    const viewport = screen.getByRole('region', { name: 'Offers' }).firstElementChild as HTMLElement;
    Object.defineProperty(viewport, 'clientWidth', { value: 300 });
    const swipe = (from: number, to: number) => {
      fireEvent.pointerDown(viewport, { pointerId: 1, clientX: from, clientY: 100, button: 0, pointerType: 'touch' });
      fireEvent.pointerMove(viewport, { pointerId: 1, clientX: to, clientY: 102, pointerType: 'touch' });
      fireEvent.pointerUp(viewport, { pointerId: 1, clientX: to, clientY: 102, pointerType: 'touch' });
    };
    swipe(200, 150);
    expect(visibleSlide()).toBe(0);
    swipe(250, 100);
    expect(visibleSlide()).toBe(1);
  });

  it('reads its width when the browser reports the layout (ResizeObserver), not while mounting; later changes debounced', () => {
    jest.useFakeTimers();
    const observers: Array<() => void> = [];
    const original = (window as { ResizeObserver?: unknown }).ResizeObserver;
    (window as { ResizeObserver?: unknown }).ResizeObserver = class {
      constructor(private readonly report: () => void) {
        observers.push(() => this.report());
      }
      observe() {}
      disconnect() {}
    };
    let width = 1200;
    const read = jest.fn(() => width);
    const widthGetter = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientWidth');
    Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: read });
    const shown = () => screen.getAllByRole('group', { hidden: true }).filter((slide) => !slide.hasAttribute('aria-hidden')).length;
    try {
      renderCarousel({ breakpoints: [{ minWidth: 0, slidesToShow: 1 }, { minWidth: 960, slidesToShow: 3 }] }, 4);
      // Mounted: nothing measured yet (that would force a layout now).
      expect(read).not.toHaveBeenCalled();
      expect(shown()).toBe(1);
      // The first report: at once.
      act(() => observers[0]());
      expect(shown()).toBe(3);
      // A later one (the window resized): after the debounce.
      width = 375;
      act(() => observers[0]());
      expect(shown()).toBe(3);
      act(() => jest.advanceTimersByTime(50));
      expect(shown()).toBe(1);
    } finally {
      if (widthGetter) Object.defineProperty(HTMLElement.prototype, 'clientWidth', widthGetter);
      (window as { ResizeObserver?: unknown }).ResizeObserver = original;
    }
  });

  it('loads one more slide a second, without rendering the slides already there again', () => {
    jest.useFakeTimers();
    const renders: number[] = [0, 0, 0, 0, 0];
    function Tile({ position }: { position: number }) {
      const slide = useCarouselSlide();
      renders[position] += 1;
      return <span>{`Tile ${position + 1}${slide?.isPreloading ? ' (preloading)' : ''}`}</span>;
    }
    render(
      <IntlProvider locale="en-US" defaultLocale="en-US" messages={{}}>
        <Carousel label="Products">
          {renders.map((_, position) => (
            <Tile key={position} position={position} />
          ))}
        </Carousel>
      </IntlProvider>
    );
    // The visible slide, the next one and (infinite) the one before it, the last.
    expect(renders).toEqual([1, 1, 0, 0, 1]);
    expect(screen.getByText('Tile 2 (preloading)')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1000));
    expect(renders).toEqual([1, 1, 1, 0, 1]);
    act(() => jest.advanceTimersByTime(1000));
    expect(renders).toEqual([1, 1, 1, 1, 1]);
    // Moving on: only the slides whose state changed render again.
    fireEvent.keyDown(screen.getByRole('region', { name: 'Products' }), { key: 'ArrowRight' });
    expect(renders).toEqual([2, 2, 1, 1, 1]);
    expect(screen.getByRole('group', { name: '2 of 5' })).not.toHaveAttribute('aria-hidden');
    jest.useRealTimers();
  });

  it('shows no controls when every slide fits', () => {
    renderCarousel({ slidesToShow: 3 });
    expect(screen.queryByRole('button', { name: 'Next slide' })).toBeNull();
  });
});
