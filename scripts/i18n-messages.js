// Finds the react-intl messages in source files: <FormattedMessage id="…" defaultMessage="…" /> and
// object literals with `id` and `defaultMessage` (defineMessages, formatMessage({ … })).
// Used by the build (babel-plugin-precompile-messages.js), by `node scripts/i18n.js` and by the i18n test.

/** The string of a literal node, or undefined when the value is not a static string. */
function staticString(node) {
  if (!node) return undefined;
  if (node.type === 'StringLiteral') return node.value;
  if (node.type === 'TemplateLiteral' && node.expressions.length === 0) return node.quasis.map((q) => q.value.cooked).join('');
  if (node.type === 'JSXExpressionContainer') return staticString(node.expression);
  return undefined;
}

function propertyName(property) {
  if (property.type !== 'ObjectProperty' || property.computed) return undefined;
  if (property.key.type === 'Identifier') return property.key.name;
  if (property.key.type === 'StringLiteral') return property.key.value;
  return undefined;
}

function jsxAttributeNamed(opening, name) {
  return opening.attributes.find((attribute) => attribute.type === 'JSXAttribute' && attribute.name.name === name);
}

/**
 * Visits every message of a Babel AST. onMessage({ id, defaultMessage, valuePath }) gets the static
 * texts (undefined when not static) and the Babel path of the defaultMessage value.
 */
function messageVisitor(onMessage) {
  return {
    JSXOpeningElement(path) {
      const defaultMessage = jsxAttributeNamed(path.node, 'defaultMessage');
      const id = jsxAttributeNamed(path.node, 'id');
      if (!defaultMessage || !id) return;
      const index = path.node.attributes.indexOf(defaultMessage);
      onMessage({
        id: staticString(id.value),
        defaultMessage: staticString(defaultMessage.value),
        valuePath: path.get(`attributes.${index}.value`),
        line: path.node.loc?.start.line
      });
    },
    ObjectExpression(path) {
      const properties = path.node.properties;
      const id = properties.find((property) => propertyName(property) === 'id');
      const defaultMessage = properties.find((property) => propertyName(property) === 'defaultMessage');
      if (!id || !defaultMessage) return;
      const index = properties.indexOf(defaultMessage);
      onMessage({
        id: staticString(id.value),
        defaultMessage: staticString(defaultMessage.value),
        valuePath: path.get(`properties.${index}.value`),
        line: path.node.loc?.start.line
      });
    }
  };
}

/** All messages of the source files under `dirs` (default: src/), as [{ id, defaultMessage, file, line }]. */
function extractMessages(rootDir, dirs = ['src']) {
  const fs = require('node:fs');
  const path = require('node:path');
  const { parseSync, traverse } = require('@babel/core');
  const files = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) files.push(full);
    }
  };
  for (const dir of dirs) walk(path.join(rootDir, dir));
  const messages = [];
  for (const file of files) {
    const code = fs.readFileSync(file, 'utf8');
    if (!code.includes('defaultMessage')) continue;
    const ast = parseSync(code, {
      filename: file,
      babelrc: false,
      configFile: false,
      presets: [[require.resolve('@babel/preset-typescript'), { isTSX: file.endsWith('.tsx'), allExtensions: true }]]
    });
    traverse(ast, messageVisitor(({ id, defaultMessage, line }) => messages.push({ id, defaultMessage, file: path.relative(rootDir, file), line })));
  }
  return messages;
}

module.exports = { messageVisitor, extractMessages, staticString };
