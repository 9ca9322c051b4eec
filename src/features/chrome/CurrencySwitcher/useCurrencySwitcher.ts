// Currency switcher: hidden with one available currency; a switch is allowed only to an
// available code, saved under store_view_currency (sent as Content-Currency), then the page reloads so
// every price is asked for again in the new currency.
import { useQuery } from '@apollo/client/react';
import { useCallback, useMemo } from 'react';

import { getBrowserPersistence, storageKeys, type BrowserPersistence } from '../../../api/storage';
import { useWhenIdle } from '../useWhenIdle';
import { CurrencySwitcherDocument } from './currencySwitcher.generated';

export interface CurrencySwitcherOptions {
  storage?: BrowserPersistence;
  reload?: () => void;
}

export interface CurrencySwitcherTalon {
  isHidden: boolean;
  currentCode: string;
  availableCodes: string[];
  handleSwitch: (code: string) => void;
}

/** The stored currency when it is still available, else the view's default display currency. */
export function currentCurrency(stored: string | undefined, available: readonly string[], fallback: string): string {
  return stored && available.includes(stored) ? stored : fallback;
}

export function useCurrencySwitcher(options: CurrencySwitcherOptions = {}): CurrencySwitcherTalon {
  const storage = options.storage ?? getBrowserPersistence();
  const reload = options.reload;
  const idle = useWhenIdle();
  const { data } = useQuery(CurrencySwitcherDocument, { skip: !idle, fetchPolicy: 'cache-first' });

  const availableCodes = useMemo(
    () => [...new Set((data?.currency?.available_currency_codes ?? []).filter((code): code is string => Boolean(code)))],
    [data]
  );
  const defaultCode = data?.currency?.default_display_currency_code ?? availableCodes[0] ?? '';
  const currentCode = currentCurrency(storage.getItem<string>(storageKeys.storeViewCurrency), availableCodes, defaultCode);

  const handleSwitch = useCallback(
    (code: string) => {
      if (!availableCodes.includes(code) || code === currentCode) return;
      storage.setItem(storageKeys.storeViewCurrency, code);
      if (reload) reload();
      else window.location.reload();
    },
    [availableCodes, currentCode, reload, storage]
  );

  return { isHidden: availableCodes.length <= 1, currentCode, availableCodes, handleSwitch };
}
