// Lint: TypeScript-aware recommended rules for the SPA, the server and the tests.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { readdirSync } from 'node:fs';

// Dependencies point one way (DESIGN §2): app → features → components, store, api, lib; a feature never
// imports another feature; components, store, api and lib never import a feature or the app; the SPA
// and the server never import each other.
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const boundaries = [
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'A feature uses components, store, api and lib, never another feature: move what both need there.'
  })),
  ...['components', 'store', 'api', 'lib'].map((layer) => ({
    target: `./src/${layer}`,
    from: ['./src/features', './src/app'],
    message: `src/${layer} is below the features and the app: it must not import them.`
  })),
  ...['store', 'api', 'lib'].map((layer) => ({
    target: `./src/${layer}`,
    from: './src/components',
    message: `src/${layer} holds no UI: it must not import components.`
  })),
  { target: './server', from: './src', message: 'The server never imports the SPA.' },
  { target: './src', from: './server', message: 'The SPA never imports the server.' }
];

export default tseslint.config(
  // GraphQL Code Generator's output (npm run codegen) is checked by its own test, not linted.
  { ignores: ['node_modules/', 'dist/', 'build/', '.data/', 'test-results/', 'coverage/', '**/*.generated.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }]
    }
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn'
    }
  },
  {
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts', 'sw/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['tsconfig.json', 'server/tsconfig.json'], noWarnOnMultipleProjects: true })]
    },
    rules: {
      // A cycle through import() (a lazy component rendering its own kind: a CMS block inside Page
      // Builder content) is resolved at run time, after both modules exist.
      'import-x/no-cycle': ['error', { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: true }],
      'import-x/no-restricted-paths': ['error', { zones: boundaries }]
    }
  },
  {
    // Tests may check one side against the other (client documents against the server schema, the
    // server's money format against the SPA's) and borrow another feature's fixtures.
    files: ['**/*.test.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': 'off' }
  },
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: { ...globals.node }, sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' }
  },
  {
    files: ['**/*.mjs'],
    languageOptions: { sourceType: 'module' }
  },
  {
    files: ['sw/**/*.ts'],
    languageOptions: { globals: { ...globals.serviceworker } }
  }
);
