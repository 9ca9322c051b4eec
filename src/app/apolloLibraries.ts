// See dataLibraries.ts: the Apollo client, cache and links, in a task of their own.
export { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
