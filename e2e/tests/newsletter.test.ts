import Database from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { holdAppScripts } from '../support/site-checks';
import { openSiteSession, withScreenshotOnFailure, type SiteSession } from '../support/site-session';

// The footer's newsletter form, end to end: the browser submits, the API stores, the row is in the database the
// server really uses (read here straight from its SQLite file).

let session: SiteSession;

beforeAll(async () => {
  session = await openSiteSession();
});

afterAll(async () => {
  await session?.close();
});

function countSubscriptions(email: string): number {
  const db = new Database(session.state.databaseFile, { readonly: true, fileMustExist: true });
  try {
    const row: unknown = db.prepare('SELECT COUNT(*) AS n FROM newsletter_subscriptions WHERE lower(email) = lower(?)').get(email);
    const n = typeof row === 'object' && row !== null ? (row as { n?: unknown }).n : undefined;
    if (typeof n !== 'number') throw new Error(`unexpected count row ${JSON.stringify(row)}`);
    return n;
  } finally {
    db.close();
  }
}

/** Opens the home page and sends an address from the footer's newsletter form, as a visitor does. */
async function subscribeFromHomePage(page: Page, email: string) {
  await page.goto('/');
  const footer = page.locator('footer').first();
  const field = footer.getByLabel('Email address for newsletter');
  await field.fill(email);
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  return { footer, field };
}

test('subscribing from the footer shows success and stores one row, also when repeated', async () => {
  const { page, watch } = await session.newPage();
  const email = `e2e-${Date.now()}-${process.pid}@example.com`;
  expect(countSubscriptions(email)).toBe(0);

  await withScreenshotOnFailure(
    page,
    'newsletter',
    async () => {
      const { footer, field } = await subscribeFromHomePage(page, email);
      await footer.getByText('Subscribed successfully!').waitFor({ state: 'visible' });
      expect(countSubscriptions(email)).toBe(1);

      // the message goes after 3 s and takes the address with it
      await footer.getByText('Subscribed successfully!').waitFor({ state: 'hidden', timeout: 10_000 });
      expect(await field.inputValue()).toBe('');

      // the same person again (other letter case): answered kindly, still one row
      await field.fill(email.toUpperCase());
      await footer.getByRole('button', { name: 'Subscribe' }).click();
      await footer.getByText('Subscribed successfully!').waitFor({ state: 'visible' });
      expect(countSubscriptions(email)).toBe(1);
    },
    watch,
  );
});

test('an address typed and sent before the page has hydrated is kept, and subscribed once it has', async () => {
  const { page, watch } = await session.newPage();
  const email = `e2e-early-${Date.now()}-${process.pid}@example.com`;
  // the app's scripts are held back until the form has been sent: as on a slow phone, the visitor is quicker
  const releaseScripts = await holdAppScripts(page);

  await withScreenshotOnFailure(
    page,
    'newsletter-before-hydration',
    async () => {
      const { footer, field } = await subscribeFromHomePage(page, email);
      // the browser did not send it itself (that would reload the page with the address in it), and it stays typed
      await page.waitForTimeout(300);
      expect(new URL(page.url()).search).toBe('');
      expect(await field.inputValue()).toBe(email);
      expect(countSubscriptions(email)).toBe(0);

      releaseScripts();
      await footer.getByText('Subscribed successfully!').waitFor({ state: 'visible' });
      expect(countSubscriptions(email)).toBe(1);
    },
    watch,
  );
});
