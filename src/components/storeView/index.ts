export * from './buildConstants';
export * from './localeTag';
export * from './storeView';
export * from './useStoreView';
