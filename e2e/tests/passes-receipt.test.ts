import { createReceiptUrl } from '../../api/src/payments/receipt-links';
import { listSeriousViolations } from '../support/axe';
import { buyDaylightPass } from '../support/pass-purchase';
import { readServerSignedLinks } from '../support/signed-links';
import { openSiteSession, withScreenshotOnFailure, type SiteSession } from '../support/site-session';
import { createStaffAccount, signInToConsole } from '../support/staff-accounts';
import { readServerDatabase } from '../support/stored-files';

// A rider buys a pass in the sandbox checkout and opens the receipt's signed link, as the receipt mail gives it: the
// page shows the pass, the buyer, the amount, the payment id and the dates, prints without the site's chrome, and is
// sent no-store and noindex. Finance refunds the order in the console; the same link then says refunded. A link
// with one character changed finds nothing.

let session: SiteSession;

beforeAll(async () => {
  session = await openSiteSession();
});

afterAll(async () => {
  await session?.close();
});

/** The receipt link of the rider's order, made as the receipt mail makes it, with the test server's own data key. */
function buildReceiptLink(mobile: string): { orderId: number; paymentId: string; url: string } {
  const order = readServerDatabase(session.state.databaseFile, (db) =>
    db
      .prepare('SELECT o.id, o.paid_payment_id AS paymentId FROM payment_orders o JOIN riders r ON r.id = o.rider_id WHERE r.mobile = ?')
      .get(mobile),
  ) as { id: number; paymentId: string };
  return { orderId: order.id, paymentId: order.paymentId, url: createReceiptUrl(readServerSignedLinks(session.state), order.id) };
}

test('the receipt link shows the bought pass, prints cleanly, and says refunded once finance refunds it', async () => {
  const mobile = `7${String(Date.now()).slice(-9)}`;
  const { page, watch } = await session.newPage({ bypassCSP: true });
  await withScreenshotOnFailure(
    page,
    'rider opens the receipt, finance refunds, the receipt says refunded',
    async () => {
      await buyDaylightPass(page, mobile);
      const receipt = buildReceiptLink(mobile);

      const response = await page.goto(receipt.url);
      expect(response?.status()).toBe(200);
      expect(response?.headers()['cache-control']).toBe('no-store');
      expect(response?.headers()['x-robots-tag']).toBe('noindex, nofollow');
      expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
      // rendered on the server with its data, as every page is: the HTML itself holds the receipt
      expect(response?.headers()['server-timing']).toContain('desc="server"');
      expect(await response?.text()).toContain(receipt.paymentId);
      const card = page.locator('main article');
      await page.getByRole('heading', { name: 'Pass receipt' }).waitFor();
      // the heading is there while loading too (a page rendered in the browser): the payment's id is the data's
      await card.getByText(receipt.paymentId).waitFor();
      const text = await card.innerText();
      for (const shown of ['Daylight Saver Pass', 'Priya Nair', '₹339.00', receipt.paymentId, `${receipt.orderId}`, 'Paid'])
        expect({ shown, found: text.includes(shown) }).toEqual({ shown, found: true });
      expect(text).not.toContain(mobile);
      expect(text).not.toContain('Refunded');
      expect(await listSeriousViolations(page)).toEqual([]);

      // on paper: the receipt alone, without the header, the footer or the print button, in black
      await page.emulateMedia({ media: 'print' });
      expect(await page.locator('.site-header').first().isVisible()).toBe(false);
      expect(await page.locator('.site-footer').first().isVisible()).toBe(false);
      expect(await page.getByRole('button', { name: 'Print this receipt' }).isVisible()).toBe(false);
      expect(await card.evaluate((element) => getComputedStyle(element).color)).toBe('rgb(0, 0, 0)');
      await page.emulateMedia({ media: 'screen' });

      const changed = receipt.url.replace(/.$/, (last) => (last === 'x' ? 'y' : 'x'));
      expect((await page.goto(changed))?.status()).toBe(404);
      await page.getByRole('heading', { name: 'Receipt not found' }).waitFor();

      const finance = await createStaffAccount(session.state, 'finance', 'Devi Menon');
      await signInToConsole(page, finance, `/staff/orders/${receipt.orderId}`);
      await page.getByRole('heading', { name: `Order ${receipt.orderId}` }).waitFor();
      const form = page.getByRole('form', { name: 'Refund this order' });
      await form.getByLabel('Reason for the refund').selectOption({ label: 'Bought by mistake (wrong pass or date)' });
      await form.getByRole('button', { name: 'Refund ₹339.00...' }).click();
      await page.getByRole('button', { name: 'Confirm refund of ₹339.00' }).click();
      await page.getByText('Status: Refunded · ₹339.00').waitFor();

      await page.goto(receipt.url);
      await page.getByText('Refunded', { exact: true }).first().waitFor();
      const refunded = await card.innerText();
      expect(refunded).toMatch(/Refunded on \d{1,2} \w+ \d{4}, \d{1,2}:\d{2} [ap]m\. The amount went back/);
      expect(refunded).toContain('No longer valid (refunded)');
      expect(refunded).toContain('₹339.00');
    },
    watch,
  );
});
