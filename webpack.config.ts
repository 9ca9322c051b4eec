// Webpack configuration for the SPA (src/) and the service worker (sw/).
// webpack-cli loads this TypeScript file through @babel/register (interpret/rechoir), so it may only
// use syntax Babel's TypeScript preset strips (no enums or namespaces).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import webpack from 'webpack';
import type { Configuration, Compiler } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import CssMinimizerPlugin from 'css-minimizer-webpack-plugin';
import CopyWebpackPlugin from 'copy-webpack-plugin';
import CompressionPlugin from 'compression-webpack-plugin';
import { InjectManifest } from 'workbox-webpack-plugin';
import ReactRefreshWebpackPlugin from '@pmmmwh/react-refresh-webpack-plugin';

import { AVAILABLE_LOCALES } from './src/lib/storeViews';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { MessagesByChunkPlugin, SUBSCRIBER: MESSAGE_IDS_SUBSCRIBER } = require('./scripts/messages-by-chunk-plugin.js') as {
  MessagesByChunkPlugin: new (options: { localesDir: string; locales: readonly string[] }) => webpack.WebpackPluginInstance & {
    groupFiles(): Record<string, string[]>;
  };
  SUBSCRIBER: string;
};

const root = __dirname;

/** Paths the dev server forwards to the storefront server. */
const BACKEND_PATHS = ['/graphql', '/rest', '/media', '/datalayer', '/healthz', '/storefront'];

/**
 * Writes build/client-stats.json: the entry's initial files and, for every named lazy chunk group
 * (route components), its files; with each locale's message files (`i18n-<locale>` for the entry's,
 * `i18n-<locale>/<group>` for a group's). scripts/bundle-report.js turns it into first-load sizes; the
 * server preloads a page's groups.
 */
class ChunkGroupsPlugin {
  private readonly messages: { groupFiles(): Record<string, string[]> };

  constructor(messages: { groupFiles(): Record<string, string[]> }) {
    this.messages = messages;
  }

  apply(compiler: Compiler): void {
    compiler.hooks.done.tapPromise('ChunkGroupsPlugin', async (stats) => {
      const json = stats.toJson({ all: false, entrypoints: true, chunkGroups: true, chunkGroupAuxiliary: false });
      const filesOf = (group: { assets?: Array<{ name: string }> } | undefined) =>
        (group?.assets ?? []).map((asset) => asset.name).filter((name) => !name.endsWith('.map'));
      const entry = filesOf(json.entrypoints?.main);
      const groups: Record<string, string[]> = {};
      for (const [name, group] of Object.entries(json.namedChunkGroups ?? {})) {
        if (name !== 'main') groups[name] = filesOf(group);
      }
      Object.assign(groups, this.messages.groupFiles());
      const fs = await import('node:fs/promises');
      await fs.mkdir(path.join(root, 'build'), { recursive: true });
      await fs.writeFile(path.join(root, 'build', 'client-stats.json'), JSON.stringify({ entry, groups }, null, 2));
    });
  }
}

/**
 * `fetchpriority="high"` on the entry's scripts in index.html. The page paints nothing but its empty
 * shell until they have run (it is rendered in the browser), so they are as critical as a
 * render-blocking script: fetched first, not behind images as a deferred script's default (low)
 * priority would have them. Lighthouse reads the same priority: with it, its simulated first paint
 * waits for these scripts as the real one does; without it, it put the first paint before them
 * (0.76 s, when the real page could not paint yet) and counted the work that makes the first paint as
 * blocking time after it.
 */
class CriticalScriptsPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.compilation.tap('CriticalScriptsPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTags.tap('CriticalScriptsPlugin', (data) => {
        for (const tag of data.assetTags.scripts) tag.attributes.fetchpriority = 'high';
        return data;
      });
    });
  }
}

/** Root chunks of the routes a shopper lands on from outside (home and CMS pages, category, product, search, blog). */
const LANDING_CHUNKS = new Set(['cms', 'category', 'product', 'search', 'blog']);
/** Compiled eagerly (the BannerPlugin below): every script file of the app. */
const EAGER_COMPILE_FILES = /^static\/js\/.*\.js$/;

/** splitChunks' `chunks` for the shared lazy groups: lazy chunks, a landing route's root chunk excepted. */
function splitsOffShared(chunk: { name?: string | null; canBeInitial(): boolean }): boolean {
  return !chunk.canBeInitial() && !LANDING_CHUNKS.has(chunk.name ?? '');
}

/**
 * Babel for the project's own code. The cache is kept per version of the project's Babel plugins:
 * babel-loader's cache key does not see a change inside a plugin file, so an edited plugin would
 * otherwise be served its old output.
 */
function babelRule(envName: string, plugins: string[], metadataSubscribers: string[] = []) {
  const hash = createHash('sha256');
  for (const plugin of plugins) if (plugin.startsWith(path.join(root, 'scripts'))) hash.update(readFileSync(plugin));
  return {
    test: /\.[cm]?[jt]sx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'babel-loader',
      options: {
        cacheDirectory: path.join(root, 'node_modules', '.cache', 'babel-loader', hash.digest('hex').slice(0, 12)),
        envName,
        plugins,
        metadataSubscribers
      }
    }
  };
}

interface Env {
  WEBPACK_SERVE?: boolean;
  analyze?: boolean;
}

interface Argv {
  mode?: Configuration['mode'];
}

/**
 * The page planner for the server (src/app/pageData/pagePlan.ts → build/page-data/index.js): the
 * page's first queries with the documents and variables of the client's own code, compiled like the
 * client (the build's store views) for Node. server/pageData.ts loads it.
 */
export function createPagePlannerConfig(argv: Argv = {}): Configuration {
  const mode = argv.mode ?? 'production';
  return {
    name: 'page-data',
    mode,
    context: root,
    target: 'node20',
    entry: { index: './src/app/pageData/pagePlan.ts' },
    output: {
      path: path.join(root, 'build', 'page-data'),
      filename: 'index.js',
      library: { type: 'commonjs2' },
      clean: true
    },
    devtool: false,
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'] },
    module: {
      rules: [
        babelRule('production', [])
      ]
    },
    optimization: { minimize: false },
    performance: { hints: false },
    plugins: [
      new webpack.DefinePlugin({
        __DEV__: JSON.stringify(false)
      })
    ],
    stats: 'errors-warnings'
  };
}

/** `webpack --mode production` builds the SPA and the page planner; the dev server only the SPA. */
export default function createConfigs(env: Env = {}, argv: Argv = {}): Configuration | Configuration[] {
  const client = createConfig(env, argv);
  return client.mode === 'production' ? [client, createPagePlannerConfig(argv)] : client;
}

export function createConfig(env: Env = {}, argv: Argv = {}): Configuration {
  const mode = argv.mode ?? (process.env.NODE_ENV === 'production' ? 'production' : 'development');
  const isProduction = mode === 'production';
  const isDevServer = Boolean(env.WEBPACK_SERVE);
  const backendUrl = process.env.BACKEND_URL ?? 'http://localhost:8080';

  const cssLoaders = (modules: boolean) => [
    MiniCssExtractPlugin.loader,
    {
      loader: 'css-loader',
      options: {
        importLoaders: 0,
        modules: modules
          ? {
              namedExport: false,
              exportLocalsConvention: 'camelCase',
              localIdentName: isProduction ? '[hash:base64:6]' : '[name]__[local]--[hash:base64:4]'
            }
          : false
      }
    }
  ];

  const messagesByChunk = new MessagesByChunkPlugin({ localesDir: path.join(root, 'i18n'), locales: AVAILABLE_LOCALES });

  const devServer: DevServerConfiguration = {
    host: process.env.HOST ?? 'localhost',
    port: Number(process.env.DEV_PORT ?? 3000),
    hot: true,
    historyApiFallback: { disableDotRule: true },
    client: { overlay: { errors: true, warnings: false } },
    static: false,
    proxy: [{ context: BACKEND_PATHS, target: backendUrl, changeOrigin: false }]
  };

  return {
    name: 'client',
    mode,
    context: root,
    target: 'browserslist',
    entry: { main: './src/index.tsx' },
    output: {
      path: path.join(root, 'dist'),
      publicPath: '/',
      filename: isProduction ? 'static/js/[name].[contenthash:8].js' : 'static/js/[name].js',
      chunkFilename: isProduction ? 'static/js/[name].[contenthash:8].chunk.js' : 'static/js/[name].chunk.js',
      assetModuleFilename: 'static/media/[name].[contenthash:8][ext]',
      clean: true
    },
    devtool: isProduction ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      // rxjs (Apollo's observables) ships ES2015 code under this condition and ES5 by default.
      conditionNames: ['es2015', '...'],
      alias: {
        // Every message is a formatjs AST (babel-plugin-formatjs, formatjs compile --ast): react-intl
        // needs no ICU parser, and formatjs's no-parser build says so if a plain string with arguments
        // reaches it (jest.config.js maps it the same way).
        '@formatjs/icu-messageformat-parser$': path.join(root, 'node_modules', '@formatjs', 'icu-messageformat-parser', 'no-parser.js'),
        ...(isProduction
        ? {
            // react-router's package exports only point at its development build (warnings, checks);
            // its production build is the same API without them.
            'react-router$': path.join(root, 'node_modules/react-router/dist/production/index.mjs'),
            'react-router/dom$': path.join(root, 'node_modules/react-router/dist/production/dom-export.mjs')
          }
        : {})
      }
    },
    module: {
      rules: [
        // babel.config.js picks the JSX transform by environment: production JSX in production.
        babelRule(isProduction ? 'production' : 'development', [
          // react-intl messages parsed at build time (babel-plugin-formatjs): no ICU parser in the browser.
          path.join(root, 'scripts', 'babel-plugin-precompile-messages.js'),
          ...(isDevServer ? [require.resolve('react-refresh/babel')] : [])
        ], [MESSAGE_IDS_SUBSCRIBER]),
        {
          // webpack 5.112 loses names re-exported through `export *` from this side-effect-free
          // barrel (index.production.js re-exports index.js); treating the two barrel files as having
          // side effects keeps every export visible. Only these two files are affected.
          test: /[\\/]@apollo[\\/]client[\\/]utilities[\\/]internal[\\/]index(\.production)?\.js$/,
          sideEffects: true
        },
        // react-router's production build: its unused components (data and framework routers, <Link>,
        // <Form>...) left out of the bundle (scripts/pure-top-level-loader.js).
        ...(isProduction
          ? [{ test: /[\\/]react-router[\\/]dist[\\/]production[\\/][^\\/]+\.mjs$/, use: path.join(root, 'scripts', 'pure-top-level-loader.js') }]
          : []),
        { test: /\.module\.css$/, use: cssLoaders(true) },
        { test: /\.css$/, exclude: /\.module\.css$/, use: cssLoaders(false) },
        { test: /\.(png|jpe?g|gif|webp|avif)$/i, type: 'asset/resource' },
        { test: /\.svg$/i, type: 'asset/resource' }
      ]
    },
    optimization: {
      minimizer: ['...', new CssMinimizerPlugin()],
      // Every target browser runs ES2020 (browserslist: es6-module browsers), so terser may write the
      // shorter modern forms; two compress passes catch what the first one exposes.
      minimizeOptions: {
        javascript: { ecma: 2020, compress: { ecma: 2020, passes: 2 }, format: { ecma: 2020, comments: false } }
      },
      moduleIds: isProduction ? 'deterministic' : 'named',
      splitChunks: {
        chunks: 'all',
        cacheGroups: {
          // First-load vendors, in a few long-lived chunks that change rarely.
          react: {
            test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/,
            name: 'vendor-react',
            priority: 40,
            enforce: true
          },
          // Apollo and what it builds on in two files of 25 to 30 KB: on a slow connection each file
          // downloads over a connection of its own, and one 50 KB file was the last to arrive.
          apolloClient: {
            test: /[\\/]node_modules[\\/](graphql|graphql-tag|rxjs|optimism|@wry|ts-invariant|tslib|symbol-observable|zen-observable|@apollo[\\/]client[\\/](utilities|errors|masking))[\\/]/,
            name: 'vendor-graphql',
            priority: 35,
            enforce: true
          },
          apollo: {
            test: /[\\/]node_modules[\\/](@apollo|graphql|graphql-tag|rxjs|optimism|@wry|ts-invariant|tslib|symbol-observable|zen-observable)[\\/]/,
            name: 'vendor-apollo',
            priority: 30,
            enforce: true
          },
          // The app's own first-load code in two files too: the data side (store, API client) apart
          // from the shell's views.
          appData: {
            test: /[\\/]src[\\/](store|api)[\\/]/,
            chunks: 'initial',
            name: 'app-data',
            priority: 10,
            enforce: true
          },
          state: {
            test: /[\\/]node_modules[\\/](redux|react-redux|redux-actions|reduce-reducers|just-curry-it|use-sync-external-store|@formatjs|intl-messageformat|react-intl|hoist-non-react-statics|react-is)[\\/]/,
            name: 'vendor-state',
            priority: 20,
            enforce: true
          },
          // Other packages (DOMPurify, informed...) and shared feature code go to lazy chunks shared
          // by the chunks that use them — except the root chunks of the pages shoppers land on, which
          // keep what they share with each other (product tiles, prices, the gallery): on a first
          // load each extra file is one more request in the wave after the first-load files (six
          // connections), and the page's content waits for the last of them.
          defaultVendors: { test: /[\\/]node_modules[\\/]/, chunks: splitsOffShared, priority: -10, reuseExistingChunk: true },
          default: { chunks: splitsOffShared, minChunks: 2, priority: -20, reuseExistingChunk: true }
        }
      }
    },
    performance: {
      // Budgets are checked on the gzip sizes by the bench (npm run bench), not on raw sizes here.
      hints: false
    },
    plugins: [
      // Apollo's print (keys for in-flight deduplication) is the compact printer: src/api/apollo/apolloPrint.ts.
      // (Replaced as a request, before it is resolved, so that the file gets the project's own loaders.)
      new webpack.NormalModuleReplacementPlugin(/^\.\/graphql\/print\.js$/, (resource: { context: string; request: string }) => {
        if (/@apollo[\\/]client[\\/]utilities$/.test(resource.context)) resource.request = path.join(root, 'src', 'api', 'apollo', 'apolloPrint.ts');
      }),
      new webpack.DefinePlugin({
        __DEV__: JSON.stringify(!isProduction)
      }),
      // V8's explicit compile hint (Chrome 136+): every function of a file is compiled while the file
      // downloads, on a background thread, instead of on the main thread at its first call. A chunk is
      // requested when its code is about to run (or, for the drawers, ahead of their first opening),
      // and most of its functions run then: the first page's files above all. Added after
      // minification (which drops comments), before the source maps are written (which then count the
      // line).
      ...(isProduction
        ? [
            new webpack.BannerPlugin({
              banner: '//# allFunctionsCalledOnLoad',
              raw: true,
              test: EAGER_COMPILE_FILES,
              stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1
            })
          ]
        : []),
      new MiniCssExtractPlugin({
        filename: isProduction ? 'static/css/[name].[contenthash:8].css' : 'static/css/[name].css',
        chunkFilename: isProduction ? 'static/css/[name].[contenthash:8].chunk.css' : 'static/css/[name].chunk.css'
      }),
      new HtmlWebpackPlugin({
        template: './public/index.html',
        scriptLoading: 'defer',
        minify: isProduction
          ? { collapseWhitespace: true, removeComments: true, minifyCSS: true, keepClosingSlash: false }
          : false
      }),
      new CriticalScriptsPlugin(),
      new CopyWebpackPlugin({
        patterns: [
          {
            from: 'public',
            globOptions: { ignore: ['**/index.html'] }
          }
        ]
      }),
      // Each locale's messages, cut along the chunks and loaded with them.
      messagesByChunk,
      ...(isProduction ? [new ChunkGroupsPlugin(messagesByChunk)] : []),
      ...(isDevServer ? [new ReactRefreshWebpackPlugin({ overlay: false })] : []),
      ...(isProduction
        ? [
            new InjectManifest({
              swSrc: path.join(root, 'sw', 'service-worker.ts'),
              swDest: 'sw.js',
              // Precache the shell (index.html), every route and locale chunk, both manifests and the
              // offline page; not source maps, precompressed twins, licence files or the icons (the
              // browser fetches those itself). Runtime caching is in sw/service-worker.ts.
              exclude: [/\.map$/, /\.(br|gz)$/, /LICENSE\.txt$/, /^icons\//, /^robots\.txt$/],
              maximumFileSizeToCacheInBytes: 2 * 1024 * 1024
            }),
            new CompressionPlugin({
              filename: '[path][base].gz',
              algorithm: 'gzip',
              compressionOptions: { level: 9 },
              test: /\.(js|css|html|svg|json|webmanifest|txt)$/,
              exclude: /(\.map|LICENSE\.txt)$/,
              threshold: 0,
              minRatio: 1
            }),
            new CompressionPlugin<zlib.BrotliOptions>({
              filename: '[path][base].br',
              algorithm: 'brotliCompress',
              compressionOptions: {
                params: {
                  [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY
                }
              },
              test: /\.(js|css|html|svg|json|webmanifest|txt)$/,
              exclude: /(\.map|LICENSE\.txt)$/,
              threshold: 0,
              minRatio: 1
            })
          ]
        : [])
    ],
    devServer,
    stats: isProduction ? 'normal' : 'minimal'
  };
}
