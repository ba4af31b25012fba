import fs from 'node:fs';
import path from 'node:path';
import type { SiteRoute } from '@chalein/shared/lib/routes';
import type { Theme } from '@chalein/shared/lib/theme-cookie';
import type { FirstScreenData } from '@chalein/shared/lib/use-async-data';
import type { ServerRenderingSettings } from '../../config';
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

/** How long a preview's render process lives without a previewing visitor, and how many previews run at once. */
const PREVIEW_POOL_IDLE_MS = 10 * 60_000;
const MAX_PREVIEW_POOLS = 2;

/** remotes.json as one request gets it (a previewing visitor gets their own): its text, or why there is none. */
export type RequestRemotes = { text: string; preview?: unknown } | { error: 'missing' | 'invalid' };

interface PoolEntry {
  fingerprint: string;
  pool: RenderPool;
  ready: boolean;
  lastUsed: number;
}

/**
 * Renders pages on the server when it can, and says why not when it cannot (the page is then rendered in the
 * browser, as before). Starts its render processes once the server listens (they call it over loopback), and
 * starts new ones whenever remotes.json changes, since code already run in a process cannot be unloaded. A visitor
 * previewing a version (docs/decisions/deploy-registry.md) gets a remotes.json of their own, rendered by a process
 * of its own: a preview never replaces, nor shares, the processes everyone else is rendered by.
 */
export function createServerRenderer(options: {
  settings: ServerRenderingSettings;
  shellDist: string;
  /** remotes.json as every visitor without a preview gets it */
  readRemotes: () => Promise<RequestRemotes>;
  /** changes when content is written (app.contentVersion): pages rendered from older content are not served */
  contentVersion: () => number;
  log: Logger;
}) {
  const script = path.join(options.shellDist, 'server', 'render-process.js');
  const documents = createMemoryCache<CachedDocument>({ maxEntries: MAX_CACHED_PAGES, ttlMs: PAGE_TTL_MS });
  let apiOrigin: string | null = null;
  let current: PoolEntry | null = null;
  const previews = new Map<string, PoolEntry>();

  function startPool(text: string, fingerprint: string, processes: number): PoolEntry | null {
    if (!apiOrigin) return null;
    const remotes = readServerRemotes(JSON.parse(text) as unknown, apiOrigin);
    if (Object.keys(remotes).length === 0) return null;
    if (!fs.existsSync(script)) {
      options.log.warn({ script }, 'the shell has no server build: pages are rendered in the browser');
      return null;
    }
    const pool = createRenderPool({
      script,
      processOptions: { apiOrigin, remotes, apiTimeoutMs: Math.round(options.settings.budgetMs * API_SHARE_OF_BUDGET) },
      processes,
      budgetMs: options.settings.budgetMs,
      log: options.log,
    });
    const entry: PoolEntry = { fingerprint, pool, ready: false, lastUsed: Date.now() };
    void pool.ready.then(() => {
      entry.ready = true;
      options.log.info({ remotes: Object.keys(remotes), failed: pool.failedRemotes(), fingerprint }, 'render processes ready');
    });
    return entry;
  }

  function selectPool(text: string): PoolEntry | null {
    const fingerprint = fingerprintRemotes(text);
    if (current?.fingerprint === fingerprint) return current;
    current?.pool.close();
    current = startPool(text, fingerprint, options.settings.processes);
    return current;
  }

  /** A preview's own pool of one process; idle ones close, and the oldest makes room for a new one. */
  function selectPreviewPool(text: string): PoolEntry | null {
    const now = Date.now();
    for (const [key, entry] of previews) {
      if (now - entry.lastUsed > PREVIEW_POOL_IDLE_MS) {
        entry.pool.close();
        previews.delete(key);
      }
    }
    const fingerprint = fingerprintRemotes(text);
    const known = previews.get(fingerprint);
    if (known) {
      known.lastUsed = now;
      return known;
    }
    const oldest = [...previews.values()].sort((a, b) => a.lastUsed - b.lastUsed)[0];
    if (oldest && previews.size >= MAX_PREVIEW_POOLS) {
      oldest.pool.close();
      previews.delete(oldest.fingerprint);
    }
    const entry = startPool(text, fingerprint, 1);
    if (entry) previews.set(fingerprint, entry);
    return entry;
  }

  return {
    /** From the server's onListen: where render processes reach the API. */
    start(origin: string): void {
      if (!options.settings.enabled) return;
      apiOrigin = origin;
      // start the processes now, not with the first visitor
      void options.readRemotes().then((result) => {
        if ('text' in result) selectPool(result.text);
      });
    },

    async renderPage(url: string, theme: Theme, route: SiteRoute | undefined, remotes: RequestRemotes): Promise<ServerRenderResult> {
      if (!options.settings.enabled) return { fallback: 'server rendering is off' };
      if ('error' in remotes) return { fallback: `remotes.json is ${remotes.error}` };
      // a preview of the version already active is everyone's page
      const ownPool = remotes.preview && fingerprintRemotes(remotes.text) !== current?.fingerprint;
      const entry = ownPool ? selectPreviewPool(remotes.text) : selectPool(remotes.text);
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
     * shell's template, the request's remotes.json (a preview's differs, so its pages are never anyone else's)
     * and the content version.
     */
    findDocumentKey(
      url: string,
      theme: Theme,
      route: SiteRoute | undefined,
      templateVersion: number,
      remotes: RequestRemotes,
    ): string | null {
      if (!options.settings.enabled || !options.settings.pageCache || route?.personal) return null;
      if ('error' in remotes) return null;
      return [fingerprintRemotes(remotes.text), options.contentVersion(), templateVersion, theme, url].join('\n');
    },

    documents,

    close(): void {
      current?.pool.close();
      current = null;
      for (const entry of previews.values()) entry.pool.close();
      previews.clear();
      documents.clear();
    },
  };
}

export type ServerRenderer = ReturnType<typeof createServerRenderer>;
