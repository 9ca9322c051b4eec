export { default, useCarouselSlide } from './Carousel';
export type { Breakpoint } from './carouselRules';
