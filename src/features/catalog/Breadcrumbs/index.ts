export { default } from './Breadcrumbs';
export { productTrail } from './breadcrumbModel';
