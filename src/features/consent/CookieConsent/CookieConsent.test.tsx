import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { Provider as ReduxProvider } from 'react-redux';
import { MemoryRouter, useLocation } from 'react-router-dom';

import { BrowserPersistence, MemoryStorage } from '../../../api/storage';
import { createFakeFetch, type FakeFetch, type FakeHandler } from '../../../api/testing/fakeFetch';
import { openCookieSettings } from '../../../lib/cookieSettings';
import { createStore } from '../../../store';
import { ACCEPTED_CATEGORIES_KEY, isConsentGiven, readAcceptedCategories, storeAcceptedCategories, storeCookieAccept } from '../consentModel';
import { createConsentScriptLoader, type ConsentScriptLoader } from '../consentScripts';
import CookieConsent from './CookieConsent';

const CONTENT_HTML =
  '<div class="cookie-consent-text"><p><strong>We use cookies</strong></p><p>Strictly necessary cookies run the shop.</p>' +
  '<img src="x" onerror="window.hacked = true"><script>window.hacked = true</script>' +
  '<p>See our <a href="/en/politica-de-confidentialitate">privacy policy</a>.</p>' +
  '<p><a href="/en/politica-de-cookies">Read more in our Cookie Policy</a></p></div>';

const CONTENT_URL = '/datalayer/index/cookieContent';
const okHandler: FakeHandler = ({ url }) => {
  if (url === CONTENT_URL) return { body: { data: { cookieContent: CONTENT_HTML } } };
  if (url.includes('decline=true')) return { body: {} };
  const accepted = [...url.matchAll(/cookie\[\d+\]=([^&]+)/g)].map((match) => match[1]);
  return { body: Object.fromEntries(accepted.map((name) => [name, true])) };
};

let fake: FakeFetch;
let persistence: BrowserPersistence;
let scripts: ConsentScriptLoader;
let currentPath = '';

function LocationSpy() {
  currentPath = useLocation().pathname;
  return null;
}

function renderBanner({ route = '/en', openOnMount = false }: { route?: string; openOnMount?: boolean } = {}) {
  const store = createStore(undefined, { storage: persistence });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ReduxProvider store={store}>
      <MemoryRouter initialEntries={[route]}>
        <IntlProvider locale="en-US" defaultLocale="en-US" messages={{}}>
          {children}
          <LocationSpy />
        </IntlProvider>
      </MemoryRouter>
    </ReduxProvider>
  );
  return render(<CookieConsent scripts={scripts} openOnMount={openOnMount} />, { wrapper });
}

const requestedUrls = () => fake.requests.map((request) => request.url);
const banner = () => screen.findByRole('region', { name: 'Cookie preferences' });
const scriptSources = () => [...document.head.querySelectorAll('script')].map((script) => script.getAttribute('src'));

function useFetch(handler: FakeHandler) {
  fake = createFakeFetch(handler);
  globalThis.fetch = fake.fetch;
}

beforeEach(() => {
  jest.useFakeTimers();
  persistence = new BrowserPersistence({ storage: new MemoryStorage() });
  scripts = createConsentScriptLoader(document, [
    { category: 'analytics', src: '/static/analytics.js' },
    { category: 'marketing', src: '/static/ads.js' }
  ]);
  useFetch(okHandler);
});

afterEach(() => {
  jest.useRealTimers();
  document.head.innerHTML = '';
  delete (globalThis as { fetch?: unknown }).fetch;
  delete (window as { hacked?: unknown }).hacked;
});

const user = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

describe('CookieConsent on a first visit', () => {
  it('shows the sanitised store text, the categories and the more-details link', async () => {
    renderBanner();
    const region = await banner();
    expect(within(region).getByText('Strictly necessary cookies run the shop.')).toBeInTheDocument();
    expect(region.querySelector('script, img[onerror]')).toBeNull();
    expect(region.innerHTML).not.toContain('onerror');
    // The text's own cookie policy link gives way to the banner's 'More details'.
    expect(within(region).queryByRole('link', { name: 'Read more in our Cookie Policy' })).not.toBeInTheDocument();
    expect(within(region).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/en/politica-de-confidentialitate',
      '/en/politica-de-cookies'
    ]);
    expect(requestedUrls()).toEqual([CONTENT_URL]);
    expect((fake.requests[0].init.headers as Record<string, string>).Store).toBe('en_storeview');

    const necessary = within(region).getByRole('checkbox', { name: 'Necessary' });
    expect(necessary).toBeChecked();
    expect(necessary).toBeDisabled();
    for (const name of ['Preferences', 'Analytics', 'Marketing']) {
      expect(within(region).getByRole('checkbox', { name })).not.toBeChecked();
    }
    expect(within(region).getByRole('link', { name: 'More details' })).toHaveAttribute('href', '/en/politica-de-cookies');
    expect(screen.queryByRole('button', { name: 'Change cookie preferences' })).not.toBeInTheDocument();
    // Nothing gated runs before a choice.
    expect(scriptSources()).toEqual([]);
  });

  it('links the more details to the Romanian cookie policy in the Romanian view, and asks for its text', async () => {
    renderBanner({ route: '/proteine.html' });
    const region = await banner();
    expect(within(region).getByRole('link', { name: 'More details' })).toHaveAttribute('href', '/politica-de-cookies');
    expect((fake.requests[0].init.headers as Record<string, string>).Store).toBe('default');
  });

  it('accepts the ticked categories, stores the choice and hides the banner after 0.5 s', async () => {
    const u = user();
    renderBanner();
    const region = await banner();
    await u.click(within(region).getByRole('checkbox', { name: 'Analytics' }));
    await u.click(within(region).getByRole('button', { name: 'Accept' }));

    expect(requestedUrls()).toContain('/datalayer/index/cookie/?cookie[0]=cookieConsentGranted&cookie[1]=analytics');
    expect(isConsentGiven(persistence)).toBe(true);
    await waitFor(() => expect(scriptSources()).toEqual(['/static/analytics.js']));
    expect(readAcceptedCategories(persistence)).toEqual(['analytics']);

    // Still there (fading) just before 500 ms, gone at 500 ms.
    act(() => jest.advanceTimersByTime(490));
    expect(screen.getByRole('region', { name: 'Cookie preferences' })).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Accept all' })).toBeDisabled();
    act(() => jest.advanceTimersByTime(10));
    expect(screen.queryByRole('region', { name: 'Cookie preferences' })).not.toBeInTheDocument();
    // Focus was on the Accept button: it goes to the reopen widget.
    expect(screen.getByRole('button', { name: 'Change cookie preferences' })).toHaveFocus();
  });

  it('accept all sends every category', async () => {
    const u = user();
    renderBanner();
    await u.click(within(await banner()).getByRole('button', { name: 'Accept all' }));
    expect(requestedUrls()).toContain(
      '/datalayer/index/cookie/?cookie[0]=cookieConsentGranted&cookie[1]=preferences&cookie[2]=analytics&cookie[3]=marketing'
    );
    await waitFor(() => expect(scriptSources()).toEqual(['/static/analytics.js', '/static/ads.js']));
    expect(readAcceptedCategories(persistence)).toEqual(['preferences', 'analytics', 'marketing']);
    act(() => jest.advanceTimersByTime(500));
    expect(screen.queryByRole('region', { name: 'Cookie preferences' })).not.toBeInTheDocument();
  });

  it('keeps only what the server confirmed', async () => {
    useFetch(({ url }) => (url === CONTENT_URL ? okHandler({ url, init: {} }) : { body: { cookieConsentGranted: true, marketing: true } }));
    const u = user();
    renderBanner();
    await u.click(within(await banner()).getByRole('button', { name: 'Accept all' }));
    await waitFor(() => expect(readAcceptedCategories(persistence)).toEqual(['marketing']));
    expect(scriptSources()).toEqual(['/static/ads.js']);
  });

  it('declines: the decline call, consent recorded as given, no gated script', async () => {
    const u = user();
    renderBanner();
    const region = await banner();
    await u.click(within(region).getByRole('checkbox', { name: 'Marketing' }));
    await u.click(within(region).getByRole('button', { name: 'Decline' }));
    expect(requestedUrls()).toEqual([CONTENT_URL, '/datalayer/index/cookie/?decline=true']);
    expect(isConsentGiven(persistence)).toBe(true);
    expect(readAcceptedCategories(persistence)).toEqual([]);
    act(() => jest.advanceTimersByTime(500));
    expect(screen.queryByRole('region', { name: 'Cookie preferences' })).not.toBeInTheDocument();
    expect(scriptSources()).toEqual([]);
  });

  it('ignores failing cookie calls: a built-in text, and the choice still counts', async () => {
    useFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    const u = user();
    renderBanner();
    const region = await banner();
    expect(within(region).getByText(/only with your consent, preference, analytics and marketing cookies/)).toBeInTheDocument();
    await u.click(within(region).getByRole('checkbox', { name: 'Analytics' }));
    await u.click(within(region).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(scriptSources()).toEqual(['/static/analytics.js']));
    expect(isConsentGiven(persistence)).toBe(true);
    expect(readAcceptedCategories(persistence)).toEqual(['analytics']);
    act(() => jest.advanceTimersByTime(500));
    expect(screen.queryByRole('region', { name: 'Cookie preferences' })).not.toBeInTheDocument();
  });

  it('close (x) stores false and hides at once; the banner comes back on the next visit', async () => {
    const u = user();
    const view = renderBanner();
    await u.click(within(await banner()).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('region', { name: 'Cookie preferences' })).not.toBeInTheDocument();
    expect(persistence.getItem('cookieAccept')).toBe(false);
    expect(requestedUrls()).toEqual([CONTENT_URL]);
    view.unmount();
    renderBanner();
    expect(await banner()).toBeInTheDocument();
  });

  it('Escape inside the banner closes it', async () => {
    const u = user();
    renderBanner();
    const region = await banner();
    within(region).getByRole('checkbox', { name: 'Preferences' }).focus();
    await u.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Cookie preferences' })).not.toBeInTheDocument();
    expect(persistence.getItem('cookieAccept')).toBe(false);
    expect(screen.getByRole('button', { name: 'Change cookie preferences' })).toHaveFocus();
  });

  it('internal links in the store text navigate in the app', async () => {
    const u = user();
    renderBanner({ route: '/en/cart' });
    await u.click(within(await banner()).getByRole('link', { name: 'privacy policy' }));
    expect(currentPath).toBe('/en/politica-de-confidentialitate');
  });
});

describe('CookieConsent after a choice', () => {
  beforeEach(() => {
    storeCookieAccept(persistence, true);
    storeAcceptedCategories(persistence, ['marketing']);
  });

  it('shows only the reopen widget, loads the accepted scripts and fetches nothing', () => {
    const { container } = renderBanner();
    const widget = screen.getByRole('button', { name: 'Change cookie preferences' });
    // Last in the focus order, outside the page frame.
    expect(document.body.lastElementChild).toBe(widget);
    expect(container).not.toContainElement(widget);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(scriptSources()).toEqual(['/static/ads.js']);
    expect(requestedUrls()).toEqual([]);
  });

  it('the widget reopens the banner with the stored choice, sets cookieAccept false and moves focus in', async () => {
    const u = user();
    renderBanner();
    await u.click(screen.getByRole('button', { name: 'Change cookie preferences' }));
    expect(persistence.getItem('cookieAccept')).toBe(false);
    const region = await banner();
    expect(region).toHaveFocus();
    expect(within(region).getByRole('checkbox', { name: 'Marketing' })).toBeChecked();
    expect(within(region).getByRole('checkbox', { name: 'Analytics' })).not.toBeChecked();
    expect(screen.queryByRole('button', { name: 'Change cookie preferences' })).not.toBeInTheDocument();

    // Changing the mind: marketing off, analytics on.
    await u.click(within(region).getByRole('checkbox', { name: 'Marketing' }));
    await u.click(within(region).getByRole('checkbox', { name: 'Analytics' }));
    await u.click(within(region).getByRole('button', { name: 'Accept' }));
    expect(requestedUrls()).toContain('/datalayer/index/cookie/?cookie[0]=cookieConsentGranted&cookie[1]=analytics');
    await waitFor(() => expect(readAcceptedCategories(persistence)).toEqual(['analytics']));
    expect(isConsentGiven(persistence)).toBe(true);
    act(() => jest.advanceTimersByTime(500));
    expect(screen.getByRole('button', { name: 'Change cookie preferences' })).toHaveFocus();
  });

  it('openCookieSettings() (the footer) reopens it and focus returns to the footer button after closing', async () => {
    const u = user();
    render(
      <button type="button" onClick={() => openCookieSettings()}>
        Cookie Settings
      </button>
    );
    renderBanner();
    await u.click(screen.getByRole('button', { name: 'Cookie Settings' }));
    expect(persistence.getItem('cookieAccept')).toBe(false);
    const region = await banner();
    expect(region).toHaveFocus();
    await u.click(within(region).getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('button', { name: 'Cookie Settings' })).toHaveFocus();
  });

  it('opens at once when the settings were asked for before the banner loaded', async () => {
    renderBanner({ openOnMount: true });
    expect(await banner()).toBeInTheDocument();
    expect(persistence.getItem('cookieAccept')).toBe(false);
  });

  it('a reopen during the 0.5 s fade keeps the banner open', async () => {
    const u = user();
    renderBanner();
    await u.click(screen.getByRole('button', { name: 'Change cookie preferences' }));
    await u.click(within(await banner()).getByRole('button', { name: 'Decline' }));
    act(() => jest.advanceTimersByTime(200));
    act(() => openCookieSettings());
    act(() => jest.advanceTimersByTime(600));
    const region = screen.getByRole('region', { name: 'Cookie preferences' });
    expect(within(region).getByRole('button', { name: 'Accept' })).toBeEnabled();
    expect(persistence.getItem('cookieAccept')).toBe(false);
    expect(persistence.getItem(ACCEPTED_CATEGORIES_KEY)).toEqual([]);
  });
});
