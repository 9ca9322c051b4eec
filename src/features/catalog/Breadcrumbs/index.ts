export { default } from './Breadcrumbs';
export type { BreadcrumbsProps } from './Breadcrumbs';
export { productTrail } from './breadcrumbModel';
export type { Crumb, CategorySource, BreadcrumbSource } from './breadcrumbModel';
