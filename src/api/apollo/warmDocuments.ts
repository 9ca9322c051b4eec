// Apollo's first use of a query document does one-time work on it: it checks the document, derives
// the forms it sends and reads (directives removed, __typename added, non-reactive fragments marked)
// and its default variables — several full walks of the document, a few milliseconds for a large
// one, kept for the document's lifetime. Done ahead, one document per task, it is not part of the
// render that first asks for the query (start-up: the page's and the shell's documents).
import type { ApolloClient } from '@apollo/client';
import type { DocumentNode } from 'graphql';

/**
 * Prepares each document as a query would (an unsubscribed watch: nothing is read or fetched), in two
 * steps: the cache's form of it (__typename added), then the rest. `pause` runs before each step, so
 * that each is a task of its own (for the product page's large document one was a long task). A
 * document Apollo rejects is left for the query that uses it to report.
 */
export async function warmDocuments(
  client: Pick<ApolloClient, 'watchQuery' | 'cache'>,
  documents: readonly DocumentNode[],
  pause: () => Promise<void> = () => Promise.resolve()
): Promise<void> {
  for (const query of new Set(documents)) {
    try {
      await pause();
      // Kept by the cache for the document: the watch below (any query of it) finds it done.
      client.cache.transformDocument(query);
      await pause();
      client.watchQuery({ query, fetchPolicy: 'standby' });
    } catch {
      // Reported by the query itself.
    }
  }
}
