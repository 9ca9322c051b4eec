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

import { inputError, type DomainError } from '../domain/errors';
import { faultError, faultIn, textFault, type TextFault } from '../http/inputFaults';
import { ARGUMENT_MAX } from '../services/textLimits';

export const VARIABLES_NOT_OBJECT_MESSAGE =
  'Variables must be provided as an Object where each property is a variable value. Perhaps look to see if an unparsed JSON string was provided.';

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
