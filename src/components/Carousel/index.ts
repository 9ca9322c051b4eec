export { default, useCarouselSlide, type CarouselProps } from './Carousel';
export type { Breakpoint } from './carouselRules';
