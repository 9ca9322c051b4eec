import { CombinedGraphQLErrors } from '@apollo/client/errors';

import { CodedError, errorDetails, hasErrorCode } from './errorCodes';
import { buildRestError } from './rest';

const combined = (...errors: Array<{ message: string; extensions?: Record<string, unknown> }>) =>
  new CombinedGraphQLErrors({ data: null, errors });

describe('hasErrorCode', () => {
  it("reads the codes of Apollo's combined GraphQL errors, whatever the message says", () => {
    const error = combined(
      { message: 'Coșul nu mai există.', extensions: { category: 'graphql-no-such-entity', code: 'CART_NOT_FOUND' } },
      { message: 'Other', extensions: { category: 'graphql-input', code: 'INVALID_INPUT' } }
    );
    expect(hasErrorCode(error, 'CART_NOT_FOUND')).toBe(true);
    expect(hasErrorCode(error, ['CART_INACTIVE', 'CART_NOT_FOUND'])).toBe(true);
    expect(hasErrorCode(error, 'CART_INACTIVE')).toBe(false);
  });

  it('reads a list of GraphQL errors, one of them, and the older graphQLErrors shape', () => {
    const error = { message: 'x', extensions: { code: 'EMAIL_TAKEN' } };
    expect(hasErrorCode([error], 'EMAIL_TAKEN')).toBe(true);
    expect(hasErrorCode(error, 'EMAIL_TAKEN')).toBe(true);
    expect(hasErrorCode({ graphQLErrors: [error] }, 'EMAIL_TAKEN')).toBe(true);
  });

  it("reads Magento's typed errors in data, a REST error body's code and a client-raised CodedError", () => {
    expect(hasErrorCode({ code: 'INSUFFICIENT_STOCK', message: 'The requested qty is not available' }, 'INSUFFICIENT_STOCK')).toBe(true);
    expect(hasErrorCode([{ code: 'ITEM_QTY', message: 'x' }], 'ITEM_QTY')).toBe(true);
    const rest = buildRestError('POST', '/rest/V1/x', { status: 404, statusText: 'Not Found' }, JSON.stringify({ message: 'm', parameters: [], code: 'CART_NOT_FOUND' }));
    expect(hasErrorCode(rest, 'CART_NOT_FOUND')).toBe(true);
    expect(hasErrorCode(new CodedError('Could not find a cart with ID "c1"', 'CART_NOT_FOUND'), 'CART_NOT_FOUND')).toBe(true);
  });

  it('never matches on the wording: an error without a code carries none', () => {
    expect(hasErrorCode(new Error('Could not find a cart with ID "c1"'), 'CART_NOT_FOUND')).toBe(false);
    expect(hasErrorCode(combined({ message: 'CART_NOT_FOUND' }), 'CART_NOT_FOUND')).toBe(false);
    expect(hasErrorCode('CART_NOT_FOUND', 'CART_NOT_FOUND')).toBe(false);
    expect(hasErrorCode(null, 'CART_NOT_FOUND')).toBe(false);
    expect(hasErrorCode(undefined, 'CART_NOT_FOUND')).toBe(false);
  });

  it('matches the input field an error names, when asked', () => {
    const error = combined({ message: '"regionId" is required. Enter and try again.', extensions: { code: 'REQUIRED_FIELD_MISSING', field: 'region' } });
    expect(hasErrorCode(error, 'REQUIRED_FIELD_MISSING', { field: 'region' })).toBe(true);
    expect(hasErrorCode(error, 'REQUIRED_FIELD_MISSING', { field: ['postcode', 'region'] })).toBe(true);
    expect(hasErrorCode(error, 'REQUIRED_FIELD_MISSING', { field: 'postcode' })).toBe(false);
    expect(hasErrorCode(combined({ message: 'm', extensions: { code: 'REQUIRED_FIELD_MISSING' } }), 'REQUIRED_FIELD_MISSING', { field: 'region' })).toBe(false);
  });
});

describe('errorDetails', () => {
  it('lists each error with its code, field and message', () => {
    expect(errorDetails(combined({ message: 'a', extensions: { code: 'VALUE_TOO_LONG', field: 'street' } }, { message: 'b' }))).toEqual([
      { code: 'VALUE_TOO_LONG', field: 'street', message: 'a' },
      { code: null, field: null, message: 'b' }
    ]);
  });
});
