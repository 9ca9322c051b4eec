import { GetHomeHeroDocument } from '../Home/home.generated';
import { GetCmsPageDocument } from './cmsPage.generated';

export { default } from './CmsPage';

/** The queries whose answers the server may put into the page (src/app/pageData): written to the cache before the first render. */
export const pageQueries = [GetCmsPageDocument, GetHomeHeroDocument];
