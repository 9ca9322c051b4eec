/**
 * Errors as the GraphQL endpoint answers them: Magento 2.4's message plus extensions.category, and a
 * stable extensions.code beside it (clients match the code, never the wording, which is translated per
 * store view). Services throw DomainErrors (server/domain/errors.ts); this is their GraphQL form.
 */
import { MAGENTO_CATEGORY, type DomainError } from '../domain/errors';

// A type, not an interface: graphql's formatted-error extensions are an index signature.
export type MagentoErrorExtensions = {
  category: string;
  code: string;
  /** The input field at fault, when the error names one. */
  field?: string;
};

/** Category for documents that fail parsing or validation (webonyx's own category in Magento). */
export const DOCUMENT_ERROR_CATEGORY = 'graphql';

/**
 * The code of a GraphQLError: its own, else INVALID_QUERY for graphql-js's and mercurius's errors about
 * the document and INTERNAL_ERROR for our faults. Every error answered carries a code.
 */
export function codeOf(extensions: Readonly<Record<string, unknown>> | undefined, category: string): string {
  const code = extensions?.code;
  if (typeof code === 'string') return code;
  return category === 'internal' ? 'INTERNAL_ERROR' : 'INVALID_QUERY';
}

/** extensions of a service's error: Magento's category for its kind, its code, its field. */
export function magentoExtensions(error: DomainError): MagentoErrorExtensions {
  const extensions: MagentoErrorExtensions = { category: MAGENTO_CATEGORY[error.kind], code: error.code };
  if (error.field !== undefined) extensions.field = error.field;
  return extensions;
}
