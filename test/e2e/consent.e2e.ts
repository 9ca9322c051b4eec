// Browser journeys for the cookie consent banner: a first visit shows it
// (screenshots at 375×812 and 1440×900, axe, no layout shift, at most half a phone screen), Accept with a
// category sends the consent call and hides it for good, Decline sends the decline call, the reopen
// widget (out of sight until keyboard focus comes to it) and the footer's 'Cookie Settings' reopen it,
// Escape closes it.
import type { Page, Request } from 'playwright-core';

import { seriousViolations } from './support/axe';
import { BOTH_SIZES, footerOf, inPage, launch, screenshot, VIEWPORTS, type Session } from './support/browser';

const COOKIE_ACCEPT_KEY = 'M2_VENIA_BROWSER_PERSISTENCE__cookieAccept';

const sessions: Session[] = [];
afterAll(async () => {
  for (const session of sessions) await session.close();
});

/** A fresh browser profile: a first visit unless consent is seeded. */
async function freshSession(cookieConsent: 'unset' | 'accepted' = 'unset'): Promise<Session> {
  const session = await launch({ cookieConsent });
  sessions.push(session);
  return session;
}

const bannerOf = (page: Page, name = 'Cookie preferences') => page.getByRole('region', { name });
const widgetOf = (page: Page, name = 'Change cookie preferences') => page.getByRole('button', { name, exact: true });

function isConsentCall(request: Request): boolean {
  return new URL(request.url()).pathname === '/datalayer/index/cookie/';
}

/** The consent call's query as the server reads it, brackets decoded. */
function consentQuery(request: Request): string {
  return decodeURIComponent(new URL(request.url()).search);
}

async function storedCookieAccept(page: Page): Promise<unknown> {
  return page.evaluate((key) => {
    const record = window.localStorage.getItem(key);
    return record === null ? null : (JSON.parse(JSON.parse(record).value) as unknown);
  }, COOKIE_ACCEPT_KEY);
}

/** Sum of the layout shifts caused by the banner (its nodes among a shift's sources). */
async function bannerLayoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        const observer = new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; sources?: Array<{ node?: Node | null }> }>) {
            const banner = document.querySelector('section[aria-labelledby]');
            if (entry.sources?.some((source) => source.node && banner?.contains(source.node))) total += entry.value;
          }
        });
        observer.observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => {
          observer.disconnect();
          resolve(total);
        }, 500);
      })
  );
}

describe('cookie consent banner', () => {
  it('shows on a first visit; Accept with a category sends it, hides the banner, and a reload keeps it hidden', async () => {
    for (const size of BOTH_SIZES) {
      const session = await freshSession();
      await inPage(session, size, async (page) => {
        await page.goto('/en');
        const banner = bannerOf(page);
        await banner.waitFor();
        await page.locator('main article').first().waitFor();
        // The store's text from the server, and the banner's controls.
        await banner.getByText('We use strictly necessary cookies', { exact: false }).waitFor();
        const necessary = banner.getByRole('checkbox', { name: 'Necessary' });
        expect(await necessary.isChecked()).toBe(true);
        expect(await necessary.isDisabled()).toBe(true);
        expect(await banner.getByRole('link', { name: 'More details' }).getAttribute('href')).toBe('/en/politica-de-cookies');
        expect(await widgetOf(page).count()).toBe(0);
        await screenshot(page, 'consent-banner-en');

        // Fixed to the bottom, at most about half a phone screen, no layout shift.
        const box = await banner.boundingBox();
        expect(box).not.toBeNull();
        expect(Math.round(box!.y + box!.height)).toBeLessThanOrEqual(size.height);
        if (size.width < 640) expect(box!.height).toBeLessThanOrEqual(size.height * 0.5 + 1);
        expect(await banner.evaluate((element) => getComputedStyle(element).position)).toBe('fixed');
        expect(await bannerLayoutShift(page)).toBe(0);
        // The buttons are reachable (not pushed out of the screen by the text).
        const declineBox = await banner.getByRole('button', { name: 'Decline' }).boundingBox();
        expect(declineBox!.y + declineBox!.height).toBeLessThanOrEqual(size.height);

        // Nothing serious inside the banner, and the page has no violation the banner brought (the page's
        // own are compared with those once the banner has gone).
        expect(await seriousViolations(page, 'section[aria-labelledby]')).toEqual([]);
        const withBanner = await seriousViolations(page);

        await banner.getByRole('checkbox', { name: 'Analytics' }).check();
        const [consentCall] = await Promise.all([
          page.waitForRequest(isConsentCall),
          banner.getByRole('button', { name: 'Accept', exact: true }).click()
        ]);
        expect(consentQuery(consentCall)).toBe('?cookie[0]=cookieConsentGranted&cookie[1]=analytics');
        const answer = await (await consentCall.response())!.json();
        expect(answer).toEqual({ cookieConsentGranted: true, analytics: true });
        await banner.waitFor({ state: 'detached', timeout: 5000 });
        await widgetOf(page).waitFor();
        expect(await storedCookieAccept(page)).toBe(true);
        await screenshot(page, 'consent-accepted-en');
        const withoutBanner = await seriousViolations(page);
        expect(withBanner.filter((violation) => !withoutBanner.includes(violation))).toEqual([]);

        await page.reload();
        await page.locator('main article').first().waitFor();
        // The widget appears once the consent chunk loaded (idle): by then a banner would be there too.
        await widgetOf(page).waitFor({ timeout: 15000 });
        expect(await bannerOf(page).count()).toBe(0);
      });
    }
  });

  it('declines with the decline call (Romanian view, Romanian text)', async () => {
    const session = await freshSession();
    await inPage(session, VIEWPORTS.mobile, async (page) => {
      await page.goto('/');
      const banner = bannerOf(page, 'Preferințe cookie-uri');
      await banner.waitFor();
      await banner.getByText('Folosim cookie-uri strict necesare', { exact: false }).waitFor();
      expect(await banner.getByRole('link', { name: 'Mai multe detalii' }).getAttribute('href')).toBe('/politica-de-cookies');
      await screenshot(page, 'consent-banner-ro');
      const [declineCall] = await Promise.all([
        page.waitForRequest(isConsentCall),
        banner.getByRole('button', { name: 'Refuz' }).click()
      ]);
      expect(consentQuery(declineCall)).toBe('?decline=true');
      await banner.waitFor({ state: 'detached', timeout: 5000 });
      expect(await storedCookieAccept(page)).toBe(true);
      await widgetOf(page, 'Modifică preferințele privind cookie-urile').waitFor();
    });
  });

  it('reopens from the keyboard-only widget and the footer, remembers the categories, and Escape closes', async () => {
    const session = await freshSession();
    await inPage(session, VIEWPORTS.desktop, async (page) => {
      await page.goto('/en');
      const banner = bannerOf(page);
      await banner.waitFor();
      const [acceptAllCall] = await Promise.all([
        page.waitForRequest(isConsentCall),
        banner.getByRole('button', { name: 'Accept all' }).click()
      ]);
      expect(consentQuery(acceptAllCall)).toBe(
        '?cookie[0]=cookieConsentGranted&cookie[1]=preferences&cookie[2]=analytics&cookie[3]=marketing'
      );
      await banner.waitFor({ state: 'detached', timeout: 5000 });

      // The reopen widget stays out of sight after a click: it would float over the page. It shows when
      // the keyboard brings focus to it (the page's last stop: Shift+Tab past the page's start).
      expect((await widgetOf(page).boundingBox())?.width).toBeLessThanOrEqual(1);
      await page.getByRole('link', { name: 'Skip to main content' }).focus();
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Shift+Tab');
      expect(await widgetOf(page).evaluate((element) => element === document.activeElement)).toBe(true);
      expect((await widgetOf(page).boundingBox())?.width).toBe(48);
      await screenshot(page, 'consent-widget-keyboard-en');
      // The widget: banner back, cookieAccept false, the accepted categories ticked, focus inside.
      await page.keyboard.press('Enter');
      await banner.waitFor();
      expect(await storedCookieAccept(page)).toBe(false);
      expect(await banner.getByRole('checkbox', { name: 'Marketing' }).isChecked()).toBe(true);
      expect(await banner.evaluate((element) => element.contains(document.activeElement))).toBe(true);
      await page.keyboard.press('Tab');
      expect(await banner.evaluate((element) => element.contains(document.activeElement))).toBe(true);
      await screenshot(page, 'consent-reopened-en');
      await page.keyboard.press('Escape');
      await banner.waitFor({ state: 'detached' });
      expect(await storedCookieAccept(page)).toBe(false);
      // Focus is not lost: it is on the widget again.
      expect(await widgetOf(page).evaluate((element) => element === document.activeElement)).toBe(true);

      // The footer's 'Cookie Settings'. The footer's lower parts (shops, social links) render when it
      // comes near and can move the button as a click lands: click again, as a shopper would.
      const footer = await footerOf(page);
      for (let attempt = 0; attempt < 3 && !(await banner.isVisible()); attempt += 1) {
        await footer.getByRole('button', { name: 'Cookie Settings' }).click();
        await banner.waitFor({ timeout: 5000 }).catch(() => undefined);
      }
      await banner.waitFor();
      await banner.getByRole('button', { name: 'Close' }).click();
      await banner.waitFor({ state: 'detached' });
    });
  });

  it('stays out of the way when consent was given (every other journey starts so)', async () => {
    const session = await freshSession('accepted');
    await inPage(session, VIEWPORTS.mobile, async (page) => {
      await page.goto('/en/proteins.html');
      await page.locator('main h1').first().waitFor();
      await widgetOf(page).waitFor({ timeout: 15000 });
      expect(await bannerOf(page).count()).toBe(0);
      // Nothing was asked of the server: the banner text is fetched only when it is shown.
      const contentRequests = await page.evaluate(
        () => performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/datalayer/')).length
      );
      expect(contentRequests).toBe(0);
    });
  });
});
