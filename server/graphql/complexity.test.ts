import { buildSchema, parse, validate, type FragmentDefinitionNode, type OperationDefinitionNode } from 'graphql';
import { queryComplexityRule, queryDepthRule, selectionComplexity, selectionDepth } from './complexity';

function measure(source: string): { depth: number; complexity: number } {
  const document = parse(source);
  const fragments = new Map<string, FragmentDefinitionNode>();
  let operation: OperationDefinitionNode | undefined;
  for (const definition of document.definitions) {
    if (definition.kind === 'FragmentDefinition') fragments.set(definition.name.value, definition);
    if (definition.kind === 'OperationDefinition') operation = definition;
  }
  if (!operation) throw new Error('no operation');
  return {
    depth: selectionDepth(operation.selectionSet, fragments),
    complexity: selectionComplexity(operation.selectionSet, fragments)
  };
}

describe('fragments spread many times', () => {
  it('are measured once each: 40 levels of a fragment spread twice give 2^41 fields, at once', () => {
    const levels = 40;
    const fragments = Array.from({ length: levels }, (_, i) => `fragment F${i} on Query { ...F${i + 1} ...F${i + 1} }`).join(' ');
    const source = `query { ...F0 } ${fragments} fragment F${levels} on Query { storeConfig { store_code } }`;
    expect(measure(source)).toEqual({ depth: 0, complexity: 2 ** (levels + 1) });
    const nested = `query { a { ...G0 } } ${Array.from({ length: levels }, (_, i) => `fragment G${i} on T { b { ...G${i + 1} } b2: b { ...G${i + 1} } }`).join(' ')} fragment G${levels} on T { c }`;
    expect(measure(nested).depth).toBe(levels);
  });
});

describe('query depth, counted as Magento (webonyx QueryDepth)', () => {
  it('counts only fields that have a sub-selection, from 0', () => {
    expect(measure('{ a }').depth).toBe(0);
    expect(measure('{ a { b } }').depth).toBe(0);
    expect(measure('{ a { b { c } } }').depth).toBe(1);
    expect(measure('{ a { b { c { d } } } x }').depth).toBe(2);
  });

  it('adds no level for fragments and follows them', () => {
    expect(measure('{ a { ...F } } fragment F on T { b { c { d } } }').depth).toBe(2);
    expect(measure('{ a { ... on T { b { c } } } }').depth).toBe(1);
  });

  it('stays finite on a (invalid) fragment cycle', () => {
    expect(measure('{ a { ...F } } fragment F on T { b { ...F } }').depth).toBe(1);
  });
});

describe('query complexity, counted as Magento (webonyx QueryComplexity)', () => {
  it('counts every field, nested ones included', () => {
    expect(measure('{ a }').complexity).toBe(1);
    expect(measure('{ a { b c { d } } __typename }').complexity).toBe(5);
  });

  it('expands fragments each time they are spread', () => {
    expect(measure('{ x: a { ...F } y: a { ...F } } fragment F on T { b c }').complexity).toBe(6);
  });

  it('leaves out fields removed by a literal @skip or @include', () => {
    expect(measure('{ a @skip(if: true) b @include(if: false) c @include(if: true) d @skip(if: $v) }').complexity).toBe(2);
  });
});

describe('as validation rules', () => {
  const schema = buildSchema('type Query { n: N } type N { id: Int n: N }');

  it('reports depth and complexity over their limits with Magento’s texts and category, and their code', () => {
    const deep = parse('{ n { n { n { id } } } }');
    const [depthError] = validate(schema, deep, [queryDepthRule(1)]);
    expect(depthError.message).toBe('Max query depth should be 1 but got 2.');
    expect(depthError.extensions).toEqual({ category: 'graphql', code: 'QUERY_TOO_COMPLEX' });

    const wide = parse('{ n { id n { id } } }');
    const [complexityError] = validate(schema, wide, [queryComplexityRule(3)]);
    expect(complexityError.message).toBe('Max query complexity should be 3 but got 4.');
    expect(complexityError.extensions).toEqual({ category: 'graphql', code: 'QUERY_TOO_COMPLEX' });
  });

  it('accepts a document at the limits', () => {
    expect(validate(schema, parse('{ n { n { id } } }'), [queryDepthRule(1), queryComplexityRule(3)])).toEqual([]);
  });
});
