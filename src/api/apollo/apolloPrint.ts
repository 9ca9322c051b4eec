// Apollo's own `print`, replaced in the build (webpack.config.ts) and the unit tests (jest.config.js):
// Apollo prints each query's document only to make keys of it (in-flight deduplication, refetch
// lookups), and graphql's printer walks the whole document with its visitor the first time — several
// milliseconds for a large document on a phone, in the task that first fetches it. The compact printer
// the HTTP link sends with (compactQuery.ts) writes the same document's tokens directly; the keys only
// need to be equal for equal documents.
import type { ASTNode } from 'graphql';

import { compactPrint } from './compactQuery';

/** Apollo's print signature: the text of a document (cached per document), with a cache reset. */
export const print = Object.assign((ast: ASTNode): string => compactPrint(ast), {
  // compactPrint keeps one text per document object; documents are never changed, so nothing to drop.
  reset(): void {}
});
