// Chromium for the journeys: CHROME_PATH or Debian's /usr/bin/chromium, headless, fresh profile.
// No browser is a loud failure (under CI=true and otherwise): journeys never skip silently.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Locator, type Page } from 'playwright-core';

// The flags the bench tools use too (one list: headless, none of Chromium's background connections).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { PLAYWRIGHT_FLAGS } = require('../../bench/chrome.js') as { PLAYWRIGHT_FLAGS: string[] };

const ROOT = path.resolve(__dirname, '..', '..', '..');
const STATE_POINTER = path.join(ROOT, 'build', 'e2e-state.json');
const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

export const VIEWPORTS = {
  mobile: { width: 375, height: 812 },
  desktop: { width: 1440, height: 900 }
} as const;

export function baseUrl(): string {
  if (process.env.E2E_BASE_URL) return process.env.E2E_BASE_URL;
  const state = JSON.parse(fs.readFileSync(STATE_POINTER, 'utf8')) as { baseUrl: string };
  return state.baseUrl;
}

export function findChromium(): string {
  const candidates = process.env.CHROME_PATH ? [process.env.CHROME_PATH] : CANDIDATES;
  const found = candidates.find((candidate) => fs.existsSync(candidate));
  if (!found) {
    const message = [
      '',
      '!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!',
      `!! No Chromium found (${candidates.join(', ')}).`,
      '!! Install Debian\'s chromium (apt-get install -y chromium) or set CHROME_PATH.',
      `!! The browser journeys cannot run${process.env.CI === 'true' ? ' (CI=true)' : ''}.`,
      '!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!',
      ''
    ].join('\n');
    console.warn(message);
    throw new Error(`No Chromium found for the browser journeys (${candidates.join(', ')})`);
  }
  return found;
}

export interface Session {
  context: BrowserContext;
  profileDir: string;
  close(): Promise<void>;
}

export interface LaunchOptions {
  /**
   * Let the site's service worker run (the PWA journeys). Other journeys block it so each sees the
   * network, not what a worker cached in the journey before.
   */
  allowServiceWorkers?: boolean;
  /**
   * 'accepted' (default): every page starts with cookie consent already given (cookieAccept true), so
   * the banner does not cover what a journey is testing. 'unset': a first visit, banner showing.
   */
  cookieConsent?: 'accepted' | 'unset';
}

/** localStorage record of BrowserPersistence (src/api/storage.ts) saying consent was given. */
const CONSENT_GIVEN_SCRIPT = `try {
  var key = 'M2_VENIA_BROWSER_PERSISTENCE__cookieAccept';
  if (!window.localStorage.getItem(key)) {
    window.localStorage.setItem(key, JSON.stringify({ value: 'true', timeStored: Date.now() }));
  }
} catch (e) {}`;

/** A headless Chromium with a fresh profile (--user-data-dir through Playwright's persistent context). */
export async function launch(options: LaunchOptions = {}): Promise<Session> {
  const executablePath = findChromium();
  const profileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-e2e-profile-'));
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath,
    headless: true,
    baseURL: baseUrl(),
    viewport: VIEWPORTS.desktop,
    serviceWorkers: options.allowServiceWorkers ? 'allow' : 'block',
    args: PLAYWRIGHT_FLAGS
  });
  if ((options.cookieConsent ?? 'accepted') === 'accepted') await context.addInitScript(CONSENT_GIVEN_SCRIPT);
  return {
    context,
    profileDir,
    async close() {
      await context.close();
      fs.rmSync(profileDir, { recursive: true, force: true });
    }
  };
}

/**
 * The browser of a test file's journeys: launched before the first and closed after the last (the
 * object is filled in by the file's beforeAll).
 */
export function browserForFile(options: LaunchOptions = {}): Session {
  const session = {} as Session;
  beforeAll(async () => {
    Object.assign(session, await launch(options));
  });
  afterAll(async () => {
    await session.close?.();
  });
  return session;
}

export async function newPage(session: Session, viewport: { width: number; height: number }): Promise<Page> {
  const page = await session.context.newPage();
  await page.setViewportSize(viewport);
  return page;
}

/** The phone and the desktop size, which most journeys run at. */
export const BOTH_SIZES = [VIEWPORTS.mobile, VIEWPORTS.desktop];

/** Runs a journey in a fresh page of its own, closed after it; fails on any page error. */
export async function inPage(session: Session, size: { width: number; height: number }, journey: (page: Page) => Promise<void>): Promise<void> {
  const page = await newPage(session, size);
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  try {
    await journey(page);
  } finally {
    await page.close();
  }
  expect(pageErrors).toEqual([]);
}

/**
 * Closes a drawer or dialog with `close` and waits until it has slid out of sight. A role locator stops
 * matching the panel as soon as it is aria-hidden, while it is still moving: waiting on the locator
 * alone let a screenshot catch it half way.
 */
export async function closeAndWait(dialog: Locator, close: () => Promise<unknown>): Promise<void> {
  const panel = await dialog.elementHandle();
  await close();
  await panel?.waitForElementState('hidden');
}

/** Saves test-results/<name>-<width>x<height>.png */
export async function screenshot(page: Page, name: string): Promise<string> {
  const viewport = page.viewportSize();
  const dir = path.join(ROOT, 'test-results');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}-${viewport?.width}x${viewport?.height}.png`);
  await page.screenshot({ path: file, fullPage: false });
  // No journey may show the app's unhandled-error toast ('Sorry! An unexpected error occurred. Debug:
  // <id> <message>'); the screenshot is kept to show it.
  const unexpected = await page.getByText(/ Debug: [A-Za-z]+\d+[A-Z] /).allTextContents();
  if (unexpected.length > 0) throw new Error(`${name}: the page shows unhandled errors: ${unexpected.join(' | ')}`);
  return file;
}

/**
 * The page's footer (contentinfo), which renders when the shopper comes near it: scrolls to the bottom
 * until it is there (the page may still grow while its lower parts render).
 */
export async function footerOf(page: Page): Promise<Locator> {
  const footer = page.getByRole('contentinfo');
  for (let attempt = 0; attempt < 50 && (await footer.count()) === 0; attempt += 1) {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForTimeout(100);
  }
  await footer.waitFor();
  return footer;
}

/**
 * The text of the page's main heading. With `expected`, waits (up to 15 s) for the heading to read
 * so: after a navigation the address changes at once and the router shows the new page when it has
 * rendered (a transition), the old one staying until then. Returns the last text read.
 */
export async function mainHeading(page: Page, expected?: string, timeout = 15000): Promise<string> {
  const h1 = page.locator('main h1').first();
  await h1.waitFor({ state: 'attached', timeout });
  const read = async () => (await h1.textContent())?.trim() ?? '';
  const deadline = Date.now() + timeout;
  let text = await read();
  while (expected !== undefined && text !== expected && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    text = await read();
  }
  return text;
}
