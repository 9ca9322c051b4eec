/**
 * What every resolver receives: the request context of the services (server/domain/context.ts), built
 * once per request by the GraphQL plugin (index.ts) from the Store, Content-Currency and Authorization
 * headers; mercurius adds its reply and app to it.
 */
export type { RequestContext as GraphQLContext } from '../domain/context';
