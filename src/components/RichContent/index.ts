export { default } from './RichContent';
