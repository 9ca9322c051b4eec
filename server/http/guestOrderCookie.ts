/**
 * The browser's proof that it placed a guest order: an HttpOnly cookie with the (secret, 32-character)
 * cart ids of the guest orders this browser placed in the last day. An account created in that browser
 * with the order's e-mail address takes those orders over (the receipt's "Create an account to follow
 * this order"), as Magento's success page converts the order the session just placed. Knowing an
 * e-mail address alone takes over nothing.
 *
 * Read and written by the GraphQL and REST layers (context.session); the services see only the ids.
 */
export const GUEST_ORDER_COOKIE = 'gnc_guest_orders';
/** How many recent guest orders the cookie remembers. */
const REMEMBERED = 5;
const MAX_AGE_SECONDS = 24 * 60 * 60;
const CART_ID = /^[A-Za-z0-9]{32}$/;

/** The cart ids in the request's cookie (well-formed ones only). */
export function guestOrderCartIds(cookieHeader: string | string[] | undefined): string[] {
  const header = Array.isArray(cookieHeader) ? cookieHeader.join('; ') : (cookieHeader ?? '');
  for (const part of header.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === GUEST_ORDER_COOKIE) return rest.join('=').split('.').filter((id) => CART_ID.test(id)).slice(-REMEMBERED);
  }
  return [];
}

/** The Set-Cookie value after `placed` guest orders, or null when none was placed. */
export function guestOrderCookie(known: readonly string[], placed: readonly string[], secure: boolean): string | null {
  if (!placed.length) return null;
  const ids = [...known.filter((id) => !placed.includes(id)), ...placed].slice(-REMEMBERED);
  return `${GUEST_ORDER_COOKIE}=${ids.join('.')}; Path=/; Max-Age=${MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}
