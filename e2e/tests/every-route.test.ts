import { siteRoutes } from '@chalein/shared/lib/routes';
import { assertNoErrorScreens, waitForRemotePage, waitForSiteChrome } from '../support/site-checks';
import { concretePath, fetchSiteFacts, type SiteFacts } from '../support/site-data';
import { openSiteSession, withScreenshotOnFailure, type SitePage, type SiteSession } from '../support/site-session';

// Every route of the site, loaded as a visitor would (a full page load of the production build), must show
// its own remote's page inside the shell's header and footer, with no error screen and no failing request.

let session: SiteSession;
let sitePage: SitePage;
let facts: SiteFacts;

beforeAll(async () => {
  session = await openSiteSession();
  facts = await fetchSiteFacts(session.state.baseUrl);
  sitePage = await session.newPage();
});

afterAll(async () => {
  await session?.close();
});

// the staff console's pages need a signed-in person: staff-console.test.ts opens them; a receipt needs a bought
// pass and its signed link: passes-receipt.test.ts opens it
test.each(siteRoutes.filter((route) => !route.staff && !route.signedLink).map((route) => [route.path, route] as const))(
  '%s shows its own page',
  async (_path, route) => {
    const { page, watch } = sitePage;
    const url = concretePath(route, facts);
    watch.reset();
    await withScreenshotOnFailure(
      page,
      `route ${url}`,
      async () => {
        const response = await page.goto(url, { waitUntil: 'domcontentloaded' });
        expect(response?.status()).toBe(200);
        await waitForRemotePage(page);
        await waitForSiteChrome(page);
        // Let the page's data calls finish so their failures are seen too; a page that keeps polling still gets
        // checked after this bound.
        await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
        await assertNoErrorScreens(page);
        expect(watch.problems()).toEqual([]);
      },
      watch,
    );
  },
);
