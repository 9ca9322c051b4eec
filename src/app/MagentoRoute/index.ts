export { default, NotFound, RouteFailure } from './MagentoRoute';
export { RESOLVE_URL } from './magentoRoute.gql';
export { interpretRoute, redirectTarget } from './interpretRoute';
export { ROOT_COMPONENTS, preloadRootComponent } from './rootComponents';
export { resolveRoute, routeCache } from './routeCache';
