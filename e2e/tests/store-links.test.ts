import type { Page } from 'playwright-core';
import { brand } from '@chalein/shared/lib/brand';
import { HYDRATED_ATTRIBUTE, ROOT_ID } from '@chalein/shared/lib/dom-markers';
import { waitForRemotePage, waitForServerRendering } from '../support/site-checks';
import { openSiteSession, withScreenshotOnFailure, type SiteSession } from '../support/site-session';

// The app links name the visitor's store in the HTML the server sends, so a tap before the scripts run, or with no
// script at all, lands on a store the device installs from; hydration then adopts the same links without a mismatch.

const IPHONE = {
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
};
const ANDROID = {
  userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  viewport: { width: 412, height: 915 },
  isMobile: true,
  hasTouch: true,
};

const STORE_LINKS = 'a[href^="https://apps.apple.com/"], a[href^="https://play.google.com/"]';

let session: SiteSession;

beforeAll(async () => {
  session = await openSiteSession();
  await waitForServerRendering(session.state.baseUrl, '/');
});

afterAll(async () => {
  await session?.close();
});

/** The href of every app link on the page: the header's, the home page's and the footer's badges. */
const readStoreLinks = (page: Page) => page.locator(STORE_LINKS).evaluateAll((links) => links.map((link) => link.getAttribute('href')));

test('with no script, an iPhone’s app links are all the App Store, and a tap on the rider badge opens it', async () => {
  const { page, context } = await session.newPage({ ...IPHONE, javaScriptEnabled: false });
  // the stores are outside the test's network: their pages are stood in for, and each visit noted
  const storeVisits: string[] = [];
  await context.route(/^https:\/\/(apps\.apple\.com|play\.google\.com)\//, async (route) => {
    storeVisits.push(route.request().url());
    await route.fulfill({ status: 200, contentType: 'text/html', body: '<title>store</title>' });
  });
  await withScreenshotOnFailure(page, 'store links iPhone no script', async () => {
    await page.goto('/');
    const hrefs = await readStoreLinks(page);
    expect(hrefs).toEqual(expect.arrayContaining([brand.riderApp.appStoreUrl, brand.driverApp.appStoreUrl]));
    // the header, the hero and the footer's two badges
    expect(hrefs.length).toBeGreaterThanOrEqual(4);
    expect(hrefs.filter((href) => !href?.startsWith('https://apps.apple.com/'))).toEqual([]);

    await page.locator('footer').getByRole('link', { name: 'Get the Chalein Rider App' }).click();
    await page.waitForURL(brand.riderApp.appStoreUrl);
    expect(storeVisits).toEqual([brand.riderApp.appStoreUrl]);
  });
});

test.each([
  ['an iPhone', IPHONE, 'https://apps.apple.com/'],
  ['an Android phone', ANDROID, 'https://play.google.com/'],
] as const)('with scripts, %s hydrates its store links with no mismatch and keeps them', async (_name, device, store) => {
  const { page, watch } = await session.newPage(device);
  await withScreenshotOnFailure(
    page,
    `store links hydrated ${store}`,
    async () => {
      await page.goto('/');
      const served = await readStoreLinks(page);
      const header = await page.locator(STORE_LINKS).first().elementHandle();
      await page.locator(`#${ROOT_ID}[${HYDRATED_ATTRIBUTE}]`).waitFor({ state: 'attached' });
      await waitForRemotePage(page);
      await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
      // no console error (a mismatch of text would be one; production React is silent about an attribute's, which
      // shared/src/lib/app-store.test.ts checks with React's development build), and React adopted the server's link
      // rather than replacing it
      expect(watch.problems()).toEqual([]);
      expect(await header?.evaluate((element) => element.isConnected)).toBe(true);
      expect(served.length).toBeGreaterThanOrEqual(4);
      expect(served.filter((href) => !href?.startsWith(store))).toEqual([]);
      expect(await readStoreLinks(page)).toEqual(served);
    },
    watch,
  );
});
