// PWA Studio's Venia, unmodified, walked in Chromium against our back end (npm run compat:venia drives it
// through venia.js): home, a category, a product, search, add to cart, mini cart, cart page, guest
// checkout up to the payment step, account creation, sign-out and sign-in. Every GraphQL answer is read:
// each error our back end returned is recorded with the operation that asked, and so are uncaught page
// errors and console errors. Venia's own texts and roles are its 14.5.1 English ones.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { CHROME, PLAYWRIGHT_FLAGS } = require('../bench/chrome');

const STEP_TIMEOUT = 30_000;

/** The operation a GraphQL request names (GET: the query string; POST: the body). */
function operationOf(request) {
  try {
    const url = new URL(request.url());
    if (request.method() === 'GET') {
      const name = url.searchParams.get('operationName');
      if (name) return name;
      const query = url.searchParams.get('query') ?? '';
      return /(?:query|mutation)\s+(\w+)/.exec(query)?.[1] ?? '(anonymous)';
    }
    const body = JSON.parse(request.postData() ?? '{}');
    return body.operationName ?? /(?:query|mutation)\s+(\w+)/.exec(body.query ?? '')?.[1] ?? '(anonymous)';
  } catch {
    return '(unreadable)';
  }
}

/** Records GraphQL errors, page errors and console errors of a page, tagged with the journey's step. */
function recorder(page) {
  const found = { graphql: [], page: [], console: [], operations: new Set() };
  let step = 'start';
  page.on('response', async (response) => {
    const request = response.request();
    if (!/\/graphql(\?|$)/.test(request.url())) return;
    const operation = operationOf(request);
    found.operations.add(operation);
    const at = step;
    let text;
    try {
      text = await response.text();
    } catch {
      return; // the page moved on before the answer was read: nothing to judge
    }
    let body;
    try {
      body = JSON.parse(text);
    } catch {
      found.graphql.push({ step: at, operation, message: `HTTP ${response.status()}, not JSON: ${text.slice(0, 80)}` });
      return;
    }
    for (const error of body?.errors ?? []) {
      found.graphql.push({ step: at, operation, message: error.message, category: error.extensions?.category, path: error.path?.join('.') });
    }
  });
  page.on('pageerror', (error) => found.page.push({ step, message: String(error.message).split('\n')[0] }));
  page.on('console', (message) => {
    if (message.type() === 'error') found.console.push({ step, message: message.text().split('\n')[0].slice(0, 300) });
  });
  return { found, setStep: (name) => (step = name) };
}

async function quiet(page) {
  await page.waitForLoadState('networkidle', { timeout: STEP_TIMEOUT }).catch(() => {});
}

/** Facts from our back end the journey needs: a category, a simple in-stock product, a search term. */
async function storeFacts(backendUrl) {
  const query = `{ categoryList { children { url_path url_suffix product_count } }
    products(search: "proteina", pageSize: 20) { items { __typename sku url_key url_suffix stock_status } } }`;
  const answer = await fetch(new URL('/graphql', backendUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json', store: 'default' },
    body: JSON.stringify({ query })
  }).then((r) => r.json());
  const category = answer.data.categoryList[0].children.find((c) => c.product_count > 0);
  const product = answer.data.products.items.find((p) => p.__typename === 'SimpleProduct' && p.stock_status === 'IN_STOCK');
  return {
    categoryPath: `/${category.url_path}${category.url_suffix ?? ''}`,
    productPath: `/${product.url_key}${product.url_suffix ?? ''}`,
    searchTerm: 'proteina'
  };
}

const steps = [
  {
    name: 'home',
    async run(page, { base }) {
      await page.goto(base, { waitUntil: 'domcontentloaded' });
      await page.locator('main').first().waitFor({ timeout: STEP_TIMEOUT });
      await quiet(page);
    }
  },
  {
    name: 'category',
    async run(page, { base, facts }) {
      await page.goto(new URL(facts.categoryPath, base).href, { waitUntil: 'domcontentloaded' });
      await page.locator('main h1').first().waitFor({ timeout: STEP_TIMEOUT });
      await page.locator('main a[href$=".html"] img').first().waitFor({ timeout: STEP_TIMEOUT });
      await quiet(page);
    }
  },
  {
    name: 'search',
    async run(page, { base, facts }) {
      await page.goto(new URL(`/search.html?query=${encodeURIComponent(facts.searchTerm)}`, base).href, { waitUntil: 'domcontentloaded' });
      await page.locator('main a[href$=".html"] img').first().waitFor({ timeout: STEP_TIMEOUT });
      await quiet(page);
    }
  },
  {
    name: 'product',
    async run(page, { base, facts }) {
      await page.goto(new URL(facts.productPath, base).href, { waitUntil: 'domcontentloaded' });
      await page.getByRole('button', { name: /add to cart/i }).first().waitFor({ timeout: STEP_TIMEOUT });
      await quiet(page);
    }
  },
  {
    name: 'add to cart',
    async run(page) {
      await page.getByRole('button', { name: /add to cart/i }).first().click();
      await page.getByRole('button', { name: /toggle mini cart\. you have 1 item/i }).waitFor({ timeout: STEP_TIMEOUT });
      await quiet(page);
    }
  },
  {
    name: 'mini cart',
    async run(page) {
      await page.getByRole('button', { name: /toggle mini cart/i }).first().click();
      await page.getByRole('button', { name: /checkout/i }).first().waitFor({ timeout: STEP_TIMEOUT });
      await quiet(page);
    }
  },
  {
    name: 'cart page',
    async run(page, { base }) {
      await page.goto(new URL('/cart', base).href, { waitUntil: 'domcontentloaded' });
      await page.getByRole('button', { name: /proceed to checkout/i }).waitFor({ timeout: STEP_TIMEOUT });
      await quiet(page);
    }
  },
  {
    name: 'checkout: shipping address',
    async run(page, { base }) {
      await page.goto(new URL('/checkout', base).href, { waitUntil: 'domcontentloaded' });
      // The guest's address form (the header's account menu holds a hidden sign-in form with an e-mail field too).
      const form = page.locator('form').filter({ has: page.locator('input[name="street[0]"]') }).first();
      await form.waitFor({ timeout: STEP_TIMEOUT });
      await form.locator('input[name="email"]').fill(`venia.${Date.now()}@example.com`);
      await form.locator('input[name="firstname"]').fill('Ana');
      await form.locator('input[name="lastname"]').fill('Popescu');
      const country = form.locator('select[name="country"]');
      if (await country.count()) await country.selectOption('RO');
      await form.locator('input[name="street[0]"]').fill('Strada Florilor 12');
      await form.locator('input[name="city"]').fill('Cluj-Napoca');
      const region = form.locator('select[name="region[region_id]"], select[name="region"]');
      if (await region.count()) {
        await region.first().selectOption({ label: 'Cluj' });
      } else {
        await form.locator('input[name="region[region]"], input[name="region"]').first().fill('Cluj');
      }
      await form.locator('input[name="postcode"]').fill('400001');
      await form.locator('input[name="telephone"]').fill('0722123456');
      await page.getByRole('button', { name: /continue to shipping method/i }).click();
      await page.getByRole('button', { name: /continue to payment information/i }).waitFor({ timeout: STEP_TIMEOUT });
      await quiet(page);
    }
  },
  {
    name: 'checkout: shipping method',
    async run(page) {
      await page.getByRole('button', { name: /continue to payment information/i }).click();
      // The payment step is open: its Review Order button shows (disabled: Venia ships Braintree only,
      // which the demo store does not offer, so Venia says 'Payment is currently unavailable.').
      await page.getByRole('button', { name: /review order/i }).waitFor({ timeout: STEP_TIMEOUT });
      await quiet(page);
    }
  },
  {
    name: 'create account',
    async run(page, { base, account }) {
      await page.goto(new URL('/create-account', base).href, { waitUntil: 'domcontentloaded' });
      const form = page.locator('main form').filter({ has: page.locator('input[name="customer.email"]') }).first();
      await form.waitFor({ timeout: STEP_TIMEOUT });
      await form.locator('input[name="customer.firstname"]').fill('Ioana');
      await form.locator('input[name="customer.lastname"]').fill('Marin');
      await form.locator('input[name="customer.email"]').fill(account.email);
      await form.locator('input[name="password"]').fill(account.password);
      await form.getByRole('button', { name: /create an account/i }).click();
      await page.waitForURL((url) => !url.pathname.startsWith('/create-account'), { timeout: STEP_TIMEOUT });
      await page.getByText(/^Hi, Ioana$/).filter({ visible: true }).first().waitFor({ timeout: STEP_TIMEOUT });
      await quiet(page);
    }
  },
  {
    name: 'order history',
    async run(page, { base }) {
      await page.goto(new URL('/order-history', base).href, { waitUntil: 'domcontentloaded' });
      await page.getByText(/^Showing \d+ of \d+$/).waitFor({ timeout: STEP_TIMEOUT });
      await quiet(page);
    }
  },
  {
    name: 'sign out',
    async run(page) {
      await page.getByText(/^Hi, Ioana$/).filter({ visible: true }).first().click();
      await page.getByRole('button', { name: /sign out/i }).click();
      await page.getByRole('button', { name: /sign in/i }).first().waitFor({ timeout: STEP_TIMEOUT });
      await quiet(page);
    }
  },
  {
    name: 'sign in',
    async run(page, { base, account }) {
      await page.goto(new URL('/sign-in', base).href, { waitUntil: 'domcontentloaded' });
      const form = page.locator('main form').filter({ has: page.locator('input[name="password"]') }).first();
      await form.waitFor({ timeout: STEP_TIMEOUT });
      await form.locator('input[name="email"]').fill(account.email);
      await form.locator('input[name="password"]').fill(account.password);
      await form.getByRole('button', { name: /^sign in$/i }).click();
      await page.getByText(/^Hi, Ioana$/).filter({ visible: true }).first().waitFor({ timeout: STEP_TIMEOUT });
      await quiet(page);
    }
  }
];

/**
 * Walks the journey on the Venia served at `base` (its GraphQL proxied to `backendUrl`); answers the
 * steps passed and failed and everything recorded. `screenshots`: a folder for one picture per step.
 */
async function walkVenia({ base, backendUrl, screenshots, only }) {
  const { chromium } = require('playwright-core');
  const facts = await storeFacts(backendUrl);
  const account = { email: `venia.account.${Date.now()}@example.com`, password: 'Parola-Sigura-2026' };
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'venia-profile-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROME,
    headless: true,
    viewport: { width: 1440, height: 900 },
    args: PLAYWRIGHT_FLAGS
  });
  const page = context.pages()[0] ?? (await context.newPage());
  const { found, setStep } = recorder(page);
  const results = [];
  try {
    for (const step of steps) {
      if (only && !only.includes(step.name)) continue;
      setStep(step.name);
      const started = Date.now();
      try {
        await step.run(page, { base, facts, account });
        results.push({ step: step.name, ok: true, ms: Date.now() - started });
      } catch (error) {
        results.push({ step: step.name, ok: false, ms: Date.now() - started, error: String(error.message).split('\n')[0] });
      }
      if (screenshots) {
        fs.mkdirSync(screenshots, { recursive: true });
        await page.screenshot({ path: path.join(screenshots, `venia-${step.name.replace(/\W+/g, '-')}.png`) }).catch(() => {});
      }
    }
  } finally {
    await context.close();
    fs.rmSync(userDataDir, { recursive: true, force: true });
  }
  return { results, ...found, operations: [...found.operations].sort() };
}

module.exports = { walkVenia };

if (require.main === module) {
  const [base = 'http://localhost:8091/', backendUrl = 'http://localhost:8090/', ...only] = process.argv.slice(2);
  walkVenia({ base, backendUrl, screenshots: path.join(__dirname, '..', '..', 'test-results', 'venia'), only: only.length ? only : undefined })
    .then((report) => {
      console.log(JSON.stringify(report, null, 2));
    })
    .catch((error) => {
      console.error(error);
      process.exit(1);
    });
}
