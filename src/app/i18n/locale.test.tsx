import { render, screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createIntl, FormattedMessage, IntlProvider, InvalidConfigError, MissingTranslationError, useIntl, type MessageFormatElement } from 'react-intl';
import { TYPE } from '@formatjs/icu-messageformat-parser';

import { handleIntlError, intlWarmUps, loadMessages, MissingLocaleError, toLocaleTag, toMagentoLocale } from './locale';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { extract, verify } = require('../../../scripts/i18n.js') as {
  extract: () => Record<string, string>;
  verify: () => string;
};

const root = path.join(__dirname, '..', '..', '..');
const readLocale = (code: string) => JSON.parse(readFileSync(path.join(root, 'i18n', `${code}.json`), 'utf8')) as Record<string, string>;
/** A translation file as the build ships it (jest compiles i18n/*.json with `formatjs compile --ast`). */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const compiledLocale = (code: string) => require(`../../../i18n/${code}.json`) as Record<string, MessageFormatElement[]>;

function Greeting() {
  const { formatMessage } = useIntl();
  return (
    <>
      <p>
        <FormattedMessage id="test.translated" defaultMessage="Translated" />
      </p>
      <p>{formatMessage({ id: 'test.missing', defaultMessage: 'Only in English, {name}' }, { name: 'Ana' })}</p>
    </>
  );
}

describe('locale helpers', () => {
  it('turns Magento locales into tags, ro-RO by default', () => {
    expect(toLocaleTag('en_US')).toBe('en-US');
    expect(toLocaleTag('ro_RO')).toBe('ro-RO');
    expect(toLocaleTag(null)).toBe('ro-RO');
    expect(toLocaleTag('')).toBe('ro-RO');
    expect(toMagentoLocale('en-US')).toBe('en_US');
  });

  it('loads one locale file per locale, compiled to formatjs ASTs', async () => {
    await expect(loadMessages('ro-RO')).resolves.toMatchObject({ 'errorView.header': [{ type: 0, value: 'Ups!' }] });
    await expect(loadMessages('en-US')).resolves.toMatchObject({ 'errorView.header': [{ type: 0, value: 'Oops!' }] });
  });

  it('rejects an unknown locale with the spec message', async () => {
    await expect(loadMessages('de-DE')).rejects.toThrow('Unable to locate locale de_DE within generated dist directory.');
    await expect(loadMessages('de-DE')).rejects.toBeInstanceOf(MissingLocaleError);
  });
});

describe('intlWarmUps', () => {
  it('has a step per piece of locale data, plus the price formatter when the currency is known; none throws', () => {
    expect(intlWarmUps('ro-RO')).toHaveLength(4);
    const steps = intlWarmUps('ro-RO', 'RON');
    expect(steps).toHaveLength(5);
    for (const step of steps) expect(step).not.toThrow();
    // A malformed tag or currency is left for react-intl and the price helper to report.
    for (const step of intlWarmUps('not a tag!', 'nope')) expect(step).not.toThrow();
  });
});

describe('translation errors', () => {
  it('ignores a missing translation and rethrows any other error', () => {
    const descriptor = { id: 'x', defaultMessage: 'X' };
    expect(() => handleIntlError(new MissingTranslationError(descriptor, 'ro-RO'))).not.toThrow();
    expect(() => handleIntlError(new InvalidConfigError('bad config'))).toThrow('bad config');
  });

  it('falls back to the English default without logging errors', () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      render(
        <IntlProvider locale="ro-RO" defaultLocale="en-US" messages={{ 'test.translated': [{ type: TYPE.literal, value: 'Tradus' }] }} onError={handleIntlError}>
          <Greeting />
        </IntlProvider>
      );
      expect(screen.getByText('Tradus')).toBeInTheDocument();
      expect(screen.getByText('Only in English, Ana')).toBeInTheDocument();
      expect(consoleError).not.toHaveBeenCalled();
    } finally {
      consoleError.mockRestore();
    }
  });

  it('formats precompiled messages only, as in the build: react-intl has no ICU parser', () => {
    const compiled = compiledLocale('ro_RO');
    const intl = createIntl({ locale: 'ro-RO', defaultLocale: 'en-US', messages: compiled, onError: handleIntlError });
    expect(intl.formatMessage({ id: 'cartTrigger.linkLabel' }, { count: 3 })).toBe('Coș de cumpărături, 3 produse');
    expect(intl.formatMessage({ id: 'cartTrigger.linkLabel' }, { count: 20 })).toBe('Coș de cumpărături, 20 de produse');
    const uncompiled = createIntl({ locale: 'ro-RO', messages: { greeting: 'Bună, {name}' }, onError: handleIntlError });
    expect(() => uncompiled.formatMessage({ id: 'greeting' }, { name: 'Ana' })).toThrow('uncompiled message');
  });
});

describe('message files', () => {
  // formatjs extract fails on an id or text that is not static, and on an id with two texts.
  const messages = extract();
  const english = readLocale('en_US');
  const romanian = readLocale('ro_RO');

  it('keeps i18n/en_US.json equal to the defaults in the code (node scripts/i18n.js)', () => {
    expect(Object.keys(messages).length).toBeGreaterThan(0);
    expect(english).toEqual(messages);
  });

  it('translates every id into Romanian, and uses no other ids (formatjs verify)', () => {
    expect(verify()).toBe('');
    expect(Object.keys(romanian).sort()).toEqual(Object.keys(messages).sort());
  });

  it('is a real translation, with diacritics, not a copy of English', () => {
    const ids = Object.keys(messages);
    const same = ids.filter((id) => romanian[id] === messages[id]);
    // Brand names and words spelt the same in both languages ('Blog', 'GNC Rewards') may stay.
    expect(same.length / ids.length).toBeLessThan(0.1);
    expect(Object.values(romanian).join(' ')).toMatch(/[ăâîșț]/);
  });

  it('keeps the arguments of each message', () => {
    // The ICU arguments' names, not their kinds or plural branches: Romanian has a 'few' branch English
    // lacks, and counts in a plural where the English text has a plain {count} (which is why
    // `formatjs verify --structural-equality` is not used).
    const collect = (elements: MessageFormatElement[], names: Set<string>): Set<string> => {
      for (const element of elements) {
        if ('value' in element && typeof element.value === 'string' && element.type !== 0) names.add(element.value);
        if ('options' in element) for (const option of Object.values(element.options)) collect(option.value, names);
        if ('children' in element) collect(element.children, names);
      }
      return names;
    };
    const argumentsOf = (ast: MessageFormatElement[] | undefined) => [...collect(ast ?? [], new Set())].sort();
    const [englishAst, romanianAst] = [compiledLocale('en_US'), compiledLocale('ro_RO')];
    for (const id of Object.keys(messages)) {
      expect([id, argumentsOf(romanianAst[id])]).toEqual([id, argumentsOf(englishAst[id])]);
    }
  });
});
