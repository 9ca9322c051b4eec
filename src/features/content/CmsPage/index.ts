import { GET_HERO } from '../Home/home.gql';
import { GET_CMS_PAGE } from './cmsPage.gql';

export { default } from './CmsPage';

/** The queries whose answers the server may put into the page (src/app/pageData): written to the cache before the first render. */
export const pageQueries = [GET_CMS_PAGE, GET_HERO];
