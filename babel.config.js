// Babel compiles the SPA (webpack), the tests (jest) and webpack.config.ts itself.
module.exports = (api) => {
  const isTest = api.env('test');
  return {
    presets: [
      [
        '@babel/preset-env',
        isTest ? { targets: { node: 'current' } } : { bugfixes: true, useBuiltIns: false }
      ],
      ['@babel/preset-react', { runtime: 'automatic', development: api.env('development') }],
      ['@babel/preset-typescript', { allowDeclareFields: true, onlyRemoveTypeImports: true }]
    ],
    // The SPA's react-intl messages are precompiled to formatjs's AST in the tests as in the build
    // (webpack.config.ts adds the same plugin to its babel-loader rule).
    overrides: isTest ? [{ test: /[\\/]src[\\/]/, exclude: /[\\/]node_modules[\\/]/, plugins: ['./scripts/babel-plugin-precompile-messages.js'] }] : []
  };
};
