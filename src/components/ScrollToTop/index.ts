export { default } from './ScrollToTop';
export { useScrollToTop } from './useScrollToTop';
