// PWA feature: offline icon, update prompt, manifest per store view (PwaStatus, mounted by the shell).
// The offline guard for actions that need the network and image prefetching through the service
// worker are network concerns: src/api/offline and src/api/prefetchImages.
export { default as PwaStatus } from './PwaStatus';
