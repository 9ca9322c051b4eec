// Browser journeys for category and search (issue 5): a category page → a brand filter + a sort →
// page 2 → Back restores the previous list → search with autocomplete → results page. In both store
// views, at 375×812 (filter drawer, search behind the header button) and 1440×900 (filter sidebar,
// search bar in the header). Screenshots under test-results/.
import type { Page } from 'playwright-core';

import { seriousViolations } from './support/axe';
import { BOTH_SIZES, browserForFile, newPage, screenshot } from './support/browser';

const session = browserForFile();

interface Language {
  code: 'en' | 'ro';
  base: string;
  categoryPath: string;
  categoryTitle: string;
  filter: string;
  showProducts: RegExp;
  sortBy: RegExp;
  priceLowToHigh: string;
  page: (n: number) => string;
  searchButton: string;
  searchPlaceholder: string;
  tooShort: string;
  resultsHeading: string;
  products: RegExp;
}

const LANGUAGES: Language[] = [
  {
    code: 'en',
    base: '/en',
    categoryPath: '/vitamins-minerals.html',
    categoryTitle: 'Vitamins & minerals',
    filter: 'Filter',
    showProducts: /^Show \d+ products$/,
    sortBy: /^Sort by:/,
    priceLowToHigh: 'Price: low to high',
    page: (n) => `Page ${n}`,
    searchButton: 'Search',
    searchPlaceholder: 'Search for a product',
    tooShort: 'The search word must contain at least 3 characters.',
    resultsHeading: 'Search results for “whey”',
    products: /^\d+ products$/
  },
  {
    code: 'ro',
    base: '',
    categoryPath: '/vitamine-si-minerale.html',
    categoryTitle: 'Vitamine și minerale',
    filter: 'Filtrează',
    showProducts: /^Arată \d+ (de )?produse$/,
    sortBy: /^Sortează după:/,
    priceLowToHigh: 'Preț: crescător',
    page: (n) => `Pagina ${n}`,
    searchButton: 'Caută',
    searchPlaceholder: 'Caută un produs',
    tooShort: 'Cuvântul căutat trebuie să conțină cel puțin 3 caractere.',
    resultsHeading: 'Rezultatele căutării pentru „whey”',
    products: /^\d+ (de )?produse$/
  }
];


function search(page: Page): URLSearchParams {
  return new URL(page.url()).searchParams;
}

async function waitForSearch(page: Page, predicate: (params: URLSearchParams) => boolean) {
  await page.waitForFunction(
    (source) => new Function('params', `return (${source})(params)`)(new URLSearchParams(window.location.search)),
    predicate.toString()
  );
}

/** Waits until the listing is not refreshing (the previous list stays dimmed while a new one loads). */
async function listingSettled(page: Page) {
  await page.locator('[data-testid="gallery"]').first().waitFor();
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
}

/** The GraphQL operations the page asks the network for, in order. */
function recordOperations(page: Page): string[] {
  const operations: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname !== '/graphql') return;
    const body = request.postDataJSON() as { operationName?: string } | null;
    operations.push(url.searchParams.get('operationName') ?? body?.operationName ?? '');
  });
  return operations;
}

/** The sort button shows its whole label, on a phone's toolbar too (not cut by its box, no ellipsis). */
async function expectWholeSortLabel(page: Page, language: Language) {
  const label = await page.getByRole('button', { name: language.sortBy }).evaluate((button) => {
    const box = button.getBoundingClientRect();
    // The chosen order: the button's last span with text (the 'Sort by:' prefix is hidden on phones).
    const current = [...button.querySelectorAll('span')].filter((span) => span.textContent?.trim()).pop();
    if (!current) return null;
    const range = document.createRange();
    range.selectNodeContents(current);
    const text = range.getBoundingClientRect();
    const style = getComputedStyle(current);
    const whole =
      text.left >= box.left && text.right <= box.right && text.bottom <= box.bottom && button.scrollWidth <= button.clientWidth && style.textOverflow !== 'ellipsis' && box.right <= window.innerWidth;
    return { text: current.textContent, whole };
  });
  expect(label).toEqual({ text: expect.stringMatching(/\w/), whole: true });
}

async function journey(page: Page, language: Language, isMobile: boolean, tag: string) {
  // Category page: its route, locale, category and first listing come inside the HTML (page data).
  const operations = recordOperations(page);
  await page.goto(`${language.base}${language.categoryPath}`);
  await page.getByRole('heading', { level: 1, name: language.categoryTitle }).waitFor();
  await listingSettled(page);
  expect(operations.filter((name) => ['ResolveURL', 'getLocale', 'getCategory', 'getProductListing'].includes(name))).toEqual([]);
  const firstCount = await page.getByRole('status').filter({ hasText: language.products }).first().textContent();
  await screenshot(page, `catalog-category-${tag}`);
  expect(await seriousViolations(page)).toEqual([]);
  await expectWholeSortLabel(page, language);

  // Filter by brand GNC: sidebar on desktop, drawer on phones.
  if (isMobile) {
    expect(await page.getByTestId('filter-sidebar').isVisible()).toBe(false);
    await page.getByRole('button', { name: language.filter, exact: true }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('button', { name: /^Brand/ }).click();
    await drawer.getByRole('checkbox', { name: /^GNC/ }).check();
    await waitForSearch(page, (params) => params.get('brand') === '101');
    await drawer.getByRole('button', { name: language.showProducts }).waitFor();
    await screenshot(page, `catalog-filter-drawer-${tag}`);
    await drawer.getByRole('button', { name: language.showProducts }).click();
  } else {
    expect(await page.getByRole('button', { name: language.filter, exact: true }).isVisible()).toBe(false);
    await page.getByTestId('filter-sidebar').getByRole('checkbox', { name: /^GNC/ }).check();
    await waitForSearch(page, (params) => params.get('brand') === '101');
  }
  await listingSettled(page);
  await page.getByRole('button', { name: /Brand: GNC/ }).waitFor();
  // The chip shows at once; the count when the narrowed list has come (on a loaded machine, later).
  const counter = page.getByRole('status').filter({ hasText: language.products }).first();
  let filteredCount = await counter.textContent();
  for (const deadline = Date.now() + 15000; filteredCount === firstCount && Date.now() < deadline; ) {
    await page.waitForTimeout(100);
    filteredCount = await counter.textContent();
  }
  expect(filteredCount).not.toBe(firstCount);

  // Sort by price, low to high.
  await page.getByRole('button', { name: language.sortBy }).click();
  await page.getByRole('menuitemradio', { name: language.priceLowToHigh }).click();
  await waitForSearch(page, (params) => params.get('product_list_order') === 'price_asc');
  await listingSettled(page);
  const prices = await page.locator('[data-testid="gallery"] li').evaluateAll((tiles) =>
    tiles.map((tile) => tile.querySelector('[class*="specialPrice"], [class*="finalPrice"]')?.textContent ?? '')
  );
  const values = prices.map((text) => Number(text.replace(/[^\d,.]/g, '').replace(/\.(?=\d{3})/g, '').replace(',', '.').replace(/^RON/, '')));
  expect(values.length).toBeGreaterThan(1);
  expect([...values].sort((a, b) => a - b)).toEqual(values);

  // Page 2, then Back restores page 1 with the same filter and sort.
  const pagination = page.getByRole('navigation', { name: language.code === 'en' ? 'Pagination' : 'Paginare' });
  await pagination.getByRole('link', { name: language.page(2), exact: true }).click();
  await waitForSearch(page, (params) => params.get('page') === '2');
  await listingSettled(page);
  await pagination.getByRole('link', { name: language.page(2), exact: true }).and(page.locator('[aria-current="page"]')).waitFor();
  await screenshot(page, `catalog-page2-${tag}`);
  await page.goBack();
  await waitForSearch(page, (params) => !params.has('page'));
  expect(search(page).get('brand')).toBe('101');
  expect(search(page).get('product_list_order')).toBe('price_asc');
  await pagination.getByRole('link', { name: language.page(1), exact: true }).and(page.locator('[aria-current="page"]')).waitFor();
  await page.getByRole('button', { name: /Brand: GNC/ }).waitFor();

  // Search with autocomplete.
  if (isMobile) await page.getByRole('banner').getByRole('button', { name: language.searchButton, exact: true }).first().click();
  const input = page.getByRole('combobox', { name: language.searchPlaceholder });
  await input.click();
  await input.fill('wh');
  await page.getByText(language.tooShort).waitFor();
  await input.pressSequentially('ey', { delay: 50 });
  const listbox = page.getByRole('listbox');
  await listbox.getByRole('option').first().waitFor();
  const options = await listbox.getByRole('option').count();
  expect(options).toBeGreaterThanOrEqual(4);
  expect(await listbox.locator('img[width="60"]').count()).toBe(3);
  await page.waitForFunction(() => [...document.querySelectorAll('[role="listbox"] img')].every((image) => (image as HTMLImageElement).complete));
  await screenshot(page, `catalog-autocomplete-${tag}`);
  await input.press('Enter');
  await page.waitForURL((url) => url.pathname === `${language.base}/search.html` && url.searchParams.get('query') === 'whey');
  await page.getByRole('heading', { level: 1, name: language.resultsHeading }).waitFor();
  await listingSettled(page);
  expect(await page.locator('[data-testid="gallery"] li').count()).toBeGreaterThan(3);
  // The bar (closed behind the header button on phones) keeps the query.
  expect(await page.locator('header input[name="query"]').inputValue()).toBe('whey');
  await screenshot(page, `catalog-search-results-${tag}`);
  await expectWholeSortLabel(page, language);
}

describe('category and search', () => {
  for (const language of LANGUAGES) {
    for (const size of BOTH_SIZES) {
      const isMobile = size.width < 1024;
      const tag = `${language.code}-${isMobile ? 'mobile' : 'desktop'}`;
      it(`filters, sorts, pages and searches (${tag})`, async () => {
        const page = await newPage(session, size);
        const pageErrors: string[] = [];
        page.on('pageerror', (error) => pageErrors.push(error.message));
        try {
          await journey(page, language, isMobile, tag);
        } finally {
          await page.close();
        }
        expect(pageErrors).toEqual([]);
      });
    }
  }
});
