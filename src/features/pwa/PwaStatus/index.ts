export { default } from './PwaStatus';
export { manifestPathFor } from './usePwaStatus';
