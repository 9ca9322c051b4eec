/**
 * @jest-environment node
 */
// The build's messages per chunk (scripts/messages-by-chunk-plugin.js), on a small project built by
// webpack: which messages go in which file, and the runtime that makes a lazy chunk wait for its own.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import webpack from 'webpack';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { MessagesByChunkPlugin, SUBSCRIBER } = require('../../../scripts/messages-by-chunk-plugin.js') as {
  MessagesByChunkPlugin: new (options: { localesDir: string; locales: readonly string[] }) => webpack.WebpackPluginInstance & {
    groupFiles(): Record<string, string[]>;
  };
  SUBSCRIBER: string;
};

const root = path.join(__dirname, '..', '..', '..');

const SOURCES = {
  'index.js': `
    export const title = { id: 'shell.title', defaultMessage: 'Store' };
    export const runtime = __webpack_require__.i18n;
    export const openCheckout = () => import(/* webpackChunkName: "checkout" */ './checkout.js');
    export const openPlain = () => import(/* webpackChunkName: "plain" */ './plain.js');
  `,
  'checkout.js': `
    export const messages = [{ id: 'checkout.title', defaultMessage: 'Checkout' }, { id: 'shell.title', defaultMessage: 'Store' }];
  `,
  'plain.js': `export const answer = 42;`
};
const LOCALES = {
  ro_RO: { 'shell.title': 'Magazin', 'checkout.title': 'Finalizare comandă', 'unused.text': 'Nefolosit' },
  en_US: { 'shell.title': 'Store', 'checkout.title': 'Checkout, {count, plural, one {# item} other {# items}}' }
};

interface Built {
  runtime: { chunks: Record<string, 1>; hashes: Record<string, string>; url(locale: string, name: string): string; load?: (id: string | number) => unknown };
  openCheckout(): Promise<{ messages: unknown[] }>;
  openPlain(): Promise<{ answer: number }>;
}

let dir: string;
let plugin: InstanceType<typeof MessagesByChunkPlugin>;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'messages-by-chunk-'));
  for (const [name, text] of Object.entries(SOURCES)) writeFileSync(path.join(dir, name), text);
  for (const [locale, messages] of Object.entries(LOCALES)) writeFileSync(path.join(dir, `${locale}.json`), JSON.stringify(messages));
  plugin = new MessagesByChunkPlugin({ localesDir: dir, locales: Object.keys(LOCALES) });
  const compiler = webpack({
    mode: 'production',
    context: dir,
    target: 'node',
    entry: { main: './index.js' },
    output: { path: path.join(dir, 'dist'), publicPath: '/', library: { type: 'commonjs2' }, chunkFilename: '[name].js' },
    optimization: { minimize: false, chunkIds: 'named' },
    module: {
      rules: [
        {
          test: /\.js$/,
          use: {
            loader: require.resolve('babel-loader'),
            options: {
              babelrc: false,
              configFile: false,
              plugins: [path.join(root, 'scripts', 'babel-plugin-precompile-messages.js')],
              metadataSubscribers: [SUBSCRIBER]
            }
          }
        }
      ]
    },
    plugins: [plugin]
  });
  await new Promise<void>((resolve, reject) =>
    compiler.run((error, stats) => {
      if (error || stats?.hasErrors()) reject(error ?? new Error(stats?.toString('errors-only')));
      else compiler.close(() => resolve());
    })
  );
}, 60000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

const read = (file: string) => JSON.parse(readFileSync(path.join(dir, 'dist', file), 'utf8')) as Record<string, unknown>;

describe('messages per chunk (build)', () => {
  it("writes each locale's entry messages and a lazy chunk's own, compiled, under one hash per locale", () => {
    const files = (locale: string) => readdirSync(path.join(dir, 'dist', 'static', 'i18n', locale)).sort();
    const ro = files('ro_RO');
    expect(ro).toHaveLength(2);
    expect(ro.every((file) => /^(main|checkout)\.[0-9a-f]{8}\.json$/.test(file))).toBe(true);
    const hash = ro[0].split('.')[1];
    expect(read(`static/i18n/ro_RO/main.${hash}.json`)).toEqual({ 'shell.title': 'Magazin' });
    // Only what the entry lacks; nothing the code does not use.
    expect(read(`static/i18n/ro_RO/checkout.${hash}.json`)).toEqual({ 'checkout.title': 'Finalizare comandă' });
    const enHash = files('en_US')[0].split('.')[1];
    expect(enHash).not.toBe(hash);
    // A message that needs the full parser is shipped as its AST.
    expect(Array.isArray(read(`static/i18n/en_US/checkout.${enHash}.json`)['checkout.title'])).toBe(true);
  });

  it('lists the files of the entry and of each named chunk group, per locale', () => {
    const groups = plugin.groupFiles();
    expect(groups['i18n-ro_RO']).toEqual([expect.stringMatching(/^static\/i18n\/ro_RO\/main\.[0-9a-f]{8}\.json$/)]);
    expect(groups['i18n-en_US/checkout']).toEqual([expect.stringMatching(/^static\/i18n\/en_US\/checkout\.[0-9a-f]{8}\.json$/)]);
    expect(groups['i18n-ro_RO/plain']).toBeUndefined();
  });

  it('makes a lazy chunk with messages wait for what load returns; a chunk without messages does not ask', async () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const built = require(path.join(dir, 'dist', 'main.js')) as Built;
    const { runtime } = built;
    expect(runtime.chunks).toEqual({ checkout: 1 });
    expect(runtime.url('ro_RO', 'checkout')).toBe(`/static/i18n/ro_RO/checkout.${runtime.hashes.ro_RO}.json`);

    let arrive: () => void = () => undefined;
    runtime.load = jest.fn(() => new Promise<void>((resolve) => (arrive = resolve)));
    let done = false;
    const loading = built.openCheckout().then((module) => {
      done = true;
      return module;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(runtime.load).toHaveBeenCalledWith('checkout');
    expect(done).toBe(false);
    arrive();
    await expect(loading).resolves.toHaveProperty('messages');

    await expect(built.openPlain()).resolves.toEqual(expect.objectContaining({ answer: 42 }));
    expect(runtime.load).toHaveBeenCalledTimes(1);
  });
});

describe('precompile-messages babel plugin', () => {
  const transform = (code: string) =>
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    require('@babel/core').transformSync(code, {
      babelrc: false,
      configFile: false,
      plugins: [path.join(root, 'scripts', 'babel-plugin-precompile-messages.js')]
    }) as { metadata: Record<string, unknown> };

  it("records each module's message ids once", () => {
    const { metadata } = transform(`const a = { id: 'x.a', defaultMessage: 'A' }; const b = { id: 'x.a', defaultMessage: 'A' }; const c = { id: 'x.b', defaultMessage: '{n, number}' };`);
    expect(metadata.messageIds).toEqual(['x.a', 'x.b']);
  });

  it('refuses a computed id: its translation could not be put with its chunk', () => {
    expect(() => transform('const key = "a"; const m = { id: `x.${key}`, defaultMessage: "A" };')).toThrow('A message id must be a static string');
  });
});
