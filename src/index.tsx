// Entry: base styles, start-up (store view, Apollo client, messages), mount, service worker.
import './app/styles/base.css';

import { createRoot } from 'react-dom/client';

import { startBootStages } from './components/BootStage';
import { IS_DEV } from './components/storeView';
import { afterPageSettles, yieldToMain } from './lib/idle';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

// The app's modules run in pieces, one task each: the data libraries (GraphQL, observables, Apollo's
// cache, then its client), the store, start-up (the client, the page's data), then the view libraries
// (router, intl, bindings), then the app's own views.
// These imports are "eager": their code is in the entry's own files (nothing more is downloaded), and
// only the evaluation of the modules waits for the import — run all at once in the scripts' task, it
// was one long task.
async function start(root: HTMLElement): Promise<void> {
  await yieldToMain();
  await import(/* webpackMode: "eager" */ './app/dataLibraries');
  await yieldToMain();
  await import(/* webpackMode: "eager" */ './app/apolloCache');
  await yieldToMain();
  await import(/* webpackMode: "eager" */ './app/apolloLibraries');
  await yieldToMain();
  await import(/* webpackMode: "eager" */ './store');
  await yieldToMain();
  const { bootstrap } = await import(/* webpackMode: "eager" */ './app/bootstrap');
  const booting = bootstrap();
  await yieldToMain();
  await import(/* webpackMode: "eager" */ './app/viewLibraries');
  await yieldToMain();
  const { default: App } = await import(/* webpackMode: "eager" */ './app/App');
  const { store, client } = await booting;
  // The first page renders in stages, one task each (components/BootStage).
  startBootStages();
  createRoot(root).render(<App store={store} client={client} />);
}

void start(container);

// Production only: the registration code loads once the first page has settled (loaded, started, its
// later images and sections in, quiet for a moment), outside the first-load bundle. Installing the
// worker downloads and stores the whole app: started at the load event, it competed with the page's
// own later work (Lighthouse, alternating runs on home: TBT median 618 → 388 ms; without any worker
// the category page's went 267 → 181 ms).
if (!IS_DEV && 'serviceWorker' in navigator) {
  afterPageSettles(() => {
    void import(/* webpackChunkName: "sw-register" */ './app/serviceWorker').then(({ registerServiceWorker }) =>
      registerServiceWorker()
    );
  });
}
