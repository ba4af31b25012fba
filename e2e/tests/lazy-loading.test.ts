import { remoteNames, type RemoteId } from '../support/paths';
import { waitForRemotePage } from '../support/site-checks';
import { openSiteSession, withScreenshotOnFailure, type SiteSession } from '../support/site-session';

// Visiting a route downloads the shell and that route's remote only. Each visit uses a fresh context (empty
// cache, no service worker) so every file the route needs is really requested.

const expectations: ReadonlyArray<readonly [string, RemoteId]> = [
  ['/', 'marketing'],
  ['/pricing', 'passes'],
  ['/jobs', 'careers'],
  ['/drive_with_us', 'onboarding'],
];

let session: SiteSession;

beforeAll(async () => {
  session = await openSiteSession();
});

afterAll(async () => {
  await session?.close();
});

function remotesRequested(urls: readonly string[]): RemoteId[] {
  const seen = new Set<RemoteId>();
  for (const url of urls) {
    const name = /^\/remotes\/([^/]+)\//.exec(new URL(url).pathname)?.[1];
    const remote = remoteNames.find((candidate) => candidate === name);
    if (remote) seen.add(remote);
  }
  return [...seen].sort();
}

test.each(expectations)('%s downloads the shell and the %s remote only', async (pathname, remote) => {
  const { page, watch } = await session.newPage();
  await withScreenshotOnFailure(
    page,
    `lazy ${pathname}`,
    async () => {
      await page.goto(pathname);
      await waitForRemotePage(page);
      // anything fetched late (prefetching, idle loading) counts too
      await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
      expect(remotesRequested(watch.requests)).toEqual([remote]);
      // and everything came from the site itself
      const origins = new Set(watch.requests.filter((url) => /^https?:/.test(url)).map((url) => new URL(url).origin));
      expect([...origins]).toEqual([session.state.baseUrl]);
    },
    watch,
  );
  await page.context().close();
});
