// Two projects: the SPA in jsdom, the server in node (in-memory PGlite through buildApp + app.inject).
// Browser journeys live in test/e2e and run through their own runner (npm run test:e2e).
const esmPackages = ['@apollo', 'rxjs', 'react-intl', '@formatjs', 'intl-messageformat', 'informed', 'dompurify', 'workbox-.*', 'optimism', '@wry', 'ts-invariant', 'graphql-tag'];
const transformIgnorePatterns = [`/node_modules/(?!(${esmPackages.join('|')})/)`];

module.exports = {
  // Each server test file starts PGlite (WebAssembly Postgres): about a second, more on a busy machine.
  // Jest reads the timeout from the top level, not from a project.
  testTimeout: 30000,
  projects: [
    {
      displayName: 'client',
      testEnvironment: 'jsdom',
      roots: ['<rootDir>/src', '<rootDir>/sw'],
      testMatch: ['**/*.test.ts', '**/*.test.tsx'],
      setupFilesAfterEnv: ['<rootDir>/test/helpers/setupClient.ts'],
      moduleNameMapper: {
        '\\.css$': 'identity-obj-proxy',
        // As in the build (webpack.config.ts): Apollo's print is the compact printer.
        '^\\./graphql/print\\.c?js$': '<rootDir>/src/api/apollo/apolloPrint.ts',
        // As in the build: every message is a formatjs AST, so react-intl runs without an ICU parser.
        '^@formatjs/icu-messageformat-parser$': '<rootDir>/node_modules/@formatjs/icu-messageformat-parser/no-parser.js',
        '\\.(png|jpg|jpeg|svg|webp|gif)$': '<rootDir>/test/helpers/fileStub.js'
      },
      transform: {
        // The translations compiled by `formatjs compile --ast`, as the build ships them.
        '[\\/]i18n[\\/][a-z]{2}_[A-Z]{2}\\.json$': '<rootDir>/scripts/compile-messages.js',
        '\\.[jt]sx?$': 'babel-jest'
      },
      transformIgnorePatterns
    },
    {
      displayName: 'server',
      testEnvironment: 'node',
      roots: ['<rootDir>/server'],
      testMatch: ['**/*.test.ts'],
      transform: {
        // PGlite loads Node built-ins with import(), which jest's sandbox refuses; see the transformer.
        '/node_modules/@electric-sql/pglite/.+\\.c?js$': '<rootDir>/test/helpers/jestRequireBuiltins.js',
        '\\.[jt]sx?$': 'babel-jest'
      },
      // Node 20.19 loads cookie, content-disposition and quick-lru (ESM-only) with require(esm) or import(); jest needs Babel.
      transformIgnorePatterns: [`/node_modules/(?!(${[...esmPackages, 'content-disposition', 'cookie', 'mercurius', 'quick-lru', '@electric-sql/pglite'].join('|')})/)`],
      // Seeds the demo store once per run (or reuses the snapshot of an earlier run); see test/helpers/server.ts.
      globalSetup: '<rootDir>/test/helpers/serverGlobalSetup.ts'
    }
  ]
};
