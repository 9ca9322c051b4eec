/**
 * Text no store field can hold: U+0000 and a high or low surrogate without its other half. PostgreSQL
 * refuses both (an error, not a miss), and no shopper types them. The GraphQL and REST input boundary
 * refuses arguments with them; services that decode text themselves (percent-escapes in a URL) check
 * what they decoded.
 */
// eslint-disable-next-line no-control-regex -- U+0000 is the character refused
export const UNSAFE_CHARACTER = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function hasUnsafeCharacter(text: string): boolean {
  return UNSAFE_CHARACTER.test(text);
}
