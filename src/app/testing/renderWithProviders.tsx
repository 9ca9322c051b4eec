// Test helper: renders UI inside the app's providers (Redux, Apollo MockedProvider, router, intl, the
// optimistic cart).
import { InMemoryCache } from '@apollo/client';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { Provider as ReduxProvider } from 'react-redux';
import { MemoryRouter, useLocation, type Location } from 'react-router-dom';

import { BrowserPersistence, MemoryStorage } from '../../api/storage';
import { possibleTypes, typePolicies } from '../../api/apollo/typePolicies';
import { OptimisticCartProvider } from '../../components/OptimisticCart';
import { createStore, type AppStore, type RootState } from '../../store';
import type { CurrentUser } from '../../store/user/actions';
import { initialUserState, type UserState } from '../../store/user/reducer';
import { handleIntlError, type Messages } from '../i18n/locale';

export interface RenderOptions {
  route?: string | { pathname: string; search?: string; state?: unknown };
  mocks?: ReadonlyArray<MockLink.MockedResponse>;
  preloadedState?: Partial<RootState>;
  locale?: string;
  messages?: Messages;
  cache?: InMemoryCache;
}

export interface RenderWithProvidersResult extends RenderResult {
  store: AppStore;
  /** The router's current location (updated on every render). */
  location: () => Location;
}

/** The user state of a signed-in shopper (preloadedState.user). */
export function signedInUser(currentUser: CurrentUser = initialUserState.currentUser, token = 't'): UserState {
  return { ...initialUserState, currentUser, token, isSignedIn: true };
}

export function createTestCache(): InMemoryCache {
  return new InMemoryCache({ possibleTypes, typePolicies });
}

export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}): RenderWithProvidersResult {
  const store = createStore(options.preloadedState, { storage: new BrowserPersistence({ storage: new MemoryStorage() }) });
  let current: Location | undefined;
  function LocationSpy() {
    current = useLocation();
    return null;
  }
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ReduxProvider store={store}>
      <MockedProvider mocks={options.mocks ?? []} cache={options.cache ?? createTestCache()}>
        <MemoryRouter initialEntries={[options.route ?? '/']}>
          <IntlProvider
            locale={options.locale ?? 'en-US'}
            defaultLocale="en-US"
            messages={options.messages ?? {}}
            onError={handleIntlError}
          >
            <OptimisticCartProvider>{children}</OptimisticCartProvider>
            <LocationSpy />
          </IntlProvider>
        </MemoryRouter>
      </MockedProvider>
    </ReduxProvider>
  );
  const result = render(ui, { wrapper });
  return {
    ...result,
    store,
    location: () => {
      if (!current) throw new Error('The router has not rendered yet');
      return current;
    }
  };
}
