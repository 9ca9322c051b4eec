export { default as CloseButton } from './CloseButton';
export { useModalDialog } from './useModalDialog';
