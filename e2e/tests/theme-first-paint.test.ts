import { scrollUntilAttached, waitForRemotePage } from '../support/site-checks';
import { openSiteSession, withScreenshotOnFailure, type SiteSession } from '../support/site-session';

// A visitor who chose dark gets a dark page from the first paint: the theme travels in a cookie and the server
// writes it into the HTML, so nothing waits for the scripts (which used to paint a light page first).

let session: SiteSession;

beforeAll(async () => {
  session = await openSiteSession();
});

afterAll(async () => {
  await session?.close();
});

/** Relative luminance (0 black … 1 white) of a CSS rgb()/rgba() colour. */
function luminance(color: string): number {
  const [r = 0, g = 0, b = 0] = (color.match(/\d+(\.\d+)?/g) ?? []).map(Number);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

test('with a dark cookie the HTML is dark as sent, and the body is dark before any script runs', async () => {
  const { context, page, watch } = await session.newPage();
  await context.addCookies([{ name: 'chalein-theme', value: 'dark', url: session.state.baseUrl }]);
  await withScreenshotOnFailure(
    page,
    'theme first paint',
    async () => {
      const raw = await context.request.get('/pricing');
      expect(/<html\b[^>]*>/i.exec(await raw.text())?.[0]).toMatch(/data-theme="dark"/);
      expect(raw.headers().vary).toMatch(/cookie/i);

      // no script at all: what the visitor sees while the scripts are on their way
      const { context: noScript, page: still } = await session.newPage({ javaScriptEnabled: false });
      await noScript.addCookies([{ name: 'chalein-theme', value: 'dark', url: session.state.baseUrl }]);
      await still.goto('/pricing', { waitUntil: 'domcontentloaded' });
      expect(await still.locator('html').getAttribute('data-theme')).toBe('dark');
      expect(luminance(await still.evaluate(() => getComputedStyle(document.body).backgroundColor))).toBeLessThan(0.2);
      // the header sent with the HTML (the server-rendered one, or the boot header when the page renders in the
      // browser) shows the light logo, which reads on the dark page
      const logo = still.locator('#root header img, #root .boot-header img').first();
      expect(await logo.evaluate((image) => `${image.getAttribute('src')} ${getComputedStyle(image).content}`)).toMatch(/logo-light\.svg/);

      // and once the site runs, it stays dark (the client reads the same cookie)
      await page.goto('/pricing');
      await waitForRemotePage(page);
      expect(await page.locator('html').getAttribute('data-theme')).toBe('dark');
      expect(luminance(await page.evaluate(() => getComputedStyle(document.body).backgroundColor))).toBeLessThan(0.2);
    },
    watch,
  );
});

test('without the cookie the page is light as sent', async () => {
  const { context } = await session.newPage();
  const raw = await context.request.get('/');
  expect(/<html\b[^>]*>/i.exec(await raw.text())?.[0]).toMatch(/data-theme="light"/);
});

test('in the dark theme the partner marks sit on a light plate', async () => {
  const { context, page, watch } = await session.newPage();
  await context.addCookies([{ name: 'chalein-theme', value: 'dark', url: session.state.baseUrl }]);
  await withScreenshotOnFailure(
    page,
    'theme partner marks',
    async () => {
      await page.goto('/');
      await waitForRemotePage(page);
      const partners = page.getByRole('region', { name: 'Our partners' });
      await scrollUntilAttached(page, partners);
      const logos = partners.locator('img');
      expect(await logos.count()).toBe(2);
      for (const background of await logos.evaluateAll((images) => images.map((image) => getComputedStyle(image).backgroundColor))) {
        expect(luminance(background)).toBeGreaterThan(0.8);
      }
    },
    watch,
  );
});
