import { print as graphqlPrint, stripIgnoredCharacters, type ASTNode } from 'graphql';

/**
 * Query text without comments, insignificant whitespace and commas, so GET URLs stay short and the
 * same operation always yields the same URL (which CDNs and the service worker cache on).
 * String and block-string contents are kept exactly (graphql's lexer-based stripper).
 */
export function compactQuery(text: string): string {
  return stripIgnoredCharacters(text);
}

/** Printer for HttpLink's `print` option. */
export function compactPrint(node: ASTNode, originalPrint: typeof graphqlPrint = graphqlPrint): string {
  return compactQuery(originalPrint(node));
}
