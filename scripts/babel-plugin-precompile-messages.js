// Babel plugin (webpack builds only): replaces every static defaultMessage with its parsed ICU AST (or
// keeps the string when the stand-in parser rebuilds the same AST: compact-message.js), so
// the browser needs no ICU message parser (webpack aliases it to src/app/i18n/icuParserLite.ts).
// Locale files get the same treatment through scripts/messages-loader.js.
const { messageVisitor } = require('./i18n-messages');
const { compactMessage } = require('./compact-message');

let parse;
function parseMessage(text) {
  // The parser package is ESM; Node ≥ 20.19 can require it.
  parse ??= require('@formatjs/icu-messageformat-parser').parse;
  return parse(text);
}

/** The key of the ids in Babel's file metadata (babel-loader hands it to its metadata subscribers). */
const MESSAGE_IDS = 'messageIds';

module.exports = function precompileMessages({ types: t }) {
  function toLiteral(value) {
    if (Array.isArray(value)) return t.arrayExpression(value.map(toLiteral));
    if (value === null) return t.nullLiteral();
    if (typeof value === 'string') return t.stringLiteral(value);
    if (typeof value === 'number') return t.numericLiteral(value);
    if (typeof value === 'boolean') return t.booleanLiteral(value);
    if (value === undefined) return t.identifier('undefined');
    return t.objectExpression(
      Object.entries(value)
        .filter(([, item]) => item !== undefined)
        .map(([key, item]) => t.objectProperty(t.stringLiteral(key), toLiteral(item)))
    );
  }

  const visitor = messageVisitor(({ id, defaultMessage, valuePath }) => {
    // The ids each module uses, for the build's messages per chunk (messages-by-chunk-plugin.js).
    // A computed id could not be given to its chunk: it would never be translated.
    if (id === undefined) throw valuePath.buildCodeFrameError('A message id must be a static string so its translation can be found');
    const ids = (valuePath.hub.file.metadata[MESSAGE_IDS] ??= []);
    if (!ids.includes(id)) ids.push(id);
    const value = valuePath.isJSXExpressionContainer() ? valuePath.get('expression') : valuePath;
    // Already precompiled (Babel revisits replaced nodes).
    if (value.isArrayExpression()) return;
    if (defaultMessage === undefined) {
      throw valuePath.buildCodeFrameError(
        `defaultMessage of "${id ?? '?'}" must be a static string so it can be precompiled`
      );
    }
    let ast;
    try {
      ast = parseMessage(defaultMessage);
    } catch (error) {
      throw valuePath.buildCodeFrameError(`Invalid ICU message "${id}": ${error.message}`);
    }
    const compact = compactMessage(defaultMessage, ast);
    if (typeof compact === 'string') {
      // Already the smallest form: leave the string literal where it is.
      return;
    }
    const literal = toLiteral(compact);
    const inJsxAttribute = valuePath.parentPath.isJSXAttribute();
    valuePath.replaceWith(inJsxAttribute ? t.jsxExpressionContainer(literal) : literal);
    valuePath.skip();
  });

  return { name: 'precompile-messages', visitor };
};
module.exports.MESSAGE_IDS = MESSAGE_IDS;
