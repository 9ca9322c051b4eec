// The shared slider/carousel: Page Builder slider and products carousel, the home hero,
// category, new-products and blog carousels, related products. Arrows, dots, swipe, keyboard, autoplay
// with pause on hover and focus (and a pause button), progressive loading of slide content.
import { Children, createContext, useContext, useMemo, type CSSProperties, type ReactNode } from 'react';
import { useIntl } from 'react-intl';

import { CAROUSEL_DEFAULTS } from '../../lib/constants';
import { cx } from '../classNames';
import styles from './carousel.module.css';
import type { Breakpoint } from './carouselRules';
import { useCarousel } from './useCarousel';

export interface CarouselProps {
  /** Accessible name of the carousel region. */
  label: string;
  children: ReactNode;
  slidesToShow?: number;
  /** Slides shown from a container width up (e.g. [{minWidth: 640, slidesToShow: 2}]). */
  breakpoints?: readonly Breakpoint[];
  autoplay?: boolean;
  autoplaySpeed?: number;
  /** Slide animation in ms (default 500). */
  animationSpeed?: number;
  infinite?: boolean;
  showArrows?: boolean;
  showDots?: boolean;
  /** Cross-fade instead of sliding (one slide at a time). */
  fade?: boolean;
  className?: string;
  slideClassName?: string;
  /** Space between slides, CSS length. */
  gap?: string;
}

interface CarouselSlideState {
  /** The slide is in view. */
  isVisible: boolean;
  /** Content is mounted but off screen: its images should load now (eagerly), ready for when it slides in. */
  isPreloading: boolean;
}

const SlideContext = createContext<CarouselSlideState | null>(null);

// One object per state: a slide's context value changes only when its state does, so the tiles that
// read it (eager images) do not render again at every step of the carousel (each progressive-load tick).
const SLIDE_STATES = {
  visible: { isVisible: true, isPreloading: false },
  preloading: { isVisible: false, isPreloading: true },
  waiting: { isVisible: false, isPreloading: false }
} as const satisfies Record<string, CarouselSlideState>;

/** Inside a carousel slide: whether it is visible (null outside carousels). */
export function useCarouselSlide(): CarouselSlideState | null {
  return useContext(SlideContext);
}

const ARROWS = {
  previous: { className: styles.previous, path: 'M15 5l-7 7 7 7' },
  next: { className: styles.next, path: 'M9 5l7 7-7 7' }
};

interface CarouselArrowProps {
  direction: keyof typeof ARROWS;
  onClick(): void;
  disabled: boolean;
  label: string;
}

function CarouselArrow({ direction, onClick, disabled, label }: CarouselArrowProps) {
  const arrow = ARROWS[direction];
  return (
    <button type="button" className={cx(styles.arrow, arrow.className)} onClick={onClick} disabled={disabled} aria-label={label}>
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d={arrow.path} />
      </svg>
    </button>
  );
}

export default function Carousel({
  label,
  children,
  slidesToShow,
  breakpoints,
  autoplay,
  autoplaySpeed,
  animationSpeed = CAROUSEL_DEFAULTS.animationSpeed,
  infinite,
  showArrows = true,
  showDots = true,
  fade = false,
  className,
  slideClassName,
  gap = '0px'
}: CarouselProps) {
  const { formatMessage } = useIntl();
  const slides = Children.toArray(children);
  const carousel = useCarousel({
    count: slides.length,
    slidesToShow: fade ? 1 : slidesToShow,
    breakpoints: fade ? undefined : breakpoints,
    autoplay,
    autoplaySpeed,
    infinite
  });
  const { index, slidesToShow: shown } = carousel;
  const isStatic = slides.length <= shown;
  // Formatted once per slide count, not at every render (each step, each progressive-load tick).
  const slideLabels = useMemo(
    () =>
      Array.from({ length: slides.length }, (_, position) =>
        formatMessage({ id: 'carousel.slideLabel', defaultMessage: '{position} of {count}' }, { position: position + 1, count: slides.length })
      ),
    [formatMessage, slides.length]
  );
  const dotLabels = useMemo(
    () =>
      Array.from({ length: carousel.positions }, (_, dot) =>
        formatMessage({ id: 'carousel.goTo', defaultMessage: 'Go to slide {number}' }, { number: dot + 1 })
      ),
    [formatMessage, carousel.positions]
  );

  const trackStyle = {
    '--carousel-gap': gap,
    '--carousel-slides': String(shown),
    transitionDuration: carousel.dragOffset ? '0ms' : `${animationSpeed}ms`,
    transform: fade ? undefined : `translateX(calc(${-index} * (100% + var(--carousel-gap)) / ${shown} + ${carousel.dragOffset}px))`
  } as CSSProperties;

  return (
    <section
      className={cx(styles.root, !isStatic && showArrows && shown > 1 && styles.arrowsOutside, showDots && styles.arrowsFromTablet, className)}
      aria-roledescription={formatMessage({ id: 'carousel.roleDescription', defaultMessage: 'carousel' })}
      aria-label={label}
      data-autoplay-state={carousel.autoplayState}
      {...carousel.handlers}
    >
      <div
        ref={carousel.viewportRef}
        className={styles.viewport}
        {...(isStatic ? {} : carousel.swipeHandlers)}
        aria-live={carousel.autoplayState === 'playing' ? 'off' : 'polite'}
      >
        <div className={cx(styles.track, fade && styles.fadeTrack)} style={trackStyle}>
          {slides.map((slide, position) => {
            const isVisible = carousel.isSlideVisible(position);
            const isLoaded = isVisible || carousel.isSlideLoaded(position);
            return (
              <div
                key={position}
                className={cx(styles.slide, fade && styles.fadeSlide, fade && isVisible && styles.fadeVisible, slideClassName)}
                style={fade ? { transitionDuration: `${animationSpeed}ms` } : undefined}
                role="group"
                aria-roledescription={formatMessage({ id: 'carousel.slide', defaultMessage: 'slide' })}
                aria-label={slideLabels[position]}
                aria-hidden={isVisible ? undefined : true}
                inert={isVisible ? undefined : true}
              >
                <SlideContext.Provider value={isVisible ? SLIDE_STATES.visible : isLoaded ? SLIDE_STATES.preloading : SLIDE_STATES.waiting}>
                  {isLoaded ? slide : null}
                </SlideContext.Provider>
              </div>
            );
          })}
        </div>
      </div>
      {!isStatic && showArrows ? (
        <>
          <CarouselArrow
            direction="previous"
            onClick={carousel.previous}
            disabled={carousel.isPreviousDisabled}
            label={formatMessage({ id: 'carousel.previous', defaultMessage: 'Previous slide' })}
          />
          <CarouselArrow
            direction="next"
            onClick={carousel.next}
            disabled={carousel.isNextDisabled}
            label={formatMessage({ id: 'carousel.next', defaultMessage: 'Next slide' })}
          />
        </>
      ) : null}
      {!isStatic && (showDots || carousel.canAutoplay) ? (
        <div className={styles.controls}>
          {carousel.canAutoplay ? (
            <button
              type="button"
              className={styles.pause}
              onClick={carousel.togglePause}
              aria-label={
                carousel.autoplayState === 'paused'
                  ? formatMessage({ id: 'carousel.play', defaultMessage: 'Start automatic slide show' })
                  : formatMessage({ id: 'carousel.pause', defaultMessage: 'Stop automatic slide show' })
              }
            >
              <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                {carousel.autoplayState === 'paused' ? <path d="M8 5v14l11-7z" /> : <path d="M7 5h4v14H7zM13 5h4v14h-4z" />}
              </svg>
            </button>
          ) : null}
          {showDots ? (
            <div className={styles.dots}>
              {Array.from({ length: carousel.positions }, (_, dot) => (
                <button
                  key={dot}
                  type="button"
                  className={cx(styles.dot, dot === index && styles.activeDot)}
                  onClick={() => carousel.goTo(dot)}
                  aria-label={dotLabels[dot]}
                  aria-current={dot === index ? 'true' : undefined}
                />
              ))}
            </div>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
