// Search feature's public surface; the results page is loaded lazily by the app (features/search/SearchPage).
export { SEARCH_PAGE_SIZE } from './SearchPage/searchPage.gql';
