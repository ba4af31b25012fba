import type { Page, Request } from 'playwright-core';
import { CLIENT_EVENTS_PATH, selectEntryVersion, type ClientEventReport } from '@chalein/shared/lib/client-events';
import type { RemoteName } from '@chalein/shared/lib/routes';
import { waitUntil } from '@chalein/testing/wait-until';
import { waitForRemotePage } from '../support/site-checks';
import { openSiteSession, withScreenshotOnFailure, type SiteSession } from '../support/site-session';
import { readServerDatabase } from '../support/stored-files';

// The shell reports a remote's failures to the server as beacons, and the server counts them per remote version
// beside the pages it sent: a chunk that answers 404, and an error thrown by a remote's script, each reach the counts
// of the version the page runs.

let session: SiteSession;

beforeAll(async () => {
  session = await openSiteSession();
});

afterAll(async () => {
  await session?.close();
});

/** The version of a remote the site serves now, as the shell reads it from remotes.json. */
async function readServedVersion(remote: RemoteName): Promise<string> {
  const remotes = (await (await fetch(`${session.state.baseUrl}/remotes.json`)).json()) as Record<string, unknown>;
  const entry = remotes[remote];
  const browser = typeof entry === 'string' ? entry : (entry as { browser: string }).browser;
  return selectEntryVersion(browser);
}

/** The server's counts of one remote version and kind, over every minute (other tests count into them too). */
function readCount(remote: RemoteName, version: string, kind: string): number {
  return readServerDatabase(session.state.databaseFile, (db) => {
    const row = db
      .prepare('select coalesce(sum(count), 0) as total from client_event_counts where remote = ? and version = ? and kind = ?')
      .get(remote, version, kind) as { total: number };
    return row.total;
  });
}

/** The next report the page sends of `kind`, read from the beacon's own body. */
function waitForReport(page: Page, kind: ClientEventReport['kind']): Promise<ClientEventReport> {
  return page
    .waitForRequest(
      (request: Request) => request.url().endsWith(CLIENT_EVENTS_PATH) && (request.postData() ?? '').includes(`"kind":"${kind}"`),
      { timeout: 45_000 },
    )
    .then((request) => JSON.parse(request.postData() ?? '{}') as ClientEventReport);
}

test("a remote chunk that answers 404 is reported for the remote's version, and the server counts it with the page", async () => {
  const version = await readServedVersion('careers');
  const failuresBefore = readCount('careers', version, 'load-failure');
  const { page } = await session.newPage();
  // the entry loads; every other file of the remote (its page's chunks) is gone
  await page.route(/\/(remotes|deployments)\/careers\//, async (route) => {
    if (route.request().url().endsWith('/remoteEntry.js')) await route.continue();
    else await route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' });
  });
  await withScreenshotOnFailure(page, 'client-events-chunk-404', async () => {
    const reported = waitForReport(page, 'load-failure');
    await page.goto('/jobs');
    const report = await reported;
    expect(report).toEqual({ remote: 'careers', version, kind: 'load-failure', code: expect.stringMatching(/^[A-Za-z][\w.-]*$/) });

    // counted in the database within the server's flush (every few seconds), beside the page it sent
    await waitUntil(() => readCount('careers', version, 'load-failure') > failuresBefore, `careers ${version}'s load failures counted`, {
      timeoutMs: 20_000,
      intervalMs: 250,
    });
    const pages = ['page-server', 'page-cache', 'page-browser'].reduce((sum, kind) => sum + readCount('careers', version, kind), 0);
    expect(pages).toBeGreaterThan(0);
  });
});

test("an unhandled error thrown by a remote's script is attributed to that remote", async () => {
  const version = await readServedVersion('marketing');
  const { page } = await session.newPage();
  // a script served from the marketing remote's folder that throws outside React
  await page.route('**/marketing/client-events-probe.js', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/javascript',
      body: "setTimeout(() => { throw new RangeError('thrown by a remote'); }, 0);\n",
    }),
  );
  await withScreenshotOnFailure(page, 'client-events-unhandled', async () => {
    await page.goto('/contact');
    await waitForRemotePage(page);
    const entry = await page.evaluate(async () => {
      const remotes = (await (await fetch('/remotes.json')).json()) as Record<string, string | { browser: string }>;
      const marketing = remotes.marketing!;
      return typeof marketing === 'string' ? marketing : marketing.browser;
    });
    const reported = waitForReport(page, 'unhandled-error');
    await page.evaluate(
      (src) => {
        const script = document.createElement('script');
        script.src = src;
        document.head.append(script);
      },
      new URL('client-events-probe.js', new URL(entry, page.url())).href,
    );
    expect(await reported).toEqual({ remote: 'marketing', version, kind: 'unhandled-error', code: 'RangeError' });
  });
});
