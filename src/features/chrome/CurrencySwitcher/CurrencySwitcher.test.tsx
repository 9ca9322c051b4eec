import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { renderWithProviders } from '../../../app/testing/renderWithProviders';
import { BrowserPersistence, MemoryStorage, storageKeys } from '../../../api/storage';
import { resetIdleForTests } from '../useWhenIdle';
import { CurrencySwitcherDocument } from './currencySwitcher.generated';
import CurrencySwitcher from './CurrencySwitcher';
import { currentCurrency } from './useCurrencySwitcher';

function mock(codes: string[], defaultCode = 'RON') {
  return {
    request: { query: CurrencySwitcherDocument },
    result: { data: { currency: { __typename: 'Currency', default_display_currency_code: defaultCode, available_currency_codes: codes } } }
  };
}

function setup(codes: string[], stored?: string) {
  const storage = new BrowserPersistence({ storage: new MemoryStorage() });
  if (stored) storage.setItem(storageKeys.storeViewCurrency, stored);
  const reload = jest.fn();
  const result = renderWithProviders(<CurrencySwitcher storage={storage} reload={reload} />, { mocks: [mock(codes)] });
  return { ...result, storage, reload };
}

describe('currentCurrency', () => {
  it('keeps a stored code only while it is available', () => {
    expect(currentCurrency('EUR', ['RON', 'EUR'], 'RON')).toBe('EUR');
    expect(currentCurrency('USD', ['RON', 'EUR'], 'RON')).toBe('RON');
    expect(currentCurrency(undefined, ['RON', 'EUR'], 'RON')).toBe('RON');
  });
});

describe('CurrencySwitcher', () => {
  beforeEach(() => resetIdleForTests());

  it('is hidden with one available currency', async () => {
    const { container } = setup(['RON']);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(container).toBeEmptyDOMElement();
  });

  it('offers only the available codes; a choice is saved under store_view_currency and the page reloads', async () => {
    const { storage, reload } = setup(['RON', 'EUR', 'USD']);
    const trigger = await screen.findByRole('button', { name: 'Currency: RON' });
    await userEvent.click(trigger);
    const list = screen.getByRole('list', { name: 'Choose a currency' });
    expect(within(list).getAllByRole('button').map((button) => button.textContent)).toEqual(['RON', 'EUR', 'USD']);
    expect(within(list).getByRole('button', { name: 'RON' })).toHaveAttribute('aria-current', 'true');
    await userEvent.click(within(list).getByRole('button', { name: 'EUR' }));
    expect(storage.getItem(storageKeys.storeViewCurrency)).toBe('EUR');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('shows the stored currency as current, and choosing it again neither saves nor reloads', async () => {
    const { storage, reload } = setup(['RON', 'EUR'], 'EUR');
    const trigger = await screen.findByRole('button', { name: 'Currency: EUR' });
    await userEvent.click(trigger);
    await userEvent.click(screen.getByRole('button', { name: 'EUR' }));
    expect(reload).not.toHaveBeenCalled();
    expect(storage.getItem(storageKeys.storeViewCurrency)).toBe('EUR');
  });
});
