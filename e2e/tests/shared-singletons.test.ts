import { waitForRemotePage } from '../support/site-checks';
import { openSiteSession, withScreenshotOnFailure, type SiteSession } from '../support/site-session';

// react, react-dom, the router and `shared` are singletons: after pages of all four remotes have rendered in one
// tab, the federation runtime's share scope must hold exactly one loaded version of each. (Every remote page also
// calls hooks on the shell's theme context, which a second React would break with an invalid hook call.)

// Every module the apps share as a singleton: these packages and all their subpaths.
const singletonPattern = /^(react|react-dom|react-router|react-router-dom)(\/.*)?$|^@chalein\/shared\//;

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
  await withScreenshotOnFailure(
    page,
    'shared-singletons',
    async () => {
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

      const loaded = await page.evaluate((pattern: string): LoadedShares => {
        const matcher = new RegExp(pattern);
        const result: LoadedShares = {};
        const federation: unknown = (globalThis as { __FEDERATION__?: unknown }).__FEDERATION__;
        const hosts: unknown =
          typeof federation === 'object' && federation !== null ? (federation as { __SHARE__?: unknown }).__SHARE__ : undefined;
        if (typeof hosts !== 'object' || hosts === null) return result;
        for (const scopes of Object.values(hosts)) {
          const scope: unknown = typeof scopes === 'object' && scopes !== null ? (scopes as Record<string, unknown>).default : undefined;
          if (typeof scope !== 'object' || scope === null) continue;
          for (const [name, versions] of Object.entries(scope)) {
            if (!matcher.test(name) || typeof versions !== 'object' || versions === null) continue;
            for (const [version, share] of Object.entries(versions)) {
              if (typeof share !== 'object' || share === null) continue;
              const { loaded, lib, from } = share as { loaded?: unknown; lib?: unknown; from?: unknown };
              if (loaded !== true && typeof lib !== 'function') continue;
              // Every app's scope lists the same copy: count copies by version and provider, not by listing.
              const copy = `${version} from ${String(from)}`;
              const copies = (result[name] ??= []);
              if (!copies.includes(copy)) copies.push(copy);
            }
          }
        }
        return result;
      }, singletonPattern.source);

      // the core singletons and the theme context each have exactly one loaded copy
      for (const name of ['react', 'react/jsx-runtime', 'react-dom', 'react-router-dom', '@chalein/shared/ui/theme']) {
        expect([name, loaded[name]?.length ?? 0]).toEqual([name, 1]);
      }
      // and no shared module, subpaths included, was loaded twice
      const duplicated = Object.entries(loaded).filter(([, copies]) => copies.length > 1);
      expect(duplicated).toEqual([]);
      expect(watch.pageErrors).toEqual([]);
      expect(watch.consoleErrors.filter((message) => /invalid hook call|more than one copy of React/i.test(message))).toEqual([]);
    },
    watch,
  );
});
