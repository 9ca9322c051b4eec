/**
 * @jest-environment node
 */
// The build's messages per chunk (scripts/messages-by-chunk-plugin.js), on a small project built by
// webpack: which messages go in which file, and the runtime that makes a lazy chunk wait for its own.
// The build runs in Node itself, outside jest's module sandbox: there the ICU parser is formatjs's
// no-parser build (as in the app), which babel-plugin-formatjs cannot use.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.join(__dirname, '..', '..', '..');

/** Runs a script with Node in the project's folder (its arguments from process.argv[1]); what it prints, as JSON. */
function inNode<T>(script: string, ...args: string[]): T {
  return JSON.parse(execFileSync(process.execPath, ['-e', script, ...args], { cwd: root, encoding: 'utf8' })) as T;
}

const BUILD = `
  const path = require('node:path');
  const webpack = require('webpack');
  const { MessagesByChunkPlugin, SUBSCRIBER } = require('./scripts/messages-by-chunk-plugin.js');
  const dir = process.argv[1];
  const plugin = new MessagesByChunkPlugin({ localesDir: dir, locales: JSON.parse(process.argv[2]) });
  webpack({
    mode: 'production',
    context: dir,
    target: 'node',
    entry: { main: './index.js' },
    output: { path: path.join(dir, 'dist'), publicPath: '/', library: { type: 'commonjs2' }, chunkFilename: '[name].js' },
    optimization: { minimize: false, chunkIds: 'named' },
    module: {
      rules: [{
        test: /\\.js$/,
        use: {
          loader: require.resolve('babel-loader'),
          options: { babelrc: false, configFile: false, plugins: [path.resolve('scripts/babel-plugin-precompile-messages.js')], metadataSubscribers: [SUBSCRIBER] }
        }
      }]
    },
    plugins: [plugin]
  }).run((error, stats) => {
    if (error || stats.hasErrors()) throw error ?? new Error(stats.toString('errors-only'));
    console.log(JSON.stringify(plugin.groupFiles()));
  });
`;

const SOURCES = {
  'index.js': `
    const defineMessage = (descriptor) => descriptor;
    export const title = defineMessage({ id: 'shell.title', defaultMessage: 'Store' });
    export const runtime = __webpack_require__.i18n;
    export const openCheckout = () => import(/* webpackChunkName: "checkout" */ './checkout.js');
    export const openPlain = () => import(/* webpackChunkName: "plain" */ './plain.js');
  `,
  'checkout.js': `
    const defineMessages = (descriptors) => descriptors;
    export const messages = defineMessages({ title: { id: 'checkout.title', defaultMessage: 'Checkout' }, shell: { id: 'shell.title', defaultMessage: 'Store' } });
  `,
  'plain.js': `export const answer = 42;`
};
const LOCALES = {
  ro_RO: { 'shell.title': 'Magazin', 'checkout.title': 'Finalizare comandă', 'unused.text': 'Nefolosit' },
  en_US: { 'shell.title': 'Store', 'checkout.title': 'Checkout, {count, plural, one {# item} other {# items}}' }
};

interface Built {
  title: { id: string; defaultMessage: unknown };
  runtime: { chunks: Record<string, 1>; hashes: Record<string, string>; url(locale: string, name: string): string; load?: (id: string | number) => unknown };
  openCheckout(): Promise<{ messages: unknown }>;
  openPlain(): Promise<{ answer: number }>;
}

let dir: string;
let groups: Record<string, string[]>;

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'messages-by-chunk-'));
  for (const [name, text] of Object.entries(SOURCES)) writeFileSync(path.join(dir, name), text);
  for (const [locale, messages] of Object.entries(LOCALES)) writeFileSync(path.join(dir, `${locale}.json`), JSON.stringify(messages));
  groups = inNode(BUILD, dir, JSON.stringify(Object.keys(LOCALES)));
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
    expect(read(`static/i18n/ro_RO/main.${hash}.json`)).toEqual({ 'shell.title': [{ type: 0, value: 'Magazin' }] });
    // Only what the entry lacks; nothing the code does not use.
    expect(read(`static/i18n/ro_RO/checkout.${hash}.json`)).toEqual({ 'checkout.title': [{ type: 0, value: 'Finalizare comandă' }] });
    const enHash = files('en_US')[0].split('.')[1];
    expect(enHash).not.toBe(hash);
    // Every message is formatjs's AST, a plural's too.
    expect(read(`static/i18n/en_US/checkout.${enHash}.json`)['checkout.title']).toEqual([
      { type: 0, value: 'Checkout, ' },
      expect.objectContaining({ type: 6, value: 'count', pluralType: 'cardinal' })
    ]);
  });

  it('lists the files of the entry and of each named chunk group, per locale', () => {
    expect(groups['i18n-ro_RO']).toEqual([expect.stringMatching(/^static\/i18n\/ro_RO\/main\.[0-9a-f]{8}\.json$/)]);
    expect(groups['i18n-en_US/checkout']).toEqual([expect.stringMatching(/^static\/i18n\/en_US\/checkout\.[0-9a-f]{8}\.json$/)]);
    expect(groups['i18n-ro_RO/plain']).toBeUndefined();
  });

  it('makes a lazy chunk with messages wait for what load returns; a chunk without messages does not ask', async () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const built = require(path.join(dir, 'dist', 'main.js')) as Built;
    const { runtime } = built;
    // The code's defaultMessages are precompiled too (babel-plugin-formatjs).
    expect(built.title).toEqual({ id: 'shell.title', defaultMessage: [{ type: 0, value: 'Store' }] });
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
  const TRANSFORM = `
    const { transformSync } = require('@babel/core');
    const { metadata, code } = transformSync(process.argv[1], {
      babelrc: false,
      configFile: false,
      plugins: [require('node:path').resolve('scripts/babel-plugin-precompile-messages.js')]
    });
    console.log(JSON.stringify({ metadata, code }));
  `;
  const transform = (code: string) => inNode<{ metadata: Record<string, unknown>; code: string }>(TRANSFORM, code);

  it("records each module's message ids once, and keeps whitespace as written", () => {
    const { metadata, code } = transform(
      `const a = defineMessages({ a: { id: 'x.a', defaultMessage: ' A' }, b: { id: 'x.a', defaultMessage: ' A' } }); formatMessage({ id: 'x.b', defaultMessage: '{n, number}' });`
    );
    expect(metadata.messageIds).toEqual(['x.a', 'x.b']);
    expect(code).toContain('"value": " A"');
  });

  it('refuses a computed id: its translation could not be put with its chunk', () => {
    expect(() => transform('const say = (key) => formatMessage({ id: `x.${key}`, defaultMessage: "A" });')).toThrow('statically evaluate-able');
  });
});
