/**
 * @jest-environment node
 */
// The loader that lets the minifier drop react-router's unused components (scripts/pure-top-level-loader.js).
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { minify } from 'terser';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { markPure } = require('../../scripts/pure-top-level-loader.js') as { markPure(source: string): string };

const SOURCE = `
import * as React from "react";
import * as React3 from "react";
var LinkContext = React.createContext(null);
LinkContext.displayName = "LinkContext";
var Link = React3.forwardRef(function LinkWithRef(props, ref) { return React.createElement("a", { ...props, ref }); });
Link.displayName = "Link";
var Memo = React.memo(function Memo() { return null; });
var Marked = /* @__PURE__ */ React.createContext(0);
var Effect = React.useEffectEvent(() => 1);
var Computed = "x";
Computed.displayName = Computed;
export { Link, LinkContext, Memo, Marked, Effect };
`;

describe('pure-top-level loader', () => {
  it('marks forwardRef, memo and createContext pure, once, and removes literal displayName assignments', () => {
    const output = markPure(SOURCE);
    expect(output).toContain('var LinkContext = /* @__PURE__ */ React.createContext(null);');
    expect(output).toContain('var Link = /* @__PURE__ */ React3.forwardRef(');
    expect(output).toContain('var Memo = /* @__PURE__ */ React.memo(');
    expect(output.match(/__PURE__/g)).toHaveLength(4);
    expect(output).not.toContain('displayName = "');
    // Anything else is left as it was: another React call, and an assignment that is not a literal name.
    expect(output).toContain('var Effect = React.useEffectEvent(() => 1);');
    expect(output).toContain('Computed.displayName = Computed;');
  });

  it('lets the minifier drop an unused component, and keeps a used one', async () => {
    const minified = async (source: string) => {
      const program = `const React = globalThis.R, React3 = globalThis.R;${source.replace(/^(import|export) .*$/gm, '')}\nconsole.log(Link);`;
      return (await minify(program, { compress: { passes: 2, toplevel: true }, mangle: false })).code ?? '';
    };
    const before = await minified(SOURCE);
    const after = await minified(markPure(SOURCE));
    // Unmarked, the unused context and memo stay.
    expect(before).toContain('createContext');
    expect(before).toContain('.memo(');
    expect(after).not.toContain('createContext');
    expect(after).not.toContain('.memo(');
    expect(after).toContain('.forwardRef(');
  });

  it('still finds its targets in the installed react-router build', () => {
    const dir = path.join(__dirname, '../../node_modules/react-router/dist/production');
    const chunk = readFileSync(require.resolve(path.join(dir, 'index.mjs')), 'utf8');
    const files = [...chunk.matchAll(/from "\.\/(chunk-[A-Z0-9]+\.mjs)"/g)].map((match) => match[1]);
    const sources = [...new Set(files)].map((file) => readFileSync(path.join(dir, file), 'utf8'));
    const marked = sources.map(markPure).join('\n');
    // The components a declarative <BrowserRouter> app does not use are among those made droppable.
    expect(marked).toMatch(/var Link = \/\* @__PURE__ \*\/ React\d*\.forwardRef\(/);
    expect(marked).toMatch(/var Form = \/\* @__PURE__ \*\/ React\d*\.forwardRef\(/);
    expect(marked).not.toMatch(/^ScrollRestoration\.displayName = /m);
  });
});
