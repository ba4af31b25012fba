import type { Page } from 'playwright-core';
import { listSeriousViolations } from '../support/axe';
import { buyDaylightPass } from '../support/pass-purchase';
import { openSiteSession, withScreenshotOnFailure, type SiteSession } from '../support/site-session';
import { createStaffAccount, readCsrfToken, signInToConsole } from '../support/staff-accounts';
import { readServerDatabase } from '../support/stored-files';

// A rider buys a pass through the sandbox checkout; a finance user finds the order by the rider's mobile, refunds it
// with a reason after the confirm step, and the page follows the refund until the sandbox's signed refund.processed
// webhook has settled it: the order reads refunded, the webhook is listed, and the pass is no longer valid, on the
// page and in the database.

let session: SiteSession;

beforeAll(async () => {
  session = await openSiteSession();
});

afterAll(async () => {
  await session?.close();
});

function readStoredOrder(mobile: string): { id: number; status: string; revokedAt: string | null; refunds: string[]; audited: number } {
  return readServerDatabase(session.state.databaseFile, (db) => {
    const order = db
      .prepare('SELECT o.id, o.status FROM payment_orders o JOIN riders r ON r.id = o.rider_id WHERE r.mobile = ?')
      .get(mobile) as { id: number; status: string };
    const pass = db.prepare('SELECT revoked_at FROM issued_passes WHERE payment_order_id = ?').get(order.id) as {
      revoked_at: string | null;
    };
    const refunds = db.prepare('SELECT status FROM refunds WHERE payment_order_id = ?').all(order.id) as { status: string }[];
    const audited = db
      .prepare("SELECT COUNT(*) AS n FROM audit_events WHERE action = 'staff.orders.refund' AND target = ?")
      .get(`payment_order:${order.id}`) as { n: number };
    return {
      id: order.id,
      status: order.status,
      revokedAt: pass.revoked_at,
      refunds: refunds.map((refund) => refund.status),
      audited: audited.n,
    };
  });
}

const statusLine = (page: Page) => page.getByText(/^Status:/);

test('finance refunds a sandbox order with a reason and the webhook settles it: the order reads refunded', async () => {
  const mobile = `8${String(Date.now()).slice(-9)}`;
  const rider = await session.newPage();
  await withScreenshotOnFailure(rider.page, 'rider buys a pass to refund', () => buyDaylightPass(rider.page, mobile), rider.watch);
  expect(readStoredOrder(mobile)).toMatchObject({ status: 'paid', revokedAt: null, refunds: [] });

  const finance = await createStaffAccount(session.state, 'finance', 'Devi Menon');
  // axe is injected as a script, which the site's Content-Security-Policy rightly forbids: the test bypasses it
  const { page, watch } = await session.newPage({ bypassCSP: true });
  await withScreenshotOnFailure(
    page,
    'finance refunds an order',
    async () => {
      await signInToConsole(page, finance, `/staff/orders?mobile=${mobile}`);
      const orders = page.getByRole('table', { name: 'Orders, newest first' });
      await orders.getByRole('cell', { name: mobile }).waitFor();
      expect(await orders.getByRole('row').count()).toBe(2);
      const exportHref = await page.getByRole('link', { name: 'Export these orders as CSV' }).getAttribute('href');
      expect(exportHref).toBe(`/api/staff/orders/export.csv?mobile=${mobile}`);
      // the link downloads, with the session's cookie, the one order the list shows
      const exported = await page.request.get(exportHref!);
      expect(exported.headers()['content-type']).toMatch(/^text\/csv/);
      const rows = (await exported.text()).trim().split(/\r?\n/);
      expect(rows).toHaveLength(2);
      expect(rows[1]).toContain(mobile);
      expect(await listSeriousViolations(page)).toEqual([]);

      await orders.getByRole('link', { name: /^Order \d+$/ }).click();
      const { id } = readStoredOrder(mobile);
      await page.getByRole('heading', { name: `Order ${id}` }).waitFor();
      expect(await statusLine(page).innerText()).toBe('Status: Paid · ₹339.00');
      await page.getByRole('table', { name: 'Webhooks, oldest first' }).getByRole('cell', { name: 'payment.captured' }).first().waitFor();
      expect(await listSeriousViolations(page)).toEqual([]);

      const form = page.getByRole('form', { name: 'Refund this order' });
      await form.getByLabel('Reason for the refund').selectOption({ label: 'Paid twice for the same pass' });
      await form.getByRole('button', { name: 'Refund ₹339.00...' }).click();
      await page.getByText(/^Refund ₹339.00 in full to Priya Nair/).waitFor();
      expect(readStoredOrder(mobile).refunds).toEqual([]);
      await page.getByRole('button', { name: 'Confirm refund of ₹339.00' }).click();
      await page.getByText(/^Refund of ₹339.00 started\./).waitFor();

      // the page reads the order again until the sandbox's webhook has settled the refund
      await page.getByText('Status: Refunded · ₹339.00').waitFor();
      await page.getByRole('status').getByText('The refund is processed: the order is refunded and its pass is no longer valid.').waitFor();
      await page.getByRole('table', { name: 'Refunds, oldest first' }).getByRole('cell', { name: 'Refund processed' }).waitFor();
      await page.getByRole('table', { name: 'Webhooks, oldest first' }).getByRole('cell', { name: 'refund.processed' }).waitFor();
      await page
        .getByRole('region', { name: 'Pass' })
        .getByText(/^Not valid:/)
        .waitFor();
      expect(await page.getByRole('form', { name: 'Refund this order' }).count()).toBe(0);
      expect(await listSeriousViolations(page)).toEqual([]);

      // a tablet holds the order too: nothing wider than the screen
      await page.setViewportSize({ width: 768, height: 1024 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

      const stored = readStoredOrder(mobile);
      expect(stored).toMatchObject({ status: 'refunded', refunds: ['processed'], audited: 1 });
      expect(stored.revokedAt).not.toBeNull();
      // asking again is refused by the server: one refund per order, however often it is sent
      const again = await page.request.post(`/api/staff/orders/${id}/refund`, {
        headers: { origin: session.state.baseUrl, 'x-csrf-token': await readCsrfToken(page) },
        data: { reason: 'duplicate-payment' },
      });
      expect(again.status()).toBe(409);

      expect(watch.pageErrors).toEqual([]);
    },
    watch,
  );
});
