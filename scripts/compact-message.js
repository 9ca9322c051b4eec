// Smallest build-time form of an ICU message for the browser. A message made only of text and simple
// {arguments} is shipped as its source string (which the browser's stand-in parser,
// src/app/i18n/icuParserLite.ts, turns back into the same AST); anything else keeps its full AST.
// The string is used only when the stand-in's result equals the real parser's, so behaviour is the
// same either way; strings are several times smaller than ASTs in the first-load bundle.

const SIMPLE_ARGUMENT = /\{\s*([A-Za-z_$][\w$]*)\s*\}/g;

/** Mirror of icuParserLite.parse (keep the two in step). */
function liteParse(message) {
  if (/[{][^}]*,|<|'/.test(message)) return [{ type: 0, value: message }];
  const elements = [];
  let last = 0;
  for (const match of message.matchAll(SIMPLE_ARGUMENT)) {
    if (match.index > last) elements.push({ type: 0, value: message.slice(last, match.index) });
    elements.push({ type: 1, value: match[1] });
    last = match.index + match[0].length;
  }
  if (last < message.length) elements.push({ type: 0, value: message.slice(last) });
  return elements;
}

/**
 * `text` when the browser can rebuild `ast` from it, otherwise `ast`. react-intl returns a string
 * message without arguments after only unescaping '{…}' quotes, so such quotes keep the AST.
 */
function compactMessage(text, ast) {
  if (text.includes("'{")) return ast;
  return JSON.stringify(liteParse(text)) === JSON.stringify(ast) ? text : ast;
}

module.exports = { compactMessage, liteParse };
