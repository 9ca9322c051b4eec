export { default } from './DescriptionRow';
