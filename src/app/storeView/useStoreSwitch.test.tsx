import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { getBrowserPersistence, storageKeys } from '../../api/storage';
import { renderWithProviders } from '../testing/renderWithProviders';
import { AvailableStoresDocument } from './availableStores.generated';
import { CustomUrlRedirectDocument } from '../../components/storeView/customUrlRedirect.generated';
import { equivalentPath, redirectTargetFor } from '../../components/storeView/twinPaths';
import { useStoreSwitch } from './useStoreSwitch';

jest.mock('../i18n/LocaleProvider', () => ({
  loadLocale: jest.fn(async (locale: string) => ({ locale, messages: {} }))
}));

function Switch() {
  const { currentCode, usePathInView, switchStore } = useStoreSwitch();
  const pathInView = usePathInView();
  const other = currentCode === 'default' ? 'en_storeview' : 'default';
  return (
    <a
      href={pathInView(other)}
      onClick={(event) => {
        event.preventDefault();
        void switchStore(other);
      }}
    >
      other view
    </a>
  );
}

const redirect = (url: string, ro: string | null, en: string | null) => ({
  request: { query: CustomUrlRedirectDocument, variables: { url } },
  result: { data: { customUrlRedirect: { __typename: 'CustomUrlRedirect', rourlredirect: ro, enurlredirect: en } } }
});

const stores = {
  request: { query: AvailableStoresDocument },
  result: {
    data: {
      availableStores: [
        { __typename: 'StoreConfig', store_code: 'default', store_name: 'Română', locale: 'ro_RO', default_display_currency_code: 'RON', secure_base_media_url: '/media/', store_sort_order: 0 },
        { __typename: 'StoreConfig', store_code: 'en_storeview', store_name: 'English', locale: 'en_US', default_display_currency_code: 'RON', secure_base_media_url: '/media/', store_sort_order: 1 }
      ]
    }
  }
};

describe('equivalentPath', () => {
  const location = { pathname: '/en/proteins/whey-protein.html', search: '?page=2' };
  const answer = { rourlredirect: '/proteine/proteine-din-zer.html', enurlredirect: '/en/proteins/whey-protein.html' };

  it('takes the custom redirect target of the view, keeping the query string', () => {
    expect(redirectTargetFor('default', answer)).toBe('/proteine/proteine-din-zer.html');
    expect(equivalentPath('default', location, answer)).toBe('/proteine/proteine-din-zer.html?page=2');
    expect(equivalentPath('en_storeview', location, answer)).toBe('/en/proteins/whey-protein.html?page=2');
  });

  it('swaps the /en prefix when there is no target', () => {
    expect(equivalentPath('default', location, { rourlredirect: null, enurlredirect: null })).toBe('/proteins/whey-protein.html?page=2');
    expect(equivalentPath('en_storeview', { pathname: '/cart', search: '' }, undefined)).toBe('/en/cart');
    expect(equivalentPath('default', { pathname: '/en', search: '' }, undefined)).toBe('/');
  });
});

describe('useStoreSwitch', () => {
  beforeEach(() => window.localStorage.clear());

  it('links to and goes to the same category in the other view through the custom URL redirect', async () => {
    const url = '/en/proteins/whey-protein.html';
    const { location } = renderWithProviders(<Switch />, {
      route: url,
      mocks: [
        redirect(url, '/proteine/proteine-din-zer.html', url),
        stores,
        // After the switch: the new page is looked up too (and the old one again, the cache being reset).
        redirect('/proteine/proteine-din-zer.html', '/proteine/proteine-din-zer.html', url),
        redirect(url, '/proteine/proteine-din-zer.html', url)
      ]
    });
    const link = screen.getByRole('link', { name: 'other view' });
    // Before the lookup answers, the prefix swap; then the real address.
    expect(link).toHaveAttribute('href', '/proteins/whey-protein.html');
    await waitFor(() => expect(link).toHaveAttribute('href', '/proteine/proteine-din-zer.html'));

    await userEvent.click(link);
    await waitFor(() => expect(location().pathname).toBe('/proteine/proteine-din-zer.html'));
    expect(getBrowserPersistence().getItem(storageKeys.storeViewCode)).toBe('default');
    expect(getBrowserPersistence().getItem(storageKeys.storeViewCurrency)).toBe('RON');
  });

  it('asks at click time when the lookup has not run yet, and falls back to the prefix swap on failure', async () => {
    const url = '/produs-inexistent.html';
    const { location } = renderWithProviders(<Switch />, {
      route: url,
      mocks: [
        { request: { query: CustomUrlRedirectDocument, variables: { url } }, error: new Error('offline') },
        { request: { query: CustomUrlRedirectDocument, variables: { url } }, error: new Error('offline') },
        { request: { query: AvailableStoresDocument }, error: new Error('offline') }
      ]
    });
    await userEvent.click(screen.getByRole('link', { name: 'other view' }));
    await waitFor(() => expect(location().pathname).toBe('/en/produs-inexistent.html'));
    expect(getBrowserPersistence().getItem(storageKeys.storeViewCode)).toBe('en_storeview');
  });
});
