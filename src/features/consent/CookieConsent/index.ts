export { default } from './CookieConsent';
export type { CookieConsentProps } from './CookieConsent';
export { warmUpSanitizer } from '../../../components/RichContent';
