// Browser journeys for navigation and the product page (issue 5), in both store views at 375×812 and
// 1440×900: home → mega menu (desktop) or navigation drawer (mobile) → category → product → choose a
// flavour (price and image change) → add to cart (the toast and the header's counter), with axe on the
// product page. Screenshots of each step go to test-results/.
import type { Page, Request } from 'playwright-core';

import { seriousViolations } from './support/axe';
import { closeAndWait, launch, newPage, screenshot, VIEWPORTS, type Session } from './support/browser';

let session: Session;

beforeAll(async () => {
  session = await launch();
});

afterAll(async () => {
  await session?.close();
});

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
