export { default, sanitizeHtml } from './RichContent';
