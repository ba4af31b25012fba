import { createNewsletterUnsubscribeUrl } from '../../api/src/enquiries/newsletter-unsubscribe-links';
import { readServerSignedLinks } from '../support/signed-links';
import { openSiteSession, withScreenshotOnFailure, type SiteSession } from '../support/site-session';
import { readServerDatabase } from '../support/stored-files';

// The newsletter mail's unsubscribe link, opened in a browser: the page asks and unsubscribes nobody until its button
// is pressed, with scripts and without; then it says so, and the address is gone from the database.

let session: SiteSession;

beforeAll(async () => {
  session = await openSiteSession();
});

afterAll(async () => {
  await session?.close();
});

/** Subscribes `email` through the API as the footer's form does; its unsubscribe link, as the newsletter mail has it. */
async function subscribe(email: string): Promise<string> {
  const answer = await fetch(`${session.state.baseUrl}/api/news/letter`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  expect(answer.status).toBe(201);
  const { id } = readServerDatabase(session.state.databaseFile, (db) =>
    db.prepare('SELECT id FROM newsletter_subscriptions WHERE email = ?').get(email),
  ) as { id: number };
  return createNewsletterUnsubscribeUrl(readServerSignedLinks(session.state), id);
}

function isSubscribed(email: string): boolean {
  return (
    readServerDatabase(session.state.databaseFile, (db) =>
      db.prepare('SELECT 1 FROM newsletter_subscriptions WHERE email = ?').get(email),
    ) !== undefined
  );
}

test.each([
  ['with scripts', true],
  ['without scripts', false],
])('%s: opening the link asks first, and the button unsubscribes', async (_name, javaScriptEnabled) => {
  const email = `leaving.${javaScriptEnabled ? 'js' : 'nojs'}.${Date.now()}@example.in`;
  const url = await subscribe(email);
  const { page, watch } = await session.newPage({ javaScriptEnabled });
  await withScreenshotOnFailure(
    page,
    `unsubscribe ${javaScriptEnabled ? 'with' : 'without'} scripts`,
    async () => {
      for (let visit = 0; visit < 2; visit += 1) {
        const response = await page.goto(url);
        expect(response?.status()).toBe(200);
        expect(response?.headers()['cache-control']).toBe('no-store');
        await page.getByRole('heading', { name: 'Unsubscribe from the newsletter' }).waitFor();
      }
      // a mail scanner opening the link twice unsubscribed nobody
      expect(isSubscribed(email)).toBe(true);

      await page.getByRole('button', { name: 'Unsubscribe', exact: true }).click();
      await page.getByRole('heading', { name: 'You are unsubscribed' }).waitFor();
      expect(page.url()).toBe(url);
      expect(isSubscribed(email)).toBe(false);
      // the link keeps working, and keeps saying so
      await page.reload();
      await page.getByRole('heading', { name: 'You are unsubscribed' }).waitFor();
    },
    watch,
  );
});
