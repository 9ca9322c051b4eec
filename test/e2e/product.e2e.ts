// Browser journeys for navigation and the product page (issue 5), in both store views at 375×812 and
// 1440×900: home → mega menu (desktop) or navigation drawer (mobile) → category → product → choose a
// flavour (price and image change) → add to cart (the toast and the header's counter), with axe on the
// product page. Screenshots of each step go to test-results/. Then a food supplement's statements
// (issue 29), in both views at both sizes.
import type { Page, Request } from 'playwright-core';

import { seriousViolations } from './support/axe';
import { browserForFile, closeAndWait, newPage, screenshot, VIEWPORTS } from './support/browser';
import { graphql } from './support/shop';

const session = browserForFile();

interface StoreText {
  name: string;
  home: string;
  parent: string;
  child: string;
  openMenu: string;
  productPath: string;
  vanilla: string;
  addToCart: string;
  added: RegExp;
  /** The cart trigger's name once the item is in the cart (the journeys share a browser profile). */
  cartCount: RegExp;
}

const STORES: StoreText[] = [
  {
    name: 'en',
    home: '/en',
    parent: 'Proteins',
    child: 'Whey protein',
    openMenu: 'Open menu',
    productPath: '/en/scitec-nutrition-100-whey-professional-protein-2270-g.html',
    vanilla: 'Vanilla',
    addToCart: 'Add to Cart',
    added: /was added to your cart/,
    cartCount: /You have [1-9]\d* items in your cart/
  },
  {
    name: 'ro',
    home: '/',
    parent: 'Proteine',
    child: 'Proteine din zer',
    openMenu: 'Deschide meniul',
    productPath: '/scitec-nutrition-proteina-din-zer-100-whey-professional-2270-g.html',
    vanilla: 'Vanilie',
    addToCart: 'Adaugă în coș',
    added: /a fost adăugat în coș/,
    cartCount: /Ai [1-9]\d* (de )?produse? în coș/
  }
];

async function mainImageSrc(page: Page): Promise<string> {
  return (await page.locator('main article button[aria-haspopup="dialog"] img').first().getAttribute('src')) ?? '';
}

async function priceText(page: Page): Promise<string> {
  return ((await page.locator('main article [aria-live="polite"]').first().textContent()) ?? '').trim();
}

for (const store of STORES) {
  for (const [sizeName, size] of Object.entries(VIEWPORTS)) {
    it(`${store.name} ${sizeName}: menu → category → product → flavour → add to cart`, async () => {
      const page = await newPage(session, size);
      const pageErrors: string[] = [];
      page.on('pageerror', (error) => pageErrors.push(error.message));
      const cartRequests: Request[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/graphql') && (request.postData() ?? '').includes('addProductsToCart')) cartRequests.push(request);
      });
      const tag = `product-${store.name}`;
      try {
        await page.goto(store.home);
        await page.getByRole('banner').waitFor();

        if (sizeName === 'desktop') {
          const menu = page.getByRole('navigation', { name: store.name === 'en' ? 'Categories' : 'Categorii' });
          const parent = menu.getByRole('link', { name: store.parent, exact: true });
          await parent.hover();
          const child = menu.getByRole('link', { name: store.child, exact: true });
          await child.waitFor({ state: 'visible' });
          expect(await parent.getAttribute('aria-expanded')).toBe('true');
          // The first item is highlighted red.
          const firstColor = await menu.locator('[data-menu-link]').first().evaluate((element) => getComputedStyle(element).color);
          expect(firstColor).toBe('rgb(214, 0, 28)');
          await screenshot(page, `${tag}-1-megamenu`);
          await child.click();
        } else {
          await page.getByRole('button', { name: store.openMenu }).click();
          const drawer = page.getByRole('dialog');
          await drawer.getByRole('button', { name: store.parent, exact: true }).click();
          const child = drawer.getByRole('link', { name: store.child, exact: true });
          await child.waitFor({ state: 'visible' });
          await screenshot(page, `${tag}-1-drawer`);
          await closeAndWait(drawer, () => child.click());
        }

        await page.locator('main h1', { hasText: store.child }).waitFor();
        // The configurable product is on the first page of the category.
        const productLink = page.locator(`main a[href="${store.productPath}"]`).first();
        await productLink.waitFor();
        await screenshot(page, `${tag}-2-category`);
        await productLink.click();
        // Link navigation waits for the route to resolve, so the category heading stays until the product shows.
        await page.locator('main h1', { hasText: 'Scitec Nutrition' }).waitFor();
        expect(await page.getByRole('navigation', { name: store.name === 'en' ? 'Breadcrumb' : 'Navigare ierarhică' }).textContent()).toContain(
          store.child
        );
        expect(await page.title()).toContain('Scitec Nutrition');
        expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toContain(store.productPath);
        await screenshot(page, `${tag}-3-product`);
        expect(await seriousViolations(page)).toEqual([]);

        const imageBefore = await mainImageSrc(page);
        const priceBefore = await priceText(page);
        await page.getByText(store.vanilla, { exact: true }).click();
        await page.waitForFunction(
          (before) => document.querySelector('main article button[aria-haspopup="dialog"] img')?.getAttribute('src') !== before,
          imageBefore
        );
        expect(await mainImageSrc(page)).toContain('vani');
        expect(await priceText(page)).not.toBe(priceBefore);
        expect(page.url()).toContain('aroma=');
        await screenshot(page, `${tag}-4-flavour`);

        await page.getByRole('button', { name: store.addToCart, exact: true }).click();
        const toast = page.locator('[role="status"], [role="alert"]').filter({ hasText: store.added });
        await toast.first().waitFor({ timeout: 20000 });
        expect(cartRequests.length).toBeGreaterThan(0);
        const body = JSON.parse(cartRequests[0].postData() ?? '{}') as { variables?: { cartItem?: { sku?: string; selected_options?: string[] } } };
        expect(body.variables?.cartItem?.sku).toBe('SCN-00045');
        expect(body.variables?.cartItem?.selected_options).toHaveLength(1);
        // The header's cart counter shows the item.
        await page.getByRole('banner').getByRole('button', { name: store.cartCount }).or(page.getByRole('banner').getByRole('link', { name: store.cartCount })).first().waitFor();
        await screenshot(page, `${tag}-5-added`);
      } finally {
        await page.close();
      }
      expect(pageErrors).toEqual([]);
    });
  }
}

interface ExtrasText {
  name: string;
  productPath: string;
  reviewsLink: RegExp;
  reviewsTab: RegExp;
  aReview: string;
  closeZoom: string;
  zoomTitle: RegExp;
  related: string;
  nickname: string;
  summary: string;
  review: string;
  fiveStars: string;
  submit: string;
  submitted: string;
}

const EXTRAS: Array<[ExtrasText, keyof typeof VIEWPORTS]> = [
  [
    {
      name: 'en',
      productPath: '/en/scitec-nutrition-100-whey-professional-protein-2270-g.html',
      reviewsLink: /^\d+ reviews?$/,
      reviewsTab: /^Reviews \(\d+\)$/,
      aReview: 'Great product',
      closeZoom: 'Close zoomed image',
      zoomTitle: /^Image of /,
      related: 'Related products',
      nickname: 'Nickname',
      summary: 'Summary',
      review: 'Review',
      fiveStars: '5 stars',
      submit: 'Submit Review',
      submitted: 'You submitted your review for moderation.'
    },
    'desktop'
  ],
  [
    {
      name: 'ro',
      productPath: '/scitec-nutrition-proteina-din-zer-100-whey-professional-2270-g.html',
      reviewsLink: /^\d+ (de )?recenzii$/,
      reviewsTab: /^Recenzii \(\d+\)$/,
      aReview: 'Foarte bun',
      closeZoom: 'Închide imaginea mărită',
      zoomTitle: /^Imagine cu /,
      related: 'Produse similare',
      nickname: 'Pseudonim',
      summary: 'Titlu',
      review: 'Recenzie',
      fiveStars: '5 stele',
      submit: 'Trimite recenzia',
      submitted: 'Recenzia ta a fost trimisă spre moderare.'
    },
    'mobile'
  ]
];

// The zoomed image, the reviews tab and related products come in a chunk of their own (productExtras),
// not with the page's first load: each must still work at its first use.
for (const [store, sizeName] of EXTRAS) {
  it(`${store.name} ${sizeName}: zoomed image, reviews tab with its form, related products`, async () => {
    const page = await newPage(session, VIEWPORTS[sizeName]);
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    const extrasScripts: string[] = [];
    page.on('request', (request) => {
      if (/\/product-extras\.[^/]*\.js$/.test(request.url())) extrasScripts.push(request.url());
    });
    const tag = `product-extras-${store.name}`;
    try {
      await page.goto(store.productPath);
      const article = page.locator('main article');
      await article.locator('h1').waitFor();
      // The first load leaves the extras out: the served page preloads only the product chunk.
      const preloaded = await page.locator('link[rel="preload"][as="script"]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
      expect(preloaded.some((href) => href.includes('/product.'))).toBe(true);
      expect(preloaded.some((href) => href.includes('product-extras'))).toBe(false);

      // Zoom: the main image opens a dialog with the large image; Escape closes it and focus returns.
      const mainImage = article.locator('button[aria-haspopup="dialog"]').first();
      await mainImage.click();
      const dialog = page.getByRole('dialog', { name: store.zoomTitle });
      await dialog.waitFor();
      await page.waitForFunction((label) => document.activeElement?.getAttribute('aria-label') === label, store.closeZoom);
      await dialog.locator('img').first().evaluate((image: HTMLImageElement) => image.decode().catch(() => undefined));
      await screenshot(page, `${tag}-1-zoom`);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await mainImage.evaluate((element) => new Promise<void>((resolve, reject) => {
        // Focus is back on the main image by the next frame.
        requestAnimationFrame(() => (element === document.activeElement ? resolve() : reject(new Error(`focus on ${document.activeElement?.outerHTML.slice(0, 80)}`))));
      }));

      // Reviews: the rating link opens the tab; the list, then the form, load into it.
      await article.getByRole('link', { name: store.reviewsLink }).click();
      expect(await article.getByRole('tab', { name: store.reviewsTab }).getAttribute('aria-selected')).toBe('true');
      const panel = article.getByRole('tabpanel');
      await panel.getByText(store.aReview, { exact: true }).first().waitFor();
      const form = panel.getByRole('form');
      await form.getByRole('button', { name: store.submit }).waitFor();
      const stars = form.getByRole('radio', { name: store.fiveStars });
      for (let index = 0; index < (await stars.count()); index += 1) await stars.nth(index).check();
      await form.getByRole('textbox', { name: store.nickname }).fill('Journey');
      await form.getByRole('textbox', { name: store.summary }).fill('Mixes well');
      await form.getByRole('textbox', { name: store.review, exact: true }).fill('A browser journey wrote this review.');
      await screenshot(page, `${tag}-2-review-form`);
      await form.getByRole('button', { name: store.submit }).click();
      // The message replaces the taller form: it gets the focus, and with it the screen.
      const sent = panel.getByRole('status').filter({ hasText: store.submitted });
      await sent.waitFor();
      await page.waitForFunction(() => {
        const message = document.activeElement;
        if (!message || message.getAttribute('role') !== 'status') return false;
        const box = message.getBoundingClientRect();
        return box.top >= 0 && box.bottom <= window.innerHeight;
      });
      await screenshot(page, `${tag}-3-review-sent`);

      // Related products: rendered when the shopper comes near, as tiles in a carousel.
      await panel.evaluate((element) => element.scrollIntoView({ block: 'end', behavior: 'instant' }));
      await page.getByRole('heading', { level: 2, name: store.related }).waitFor();
      const carousel = page.getByRole('region', { name: store.related });
      await carousel.evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
      const tiles = carousel.getByRole('heading', { level: 3 });
      await tiles.first().waitFor();
      expect(await tiles.count()).toBeGreaterThanOrEqual(2);
      await screenshot(page, `${tag}-4-related`);

      // One download of the extras' chunk for all three.
      expect(extrasScripts).toHaveLength(1);
    } finally {
      await page.close();
    }
    expect(pageErrors).toEqual([]);
  });
}

// Food supplements carry the statements the law requires (Directive 2002/46/EC, HG 1197/2002), from
// the product's food_supplement attribute: shown on a supplement's page, not on a protein bar's (a food).
const SUPPLEMENT_STATEMENTS = [
  {
    name: 'en',
    store: 'en_storeview',
    prefix: '/en/',
    productPath: STORES[0].productPath,
    title: 'Food supplement',
    statements: [
      'Do not exceed the recommended daily dose.',
      'Food supplements should not be used as a substitute for a varied and balanced diet and a healthy lifestyle.',
      'Keep out of the reach of young children.'
    ]
  },
  {
    name: 'ro',
    store: 'default',
    prefix: '/',
    productPath: STORES[1].productPath,
    title: 'Supliment alimentar',
    statements: [
      'Nu depășiți doza zilnică recomandată.',
      'Suplimentele alimentare nu trebuie utilizate ca substitut pentru un regim alimentar variat și echilibrat și un stil de viață sănătos.',
      'A nu se lăsa la îndemâna copiilor mici.'
    ]
  }
];

/** The page of a product that is not a food supplement (a protein bar), asked of the back end. */
async function barPath(store: string, prefix: string): Promise<string> {
  const data = await graphql<{ products: { items: Array<{ canonical_url: string; food_supplement: boolean }> } }>(
    'query { products(search: "Protein Crisp", pageSize: 5) { items { canonical_url food_supplement } } }',
    {},
    { store }
  );
  const bar = data.products.items.find((item) => item.food_supplement === false);
  if (!bar) throw new Error('no protein bar found');
  return `${prefix}${bar.canonical_url}`;
}

for (const view of SUPPLEMENT_STATEMENTS) {
  for (const [sizeName, size] of Object.entries(VIEWPORTS)) {
    it(`${view.name} ${sizeName}: a food supplement shows the statements the law requires, a protein bar does not`, async () => {
      const page = await newPage(session, size);
      const pageErrors: string[] = [];
      page.on('pageerror', (error) => pageErrors.push(error.message));
      try {
        await page.goto(view.productPath);
        const article = page.locator('main article');
        await article.locator('h1').waitFor();
        const section = article.getByRole('region', { name: view.title });
        await section.waitFor();
        expect((await section.getByRole('listitem').allTextContents()).map((text) => text.trim())).toEqual(view.statements);
        // Below the tabs, whichever is open.
        const tabs = await article.getByRole('tablist').boundingBox();
        const box = await section.boundingBox();
        expect(box!.y).toBeGreaterThan(tabs!.y);
        await section.evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
        await page.waitForTimeout(200);
        await screenshot(page, `product-supplement-${view.name}`);
        expect(await seriousViolations(page)).toEqual([]);

        await page.goto(await barPath(view.store, view.prefix));
        await article.locator('h1').waitFor();
        await article.getByRole('tablist').waitFor();
        await page.waitForLoadState('networkidle');
        expect(await article.getByRole('region', { name: view.title }).count()).toBe(0);
      } finally {
        await page.close();
      }
      expect(pageErrors).toEqual([]);
    });
  }
}
