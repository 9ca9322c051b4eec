// Provides react-intl for the active store view. The locale comes from storeConfig.locale (underscores
// become hyphens, default ro-RO); until it answers, the locale known for the view at build time is used.
// Only the active locale's messages are loaded; a missing translation shows the English default.
import { useQuery } from '@apollo/client/react';
import { useEffect, useState, type ReactNode } from 'react';
import { createIntl, createIntlCache, RawIntlProvider, type IntlShape } from 'react-intl';

import { useStoreView } from '../../components/storeView';
import { GetLocaleDocument } from './locale.generated';
import { handleIntlError, loadMessages, peekMessages, SOURCE_LOCALE, toLocaleTag, type Messages } from './locale';

export interface LoadedLocale {
  locale: string;
  messages: Messages;
}

export interface LocaleProviderProps {
  children: ReactNode;
}

const unknownLocales = new Set<string>();

/** Loads a locale's messages; an unknown locale is reported once and shown with the English defaults. */
export async function loadLocale(locale: string): Promise<LoadedLocale> {
  try {
    return { locale, messages: await loadMessages(locale) };
  } catch (error) {
    if (!unknownLocales.has(locale)) {
      unknownLocales.add(locale);
      console.error(error instanceof Error ? error.message : error);
    }
    return { locale, messages: {} };
  }
}

const intlCache = createIntlCache();
const intls = new WeakMap<Messages, Map<string, IntlShape>>();

/**
 * The react-intl object for loaded messages, made once per locale and messages (what IntlProvider
 * would build in its first render: bootstrap makes it in a task before, the render only reads it).
 */
export function intlFor({ locale, messages }: LoadedLocale): IntlShape {
  let byLocale = intls.get(messages);
  if (!byLocale) intls.set(messages, (byLocale = new Map()));
  let intl = byLocale.get(locale);
  if (!intl) {
    intl = createIntl({ locale, defaultLocale: SOURCE_LOCALE, messages, onError: handleIntlError }, intlCache);
    byLocale.set(locale, intl);
  }
  return intl;
}

function peekLocale(locale: string): LoadedLocale | undefined {
  const messages = peekMessages(locale) ?? (unknownLocales.has(locale) ? {} : undefined);
  return messages ? { locale, messages } : undefined;
}

export function useActiveLocale(): string {
  const view = useStoreView();
  const { data } = useQuery(GetLocaleDocument, { fetchPolicy: 'cache-first' });
  const configured = data?.storeConfig?.locale;
  return configured ? toLocaleTag(configured) : view.defaultLocale;
}

/**
 * Mounted once per store view (App keys it by the view's code): index.tsx and the store switch load
 * the view's messages before it mounts, so the first paint is already translated.
 */
export default function LocaleProvider({ children }: LocaleProviderProps) {
  const locale = useActiveLocale();
  const [loaded, setLoaded] = useState<LoadedLocale | undefined>(() => peekLocale(locale));

  useEffect(() => {
    if (loaded?.locale === locale) return undefined;
    let current = true;
    void loadLocale(locale).then((result) => {
      if (current) setLoaded(result);
    });
    return () => {
      current = false;
    };
  }, [locale, loaded?.locale]);

  useEffect(() => {
    if (loaded) document.documentElement.lang = loaded.locale;
  }, [loaded]);

  // Until the first messages arrive the static shell skeleton of index.html stays in place.
  if (!loaded) return <ShellSkeleton />;

  return <RawIntlProvider value={intlFor(loaded)}>{children}</RawIntlProvider>;
}

/** The same placeholder as public/index.html (its classes are in the inline critical CSS). */
export function ShellSkeleton() {
  return (
    <div className="shellSkeleton" aria-hidden="true">
      <HeaderSkeleton />
      <div className="shellSkeleton-main" />
    </div>
  );
}

/** The skeleton's strip and header boxes: what stands in for the header until it renders. */
export function HeaderSkeleton() {
  return (
    <>
      <div className="shellSkeleton-strip" aria-hidden="true" />
      <div className="shellSkeleton-header" aria-hidden="true" />
    </>
  );
}
