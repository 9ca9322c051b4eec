export { default } from './CookieConsent';
export type { CookieConsentProps } from './CookieConsent';
