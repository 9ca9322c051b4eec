// Jest transform for PGlite's CommonJS build: it loads Node built-ins with `await import("fs")`, which
// jest's module sandbox refuses without --experimental-vm-modules. Each such import becomes a require
// wrapped like an ES module namespace (named exports plus default), which is what the code expects.
// The module's own `require` is captured first: PGlite's bundled Emscripten code declares locals of
// that name.
const DYNAMIC_BUILTIN_IMPORT = /\bimport\((["'])((?:node:)?[a-z_/]+)\1\)/g;

const { createHash } = require('node:crypto');
const TRANSFORM_VERSION = '2';

module.exports = {
  getCacheKey(sourceText, sourcePath) {
    return createHash('sha256').update(TRANSFORM_VERSION).update(sourcePath).update(sourceText).digest('hex');
  },
  process(sourceText) {
    const code = sourceText.replace(
      DYNAMIC_BUILTIN_IMPORT,
      (_match, quote, name) =>
        `Promise.resolve().then(() => { const m = __jestRequireBuiltin(${quote}${name}${quote}); return { ...m, default: m }; })`
    );
    return { code: `const __jestRequireBuiltin = require;${code}` };
  }
};
