/** route, urlResolver and the retailer's customUrlRedirect. */
import type { GraphQLContext } from '../context';
import { resolveCustomUrlRedirect, resolveEntityUrl, resolveRoute } from '../../services/routing';

export default {
  Query: {
    route: (_root: unknown, args: { url: string }, ctx: GraphQLContext) => resolveRoute(ctx, args.url),
    urlResolver: (_root: unknown, args: { url: string }, ctx: GraphQLContext) => resolveEntityUrl(ctx, args.url),
    customUrlRedirect: (_root: unknown, args: { url: string }, ctx: GraphQLContext) => resolveCustomUrlRedirect(ctx, args.url)
  },
  RoutableInterface: {
    // Every routable object carries its GraphQL type name: CmsPage and RoutableUrl from here,
    // CategoryTree, SimpleProduct and ConfigurableProduct from the catalogue service.
    __resolveType: (value: { __typename?: string }) => value.__typename ?? 'RoutableUrl'
  }
};
