// Webpack loader for i18n/<locale>.json: each message becomes its parsed ICU AST, or its text when the
// browser's stand-in parser rebuilds the same AST from it (see compact-message.js,
// babel-plugin-precompile-messages.js). Output stays JSON.
const { compactMessage } = require('./compact-message');

module.exports = function messagesLoader(source) {
  const { parse } = require('@formatjs/icu-messageformat-parser');
  const messages = JSON.parse(source);
  const compiled = {};
  for (const [id, text] of Object.entries(messages)) {
    try {
      compiled[id] = compactMessage(text, parse(text));
    } catch (error) {
      throw new Error(`${this.resourcePath}: invalid ICU message "${id}": ${error.message}`, { cause: error });
    }
  }
  return JSON.stringify(compiled);
};
