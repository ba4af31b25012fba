import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { copyBuildWithChangedText, listFiles } from '../support/changed-build';
import { remoteDist, shellDist } from '../support/paths';
import { waitForRemotePage, waitForSiteChrome } from '../support/site-checks';
import { openSiteSession, withScreenshotOnFailure, type SiteSession } from '../support/site-session';
import { startSiteServer, type SiteServer } from '../support/site-server';
import { startStaticServer, type StaticServer } from '../support/static-server';

// Replacing one remote's build changes the live site without rebuilding anything: a changed copy of the marketing
// build is served from another origin (as a team deploying to its own host would), only remotes.json is edited,
// and the next visit shows the new build. This file has its own server because it rewrites that server's
// remotes.json, which the other test files must not see.

const originalText = 'Safety and reliability';
const replacementText = 'Swapped in without a rebuild';

let session: SiteSession;
let server: SiteServer | undefined;
let staticServer: StaticServer | undefined;
let copyDir: string | undefined;

beforeAll(async () => {
  session = await openSiteSession();
  server = await startSiteServer({ name: 'remote-swap', ownRemotesConfig: true });
});

afterAll(async () => {
  await session?.close();
  await staticServer?.close();
  await server?.stop();
  if (copyDir) fs.rmSync(copyDir, { recursive: true, force: true });
});

/** name -> size and modification time of every built file, to show that nothing was rebuilt */
function snapshot(dir: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const name of listFiles(dir).sort()) {
    const stat = fs.statSync(path.join(dir, name));
    result[name] = `${stat.size}@${stat.mtimeMs}`;
  }
  return result;
}

/** Copies marketing's build and changes one text in its JavaScript, as a new release of that team would. */
function makeChangedMarketingBuild(): string {
  const into = fs.mkdtempSync(path.join(os.tmpdir(), 'chalein-e2e-marketing-copy-'));
  const { dir, changedFiles } = copyBuildWithChangedText(remoteDist('marketing'), into, originalText, replacementText);
  if (changedFiles === 0) throw new Error(`no JavaScript file of marketing-mfe/dist contains '${originalText}'`);
  return dir;
}

test('pointing remotes.json at a changed marketing build on another origin changes the live site', async () => {
  if (!server) throw new Error('the server did not start');
  const site = server;
  const builtBefore = { shell: snapshot(shellDist), marketing: snapshot(remoteDist('marketing')) };
  copyDir = makeChangedMarketingBuild();
  staticServer = await startStaticServer(copyDir);
  const remoteHost = staticServer;

  const { page, watch } = await session.newPage({ baseUrl: site.baseUrl });
  await withScreenshotOnFailure(
    page,
    'remote-swap',
    async () => {
      await page.goto('/');
      await waitForRemotePage(page);
      await page.getByText(originalText).first().waitFor({ state: 'visible' });

      // the deployment step of the marketing team: only this one entry changes
      const config: unknown = JSON.parse(fs.readFileSync(site.remotesConfigFile, 'utf8'));
      if (typeof config !== 'object' || config === null) throw new Error('remotes.json is not an object');
      // the build names both entries of each remote ({ browser, server, serverIntegrity }); the copy on the new host is
      // a browser build only, so it is listed as a bare string, which the server renders in the browser
      const listed: unknown = (config as Record<string, unknown>).marketing;
      const currentEntry: unknown = typeof listed === 'object' && listed !== null ? (listed as { browser?: unknown }).browser : listed;
      if (typeof currentEntry !== 'string') throw new Error('remotes.json has no marketing entry');
      // the same entry file the build lists (remoteEntry.js), on the new host
      const entryFile = `/${path.posix.basename(new URL(currentEntry, site.baseUrl).pathname)}`;
      const newEntry = `${remoteHost.origin}${entryFile}`;
      fs.writeFileSync(site.remotesConfigFile, JSON.stringify({ ...config, marketing: newEntry }, null, 2));
      const served: unknown = await (await fetch(`${site.baseUrl}/remotes.json`)).json();
      expect(served).toEqual({ ...config, marketing: newEntry });

      watch.reset();
      await page.reload();
      await waitForRemotePage(page);
      await page.getByText(replacementText).first().waitFor({ state: 'visible' });
      expect(await page.getByText(originalText).count()).toBe(0);
      await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
      // the new build really came from its own host, and the page allowed it (no CSP or CORS complaint)
      expect(remoteHost.requested).toContain(entryFile);
      expect(remoteHost.requested.some((file) => file.endsWith('.js') && file !== entryFile)).toBe(true);
      expect(watch.requests.some((url) => url.startsWith(`${site.baseUrl}/remotes/marketing/`))).toBe(false);
      expect(watch.problems()).toEqual([]);

      // the other remotes, and another marketing page, keep working
      for (const pathname of ['/pricing', '/jobs', '/drive_with_us', '/about']) {
        watch.reset();
        await page.goto(pathname);
        await waitForRemotePage(page);
        await waitForSiteChrome(page);
        await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
        expect([pathname, watch.problems()]).toEqual([pathname, []]);
      }
    },
    watch,
  );

  expect({ shell: snapshot(shellDist), marketing: snapshot(remoteDist('marketing')) }).toEqual(builtBefore);
});
