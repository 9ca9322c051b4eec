// Stand-in for @formatjs/icu-messageformat-parser in the browser build (webpack alias). Every message
// is precompiled at build time (scripts/babel-plugin-precompile-messages.js, scripts/messages-loader.js),
// so the full parser is not shipped. Should a plain string still reach react-intl, this minimal
// parser handles text and simple {arguments} (anything else is shown as text) instead of failing.
import { TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser/no-parser.js';

export * from '@formatjs/icu-messageformat-parser/no-parser.js';

const SIMPLE_ARGUMENT = /\{\s*([A-Za-z_$][\w$]*)\s*\}/g;

export function parse(message: string): MessageFormatElement[] {
  // Plural, select, formats, tags and quoting need the real parser: keep such a message as text.
  if (/[{][^}]*,|<|'/.test(message)) return [{ type: TYPE.literal, value: message }];
  const elements: MessageFormatElement[] = [];
  let last = 0;
  for (const match of message.matchAll(SIMPLE_ARGUMENT)) {
    if (match.index > last) elements.push({ type: TYPE.literal, value: message.slice(last, match.index) });
    elements.push({ type: TYPE.argument, value: match[1] });
    last = match.index + match[0].length;
  }
  if (last < message.length) elements.push({ type: TYPE.literal, value: message.slice(last) });
  return elements;
}
