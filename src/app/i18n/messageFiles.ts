// The build's messages, cut along its chunks (scripts/messages-by-chunk-plugin.js): per locale, one file
// for the entry's code and one for each lazy chunk with messages of its own. A page downloads the
// translations of the code it runs: a locale is loaded with the entry's file and those of the chunks
// already requested, and every chunk requested later is ready only once its file has arrived for each
// loaded locale (webpack waits for the promise `load` returns, as for the chunk's script and CSS).
// Each locale's messages are one object that grows as files arrive; react-intl reads it at each format.
import type { Messages } from './locale';

/** What the build's runtime module puts on `__webpack_require__.i18n`. */
export interface MessagesRuntime {
  /** The lazy chunks that have a messages file. */
  chunks: Record<string, 1>;
  /** Each locale's hash (in its files' names; it changes with any of them). */
  hashes: Record<string, string>;
  url(locale: string, name: string): string;
  /** Called when a chunk with messages is requested: what the chunk's loading waits for, if anything. */
  load?: (chunkId: string | number) => Promise<unknown> | undefined;
}

/** The name of the entry's file in each locale's folder. */
export const ENTRY_FILE = 'main';

export type FetchJson = (url: string) => Promise<Messages>;

export interface MessageFiles {
  has(code: string): boolean;
  /** The locale's messages: the entry's and those of every chunk requested so far. */
  load(code: string): Promise<Messages>;
  /** The locale's messages, when loaded. */
  peek(code: string): Messages | undefined;
}

export class MessageFileError extends Error {
  override name = 'MessageFileError';
}

export const fetchMessages: FetchJson = async (url) => {
  const response = await fetch(url);
  if (!response.ok) throw new MessageFileError(`${url}: HTTP ${response.status}`);
  return (await response.json()) as Messages;
};

/** The id of the page's messages block (server/pageData.ts writes it). */
export const PAGE_MESSAGES_ELEMENT_ID = 'page-messages';

function isMessages(value: unknown): value is Messages {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Reads (and removes) the message files the server put into the page, by URL: those of the first
 * page's code. Anything malformed is left out (then fetched).
 */
export function takePageMessages(doc: Document = document): Map<string, Messages> {
  const found = new Map<string, Messages>();
  const element = doc.getElementById(PAGE_MESSAGES_ELEMENT_ID);
  if (!element) return found;
  element.remove();
  try {
    const parsed: unknown = JSON.parse(element.textContent ?? '');
    if (isMessages(parsed)) for (const [url, messages] of Object.entries(parsed)) if (isMessages(messages)) found.set(url, messages);
  } catch {
    // Fetched instead.
  }
  return found;
}

/**
 * Installs the loader on the build's runtime (its `load`). A file among `inPage` (by URL) is not
 * fetched.
 */
export function createMessageFiles(
  runtime: MessagesRuntime,
  fetchJson: FetchJson = fetchMessages,
  inPage: ReadonlyMap<string, Messages> = new Map()
): MessageFiles {
  const catalogues = new Map<string, Messages>();
  const files = new Map<string, Promise<void>>();
  const requestedChunks = new Set<string>();
  const locales = new Map<string, Promise<Messages>>();
  const ready = new Set<string>();

  const catalogue = (code: string): Messages => {
    let messages = catalogues.get(code);
    if (!messages) catalogues.set(code, (messages = {}));
    return messages;
  };

  function file(code: string, name: string): Promise<void> {
    const key = `${code}/${name}`;
    let loading = files.get(key);
    if (!loading) {
      const url = runtime.url(code, name);
      const given = inPage.get(url);
      loading = (given ? Promise.resolve(given) : fetchJson(url)).then((messages) => {
        Object.assign(catalogue(code), messages);
      });
      // A failed download (offline) is tried again the next time it is needed.
      loading.catch(() => files.delete(key));
      files.set(key, loading);
    }
    return loading;
  }

  runtime.load = (chunkId) => {
    const name = String(chunkId);
    requestedChunks.add(name);
    if (locales.size === 0) return undefined;
    return Promise.all([...locales.keys()].map((code) => file(code, name)));
  };

  return {
    has: (code) => Object.hasOwn(runtime.hashes, code),
    load(code) {
      let loading = locales.get(code);
      if (!loading) {
        loading = Promise.all([ENTRY_FILE, ...requestedChunks].map((name) => file(code, name))).then(() => {
          ready.add(code);
          return catalogue(code);
        });
        loading.catch(() => locales.delete(code));
        locales.set(code, loading);
      }
      return loading;
    },
    peek: (code) => (ready.has(code) ? catalogue(code) : undefined)
  };
}
