import type { Page } from 'playwright-core';
import { phoneViewport } from '../support/phone-model';
import { waitForRemotePage, waitForServerRendering } from '../support/site-checks';
import { openSiteSession, withScreenshotOnFailure, type SiteSession } from '../support/site-session';

// The layout at a phone's and a laptop's width, and on paper: nothing wider than the screen, card rows that use the
// width they have, a column that stays in view beside a long form, and printouts without the screen's controls.

let session: SiteSession;

beforeAll(async () => {
  session = await openSiteSession();
});

afterAll(async () => {
  await session?.close();
});

const laptopViewport = { width: 1280, height: 800 };

/** The width of each card in each list matching `selector`, beside the width of its list. */
async function measureCardRows(page: Page, selector: string): Promise<{ list: number; cards: number[] }[]> {
  await page.locator(selector).first().waitFor();
  return page.locator(selector).evaluateAll((lists) =>
    lists.map((list) => ({
      list: Math.round(list.getBoundingClientRect().width),
      cards: Array.from(list.children).map((card) => Math.round(card.getBoundingClientRect().width)),
    })),
  );
}

test.each(['/', '/pricing', '/drive_with_us'])('at 412 px %s is no wider than the screen', async (path) => {
  const { page, watch } = await session.newPage({ viewport: phoneViewport, isMobile: true, hasTouch: true });
  await withScreenshotOnFailure(
    page,
    `phone width ${path}`,
    async () => {
      await page.goto(path);
      await waitForRemotePage(page);
      const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: window.innerWidth }));
      expect(widths.page).toBeLessThanOrEqual(widths.screen);
    },
    watch,
  );
});

test.each([
  ['/pricing', 'ul.pass-grid'],
  ['/', 'ul.feature-list'],
])('at 412 px the cards of %s (%s) are as wide as their row, one to a row', async (path, selector) => {
  const { page, watch } = await session.newPage({ viewport: phoneViewport });
  await withScreenshotOnFailure(
    page,
    `phone cards ${path}`,
    async () => {
      await page.goto(path);
      await waitForRemotePage(page);
      for (const row of await measureCardRows(page, selector)) {
        expect(row.list).toBe(phoneViewport.width - 32);
        for (const card of row.cards) expect(card).toBe(row.list);
      }
    },
    watch,
  );
});

test('at 1280 px a pass group of three spans the container', async () => {
  const { page, watch } = await session.newPage({ viewport: laptopViewport });
  await withScreenshotOnFailure(
    page,
    'pricing at 1280',
    async () => {
      await page.goto('/pricing');
      await waitForRemotePage(page);
      const container = await page
        .locator('.pricing-group .container')
        .first()
        .evaluate((element) => element.clientWidth);
      const rows = await measureCardRows(page, 'ul.pass-grid');
      const threes = rows.filter((row) => row.cards.length === 3);
      expect(threes.length).toBeGreaterThan(0);
      for (const row of threes) {
        expect(row.list).toBe(container);
        // three equal cards and two 20 px gaps fill it, to the rounding of a pixel
        expect(row.cards.reduce((sum, card) => sum + card, 0) + 40).toBeGreaterThanOrEqual(container - 2);
      }
    },
    watch,
  );
});

// the widths where the Gold pass's card leaves 'months' alone on the next line unless the period is kept whole
test.each([600, 900, 1000, 1280])("at %i px the Gold pass's 'for 3 months' stays on one line", async (width) => {
  const { page, watch } = await session.newPage({ viewport: { width, height: 800 } });
  await withScreenshotOnFailure(
    page,
    `gold period at ${width}`,
    async () => {
      await page.goto('/pricing');
      await waitForRemotePage(page);
      const gold = page.locator('.pass-card', { has: page.getByRole('heading', { name: 'Gold Pass', exact: true }) });
      const period = gold.locator('.price-tag__period');
      expect(await period.textContent()).toBe('for 3 months');
      // an inline element that wraps is drawn as one box per line
      expect(await period.evaluate((element) => element.getClientRects().length)).toBe(1);
    },
    watch,
  );
});

test("on /drive_with_us at 1280 px 'What you will need' stays in view while the form scrolls past", async () => {
  const { page, watch } = await session.newPage({ viewport: laptopViewport });
  await withScreenshotOnFailure(
    page,
    'drive with us sticky',
    async () => {
      await page.goto('/drive_with_us');
      await waitForRemotePage(page);
      const column = page.locator('.onboarding-aside', { has: page.getByRole('heading', { name: 'What you will need' }) });
      const form = page.locator('form.onboarding-form');
      // scrolled until the middle of the form is at the top of the screen
      await form.evaluate((element) => {
        const { top, height } = element.getBoundingClientRect();
        window.scrollTo(0, window.scrollY + top + height / 2);
      });
      const box = await column.evaluate((element) => {
        const rect = element.getBoundingClientRect();
        return { top: rect.top, bottom: rect.bottom };
      });
      const header = await page.locator('header.site-header').evaluate((element) => element.getBoundingClientRect().bottom);
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(800);
      expect(box.top).toBeGreaterThanOrEqual(header);
      expect(box.bottom).toBeLessThanOrEqual(laptopViewport.height);
    },
    watch,
  );
});

test.each(['/daylight_pass', '/thankyou'])('printed, %s has no header, newsletter or buttons, and keeps its content', async (path) => {
  const { page, watch } = await session.newPage();
  await withScreenshotOnFailure(
    page,
    `print ${path}`,
    async () => {
      await page.goto(path);
      await waitForRemotePage(page);
      const heading = page.locator('main h1').first();
      await heading.waitFor();
      const buttons = page.locator('main .button, main button, footer button');
      expect(await buttons.count()).toBeGreaterThan(0);
      expect(await page.locator('header.site-header').isVisible()).toBe(true);

      await page.emulateMedia({ media: 'print' });
      expect(await page.locator('header.site-header').isVisible()).toBe(false);
      expect(await page.getByLabel('Email address for newsletter').isVisible()).toBe(false);
      for (const button of await buttons.all()) expect(await button.isVisible()).toBe(false);
      expect(await heading.isVisible()).toBe(true);
      // on white paper in dark ink
      expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(255, 255, 255)');
    },
    watch,
  );
});

test("without scripts on a phone, /thankyou does not say 'Loading...' but where a bought pass is, under a styled note", async () => {
  await waitForServerRendering(session.state.baseUrl, '/thankyou');
  const { page, watch } = await session.newPage({ viewport: phoneViewport, isMobile: true, javaScriptEnabled: false });
  await withScreenshotOnFailure(
    page,
    'thank you without scripts',
    async () => {
      await page.goto('/thankyou');
      const main = page.locator('main');
      await main.getByRole('heading', { level: 1, name: 'Your pass purchase' }).waitFor();
      expect(await main.getByText('Loading...').isVisible()).toBe(false);
      await main.getByText(/A pass you have bought is in the Chalein Rider App under Passes/).waitFor({ state: 'visible' });
      expect(await main.getByRole('link', { name: 'See passes and prices' }).getAttribute('href')).toBe('/pricing');

      // the site's note for visitors without scripts: first on the page, above the header, and styled
      const note = page.locator('.noscript-note');
      await note.waitFor({ state: 'visible' });
      expect(await note.textContent()).toContain('call us on +91 80 4718 2290');
      const noteBox = (await note.boundingBox())!;
      const headerBox = (await page.locator('header.site-header').boundingBox())!;
      expect(noteBox.y).toBe(0);
      expect(noteBox.y + noteBox.height).toBeLessThanOrEqual(headerBox.y + 1);
      expect(await note.evaluate((element) => getComputedStyle(element).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
    },
    watch,
  );
});
