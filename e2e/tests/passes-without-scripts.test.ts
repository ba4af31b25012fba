import { openSiteSession, withScreenshotOnFailure, type SiteSession } from '../support/site-session';
import { waitForRemotePage, waitForServerRendering } from '../support/site-checks';

// A pass is paid for in the payment provider's checkout, which is a script: without scripts, or with the provider's
// script blocked, Buy Pass Now cannot work, and the pass page says so instead of offering a button that does nothing.

const needsScripts = 'Buying a pass needs JavaScript: turn it on to pay securely with our payment provider.';
const checkoutUnavailable =
  'The secure payment window could not be loaded, so this pass cannot be paid for yet. Please check your connection, then press Buy Pass Now to try again.';
const checkoutScript = '**/api/payments/sandbox/checkout.js';

let session: SiteSession;

beforeAll(async () => {
  session = await openSiteSession();
  await waitForServerRendering(session.state.baseUrl, '/student_pass');
});

afterAll(async () => {
  await session?.close();
});

test('with scripts off a customer pass says buying needs JavaScript where Buy Pass Now would be; a driver pass keeps its link', async () => {
  const { page } = await session.newPage({ javaScriptEnabled: false });
  await withScreenshotOnFailure(page, 'pass without scripts', async () => {
    await page.goto('/student_pass');
    await page.getByRole('heading', { level: 1, name: 'Student Pass' }).waitFor();
    const purchase = page.locator('.pass-purchase');
    // Playwright's text locators skip what is inside a noscript, which shows here: found by its class instead
    const note = purchase.locator('noscript .pass-purchase__no-script');
    await note.waitFor({ state: 'visible' });
    expect(await note.innerText()).toBe(needsScripts);
    // styled as a note of the page, not bare text
    expect(await note.evaluate((element) => getComputedStyle(element).borderLeftWidth)).toBe('4px');
    // the button is in the HTML (scripts take it over) but not shown: without them it could open nothing
    const buy = purchase.locator('button.pass-buy-button');
    expect(await buy.count()).toBe(1);
    expect(await buy.isVisible()).toBe(false);

    await page.goto('/silver_pass');
    await page.getByRole('heading', { level: 1, name: 'Silver Driver Pass' }).waitFor();
    expect(
      await page
        .locator('.pass-purchase')
        .getByRole('link', { name: /Buy Pass Now/ })
        .isVisible(),
    ).toBe(true);
    expect(await page.locator('.pass-purchase__no-script').count()).toBe(0);
  });
});

test("with the provider's script blocked the page says so beside Buy Pass Now, which tries it again", async () => {
  const { page, watch } = await session.newPage();
  let blocked = 0;
  await page.route(checkoutScript, async (route) => {
    blocked += 1;
    await route.abort('blockedbyclient');
  });
  await withScreenshotOnFailure(
    page,
    'pass with the checkout blocked',
    async () => {
      await page.goto('/student_pass');
      await waitForRemotePage(page);
      const purchase = page.locator('.pass-purchase');
      // said as soon as the script fails, before the rider types anything
      await purchase.getByRole('alert').getByText(checkoutUnavailable).waitFor();
      expect(await page.locator('.pass-purchase__no-script').isVisible()).toBe(false);

      // still blocked: Buy Pass Now asks again, and opens nothing
      const triedBefore = blocked;
      await purchase.getByRole('button', { name: 'Buy Pass Now' }).click();
      await purchase.getByRole('button', { name: 'Buy Pass Now' }).and(page.locator(':enabled')).waitFor();
      expect(blocked).toBeGreaterThan(triedBefore);
      await purchase.getByRole('alert').getByText(checkoutUnavailable).waitFor();
      expect(await page.getByRole('dialog', { name: 'Enter your details' }).count()).toBe(0);

      // reachable again: the same button opens the details
      await page.unroute(checkoutScript);
      await purchase.getByRole('button', { name: 'Buy Pass Now' }).click();
      await page.getByRole('dialog', { name: 'Enter your details' }).waitFor({ state: 'visible' });
      expect(await purchase.getByText(checkoutUnavailable).count()).toBe(0);
    },
    watch,
  );
});
