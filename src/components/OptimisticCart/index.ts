export { OptimisticCartProvider, useCartView, type CartView } from './OptimisticCart';
export { pendingAdd, type CartChange, type PendingProduct } from './cartChanges';
