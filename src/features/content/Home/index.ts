export { default } from './Home';
export type { HomeProps } from './Home';
