// Search feature's public surface. The results page is loaded lazily by the app
// (features/search/SearchPage); the app shell places HeaderSearch in the header (the bar with its small-screen trigger).
export { default as HeaderSearch } from './HeaderSearch';
