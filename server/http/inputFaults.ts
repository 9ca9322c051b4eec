/**
 * What no input string may be, in GraphQL arguments and REST bodies alike: PostgreSQL cannot store
 * U+0000 or half of a surrogate pair and no shopper types one; nothing is longer than the longest text
 * the store keeps (services/textLimits.ts); no input nests deeper than a few levels. The fault names the
 * argument or field by its path (`input.email`).
 */
import { inputError, type ErrorCode } from '../domain/errors';
import { ARGUMENT_MAX } from '../services/textLimits';
import { hasUnsafeCharacter, UNSAFE_CHARACTER } from '../services/unsafeText';

export const unsafeStringMessage = (name: string) => `Invalid value of "${name}": it contains a character that is not allowed.`;
export const tooLongMessage = (name: string) => `Invalid value of "${name}": it is longer than ${ARGUMENT_MAX} characters.`;
export const tooDeepMessage = (name: string) => `Invalid value of "${name}": it is nested too deeply.`;

export type TextFault = 'unsafe' | 'tooLong' | 'tooDeep';

export function textFault(text: string): TextFault | null {
  if (text.length > ARGUMENT_MAX) return 'tooLong';
  return hasUnsafeCharacter(text) ? 'unsafe' : null;
}

const FAULT_MESSAGES: Record<TextFault, (name: string) => string> = { unsafe: unsafeStringMessage, tooLong: tooLongMessage, tooDeep: tooDeepMessage };
const FAULT_CODES: Record<TextFault, ErrorCode> = { unsafe: 'INVALID_CHARACTERS', tooLong: 'VALUE_TOO_LONG', tooDeep: 'INVALID_FIELD_VALUE' };
/** The error code of a fault (REST words its message its own way). */
export const faultCode = (fault: TextFault): ErrorCode => FAULT_CODES[fault];
export const faultError = ({ fault, path }: { fault: TextFault; path: string }) => inputError(FAULT_CODES[fault], FAULT_MESSAGES[fault](path), { field: path });

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
