/**
 * Server errors are recognised by their code, never by their wording (the store answers in the store
 * view's language, and Magento may reword a message). Codes travel
 * - in GraphQL errors as extensions.code, with extensions.field naming the input field at fault, and
 *   in REST error bodies as `code` (the back end's own codes: server/domain/errors.ts);
 * - in Magento's typed errors inside data: user_errors[].code (CartUserInputErrorType) and a cart
 *   item's errors[].code (CartItemErrorType).
 * hasErrorCode reads them from whatever a call failed with: Apollo's CombinedGraphQLErrors, a list of
 * GraphQL errors, one of them, a typed error, or an Error carrying a code (RestError, CodedError).
 */

/** The back end's codes the storefront acts on; each is one of server/domain/errors.ts (a test checks). */
export const SERVER_ERROR_CODES = [
  'CART_NOT_FOUND',
  'CART_FORBIDDEN',
  'CART_INACTIVE',
  'INSUFFICIENT_STOCK',
  'PRODUCT_OUT_OF_STOCK',
  'EMAIL_TAKEN',
  'INVALID_CREDENTIALS',
  'PASSWORD_POLICY',
  'PASSWORD_RESET_LINK_INVALID',
  'REQUIRED_FIELD_MISSING',
  'INVALID_FIELD_VALUE',
  'VALUE_TOO_LONG',
  'ORDER_NOT_FOUND',
  'ORDER_SIGN_IN_REQUIRED',
  'RATE_LIMITED',
  'INVALID_EMAIL',
  'ALREADY_SUBSCRIBED',
  'SUBSCRIPTION_FAILED'
] as const;

export type ServerErrorCode = (typeof SERVER_ERROR_CODES)[number];

/** Magento's codes of typed errors in data: CartItemErrorType and CartUserInputErrorType values. */
export type MagentoErrorType = 'ITEM_QTY' | 'ITEM_INCREMENTS' | 'NOT_SALABLE' | 'INSUFFICIENT_STOCK' | 'PRODUCT_NOT_FOUND' | 'UNDEFINED';

export type ErrorCodeName = ServerErrorCode | MagentoErrorType;

/** What one error says of itself: its code, the input field it names, its message. */
export interface ErrorDetail {
  code: string | null;
  field: string | null;
  message: string | null;
}

/** An Error the client raises on the server's behalf (an answer without the data it must have). */
export class CodedError extends Error {
  constructor(
    message: string,
    readonly code: ErrorCodeName
  ) {
    super(message);
    this.name = 'CodedError';
  }
}

type Carrier = {
  code?: unknown;
  message?: unknown;
  extensions?: { code?: unknown; field?: unknown } | null;
  errors?: unknown;
  graphQLErrors?: unknown;
};

const text = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);

/** Each error inside `error` (nested lists and Apollo's combined errors flattened), with its code. */
export function errorDetails(error: unknown): ErrorDetail[] {
  if (!error || typeof error !== 'object') return [];
  if (Array.isArray(error)) return error.flatMap(errorDetails);
  const carrier = error as Carrier;
  const nested = carrier.graphQLErrors ?? carrier.errors;
  if (Array.isArray(nested) && nested.length > 0) return nested.flatMap(errorDetails);
  const extensions = carrier.extensions && typeof carrier.extensions === 'object' ? carrier.extensions : null;
  return [
    {
      code: text(extensions?.code) ?? text(carrier.code),
      field: text(extensions?.field),
      message: text(carrier.message)
    }
  ];
}

export interface ErrorCodeMatch {
  /** Only errors about one of these input fields (extensions.field) count. */
  field?: string | readonly string[];
}

/** Whether `error` carries one of `codes` (and, when asked, names one of the fields). */
export function hasErrorCode(error: unknown, codes: ErrorCodeName | readonly ErrorCodeName[], match: ErrorCodeMatch = {}): boolean {
  const wanted: readonly string[] = typeof codes === 'string' ? [codes] : codes;
  const fields: readonly string[] | null = match.field === undefined ? null : typeof match.field === 'string' ? [match.field] : match.field;
  return errorDetails(error).some(
    (detail) => detail.code !== null && wanted.includes(detail.code) && (fields === null || (detail.field !== null && fields.includes(detail.field)))
  );
}
