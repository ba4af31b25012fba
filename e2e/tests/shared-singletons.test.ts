import { waitForRemotePage } from '../support/site-checks';
import { openSiteSession, withScreenshotOnFailure, type SiteSession } from '../support/site-session';

// react, react-dom, the router and `shared` are singletons: after pages of all four remotes have rendered in one
// tab, the federation runtime's share scope must hold exactly one loaded version of each. (Every remote page also
// calls hooks on the shell's theme context, which a second React would break with an invalid hook call.)

const singletons = ['react', 'react-dom', 'react-router', 'react-router-dom'] as const;

let session: SiteSession;

beforeAll(async () => {
  session = await openSiteSession();
});

afterAll(async () => {
  await session?.close();
});

/** package name -> the loaded copies ("version from app") found in every share scope named 'default' */
type LoadedShares = Record<string, string[]>;

test('one React, one router and one shared module serve the shell and all four remotes', async () => {
  const { page, watch } = await session.newPage();
  await withScreenshotOnFailure(page, 'shared-singletons', async () => {
    await page.goto('/');
    await waitForRemotePage(page);
    // Through the shell's router only (no reload), so every remote joins the same page's share scope.
    const visits: ReadonlyArray<readonly [string, string]> = [
      ['header a[href="/pricing"]', '/pricing'],
      ['footer a[href="/jobs"]', '/jobs'],
      ['footer a[href="/drive_with_us"]', '/drive_with_us'],
    ];
    for (const [link, pathname] of visits) {
      await page.locator(link).first().click();
      await page.waitForURL(`**${pathname}`);
      await waitForRemotePage(page);
    }

    const loaded = await page.evaluate((names: readonly string[]): LoadedShares => {
      const result: LoadedShares = {};
      for (const name of names) result[name] = [];
      const federation: unknown = (globalThis as { __FEDERATION__?: unknown }).__FEDERATION__;
      const hosts: unknown = typeof federation === 'object' && federation !== null ? (federation as { __SHARE__?: unknown }).__SHARE__ : undefined;
      if (typeof hosts !== 'object' || hosts === null) return result;
      const seen = new Set<unknown>();
      for (const scopes of Object.values(hosts)) {
        const scope: unknown = typeof scopes === 'object' && scopes !== null ? (scopes as Record<string, unknown>).default : undefined;
        if (typeof scope !== 'object' || scope === null) continue;
        for (const name of names) {
          const versions: unknown = (scope as Record<string, unknown>)[name];
          if (typeof versions !== 'object' || versions === null) continue;
          for (const [version, share] of Object.entries(versions)) {
            if (typeof share !== 'object' || share === null) continue;
            const { loaded, lib, from } = share as { loaded?: unknown; lib?: unknown; from?: unknown };
            // A copy counts once however many hosts' scopes point at it.
            if ((loaded === true || typeof lib === 'function') && !seen.has(share)) {
              seen.add(share);
              result[name]?.push(`${version} from ${String(from)}`);
            }
          }
        }
      }
      return result;
    }, singletons);

    expect(loaded.react).toHaveLength(1);
    expect(loaded['react-dom']).toHaveLength(1);
    // react-router-dom re-exports react-router; whichever of the two the apps share, one copy only
    expect((loaded['react-router'] ?? []).length).toBeLessThanOrEqual(1);
    expect(loaded['react-router-dom']).toHaveLength(1);
    expect(watch.pageErrors).toEqual([]);
    expect(watch.consoleErrors.filter((message) => /invalid hook call|more than one copy of React/i.test(message))).toEqual([]);
  });
});
