import { remoteFallbackHeading, remotePageSelector, waitForRemotePage, waitForSiteChrome } from '../support/site-checks';
import { openSiteSession, withScreenshotOnFailure, type SiteSession } from '../support/site-session';

// A remote that is down costs only its own routes: the browser is made unable to reach the careers remote (as if
// its host were down), and the other remotes' routes must keep working in the same tab.

const careersFiles = '**/remotes/careers/**';

let session: SiteSession;

beforeAll(async () => {
  session = await openSiteSession();
});

afterAll(async () => {
  await session?.close();
});

test('a blocked remote shows the fallback with Retry on its route, the others keep working, Retry recovers', async () => {
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
      await page.goto('/jobs');
      await page.getByRole('heading', { name: remoteFallbackHeading }).waitFor({ state: 'visible', timeout: 45_000 });
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

      await page.goto('/jobs');
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
