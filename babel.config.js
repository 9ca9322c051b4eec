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
    ]
  };
};
