/**
 * The errors services throw, free of any transport. Each carries
 * - a stable code (ErrorCode): what went wrong, the same in every store view and for every message
 *   wording; clients match it instead of the text;
 * - a kind, which says how the transports answer it: Magento's GraphQL category (extensions.category)
 *   and the HTTP status of Magento's REST API;
 * - the message as Magento words it (English; each transport translates it into the store view's
 *   language), with REST-style parameters for %name placeholders, and optionally the input field at
 *   fault.
 * The GraphQL layer (server/graphql/formatErrors.ts) and REST (server/rest) translate these into their
 * own answers; anything that is not a DomainError is a fault of ours and is answered without details.
 */

/** How a transport answers an error. */
export type ErrorKind = 'input' | 'authorization' | 'authentication' | 'not-found' | 'already-exists';

/** Magento 2.4's GraphQL error categories (extensions.category), which Magento clients rely on. */
export type MagentoErrorCategory =
  | 'graphql-input'
  | 'graphql-authorization'
  | 'graphql-authentication'
  | 'graphql-no-such-entity'
  | 'graphql-already-exists'
  | 'graphql-query-complexity'
  | 'graphql'
  | 'internal';

export const MAGENTO_CATEGORY: Readonly<Record<ErrorKind, MagentoErrorCategory>> = {
  input: 'graphql-input',
  authorization: 'graphql-authorization',
  authentication: 'graphql-authentication',
  'not-found': 'graphql-no-such-entity',
  'already-exists': 'graphql-already-exists'
};

/** The status Magento's REST API answers each kind with. */
export const HTTP_STATUS: Readonly<Record<ErrorKind, number>> = {
  input: 400,
  authorization: 401,
  authentication: 401,
  'not-found': 404,
  'already-exists': 400
};

/**
 * Every code a shopper-facing error may carry. A code names what happened, never how it is worded;
 * once a client may rely on a code it keeps its name.
 */
export const ERROR_CODES = [
  // Requests and arguments in general
  'INVALID_REQUEST', // the HTTP request itself: malformed JSON, wrong content type, method not allowed
  'INVALID_QUERY', // a GraphQL document that does not parse or validate
  'QUERY_TOO_COMPLEX', // over the query depth or complexity limit
  'INTERNAL_ERROR', // a fault of the server: no details are given
  'STORE_NOT_FOUND',
  'INVALID_INPUT', // an argument not allowed for another reason (several addresses, several methods)
  'REQUIRED_FIELD_MISSING', // field: the argument or field left out
  'INVALID_FIELD_VALUE', // field: the argument or field with a value that is not allowed
  'INVALID_CHARACTERS', // field: a text with a character no field may hold
  'VALUE_TOO_LONG', // a text longer than the store keeps
  'INVALID_PAGINATION', // currentPage or pageSize out of range
  'INVALID_FILTER',
  'INVALID_EMAIL', // an e-mail address that is not one
  'RATE_LIMITED', // too many requests: wait a minute

  // Customers and sign-in
  'CUSTOMER_NOT_AUTHORIZED', // not signed in, or the token is invalid, expired or revoked
  'CUSTOMER_NOT_FOUND',
  'INVALID_CREDENTIALS', // a wrong e-mail or password (sign-in, or the current password of a change)
  'ACCOUNT_LOCKED',
  'EMAIL_TAKEN', // another account has this e-mail address
  'PASSWORD_POLICY', // the new password is too short, too long, too simple or the e-mail address
  'PASSWORD_RESET_LINK_INVALID', // unknown, someone else's, used or expired reset link
  'NOT_ALLOWED_FOR_CUSTOMER', // a guest-only operation asked by a signed-in customer

  // Addresses
  'ADDRESS_NOT_FOUND',
  'ADDRESS_FORBIDDEN', // another customer's address
  'DEFAULT_ADDRESS_NOT_DELETABLE',

  // Carts
  'CART_NOT_FOUND',
  'CART_FORBIDDEN', // another customer's cart, or a guest cart used while signed in
  'CART_INACTIVE', // the cart became an order
  'CART_ALREADY_EXISTS',
  'CART_ITEM_NOT_FOUND',
  'CART_EMPTY',
  'CART_CHANGED', // the cart changed while the order was being placed
  'PRODUCT_NOT_FOUND',
  'PRODUCT_NOT_SALABLE', // the product cannot be bought (none in stock)
  'PRODUCT_OPTIONS_REQUIRED', // a configurable product without a valid choice of options
  'INSUFFICIENT_STOCK', // fewer in stock than asked for
  'PRODUCT_OUT_OF_STOCK', // an item of the cart is out of stock (placing the order)
  'INVALID_QUANTITY', // not a whole number above zero
  'QUANTITY_LIMIT_EXCEEDED', // more than a cart may hold
  'COUPON_INVALID',
  'COUPON_ALREADY_APPLIED',
  'REWARD_POINTS_UNAVAILABLE', // no points to use, or fewer left than the cart used (spent elsewhere meanwhile)

  // Checkout and payment
  'GUEST_EMAIL_MISSING',
  'SHIPPING_ADDRESS_MISSING',
  'BILLING_ADDRESS_MISSING',
  'SHIPPING_METHOD_MISSING',
  'SHIPPING_METHOD_UNAVAILABLE', // no such method, or not for this address
  'DELIVERY_POINT_REQUIRED', // the method needs a parcel locker or a pickup shop
  'DELIVERY_POINT_NOT_FOUND',
  'PAYMENT_METHOD_MISSING',
  'AGREEMENTS_NOT_ACCEPTED', // the terms (checkout agreements) were not accepted
  'PAYMENT_METHOD_UNAVAILABLE',
  'PAYMENT_TOKEN_INVALID', // the card's single-use token is unknown, used or expired
  'PAYMENT_DECLINED',
  'PAYMENT_PROCESSOR_ERROR',
  'CARD_INVALID', // field: the card detail that is wrong (number, expiry, security code)
  'STORED_CARD_NOT_FOUND',

  // Orders
  'ORDER_NOT_FOUND',
  'ORDER_STATUS_NOT_ALLOWED', // the order flow does not allow that status from the current one
  'ORDER_SIGN_IN_REQUIRED', // a customer's order looked up as a guest's (guestOrder): sign in to see it
  'WITHDRAWAL_PERIOD_ENDED', // the order's withdrawal period is over (the message names the day it ended)
  'WITHDRAWAL_ORDER_CANCELED', // a canceled order: no contract left to withdraw from
  'WITHDRAWAL_ITEM_NOT_FOUND', // field items: an item uid that is not one of the order's
  'WITHDRAWAL_QUANTITY_EXCEEDED', // field items: more than were ordered

  // Wishlists, newsletter, reviews, contact
  'WISHLIST_DISABLED',
  'WISHLIST_FORBIDDEN',
  'WISHLIST_NOT_FOUND',
  'NEWSLETTER_UNAVAILABLE',
  'GUEST_SUBSCRIPTION_NOT_ALLOWED',
  'ALREADY_SUBSCRIBED',
  'SUBSCRIPTION_FAILED',
  'REVIEWS_DISABLED',
  'GUEST_REVIEWS_NOT_ALLOWED',
  'INVALID_RATING',
  'CONTACT_UNAVAILABLE',

  // Content and catalogue
  'CATEGORY_NOT_FOUND',
  'COUNTRY_NOT_FOUND',
  'CMS_PAGE_NOT_FOUND',
  'CMS_BLOCK_NOT_FOUND',
  'BLOG_POST_NOT_FOUND',
  'BLOG_CATEGORY_NOT_FOUND',
  'BLOG_AUTHOR_NOT_FOUND',
  'COMMENTS_DISABLED'
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** Values for a message's %name (object) or %1 (list) placeholders, as Magento's REST answers carry them. */
export type MessageParameters = Readonly<Record<string, string>> | readonly string[];

export interface DomainErrorOptions {
  /** The input field at fault, named as the API names it (email, postcode, region, cart_id...). */
  field?: string;
  parameters?: MessageParameters;
}

export class DomainError extends Error {
  readonly field: string | undefined;
  readonly parameters: MessageParameters;

  constructor(
    readonly code: ErrorCode,
    readonly kind: ErrorKind,
    message: string,
    options: DomainErrorOptions = {}
  ) {
    super(message);
    this.name = 'DomainError';
    this.field = options.field;
    this.parameters = options.parameters ?? [];
  }

  /** The message with its placeholders filled in. */
  get text(): string {
    return fillParameters(this.message, this.parameters);
  }
}

/** "%fieldName is required" + {fieldName: 'email'} → "email is required"; "%1" takes the first of a list. */
export function fillParameters(message: string, parameters: MessageParameters): string {
  if (Array.isArray(parameters)) {
    if (!parameters.length) return message;
    return message.replace(/%(\d+)/g, (whole, index: string) => parameters[Number(index) - 1] ?? whole);
  }
  const named = parameters as Readonly<Record<string, string>>;
  return message.replace(/%(\w+)/g, (whole, name: string) => (Object.hasOwn(named, name) ? named[name] : whole));
}

/** Bad arguments: wrong value, missing field, over a limit, not allowed in this state. */
export const inputError = (code: ErrorCode, message: string, options?: DomainErrorOptions) => new DomainError(code, 'input', message, options);
/** The caller may not do this (not signed in, someone else's cart or address). */
export const authorizationError = (code: ErrorCode, message: string, options?: DomainErrorOptions) =>
  new DomainError(code, 'authorization', message, options);
/** Wrong credentials, a locked account. */
export const authenticationError = (code: ErrorCode, message: string, options?: DomainErrorOptions) =>
  new DomainError(code, 'authentication', message, options);
/** The entity asked for does not exist. */
export const noSuchEntityError = (code: ErrorCode, message: string, options?: DomainErrorOptions) =>
  new DomainError(code, 'not-found', message, options);
/** Creating something that exists already. */
export const alreadyExistsError = (code: ErrorCode, message: string, options?: DomainErrorOptions) =>
  new DomainError(code, 'already-exists', message, options);
