import { START_AFTER_LOAD_ATTRIBUTE } from '@chalein/shared/lib/dom-markers';
import { waitForRemotePage, waitForServerRendering, waitForSiteChrome } from '../support/site-checks';
import { openSiteSession, withScreenshotOnFailure, type SiteSession } from '../support/site-session';

// Paths that are no route of the list: one unknown word, a known page with an extra segment, a parameter route
// with a parameter missing.
const unknownPaths = ['/no-such-page', '/pricing/extra', '/jobs_details/1'];

let session: SiteSession;

beforeAll(async () => {
  session = await openSiteSession();
});

afterAll(async () => {
  await session?.close();
});

test.each(unknownPaths)('the server answers %s with HTTP 404 and the shell page', async (pathname) => {
  const response = await fetch(`${session.state.baseUrl}${pathname}`, {
    headers: { accept: 'text/html' },
    signal: AbortSignal.timeout(15_000),
  });
  expect(response.status).toBe(404);
  expect(response.headers.get('content-type')).toMatch(/text\/html/);
  // the shell's document with its scripts (a server-rendered page names them in its inline starter), so the browser
  // can still show the friendly 404 page with header and footer
  expect(await response.text()).toMatch(new RegExp(`<script[^>]+(?:src|${START_AFTER_LOAD_ATTRIBUTE})="?/main\\.`));
});

test('an unknown route shows the 404 page, whose GO BACK link leads home', async () => {
  const { page, watch } = await session.newPage();
  await withScreenshotOnFailure(
    page,
    'not-found',
    async () => {
      const response = await page.goto('/no-such-page');
      expect(response?.status()).toBe(404);
      await page.getByText('you are lost!').waitFor({ state: 'visible' });
      await page.getByText('#404').waitFor({ state: 'visible' });
      await waitForSiteChrome(page);
      // Only the page's own document answered 404 (which Chromium also logs to the console); nothing else failed.
      expect(watch.errorResponses).toEqual([`404 GET ${session.state.baseUrl}/no-such-page`]);
      expect(watch.consoleErrors.filter((message) => !message.includes('status of 404'))).toEqual([]);
      expect(watch.pageErrors).toEqual([]);
      expect(watch.failedRequests).toEqual([]);

      await page.getByRole('link', { name: 'GO BACK' }).click();
      await page.waitForURL(`${session.state.baseUrl}/`);
      await waitForRemotePage(page);
      await page.getByText('Safety and reliability').first().waitFor({ state: 'visible' });
    },
    watch,
  );
});

test("a job's page under a wrong slug moves (301) to the job's own address, query kept", async () => {
  for (const [asked, moved] of [
    ['/jobs_details/1/wrong-slug?ref=share', '/jobs_details/1/engineering?ref=share'],
    ['/apply_job/1/wrong', '/apply_job/1/engineering'],
  ]) {
    const response = await fetch(`${session.state.baseUrl}${asked}`, { redirect: 'manual', signal: AbortSignal.timeout(15_000) });
    expect([asked, response.status, response.headers.get('location')]).toEqual([asked, 301, moved]);
  }
});

test.each([
  ['/jobs_details/987654/anything', "We couldn't find this job"],
  ['/blog/no-such-article', 'We could not find this article.'],
])('%s answers 404 and, with no script at all, shows its not-found message', async (pathname, message) => {
  // a busy machine's first render of a remote may pass the render budget, and that page then comes for the browser
  // to render: the test is of what the server renders
  await waitForServerRendering(session.state.baseUrl, pathname);
  const { page, watch } = await session.newPage({ javaScriptEnabled: false });
  await withScreenshotOnFailure(
    page,
    'record-not-found-without-scripts',
    async () => {
      const response = await page.goto(pathname);
      expect(response?.status()).toBe(404);
      await page.getByText(message).waitFor({ state: 'visible' });
      expect(await page.getByText('Loading...').count()).toBe(0);
    },
    watch,
  );
});
