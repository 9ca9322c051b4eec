// PWA feature: offline icon, update prompt, manifest per store view (PwaStatus, mounted by the shell),
// image prefetching through the service worker, and the offline guard for actions that need the network.
export { default as PwaStatus } from './PwaStatus';
export { default as OfflineIndicator } from './OfflineIndicator';
export { isOffline, offlineMessages } from './offline';
export { prefetchImages, PREFETCH_IMAGES } from './prefetchImages';
