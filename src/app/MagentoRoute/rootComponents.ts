// Root components by route type, each its own chunk, loaded when a route of that type is shown
// (or when a Link is about to navigate to one).
import { lazyComponent } from '../routing/lazyComponent';

export interface CmsPageRootProps {
  identifier: string;
}

export interface CategoryRootProps {
  uid: string;
}

export interface ProductRootProps {
  uid: string;
  sku: string | null;
  urlKey: string | null;
}

export const ROOT_COMPONENTS = {
  CMS_PAGE: lazyComponent<CmsPageRootProps>(() => import(/* webpackChunkName: "cms" */ '../../features/content/CmsPage')),
  CATEGORY: lazyComponent<CategoryRootProps>(() => import(/* webpackChunkName: "category" */ '../../features/catalog/Category')),
  PRODUCT: lazyComponent<ProductRootProps>(() => import(/* webpackChunkName: "product" */ '../../features/catalog/Product'))
} as const;

export type RootComponentType = keyof typeof ROOT_COMPONENTS;

export function isRootComponentType(type: string | null | undefined): type is RootComponentType {
  return typeof type === 'string' && Object.hasOwn(ROOT_COMPONENTS, type);
}

export function preloadRootComponent(type: string | null | undefined): Promise<unknown> {
  return isRootComponentType(type) ? ROOT_COMPONENTS[type].preload() : Promise.resolve();
}
