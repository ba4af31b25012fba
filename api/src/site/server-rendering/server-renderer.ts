import fs from 'node:fs';
import path from 'node:path';
import type { SiteRoute } from '@chalein/shared/lib/routes';
import type { Theme } from '@chalein/shared/lib/theme-cookie';
import type { FirstScreenData } from '@chalein/shared/lib/use-async-data';
import type { ServerRenderingSettings } from '../../config';
import type { RemotesConfigReader } from '../remotes-config';
import { createMemoryCache } from '../../http/memory-cache';
import { createRenderPool, type RenderPool } from './render-pool';
import { fingerprintRemotes, readServerRemotes } from './server-remotes';

export type ServerRenderResult = { html: string; data: FirstScreenData } | { fallback: string };

/** A whole page as sent: its status and its HTML (shell, metadata, theme and the rendered page). */
export interface CachedDocument {
  statusCode: number;
  html: string;
}

interface Logger {
  info: (details: object, message: string) => void;
  warn: (details: object, message: string) => void;
}

/**
 * A content write through the server changes the cache key; an edit made behind the server's back is not seen, so a
 * cached page is rendered again after this long at most.
 */
const PAGE_TTL_MS = 60_000;
const MAX_CACHED_PAGES = 500;
/** each API call of a render gives up well inside the render's budget */
const API_SHARE_OF_BUDGET = 0.6;

/**
 * Renders pages on the server when it can, and says why not when it cannot (the page is then rendered in the
 * browser, as before). Starts its render processes once the server listens (they call it over loopback), and
 * starts new ones whenever remotes.json changes, since code already run in a process cannot be unloaded.
 */
export function createServerRenderer(options: {
  settings: ServerRenderingSettings;
  shellDist: string;
  remotesConfig: RemotesConfigReader;
  /** changes when content is written (app.contentVersion): pages rendered from older content are not served */
  contentVersion: () => number;
  log: Logger;
}) {
  const script = path.join(options.shellDist, 'server', 'render-process.js');
  const documents = createMemoryCache<CachedDocument>({ maxEntries: MAX_CACHED_PAGES, ttlMs: PAGE_TTL_MS });
  let apiOrigin: string | null = null;
  let current: { fingerprint: string; pool: RenderPool; ready: boolean } | null = null;

  function selectPool(text: string): { fingerprint: string; pool: RenderPool; ready: boolean } | null {
    if (!apiOrigin) return null;
    const fingerprint = fingerprintRemotes(text);
    if (current?.fingerprint === fingerprint) return current;
    current?.pool.close();
    current = null;
    const remotes = readServerRemotes(JSON.parse(text) as unknown, apiOrigin);
    if (Object.keys(remotes).length === 0) return null;
    if (!fs.existsSync(script)) {
      options.log.warn({ script }, 'the shell has no server build: pages are rendered in the browser');
      return null;
    }
    const pool = createRenderPool({
      script,
      processOptions: { apiOrigin, remotes, apiTimeoutMs: Math.round(options.settings.budgetMs * API_SHARE_OF_BUDGET) },
      processes: options.settings.processes,
      budgetMs: options.settings.budgetMs,
      log: options.log,
    });
    const entry = { fingerprint, pool, ready: false };
    current = entry;
    void pool.ready.then(() => {
      entry.ready = true;
      options.log.info({ remotes: Object.keys(remotes), failed: pool.failedRemotes() }, 'render processes ready');
    });
    return entry;
  }

  return {
    /** From the server's onListen: where render processes reach the API. */
    start(origin: string): void {
      if (!options.settings.enabled) return;
      apiOrigin = origin;
      // start the processes now, not with the first visitor
      void options.remotesConfig.readRemotesConfig().then((result) => {
        if ('text' in result) selectPool(result.text);
      });
    },

    async renderPage(url: string, theme: Theme, route: SiteRoute | undefined): Promise<ServerRenderResult> {
      if (!options.settings.enabled) return { fallback: 'server rendering is off' };
      const remotes = await options.remotesConfig.readRemotesConfig();
      if ('error' in remotes) return { fallback: `remotes.json is ${remotes.error}` };
      const entry = selectPool(remotes.text);
      if (!entry) return { fallback: 'no remote has a server entry' };
      if (!entry.ready) return { fallback: 'render processes are starting' };
      const failed = route ? entry.pool.failedRemotes()[route.remote] : undefined;
      if (failed) return { fallback: `the ${route?.remote} server entry failed: ${failed}` };

      const outcome = await entry.pool.render(url, theme);
      if (!outcome.ok) return { fallback: outcome.reason };
      return { html: outcome.html, data: outcome.data };
    },

    /**
     * The key under which a server-rendered page is kept whole, or null when it may not be kept (caching off, a
     * personal page, no remotes.json). It names everything the document depends on: the address, the theme, the
     * shell's template, remotes.json and the content version.
     */
    async findDocumentKey(url: string, theme: Theme, route: SiteRoute | undefined, templateVersion: number): Promise<string | null> {
      if (!options.settings.enabled || !options.settings.pageCache || route?.personal) return null;
      const remotes = await options.remotesConfig.readRemotesConfig();
      if ('error' in remotes) return null;
      return [fingerprintRemotes(remotes.text), options.contentVersion(), templateVersion, theme, url].join('\n');
    },

    documents,

    close(): void {
      current?.pool.close();
      current = null;
      documents.clear();
    },
  };
}

export type ServerRenderer = ReturnType<typeof createServerRenderer>;
