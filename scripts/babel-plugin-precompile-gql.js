// Babel plugin (webpack builds only): parses gql`...` documents at build time and inlines their AST,
// so neither graphql's parser nor graphql-tag ships to the browser. Fragments interpolated with
// ${FRAGMENT} are appended at run time (deduplicated by name), as graphql-tag does.
// Tests keep the ordinary run-time gql; both produce the same document.
// The documents GraphQL Code Generator writes (foo.generated.ts) are AST already; this is for the
// hand-written gql modules that remain (the cart store's and the checkout's). Without it they would
// bring graphql's parser and graphql-tag into the first load (about 8 KB gzip).
const { parse } = require('graphql');

const GQL_SOURCES = new Set(['@apollo/client', 'graphql-tag', '@apollo/client/core']);

/** Removes `loc` so the inlined literal stays small (Apollo prints documents from the AST). */
function stripLocations(node) {
  if (Array.isArray(node)) return node.map(stripLocations);
  if (node && typeof node === 'object') {
    const copy = {};
    for (const [key, value] of Object.entries(node)) {
      if (key !== 'loc') copy[key] = stripLocations(value);
    }
    return copy;
  }
  return node;
}

module.exports = function precompileGql({ types: t }) {
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
        .map(([key, item]) => t.objectProperty(t.identifier(key), toLiteral(item)))
    );
  }

  return {
    name: 'precompile-gql',
    visitor: {
      TaggedTemplateExpression(path, state) {
        const tag = path.get('tag');
        if (!tag.isIdentifier()) return;
        const binding = path.scope.getBinding(tag.node.name);
        if (!binding || binding.kind !== 'module') return;
        const importDeclaration = binding.path.parentPath;
        if (!importDeclaration || !importDeclaration.isImportDeclaration()) return;
        if (!GQL_SOURCES.has(importDeclaration.node.source.value)) return;
        const imported = binding.path.node.imported;
        const importedName = imported ? imported.name ?? imported.value : 'default';
        if (importedName !== 'gql' && importedName !== 'default') return;

        const { quasis, expressions } = path.node.quasi;
        const text = quasis.map((quasi) => quasi.value.cooked).join('');
        let document;
        try {
          document = stripLocations(parse(text, { noLocation: true }));
        } catch (error) {
          throw path.buildCodeFrameError(`GraphQL syntax error: ${error.message}`);
        }
        const own = toLiteral(document.definitions);
        let definitions = own;
        if (expressions.length > 0) {
          // [...own, ...fragments' definitions] without repeating a definition of the same name.
          const seen = path.scope.generateUidIdentifier('seen');
          const definition = path.scope.generateUidIdentifier('definition');
          const all = t.callExpression(t.memberExpression(own, t.identifier('concat')), [
            ...expressions.map((expression) => t.memberExpression(expression, t.identifier('definitions')))
          ]);
          const nameOf = t.optionalMemberExpression(
            t.memberExpression(definition, t.identifier('name')),
            t.identifier('value'),
            false,
            true
          );
          const key = t.binaryExpression('+', t.memberExpression(definition, t.identifier('kind')), nameOf);
          definitions = t.callExpression(
            t.arrowFunctionExpression(
              [seen],
              t.callExpression(t.memberExpression(all, t.identifier('filter')), [
                t.arrowFunctionExpression(
                  [definition],
                  t.logicalExpression(
                    '&&',
                    t.unaryExpression('!', t.callExpression(t.memberExpression(seen, t.identifier('has')), [key])),
                    t.sequenceExpression([
                      t.callExpression(t.memberExpression(seen, t.identifier('add')), [key]),
                      t.booleanLiteral(true)
                    ])
                  )
                )
              ])
            ),
            [t.newExpression(t.identifier('Set'), [])]
          );
        }
        path.replaceWith(
          t.objectExpression([
            t.objectProperty(t.identifier('kind'), t.stringLiteral('Document')),
            t.objectProperty(t.identifier('definitions'), definitions)
          ])
        );
        state.file.set('precompileGqlUsed', true);
      },
      Program: {
        exit(path, state) {
          if (!state.file.get('precompileGqlUsed')) return;
          // Drop gql imports nothing uses any more, so graphql-tag is not bundled for them.
          path.scope.crawl();
          for (const statement of path.get('body')) {
            if (!statement.isImportDeclaration() || !GQL_SOURCES.has(statement.node.source.value)) continue;
            for (const specifier of statement.get('specifiers')) {
              const local = specifier.node.local.name;
              const binding = path.scope.getBinding(local);
              const importedName = specifier.node.imported ? specifier.node.imported.name ?? specifier.node.imported.value : 'default';
              if ((importedName === 'gql' || importedName === 'default') && binding && !binding.referenced) specifier.remove();
            }
            if (statement.node.specifiers.length === 0) statement.remove();
          }
        }
      }
    }
  };
};
