export { OptimisticCartProvider, useCartView, type CartView } from './OptimisticCart';
export { lineForItem, pendingAdd, PENDING_LINE_PREFIX, type CartChange, type PendingProduct } from './cartChanges';
