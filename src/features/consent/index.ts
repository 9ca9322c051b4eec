// The consent feature's public surface. The banner itself (CookieConsent) loads lazily through
// CookieConsentMount, so it is not re-exported here.
export { default as CookieConsentMount } from './CookieConsentMount';
export { OPEN_COOKIE_SETTINGS_EVENT, onOpenCookieSettings, openCookieSettings } from './cookieSettings';
export { isConsentGiven } from './consentModel';
