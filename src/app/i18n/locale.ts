// Locale helpers: Magento locale codes ('ro_RO') ↔ BCP 47 tags ('ro-RO'), and the message loader that
// fetches only the active locale's messages (in the build, those of the code loaded: messageFiles.ts).
import type { IntlShape, MessageFormatElement } from 'react-intl';

import { toMagentoLocale } from '../../components/storeView/localeTag';
import { formatCalendarDate, shortDateOptions } from '../../lib/dates';
import { formatPrice } from '../../lib/formatPrice';
import { createMessageFiles, fetchMessages, takePageMessages, type MessageFiles, type MessagesRuntime } from './messageFiles';

export { toLocaleTag, toMagentoLocale } from '../../components/storeView/localeTag';
/** The language of every defaultMessage in the code. */
export const SOURCE_LOCALE = 'en-US';

/**
 * A locale's messages by id: formatjs ASTs as the build ships them (`formatjs compile --ast`; jest
 * compiles i18n/*.json the same way), or plain texts where a test writes its own.
 */
export type Messages = Record<string, string> | Record<string, MessageFormatElement[]>;

export class MissingLocaleError extends Error {
  override name = 'MissingLocaleError';
  constructor(readonly code: string) {
    super(`Unable to locate locale ${code} within generated dist directory.`);
  }
}

type MessagesModule = { default: Messages };

declare const __webpack_require__: { i18n?: MessagesRuntime } | undefined;

/** The build's messages per chunk, set up by its runtime (messageFiles.ts). */
const buildRuntime = typeof __webpack_require__ === 'undefined' ? undefined : __webpack_require__.i18n;
/**
 * Without webpack (the unit tests) each locale is one whole file, loaded through the same loader as its
 * only file: webpack drops this branch, so no bundle carries a whole locale.
 */
const WHOLE_LOCALES: Readonly<Record<string, () => Promise<MessagesModule>>> =
  typeof __webpack_require__ === 'undefined'
    ? { en_US: () => import('../../../i18n/en_US.json'), ro_RO: () => import('../../../i18n/ro_RO.json') }
    : {};
const messageFiles: MessageFiles = buildRuntime
  ? createMessageFiles(buildRuntime, fetchMessages, takePageMessages())
  : createMessageFiles(
      { chunks: {}, hashes: Object.fromEntries(Object.keys(WHOLE_LOCALES).map((code) => [code, 'whole'])), url: (code) => code },
      (code) => WHOLE_LOCALES[code]!().then((module) => module.default)
    );

/** Messages already loaded for a locale (synchronously), if any. */
export function peekMessages(localeTag: string): Messages | undefined {
  return messageFiles.peek(toMagentoLocale(localeTag));
}

/** The messages of a locale; rejects with MissingLocaleError when no file exists for it. */
export function loadMessages(localeTag: string): Promise<Messages> {
  const code = toMagentoLocale(localeTag);
  if (!messageFiles.has(code)) return Promise.reject(new MissingLocaleError(code));
  return messageFiles.load(code);
}

/**
 * Steps that have the browser load a locale's number, date and plural data, each to run in a task of
 * its own; otherwise the first render pays for them (react-intl checks the locale's support when it
 * starts). With the store's currency, its price formatter is made too, and the numeric date one. A
 * malformed tag is left for react-intl to report.
 */
export function intlWarmUps(localeTag: string, currency?: string): Array<() => void> {
  const quietly = (step: () => unknown) => () => {
    try {
      step();
    } catch {
      // Reported by react-intl when it starts.
    }
  };
  return [
    quietly(() => Intl.NumberFormat.supportedLocalesOf(localeTag)),
    quietly(() => Intl.DateTimeFormat.supportedLocalesOf(localeTag)),
    quietly(() => new Intl.PluralRules(localeTag).select(1)),
    // The formatters a listing's first tile uses (kept by their modules): prices and expiry dates.
    ...(currency ? [quietly(() => formatPrice(0, currency, localeTag))] : []),
    quietly(() => formatCalendarDate('2000-01-01', localeTag, shortDateOptions(localeTag)))
  ];
}

type IntlError = Parameters<NonNullable<IntlShape['onError']>>[0];

/**
 * react-intl's onError: a missing translation falls back to the English defaultMessage silently;
 * any other formatting error is a bug and is thrown.
 */
export function handleIntlError(error: IntlError): void {
  if (error.code === 'MISSING_TRANSLATION') return;
  throw error;
}
