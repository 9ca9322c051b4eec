// PWA journeys (issue 8) with the site's service worker running: it registers and controls the page, the
// store is installable in both views (Chromium's own installability check over CDP), and pages seen
// online — a category and a product, with its other gallery images — open offline, by in-app navigation
// and by reload, under the offline icon and the spec's toasts. A page never seen says it was not saved;
// back online it loads and 'You are online.' shows; in Romanian, a CMS page and the cart seen online show
// offline after a reload and by address. Screenshots at 375×812 and 1440×900 of the offline state.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

import type { Page } from 'playwright-core';

import { seriousViolations } from './support/axe';
import { browserForFile, closeAndWait, newPage, screenshot, VIEWPORTS } from './support/browser';
import { createGuestCart, presetStorage } from './support/shop';

const session = browserForFile({ allowServiceWorkers: true });

const HOME = '/en';
const CATEGORY = '/en/proteins/whey-protein.html';
const PRODUCT = '/en/scitec-nutrition-100-whey-professional-protein-2270-g.html';
const PRODUCT_NAME = 'Scitec Nutrition 100% Whey Professional Protein, 2270 g';
/** A category each journey never visits before going offline (one per journey: the other one saw it). */
const UNVISITED = {
  mobile: { path: '/en/proteins/casein.html', heading: 'Casein' },
  desktop: { path: '/en/proteins/protein-isolate.html', heading: 'Protein isolate' }
} as const;

const OFFLINE_TOAST = 'You are offline. Some features may be unavailable.';
const ONLINE_TOAST = 'You are online.';
const NOT_SAVED = 'You are offline and this page has not been saved for offline use. It will load once you are back online.';
const ADD_OFFLINE = 'You are offline. Connect to the internet to add products to your cart.';

/** Calls `read` until `accept` says yes (or the time is up) and returns the last value. */
async function eventually<T>(read: () => Promise<T>, accept: (value: T) => boolean, timeout = 15_000): Promise<T> {
  const deadline = Date.now() + timeout;
  let value = await read();
  while (!accept(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    value = await read();
  }
  return value;
}

function toasts(page: Page) {
  return page.getByRole('region', { name: 'Notifications' });
}

function offlineIcon(page: Page) {
  return page.getByRole('status').filter({ hasText: /^Offline$/ });
}

/** The registration's workers and whether a worker controls the page. */
async function workerStates(page: Page): Promise<Record<string, string | boolean>> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return {
      installing: registration?.installing?.state ?? 'none',
      waiting: registration?.waiting?.state ?? 'none',
      active: registration?.active?.state ?? 'none',
      controlled: Boolean(navigator.serviceWorker.controller),
      toast: document.body.innerText.includes('A new version is available')
    };
  });
}

async function waitForController(page: Page): Promise<void> {
  await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), null, { timeout: 60_000 });
}

/** Home → Proteins → Whey protein through the mega menu (desktop) or the navigation drawer (mobile). */
async function openCategoryFromMenu(page: Page, sizeName: string): Promise<void> {
  if (sizeName === 'desktop') {
    const menu = page.getByRole('navigation', { name: 'Categories' });
    await menu.getByRole('link', { name: 'Proteins', exact: true }).hover();
    const child = menu.getByRole('link', { name: 'Whey protein', exact: true });
    await child.waitFor({ state: 'visible' });
    await child.click();
  } else {
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('button', { name: 'Proteins', exact: true }).click();
    await closeAndWait(drawer, () => drawer.getByRole('link', { name: 'Whey protein', exact: true }).click());
  }
}

async function openProductFromCategory(page: Page): Promise<void> {
  await page.locator(`main a[href="${PRODUCT}"]`).first().click();
}

/** Paths of the precached files (Workbox keys non-hashed files with a revision parameter). */
async function precachedPaths(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const name = (await caches.keys()).find((key) => key.startsWith('workbox-precache'));
    if (!name) return [];
    return (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname);
  });
}

/** Entries of a service-worker cache whose URL contains `part`. */
async function cachedUrls(page: Page, cacheName: string, part: string): Promise<string[]> {
  return page.evaluate(
    async ({ name, fragment }) => {
      const cache = await caches.open(name);
      return (await cache.keys()).map((request) => request.url).filter((url) => url.includes(fragment));
    },
    { name: cacheName, fragment: part }
  );
}

async function mainImageLoaded(page: Page): Promise<boolean> {
  const image = page.locator('main article button[aria-haspopup="dialog"] img').first();
  await image.waitFor();
  return image.evaluate(async (element: HTMLImageElement) => {
    if (!element.complete) await new Promise((resolve) => element.addEventListener('load', resolve, { once: true }));
    return element.naturalWidth > 0;
  });
}

it('the service worker controls the page; both views are installable with their own manifest', async () => {
  const page = await newPage(session, VIEWPORTS.desktop);
  try {
    await page.goto(HOME);
    await waitForController(page);
    const registration = await page.evaluate(async () => {
      const found = await navigator.serviceWorker.getRegistration();
      return { scope: found?.scope, script: found?.active?.scriptURL, controller: navigator.serviceWorker.controller?.scriptURL };
    });
    expect(new URL(registration.scope ?? '').pathname).toBe('/');
    expect(new URL(registration.script ?? '').pathname).toBe('/sw.js');
    expect(registration.controller).toBe(registration.script);
    // The shell, the offline page, both manifests and the route chunks are precached.
    const precached = await eventually(() => precachedPaths(page), (paths) => paths.includes('/offline.html'));
    expect(precached).toEqual(expect.arrayContaining(['/index.html', '/offline.html', '/manifest.webmanifest', '/en/manifest.webmanifest']));
    expect(precached.filter((path) => /\/static\/js\/(category|product|cart|checkout)\./.test(path))).toHaveLength(4);
    const offlinePage = await page.evaluate(async () => (await caches.match('/offline.html', { ignoreSearch: true }))?.text());
    expect(offlinePage).toContain('You are offline');
    expect(offlinePage).toContain('Nu ești conectat la internet');

    const cdp = await session.context.newCDPSession(page);
    for (const view of [
      { path: HOME, manifest: '/en/manifest.webmanifest', startUrl: '/en', name: 'GNC Romania' },
      { path: '/', manifest: '/manifest.webmanifest', startUrl: '/', name: 'GNC România' }
    ]) {
      await page.goto(view.path);
      await page.getByRole('banner').waitFor();
      expect(await eventually(() => page.locator('link[rel="manifest"]').getAttribute('href'), (href) => href === view.manifest)).toBe(view.manifest);
      const manifest = await cdp.send('Page.getAppManifest');
      expect(new URL(manifest.url).pathname).toBe(view.manifest);
      expect(manifest.errors).toEqual([]);
      const parsed = JSON.parse(manifest.data ?? '{}') as { start_url: string; name: string; display: string };
      expect(parsed).toMatchObject({ start_url: view.startUrl, name: view.name, display: 'standalone' });
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);
    }
    await cdp.detach();
  } finally {
    await page.close();
  }
});

for (const [sizeName, size] of Object.entries(VIEWPORTS)) {
  it(`${sizeName}: home → category → product online, then both again offline (in-app and reload); unsaved page; back online`, async () => {
    const page = await newPage(session, size);
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    const tag = `pwa-${sizeName}`;
    try {
      await page.goto(HOME);
      await waitForController(page);
      await page.getByRole('banner').waitFor();

      // Online: home → category → product, in-app.
      await openCategoryFromMenu(page, sizeName);
      await page.getByRole('heading', { level: 1, name: 'Whey protein' }).waitFor();
      await page.waitForURL(`**${CATEGORY}`);
      await openProductFromCategory(page);
      await page.getByRole('heading', { level: 1, name: PRODUCT_NAME }).waitFor();
      expect(await mainImageLoaded(page)).toBe(true);
      const imageCount = await page.getByRole('button', { name: /^Show image/ }).count();
      expect(imageCount).toBeGreaterThan(1);

      // The worker has kept the route answers and, through PREFETCH_IMAGES, the other gallery images.
      const productKey = 'scitec-nutrition-100-whey-professional-protein-2270-g';
      const routeAnswers = await eventually(() => cachedUrls(page, 'graphql-public-v1', 'ResolveURL'), (urls) => urls.length >= 2);
      expect(routeAnswers.length).toBeGreaterThanOrEqual(2);
      expect((await eventually(() => cachedUrls(page, 'graphql-public-v1', productKey), (urls) => urls.length > 0)).length).toBeGreaterThan(0);
      const mainSrc = (await page.locator('main article button[aria-haspopup="dialog"] img').first().evaluate((image: HTMLImageElement) => image.currentSrc)) ?? '';
      const width = new URL(mainSrc).searchParams.get('width');
      const sameSize = await eventually(() => cachedUrls(page, 'images-v1', `width=${width}`), (urls) => urls.length >= imageCount);
      expect(sameSize.length).toBeGreaterThanOrEqual(imageCount);
      // Nothing private in the GraphQL cache.
      expect(await cachedUrls(page, 'graphql-public-v1', 'cart(')).toEqual([]);
      expect(await cachedUrls(page, 'graphql-public-v1', 'customer')).toEqual([]);

      // Offline: the icon and the error toast.
      await session.context.setOffline(true);
      await offlineIcon(page).first().waitFor({ state: 'visible', timeout: 10_000 });
      await toasts(page).getByText(OFFLINE_TOAST).first().waitFor({ state: 'visible', timeout: 10_000 });
      await screenshot(page, `${tag}-offline-product`);

      // The next gallery image, never shown online, comes from the prefetched copies.
      await page.getByRole('button', { name: 'Next image' }).first().click();
      expect(await mainImageLoaded(page)).toBe(true);

      // Adding to the cart needs the network: it says so.
      await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
      await toasts(page).getByText(ADD_OFFLINE).first().waitFor({ state: 'visible', timeout: 10_000 });

      // In-app back to the category, then a reload of it.
      await page.goBack();
      await page.getByRole('heading', { level: 1, name: 'Whey protein' }).waitFor();
      await page.locator(`main a[href="${PRODUCT}"]`).first().waitFor();
      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'Whey protein' }).waitFor({ timeout: 30_000 });
      await page.locator(`main a[href="${PRODUCT}"]`).first().waitFor();
      await offlineIcon(page).first().waitFor({ state: 'visible', timeout: 10_000 });
      // Starting offline shows the same toast.
      await toasts(page).getByText(OFFLINE_TOAST).first().waitFor({ state: 'visible', timeout: 10_000 });
      await screenshot(page, `${tag}-offline-category`);
      expect(await seriousViolations(page)).toEqual([]);

      // In-app to the product, then a reload of it.
      await openProductFromCategory(page);
      await page.getByRole('heading', { level: 1, name: PRODUCT_NAME }).waitFor();
      await page.reload();
      await page.getByRole('heading', { level: 1, name: PRODUCT_NAME }).waitFor({ timeout: 30_000 });
      expect(await mainImageLoaded(page)).toBe(true);

      // A page never visited: the shell answers and says the page was not saved.
      const unvisited = UNVISITED[sizeName as keyof typeof UNVISITED];
      await page.goto(unvisited.path);
      await page.getByRole('alert').filter({ hasText: NOT_SAVED }).first().waitFor({ state: 'visible', timeout: 30_000 });
      await offlineIcon(page).first().waitFor({ state: 'visible', timeout: 10_000 });
      await screenshot(page, `${tag}-offline-not-saved`);

      // Back online: the info toast, the icon goes, and the page loads by itself.
      await session.context.setOffline(false);
      await toasts(page).getByText(ONLINE_TOAST).first().waitFor({ state: 'visible', timeout: 10_000 });
      await offlineIcon(page).waitFor({ state: 'hidden', timeout: 10_000 });
      await toasts(page).getByText(OFFLINE_TOAST).waitFor({ state: 'hidden', timeout: 10_000 });
      await page.getByRole('heading', { level: 1, name: unvisited.heading }).waitFor({ timeout: 30_000 });
      await screenshot(page, `${tag}-back-online`);
      if (sizeName === 'desktop') {
        // Toasts are 20rem wide (WIDTHS.toastWidthRem).
        const box = await toasts(page).boundingBox();
        expect(box?.width).toBe(320);
      }
      expect(pageErrors).toEqual([]);
    } finally {
      await session.context.setOffline(false);
      await page.close();
    }
  });
}

// The server serves dist/ as it is on disk: the worker file (and its precompressed twins) gets one more
// line, which is what a new deployment looks like to the browser; the originals come back afterwards.
it('ro: a CMS page and the cart seen online show offline too, by reload and by address', async () => {
  const page = await newPage(session, VIEWPORTS.mobile);
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  const cartId = await createGuestCart([{ sku: 'GNC-00001', quantity: 2 }], 'default');
  await presetStorage(page, { cartId });
  const ro = { offline: 'Ești offline. Unele funcții pot fi indisponibile.', online: 'Ești din nou online.', notifications: 'Notificări' };
  const roToasts = () => page.getByRole('region', { name: ro.notifications });
  try {
    await page.goto('/');
    await waitForController(page);
    await page.getByRole('banner').waitFor();

    // Online: the about page, then the cart.
    await page.goto('/despre-noi');
    await page.getByRole('heading', { level: 1, name: 'Despre noi' }).waitFor();
    await page.getByText('Consultanță gratuită în toate magazinele GNC.').waitFor();
    await page.goto('/cart');
    await page.getByTestId('cart-line').first().waitFor();
    const line = ((await page.getByTestId('cart-line').first().textContent()) ?? '').trim();
    expect(line.length).toBeGreaterThan(0);

    // Offline: the cart still shows after a reload, under the offline icon and toast.
    await session.context.setOffline(true);
    await offlineIcon(page).first().waitFor({ state: 'visible', timeout: 10_000 });
    await roToasts().getByText(ro.offline).first().waitFor({ state: 'visible', timeout: 10_000 });
    await page.reload();
    await page.getByTestId('cart-line').first().waitFor({ timeout: 30_000 });
    expect(((await page.getByTestId('cart-line').first().textContent()) ?? '').trim()).toBe(line);
    await screenshot(page, 'pwa-offline-cart-ro');

    // The about page, typed in the address bar: the shell and its saved content.
    await page.goto('/despre-noi');
    await page.getByRole('heading', { level: 1, name: 'Despre noi' }).waitFor({ timeout: 30_000 });
    await page.getByText('Consultanță gratuită în toate magazinele GNC.').waitFor();
    await offlineIcon(page).first().waitFor({ state: 'visible', timeout: 10_000 });
    await screenshot(page, 'pwa-offline-cms-ro');

    await session.context.setOffline(false);
    await roToasts().getByText(ro.online).first().waitFor({ state: 'visible', timeout: 10_000 });
    expect(pageErrors).toEqual([]);
  } finally {
    await session.context.setOffline(false);
    await page.close();
  }
});

it("a new version waits for the shopper: 'A new version is available' with 'Reload', which activates it and reloads", async () => {
  const dist = path.resolve(__dirname, '..', '..', 'dist');
  const files = { js: path.join(dist, 'sw.js'), gz: path.join(dist, 'sw.js.gz'), br: path.join(dist, 'sw.js.br') };
  const originals = Object.fromEntries(
    Object.entries(files).filter(([, file]) => fs.existsSync(file)).map(([kind, file]) => [kind, fs.readFileSync(file)])
  ) as Partial<Record<keyof typeof files, Buffer>>;
  const page = await newPage(session, VIEWPORTS.desktop);
  try {
    await page.goto(HOME);
    await waitForController(page);
    await page.getByRole('banner').waitFor();
    const firstLoad = await page.evaluate(() => performance.timeOrigin);

    const next = Buffer.concat([originals.js ?? Buffer.alloc(0), Buffer.from('\n// the next version\n')]);
    fs.writeFileSync(files.js, next);
    if (originals.gz) fs.writeFileSync(files.gz, zlib.gzipSync(next));
    if (originals.br) fs.writeFileSync(files.br, zlib.brotliCompressSync(next));
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });

    const prompt = toasts(page).getByText('A new version is available');
    await prompt.waitFor({ timeout: 30_000 });
    // The old worker still runs the page; the new one waits for the shopper.
    expect(await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting))).toBe(true);
    await screenshot(page, 'pwa-update-prompt');

    await toasts(page).getByRole('button', { name: 'Reload' }).click();
    // A new document: its time origin differs. (Read through the reload; a read that lands mid-navigation
    // fails and is simply read again.) On a loaded machine the new worker can take a while to activate.
    const timeOrigin = await eventually(
      () => page.evaluate(() => performance.timeOrigin).catch(() => firstLoad),
      (value) => value !== firstLoad,
      60_000
    );
    if (timeOrigin === firstLoad) {
      // Say what the workers were doing: that is what a failure here needs to be understood.
      throw new Error(`The page did not reload after 'Reload': ${JSON.stringify(await workerStates(page))}`);
    }
    await page.getByRole('banner').waitFor();
    const state = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return { waiting: Boolean(registration?.waiting), controlled: Boolean(navigator.serviceWorker.controller) };
    });
    expect(state).toEqual({ waiting: false, controlled: true });
    expect(await toasts(page).getByText('A new version is available').count()).toBe(0);
  } finally {
    for (const [kind, content] of Object.entries(originals)) fs.writeFileSync(files[kind as keyof typeof files], content);
    await page.close();
  }
});

// Last: it removes the shell from the precache of this browser profile.
it('offline without a cached shell, a navigation shows the offline page in Romanian and English', async () => {
  const page = await newPage(session, VIEWPORTS.mobile);
  try {
    await page.goto(HOME);
    await waitForController(page);
    const removed = await page.evaluate(async () => {
      const name = (await caches.keys()).find((key) => key.startsWith('workbox-precache'));
      if (!name) return 0;
      const cache = await caches.open(name);
      let count = 0;
      for (const request of await cache.keys()) {
        if (new URL(request.url).pathname === '/index.html' && (await cache.delete(request))) count += 1;
      }
      return count;
    });
    expect(removed).toBe(1);
    await session.context.setOffline(true);
    await page.goto('/en/proteins/vegan-protein.html');
    await page.getByRole('heading', { level: 1, name: 'Nu ești conectat la internet' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'You are offline' }).waitFor();
    // "Try again" loads the same address again.
    expect(await page.getByRole('link', { name: /Try again/ }).getAttribute('href')).toBe('');
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'pwa-offline-page');
    await page.setViewportSize(VIEWPORTS.desktop);
    await screenshot(page, 'pwa-offline-page');
  } finally {
    await session.context.setOffline(false);
    await page.close();
  }
});
