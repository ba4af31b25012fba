import Database from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { openSiteSession, withScreenshotOnFailure, type SiteSession } from '../support/site-session';
import { waitForRemotePage } from '../support/site-checks';
import { waitUntil } from '@chalein/testing/wait-until';

// Buying passes in the composed production site with the sandbox provider (the default): the browser fills the
// details, the sandbox checkout takes a signed payment, the page reports it, and the server, which also receives the
// sandbox's webhooks over HTTP, holds exactly one paid order and one issued pass per purchase (read here straight from
// its SQLite file).

let session: SiteSession;

beforeAll(async () => {
  session = await openSiteSession();
});

afterAll(async () => {
  await session?.close();
});

interface RiderOrders {
  orders: { provider_order_id: string; status: string; paid_payment_id: string | null }[];
  issuedPasses: number;
  webhooks: number;
}

function readRiderOrders(mobile: string): RiderOrders {
  const db = new Database(session.state.databaseFile, { readonly: true, fileMustExist: true });
  try {
    const orders = db
      .prepare(
        `SELECT o.provider_order_id, o.status, o.paid_payment_id FROM payment_orders o JOIN riders r ON r.id = o.rider_id
         WHERE r.mobile = ? ORDER BY o.id`,
      )
      .all(mobile) as RiderOrders['orders'];
    const count = (sql: string): number => {
      const row: unknown = db.prepare(sql).get(mobile);
      const n = typeof row === 'object' && row !== null ? (row as { n?: unknown }).n : undefined;
      if (typeof n !== 'number') throw new Error(`unexpected count row ${JSON.stringify(row)}`);
      return n;
    };
    return {
      orders,
      issuedPasses: count('SELECT COUNT(*) AS n FROM issued_passes p JOIN riders r ON r.id = p.rider_id WHERE r.mobile = ?'),
      webhooks: count(
        `SELECT COUNT(*) AS n FROM webhook_events w JOIN payment_orders o ON o.provider_order_id = w.provider_order_id
         JOIN riders r ON r.id = o.rider_id WHERE r.mobile = ?`,
      ),
    };
  } finally {
    db.close();
  }
}

async function waitForWebhooks(mobile: string, count: number): Promise<void> {
  await waitUntil(() => readRiderOrders(mobile).webhooks >= count, `the sandbox's ${count} webhooks for ${mobile}`, {
    timeoutMs: 15_000,
    intervalMs: 100,
  });
}

/** A 10-digit mobile number of its own for each purchase, so runs and passes never share a rider. */
function uniqueMobile(index: number): string {
  return `7${String(Date.now()).slice(-7)}${String(index).padStart(2, '0')}`;
}

async function fillDetails(page: Page, mobile: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Enter your details' });
  await dialog.waitFor({ state: 'visible' });
  await dialog.getByLabel('Name').fill('Asha Rao');
  // pasted with the country code, as from a phone's contacts: the rider is stored under the bare 10 digits
  await dialog.getByLabel('Mobile number').fill(`+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}`);
  await dialog.getByLabel('Email').fill('asha.rao@example.com');
  await dialog.getByLabel('Gender').selectOption('Female');
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: 'Pay Now' }).click();
}

const customerPasses = [
  { slug: 'daylight_pass', name: 'Daylight Saver Pass', price: '₹339.00' },
  { slug: 'moonlight_pass', name: 'Moonlight Saver Pass', price: '₹379.00' },
  { slug: 'student_pass', name: 'Student Pass', price: '₹469.00' },
  { slug: 'corporate_pass', name: 'Corporate Pass', price: '₹999.00' },
  { slug: 'gold_pass', name: 'Gold Pass', price: '₹1,399.00' },
] as const;

test.each(customerPasses.map((pass, index) => [pass.name, pass, index] as const))(
  'buying the %s through the sandbox checkout ends on /thankyou with the payment id, one paid order and one pass',
  async (_name, pass, index) => {
    // the last one on a phone-sized screen, where the details modal and the checkout must still work
    const phone = index === customerPasses.length - 1;
    const { page, watch } = await session.newPage(phone ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } : {});
    const mobile = uniqueMobile(index);
    await withScreenshotOnFailure(page, `buy ${pass.slug}`, async () => {
      await page.goto(`/${pass.slug}`);
      await waitForRemotePage(page);
      await page.getByRole('heading', { level: 1, name: pass.name }).waitFor();
      await page.getByRole('button', { name: 'Buy Pass Now' }).click();
      await fillDetails(page, mobile);

      const checkout = page.getByRole('dialog', { name: /payment sandbox/ });
      await checkout.waitFor({ state: 'visible' });
      // the checkout shows the catalog price and names the pass being bought
      await checkout.getByText(pass.price, { exact: true }).waitFor();
      await checkout.getByText(`${pass.name} purchase`).waitFor();
      await checkout.getByRole('button', { name: 'Pay', exact: true }).click();

      await page.waitForURL('**/thankyou');
      await page.getByText('Pass purchased successfully!').waitFor();
      const paymentId = (await page.locator('.result-card__payment-id').innerText()).trim();
      expect(paymentId).toMatch(/^pay_[A-Za-z0-9]{14}$/);
      await page.getByText(new RegExp(`Your ${pass.name} is valid from`)).waitFor();

      // the page's report has paid the order; the sandbox's two webhooks follow and change nothing
      await waitForWebhooks(mobile, 2);
      const stored = readRiderOrders(mobile);
      expect(stored.orders).toEqual([{ provider_order_id: expect.stringMatching(/^order_/), status: 'paid', paid_payment_id: paymentId }]);
      expect(stored.issuedPasses).toBe(1);

      await page.getByRole('link', { name: 'Back to Home' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      expect(watch.problems()).toEqual([]);
    });
  },
);

test('a dismissed checkout ends on /failed with the spec text, and issues nothing', async () => {
  const { page, watch } = await session.newPage();
  const mobile = uniqueMobile(90);
  await withScreenshotOnFailure(page, 'dismissed checkout', async () => {
    // arriving from the pricing page, as a visitor would
    await page.goto('/pricing');
    await waitForRemotePage(page);
    await page.getByRole('link', { name: 'View Corporate Pass' }).click();
    await page.getByRole('heading', { level: 1, name: 'Corporate Pass' }).waitFor();
    await page.getByRole('button', { name: 'Buy Pass Now' }).click();
    await fillDetails(page, mobile);

    const checkout = page.getByRole('dialog', { name: /payment sandbox/ });
    await checkout.waitFor({ state: 'visible' });
    // a declined attempt keeps the checkout open; closing it then is the dismissal
    await checkout.getByRole('button', { name: 'Fail' }).click();
    await checkout.getByText(/Payment failed:/).waitFor();
    await checkout.getByRole('button', { name: 'Close' }).click();

    await page.waitForURL('**/failed');
    await page.getByRole('heading', { name: 'Payment Failed' }).waitFor();
    await page.getByText('Unfortunately, your payment was not successful. Please check your details and try again.').waitFor();
    await page.getByText('Payment failed. Please try again.').waitFor();

    await waitForWebhooks(mobile, 1);
    const stored = readRiderOrders(mobile);
    expect(stored.orders).toEqual([{ provider_order_id: expect.stringMatching(/^order_/), status: 'failed', paid_payment_id: null }]);
    expect(stored.issuedPasses).toBe(0);

    // Try again leads back to the pass
    await page.getByRole('link', { name: /Try again/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Corporate Pass' }).waitFor();
    expect(watch.problems()).toEqual([]);
  });
});

test('Escape closes the sandbox checkout as a dismissal too, and the details modal keeps focus inside', async () => {
  const { page } = await session.newPage();
  const mobile = uniqueMobile(91);
  await withScreenshotOnFailure(page, 'escape checkout', async () => {
    await page.goto('/moonlight_pass');
    await waitForRemotePage(page);
    await page.getByRole('button', { name: 'Buy Pass Now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Enter your details' });
    await dialog.waitFor({ state: 'visible' });
    expect(await dialog.getByLabel('Name').evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: 'Buy Pass Now' }).click();
    await fillDetails(page, mobile);
    const checkout = page.getByRole('dialog', { name: /payment sandbox/ });
    await checkout.waitFor({ state: 'visible' });
    expect(await checkout.getByRole('button', { name: 'Pay', exact: true }).evaluate((element) => element === document.activeElement)).toBe(
      true,
    );
    await page.keyboard.press('Escape');
    await page.waitForURL('**/failed');
    expect(readRiderOrders(mobile).orders.map((order) => order.status)).toEqual(['failed']);
  });
});
