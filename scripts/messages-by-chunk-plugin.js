// Webpack plugin: each locale's messages are cut along the build's chunks, so that a page downloads
// the translations of the code it runs and no more (the whole locale was 11 KB of every first load,
// checkout and account texts included). formatjs has no such tool: its CLI compiles a whole locale.
//
// - Which messages a module uses comes from Babel (babel-plugin-precompile-messages.js records the ids
//   babel-plugin-formatjs found in the file's metadata; babel-loader hands it to the
//   `messageIdsOfModule` subscriber set here).
// - Per locale it writes static/i18n/<locale>/main.<hash>.json (the messages of the entry's initial
//   chunks) and <chunk id>.<hash>.json for every lazy chunk with messages of its own (those not in
//   main); <hash> is the locale's, from all its files.
//   Messages are formatjs's ASTs (`formatjs compile --ast`, compile-messages.js), as the code's
//   defaultMessages are.
// - A runtime module adds `__webpack_require__.i18n` (the chunks with messages, each locale's hash,
//   a URL maker) and a chunk-loading handler: when a lazy chunk is requested, its messages are
//   requested with it through `i18n.load`, which the app sets (src/app/i18n/messageFiles.ts), and the
//   chunk is ready only when both have arrived.
// - `groupFiles()` lists, after a build, each locale's entry file and each named chunk group's files
//   (build/client-stats.json: the server preloads them with the route's scripts).
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

const { compileMessages } = require('./compile-messages');
const { MESSAGE_IDS } = require('./babel-plugin-precompile-messages');

const NAME = 'MessagesByChunkPlugin';
/** The babel-loader metadata subscriber (listed in the loader's `metadataSubscribers` option). */
const SUBSCRIBER = 'messageIdsOfModule';
const ENTRY_FILE = 'main';

/** A locale file compiled to ASTs; compiled again only when its text changes (the dev server rebuilds often). */
const compiledLocales = new Map();
function compileLocale(file) {
  const text = fs.readFileSync(file, 'utf8');
  const known = compiledLocales.get(file);
  if (known?.text === text) return known.messages;
  const messages = compileMessages(file);
  compiledLocales.set(file, { text, messages });
  return messages;
}

class MessagesByChunkPlugin {
  /** @param {{ localesDir: string, locales: readonly string[], outputDir?: string }} options */
  constructor({ localesDir, locales, outputDir = 'static/i18n' }) {
    this.localesDir = localesDir;
    this.locales = locales;
    this.outputDir = outputDir;
    /** The last compilation's message files per chunk group (groupFiles). */
    this.groups = {};
  }

  apply(compiler) {
    const { NormalModule, RuntimeGlobals, RuntimeModule, Template, sources } = compiler.webpack;
    // The runtime module's class needs the plugin (its plan and options).
    // eslint-disable-next-line @typescript-eslint/no-this-alias
    const plugin = this;

    class MessagesRuntimeModule extends RuntimeModule {
      constructor(compilation) {
        super('messages by chunk', RuntimeModule.STAGE_ATTACH);
        this.planCompilation = compilation;
      }

      generate() {
        const plan = plugin.planFor(this.planCompilation);
        const chunks = Object.fromEntries(plan.chunkIds.map((id) => [id, 1]));
        const require = RuntimeGlobals.require;
        return Template.asString([
          `var i18n = ${require}.i18n = {`,
          Template.indent([
            `chunks: ${JSON.stringify(chunks)},`,
            `hashes: ${JSON.stringify(plan.hashes)},`,
            `url: function (locale, name) { return ${RuntimeGlobals.publicPath} + ${JSON.stringify(`${plugin.outputDir}/`)} + locale + "/" + name + "." + i18n.hashes[locale] + ".json"; },`,
            'load: undefined'
          ]),
          '};',
          `${RuntimeGlobals.ensureChunkHandlers}.i18n = function (chunkId, promises) {`,
          Template.indent(['if (i18n.load && i18n.chunks[chunkId]) { var loading = i18n.load(chunkId); if (loading) promises.push(loading); }']),
          '};'
        ]);
      }
    }

    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      NormalModule.getCompilationHooks(compilation).loader.tap(NAME, (loaderContext, module) => {
        loaderContext[SUBSCRIBER] = (metadata) => {
          module.buildInfo.messageIds = metadata?.[MESSAGE_IDS] ?? [];
        };
      });

      compilation.hooks.runtimeRequirementInTree.for(RuntimeGlobals.ensureChunkHandlers).tap(NAME, (chunk, set) => {
        set.add(RuntimeGlobals.publicPath);
        compilation.addRuntimeModule(chunk, new MessagesRuntimeModule(compilation));
      });

      compilation.hooks.processAssets.tap({ name: NAME, stage: compilation.constructor.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const plan = plugin.planFor(compilation);
        for (const locale of plugin.locales) {
          for (const [name, messages] of Object.entries(plan.files[locale])) {
            compilation.emitAsset(plan.fileName(locale, name), new sources.RawSource(JSON.stringify(messages)));
          }
        }
        plugin.groups = plugin.filesOfGroups(compilation, plan);
      });
    });
  }

  /** The ids of a chunk's modules (modules concatenated into one are looked into). */
  static idsOfChunk(compilation, chunk) {
    const ids = new Set();
    const visit = (module) => {
      if (module.modules) for (const inner of module.modules) visit(inner);
      for (const id of module.buildInfo?.messageIds ?? []) ids.add(id);
    };
    for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) visit(module);
    return ids;
  }

  /** Which messages go in which file: computed once per compilation, after the chunks are final. */
  planFor(compilation) {
    this.plans ??= new WeakMap();
    let plan = this.plans.get(compilation);
    if (plan) return plan;

    const catalogues = {};
    for (const locale of this.locales) {
      const file = path.join(this.localesDir, `${locale}.json`);
      compilation.fileDependencies.add(file);
      catalogues[locale] = compileLocale(file);
    }

    const entryIds = new Set();
    const lazy = [];
    for (const chunk of compilation.chunks) {
      const ids = MessagesByChunkPlugin.idsOfChunk(compilation, chunk);
      if (chunk.canBeInitial()) for (const id of ids) entryIds.add(id);
      else lazy.push({ chunk, ids });
    }

    const pick = (catalogue, ids) => {
      const messages = {};
      for (const id of [...ids].sort()) if (Object.hasOwn(catalogue, id)) messages[id] = catalogue[id];
      return messages;
    };
    const files = {};
    for (const locale of this.locales) files[locale] = { [ENTRY_FILE]: pick(catalogues[locale], entryIds) };
    const chunkIds = [];
    const chunkFiles = new Map();
    for (const { chunk, ids } of lazy) {
      const own = [...ids].filter((id) => !entryIds.has(id));
      if (own.length === 0 || chunk.id === null) continue;
      const name = String(chunk.id);
      chunkIds.push(chunk.id);
      chunkFiles.set(chunk, name);
      for (const locale of this.locales) files[locale][name] = pick(catalogues[locale], own);
    }

    // One hash per locale, of all its files: any change gives every file a new URL.
    const hashes = {};
    for (const locale of this.locales) {
      hashes[locale] = createHash('sha256').update(JSON.stringify(files[locale])).digest('hex').slice(0, 8);
    }
    const fileName = (locale, name) => `${this.outputDir}/${locale}/${name}.${hashes[locale]}.json`;

    plan = { files, hashes, chunkIds, chunkFiles, fileName };
    this.plans.set(compilation, plan);
    return plan;
  }

  /**
   * `i18n-<locale>` → the entry's messages file, `i18n-<locale>/<group>` → the files of the named chunk
   * group's chunks (for the server's preload links).
   */
  filesOfGroups(compilation, plan) {
    const groups = {};
    for (const locale of this.locales) {
      groups[`i18n-${locale}`] = [plan.fileName(locale, ENTRY_FILE)];
      for (const [name, group] of compilation.namedChunkGroups) {
        const files = group.chunks.filter((chunk) => plan.chunkFiles.has(chunk)).map((chunk) => plan.fileName(locale, plan.chunkFiles.get(chunk)));
        if (files.length > 0) groups[`i18n-${locale}/${name}`] = files;
      }
    }
    return groups;
  }

  /** After a build: the files of the last compilation's groups (filesOfGroups). */
  groupFiles() {
    return this.groups;
  }
}

module.exports = { MessagesByChunkPlugin, SUBSCRIBER };
