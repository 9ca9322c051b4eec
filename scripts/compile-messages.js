// The translation files as the browser gets them: `formatjs compile --ast` (formatjs's CLI) turns
// i18n/<locale>.json ({ id: ICU text }) into { id: ICU AST }, the same AST babel-plugin-formatjs puts in
// place of the code's defaultMessages, so react-intl formats every message without a parser.
// Used by the build (messages-by-chunk-plugin.js), by jest (as the transform of i18n/*.json: the
// tests load the translations the build ships) and by scripts/i18n.js (the CLI's other commands).
const { execFileSync } = require('node:child_process');
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

const root = path.join(__dirname, '..');
const CLI = require.resolve('@formatjs/cli/bin/formatjs');

/** Runs formatjs's CLI in the project's folder; its output (stdout). Throws when it fails (its message on stderr). */
function formatjs(args) {
  return execFileSync(process.execPath, [CLI, ...args], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
}

/** A translation file ({ id: ICU text }) compiled to { id: ICU AST }; throws on an invalid ICU message. */
function compileMessages(file) {
  return JSON.parse(formatjs(['compile', file, '--ast', '--format', 'simple']));
}

module.exports = {
  formatjs,
  compileMessages,
  // jest's transformer interface: a JSON module's text, cached until the file, this module or the CLI changes.
  getCacheKey(source, filename) {
    const cli = require('@formatjs/cli/package.json').version;
    return createHash('sha256').update(fs.readFileSync(__filename)).update(cli).update(filename).update(source).digest('hex');
  },
  process(_source, filename) {
    return { code: JSON.stringify(compileMessages(filename)) };
  }
};
