import type { Page } from 'playwright-core';
import { HYDRATED_ATTRIBUTE, HYDRATION_FAILED_ATTRIBUTE, ROOT_ID, SERVER_RENDERED_ATTRIBUTE } from '@chalein/shared/lib/dom-markers';
import type { PageWatch } from '../support/page-watch';
import {
  remoteFallbackHeading,
  remotePageSelector,
  waitForRemotePage,
  waitForServerRendering,
  waitForSiteChrome,
} from '../support/site-checks';
import { openSiteSession, withScreenshotOnFailure, type SiteSession } from '../support/site-session';

// A remote that is down costs only its own routes: the browser is made unable to reach the careers remote (as if
// its host were down), and the other remotes' routes must keep working in the same tab. A page the server rendered
// keeps its HTML with a notice and Retry; a page rendered in the browser has nothing to keep and shows the fallback.

const careersFiles = '**/remotes/careers/**';
const marketingFiles = '**/remotes/marketing/**';
const noticeTitle = 'Some of this page could not be loaded.';

/** Opens /jobs the way a page rendered in the browser is: by the router, from a link of another remote's page. */
async function openJobsInTheBrowser(page: Page): Promise<void> {
  await page.goto('/pricing');
  await waitForRemotePage(page);
  await page.locator('footer').first().getByRole('link', { name: 'Jobs at Chalein' }).click();
  await page.waitForURL('**/jobs');
}

/** React's complaints about hydrating the server's HTML (a mismatch, a tree thrown away), in either build. */
const hydrationProblems = (watch: PageWatch) =>
  [...watch.consoleErrors, ...watch.pageErrors].filter((message) =>
    /hydrat|did not match|Minified React error #(418|419|421|422|423|425)\b/i.test(message),
  );

let session: SiteSession;

beforeAll(async () => {
  session = await openSiteSession();
});

afterAll(async () => {
  await session?.close();
});

test('a blocked remote shows the fallback with Retry on its route rendered in the browser, the others keep working, Retry recovers', async () => {
  const { page, watch } = await session.newPage();
  const careersAttempts: string[] = [];
  await page.route(careersFiles, async (route) => {
    careersAttempts.push(route.request().url());
    await route.abort('connectionrefused');
  });

  await withScreenshotOnFailure(
    page,
    'remote-failure',
    async () => {
      await openJobsInTheBrowser(page);
      await page.getByRole('heading', { name: remoteFallbackHeading }).waitFor({ state: 'visible', timeout: 45_000 });
      expect(await page.getByText(noticeTitle).count()).toBe(0);
      await page.getByRole('button', { name: 'Retry' }).waitFor({ state: 'visible' });
      await waitForSiteChrome(page);
      expect(await page.getByText('Unexpected Application Error!').count()).toBe(0);
      expect(await page.locator(remotePageSelector).count()).toBe(0);
      // one automatic retry before giving up: the remote was asked for at least twice
      expect(careersAttempts.length).toBeGreaterThanOrEqual(2);

      // the same tab, through the shell's router: another remote still loads
      await page.locator('header').first().getByRole('link', { name: 'Pricing', exact: true }).first().click();
      await page.waitForURL('**/pricing');
      await waitForRemotePage(page);

      for (const pathname of ['/', '/pricing', '/drive_with_us']) {
        watch.reset();
        await page.goto(pathname);
        await waitForRemotePage(page);
        await waitForSiteChrome(page);
        await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
        expect([pathname, watch.problems()]).toEqual([pathname, []]);
      }

      await openJobsInTheBrowser(page);
      const retry = page.getByRole('button', { name: 'Retry' });
      await retry.waitFor({ state: 'visible', timeout: 45_000 });
      // the remote's host is back
      await page.unroute(careersFiles);
      await retry.click();
      await waitForRemotePage(page);
      expect(await page.getByRole('heading', { name: remoteFallbackHeading }).count()).toBe(0);
      expect(page.url()).toBe(`${session.state.baseUrl}/jobs`);
    },
    watch,
  );
});

/** Opens the server-rendered /contact with the marketing remote's files refused, and runs `body` there. */
async function withContactPageRemoteBlocked(name: string, body: (page: Page, watch: PageWatch) => Promise<void>): Promise<void> {
  await waitForServerRendering(session.state.baseUrl, '/contact');
  const { page, watch } = await session.newPage();
  await page.route(marketingFiles, (route) => route.abort('connectionrefused'));
  await withScreenshotOnFailure(
    page,
    name,
    async () => {
      await page.goto('/contact');
      await body(page, watch);
    },
    watch,
  );
}

test('a server-rendered page whose remote is blocked keeps its HTML, what was typed and a notice; Retry hydrates it', async () => {
  await withContactPageRemoteBlocked('remote-failure-server-page', async (page, watch) => {
    expect(await page.locator(`#${ROOT_ID}[${SERVER_RENDERED_ATTRIBUTE}]`).count()).toBe(1);
    const form = page.getByRole('form', { name: 'Send us a message' });
    // typing starts the scripts at once, and the remote's then fail
    await form.getByLabel(/^First name/).fill('Asha');
    const notice = page.locator('.remote-notice');
    await notice.getByRole('button', { name: 'Retry' }).waitFor({ state: 'visible', timeout: 45_000 });
    expect(await notice.getAttribute('role')).toBe('status');
    await notice.getByText(noticeTitle).waitFor();

    // the server's page stays, untouched: its form with what was typed, its links, the footer
    expect(await page.getByRole('heading', { name: remoteFallbackHeading }).count()).toBe(0);
    expect(await form.getByLabel(/^First name/).inputValue()).toBe('Asha');
    expect(await page.locator(remotePageSelector).count()).toBe(1);
    expect(await page.locator(`${remotePageSelector}[${HYDRATED_ATTRIBUTE}]`).count()).toBe(0);
    expect(await page.locator(`${remotePageSelector}[${HYDRATION_FAILED_ATTRIBUTE}]`).count()).toBe(1);
    await waitForSiteChrome(page);
    expect(await page.locator('main').getByRole('link').count()).toBeGreaterThan(0);
    expect(hydrationProblems(watch)).toEqual([]);

    // the remote's host is back: Retry hydrates the same page, which then checks the form in the browser
    await page.unroute(marketingFiles);
    await notice.getByRole('button', { name: 'Retry' }).click();
    await page.locator(`${remotePageSelector}[${HYDRATED_ATTRIBUTE}]`).waitFor({ state: 'visible', timeout: 30_000 });
    expect(await notice.getByText(noticeTitle).count()).toBe(0);
    expect(await form.getByLabel(/^First name/).inputValue()).toBe('Asha');
    const requestsBefore = watch.requests.length;
    await form.getByRole('button', { name: 'Submit' }).click();
    await form.getByText('Last name is required').waitFor();
    // what was typed before the page hydrated counts: it is not asked for again
    expect(await form.getByText('First name is required').count()).toBe(0);
    // checked in the page, not sent anywhere
    expect(watch.requests.slice(requestsBefore).filter((url) => /\/(api\/)?contact/.test(new URL(url).pathname))).toEqual([]);
    expect(page.url()).toBe(`${session.state.baseUrl}/contact`);
    expect(hydrationProblems(watch)).toEqual([]);
  });
});

test("a change of theme on a server page whose remote failed keeps the server's page, with what was typed", async () => {
  await withContactPageRemoteBlocked('remote-failure-theme-change', async (page, watch) => {
    const field = page.getByRole('form', { name: 'Send us a message' }).getByLabel(/^First name/);
    await field.fill('Asha');
    const notice = page.locator('.remote-notice');
    await notice.getByRole('button', { name: 'Retry' }).waitFor({ state: 'visible', timeout: 45_000 });

    // the theme reaches the page before it has hydrated, which makes React drop its server HTML: the same
    // elements are put back, with what was typed
    const typedField = await field.elementHandle();
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await page.getByRole('button', { name: 'Switch to light theme' }).waitFor();
    expect(await field.evaluate((element, before) => element === before, typedField)).toBe(true);
    expect(await field.inputValue()).toBe('Asha');
    expect(await page.getByRole('heading', { name: remoteFallbackHeading }).count()).toBe(0);
    expect(await page.getByText('Loading...').count()).toBe(0);
    expect(await page.locator(remotePageSelector).count()).toBe(1);

    // the remote is back: Retry renders the page in their place, in the theme now chosen
    await page.unroute(marketingFiles);
    await notice.getByRole('button', { name: 'Retry' }).click();
    await page.locator(`${remotePageSelector}[${HYDRATED_ATTRIBUTE}][data-theme="dark"]`).waitFor({ state: 'visible', timeout: 30_000 });
    expect(await page.locator(remotePageSelector).count()).toBe(1);
    expect(await notice.getByText(noticeTitle).count()).toBe(0);
    expect(hydrationProblems(watch)).toEqual([]);
  });
});
