export { default } from './MagentoRoute';
export { ResolveUrlDocument } from './magentoRoute.generated';
