export { buttonClassName, default } from './Button';
export type { ButtonProps } from './Button';
