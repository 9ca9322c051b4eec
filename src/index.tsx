// Entry: base styles, start-up (store view, Apollo client, messages), mount, service worker.
import './app/styles/base.css';

import { createRoot } from 'react-dom/client';

import App from './app/App';
import { bootstrap } from './app/bootstrap';
import { startBootStages } from './components/BootStage';
import { IS_DEV } from './components/storeView';
import { afterPageLoad } from './lib/idle';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

void bootstrap().then(({ store, client }) => {
  // The first page renders in stages, one task each (components/BootStage).
  startBootStages();
  createRoot(container).render(<App store={store} client={client} />);
});

// Production only: the registration code loads after the page (and its start-up), outside the
// first-load bundle.
if (!IS_DEV && 'serviceWorker' in navigator) {
  afterPageLoad(() => {
    void import(/* webpackChunkName: "sw-register" */ './app/serviceWorker').then(({ registerServiceWorker }) =>
      registerServiceWorker()
    );
  });
}
