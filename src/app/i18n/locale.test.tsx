import { render, screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { FormattedMessage, IntlProvider, useIntl } from 'react-intl';
import { InvalidConfigError, MissingTranslationError } from '@formatjs/intl';
import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

import { handleIntlError, intlWarmUps, loadMessages, MissingLocaleError, toLocaleTag, toMagentoLocale } from './locale';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { collect } = require('../../../scripts/i18n.js') as {
  collect: () => { messages: Record<string, string>; problems: string[] };
};

const root = path.join(__dirname, '..', '..', '..');
const readLocale = (code: string) => JSON.parse(readFileSync(path.join(root, 'i18n', `${code}.json`), 'utf8')) as Record<string, string>;

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

  it('loads one locale file per locale', async () => {
    await expect(loadMessages('ro-RO')).resolves.toMatchObject({ 'errorView.header': 'Ups!' });
    await expect(loadMessages('en-US')).resolves.toMatchObject({ 'errorView.header': 'Oops!' });
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
        <IntlProvider locale="ro-RO" defaultLocale="en-US" messages={{ 'test.translated': 'Tradus' }} onError={handleIntlError}>
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
});

describe('message files', () => {
  const { messages, problems } = collect();
  const english = readLocale('en_US');
  const romanian = readLocale('ro_RO');

  it('has static ids and default messages in the code', () => {
    expect(problems).toEqual([]);
  });

  it('keeps i18n/en_US.json equal to the defaults in the code (node scripts/i18n.js)', () => {
    expect(english).toEqual(messages);
  });

  it('translates every id into Romanian, and uses no other ids', () => {
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
    // The ICU arguments (names, not plural branches: Romanian has a 'few' branch English lacks).
    const collect = (elements: MessageFormatElement[], names: Set<string>): Set<string> => {
      for (const element of elements) {
        if ('value' in element && typeof element.value === 'string' && element.type !== 0) names.add(element.value);
        if ('options' in element) for (const option of Object.values(element.options)) collect(option.value, names);
        if ('children' in element) collect(element.children, names);
      }
      return names;
    };
    const argumentsOf = (text: string) => [...collect(parse(text), new Set())].sort();
    for (const id of Object.keys(messages)) {
      expect([id, argumentsOf(romanian[id] ?? '')]).toEqual([id, argumentsOf(messages[id])]);
    }
  });
});
