import { print as graphqlPrint, stripIgnoredCharacters, type ASTNode } from 'graphql';

/**
 * Query text without comments, insignificant whitespace and commas, so GET URLs stay short and the
 * same operation always yields the same URL (which CDNs and the service worker cache on).
 * String and block-string contents are kept exactly (graphql's lexer-based stripper).
 */
export function compactQuery(text: string): string {
  return stripIgnoredCharacters(text);
}

const printed = new WeakMap<ASTNode, string>();

/** Printer for HttpLink's `print` option; a document is printed once (documents are not changed). */
export function compactPrint(node: ASTNode, originalPrint: typeof graphqlPrint = graphqlPrint): string {
  let text = printed.get(node);
  if (text === undefined) {
    text = compactQuery(originalPrint(node));
    printed.set(node, text);
  }
  return text;
}
