// The storefront on a Magento without any of the retailer's extensions (issue 31): a second built server
// with MAGENTO_DISABLED_EXTENSIONS=all (its back end answers "Cannot query field" for every extension's
// field, as a stock Magento 2.4.7 does), on its own port and data folder. In both store views, at the
// desktop size: home, a category, a product, search, the cart, a guest checkout up to the payment step
// and a customer's sign-in, each without an error page, a page error or a console error, and with no link
// to the blog, the shops or the rewards in the header, the navigation or the footer. /blog and /shops are
// not pages there (404, the not-found text).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

import { chromium, type ConsoleMessage, type Page } from 'playwright-core';

import { findChromium, screenshot, VIEWPORTS } from './support/browser';
import { guestToPayment, TEXT } from './support/checkoutFlow';
import { STORAGE_PREFIX, storageRecord } from './support/shop';

jest.setTimeout(300_000);

const ROOT = path.resolve(__dirname, '..', '..');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { PLAYWRIGHT_FLAGS } = require('../bench/chrome.js') as { PLAYWRIGHT_FLAGS: string[] };

let server: ChildProcess;
let origin = '';
let dataDir = '';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the extensions-off server exited with code ${server.exitCode}`);
    try {
      if ((await fetch(`${origin}/healthz`, { signal: AbortSignal.timeout(2000) })).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${origin}/healthz did not answer within ${timeoutMs / 1000} s`);
}

async function graphql<T>(query: string, variables: Record<string, unknown> = {}, store = 'default'): Promise<T> {
  const response = await fetch(`${origin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', Store: store },
    body: JSON.stringify({ query, variables })
  });
  const answer = (await response.json()) as { data?: T; errors?: Array<{ message: string }> };
  if (answer.errors?.length) throw new Error(answer.errors.map((error) => error.message).join(', '));
  return answer.data as T;
}

beforeAll(async () => {
  // The built server the journeys' global setup built (npm run test:e2e builds what is stale first).
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'storefront-e2e-extensions-off-'));
  origin = `http://127.0.0.1:${await freePort()}`;
  server = spawn(process.execPath, [path.join(ROOT, 'build', 'server', 'server.js')], {
    cwd: ROOT,
    env: { ...process.env, PORT: new URL(origin).port, HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', MAGENTO_DISABLED_EXTENSIONS: 'all' },
    stdio: 'ignore'
  });
  await waitForHealth(180_000);
});

afterAll(async () => {
  server?.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
});

interface Watched {
  page: Page;
  errors: string[];
}

async function open(): Promise<Watched> {
  // A fresh browser profile per journey: the sign-in journey of one view must not leave the next view's
  // checkout signed in. Closing the page closes the browser and removes the profile.
  const profile = mkdtempSync(path.join(os.tmpdir(), 'storefront-e2e-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: findChromium(),
    headless: true,
    baseURL: origin,
    viewport: VIEWPORTS.desktop,
    serviceWorkers: 'block',
    args: PLAYWRIGHT_FLAGS
  });
  await context.addInitScript(`try { localStorage.setItem('${STORAGE_PREFIX}cookieAccept', JSON.stringify({ value: 'true', timeStored: Date.now() })); } catch (e) {}`);
  const page = context.pages()[0] ?? (await context.newPage());
  page.on('close', () => void context.close().then(() => rmSync(profile, { recursive: true, force: true })));
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
  page.on('console', (message: ConsoleMessage) => {
    // Map tiles and other third-party resources are out of reach on this machine.
    if (message.type() === 'error' && !/Failed to load resource|ERR_NAME_NOT_RESOLVED|ERR_INTERNET_DISCONNECTED|ERR_CONNECTION/.test(message.text())) {
      errors.push(`console: ${message.text()}`);
    }
  });
  return { page, errors };
}

/** No error page and no link to an extension's page in the page's chrome. */
async function expectWholePage(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { name: /Something went wrong|Ceva nu a mers bine/ }).count()).resolves.toBe(0);
  const chromeLinks = await page
    .locator('header a[href], nav a[href], footer a[href]')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
  expect(chromeLinks.filter((href) => /^\/(en\/)?(blog|shops?|my-gnc-rewards|myrewards-page)(\/|$)/.test(href))).toEqual([]);
}

const VIEWS = [
  { name: 'ro', prefix: '', store: 'default', text: TEXT.ro, signIn: { email: 'Adresă de e-mail', password: 'Parolă', submit: 'Autentificare' } },
  { name: 'en', prefix: '/en', store: 'en_storeview', text: TEXT.en, signIn: { email: 'Email address', password: 'Password', submit: 'Sign In' } }
] as const;

describe.each(VIEWS)('a Magento without the retailer extensions, $name view', ({ name, prefix, store, text, signIn }) => {
  it('serves home, a category, a product, search and the cart whole, and no blog or shops', async () => {
    const { page, errors } = await open();
    try {
      const capabilities = (await (await fetch(`${origin}/storefront/capabilities.json?store=${store}`)).json()) as { extensions: Record<string, boolean> };
      expect(Object.values(capabilities.extensions).every((present) => !present)).toBe(true);

      await page.goto(`${prefix}/`);
      await page.waitForLoadState('networkidle');
      await expectWholePage(page);
      await screenshot(page, `extensions-off-${name}-home`);

      const { categoryList } = await graphql<{ categoryList: Array<{ children: Array<{ url_path: string; url_suffix: string | null }> }> }>(
        '{ categoryList { children { url_path url_suffix } } }',
        {},
        store
      );
      const category = categoryList[0].children[0];
      await page.goto(`${prefix}/${category.url_path}${category.url_suffix ?? ''}`);
      await page.locator('main a[href$=".html"]').first().waitFor();
      await expectWholePage(page);

      const { products } = await graphql<{ products: { items: Array<{ sku: string; url_key: string; url_suffix: string | null }> } }>(
        '{ products(search: "proteina", pageSize: 1) { items { sku url_key url_suffix } } }',
        {},
        store
      );
      const product = products.items[0];
      await page.goto(`${prefix}/${product.url_key}${product.url_suffix ?? ''}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.waitForLoadState('networkidle');
      await expectWholePage(page);
      await screenshot(page, `extensions-off-${name}-product`);

      await page.goto(`${prefix}/search.html?query=proteina`);
      await page.locator('main a[href$=".html"]').first().waitFor();
      await expectWholePage(page);

      for (const missing of ['blog', 'shops']) {
        const response = await page.goto(`${prefix}/${missing}`);
        expect(response?.status()).toBe(404);
        await page.getByText(/doesn't exist|nu există/).first().waitFor();
      }

      const { createEmptyCart } = await graphql<{ createEmptyCart: string }>('mutation { createEmptyCart }', {}, store);
      await graphql('mutation ($cartId: String!, $sku: String!) { addProductsToCart(cartId: $cartId, cartItems: [{ sku: $sku, quantity: 1 }]) { cart { id } } }', { cartId: createEmptyCart, sku: product.sku }, store);
      await page.evaluate(({ key, record }) => window.localStorage.setItem(key, record), { key: `${STORAGE_PREFIX}cartId`, record: storageRecord(createEmptyCart) });
      await page.goto(`${prefix}/cart`);
      await page.getByRole('main').getByRole('link', { name: /./ }).first().waitFor();
      await page.waitForLoadState('networkidle');
      await expectWholePage(page);
      await screenshot(page, `extensions-off-${name}-cart`);

      // A guest up to the payment step (standard courier; no pickup in a shop, no locker).
      await guestToPayment(page, text, `extensions-off-${name}-${Date.now()}@example.com`);
      await page.locator('section[data-step="payment"]').getByRole('radio').first().waitFor();
      await expectWholePage(page);
      await screenshot(page, `extensions-off-${name}-payment`);
    } finally {
      await page.close();
    }
    expect(errors).toEqual([]);
  });

  it('signs a customer in, with no rewards anywhere', async () => {
    const { page, errors } = await open();
    try {
      const email = `extensions-off-signin-${name}-${Date.now()}@example.com`;
      const password = 'Parola-Sigura-123';
      await graphql(
        'mutation ($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }',
        { input: { firstname: 'Ana', lastname: 'Pop', email, password } },
        store
      );
      await page.goto(`${prefix}/sign-in`);
      const main = page.getByRole('main');
      await main.getByLabel(signIn.email, { exact: true }).fill(email);
      await main.getByLabel(signIn.password, { exact: true }).fill(password);
      await main.getByRole('button', { name: signIn.submit, exact: true }).click();
      await page.waitForURL((url) => !url.pathname.endsWith('/sign-in'));
      await page.goto(`${prefix}/myprofile-page`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.waitForLoadState('networkidle');
      await expectWholePage(page);
      expect(await page.locator('a[href$="/myrewards-page"]').count()).toBe(0);
      await screenshot(page, `extensions-off-${name}-profile`);
    } finally {
      await page.close();
    }
    expect(errors).toEqual([]);
  });
});
