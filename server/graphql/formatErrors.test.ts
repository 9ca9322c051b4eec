import { GraphQLError } from 'graphql';
import { formatMagentoErrors } from './formatErrors';
import { alreadyExistsError, inputError } from '../domain/errors';

const silentLog = () => ({ error: jest.fn() });

describe('formatMagentoErrors', () => {
  it('answers a service’s error with its message, its Magento category, its code and field, and its position', () => {
    const cause = inputError('REQUIRED_FIELD_MISSING', 'Required parameter "cart_id" is missing', { field: 'cart_id' });
    const located = new GraphQLError(cause.message, { path: ['cart'], originalError: cause });
    const log = silentLog();
    expect(formatMagentoErrors([located], log)).toEqual({
      statusCode: 200,
      errors: [
        {
          message: 'Required parameter "cart_id" is missing',
          extensions: { category: 'graphql-input', code: 'REQUIRED_FIELD_MISSING', field: 'cart_id' },
          path: ['cart']
        }
      ]
    });
    expect(log.error).not.toHaveBeenCalled();
  });

  it('gives each kind of error Magento’s category, and fills in the message’s parameters', () => {
    const taken = alreadyExistsError('EMAIL_TAKEN', 'A customer with the same email address already exists in an associated website.');
    const named = inputError('REQUIRED_FIELD_MISSING', '"%fieldName" is required. Enter and try again.', { parameters: { fieldName: 'email' } });
    const result = formatMagentoErrors(
      [new GraphQLError(taken.message, { path: ['a'], originalError: taken }), new GraphQLError(named.message, { path: ['b'], originalError: named })],
      silentLog()
    );
    expect(result.errors.map((error) => [error.message, error.extensions])).toEqual([
      [taken.message, { category: 'graphql-already-exists', code: 'EMAIL_TAKEN' }],
      ['"email" is required. Enter and try again.', { category: 'graphql-input', code: 'REQUIRED_FIELD_MISSING' }]
    ]);
  });

  it('keeps the code a GraphQLError names, and gives a document error INVALID_QUERY', () => {
    const limit = new GraphQLError('Max query depth should be 20 but got 21.', { extensions: { category: 'graphql', code: 'QUERY_TOO_COMPLEX' } });
    const syntax = new GraphQLError('Syntax Error: Expected Name, found <EOF>.');
    expect(formatMagentoErrors([limit, syntax], silentLog()).errors).toEqual([
      { message: limit.message, extensions: { category: 'graphql', code: 'QUERY_TOO_COMPLEX' } },
      { message: syntax.message, extensions: { category: 'graphql', code: 'INVALID_QUERY' } }
    ]);
  });

  it('hides and logs an unexpected exception during execution, HTTP 200', () => {
    const cause = new TypeError("Cannot read properties of undefined (reading 'price')");
    const log = silentLog();
    const result = formatMagentoErrors([new GraphQLError(cause.message, { path: ['products', 'items', 0], originalError: cause })], log);
    expect(result).toEqual({
      statusCode: 200,
      errors: [{ message: 'Internal server error', extensions: { category: 'internal', code: 'INTERNAL_ERROR' }, path: ['products', 'items', 0] }]
    });
    expect(log.error).toHaveBeenCalledWith(expect.objectContaining({ err: cause }), expect.stringContaining('price'));
  });

  it('answers 500 for an exception outside execution (no answer could be computed)', () => {
    const log = silentLog();
    const result = formatMagentoErrors([new GraphQLError('wrapped', { originalError: new Error('pool exhausted') })], log);
    expect(result).toEqual({ statusCode: 500, errors: [{ message: 'Internal server error', extensions: { category: 'internal', code: 'INTERNAL_ERROR' } }] });
    expect(log.error).toHaveBeenCalledTimes(1);
  });

  it('keeps the status and message of a refused HTTP request (4xx)', () => {
    const badJson = Object.assign(new SyntaxError('Body is not valid JSON but content-type is set to \'application/json\''), { statusCode: 400 });
    expect(formatMagentoErrors([badJson], silentLog())).toEqual({
      statusCode: 400,
      errors: [{ message: badJson.message, extensions: { category: 'graphql', code: 'INVALID_REQUEST' } }]
    });
  });
});
