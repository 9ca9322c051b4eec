// The build's babel plugin (scripts/babel-plugin-precompile-gql.js): gql documents become their AST at
// build time, as object literals equal to what gql makes at run time.
import { transformSync } from '@babel/core';
import { parse, print, type DocumentNode } from 'graphql';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const plugin = require('../../../scripts/babel-plugin-precompile-gql.js') as object;

function compile(source: string): { code: string; exports: Record<string, DocumentNode> } {
  const code = transformSync(source, { babelrc: false, configFile: false, plugins: [plugin, '@babel/plugin-transform-modules-commonjs'] })?.code ?? '';
  const module = { exports: {} as Record<string, DocumentNode> };
  new Function('module', 'exports', 'require', code)(module, module.exports, () => ({}));
  return { code, exports: module.exports };
}

const fields = (count: number) => Array.from({ length: count }, (_, index) => `field${index}`).join('\n');

describe('precompile-gql babel plugin', () => {
  it('inlines a document as an object literal, equal to the parsed document, and drops the gql import', () => {
    const text = `query large { product { ${fields(60)} } }`;
    const { code, exports } = compile(`import { gql } from '@apollo/client';\nexport const LARGE = gql\`${text}\`;`);
    expect(code).not.toContain('@apollo/client');
    expect(code).not.toContain('loc:');
    expect(print(exports.LARGE)).toBe(print(parse(text)));
  });

  it('appends interpolated fragments once each', () => {
    const { exports } = compile(`import { gql } from '@apollo/client';
      const F = gql\`fragment F on Product { ${fields(60)} }\`;
      export const Q = gql\`query q { product { ...F } } \${F} \${F}\`;`);
    expect(exports.Q.definitions.map((definition) => ('name' in definition ? definition.name?.value : ''))).toEqual(['q', 'F']);
  });
});
