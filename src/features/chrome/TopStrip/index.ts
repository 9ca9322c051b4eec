export { default } from './TopStrip';
export { parseStripItems } from './topStripItems';
