/**
 * A stock Magento's errors carry no extensions.code (server/domain/errors.ts gives the embedded back
 * end's). In proxy mode the storefront would then miss what it acts on (stock, dead carts, the field an
 * account error belongs to), so the proxy names these from Magento 2.4's English wording, here and only
 * here. A Magento answering in another language (a language pack) keeps its errors without a code: the
 * storefront then shows them for the whole form, as any other message.
 */
import type { ErrorCode } from './domain/errors';

const RULES: ReadonlyArray<{ code: ErrorCode; pattern: RegExp }> = [
  { code: 'CART_NOT_FOUND', pattern: /^Could not find a cart with ID\b|^The cart no longer exists\b/ },
  { code: 'CART_INACTIVE', pattern: /^The cart isn't active\b/ },
  { code: 'CART_FORBIDDEN', pattern: /^The current user cannot perform operations on cart\b/ },
  {
    code: 'PRODUCT_OUT_OF_STOCK',
    pattern: /Some of the products are out of stock|There are no source items with the in stock status|Product that you are trying to add is not available/
  },
  { code: 'INSUFFICIENT_STOCK', pattern: /The requested qty is not available|The requested qty exceeds the maximum qty allowed/ },
  { code: 'EMAIL_TAKEN', pattern: /^A customer with the same email address already exists\b/ },
  {
    code: 'INVALID_CREDENTIALS',
    pattern: /^The account sign-in was incorrect\b|^Invalid login or password\b|^The password doesn't match this account\b/
  },
  {
    code: 'PASSWORD_POLICY',
    pattern:
      /^The password needs at least \d+ characters\b|^Minimum of different classes of characters in password\b|^The password can't be the same as the email address\b|^The password can't begin or end with a space\b|^Please enter a password with at most \d+ characters\b/
  },
  { code: 'ORDER_NOT_FOUND', pattern: /^We couldn't locate an order with the information provided\b/ },
  { code: 'ORDER_SIGN_IN_REQUIRED', pattern: /^Please login to view the order\b/ },
  { code: 'PASSWORD_RESET_LINK_INVALID', pattern: /^Cannot set the customer's password\b|^The password token is mismatched\b|reset link has expired/ }
];

/** The code of a Magento error message the storefront acts on, or null. */
export function codeForMagentoMessage(message: unknown): ErrorCode | null {
  if (typeof message !== 'string') return null;
  return RULES.find((rule) => rule.pattern.test(message))?.code ?? null;
}

type ErrorLike = { message?: unknown; extensions?: Record<string, unknown> | null };

/**
 * Adds the code to each error of a GraphQL answer ({ errors: [...] }) or to a REST error body
 * ({ message, parameters }) that has none. Answers whether anything was added.
 */
export function addMagentoErrorCodes(body: unknown): boolean {
  if (!body || typeof body !== 'object') return false;
  let added = false;
  const errors = (body as { errors?: unknown }).errors;
  if (Array.isArray(errors)) {
    for (const error of errors as ErrorLike[]) {
      if (!error || typeof error !== 'object' || error.extensions?.code !== undefined) continue;
      const code = codeForMagentoMessage(error.message);
      if (code) {
        error.extensions = { ...(error.extensions ?? {}), code };
        added = true;
      }
    }
    return added;
  }
  const rest = body as { message?: unknown; code?: unknown };
  if (rest.code === undefined) {
    const code = codeForMagentoMessage(rest.message);
    if (code) {
      rest.code = code;
      added = true;
    }
  }
  return added;
}
