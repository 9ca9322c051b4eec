import { SERVER_ERROR_CODES } from '../../src/api/errorCodes';
import {
  alreadyExistsError, authenticationError, authorizationError, DomainError, ERROR_CODES, fillParameters, HTTP_STATUS, inputError,
  MAGENTO_CATEGORY, noSuchEntityError
} from './errors';

describe('domain errors', () => {
  it('carry a code, a kind, Magento’s message, the field at fault and REST-style parameters', () => {
    const error = inputError('REQUIRED_FIELD_MISSING', '"%fieldName" is required. Enter and try again.', {
      field: 'email',
      parameters: { fieldName: 'email' }
    });
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ code: 'REQUIRED_FIELD_MISSING', kind: 'input', field: 'email', message: '"%fieldName" is required. Enter and try again.' });
    expect(error.text).toBe('"email" is required. Enter and try again.');
    expect(noSuchEntityError('CART_NOT_FOUND', 'm').parameters).toEqual([]);
  });

  it('map each kind to Magento’s GraphQL category and REST status', () => {
    const kinds = [
      [inputError('INVALID_INPUT', 'm'), 'graphql-input', 400],
      [authorizationError('CART_FORBIDDEN', 'm'), 'graphql-authorization', 401],
      [authenticationError('INVALID_CREDENTIALS', 'm'), 'graphql-authentication', 401],
      [noSuchEntityError('CART_NOT_FOUND', 'm'), 'graphql-no-such-entity', 404],
      [alreadyExistsError('EMAIL_TAKEN', 'm'), 'graphql-already-exists', 400]
    ] as const;
    for (const [error, category, status] of kinds) {
      expect(MAGENTO_CATEGORY[error.kind]).toBe(category);
      expect(HTTP_STATUS[error.kind]).toBe(status);
    }
  });

  it('fill %name and %1 placeholders, leaving unknown ones', () => {
    expect(fillParameters('No such entity with %fieldName = %fieldValue', { fieldName: 'cartId', fieldValue: '42' })).toBe('No such entity with cartId = 42');
    expect(fillParameters('Qty %1 of %2, %3', ['2', 'GNC-1'])).toBe('Qty 2 of GNC-1, %3');
    expect(fillParameters('100% whey, %unknown', {})).toBe('100% whey, %unknown');
  });

  it('name each code once', () => {
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
    for (const code of ERROR_CODES) expect(code).toMatch(/^[A-Z][A-Z_]*[A-Z]$/);
  });

  it('include every code the storefront acts on (src/api/errorCodes.ts)', () => {
    const known: readonly string[] = ERROR_CODES;
    expect(SERVER_ERROR_CODES.filter((code) => !known.includes(code))).toEqual([]);
  });
});
