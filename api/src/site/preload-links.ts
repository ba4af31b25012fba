import fs from 'node:fs';
import path from 'node:path';
import type { Language } from '@chalein/shared/lib/i18n/languages';
import type { RemoteName, SiteRoute } from '@chalein/shared/lib/routes';
import { readBrowserEntry } from './server-rendering/server-remotes';

/** A file the page will need, named in the HTML so the browser fetches it alongside the shell's own script. */
export interface PreloadLink {
  href: string;
  as: 'script' | 'style' | 'image' | 'font';
  /**
   * needed only when the page is rendered in the browser: a page the server rendered carries its first screen's data
   * and makes no API call to show it (the page pipeline leaves such links out of it)
   */
  browserRenderOnly?: true;
}

/**
 * The two weights of the face each language's pages are set in (shell/src/styles/indic-fonts.css): the regular one
 * nearly every line uses and the bold one of the headings and buttons, preloaded so the text takes its face in the
 * first paints rather than swapping later. Every such page uses both; with the bold one left to the stylesheet, it
 * arrived after the first paint and the home page's heading, set again in it, lost a line and moved everything
 * below it up (a layout shift of 0.03 on /hi). English pages use the system's fonts and preload none.
 */
const LANGUAGE_FONTS: Readonly<Record<Language, RegExp | null>> = {
  en: null,
  hi: /(^|\/)noto-sans-devanagari-devanagari-(400|700)-normal\.[^/]*woff2$/,
  kn: /(^|\/)noto-sans-kannada-kannada-(400|700)-normal\.[^/]*woff2$/,
};

interface ExposeAssets {
  name: string;
  assets: { js: { sync: string[] }; css: { sync: string[] } };
}

/** Reads a JSON file, caching it until the file changes (builds are replaced while the server runs). */
function createJsonFileCache() {
  const cache = new Map<string, { mtimeMs: number; value: unknown }>();
  return (file: string): unknown => {
    try {
      const { mtimeMs } = fs.statSync(file);
      const hit = cache.get(file);
      if (hit && hit.mtimeMs === mtimeMs) return hit.value;
      const value: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
      cache.set(file, { mtimeMs, value });
      return value;
    } catch {
      // not built, or being replaced: no preloads, the page loads as usual
      cache.delete(file);
      return null;
    }
  };
}

const stringsOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

function isExposeAssets(value: unknown): value is ExposeAssets {
  if (typeof value !== 'object' || value === null) return false;
  const assets = (value as { assets?: { js?: unknown; css?: unknown } }).assets;
  return typeof (value as { name?: unknown }).name === 'string' && typeof assets === 'object' && assets !== null;
}

/**
 * What to preload for a page: the shell's startup chunks (startup-assets.json, written by the shell's build) and,
 * for a route of the table, its remote's entry and the chunks and CSS of the page it exposes (from the remote's
 * mf-manifest.json when the remote is served from here: its build folder under /remotes/<name>/, or a version of
 * the deploy registry under /deployments/<name>/<version>/). Without them the browser finds each of these one
 * round trip after the other: main.js, then the shell's chunks, then remotes.json, the remote's entry, the page's
 * chunk.
 */
export function createPreloadPlanner(options: {
  shellDist: string;
  remoteDists: Readonly<Record<RemoteName, string>>;
  /** DEPLOYMENTS_DIR: a stored version's manifest is <dir>/<remote>/<version>/mf-manifest.json */
  deploymentsDir: string;
}) {
  const readJson = createJsonFileCache();

  function listShellPreloads(route: SiteRoute | undefined, language: Language): PreloadLink[] {
    const startup = readJson(path.join(options.shellDist, 'startup-assets.json')) as {
      js?: unknown;
      css?: unknown;
      api?: unknown;
      fonts?: unknown;
    } | null;
    if (!startup) return [];
    const font = LANGUAGE_FONTS[language];
    const startupScripts = stringsOf(startup.js);
    return [
      ...(font ? stringsOf(startup.fonts).filter((file) => font.test(file)) : []).map((file): PreloadLink => ({
        href: `/${file}`,
        as: 'font',
      })),
      ...stringsOf(startup.css).map((file): PreloadLink => ({ href: `/${file}`, as: 'style' })),
      ...startupScripts.map((file): PreloadLink => ({ href: `/${file}`, as: 'script' })),
      // the API client's axios is lazy (home leaves it out of its first load), but these pages, rendered in the
      // browser, call it before they show; a file of it the start loads anyway (the shell's shared library holds
      // the client) is named once
      ...(route?.apiFirstScreen
        ? stringsOf(startup.api)
            .filter((file) => !startupScripts.includes(file))
            .map((file): PreloadLink => ({ href: `/${file}`, as: 'script', browserRenderOnly: true }))
        : []),
    ];
  }

  /** The folder and URL prefix of a remote's build served by this server, from its entry's URL. */
  function locateLocalBuild(remote: RemoteName, entry: string): { folder: string; prefix: string } | undefined {
    const local = `/remotes/${remote}/`;
    if (entry.startsWith(local)) return { folder: options.remoteDists[remote], prefix: local };
    const deployed = new RegExp(`^/deployments/${remote}/([0-9A-Za-z][0-9A-Za-z._-]*)/`).exec(entry);
    if (deployed?.[1]) return { folder: path.join(options.deploymentsDir, remote, deployed[1]), prefix: deployed[0] };
    return undefined;
  }

  function listRemotePreloads(route: SiteRoute, remotesText: string | null): PreloadLink[] {
    if (remotesText === null) return [];
    const entry = readBrowserEntry((JSON.parse(remotesText) as Record<string, unknown>)[route.remote]);
    if (entry === undefined) return [];
    const links: PreloadLink[] = [{ href: entry, as: 'script' }];
    // the page's own chunks are known only for a remote served from this server
    const build = locateLocalBuild(route.remote, entry);
    if (!build) return links;
    const manifest = readJson(path.join(build.folder, 'mf-manifest.json')) as { exposes?: unknown } | null;
    const expose = (Array.isArray(manifest?.exposes) ? manifest.exposes : []).find(
      (item: unknown): item is ExposeAssets => isExposeAssets(item) && item.name === route.module,
    );
    if (!expose) return links;
    return [
      ...stringsOf(expose.assets.css.sync).map((file): PreloadLink => ({ href: `${build.prefix}${file}`, as: 'style' })),
      ...links,
      ...stringsOf(expose.assets.js.sync).map((file): PreloadLink => ({ href: `${build.prefix}${file}`, as: 'script' })),
    ];
  }

  return {
    /** `remotesText`: remotes.json as this request gets it (null when there is none); `language`: the page's */
    listPreloads(route: SiteRoute | undefined, remotesText: string | null, language: Language = 'en'): PreloadLink[] {
      const remote = route ? listRemotePreloads(route, remotesText) : [];
      const lead: PreloadLink[] = route?.leadImage ? [{ href: route.leadImage, as: 'image' }] : [];
      return [...lead, ...listShellPreloads(route, language), ...remote];
    },
  };
}
