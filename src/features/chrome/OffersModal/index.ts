export { default } from './OffersModal';
export type { OffersModalProps } from './OffersModal';
