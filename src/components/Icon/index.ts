export { default } from './Icon';
export type { IconName, IconProps } from './Icon';
