export { default } from './TopStrip';
