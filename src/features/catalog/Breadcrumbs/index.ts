export { default } from './Breadcrumbs';
export type { BreadcrumbsProps } from './Breadcrumbs';
export { categoryAncestors, productTrail } from './breadcrumbModel';
export type { Crumb, CategorySource, BreadcrumbSource } from './breadcrumbModel';
