// The content feature's public surface. Route components are loaded lazily by the app by path
// (features/content/CmsPage), so they are not re-exported here; the Page Builder renderer and the CMS
// block renderer are lazy too, so importing this index stays light.
import { lazy } from 'react';

export { HOME_PAGE_IDENTIFIER } from './CmsPage/useCmsPage';
/** Renders Magento Page Builder (or plain CMS) HTML, sanitised. Wrap in Suspense. */
export const PageBuilderContent = lazy(() => import(/* webpackChunkName: "pagebuilder" */ './pagebuilder'));
/** cmsBlocks(identifiers) through the Page Builder renderer. Wrap in Suspense. */
export const CmsBlockContent = lazy(() => import(/* webpackChunkName: "pagebuilder" */ './CmsBlock'));
