export * from './toastStore';
export * from './useToasts';
