// Providers and the shell. The shell below the router is keyed by the store view, so switching
// between /en and the unprefixed view remounts it: locale, queries and Store header start afresh.
import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { Provider as ReduxProvider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';

import ErrorBoundary from '../components/ErrorBoundary';
import { OptimisticCartProvider } from '../components/OptimisticCart';
import { useStoreView } from '../components/storeView';
import type { AppStore } from '../store';
import AppShell from './AppShell';
import LocaleProvider from './i18n/LocaleProvider';
import NavigationProvider from './navigation/NavigationProvider';

export interface AppProps {
  store: AppStore;
  client: ApolloClient;
}

function StoreViewShell() {
  const { code } = useStoreView();
  return (
    <LocaleProvider key={code}>
      <ErrorBoundary>
        <NavigationProvider>
          <AppShell />
        </NavigationProvider>
      </ErrorBoundary>
    </LocaleProvider>
  );
}

export default function App({ store, client }: AppProps) {
  return (
    <ReduxProvider store={store}>
      <ApolloProvider client={client}>
        <BrowserRouter>
          <OptimisticCartProvider>
            <StoreViewShell />
          </OptimisticCartProvider>
        </BrowserRouter>
      </ApolloProvider>
    </ReduxProvider>
  );
}
