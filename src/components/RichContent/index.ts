export { default, sanitizeHtml, warmUpSanitizer } from './RichContent';
