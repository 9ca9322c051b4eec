import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { Provider as ReduxProvider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';

import { BrowserPersistence, MemoryStorage } from '../../api/storage';
import { createFakeFetch, type FakeFetch } from '../../api/testing/fakeFetch';
import { openCookieSettings } from '../../lib/cookieSettings';
import { createStore } from '../../store';
import { storeCookieAccept } from './consentModel';
import CookieConsentMount from './CookieConsentMount';

let persistence: BrowserPersistence;
let fake: FakeFetch;

function renderMount() {
  const store = createStore(undefined, { storage: persistence });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ReduxProvider store={store}>
      <MemoryRouter initialEntries={['/en']}>
        <IntlProvider locale="en-US" defaultLocale="en-US" messages={{}}>
          {children}
        </IntlProvider>
      </MemoryRouter>
    </ReduxProvider>
  );
  return render(<CookieConsentMount />, { wrapper });
}

beforeEach(() => {
  jest.useFakeTimers();
  persistence = new BrowserPersistence({ storage: new MemoryStorage() });
  fake = createFakeFetch(() => ({ body: { data: { cookieContent: '<p>We use cookies to run the shop.</p>' } } }));
  globalThis.fetch = fake.fetch;
});

afterEach(() => {
  jest.useRealTimers();
  delete (globalThis as { fetch?: unknown }).fetch;
});

describe('CookieConsentMount', () => {
  it('loads the banner right away when no choice is stored', async () => {
    renderMount();
    expect(await screen.findByRole('region', { name: 'Cookie preferences' })).toBeInTheDocument();
    expect(screen.getByText('We use cookies to run the shop.')).toBeInTheDocument();
  });

  it('with a stored choice, renders nothing at first and the reopen widget once the browser is idle', async () => {
    storeCookieAccept(persistence, true);
    renderMount();
    expect(screen.queryByRole('button', { name: 'Change cookie preferences' })).not.toBeInTheDocument();
    await act(async () => {
      jest.advanceTimersByTime(2000);
    });
    expect(await screen.findByRole('button', { name: 'Change cookie preferences' })).toBeInTheDocument();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(fake.requests).toEqual([]);
  });

  it('opens the banner when the cookie settings are asked for before its chunk loaded', async () => {
    storeCookieAccept(persistence, true);
    renderMount();
    act(() => openCookieSettings());
    expect(await screen.findByRole('region', { name: 'Cookie preferences' })).toBeInTheDocument();
    expect(persistence.getItem('cookieAccept')).toBe(false);
  });
});
