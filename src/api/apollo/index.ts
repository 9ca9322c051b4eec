export * from './cacheHelpers';
export * from './cachePersistence';
export * from './compactQuery';
export * from './createApolloClient';
export * from './errors';
export * from './links';
export * from './stockErrors';
export * from './typePolicies';
