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
import { inputError, type DomainError, type ErrorCode } from '../domain/errors';

export const unsafeStringMessage = (name: string) => `Invalid value of "${name}": it contains a character that is not allowed.`;
export const tooLongMessage = (name: string) => `Invalid value of "${name}": it is longer than ${ARGUMENT_MAX} characters.`;
export const VARIABLES_NOT_OBJECT_MESSAGE =
  'Variables must be provided as an Object where each property is a variable value. Perhaps look to see if an unparsed JSON string was provided.';
export const tooDeepMessage = (name: string) => `Invalid value of "${name}": it is nested too deeply.`;

export type TextFault = 'unsafe' | 'tooLong' | 'tooDeep';

function textFault(text: string): TextFault | null {
  if (text.length > ARGUMENT_MAX) return 'tooLong';
  return hasUnsafeCharacter(text) ? 'unsafe' : null;
}

const FAULT_MESSAGES: Record<TextFault, (name: string) => string> = { unsafe: unsafeStringMessage, tooLong: tooLongMessage, tooDeep: tooDeepMessage };
const FAULT_CODES: Record<TextFault, ErrorCode> = { unsafe: 'INVALID_CHARACTERS', tooLong: 'VALUE_TOO_LONG', tooDeep: 'INVALID_FIELD_VALUE' };
/** The error code of a fault (REST words its message its own way). */
export const faultCode = (fault: TextFault): ErrorCode => FAULT_CODES[fault];
const faultError = ({ fault, path }: { fault: TextFault; path: string }) => inputError(FAULT_CODES[fault], FAULT_MESSAGES[fault](path), { field: path });
const NOT_GRAPHQL_TEXT_MESSAGE = 'Syntax Error: the query must be a GraphQL document, sent as text.';

/** Why `query` is not GraphQL text a client may send, or null when it is (or missing: mercurius says so). */
export function queryProblem(query: unknown): DomainError | null {
  if (query === undefined) return null;
  if (typeof query !== 'string') return inputError('INVALID_QUERY', NOT_GRAPHQL_TEXT_MESSAGE);
  try {
    JSON.parse(query);
  } catch {
    return null; // not JSON: GraphQL's own parser judges it
  }
  try {
    parse(query);
  } catch (error) {
    return inputError('INVALID_QUERY', (error as Error).message);
  }
  return inputError('INVALID_QUERY', NOT_GRAPHQL_TEXT_MESSAGE);
}

/** How deep an argument may nest (lists and objects): no input of the store nests more than a few levels. */
export const MAX_INPUT_DEPTH = 32;

/**
 * The first string in `value` (variables, deeply) no field may hold, or a value nested deeper than any
 * input, with its path like `input.email`. Walks with a stack of its own, so no input can exhaust the
 * call stack.
 */
export function faultIn(value: unknown, path: string): { path: string; fault: TextFault } | null {
  const pending: Array<{ value: unknown; path: string; depth: number }> = [{ value, path, depth: 0 }];
  while (pending.length) {
    const { value: current, path: at, depth } = pending.pop()!;
    if (typeof current === 'string') {
      const fault = textFault(current);
      if (fault) return { path: at, fault };
      continue;
    }
    if (!current || typeof current !== 'object') continue;
    if (depth >= MAX_INPUT_DEPTH) return { path: at, fault: 'tooDeep' };
    if (!Array.isArray(current)) {
      const unsafeKey = Object.keys(current).find((key) => hasUnsafeCharacter(key));
      if (unsafeKey !== undefined) return { path: `${at}.${unsafeKey.replace(UNSAFE_CHARACTER, '?')}`, fault: 'unsafe' };
    }
    const entries: Array<[string, unknown]> = Array.isArray(current)
      ? current.map((item, index) => [`${at}[${index}]`, item])
      : Object.entries(current).map(([key, item]) => [`${at}.${key}`, item]);
    // Reversed onto the stack, so the first item is looked at first.
    for (let i = entries.length - 1; i >= 0; i -= 1) pending.push({ value: entries[i][1], path: entries[i][0], depth: depth + 1 });
  }
  return null;
}

/** An input error for the first string argument (inline or variable) with an unsafe character or too long. */
export function argumentProblem(document: DocumentNode, variables: unknown): DomainError | null {
  if (variables && typeof variables === 'object') {
    for (const [name, value] of Object.entries(variables)) {
      const found = faultIn(value, name);
      if (found) return faultError(found);
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
  return found === null ? null : faultError(found);
}

/** Escapes (or raw characters) in GraphQL text that could make an unsafe string: only then is it parsed here. */
// eslint-disable-next-line no-control-regex -- U+0000 is the character looked for
const UNSAFE_IN_TEXT = /\\u(?:0000|[dD][89a-fA-F][0-9a-fA-F]{2})|\\u\{0*(?:0|[dD][89a-fA-F][0-9a-fA-F]{2})\}|[\u0000\uD800-\uDFFF]/;

/**
 * Why a GraphQL request (its `query` and `variables` as sent: GET parameters are text) may not run, or
 * null. Cheap for ordinary requests: the query is parsed here only when its text holds a suspicious
 * escape or is long enough to hold an over-long string, and a syntax error is left to mercurius.
 */
export function graphqlRequestProblem(query: unknown, variables: unknown): DomainError | null {
  const problem = queryProblem(query);
  if (problem) return problem;
  let values = variables;
  if (typeof variables === 'string') {
    try {
      values = JSON.parse(variables);
    } catch {
      values = undefined; // mercurius answers malformed variables itself
    }
    // A GET's variables that are JSON but not an object (`variables=1`): mercurius would run them.
    if (values !== null && values !== undefined && (typeof values !== 'object' || Array.isArray(values))) {
      return inputError('INVALID_QUERY', VARIABLES_NOT_OBJECT_MESSAGE);
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
