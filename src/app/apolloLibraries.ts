// See dataLibraries.ts: the Apollo client and links, in a task of their own (after its cache: apolloCache.ts).
export { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
