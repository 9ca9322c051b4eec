// Answers the server put into the page (src/app/pageData), each given once to the first query with the
// same operation name and variables, instead of asking the network: the first page's queries resolve at
// once. An answer not asked for within a short time is dropped (the page has moved on; later queries
// must see fresh data). Mutations and anything unmatched go on down the link chain.
// writeTo() also puts them into the cache before the first render, for the documents the page's code
// names: its queries then have their data in the very first render, instead of a loading pass first.
import { ApolloLink, type ApolloClient } from '@apollo/client';
import { canonicalStringify } from '@apollo/client/utilities';
import { OperationTypeNode, type DocumentNode, type OperationDefinitionNode } from 'graphql';
import { Observable } from 'rxjs';

/** How long a preloaded answer may stand in for the network after the page started. */
export const PRELOADED_ANSWER_TTL_MS = 30_000;

export interface PreloadedQueryAnswer {
  operationName: string;
  variables: Record<string, unknown>;
  data: Record<string, unknown>;
}

/** The name of a document's operation ('' without one). */
export function operationNameOf(document: DocumentNode): string {
  const operation = document.definitions.find((definition): definition is OperationDefinitionNode => definition.kind === 'OperationDefinition');
  return operation?.name?.value ?? '';
}

function keyOf(operationName: string, variables: Record<string, unknown> | undefined): string {
  // JSON drops undefined values, as the server's copy of the variables did.
  return `${operationName}:${canonicalStringify(JSON.parse(JSON.stringify(variables ?? {})))}`;
}

export class PreloadedAnswers {
  private readonly answers = new Map<string, PreloadedQueryAnswer>();
  /** Keys of the answers writeTo() put into the cache, not yet claimed by a query. */
  private readonly written = new Set<string>();
  private expiresAt = 0;

  constructor(private readonly now: () => number = () => Date.now()) {}

  get size(): number {
    return this.answers.size;
  }

  /** The store view the answers are in: a query made for another view never gets them. */
  private store: string | undefined;

  add(answers: readonly PreloadedQueryAnswer[], ttlMs: number = PRELOADED_ANSWER_TTL_MS, store?: string): void {
    this.store = store;
    for (const answer of answers) this.answers.set(keyOf(answer.operationName, answer.variables), answer);
    this.expiresAt = this.now() + ttlMs;
  }

  /**
   * Writes the answers of these documents into the client's cache (they stay here for the link too: a
   * cache-and-network query then gets its network answer without the network), then reads each back
   * once: the cache keeps what it read, so the first render's queries find their results made. An
   * answer that does not fit its document is left to the link. `pause` runs between the pieces of
   * work, so that start-up is not one long task (bootstrap gives the browser a turn each time).
   */
  async writeTo(
    client: Pick<ApolloClient, 'cache' | 'readQuery'>,
    documents: readonly DocumentNode[],
    pause: () => Promise<void> = () => Promise.resolve()
  ): Promise<number> {
    const byName = new Map(documents.map((document) => [operationNameOf(document), document]));
    const written: { query: DocumentNode; variables: Record<string, unknown> }[] = [];
    for (const [key, { operationName, variables, data }] of this.answers) {
      const query = byName.get(operationName);
      if (!query) continue;
      if (written.length > 0) await pause();
      try {
        client.cache.writeQuery({ query, variables, data });
        this.written.add(key);
        written.push({ query, variables });
      } catch {
        // The link still answers it; the page renders a loading pass first, as without page data.
      }
    }
    for (const { query, variables } of written) {
      await pause();
      try {
        // Optimistic, as a watching query reads: the cache keeps results per store layer.
        client.readQuery({ query, variables }, true);
      } catch {
        // Only a head start: the query reads (and reports) for itself.
      }
    }
    return written.length;
  }

  /**
   * Whether the cache holds this page's answer to the query, written by writeTo(): true once per query
   * and variables, within the time limit. The first query may then read the cache alone — the answer
   * is as fresh as a network one, asked for with the page.
   */
  takeWritten(operationName: string, variables: Record<string, unknown> | undefined): boolean {
    if (this.written.size === 0 || this.now() > this.expiresAt) return false;
    const key = keyOf(operationName, variables);
    // Used: the link must not give it out a second time (a later query wants fresh data).
    this.answers.delete(key);
    return this.written.delete(key);
  }

  /** The answer for this operation, once; undefined when there is none (or no longer). */
  take(operationName: string | undefined, variables: Record<string, unknown> | undefined, store?: string): Record<string, unknown> | undefined {
    if (!operationName || this.answers.size === 0) return undefined;
    if (this.store !== undefined && store !== undefined && store !== this.store) return undefined;
    if (this.now() > this.expiresAt) {
      this.answers.clear();
      return undefined;
    }
    const key = keyOf(operationName, variables);
    const answer = this.answers.get(key);
    if (answer !== undefined) this.answers.delete(key);
    return answer?.data;
  }
}

const attached = new WeakMap<object, PreloadedAnswers>();

/** Ties the page's answers to the client that uses them (createApolloClient). */
export function attachPreloadedAnswers(client: object, answers: PreloadedAnswers): void {
  attached.set(client, answers);
}

export function preloadedAnswersOf(client: object): PreloadedAnswers | undefined {
  return attached.get(client);
}

/** `getStoreCode`: the store view a query is made for (the Store header's value). */
export function createPreloadedAnswersLink(answers: PreloadedAnswers, getStoreCode?: () => string): ApolloLink {
  return new ApolloLink((operation, forward) => {
    if (operation.operationType !== OperationTypeNode.QUERY) return forward(operation);
    const data = answers.take(operation.operationName, operation.variables, getStoreCode?.());
    if (data === undefined) return forward(operation);
    return new Observable<ApolloLink.Result>((observer) => {
      observer.next({ data });
      observer.complete();
    });
  });
}
