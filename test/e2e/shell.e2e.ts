// Browser journeys for the SPA shell and routing (issue 3): the shell in both store views, URLs
// resolved through the route query (category, CMS page), not found, redirects, a protected page,
// link navigation and the EN/RO switch. Each journey runs at 375×812 and 1440×900 and saves a
// screenshot of each under test-results/.
import type { Page } from 'playwright-core';

import { BLOG_POSTS } from '../../server/seed/content/blogData';
import { baseUrl, BOTH_SIZES, browserForFile, closeAndWait, footerOf, inPage, mainHeading, newPage, screenshot, VIEWPORTS } from './support/browser';
import { graphql } from './support/shop';

const session = browserForFile();

/** Runs a journey in a fresh page at each size, then saves a screenshot; fails on any page error. */
async function atBothSizes(name: string, journey: (page: Page) => Promise<void>): Promise<void> {
  for (const size of BOTH_SIZES) {
    await inPage(session, size, async (page) => {
      await journey(page);
      await screenshot(page, name);
    });
  }
}

const heading = (page: Page, expected?: string) => mainHeading(page, expected);

/** Phones show the footer's link groups as an accordion: open every closed group. */
async function expandFooter(page: Page): Promise<void> {
  const footer = await footerOf(page);
  const collapsed = footer.locator('button[aria-expanded="false"]');
  const count = await collapsed.count();
  for (let index = 0; index < count; index += 1) await collapsed.first().click();
}

describe('shell', () => {
  it('shows the Romanian shell on / with the home page', async () => {
    await atBothSizes('home-ro', async (page) => {
      await page.goto('/');
      await page.getByRole('banner').waitFor();
      await page.getByRole('link', { name: 'Autentificare' }).first().waitFor();
      expect(await page.locator('html').getAttribute('lang')).toBe('ro-RO');
      await expandFooter(page);
      await page.getByRole('contentinfo').getByRole('link', { name: 'Despre noi' }).first().waitFor();
      // The home CMS page is there (its title is the document's; its content has its own headings).
      await page.locator('main article').first().waitFor();
      expect(await page.getByText('Looks like the page', { exact: false }).count()).toBe(0);
      // The shopper's current year (this browser's clock may be set back by an earlier journey).
      expect(await page.getByRole('contentinfo').textContent()).toContain(String(await page.evaluate(() => new Date().getFullYear())));
    });
  });

  it('serves every script the page loads with V8’s compile hint on its first line (compiled while it downloads), the entry’s at high priority', async () => {
    const page = await newPage(session, VIEWPORTS.mobile);
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.url());
    });
    try {
      await page.goto('/');
      await page.locator('main article').first().waitFor();
      // The six first-load files and the page's root chunk at least (more follow: the home's sections).
      expect(scripts.filter((url) => url.includes('/static/js/')).length).toBeGreaterThanOrEqual(7);
      for (const url of scripts.filter((each) => each.includes('/static/js/'))) {
        const text = await (await fetch(url)).text();
        expect([url, text.split('\n', 1)[0]]).toEqual([url, '//# allFunctionsCalledOnLoad']);
      }
      // The entry's scripts are fetched at high priority: the page paints nothing until they run.
      const served = await (await fetch(page.url())).text();
      const entry = [...served.matchAll(/<script\b[^>]*\bsrc="?\/static\/js\/[^>]*>/g)].map(([tag]) => tag);
      expect(entry.length).toBeGreaterThanOrEqual(6);
      for (const tag of entry) expect(tag).toMatch(/^<script defer\b.*\bfetchpriority="?high"?[ >]/);
    } finally {
      await page.close();
    }
  });

  it('shows the English shell on /en', async () => {
    await atBothSizes('home-en', async (page) => {
      await page.goto('/en');
      await page.getByRole('link', { name: 'Sign in' }).first().waitFor();
      expect(await page.locator('html').getAttribute('lang')).toBe('en-US');
      await expandFooter(page);
      await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).first().waitFor();
      await page.locator('main article').first().waitFor();
      await page.getByRole('link', { name: 'Skip to main content' }).waitFor({ state: 'attached' });
    });
  });
});

describe('route resolution', () => {
  it('resolves a category URL through route', async () => {
    await atBothSizes('category-ro', async (page) => {
      await page.goto('/proteine.html');
      expect(await heading(page, 'Proteine')).toBe('Proteine');
      await page.locator('main ul li a[href$=".html"]').first().waitFor();
      expect(await page.locator('main ul li').count()).toBeGreaterThan(0);
    });
    await atBothSizes('category-en', async (page) => {
      await page.goto('/en/proteins.html');
      expect(await heading(page, 'Proteins')).toBe('Proteins');
    });
  });

  it('resolves a CMS URL through route', async () => {
    await atBothSizes('cms-ro', async (page) => {
      await page.goto('/despre-noi');
      expect(await heading(page, 'Despre noi')).toBe('Despre noi');
    });
    await atBothSizes('cms-en', async (page) => {
      await page.goto('/en/politica-de-cookies');
      expect(await heading(page, 'Cookie policy')).toBe('Cookie policy');
    });
  });

  it('sends each page with its own head, which the page keeps and hands on as the shopper moves', async () => {
    // What a crawler or a link preview reads, before any script runs.
    const html = await (await fetch(`${baseUrl()}/en/proteins.html`)).text();
    expect(html).toMatch(/<html lang="en-US"/);
    const serverTitle = /<title data-server-head="[^"]*">([^<]+)<\/title>/.exec(html)?.[1] ?? '';
    expect(serverTitle).toMatch(/Proteins/);
    expect(html).toContain(`<link rel="canonical" href="${baseUrl()}/en/proteins.html" data-server-head="">`);
    const missing = await (await fetch(`${baseUrl()}/nu-exista.html`)).text();
    expect(missing).toMatch(/<html lang="ro-RO"[\s\S]*<meta name="robots" content="noindex"/);

    const page = await newPage(session, VIEWPORTS.desktop);
    try {
      await page.goto('/en/proteins.html');
      await mainHeading(page, 'Proteins');
      expect(await page.title()).toBe(serverTitle);
      const canonical = () => page.evaluate(() => [...document.querySelectorAll('link[rel="canonical"]')].map((link) => link.getAttribute('href')));
      expect(await canonical()).toEqual([`${baseUrl()}/en/proteins.html`]);
      // On to a product: its own head, one canonical.
      await page.locator('main a[href^="/en/"][href$=".html"]:not([href*="proteins"])').first().click();
      await page.waitForFunction(() => !location.pathname.endsWith('/proteins.html'));
      await page.waitForFunction(() => document.querySelector('link[rel="canonical"]')?.getAttribute('href')?.endsWith(location.pathname));
      expect((await canonical()).length).toBe(1);
      expect(await page.title()).not.toBe(serverTitle);
    } finally {
      await page.close();
    }
  });

  it('shows the not-found text for an unknown path', async () => {
    await atBothSizes('not-found-en', async (page) => {
      // A real 404 for crawlers, with the not-found page for people.
      expect((await page.goto('/en/this-page-does-not-exist'))?.status()).toBe(404);
      await page.getByText("Looks like the page you were hoping to find doesn't exist. Sorry about that.").waitFor();
    });
    await atBothSizes('not-found-ro', async (page) => {
      expect((await page.goto('/aceasta-pagina-nu-exista'))?.status()).toBe(404);
      await page.getByText('Se pare că pagina pe care o căutai nu există. Ne pare rău.').waitFor();
    });
  });

  it('follows a 301 to the new URL', async () => {
    // The server answers the store's redirects itself (crawlers follow them without the SPA).
    for (const [from, code, location] of [['/en/about-us', 301, '/en/despre-noi'], ['/vitamine.html?x=1', 301, '/vitamine-si-minerale.html?x=1'], ['/black-friday', 302, '/25-black-friday.html']] as const) {
      const answer = await fetch(`${baseUrl()}${from}`, { redirect: 'manual' });
      expect({ from, status: answer.status, location: answer.headers.get('location') }).toEqual({ from, status: code, location });
    }
    await atBothSizes('redirect-301', async (page) => {
      await page.goto('/en/about-us');
      await page.waitForURL('**/en/despre-noi');
      expect(await heading(page, 'About us')).toBe('About us');
    });
    await atBothSizes('redirect-301-category', async (page) => {
      await page.goto('/vitamine.html');
      await page.waitForURL('**/vitamine-si-minerale.html');
      expect(await heading(page, 'Vitamine și minerale')).toBe('Vitamine și minerale');
    });
  });
});

describe('access and navigation', () => {
  it('sends a guest from /en/wishlist to /en/sign-in', async () => {
    await atBothSizes('protected-wishlist', async (page) => {
      await page.goto('/en/wishlist');
      await page.waitForURL(/\/en\/sign-in\?return=%2Fen%2Fwishlist$/);
      expect(await heading(page, 'Sign In')).toBe('Sign In');
    });
  });

  it('navigates with a footer link once the route is resolved', async () => {
    await atBothSizes('link-navigation', async (page) => {
      await page.goto('/en');
      await page.locator('main article').first().waitFor();
      await expandFooter(page);
      await page.getByRole('contentinfo').getByRole('link', { name: 'Delivery and Payment' }).first().click();
      await page.waitForURL('**/en/livrare-si-plata');
      // The router changes the address at once and shows the new page when it has rendered (a
      // transition): the old page stays until then.
      await page.waitForFunction(() => document.title.startsWith('Delivery and payment'));
      expect(await heading(page)).not.toBe('');
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    });
  });

  it('switches from the Romanian view to the same page in English', async () => {
    await atBothSizes('store-switch', async (page) => {
      await page.goto('/despre-noi');
      expect(await heading(page, 'Despre noi')).toBe('Despre noi');
      await page.getByRole('banner').getByRole('link', { name: 'EN', exact: true }).click();
      await page.waitForURL('**/en/despre-noi');
      expect(await heading(page, 'About us')).toBe('About us');
      await page.getByRole('link', { name: 'Sign in' }).first().waitFor();
      expect(await page.locator('html').getAttribute('lang')).toBe('en-US');
    });
  });

  it('switches blog posts, categories, tags, shops and product reviews to their twins, whose ids and URL keys differ per view', async () => {
    const shopsOf = async (store: string) =>
      (await graphql<{ MpStoreLocatorLocations: { items: Array<{ location_id: string; url_key: string }> } }>(
        '{ MpStoreLocatorLocations(pageSize: 50, currentPage: 1) { items { location_id url_key } } }', {}, { store }
      )).MpStoreLocatorLocations.items;
    const [roShops, enShops] = [await shopsOf('default'), await shopsOf('en_storeview')];
    const enShop = enShops.find((shop) => shop.url_key === roShops[0].url_key)!;
    expect(enShop.location_id).not.toBe(roShops[0].location_id);
    const productKey = async (store: string) =>
      (await graphql<{ products: { items: Array<{ url_key: string }> } }>('{ products(filter: { sku: { eq: "GNC-00001" } }) { items { url_key } } }', {}, { store })).products.items[0].url_key;
    const post = BLOG_POSTS[0];
    const twins: Array<[string, string, string, string]> = [
      // Romanian path, English path, Romanian heading, English heading
      [`/blog/post/${post.urlKey.ro}`, `/en/blog/post/${post.urlKey.en}`, post.title.ro, post.title.en],
      ['/blog/category/antrenament', '/en/blog/category/training', 'Antrenament', 'Training'],
      ['/blog/tag/slabire', '/en/blog/tag/weight-loss', 'slăbire', 'weight loss'],
      [`/shop/${roShops[0].location_id}`, `/en/shop/${enShop.location_id}`, '', ''],
      [`/recenzie-produse/${await productKey('default')}`, `/en/recenzie-produse/${await productKey('en_storeview')}`, 'Recenzii pentru', 'Reviews of']
    ];
    /** The page's heading once it holds `part` (or once it is there, without one). */
    const headingWith = async (page: Page, part: string) => {
      const h1 = page.locator('main h1').first();
      if (part) await h1.filter({ hasText: part }).waitFor();
      return heading(page);
    };
    await inPage(session, VIEWPORTS.desktop, async (page) => {
      for (const [ro, en, roHeading, enHeading] of twins) {
        await page.goto(ro);
        const before = await headingWith(page, roHeading);
        await page.getByRole('banner').getByRole('link', { name: 'EN', exact: true }).click();
        await page.waitForURL((url) => url.pathname === en);
        // A shop's name reads the same in both views.
        await headingWith(page, enHeading || before);
        await page.getByRole('banner').getByRole('link', { name: 'RO', exact: true }).click();
        await page.waitForURL((url) => url.pathname === ro);
        expect(await heading(page, before)).toBe(before);
      }
      await screenshot(page, 'store-switch-twins');
    });
  });

  it('translates code loaded later (the footer) and, after the switch, the same code in the other language', async () => {
    await atBothSizes('messages-per-chunk', async (page) => {
      const messageFiles: string[] = [];
      page.on('request', (request) => {
        const match = /\/static\/i18n\/(\w+)\//.exec(request.url());
        if (match) messageFiles.push(match[1]);
      });
      await page.goto('/despre-noi');
      expect(await heading(page, 'Despre noi')).toBe('Despre noi');
      await expandFooter(page);
      const footer = page.getByRole('contentinfo');
      await footer.getByRole('link', { name: 'Politica de cookie-uri' }).first().waitFor();
      // The footer's messages came with its code, in Romanian only.
      expect(messageFiles.length).toBeGreaterThan(0);
      expect(new Set(messageFiles)).toEqual(new Set(['ro_RO']));
      await page.getByRole('banner').getByRole('link', { name: 'EN', exact: true }).click();
      await page.waitForURL('**/en/despre-noi');
      expect(await heading(page, 'About us')).toBe('About us');
      await expandFooter(page);
      await footer.getByRole('link', { name: 'Cookie Policy' }).first().waitFor();
      expect(await footer.getByRole('link', { name: 'Politica de cookie-uri' }).count()).toBe(0);
      expect(messageFiles).toContain('en_US');
    });
  });

  it('opens the navigation drawer and closes it with Escape (the mega menu replaces it on wide screens)', async () => {
    await atBothSizes('navigation-drawer', async (page) => {
      await page.goto('/en');
      if ((page.viewportSize()?.width ?? 0) >= 1299) {
        // Spec §9: the drawer trigger hides at 1299 px and wider, where the mega menu shows.
        await page.getByRole('navigation', { name: 'Categories' }).waitFor();
        expect(await page.getByRole('button', { name: 'Open menu' }).isVisible()).toBe(false);
        return;
      }
      await page.getByRole('button', { name: 'Open menu' }).click();
      const dialog = page.getByRole('dialog', { name: 'Main Menu' });
      await dialog.waitFor();
      await page.waitForTimeout(450);
      await screenshot(page, 'navigation-drawer-open');
      await closeAndWait(dialog, () => page.keyboard.press('Escape'));
    });
  });
});
