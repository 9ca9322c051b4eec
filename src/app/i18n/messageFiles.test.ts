import type { Messages } from './locale';
import {
  createMessageFiles,
  ENTRY_FILE,
  fetchMessages,
  MessageFileError,
  PAGE_MESSAGES_ELEMENT_ID,
  takePageMessages,
  type MessagesRuntime
} from './messageFiles';

const FILES: Record<string, Messages> = {
  '/i18n/ro_RO/main.aa.json': { 'app.title': 'Magazin' },
  '/i18n/ro_RO/12.aa.json': { 'checkout.title': 'Finalizare comandă' },
  '/i18n/ro_RO/34.aa.json': { 'blog.title': 'Blog' },
  '/i18n/en_US/main.bb.json': { 'app.title': 'Store' },
  '/i18n/en_US/12.bb.json': { 'checkout.title': 'Checkout' },
  '/i18n/en_US/34.bb.json': { 'blog.title': 'Blog' }
};

function setUp(files: Record<string, Messages> = FILES, inPage: ReadonlyMap<string, Messages> = new Map()) {
  const runtime: MessagesRuntime = {
    chunks: { 12: 1, 34: 1 },
    hashes: { ro_RO: 'aa', en_US: 'bb' },
    url: (locale, name) => `/i18n/${locale}/${name}.${runtime.hashes[locale]}.json`
  };
  const requested: string[] = [];
  const failing = new Set<string>();
  const fetchJson = jest.fn(async (url: string) => {
    requested.push(url);
    await Promise.resolve();
    if (failing.has(url) || !files[url]) throw new MessageFileError(`${url}: HTTP 404`);
    return files[url];
  });
  const messageFiles = createMessageFiles(runtime, fetchJson, inPage);
  return { runtime, messageFiles, requested, failing, fetchJson };
}

describe('messages per chunk', () => {
  it('loads a locale with the entry file only, until chunks are requested', async () => {
    const { messageFiles, requested } = setUp();
    expect(messageFiles.has('ro_RO')).toBe(true);
    expect(messageFiles.has('de_DE')).toBe(false);
    expect(messageFiles.peek('ro_RO')).toBeUndefined();
    await expect(messageFiles.load('ro_RO')).resolves.toEqual({ 'app.title': 'Magazin' });
    expect(requested).toEqual([`/i18n/ro_RO/${ENTRY_FILE}.aa.json`]);
    expect(messageFiles.peek('ro_RO')).toEqual({ 'app.title': 'Magazin' });
  });

  it('makes a chunk requested later wait for its messages, added to the same object', async () => {
    const { runtime, messageFiles } = setUp();
    const messages = await messageFiles.load('ro_RO');
    const chunkReady = runtime.load?.(12);
    expect(chunkReady).toBeInstanceOf(Promise);
    expect(messages['checkout.title']).toBeUndefined();
    await chunkReady;
    expect(messages).toEqual({ 'app.title': 'Magazin', 'checkout.title': 'Finalizare comandă' });
    expect(messageFiles.peek('ro_RO')).toBe(messages);
  });

  it('includes the chunks requested before the locale (the first page’s code starts first)', async () => {
    const { runtime, messageFiles, requested } = setUp();
    expect(runtime.load?.(34)).toBeUndefined();
    await expect(messageFiles.load('ro_RO')).resolves.toEqual({ 'app.title': 'Magazin', 'blog.title': 'Blog' });
    expect(requested).toEqual(['/i18n/ro_RO/main.aa.json', '/i18n/ro_RO/34.aa.json']);
  });

  it('loads a second locale with every chunk requested so far, and later chunks for both', async () => {
    const { runtime, messageFiles, requested } = setUp();
    await messageFiles.load('ro_RO');
    await runtime.load?.(12);
    await expect(messageFiles.load('en_US')).resolves.toEqual({ 'app.title': 'Store', 'checkout.title': 'Checkout' });
    await runtime.load?.(34);
    expect(messageFiles.peek('en_US')).toMatchObject({ 'blog.title': 'Blog' });
    expect(messageFiles.peek('ro_RO')).toMatchObject({ 'blog.title': 'Blog' });
    // Each file once.
    expect(new Set(requested).size).toBe(requested.length);
  });

  it('fails a chunk whose messages cannot be fetched, and fetches them again on the next request', async () => {
    const { runtime, messageFiles, failing } = setUp();
    await messageFiles.load('ro_RO');
    failing.add('/i18n/ro_RO/12.aa.json');
    await expect(runtime.load?.(12)).rejects.toBeInstanceOf(MessageFileError);
    failing.clear();
    await expect(runtime.load?.(12)).resolves.toBeDefined();
    expect(messageFiles.peek('ro_RO')).toMatchObject({ 'checkout.title': 'Finalizare comandă' });
  });

  it('fails a locale whose entry file cannot be fetched, and loads it on the next try', async () => {
    const { messageFiles, failing } = setUp();
    failing.add('/i18n/ro_RO/main.aa.json');
    await expect(messageFiles.load('ro_RO')).rejects.toThrow('/i18n/ro_RO/main.aa.json: HTTP 404');
    expect(messageFiles.peek('ro_RO')).toBeUndefined();
    failing.clear();
    await expect(messageFiles.load('ro_RO')).resolves.toEqual({ 'app.title': 'Magazin' });
  });
});

describe('messages in the page', () => {
  const page = (text: string) => {
    const doc = document.implementation.createHTMLDocument('');
    const element = doc.createElement('script');
    element.type = 'application/json';
    element.id = PAGE_MESSAGES_ELEMENT_ID;
    element.textContent = text;
    doc.head.append(element);
    return doc;
  };

  it('takes the files the server put into the page, once, leaving out anything malformed', () => {
    const doc = page(JSON.stringify({ '/i18n/ro_RO/main.aa.json': { 'app.title': 'Magazin' }, '/i18n/ro_RO/12.aa.json': ['not', 'messages'] }));
    expect(takePageMessages(doc)).toEqual(new Map([['/i18n/ro_RO/main.aa.json', { 'app.title': 'Magazin' }]]));
    expect(doc.getElementById(PAGE_MESSAGES_ELEMENT_ID)).toBeNull();
    expect(takePageMessages(doc).size).toBe(0);
    expect(takePageMessages(page('{ broken')).size).toBe(0);
  });

  it('uses a file in the page instead of fetching it; the others are fetched', async () => {
    const inPage = new Map<string, Messages>([
      ['/i18n/ro_RO/main.aa.json', { 'app.title': 'Magazin (pagină)' }],
      ['/i18n/ro_RO/34.aa.json', { 'blog.title': 'Blog (pagină)' }]
    ]);
    const { runtime, messageFiles, requested } = setUp(FILES, inPage);
    runtime.load?.(34);
    runtime.load?.(12);
    await expect(messageFiles.load('ro_RO')).resolves.toEqual({
      'app.title': 'Magazin (pagină)',
      'blog.title': 'Blog (pagină)',
      'checkout.title': 'Finalizare comandă'
    });
    expect(requested).toEqual(['/i18n/ro_RO/12.aa.json']);
  });
});

describe('fetchMessages', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  it('reads a JSON file and reports an HTTP error with its URL', async () => {
    const answer = (status: number, body: unknown) => ({ ok: status === 200, status, json: async () => body });
    global.fetch = jest.fn(async (url: string) => (url.endsWith('ok.json') ? answer(200, { a: 'b' }) : answer(503, null))) as unknown as typeof fetch;
    await expect(fetchMessages('/x/ok.json')).resolves.toEqual({ a: 'b' });
    await expect(fetchMessages('/x/gone.json')).rejects.toThrow('/x/gone.json: HTTP 503');
  });
});
