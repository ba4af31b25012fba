import type { Page } from 'playwright-core';
import { listSeriousViolations } from '../support/axe';
import { scrollUntilAttached, waitForCarousel, waitForRemotePage } from '../support/site-checks';
import { openSiteSession, withScreenshotOnFailure, type SiteSession } from '../support/site-session';

// axe-core over the marketing pages as composed by the shell (header and footer included), in both themes:
// no serious or critical violation. Each page is checked after its data has arrived, carousels included.

let session: SiteSession;

beforeAll(async () => {
  session = await openSiteSession();
});

afterAll(async () => {
  await session?.close();
});

/** What each page must show before it is checked: its data, not a loading state. */
const pages: ReadonlyArray<[path: string, ready: (page: Page) => Promise<void>]> = [
  // the reviews load as they near the screen: scroll to them, so the whole page is checked
  ['/', (page) => scrollUntilAttached(page, page.getByRole('group', { name: 'testimonials' }))],
  ['/about', (page) => page.getByRole('group', { name: 'team' }).waitFor()],
  ['/contact', (page) => page.getByRole('form', { name: 'Send us a message' }).waitFor()],
  ['/blog', (page) => page.locator('.blog-card').first().waitFor()],
];

/** Brings every carousel near the screen so it hydrates, and is checked as it works, its hidden slides inert. */
async function loadEverySlider(page: Page): Promise<void> {
  const carousels = page.locator('[aria-roledescription="carousel"]');
  for (const label of await carousels.evaluateAll((groups) => groups.map((group) => group.getAttribute('aria-label') ?? ''))) {
    await waitForCarousel(page, label);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

describe.each(['light', 'dark'] as const)('%s theme', (theme) => {
  test.each(pages)('%s has no serious or critical accessibility violation', async (path, ready) => {
    // axe is injected as a script; the site's Content-Security-Policy rightly forbids that, so the test bypasses it
    const { page, context, watch } = await session.newPage({ bypassCSP: true });
    await context.addInitScript((value) => window.localStorage.setItem('chalein-theme', value), theme);
    await withScreenshotOnFailure(
      page,
      `marketing a11y ${theme} ${path}`,
      async () => {
        await page.goto(path);
        await waitForRemotePage(page);
        await ready(page);
        await loadEverySlider(page);
        await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
        expect(await listSeriousViolations(page)).toEqual([]);
      },
      watch,
    );
  });
});
