// Browser journeys for content (issue 5): the home page (hero slider, category, new-products and blog
// carousels, Page Builder content), CMS pages full of Page Builder content types, and a blog post with
// its comments, in both store views at 375×812 and 1440×900. Screenshots go to test-results/.
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';

import { seriousViolations } from './support/axe';
import { BOTH_SIZES, browserForFile, newPage, screenshot, VIEWPORTS } from './support/browser';

const session = browserForFile();

const RESULTS = path.resolve(__dirname, '..', '..', 'test-results');

/** A full-page screenshot as well, to look at everything below the fold. */
async function fullPage(page: Page, name: string): Promise<void> {
  const viewport = page.viewportSize();
  fs.mkdirSync(RESULTS, { recursive: true });
  // Lazy images below the fold: scroll through the page once so they load.
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForTimeout(400);
  await page.screenshot({ path: path.join(RESULTS, `${name}-full-${viewport?.width}x${viewport?.height}.png`), fullPage: true });
}

async function atBothSizes(name: string, journey: (page: Page) => Promise<void>): Promise<void> {
  for (const size of BOTH_SIZES) {
    const page = await newPage(session, size);
    // Carousels hold still and background videos stay posters: stable screenshots, no network to video hosts.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    try {
      await journey(page);
      await screenshot(page, name);
      await fullPage(page, name);
    } finally {
      await page.close();
    }
    expect(pageErrors).toEqual([]);
  }
}

/** Scrolls down the whole page step by step, as a reader would: the home page renders its lower
 * sections (carousels, Page Builder rows) only when they come near the viewport. */
async function revealWholePage(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += 400) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
  });
}

/** The home page's Page Builder content is read only once the reader comes near it: down the page
 * once for it to arrive, and again for its rows (each rendered when near). */
async function revealHomeContent(page: Page): Promise<void> {
  await revealWholePage(page);
  await page.locator('.pagebuilder-root').first().waitFor();
  await revealWholePage(page);
}

describe('home', () => {
  it.each([
    ['ro', '/', 'Oferte curente', 'Categorii populare', 'Produse noi', 'Din blog', 'Slideshow'],
    ['en', '/en', 'Current offers', 'Popular categories', 'New products', 'From the blog', 'Slideshow']
  ])('shows the hero slider, carousels and Page Builder content (%s)', async (lang, url, heroLabel, categories, news, blog) => {
    await atBothSizes(`content-home-${lang}`, async (page) => {
      await page.goto(url);
      const hero = page.getByRole('region', { name: heroLabel });
      await hero.waitFor();
      // The LCP image: eager, high priority, explicit size.
      const lcp = hero.locator('img').first();
      expect(await lcp.getAttribute('fetchpriority')).toBe('high');
      expect(await lcp.getAttribute('width')).toBe('1440');
      await lcp.evaluate((img: HTMLImageElement) => img.decode().catch(() => undefined));
      expect(await lcp.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      // The ' | ' highlight
      expect(await hero.locator('mark').count()).toBeGreaterThan(0);
      // Below the hero, only what comes near the viewport is built: read the page as a shopper would.
      await page.getByRole('heading', { name: categories, exact: true }).waitFor();
      await revealHomeContent(page);
      await page.getByRole('heading', { name: news, exact: true }).waitFor();
      await page.getByRole('heading', { name: blog, exact: true }).waitFor();
      const newProducts = page.getByRole('region', { name: news, exact: true }).and(page.locator('[aria-roledescription]'));
      await newProducts.getByRole('link').first().waitFor();
      expect(await newProducts.getByRole('link').count()).toBeGreaterThan(1);
      // The tiles' cart buttons keep their label to one line, two tiles to a phone's row too.
      const buttonHeights = await newProducts
        .locator('[role="group"]:not([aria-hidden]) button')
        .evaluateAll((buttons) => buttons.map((button) => Math.round(button.getBoundingClientRect().height)));
      expect(buttonHeights.length).toBeGreaterThan(0);
      for (const height of buttonHeights) expect(height).toBeLessThanOrEqual(48);
      // The home CMS page's Page Builder content follows.
      await page.locator('.pagebuilder-root [data-appearance="full-bleed"]').first().waitFor();
      expect(await page.getByRole('tablist').count()).toBe(1);
      // The whole home page, once everything below the hero is built.
      expect(await seriousViolations(page)).toEqual([]);
      // (phones swipe; the dots work at every size)
      await hero.getByRole('button', { name: /Go to slide 2|Mergi la diapozitivul 2/ }).click();
      expect(await hero.locator('[role="group"]').first().getAttribute('aria-hidden')).toBe('true');
    });
  });
});

describe('CMS pages full of Page Builder content', () => {
  it('renders every content type of the home and about pages (en)', async () => {
    await atBothSizes('content-cms-about-en', async (page) => {
      await page.goto('/en/despre-noi');
      const root = page.locator('.pagebuilder-root');
      await root.waitFor();
      await page.getByRole('heading', { level: 1, name: 'About us' }).waitFor();
      await page.getByRole('img', { name: 'GNC store' }).waitFor();
      await page.getByText('Free advice in every GNC store.').waitFor();
      await page.getByRole('button', { name: 'Play video' }).waitFor();
      expect(await page.getByRole('link', { name: /Open in OpenStreetMap/ }).count()).toBeGreaterThan(5);
      expect(await root.locator('hr').count()).toBeGreaterThan(0);
      const findStore = page.getByRole('link', { name: 'Find a store' });
      expect(await findStore.getAttribute('href')).toBe('/en/shops');
    });
    await atBothSizes('content-cms-home-en', async (page) => {
      await page.goto('/en');
      await revealHomeContent(page);
      const root = page.locator('.pagebuilder-root').first();
      for (const appearance of ['full-bleed', 'contained', 'full-width', 'align-top', 'align-center', 'align-bottom', 'full-height', 'poster', 'collage-left', 'collage-centered', 'collage-right']) {
        expect(await root.locator(`[data-appearance="${appearance}"]`).count()).toBeGreaterThan(0);
      }
      await page.getByRole('region', { name: 'Slideshow' }).waitFor();
      const tabs = page.getByRole('tab');
      expect(await tabs.count()).toBe(4);
      await tabs.nth(0).focus();
      await page.keyboard.press('ArrowRight');
      expect(await tabs.nth(1).getAttribute('aria-selected')).toBe('true');
      await page.getByRole('region', { name: 'Products', exact: true }).waitFor();
      await page.getByRole('heading', { name: 'Fast delivery' }).waitFor();
      await page.getByText('High-protein recipes').waitFor();
      await page.getByRole('link', { name: 'Join the community' }).waitFor();
      await page.getByRole('region', { name: 'Products', exact: true }).scrollIntoViewIfNeeded();
    });
  });

  it('lays the delivery page four options in one row at 1440 and stacks them on a phone (ro)', async () => {
    const titles = ['Curier standard', 'Livrare în aceeași zi', 'Easybox / locker', 'Ridicare din magazin'];
    await atBothSizes('content-cms-delivery-ro', async (page) => {
      await page.goto('/livrare-si-plata');
      await page.getByRole('heading', { level: 1, name: 'Livrare și plată' }).waitFor();
      const boxes = [];
      for (const title of titles) {
        const option = page.getByRole('heading', { level: 3, name: title });
        await option.waitFor();
        // The option's column: the heading's closest Page Builder column.
        boxes.push(await option.evaluate((heading) => {
          const rect = heading.closest('[data-appearance="full-height"], [data-appearance="align-top"]')!.getBoundingClientRect();
          return { top: Math.round(rect.top), left: Math.round(rect.left), right: Math.round(rect.right), width: Math.round(rect.width) };
        }));
      }
      const viewport = page.viewportSize()!;
      for (const box of boxes) expect(box.right).toBeLessThanOrEqual(viewport.width);
      if (viewport.width >= 1440) {
        // One row: the same top (to a pixel's rounding), each to the right of the one before, none squeezed.
        const tops = boxes.map((box) => box.top);
        expect(Math.max(...tops) - Math.min(...tops)).toBeLessThanOrEqual(2);
        for (let i = 1; i < boxes.length; i += 1) expect(boxes[i].left).toBeGreaterThanOrEqual(boxes[i - 1].right);
        for (const box of boxes) expect(box.width).toBeGreaterThan(200);
      } else {
        // A phone: the options go below one another, never more than two side by side, apart.
        expect(new Set(boxes.map((box) => box.top)).size).toBeGreaterThanOrEqual(2);
        for (let i = 1; i < boxes.length; i += 1) {
          if (Math.abs(boxes[i].top - boxes[i - 1].top) <= 2) expect(boxes[i].left).toBeGreaterThanOrEqual(boxes[i - 1].right + 4);
        }
      }
      await page.getByRole('heading', { level: 3, name: titles[0] }).scrollIntoViewIfNeeded();
    });
  });

  it('renders the Romanian returns page with its tabs and navigates in the app from a button', async () => {
    await atBothSizes('content-cms-returns-ro', async (page) => {
      await page.goto('/politici-de-retur');
      await page.getByRole('heading', { level: 1, name: 'Politici de retur' }).waitFor();
      const tabs = page.getByRole('tab');
      expect(await tabs.count()).toBe(3);
      await tabs.nth(1).click();
      await page.getByText('Dacă un produs a ajuns deteriorat', { exact: false }).waitFor();
      await page.getByRole('link', { name: 'Termeni și condiții' }).last().click();
      await page.waitForURL('**/termeni-si-conditii');
      await page.getByRole('heading', { level: 1, name: 'Termeni și condiții' }).waitFor();
    });
  });
});

describe('blog', () => {
  it.each([
    ['en', '/en/blog', 'Blog', 'Comments', 'Guest'],
    ['ro', '/blog', 'Blog', 'Comentarii', 'Vizitator']
  ])('lists posts and shows a post with its comments and the comment form (%s)', async (lang, url, title, comments) => {
    await atBothSizes(`content-blog-${lang}`, async (page) => {
      await page.goto(url);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      const firstPost = page.locator('main article h2 a').first();
      await firstPost.waitFor();
      const postTitle = (await firstPost.textContent())?.trim() ?? '';
      await firstPost.click();
      await page.getByRole('heading', { level: 1, name: postTitle }).waitFor();
      await page.getByRole('heading', { name: new RegExp(`^${comments} \\(\\d+\\)$`) }).waitFor();
      expect(await page.locator('main ol li').count()).toBeGreaterThan(0);
      await page.getByRole('textbox', { name: /Comment|Comentariu/ }).waitFor();
    });
  });

  it('sends a comment that waits for moderation (en)', async () => {
    const page = await newPage(session, VIEWPORTS.desktop);
    try {
      await page.goto('/en/blog/post/how-much-protein-do-you-need-each-day');
      await page.getByRole('heading', { level: 1, name: 'How much protein do you need each day?' }).waitFor();
      await page.getByRole('button', { name: 'Send comment' }).click();
      await page.getByText('This is a required field.').first().waitFor();
      await page.getByRole('textbox', { name: 'Name' }).fill('Test Shopper');
      await page.getByRole('textbox', { name: 'E-mail' }).fill('shopper@example.com');
      await page.getByRole('textbox', { name: 'Comment' }).fill('Very useful, thank you!');
      await page.getByRole('button', { name: 'Send comment' }).click();
      await page.getByText('will appear after it is approved by a moderator', { exact: false }).waitFor();
      await screenshot(page, 'content-blog-comment-sent-en');
    } finally {
      await page.close();
    }
  });

  it('shows search results and tag lists with their headings (en)', async () => {
    const page = await newPage(session, VIEWPORTS.mobile);
    try {
      await page.goto('/en/blog/search?query=protein');
      await page.getByRole('heading', { level: 1, name: 'Search results for "protein"' }).waitFor();
      await page.goto('/en/blog/tag/protein');
      await page.getByRole('heading', { level: 1, name: 'Posts tagged "protein"' }).waitFor();
      await page.goto('/en/blog/author/andreea-popescu');
      await page.getByRole('heading', { level: 1, name: 'More from Andreea Popescu' }).waitFor();
      await screenshot(page, 'content-blog-author-en');
    } finally {
      await page.close();
    }
  });
});
