export { default, useCarouselSlide } from './Carousel';
export type { CarouselProps, CarouselSlideState } from './Carousel';
export type { Breakpoint } from './carouselRules';
export {
  autoplayInterval,
  isNextDisabled,
  isPreviousDisabled,
  nextIndex,
  previousIndex,
  slidesForWidth,
  swipeDirection,
  decideSwipe
} from './carouselRules';
