/**
 * GraphQL errors as Magento 2.4 answers them: {message, extensions: {category}, locations, path}, plus a
 * stable extensions.code (errors.ts), with
 * HTTP 200 whenever the request itself was understood (mercurius would say 400 for a document that fails
 * validation; Magento says 200).
 *
 * What reaches the formatter:
 * - execution errors: GraphQLError with a path; originalError is what the resolver threw. A DomainError
 *   (server/domain/errors.ts) is answered with its message, its kind's category, its code and field; a
 *   GraphQLError is the resolver's own message and category; anything else is a bug and becomes
 *   'Internal server error' (category internal) — logged with its stack, never sent.
 * - mercurius wrappers (MER_ERR_GQL_VALIDATION for syntax, validation and variable errors,
 *   MER_ERR_METHOD_NOT_ALLOWED for a mutation over GET) that carry the real errors in `.errors`.
 * - request errors from Fastify (malformed JSON, unsupported content type, body too large) with a 4xx
 *   statusCode: their message is kept and so is their status.
 */
import { GraphQLError, type SourceLocation } from 'graphql';
import { DomainError } from '../domain/errors';
import { codeOf, DOCUMENT_ERROR_CATEGORY, magentoExtensions, type MagentoErrorExtensions } from './errors';

export interface MagentoFormattedError {
  message: string;
  extensions: MagentoErrorExtensions;
  locations?: readonly SourceLocation[];
  path?: ReadonlyArray<string | number>;
}

export interface FormattedErrors {
  statusCode: number;
  errors: MagentoFormattedError[];
}

interface ErrorLogger {
  error(details: object, message: string): void;
}

export const INTERNAL_ERROR_MESSAGE = 'Internal server error';

type WrapperError = Error & { code?: string; statusCode?: number; errors?: unknown[] };

function hasStatus(error: unknown): error is Error & { statusCode: number; code?: string } {
  return error instanceof Error && typeof (error as { statusCode?: unknown }).statusCode === 'number';
}

function extensionsOf(error: GraphQLError): MagentoErrorExtensions {
  const given = error.extensions?.category;
  const category = typeof given === 'string' ? given : DOCUMENT_ERROR_CATEGORY;
  return { category, code: codeOf(error.extensions, category) };
}

function withPosition(formatted: MagentoFormattedError, error: GraphQLError): MagentoFormattedError {
  if (error.locations?.length) formatted.locations = error.locations;
  if (error.path?.length) formatted.path = error.path;
  return formatted;
}

/** A GraphQLError that graphql-js or our own code created on purpose: its message is meant for the client. */
function isIntended(error: GraphQLError): boolean {
  return error.originalError === undefined || error.originalError instanceof GraphQLError;
}

/** A request the server refused as a whole: its message, with the request's own code. */
const requestError = (message: string): MagentoFormattedError => ({
  message,
  extensions: { category: DOCUMENT_ERROR_CATEGORY, code: 'INVALID_REQUEST' }
});

export function formatMagentoErrors(errors: readonly Error[], log: ErrorLogger): FormattedErrors {
  const formatted: MagentoFormattedError[] = [];
  let statusCode = 200;

  const internal = (error: Error, located?: GraphQLError): void => {
    const cause = located?.originalError ?? error;
    log.error({ err: cause, path: located?.path }, `GraphQL internal error: ${cause.message}`);
    const entry: MagentoFormattedError = { message: INTERNAL_ERROR_MESSAGE, extensions: { category: 'internal', code: 'INTERNAL_ERROR' } };
    formatted.push(located ? withPosition(entry, located) : entry);
  };

  for (const error of errors) {
    const original = (error instanceof GraphQLError ? error.originalError : error) as WrapperError | undefined;

    if (original && Array.isArray(original.errors)) {
      // mercurius wrapper: the errors inside are about the request document, written for the client.
      const notAllowed = original.code === 'MER_ERR_METHOD_NOT_ALLOWED';
      if (notAllowed) statusCode = 405;
      for (const inner of original.errors) {
        if (notAllowed && inner instanceof Error) {
          formatted.push(inner instanceof GraphQLError ? withPosition(requestError(inner.message), inner) : requestError(inner.message));
        } else if (inner instanceof GraphQLError) {
          formatted.push(withPosition({ message: inner.message, extensions: extensionsOf(inner) }, inner));
        } else if (inner instanceof Error) {
          formatted.push({ message: inner.message, extensions: { category: DOCUMENT_ERROR_CATEGORY, code: 'INVALID_QUERY' } });
        }
      }
      continue;
    }

    if (original instanceof DomainError) {
      // A service's error: meant for the shopper.
      const entry = { message: original.text, extensions: magentoExtensions(original) };
      formatted.push(error instanceof GraphQLError ? withPosition(entry, error) : entry);
      continue;
    }

    if (error instanceof GraphQLError && isIntended(error)) {
      formatted.push(withPosition({ message: error.message, extensions: extensionsOf(error) }, error));
      continue;
    }

    const located = error instanceof GraphQLError && error.path ? error : undefined;
    if (!located && hasStatus(original) && original.statusCode >= 400 && original.statusCode < 500) {
      // Fastify or mercurius refused the HTTP request itself (bad JSON, missing query, wrong content type).
      statusCode = original.statusCode;
      formatted.push(requestError(original.message));
      continue;
    }

    internal(error, located);
    // An exception outside execution (no path) means no GraphQL answer could be produced at all.
    if (!located) statusCode = 500;
  }

  return { statusCode, errors: formatted };
}
