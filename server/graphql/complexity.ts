/**
 * Magento's query limits (Magento\Framework\GraphQl\Query\QueryComplexityLimiter, which uses the
 * QueryDepth and QueryComplexity rules of webonyx/graphql-php), rewritten as graphql-js validation
 * rules so a query Magento accepts is accepted here and one it rejects is rejected with the same text.
 *
 * Depth, as Magento counts it: only fields that have a sub-selection count, the first level is 0, and
 * fragments add no level. `{ a { b { c } } }` has depth 1.
 * Complexity: every field counts 1 (leaf or not, __typename and introspection fields included), summed
 * over the operation with fragments expanded; a field under @skip(if: true) / @include(if: false)
 * with a literal condition is not counted.
 */
import {
  GraphQLError,
  Kind,
  type ASTVisitor,
  type DirectiveNode,
  type FragmentDefinitionNode,
  type FragmentSpreadNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule
} from 'graphql';

export const MAX_QUERY_DEPTH = 20;
export const MAX_QUERY_COMPLEXITY = 300;

type Fragments = ReadonlyMap<string, FragmentDefinitionNode>;

function fragmentsOf(context: ValidationContext): Fragments {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of context.getDocument().definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  return fragments;
}

/** True when a literal @skip(if: true) or @include(if: false) removes the field from the answer. */
function excludedByDirective(directives: readonly DirectiveNode[] | undefined): boolean {
  for (const directive of directives ?? []) {
    const condition = directive.arguments?.find((a) => a.name.value === 'if')?.value;
    if (condition?.kind !== Kind.BOOLEAN) continue;
    if (directive.name.value === 'skip' && condition.value) return true;
    if (directive.name.value === 'include' && !condition.value) return true;
  }
  return false;
}

/**
 * What a walk makes of a fragment spread: the fragment is walked once per memo key (its name, plus
 * `keySuffix`) and then reused; an unknown fragment, or one the walk is inside already (a cycle), is 0.
 */
function spreadValue(
  spread: FragmentSpreadNode,
  fragments: Fragments,
  visiting: Set<string>,
  memo: Map<string, number>,
  keySuffix: string,
  walk: (fragment: FragmentDefinitionNode) => number
): number {
  const name = spread.name.value;
  const fragment = fragments.get(name);
  if (!fragment || visiting.has(name)) return 0;
  const key = name + keySuffix;
  let found = memo.get(key);
  if (found === undefined) {
    visiting.add(name);
    found = walk(fragment);
    visiting.delete(name);
    memo.set(key, found);
  }
  return found;
}

/**
 * Deepest field-with-children level under a selection set. Fragment cycles are invalid GraphQL (another
 * rule reports them); `visiting` only keeps this walk finite on such documents. Each fragment is walked
 * once per depth it is spread at (`memo`): a fragment spread twice in a fragment spread twice … would
 * otherwise be walked 2^n times (a 1 KB document blocked the server for seconds).
 */
export function selectionDepth(
  selectionSet: SelectionSetNode,
  fragments: Fragments,
  depth = 0,
  visiting: Set<string> = new Set(),
  memo: Map<string, number> = new Map()
): number {
  let max = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      if (selection.selectionSet) {
        max = Math.max(max, depth, selectionDepth(selection.selectionSet, fragments, depth + 1, visiting, memo));
      }
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      max = Math.max(max, selectionDepth(selection.selectionSet, fragments, depth, visiting, memo));
    } else {
      const found = spreadValue(selection, fragments, visiting, memo, `@${depth}`, (fragment) =>
        selectionDepth(fragment.selectionSet, fragments, depth, visiting, memo)
      );
      max = Math.max(max, found);
    }
  }
  return max;
}

/** Number of fields selected under a selection set, fragments expanded (each fragment counted once, then reused). */
export function selectionComplexity(
  selectionSet: SelectionSetNode,
  fragments: Fragments,
  visiting: Set<string> = new Set(),
  memo: Map<string, number> = new Map()
): number {
  let total = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      if (excludedByDirective(selection.directives)) continue;
      total += 1 + (selection.selectionSet ? selectionComplexity(selection.selectionSet, fragments, visiting, memo) : 0);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      total += selectionComplexity(selection.selectionSet, fragments, visiting, memo);
    } else {
      total += spreadValue(selection, fragments, visiting, memo, '', (fragment) =>
        selectionComplexity(fragment.selectionSet, fragments, visiting, memo)
      );
    }
  }
  return total;
}

/** Errors from these rules carry Magento's category for a rejected document, and their own code. */
function limitError(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { category: 'graphql', code: 'QUERY_TOO_COMPLEX' } });
}

export function queryDepthRule(maxDepth: number = MAX_QUERY_DEPTH): ValidationRule {
  return (context: ValidationContext): ASTVisitor => ({
    OperationDefinition: {
      leave(operation) {
        const depth = selectionDepth(operation.selectionSet, fragmentsOf(context));
        if (depth > maxDepth) context.reportError(limitError(`Max query depth should be ${maxDepth} but got ${depth}.`));
      }
    }
  });
}

export function queryComplexityRule(maxComplexity: number = MAX_QUERY_COMPLEXITY): ValidationRule {
  return (context: ValidationContext): ASTVisitor => ({
    OperationDefinition: {
      leave(operation) {
        const complexity = selectionComplexity(operation.selectionSet, fragmentsOf(context));
        if (complexity > maxComplexity) {
          context.reportError(limitError(`Max query complexity should be ${maxComplexity} but got ${complexity}.`));
        }
      }
    }
  });
}
