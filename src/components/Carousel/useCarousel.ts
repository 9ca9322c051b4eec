import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent as ReactMouseEvent,
  type PointerEvent as ReactPointerEvent
} from 'react';

import { stepWithArrowKeys } from '../../lib/arrowKeys';
import { CAROUSEL_DEFAULTS } from '../../lib/constants';
import {
  autoplayInterval,
  decideSwipe,
  isNextDisabled,
  isPreviousDisabled,
  lastIndex,
  nextIndex,
  previousIndex,
  slidesForWidth,
  swipeDirection,
  type Breakpoint,
  type SwipeDecision
} from './carouselRules';

export interface CarouselOptions {
  count: number;
  slidesToShow?: number;
  breakpoints?: readonly Breakpoint[];
  autoplay?: boolean;
  autoplaySpeed?: number;
  infinite?: boolean;
  initialIndex?: number;
}

/** Autoplay state: playing, or held by hover, focus or the pause button. */
export type AutoplayState = 'off' | 'playing' | 'hovered' | 'focused' | 'paused';

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export function useCarousel(options: CarouselOptions) {
  const {
    count,
    slidesToShow: defaultSlides = CAROUSEL_DEFAULTS.slidesToShow,
    breakpoints,
    autoplay = CAROUSEL_DEFAULTS.autoplay,
    autoplaySpeed = CAROUSEL_DEFAULTS.autoplaySpeed,
    infinite = CAROUSEL_DEFAULTS.infinite,
    initialIndex = 0
  } = options;
  const viewportRef = useRef<HTMLDivElement | null>(null);
  const [width, setWidth] = useState(0);
  const slidesToShow = Math.min(Math.max(1, count), slidesForWidth(width, defaultSlides, breakpoints));
  const [rawIndex, setIndex] = useState(initialIndex);
  const index = Math.min(rawIndex, lastIndex({ count, slidesToShow }));
  const position = { index, count, slidesToShow, infinite };
  const [isHovered, setHovered] = useState(false);
  const [isFocused, setFocused] = useState(false);
  // Under reduced motion an autoplaying carousel starts paused (the shopper can still press play).
  const [isPaused, setPaused] = useState(() => prefersReducedMotion());
  const [loadedUpTo, setLoadedUpTo] = useState(0);
  const [dragOffset, setDragOffset] = useState(0);
  const swipe = useRef<{ x: number; y: number; decision: SwipeDecision; id: number } | null>(null);
  const suppressClick = useRef(false);

  // Container width, debounced (CAROUSEL_DEFAULTS.resizeDebounce), for responsive slide counts. The
  // observer's first report comes once the browser has laid the frame out, before it is painted:
  // reading the width then costs nothing, where reading it here would force a layout of the whole
  // page in this task (one per carousel, as each mounts).
  useEffect(() => {
    const element = viewportRef.current;
    if (!element) return undefined;
    if (typeof ResizeObserver === 'undefined') {
      setWidth(element.clientWidth);
      return undefined;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    let measured = false;
    const observer = new ResizeObserver(() => {
      if (!measured) {
        measured = true;
        setWidth(element.clientWidth);
        return;
      }
      clearTimeout(timer);
      timer = setTimeout(() => setWidth(element.clientWidth), CAROUSEL_DEFAULTS.resizeDebounce);
    });
    observer.observe(element);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
    };
  }, []);

  const canAutoplay = autoplay && count > slidesToShow;
  let autoplayState: AutoplayState = 'off';
  if (canAutoplay) {
    if (isPaused) autoplayState = 'paused';
    else if (isFocused) autoplayState = 'focused';
    else if (isHovered) autoplayState = 'hovered';
    else autoplayState = 'playing';
  }
  const atEnd = isNextDisabled(position);

  useEffect(() => {
    if (autoplayState !== 'playing' || atEnd) return undefined;
    const timer = setTimeout(
      () => setIndex((current) => nextIndex({ index: current, count, slidesToShow, infinite })),
      autoplayInterval(autoplaySpeed)
    );
    return () => clearTimeout(timer);
  }, [autoplayState, atEnd, autoplaySpeed, count, slidesToShow, infinite, index]);

  // Progressive lazy load: one more slide's content every second after the visible ones.
  useEffect(() => {
    if (loadedUpTo >= count) return undefined;
    const timer = setTimeout(() => setLoadedUpTo((value) => value + 1), CAROUSEL_DEFAULTS.progressiveLazyLoadInterval);
    return () => clearTimeout(timer);
  }, [loadedUpTo, count]);

  const isSlideLoaded = (slide: number) =>
    slide < index + slidesToShow + 1 + loadedUpTo || (infinite && index === 0 && slide === count - 1);
  const isSlideVisible = (slide: number) => slide >= index && slide < index + slidesToShow;

  const goTo = useCallback((target: number) => setIndex(Math.max(0, Math.min(target, lastIndex({ count, slidesToShow })))), [count, slidesToShow]);
  const next = () => setIndex(nextIndex(position));
  const previous = () => setIndex(previousIndex(position));

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => stepWithArrowKeys(event, next, previous);

  const onPointerDown = (event: ReactPointerEvent<HTMLElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    swipe.current = { x: event.clientX, y: event.clientY, decision: 'undecided', id: event.pointerId };
    suppressClick.current = false;
  };
  const onPointerMove = (event: ReactPointerEvent<HTMLElement>) => {
    const current = swipe.current;
    if (!current || current.id !== event.pointerId || current.decision === 'vertical') return;
    const deltaX = event.clientX - current.x;
    if (current.decision === 'undecided') current.decision = decideSwipe(deltaX, event.clientY - current.y);
    if (current.decision === 'horizontal') {
      suppressClick.current = true;
      setDragOffset(deltaX);
    }
  };
  const endSwipe = (event: ReactPointerEvent<HTMLElement>) => {
    const current = swipe.current;
    swipe.current = null;
    setDragOffset(0);
    if (!current || current.decision !== 'horizontal') return;
    const direction = swipeDirection(event.clientX - current.x, viewportRef.current?.clientWidth ?? width);
    if (direction === 1) next();
    else if (direction === -1) previous();
  };
  /** A swipe must not also follow the link it started on. */
  const onClickCapture = (event: ReactMouseEvent<HTMLElement>) => {
    if (suppressClick.current) {
      event.preventDefault();
      event.stopPropagation();
      suppressClick.current = false;
    }
  };

  const onFocus = () => setFocused(true);
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return {
    viewportRef,
    index,
    count,
    slidesToShow,
    positions: lastIndex({ count, slidesToShow }) + 1,
    isPreviousDisabled: isPreviousDisabled(position),
    isNextDisabled: atEnd,
    autoplayState,
    canAutoplay,
    dragOffset,
    isSlideLoaded,
    isSlideVisible,
    goTo,
    next,
    previous,
    togglePause: () => setPaused((value) => !value),
    handlers: {
      onKeyDown,
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      onFocus,
      onBlur
    },
    swipeHandlers: {
      onPointerDown,
      onPointerMove,
      onPointerUp: endSwipe,
      onPointerCancel: endSwipe,
      onClickCapture
    }
  };
}
