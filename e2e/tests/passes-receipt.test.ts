import type { CaughtMail } from '@chalein/testing/mail-catcher';
import { listSeriousViolations } from '../support/axe';
import { startNotifyingSite, type NotifyingSite } from '../support/notifying-site';
import { buyDaylightPass } from '../support/pass-purchase';
import { openSiteSession, withScreenshotOnFailure, type SiteSession } from '../support/site-session';
import { createStaffAccount, signInToConsole } from '../support/staff-accounts';
import { readServerDatabase } from '../support/stored-files';

// A rider buys a pass in the sandbox checkout; the receipt mail reaches a real SMTP server, with an HTML and a text
// part naming the pass, the amount and the payment id, and the link in it opens the receipt page: the pass, the
// buyer, the amount, the payment id and the dates, printing without the site's chrome, sent no-store and noindex.
// Finance refunds the order in the console; the refund notice arrives linking to the same page, which then says
// refunded. A link with one character changed finds nothing. This file has its own server, whose outbox sends to
// the catcher this file reads.

let session: SiteSession;
let site: NotifyingSite | undefined;

beforeAll(async () => {
  session = await openSiteSession();
  site = await startNotifyingSite('passes-receipt', session.state.wsEndpoint);
});

afterAll(async () => {
  await session?.close();
  await site?.stop();
});

/** The rider's order, as the server keeps it: what the mails and the receipt must say. */
function readOrder(databaseFile: string, mobile: string): { orderId: number; paymentId: string } {
  const order = readServerDatabase(databaseFile, (db) =>
    db
      .prepare('SELECT o.id, o.paid_payment_id AS paymentId FROM payment_orders o JOIN riders r ON r.id = o.rider_id WHERE r.mobile = ?')
      .get(mobile),
  ) as { id: number; paymentId: string };
  return { orderId: order.id, paymentId: order.paymentId };
}

/** The address of the mail's button, checked to be the same in its plain-text part, as a reader of either gets it. */
function readMailLink(mail: CaughtMail, label: string): string {
  const html = new RegExp(`<a href="([^"]+)"[^>]*>${label}</a>`).exec(mail.html);
  const text = new RegExp(`^${label}: (\\S+)$`, 'm').exec(mail.text);
  if (!html?.[1] || !text?.[1]) throw new Error(`no "${label}" link in the mail "${mail.subject}":\n${mail.text}`);
  const href = html[1].replace(/&amp;/g, '&');
  expect(text[1]).toBe(href);
  return href;
}

/** A mail with both parts, the text one holding every one of `shown`. */
function expectMailSays(mail: CaughtMail, shown: string[]): void {
  expect(mail.headers['content-type']).toMatch(/^multipart\/alternative/);
  expect(mail.html).toContain('<!DOCTYPE html>');
  for (const part of [mail.text, mail.html])
    for (const words of shown) expect({ words, found: part.includes(words) }).toEqual({ words, found: true });
}

test('the receipt mail links to the bought pass, which prints cleanly, and the refund mail to it saying refunded', async () => {
  if (!site) throw new Error('the server did not start');
  const notifying = site;
  const mobile = `7${String(Date.now()).slice(-9)}`;
  const { page, watch } = await session.newPage({ bypassCSP: true, baseUrl: notifying.server.baseUrl });
  await withScreenshotOnFailure(
    page,
    'rider opens the receipt, finance refunds, the receipt says refunded',
    async () => {
      await buyDaylightPass(page, mobile);
      const order = readOrder(notifying.state.databaseFile, mobile);

      const [receiptMail] = await notifying.mails.waitForMails(1);
      if (!receiptMail) throw new Error('no receipt mail');
      expect(receiptMail.to).toEqual(['priya.nair@example.com']);
      expect(receiptMail.subject).toBe('Your Chalein receipt: Daylight Saver Pass, ₹339.00');
      expectMailSays(receiptMail, ['Hello Priya Nair,', 'Daylight Saver Pass', '₹339.00', order.paymentId, String(order.orderId)]);
      expect(receiptMail.text).toContain(`Payment ID: ${order.paymentId}`);
      expect(receiptMail.text).toContain('Amount paid: ₹339.00');
      expect(receiptMail.text).not.toContain(mobile);
      const receipt = { ...order, url: readMailLink(receiptMail, 'View or print your receipt') };
      expect(receipt.url.startsWith(`${notifying.server.baseUrl}/passes/receipt/`)).toBe(true);

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

      const finance = await createStaffAccount(notifying.state, 'finance', 'Devi Menon');
      await signInToConsole(page, finance, `/staff/orders/${receipt.orderId}`);
      await page.getByRole('heading', { name: `Order ${receipt.orderId}` }).waitFor();
      const form = page.getByRole('form', { name: 'Refund this order' });
      await form.getByLabel('Reason for the refund').selectOption({ label: 'Bought by mistake (wrong pass or date)' });
      await form.getByRole('button', { name: 'Refund ₹339.00...' }).click();
      await page.getByRole('button', { name: 'Confirm refund of ₹339.00' }).click();
      await page.getByText('Status: Refunded · ₹339.00').waitFor();

      const refundMail = (await notifying.mails.waitForMails(2))[1];
      if (!refundMail) throw new Error('no refund mail');
      expect(refundMail.to).toEqual(['priya.nair@example.com']);
      expect(refundMail.subject).toBe('Your refund for Daylight Saver Pass, ₹339.00');
      expectMailSays(refundMail, ['We have refunded your payment for the Daylight Saver Pass', '₹339.00', order.paymentId]);
      expect(refundMail.text).toContain('Amount refunded: ₹339.00');
      expect(readMailLink(refundMail, 'View your receipt')).toBe(receipt.url);

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
