// Browser journeys for the header and footer (issue 8), at 375×812 and 1440×900: the rotating top
// strip, the offer buttons and the 'All Offers' modal (closed by x, backdrop and Escape), the EN / RO
// switch landing on the same category and product in the other view, the footer (company details,
// shops by city, 'Cookie Settings', the accordion on phones), the footer's newsletter sign-up (issue 29)
// and axe on the header and footer.
// Screenshots go to test-results/chrome-*.png.
import type { Locator, Page } from 'playwright-core';

import { seriousViolations } from './support/axe';
import { BOTH_SIZES, browserForFile, footerOf, inPage, mainHeading, newPage, screenshot, VIEWPORTS } from './support/browser';
import { createGuestCart, graphql, presetStorage } from './support/shop';

const session = browserForFile();

const isDesktop = (page: Page) => (page.viewportSize()?.width ?? 0) >= 1240;

/** Runs a journey in a fresh page at each size; fails on any page error. */
async function atBothSizes(journey: (page: Page) => Promise<void>): Promise<void> {
  for (const size of BOTH_SIZES) await inPage(session, size, journey);
}

/** Polls `read` until `accept` holds (or fails with the last value after `timeout` ms). */
async function until<T>(read: () => Promise<T>, accept: (value: T) => boolean, timeout = 15000): Promise<T> {
  const deadline = Date.now() + timeout;
  let value = await read();
  while (!accept(value)) {
    if (Date.now() > deadline) throw new Error(`Timed out; last value: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
    value = await read();
  }
  return value;
}

const heading = (page: Page, expected?: string) => mainHeading(page, expected);

/** The text on show in the top strip. */
async function stripText(strip: Locator): Promise<string> {
  return ((await strip.locator('p').first().textContent()) ?? '').trim();
}

describe('header', () => {
  it('rotates the CMS texts of the top strip and shows the offer buttons (RO and EN)', async () => {
    const views = [
      { home: '/', strip: 'Anunțuri', first: /^Livrare gratuită la comenzi de la \d+ lei$/, offers: 'Toate ofertele', thirty: '/special-offers-30-off.html', rewards: 'GNC Rewards', name: 'ro' },
      { home: '/en', strip: 'Announcements', first: /^Free delivery on orders from \d+ lei$/, offers: 'All Offers', thirty: '/en/special-offers-30-off.html', rewards: 'GNC Rewards', name: 'en' }
    ];
    for (const view of views) {
      await atBothSizes(async (page) => {
        await page.goto(view.home);
        const header = page.getByRole('banner');
        const strip = header.getByRole('region', { name: view.strip });
        // The block's first text replaces the default line once the page is idle.
        await strip.getByText(view.first).waitFor({ timeout: 15000 });
        await page.mouse.move(0, 500);
        const before = await stripText(strip);
        await page.waitForTimeout(3400);
        expect(await stripText(strip)).not.toBe(before);

        const offers = header.getByRole('navigation', { name: view.name === 'ro' ? 'Oferte' : 'Offers' });
        await offers.getByRole('button', { name: view.offers }).waitFor();
        expect(await offers.getByRole('link').nth(0).getAttribute('href')).toMatch(/^https:\/\/(www\.)?whatsapp\.com\/channel\//);
        expect(await offers.getByRole('link').nth(1).getAttribute('href')).toBe(view.thirty);
        // The rewards link is hidden on narrow screens.
        expect(await header.getByRole('link', { name: view.rewards }).isVisible()).toBe(!isDesktop(page) ? false : true);
        await page.locator('main').first().waitFor();
        await page.waitForTimeout(300);
        await screenshot(page, `chrome-header-${view.name}`);
      });
    }
  });

  it('fits the offer buttons whole on a 360 px phone (RO and EN)', async () => {
    const page = await newPage(session, { width: 360, height: 740 });
    try {
      for (const [home, label] of [['/', 'Oferte'], ['/en', 'Offers']]) {
        await page.goto(home);
        const offers = page.getByRole('banner').getByRole('navigation', { name: label });
        await offers.getByRole('listitem').first().waitFor();
        const labels = await offers.evaluate((nav) =>
          [...nav.querySelectorAll('li span')]
            .filter((span) => getComputedStyle(span).display !== 'none' && span.clientWidth > 1)
            .map((span) => ({ text: span.textContent, whole: span.scrollWidth <= span.clientWidth }))
        );
        expect(labels).toHaveLength(3);
        for (const { text, whole } of labels) expect({ text, whole }).toEqual({ text, whole: true });
      }
      await screenshot(page, 'chrome-header-360');
    } finally {
      await page.close();
    }
  });

  it('shows the Valentine strip only from 14 to 17 February 2025', async () => {
    await atBothSizes(async (page) => {
      // The page's clock on 15 February 2025 (time still runs, so timers work).
      await page.clock.install({ time: new Date(2025, 1, 15, 10, 0) });
      await page.goto('/en');
      const header = page.getByRole('banner');
      const link = header.getByRole('link', { name: 'See the gifts' });
      await link.waitFor();
      expect(await link.getAttribute('href')).toBe('/en/gnc-vday.html');
      await header.getByText('Valentine’s Day at GNC', { exact: false }).waitFor();
      await page.waitForTimeout(300);
      await screenshot(page, 'chrome-header-valentine');
    });
    await atBothSizes(async (page) => {
      await page.clock.install({ time: new Date(2025, 1, 18, 0, 30) });
      await page.goto('/en');
      await page.getByRole('banner').getByRole('button', { name: 'All Offers' }).waitFor();
      expect(await page.getByRole('banner').getByRole('link', { name: 'See the gifts' }).count()).toBe(0);
    });
  });

  it("opens the 'All Offers' modal and closes it by x, backdrop and Escape, focus back on the button", async () => {
    await atBothSizes(async (page) => {
      await page.goto('/en');
      const button = page.getByRole('banner').getByRole('button', { name: 'All Offers' });
      const dialog = page.getByRole('dialog', { name: 'All Offers' });

      await button.click();
      await dialog.waitFor();
      await dialog.getByRole('link', { name: 'Special offers 50% off' }).waitFor();
      await page.waitForTimeout(450);
      await screenshot(page, 'chrome-offers-modal');
      expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
      await dialog.getByRole('button', { name: 'Close' }).click();
      await dialog.waitFor({ state: 'detached' });
      expect(await button.evaluate((element) => element === document.activeElement)).toBe(true);

      await button.click();
      await dialog.waitFor();
      // The backdrop: top-left corner (the dialog is a bottom sheet on phones, a centred card on desktop).
      await page.mouse.click(8, 8);
      await dialog.waitFor({ state: 'detached' });

      await button.click();
      await dialog.waitFor();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(await button.evaluate((element) => element === document.activeElement)).toBe(true);

      // A link in the modal goes to the offer page in the same view.
      await button.click();
      await dialog.getByRole('link', { name: 'Special offers 30% off' }).click();
      await page.waitForURL('**/en/special-offers-30-off.html');
      await dialog.waitFor({ state: 'detached' });
    });
  });

  it('switches EN → RO on a category page to the same category', async () => {
    await atBothSizes(async (page) => {
      await page.goto('/en/proteins/whey-protein.html');
      expect(await heading(page, 'Whey protein')).toBe('Whey protein');
      const ro = page.getByRole('banner').getByRole('link', { name: 'RO', exact: true });
      // The link itself carries the other view's address once the lookup ran (custom URL redirect).
      await until(() => ro.getAttribute('href'), (href) => href === '/proteine/proteine-din-zer.html');
      await ro.click();
      await page.waitForURL('**/proteine/proteine-din-zer.html');
      expect(await heading(page, 'Proteine din zer')).toBe('Proteine din zer');
      expect(await page.locator('html').getAttribute('lang')).toBe('ro-RO');
    });
  });

  it('switches RO → EN on a product page to the same product', async () => {
    const roPath = '/scitec-nutrition-proteina-din-zer-100-whey-professional-2270-g.html';
    const enPath = '/en/scitec-nutrition-100-whey-professional-protein-2270-g.html';
    const { customUrlRedirect } = await graphql<{ customUrlRedirect: { enurlredirect: string } }>(
      'query ($url: String!) { customUrlRedirect(url: $url) { enurlredirect } }',
      { url: roPath }
    );
    expect(customUrlRedirect.enurlredirect).toBe(enPath);
    const nameIn = async (url: string, store: string) =>
      (await graphql<{ route: { name: string } }>('query ($url: String!) { route(url: $url) { ... on ProductInterface { name } } }', { url }, { store })).route.name;
    const roName = await nameIn(roPath.slice(1), 'default');
    const enName = await nameIn(enPath.replace('/en/', ''), 'en_storeview');
    expect(enName).not.toBe(roName);
    await atBothSizes(async (page) => {
      await page.goto(roPath);
      expect(await heading(page, roName)).toBe(roName);
      // Straight away, before the idle lookup: the switch asks at click time.
      await page.getByRole('banner').getByRole('link', { name: 'EN', exact: true }).click();
      await page.waitForURL(`**${enPath}`);
      expect(await heading(page, enName)).toBe(enName);
      expect(await page.getByText("Looks like the page you were hoping to find doesn't exist").count()).toBe(0);
    });
  });

  it('shows the store and currency switchers in the strip when there is more than one choice (mocked answers)', async () => {
    const store = (code: string, group: string, groupName: string, locale: string, sort: number) => ({
      __typename: 'StoreConfig', store_code: code, store_name: code, store_group_code: group, store_group_name: groupName,
      store_sort_order: sort, is_default_store: sort % 2 === 0, locale
    });
    await atBothSizes(async (page) => {
      // No Apollo cache kept from the journeys before: the switchers must ask the (mocked) network.
      await page.addInitScript(() => {
        for (const key of Object.keys(localStorage)) if (key.startsWith('apollo-cache-')) localStorage.removeItem(key);
      });
      // The demo store has one group and one currency (both switchers hidden): answer as a bigger shop would.
      await page.route(/\/graphql\?.*currencySwitcher/, (route) =>
        route.fulfill({ json: { data: { currency: { __typename: 'Currency', default_display_currency_code: 'RON', available_currency_codes: ['RON', 'EUR', 'USD'] } } } })
      );
      await page.route(/\/graphql\?.*storeSwitcherStores/, (route) =>
        route.fulfill({
          json: {
            data: {
              availableStores: [
                store('default', 'main', 'GNC România', 'ro_RO', 0),
                store('en_storeview', 'main', 'GNC România', 'en_US', 1),
                store('md_ro', 'moldova', 'GNC Moldova', 'ro_RO', 2)
              ]
            }
          }
        })
      );
      await page.goto('/en');
      const header = page.getByRole('banner');
      const currency = header.getByRole('button', { name: 'Currency: RON' });
      const storeMenu = header.getByRole('button', { name: 'Store: GNC România' });
      if ((page.viewportSize()?.width ?? 0) < 1090) {
        // Phones and tablets: not even rendered in the strip (the navigation drawer holds them). The
        // strip's rotating texts come when the page is idle, as the switchers do on wide screens.
        await header.getByRole('button', { name: /Pause|Play/ }).waitFor({ timeout: 15000 });
        await page.waitForTimeout(500);
        expect(await header.getByRole('button', { name: /^Currency:|^Store:/, includeHidden: true }).count()).toBe(0);
        return;
      }
      await currency.waitFor({ timeout: 15000 });
      await storeMenu.click();
      await header.getByRole('list', { name: 'Choose a store' }).getByRole('button', { name: 'GNC Moldova' }).waitFor();
      // Opening the currency menu closes the store menu (a press outside it).
      await currency.click();
      expect(await header.getByRole('list', { name: 'Choose a store' }).count()).toBe(0);
      const currencies = header.getByRole('list', { name: 'Choose a currency' });
      expect(await currencies.getByRole('button').allTextContents()).toEqual(['RON', 'EUR', 'USD']);
      await screenshot(page, 'chrome-currency-menu');
      await page.keyboard.press('Escape');
      expect(await currencies.count()).toBe(0);
      await currency.click();
      await Promise.all([page.waitForEvent('load'), currencies.getByRole('button', { name: 'EUR' }).click()]);
      const stored = await page.evaluate(() => localStorage.getItem('M2_VENIA_BROWSER_PERSISTENCE__store_view_currency'));
      expect(JSON.parse(JSON.parse(stored ?? '{}').value)).toBe('EUR');
      await header.getByRole('button', { name: 'Currency: EUR' }).waitFor({ timeout: 15000 });
    });
  });

  it('has no serious or critical axe violation in the header and footer of the home page', async () => {
    await atBothSizes(async (page) => {
      await page.goto('/');
      await page.getByRole('banner').getByRole('region', { name: 'Anunțuri' }).getByText('Livrare gratuită', { exact: false }).waitFor({ timeout: 15000 });
      await (await footerOf(page)).scrollIntoViewIfNeeded();
      await page.getByRole('contentinfo').getByRole('link', { name: /GNC Coresi/ }).waitFor({ state: 'attached' });
      expect(await seriousViolations(page, ['header', 'footer'])).toEqual([]);
    });
  });
});

describe('desktop menu at first paint', () => {
  /**
   * Before the page's scripts: notes (performance.now(), from the navigation's start) when the page's
   * main heading and the menu's first link are first on screen, and whether the menu was there when the
   * heading came.
   */
  async function watchFirstPaint(page: Page): Promise<void> {
    await page.addInitScript(() => {
      const marks: Record<string, number | boolean> = {};
      (window as unknown as { firstPaintMarks: typeof marks }).firstPaintMarks = marks;
      const shown = (element: Element | null) => element instanceof HTMLElement && element.getBoundingClientRect().height > 0;
      const check = () => {
        const menuLink = document.querySelector('header nav[aria-label="Categories"] a, header nav[aria-label="Categorii"] a');
        if (marks.menu === undefined && shown(menuLink)) marks.menu = Math.round(performance.now());
        if (marks.heading === undefined && shown(document.querySelector('main h1'))) {
          marks.heading = Math.round(performance.now());
          marks.menuWithHeading = marks.menu !== undefined;
        }
        if (marks.menu === undefined || marks.heading === undefined) requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    });
  }

  it('shows the category menu at 1440 and measures it against the main heading (CMS page RO, checkout EN)', async () => {
    const cartId = await createGuestCart([{ sku: 'MP-00054', quantity: 1 }], 'en_storeview');
    const journeys = [
      { name: 'cms-ro', path: '/livrare-si-plata', heading: 'Livrare și plată', menu: 'Categorii' },
      { name: 'checkout-en', path: '/en/checkout', heading: 'Checkout', menu: 'Categories', cartId }
    ];
    const withHeading: Record<string, boolean> = {};
    for (const journey of journeys) {
      await inPage(session, VIEWPORTS.desktop, async (page) => {
        if (journey.cartId) await presetStorage(page, { cartId: journey.cartId });
        await watchFirstPaint(page);
        await page.goto(journey.path);
        expect(await heading(page, journey.heading)).toBe(journey.heading);
        const menu = page.getByRole('banner').getByRole('navigation', { name: journey.menu });
        await menu.getByRole('link').first().waitFor();
        await page.waitForFunction(() => (window as unknown as { firstPaintMarks: { menu?: number } }).firstPaintMarks.menu !== undefined);
        const marks = await page.evaluate(() => (window as unknown as { firstPaintMarks: Record<string, number | boolean> }).firstPaintMarks);
        // The numbers for the record (issue 29: the bar stayed an empty strip after the page showed).
        console.log(`[menu at first paint] ${journey.name}: heading ${marks.heading} ms, menu ${marks.menu} ms after the navigation's start`);
        await screenshot(page, `chrome-menu-first-paint-${journey.name}`);
        withHeading[journey.name] = marks.menuWithHeading === true;
      });
    }
    // Measured, not held yet: with the menu's code and answer started at start-up the checkout's menu
    // mostly comes with its heading (not always on a busy machine), and a CMS page's heading (its
    // answers in the HTML's page data) still comes 100-250 ms before the menu, whose answer is not there.
    console.log(`[menu at first paint] menu there with the heading: ${JSON.stringify(withHeading)}`);
  });
});

describe('footer', () => {
  it('shows company details, social links, shops by city and Cookie Settings; groups fold on phones', async () => {
    await atBothSizes(async (page) => {
      await page.goto('/en/despre-noi');
      await heading(page);
      const footer = await footerOf(page);
      await footer.scrollIntoViewIfNeeded();
      await footer.getByRole('link', { name: /Phone: \+40/ }).waitFor();
      await footer.getByRole('link', { name: /E-mail: .+@/ }).waitFor();
      // The shopper's current year (this browser's clock may be set back by an earlier journey).
      expect(await footer.textContent()).toContain(String(await page.evaluate(() => new Date().getFullYear())));
      await footer.getByRole('button', { name: 'Cookie Settings' }).waitFor();
      await footer.getByRole('link', { name: /Chat with us/ }).waitFor();
      // ANPC, its SAL pictogram, and the EU's out-of-court dispute resolution where the closed ODR platform was.
      for (const name of [/^ANPC Consumer protection/, /^ANPC – Alternative dispute resolution/, /^UE Out-of-court dispute resolution/]) await footer.getByRole('link', { name }).waitFor();

      const social = footer.getByRole('list', { name: 'Follow us' });
      await social.waitFor();
      expect(await social.getByRole('link').count()).toBe(5);

      const storesTitle = 'GNC stores';
      if (!isDesktop(page) && (page.viewportSize()?.width ?? 0) < 769) {
        // Phones: the groups are an accordion.
        const help = footer.getByRole('button', { name: 'Help' });
        expect(await help.getAttribute('aria-expanded')).toBe('false');
        expect(await footer.getByRole('link', { name: 'Delivery and Payment' }).count()).toBe(0);
        await help.click();
        await footer.getByRole('link', { name: 'Delivery and Payment' }).waitFor();
        await footer.getByRole('button', { name: storesTitle }).click();
      } else {
        await footer.getByRole('heading', { name: storesTitle }).waitFor();
      }
      const cities = await footer.locator('h3').allTextContents();
      expect(cities.map((city) => city.trim())).toEqual(['Brașov', 'Constanța', 'Cluj-Napoca', 'Iași', 'Timișoara', 'Oradea', 'București']);
      const shop = footer.getByRole('link', { name: 'GNC Palas Iași' });
      expect(await shop.getAttribute('href')).toMatch(/^\/en\/shop\/\d+$/);
      await page.waitForTimeout(200);
      // The footer's top (help band) just under the sticky header.
      await footer.evaluate((element) => window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 140));
      await page.waitForTimeout(200);
      await screenshot(page, 'chrome-footer');
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await screenshot(page, 'chrome-footer-bottom');

      // 'Cookie Settings' reopens the consent banner (consent was given before this journey).
      await footer.getByRole('button', { name: 'Cookie Settings' }).click();
      await page.getByRole('region', { name: 'Cookie preferences' }).waitFor({ timeout: 15000 });
    });
  });
});

describe('footer newsletter sign-up', () => {
  const VIEWS = [
    {
      name: 'en',
      path: '/en/despre-noi',
      title: 'Subscribe to our newsletter',
      field: 'Email address',
      submit: 'Subscribe',
      invalid: /Please enter a valid email address/,
      privacy: { name: 'Privacy Policy', href: '/en/politica-de-confidentialitate' },
      thanks: 'Thank you for subscribing to our newsletter.',
      already: 'is already subscribed to our newsletter.'
    },
    {
      name: 'ro',
      path: '/despre-noi',
      title: 'Abonează-te la newsletter',
      field: 'Adresa de e-mail',
      submit: 'Abonează-te',
      invalid: /adresă de e-mail validă/,
      privacy: { name: 'Politica de confidențialitate', href: '/politica-de-confidentialitate' },
      thanks: 'Îți mulțumim pentru abonarea la newsletterul nostru.',
      already: 'este deja abonată la newsletterul nostru.'
    }
  ];

  /** The sign-up, scrolled to the middle of the screen. */
  async function signUpOf(page: Page, title: string): Promise<Locator> {
    const footer = await footerOf(page);
    const region = footer.getByRole('region', { name: title });
    await region.waitFor();
    await region.evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
    await page.waitForTimeout(200);
    return region;
  }

  for (const view of VIEWS) {
    it(`${view.name}: a guest subscribes from the footer; a wrong address is said under the field; the same address again is already subscribed`, async () => {
      await atBothSizes(async (page) => {
        const email = `footer-${view.name}-${page.viewportSize()?.width}-${Date.now()}@example.ro`;
        await page.goto(view.path);
        await heading(page);
        let region = await signUpOf(page, view.title);
        const privacy = region.getByRole('link', { name: view.privacy.name });
        expect(await privacy.getAttribute('href')).toBe(view.privacy.href);
        const field = region.getByRole('textbox', { name: view.field });
        await field.fill('ana@example');
        await region.getByRole('button', { name: view.submit }).click();
        await region.getByText(view.invalid).waitFor();
        expect(await field.getAttribute('aria-invalid')).toBe('true');
        await screenshot(page, `chrome-newsletter-${view.name}-1-invalid`);

        await field.fill(email);
        await region.getByRole('button', { name: view.submit }).click();
        const thanks = region.getByRole('status');
        await thanks.waitFor();
        expect((await thanks.textContent())?.trim()).toBe(view.thanks);
        await screenshot(page, `chrome-newsletter-${view.name}-2-thanks`);

        await page.reload();
        await heading(page);
        region = await signUpOf(page, view.title);
        await region.getByRole('textbox', { name: view.field }).fill(email);
        await region.getByRole('button', { name: view.submit }).click();
        await region.getByRole('status').waitFor();
        expect(await region.getByRole('status').textContent()).toContain(`${email} ${view.already}`);
        expect(await seriousViolations(page)).toEqual([]);
      });
    });
  }
});
