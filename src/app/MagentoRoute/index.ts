export { default, NotFound, RouteFailure } from './MagentoRoute';
export { ResolveUrlDocument } from './magentoRoute.generated';
export { interpretRoute, redirectTarget } from './interpretRoute';
export { ROOT_COMPONENTS, preloadRootComponent } from './rootComponents';
export { resolveRoute, routeCache } from './routeCache';
