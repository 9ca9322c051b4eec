// The content feature's public surface. Route components are loaded lazily by the app by path
// (features/content/CmsPage), so they are not re-exported here.
export { HOME_PAGE_IDENTIFIER } from './CmsPage/useCmsPage';
