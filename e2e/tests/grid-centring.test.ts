import type { Locator, Page } from 'playwright-core';
import { waitForRemotePage } from '../support/site-checks';
import { openSiteSession, withScreenshotOnFailure, type SiteSession } from '../support/site-session';

// Card grids centre a last row that is not full (a pass group of three at a tablet's width: two and one; the five
// marketed features at a laptop's: four and one), instead of leaving its cards at the start of the row.

let session: SiteSession;

beforeAll(async () => {
  session = await openSiteSession();
});

afterAll(async () => {
  await session?.close();
});

interface RowCheck {
  /** the last row leaves room for at least another card */
  notFull: boolean;
  /** horizontal distance between the last row's centre and the grid's centre, in pixels */
  offCentre: number;
}

async function measureLastRow(list: Locator): Promise<RowCheck> {
  return list.evaluate((ul) => {
    const box = ul.getBoundingClientRect();
    const cards = Array.from(ul.children).map((child) => child.getBoundingClientRect());
    const lastTop = Math.max(...cards.map((card) => Math.round(card.top)));
    const last = cards.filter((card) => Math.round(card.top) === lastTop);
    const left = Math.min(...last.map((card) => card.left));
    const right = Math.max(...last.map((card) => card.right));
    const narrowest = Math.min(...cards.map((card) => card.width));
    return {
      notFull: box.width - (right - left) > narrowest,
      offCentre: Math.abs((left + right) / 2 - (box.left + box.right) / 2),
    };
  });
}

async function checkGrids(page: Page, selector: string): Promise<RowCheck[]> {
  const lists = page.locator(selector);
  await lists.first().waitFor();
  const checks: RowCheck[] = [];
  for (const list of await lists.all()) {
    await list.scrollIntoViewIfNeeded();
    checks.push(await measureLastRow(list));
  }
  return checks;
}

test.each([
  ['/pricing', 800, 'ul.pass-grid'],
  ['/', 1280, 'ul.feature-list'],
])('on %s at %i px a last row that is not full is centred in its grid', async (path, width, selector) => {
  const { page, watch } = await session.newPage({ viewport: { width, height: 900 } });
  await withScreenshotOnFailure(
    page,
    `grid centring ${path}`,
    async () => {
      await page.goto(path);
      await waitForRemotePage(page);
      const checks = await checkGrids(page, selector);
      const partial = checks.filter((check) => check.notFull);
      // the page must have such a row at this width, or this test proves nothing
      expect(partial.length).toBeGreaterThan(0);
      for (const check of partial) expect(check.offCentre).toBeLessThan(2);
    },
    watch,
  );
});
