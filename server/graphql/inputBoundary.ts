/**
 * The GraphQL endpoint's input boundary: what a request must be before anything parses, validates or
 * runs it.
 * - `query` is GraphQL text. mercurius would run anything else as a syntax tree: a non-string `query`
 *   as it is, and a string that is not GraphQL but is JSON after JSON.parse (a client-made tree
 *   executed as-is, or a crash in validation). No GraphQL document is valid JSON, so a JSON string is
 *   refused with the GraphQL parser's own message.
 * - No string argument, inline or in the variables, holds U+0000 or half of a surrogate pair: PostgreSQL
 *   cannot store either, and no shopper types one. None is longer than the longest text the store keeps
 *   (services/textLimits.ts). The error names the argument.
 */
import { Kind, parse, visit, type DocumentNode } from 'graphql';

import { ARGUMENT_MAX } from '../services/textLimits';
import { hasUnsafeCharacter, UNSAFE_CHARACTER } from '../services/unsafeText';
import { inputError, type MagentoError } from './errors';

export const unsafeStringMessage = (name: string) => `Invalid value of "${name}": it contains a character that is not allowed.`;
export const tooLongMessage = (name: string) => `Invalid value of "${name}": it is longer than ${ARGUMENT_MAX} characters.`;

type TextFault = 'unsafe' | 'tooLong';

function textFault(text: string): TextFault | null {
  if (text.length > ARGUMENT_MAX) return 'tooLong';
  return hasUnsafeCharacter(text) ? 'unsafe' : null;
}

const faultMessage = (fault: TextFault, name: string) => (fault === 'unsafe' ? unsafeStringMessage(name) : tooLongMessage(name));

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

/** The first string in `value` (variables, deeply) no field may hold, with its path like `input.email`. */
export function faultIn(value: unknown, path: string): { path: string; fault: TextFault } | null {
  if (typeof value === 'string') {
    const fault = textFault(value);
    return fault ? { path, fault } : null;
  }
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) {
      const found = faultIn(value[i], `${path}[${i}]`);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (hasUnsafeCharacter(key)) return { path: `${path}.${key.replace(UNSAFE_CHARACTER, '?')}`, fault: 'unsafe' };
      const found = faultIn(item, `${path}.${key}`);
      if (found) return found;
    }
  }
  return null;
}

/** An input error for the first string argument (inline or variable) with an unsafe character or too long. */
export function argumentProblem(document: DocumentNode, variables: unknown): MagentoError | null {
  if (variables && typeof variables === 'object') {
    for (const [name, value] of Object.entries(variables)) {
      const found = faultIn(value, name);
      if (found) return inputError(faultMessage(found.fault, found.path));
    }
  }
  let found = null as { path: string; fault: TextFault } | null;
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
      const fault = found === null ? textFault(node.value) : null;
      if (fault) found = { path: argumentNames.join('.') || 'query', fault };
    },
    EnumValue: (node) => {
      const fault = found === null ? textFault(node.value) : null;
      if (fault) found = { path: argumentNames.join('.') || 'query', fault };
    }
  });
  return found === null ? null : inputError(faultMessage(found.fault, found.path));
}

/** Escapes (or raw characters) in GraphQL text that could make an unsafe string: only then is it parsed here. */
// eslint-disable-next-line no-control-regex -- U+0000 is the character looked for
const UNSAFE_IN_TEXT = /\\u(?:0000|[dD][89a-fA-F][0-9a-fA-F]{2})|\\u\{0*(?:0|[dD][89a-fA-F][0-9a-fA-F]{2})\}|[\u0000\uD800-\uDFFF]/;

/**
 * Why a GraphQL request (its `query` and `variables` as sent: GET parameters are text) may not run, or
 * null. Cheap for ordinary requests: the query is parsed here only when its text holds a suspicious
 * escape or is long enough to hold an over-long string, and a syntax error is left to mercurius.
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
  if (typeof query === 'string' && (query.length > ARGUMENT_MAX || UNSAFE_IN_TEXT.test(query))) {
    try {
      document = parse(query);
    } catch {
      // a syntax error: mercurius reports it
    }
  }
  return argumentProblem(document, values);
}
