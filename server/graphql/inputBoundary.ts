/**
 * The GraphQL endpoint's input boundary: what a request must be before anything parses, validates or
 * runs it.
 * - `query` is GraphQL text. mercurius would run anything else as a syntax tree: a non-string `query`
 *   as it is, and a string that is not GraphQL but is JSON after JSON.parse (a client-made tree
 *   executed as-is, or a crash in validation). No GraphQL document is valid JSON, so a JSON string is
 *   refused with the GraphQL parser's own message.
 * - No string argument, inline or in the variables, holds U+0000 or half of a surrogate pair: PostgreSQL
 *   cannot store either, and no shopper types one. The error names the argument.
 */
import { Kind, parse, visit, type DocumentNode } from 'graphql';

import { hasUnsafeCharacter, UNSAFE_CHARACTER } from '../services/unsafeText';
import { inputError, type MagentoError } from './errors';

export const unsafeStringMessage = (name: string) => `Invalid value of "${name}": it contains a character that is not allowed.`;

/** Why `query` is not GraphQL text a client may send, or null when it is (or missing: mercurius says so). */
export function queryProblem(query: unknown): MagentoError | null {
  if (query === undefined) return null;
  if (typeof query !== 'string') return inputError('Syntax Error: the query must be a GraphQL document, sent as text.');
  try {
    JSON.parse(query);
  } catch {
    return null; // not JSON: GraphQL's own parser judges it
  }
  try {
    parse(query);
  } catch (error) {
    return inputError((error as Error).message);
  }
  return inputError('Syntax Error: the query must be a GraphQL document, sent as text.');
}

/** The first string in `value` (variables, deeply) with an unsafe character, as a path like `input.email`. */
export function unsafePathIn(value: unknown, path: string): string | null {
  if (typeof value === 'string') return hasUnsafeCharacter(value) ? path : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) {
      const found = unsafePathIn(value[i], `${path}[${i}]`);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (hasUnsafeCharacter(key)) return `${path}.${key.replace(UNSAFE_CHARACTER, '?')}`;
      const found = unsafePathIn(item, `${path}.${key}`);
      if (found) return found;
    }
  }
  return null;
}

/** An input error for the first string argument (inline or variable) with an unsafe character. */
export function unsafeArgumentProblem(document: DocumentNode, variables: unknown): MagentoError | null {
  if (variables && typeof variables === 'object') {
    for (const [name, value] of Object.entries(variables)) {
      const path = unsafePathIn(value, name);
      if (path) return inputError(unsafeStringMessage(path));
    }
  }
  let found: string | null = null;
  const argumentNames: string[] = [];
  visit(document, {
    Argument: {
      enter: (node) => {
        argumentNames.push(node.name.value);
      },
      leave: () => {
        argumentNames.pop();
      }
    },
    ObjectField: {
      enter: (node) => {
        argumentNames.push(node.name.value);
      },
      leave: () => {
        argumentNames.pop();
      }
    },
    StringValue: (node) => {
      if (found === null && hasUnsafeCharacter(node.value)) found = argumentNames.join('.') || 'query';
    },
    EnumValue: (node) => {
      if (found === null && hasUnsafeCharacter(node.value)) found = argumentNames.join('.') || 'query';
    },
  });
  return found === null ? null : inputError(unsafeStringMessage(found));
}

/** Escapes (or raw characters) in GraphQL text that could make an unsafe string: only then is it parsed here. */
// eslint-disable-next-line no-control-regex -- U+0000 is the character looked for
const UNSAFE_IN_TEXT = /\\u(?:0000|[dD][89a-fA-F][0-9a-fA-F]{2})|\\u\{0*(?:0|[dD][89a-fA-F][0-9a-fA-F]{2})\}|[\u0000\uD800-\uDFFF]/;

/**
 * Why a GraphQL request (its `query` and `variables` as sent: GET parameters are text) may not run, or
 * null. Cheap for ordinary requests: the query is parsed here only when its text holds a suspicious
 * escape, and a syntax error is left to mercurius.
 */
export function graphqlRequestProblem(query: unknown, variables: unknown): MagentoError | null {
  const problem = queryProblem(query);
  if (problem) return problem;
  let values = variables;
  if (typeof variables === 'string') {
    try {
      values = JSON.parse(variables);
    } catch {
      values = undefined; // mercurius answers malformed variables itself
    }
  }
  let document: DocumentNode = { kind: Kind.DOCUMENT, definitions: [] };
  if (typeof query === 'string' && UNSAFE_IN_TEXT.test(query)) {
    try {
      document = parse(query);
    } catch {
      // a syntax error: mercurius reports it
    }
  }
  return unsafeArgumentProblem(document, values);
}
