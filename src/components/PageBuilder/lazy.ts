// The Page Builder renderer and the CMS block renderer as lazy components, for pages that show merchant
// content (blog posts, the offers dialog, the contact page): importing this module stays light, and
// both render from the "pagebuilder" chunk. Wrap them in Suspense.
import { lazy } from 'react';

/** Renders Magento Page Builder (or plain CMS) HTML, sanitised. */
export const PageBuilderContent = lazy(() => import(/* webpackChunkName: "pagebuilder" */ '.'));
/** cmsBlocks(identifiers) through the Page Builder renderer. */
export const CmsBlockContent = lazy(() => import(/* webpackChunkName: "pagebuilder" */ '../CmsBlock'));
