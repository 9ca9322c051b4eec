// The consent feature's public surface. The banner itself (CookieConsent) loads lazily through
// CookieConsentMount, so it is not re-exported here. Reopening the banner from elsewhere (the footer's
// 'Cookie Settings') goes through src/lib/cookieSettings, without importing this feature.
export { default as CookieConsentMount } from './CookieConsentMount';
