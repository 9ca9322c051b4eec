export { default, useCarouselSlide } from './Carousel';
export type { CarouselProps, CarouselSlideState } from './Carousel';
export type { Breakpoint } from './carouselRules';
