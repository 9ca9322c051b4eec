// See dataLibraries.ts: Apollo's cache (the larger half of Apollo's modules), in a task of its own.
export { InMemoryCache } from '@apollo/client/cache';
