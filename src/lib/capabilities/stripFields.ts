// A query without the fields of the extensions the back end lacks, and its answer with those fields put
// back as null: a core query that also reads an extension's field (a product's promotion label, a
// customer's reward points) works alone on a Magento without the extension, and the page reads "no value"
// where the field would be. Used by the Apollo link (src/api/apollo/capabilitiesLink.ts) and by the page
// planner (src/app/pageData/pagePlan.ts), so the server's answers in the page match the browser's.
import { Kind, visit, type DocumentNode, type FragmentDefinitionNode, type SelectionSetNode } from 'graphql';

const stripped = new WeakMap<DocumentNode, Map<string, DocumentNode>>();

const isEmpty = (selectionSet: SelectionSetNode | undefined) => selectionSet !== undefined && selectionSet.selections.length === 0;

function strip(document: DocumentNode, names: ReadonlySet<string>): DocumentNode {
  let result = visit(document, { Field: (node) => (names.has(node.name.value) ? null : undefined) });
  // A selection left empty goes too, and with it a fragment left empty and its spreads (until nothing changes).
  for (;;) {
    const emptyFragments = new Set(
      result.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION && isEmpty(d.selectionSet)).map((d) => d.name.value)
    );
    let changed = emptyFragments.size > 0;
    result = visit(result, {
      FragmentDefinition: (node) => (emptyFragments.has(node.name.value) ? null : undefined),
      FragmentSpread: (node) => (emptyFragments.has(node.name.value) ? null : undefined),
      Field: {
        leave: (node) => {
          if (!isEmpty(node.selectionSet)) return undefined;
          changed = true;
          return null;
        }
      },
      InlineFragment: {
        leave: (node) => {
          if (!isEmpty(node.selectionSet)) return undefined;
          changed = true;
          return null;
        }
      }
    });
    if (!changed) break;
  }
  // Variables only the removed fields used.
  const used = new Set<string>();
  visit(result, { VariableDefinition: () => false, Variable: (node) => void used.add(node.name.value) });
  return visit(result, { VariableDefinition: (node) => (used.has(node.variable.name.value) ? undefined : null) });
}

/**
 * The document without the named fields (the same document when it asks none of them). An operation
 * that asked nothing else is left with no field at all: see asksNothing.
 */
export function withoutFields(document: DocumentNode, names: ReadonlySet<string>): DocumentNode {
  if (names.size === 0) return document;
  const key = [...names].sort().join(',');
  let byNames = stripped.get(document);
  if (!byNames) {
    byNames = new Map();
    stripped.set(document, byNames);
  }
  let result = byNames.get(key);
  if (!result) {
    let asks = false;
    visit(document, { Field: (node) => void (asks ||= names.has(node.name.value)) });
    result = asks ? strip(document, names) : document;
    byNames.set(key, result);
  }
  return result;
}

/** Whether a (stripped) document's operation asks no field at all: its answer is all nulls, no request needed. */
export function asksNothing(document: DocumentNode): boolean {
  return document.definitions.some((definition) => definition.kind === Kind.OPERATION_DEFINITION && definition.selectionSet.selections.length === 0);
}

/**
 * The answer to the stripped document, completed for the original one: each field the original selects
 * and the answer lacks is null (the answer is changed in place, and returned).
 */
export function withStrippedFieldsAsNull<T>(original: DocumentNode, data: T): T {
  const fragments = new Map(
    original.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d])
  );
  const fill = (selectionSet: SelectionSetNode, value: unknown, seen: Set<string>): void => {
    if (Array.isArray(value)) {
      for (const item of value) fill(selectionSet, item, seen);
      return;
    }
    if (typeof value !== 'object' || value === null) return;
    const object = value as Record<string, unknown>;
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        const key = selection.alias?.value ?? selection.name.value;
        if (!(key in object)) object[key] = null;
        else if (selection.selectionSet) fill(selection.selectionSet, object[key], new Set());
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        fill(selection.selectionSet, object, seen);
      } else {
        const fragment = fragments.get(selection.name.value);
        if (fragment && !seen.has(fragment.name.value)) fill(fragment.selectionSet, object, new Set([...seen, fragment.name.value]));
      }
    }
  };
  for (const definition of original.definitions) {
    if (definition.kind === Kind.OPERATION_DEFINITION) fill(definition.selectionSet, data, new Set());
  }
  return data;
}
