import { GraphQLError } from 'graphql';
import { formatMagentoErrors } from './formatErrors';
import { inputError } from './errors';

const silentLog = () => ({ error: jest.fn() });

describe('formatMagentoErrors', () => {
  it('keeps a resolver’s Magento error as it is, with its position', () => {
    const located = new GraphQLError('Required parameter "cart_id" is missing', {
      path: ['cart'],
      originalError: inputError('Required parameter "cart_id" is missing')
    });
    const log = silentLog();
    expect(formatMagentoErrors([located], log)).toEqual({
      statusCode: 200,
      errors: [{ message: 'Required parameter "cart_id" is missing', extensions: { category: 'graphql-input' }, path: ['cart'] }]
    });
    expect(log.error).not.toHaveBeenCalled();
  });

  it('hides and logs an unexpected exception during execution, HTTP 200', () => {
    const cause = new TypeError("Cannot read properties of undefined (reading 'price')");
    const log = silentLog();
    const result = formatMagentoErrors([new GraphQLError(cause.message, { path: ['products', 'items', 0], originalError: cause })], log);
    expect(result).toEqual({
      statusCode: 200,
      errors: [{ message: 'Internal server error', extensions: { category: 'internal' }, path: ['products', 'items', 0] }]
    });
    expect(log.error).toHaveBeenCalledWith(expect.objectContaining({ err: cause }), expect.stringContaining('price'));
  });

  it('answers 500 for an exception outside execution (no answer could be computed)', () => {
    const log = silentLog();
    const result = formatMagentoErrors([new GraphQLError('wrapped', { originalError: new Error('pool exhausted') })], log);
    expect(result).toEqual({ statusCode: 500, errors: [{ message: 'Internal server error', extensions: { category: 'internal' } }] });
    expect(log.error).toHaveBeenCalledTimes(1);
  });

  it('keeps the status and message of a refused HTTP request (4xx)', () => {
    const badJson = Object.assign(new SyntaxError('Body is not valid JSON but content-type is set to \'application/json\''), { statusCode: 400 });
    expect(formatMagentoErrors([badJson], silentLog())).toEqual({
      statusCode: 400,
      errors: [{ message: badJson.message, extensions: { category: 'graphql' } }]
    });
  });
});
