// Webpack loader for react-router's production build: lets the minifier drop the parts of the
// package the app never uses (data and framework routers, <Link>, <Form>, <ScrollRestoration>...).
//
// The package is one large module. Its unused components stay in the bundle because of top-level
// statements a minifier must assume have side effects: `React.forwardRef(...)`, `React.memo(...)` and
// `React.createContext(...)` calls without a /* @__PURE__ */ mark, and `X.displayName = "..."`
// assignments. Each keeps its component alive, and with it everything the component calls.
// This loader marks those three React calls pure (they only build an object) and removes the
// displayName assignments (names for React's developer tools). Nothing else changes: an unused
// component then goes, a used one stays as it was.
const acorn = require('acorn');

const PURE_REACT_CALLS = new Set(['forwardRef', 'memo', 'createContext']);

/** `React.forwardRef(...)`, `React3.memo(...)`…: a React call that only builds an object. */
function isPureReactCall(node) {
  return (
    node?.type === 'CallExpression' &&
    node.callee.type === 'MemberExpression' &&
    !node.callee.computed &&
    node.callee.object.type === 'Identifier' &&
    /^React\d*$/.test(node.callee.object.name) &&
    PURE_REACT_CALLS.has(node.callee.property.name)
  );
}

/** `Something.displayName = "…";` */
function isDisplayNameAssignment(statement) {
  const expression = statement.type === 'ExpressionStatement' ? statement.expression : null;
  return (
    expression?.type === 'AssignmentExpression' &&
    expression.left.type === 'MemberExpression' &&
    !expression.left.computed &&
    expression.left.property.name === 'displayName' &&
    expression.right.type === 'Literal'
  );
}

function markPure(source) {
  const program = acorn.parse(source, { ecmaVersion: 'latest', sourceType: 'module' });
  /** [start, end, replacement], applied from the end so that offsets stay valid. */
  const edits = [];
  for (const statement of program.body) {
    if (isDisplayNameAssignment(statement)) {
      edits.push([statement.start, statement.end, '']);
      continue;
    }
    const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
    if (declaration?.type !== 'VariableDeclaration') continue;
    for (const declarator of declaration.declarations) {
      if (isPureReactCall(declarator.init) && !/__PURE__\s*\*\/\s*$/.test(source.slice(0, declarator.init.start))) {
        edits.push([declarator.init.start, declarator.init.start, '/* @__PURE__ */ ']);
      }
    }
  }
  let result = source;
  for (const [start, end, replacement] of edits.sort((a, b) => b[0] - a[0])) {
    result = result.slice(0, start) + replacement + result.slice(end);
  }
  return result;
}

module.exports = function pureTopLevelLoader(source) {
  this.cacheable?.();
  return markPure(source);
};
module.exports.markPure = markPure;
