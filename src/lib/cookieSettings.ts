// How the rest of the app reopens the cookie consent banner (footer 'Cookie Settings', the floating
// widget) without importing the banner: a window event the banner listens for.
export const OPEN_COOKIE_SETTINGS_EVENT = 'storefront:open-cookie-settings';

export function openCookieSettings(target: Window = window): void {
  target.dispatchEvent(new Event(OPEN_COOKIE_SETTINGS_EVENT));
}

/** Calls `listener` whenever something asks for the cookie settings; returns the unsubscribe. */
export function onOpenCookieSettings(listener: () => void, target: Window = window): () => void {
  target.addEventListener(OPEN_COOKIE_SETTINGS_EVENT, listener);
  return () => target.removeEventListener(OPEN_COOKIE_SETTINGS_EVENT, listener);
}
