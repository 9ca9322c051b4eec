// Browser journeys for shops, contact and product reviews (issue 8), in both store views at 375×812 and
// 1440×900 (screenshots under test-results/):
// - shop locator: the list of all shops → search by name (kept in the URL) → filter by city (kept in the
//   URL) → open a shop page (address, hours, directions, map) → back to the filtered list. The machine
//   has no internet: map tiles fail, the map says so once and stops asking, the pages stay usable;
// - /shop/{unknown}: a clear not-found message with a link back to the list;
// - contact: inline validation, then a message sent and read back from the dev outbox;
// - product reviews: the newest reviews → one product's reviews with the review form link;
// - axe-core: no serious or critical violation on the shops, shop and contact pages.
import type { ConsoleMessage, Page } from 'playwright-core';

import { seriousViolations } from './support/axe';
import { baseUrl, BOTH_SIZES, browserForFile, newPage, screenshot, VIEWPORTS } from './support/browser';

jest.setTimeout(300_000);

const session = browserForFile();


interface Watched {
  page: Page;
  pageErrors: string[];
  consoleErrors: string[];
}

async function open(size: { width: number; height: number }): Promise<Watched> {
  const page = await newPage(session, size);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const pageErrors: string[] = [];
  const consoleErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  return { page, pageErrors, consoleErrors };
}

async function atBothSizes(name: string, journey: (watched: Watched, size: string) => Promise<void>): Promise<void> {
  for (const size of BOTH_SIZES) {
    const watched = await open(size);
    try {
      await journey(watched, size.width < 600 ? 'mobile' : 'desktop');
    } catch (error) {
      await screenshot(watched.page, `${name}-failure`).catch(() => undefined);
      throw error;
    } finally {
      await watched.page.close();
    }
    expect(watched.pageErrors).toEqual([]);
  }
}

/** Failed tile requests show in the console as resource errors; anything else is a real error. */
function nonTileErrors(consoleErrors: readonly string[]): string[] {
  return consoleErrors.filter((text) => !/Failed to load resource|ERR_NAME_NOT_RESOLVED|ERR_INTERNET_DISCONNECTED|ERR_CONNECTION/.test(text));
}

const TEXTS = {
  ro: {
    prefix: '',
    title: 'Magazinele noastre',
    city: 'Oraș',
    search: 'Numele magazinului',
    list: 'Magazine',
    map: 'Harta magazinelor noastre',
    allCount: '11 magazine',
    brasovCount: '1 magazin în Brașov',
    tiles: 'Imaginile hărții nu sunt disponibile acum',
    hours: 'Program',
    directions: 'Indicații de orientare',
    allShops: 'Toate magazinele noastre',
    notFound: 'Magazinul nu a fost găsit',
    seeAll: 'Vezi toate magazinele'
  },
  en: {
    prefix: '/en',
    title: 'Our shops',
    city: 'City',
    search: 'Shop name',
    list: 'Shops',
    map: 'Map of our shops',
    allCount: '11 shops',
    brasovCount: '1 shop in Brașov',
    tiles: 'The map images are not available right now',
    hours: 'Opening hours',
    directions: 'Get directions',
    allShops: 'All our shops',
    notFound: 'Shop not found',
    seeAll: 'See all our shops'
  }
} as const;

async function shopNames(page: Page, listName: string): Promise<string[]> {
  return page.getByRole('list', { name: listName, exact: true }).getByRole('heading', { level: 2 }).allTextContents();
}

describe('shop locator', () => {
  it.each(['ro', 'en'] as const)('lists, searches and filters the shops, opens one and comes back (%s)', async (lang) => {
    const t = TEXTS[lang];
    await atBothSizes(`shops-locator-${lang}`, async ({ page, consoleErrors }, size) => {
      await page.goto(`${t.prefix}/shops`);
      await page.getByRole('heading', { level: 1, name: t.title }).waitFor();
      await page.getByRole('status').filter({ hasText: t.allCount }).waitFor();
      expect(await shopNames(page, t.list)).toHaveLength(11);

      // The map: Leaflet arrived lazily, one marker per shop; without internet the tiles fail once and it says so.
      const map = page.getByRole('region', { name: t.map });
      await map.locator('.leaflet-container').waitFor();
      expect(await map.locator('.leaflet-marker-icon').count()).toBe(11);
      await map.getByRole('status').filter({ hasText: t.tiles }).waitFor();
      expect(await map.locator('.leaflet-tile').count()).toBe(0);
      expect(nonTileErrors(consoleErrors)).toEqual([]);
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `shops-locator-${lang}`);

      // Search by name: the list follows at once, the URL after a pause.
      await page.getByRole('searchbox', { name: t.search }).fill('cotroceni');
      await page.waitForURL(/[?&]q=cotroceni/);
      expect(await shopNames(page, t.list)).toEqual(['GNC AFI Cotroceni']);
      await page.getByRole('searchbox', { name: t.search }).fill('');
      await page.waitForURL((url) => !url.searchParams.has('q'));

      // Filter by city: kept in the URL.
      await page.getByRole('combobox', { name: t.city }).selectOption('Brașov');
      await page.waitForURL(/[?&]city=Bra%C8%99ov/);
      await page.getByRole('status').filter({ hasText: t.brasovCount }).waitFor();
      expect(await shopNames(page, t.list)).toEqual(['GNC Coresi Brașov']);
      await screenshot(page, `shops-locator-brasov-${lang}`);

      // Open the shop page.
      await page.getByRole('list', { name: t.list, exact: true }).getByRole('link', { name: 'GNC Coresi Brașov', exact: true }).click();
      await page.getByRole('heading', { level: 1, name: 'GNC Coresi Brașov' }).waitFor();
      expect(new URL(page.url()).pathname).toMatch(new RegExp(`^${t.prefix}/shop/\\d+$`));
      // The document title is written by an effect, just after the page renders.
      await page.waitForFunction((title) => document.title === title, 'GNC Coresi Brașov', { timeout: 5_000 }).catch(() => undefined);
      expect(await page.title()).toBe('GNC Coresi Brașov');
      const hours = page.getByRole('table', { name: t.hours });
      expect(await hours.getByRole('row').count()).toBe(7);
      expect(await page.getByRole('link', { name: new RegExp(`^${t.directions}`) }).getAttribute('href')).toBe(
        'https://www.google.com/maps/dir/?api=1&destination=45.6737,25.6216'
      );
      expect(await page.getByRole('link', { name: 'magazin.coresi-brasov@gnc-romania.ro' }).getAttribute('href')).toBe(
        'mailto:magazin.coresi-brasov@gnc-romania.ro'
      );
      await page.getByRole('region', { name: /GNC Coresi Brașov/ }).locator('.leaflet-marker-icon').waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `shops-shop-${lang}`);
      if (size === 'desktop') {
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        await screenshot(page, `shops-shop-bottom-${lang}`);
      }

      // Back: the filtered list again.
      await page.goBack();
      await page.getByRole('status').filter({ hasText: t.brasovCount }).waitFor();
      expect(await page.getByRole('combobox', { name: t.city }).inputValue()).toBe('Brașov');
      expect(nonTileErrors(consoleErrors)).toEqual([]);
    });
  });

  it('keyboard users can skip the map', async () => {
    const { page, pageErrors } = await open(VIEWPORTS.desktop);
    try {
      await page.goto('/en/shops');
      await page.getByRole('status').filter({ hasText: '11 shops' }).waitFor();
      const skip = page.getByRole('link', { name: 'Skip the map' });
      await skip.focus();
      expect(await skip.isVisible()).toBe(true);
      await page.keyboard.press('Enter');
      await page.keyboard.press('Tab');
      // The next stop after the map is the first shop of the list.
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('GNC AFI Cotroceni');
    } finally {
      await page.close();
    }
    expect(pageErrors).toEqual([]);
  });

  it.each(['ro', 'en'] as const)('says when a shop does not exist and links back to the list (%s)', async (lang) => {
    const t = TEXTS[lang];
    const { page, pageErrors } = await open(VIEWPORTS.mobile);
    try {
      await page.goto(`${t.prefix}/shop/99999`);
      await page.getByRole('heading', { level: 1, name: t.notFound }).waitFor();
      await screenshot(page, `shops-not-found-${lang}`);
      await page.getByRole('link', { name: t.seeAll }).click();
      await page.getByRole('heading', { level: 1, name: t.title }).waitFor();
      expect(new URL(page.url()).pathname).toBe(`${t.prefix}/shops`);
    } finally {
      await page.close();
    }
    expect(pageErrors).toEqual([]);
  });
});

const CONTACT = {
  ro: {
    prefix: '',
    title: 'Contact',
    name: 'Nume',
    email: 'E-mail',
    telephone: 'Număr de telefon',
    comment: 'Cu ce te putem ajuta?',
    submit: 'Trimite',
    required: 'Acest câmp este obligatoriu.',
    thanks: 'Îți mulțumim că ne-ai scris.',
    info: 'Suntem aici să te ajutăm'
  },
  en: {
    prefix: '/en',
    title: 'Contact Us',
    name: 'Name',
    email: 'Email',
    telephone: 'Phone Number',
    comment: 'What’s on your mind?',
    submit: 'Submit',
    required: 'This is a required field.',
    thanks: 'Thanks for contacting us with your comments and questions.',
    info: 'We are here to help'
  }
} as const;

interface OutboxItem {
  subject: string;
  text: string;
  template: string;
}

async function outboxMail(subject: string): Promise<OutboxItem | undefined> {
  const response = await fetch(`${baseUrl()}/dev/outbox.json?limit=100`);
  const body = (await response.json()) as { items: OutboxItem[] };
  return body.items.find((item) => item.subject === subject);
}

describe('contact', () => {
  it.each(['ro', 'en'] as const)('checks the form, sends a message and it reaches the store (%s)', async (lang) => {
    const t = CONTACT[lang];
    await atBothSizes(`contact-${lang}`, async ({ page, consoleErrors }, size) => {
      await page.goto(`${t.prefix}/contact-us`);
      await page.getByRole('heading', { level: 1, name: t.title }).waitFor();
      await page.getByRole('heading', { name: t.info }).waitFor();
      // The page's form (the footer has the newsletter's).
      const form = page.getByRole('main').getByRole('form');
      await form.waitFor();

      // Inline validation first.
      await form.getByRole('button', { name: t.submit }).click();
      const name = form.getByRole('textbox', { name: new RegExp(`^${t.name}`) });
      await form.getByText(t.required).first().waitFor();
      expect(await name.getAttribute('aria-invalid')).toBe('true');
      expect(await form.getByText(t.required).count()).toBe(3);
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `contact-invalid-${lang}`);

      const sender = `Test ${lang} ${size} ${Date.now()}`;
      const comment = `Aveți Omega 3 în magazinul din Cluj? (${sender})`;
      await name.fill(sender);
      await form.getByRole('textbox', { name: new RegExp(`^${t.email}`) }).fill(`contact.${lang}.${size}.${Date.now()}@example.ro`);
      await form.getByRole('textbox', { name: new RegExp(`^${t.telephone}`) }).fill('0722 111 222');
      await form.getByRole('textbox', { name: new RegExp(`^${t.comment.replace('?', '\\?')}`) }).fill(comment);
      await screenshot(page, `contact-filled-${lang}`);
      await form.getByRole('button', { name: t.submit }).click();
      await page.getByRole('status').filter({ hasText: t.thanks }).waitFor();
      await screenshot(page, `contact-sent-${lang}`);

      // The message reached the store: its mail is in the dev outbox.
      let mail: OutboxItem | undefined;
      for (let attempt = 0; attempt < 20 && !mail; attempt += 1) {
        mail = await outboxMail(`Contact form: ${sender}`);
        if (!mail) await page.waitForTimeout(250);
      }
      expect(mail).toMatchObject({ template: 'contact_email_email_template' });
      expect(mail?.text).toContain(comment);
      expect(mail?.text).toContain('Telephone: 0722 111 222');
      expect(nonTileErrors(consoleErrors)).toEqual([]);
    });
  });
});

describe('product reviews', () => {
  it.each([
    ['ro', '', 'Recenzii produse', 'Toate recenziile acestui produs', /^Recenzii pentru /, 'Scrie o recenzie'],
    ['en', '/en', 'Product reviews', 'All reviews of this product', /^Reviews of /, 'Write a review']
  ] as const)('lists the newest reviews and one product’s reviews (%s)', async (lang, prefix, title, allOfProduct, productTitle, write) => {
    await atBothSizes(`reviews-${lang}`, async ({ page }) => {
      await page.goto(`${prefix}/recenzie-produse`);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      const first = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: new RegExp(`^${allOfProduct}`) }) }).first();
      await first.waitFor();
      expect(await page.getByRole('heading', { level: 2 }).count()).toBeGreaterThan(1);
      await screenshot(page, `reviews-recent-${lang}`);
      await first.getByRole('link', { name: new RegExp(`^${allOfProduct}`) }).click();
      await page.getByRole('heading', { level: 1, name: productTitle }).waitFor();
      expect(new URL(page.url()).pathname).toMatch(new RegExp(`^${prefix}/recenzie-produse/[a-z0-9-]+$`));
      const writeLink = page.getByRole('link', { name: write });
      expect(await writeLink.getAttribute('href')).toMatch(new RegExp(`^${prefix}/[a-z0-9-]+\\.html#product-tab-reviews$`));
      expect(await page.getByRole('heading', { level: 2 }).count()).toBeGreaterThan(0);
      await screenshot(page, `reviews-product-${lang}`);
    });
  });
});
