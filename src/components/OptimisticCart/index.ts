export { OptimisticCartProvider, useCartView } from './OptimisticCart';
export { pendingAdd, type PendingProduct } from './cartChanges';
