import { findLocalizedRoute } from '@chalein/shared/lib/i18n/find-localized-route';
import type { RemoteName, SiteRoute } from '@chalein/shared/lib/routes';
import type { ServerRemote } from '@chalein/shared/lib/server-render-protocol';
import type { StorePlatform } from '@chalein/shared/lib/app-store';
import type { Theme } from '@chalein/shared/lib/theme-cookie';
import type { PostedFormState } from '@chalein/shared/lib/posted-form';
import type { FirstScreenData } from '@chalein/shared/lib/use-async-data';
import type { ServerRenderingSettings } from '../site-settings';
import { createMemoryCache } from '../../http/memory-cache';
import type { StoredBody } from '../../http/stored-body';
import type { RenderPool } from './render-pool';
import type { RenderProcesses } from './render-processes-plugin';
import { fingerprintRemotes, readServerRemotes } from './server-remotes';
import { createVisitorRateLimit } from './visitor-rate-limit';

export type ServerRenderResult = { html: string; data: FirstScreenData } | { fallback: string };

/**
 * A whole page as sent: its status and its HTML (shell, metadata, theme and the rendered page), with its brotli and
 * gzip bytes made once when it was kept (docs/decisions/0034-compressed-caches.md).
 */
export interface CachedDocument {
  statusCode: number;
  body: StoredBody;
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

/**
 * Candidate versions (previews) rendered at once, each by one process of its own. A new one takes the place of the
 * least recently used only once that one has been idle a minute: rotating preview cookies cannot fork a process per
 * request. An idle one is stopped after ten minutes.
 */
export const MAX_CANDIDATE_POOLS = 2;
const CANDIDATE_MIN_IDLE_MS = 60_000;
const CANDIDATE_IDLE_MS = 10 * 60_000;

/** remotes.json as one request gets it (a previewing visitor gets their own): its text, or why there is none. */
export type RequestRemotes = { text: string; preview?: unknown; canary?: readonly string[] } | { error: 'missing' | 'invalid' };

/** A previewing visitor's remotes.json, or one with a canary: its versions are rendered by pools of their own. */
function isEveryones(remotes: { preview?: unknown; canary?: readonly string[] }): boolean {
  return !remotes.preview && (remotes.canary?.length ?? 0) === 0;
}

/** One remote's version and the processes that render its pages (none while its entry is read, or if it failed). */
interface PoolEntry {
  key: string;
  remote: RemoteName;
  pool: RenderPool | null;
  ready: boolean;
  /** why it renders nothing (its entry could not be read, or had other bytes), or null */
  failure: string | null;
  lastUsed: number;
}

/** One pool per remote and version: a version of careers is never run by a process that renders passes' pages. */
function keyOf(remote: RemoteName, server: ServerRemote): string {
  return `${remote}\n${server.entry}\n${server.integrity}`;
}

/**
 * Renders pages on the server when it can, and says why not when it cannot (the page is then rendered in the
 * browser, as before). Each remote has render processes of its own, which render only its routes (with the shell's
 * layout around them), so a remote's code can produce the HTML of its own pages and of nothing else
 * (docs/decisions/0032-render-isolation.md). A remote whose version changes in remotes.json gets new processes (code
 * already run in a process cannot be unloaded); the others keep theirs. A visitor previewing a version
 * (docs/decisions/0023-deploy-registry.md) gets that version's pages from processes of their own; their other pages
 * come from everyone's.
 */
export function createServerRenderer(options: {
  settings: ServerRenderingSettings;
  /** starts the processes (render-processes-plugin.ts) */
  processes: RenderProcesses;
  /** remotes.json as every visitor without a preview gets it */
  readRemotes: () => Promise<RequestRemotes>;
  /** changes when content is written (app.contentVersion): pages rendered from older content are not served */
  contentVersion: () => number;
  log: Logger;
}) {
  const documents = createMemoryCache<CachedDocument>({ maxEntries: MAX_CACHED_PAGES, ttlMs: PAGE_TTL_MS });
  const misses = createVisitorRateLimit(options.settings.missesPerMinute);
  let started = false;
  /** everyone's remotes.json has been read once since the start, and the live pools it names are known */
  let synced = false;
  let closed = false;
  /** the pools of the remotes.json everyone gets, by remote */
  const live = new Map<RemoteName, PoolEntry>();
  let liveFingerprint: string | null = null;
  /** the pools of previewed versions, by key */
  const candidates = new Map<string, PoolEntry>();

  function stopPool(entry: PoolEntry): void {
    entry.pool?.close();
    entry.pool = null;
    entry.ready = false;
  }

  /** Whether a pool is still one the renderer uses (it may have been replaced while its processes were starting). */
  function isWanted(entry: PoolEntry): boolean {
    return !closed && (live.get(entry.remote) === entry || candidates.get(entry.key) === entry);
  }

  function startPool(remote: RemoteName, server: ServerRemote, candidate: boolean): PoolEntry {
    const entry: PoolEntry = { key: keyOf(remote, server), remote, pool: null, ready: false, failure: null, lastUsed: Date.now() };
    const name = `${remote}${candidate ? ' (preview)' : ''} ${server.entry}`;
    void (async () => {
      const code = await options.processes.readEntry(server.entry);
      if (!isWanted(entry)) return;
      const pool = await options.processes.startPool({
        remote,
        server,
        code,
        processes: candidate ? 1 : options.settings.processes,
        budgetMs: options.settings.budgetMs,
        name,
      });
      if (!isWanted(entry)) return pool.close();
      entry.pool = pool;
      await pool.ready;
      entry.ready = true;
      options.log.info({ pool: name, failed: pool.failedRemotes(), stopped: pool.stoppedReason() }, 'render processes ready');
    })().catch((error: unknown) => {
      entry.failure = error instanceof Error ? error.message : String(error);
      options.log.warn({ pool: name, reason: entry.failure }, 'render processes not started: the remote is rendered in the browser');
    });
    return entry;
  }

  /** Brings the live pools in line with everyone's remotes.json: a remote whose version changed gets new processes. */
  function syncLivePools(text: string): void {
    const fingerprint = fingerprintRemotes(text);
    if (fingerprint === liveFingerprint) return;
    liveFingerprint = fingerprint;
    const servers = readServerRemotes(JSON.parse(text) as unknown);
    for (const [remote, entry] of live) {
      const server = servers[remote];
      if (server && keyOf(remote, server) === entry.key) continue;
      stopPool(entry);
      live.delete(remote);
    }
    for (const [remote, server] of Object.entries(servers) as [RemoteName, ServerRemote][]) {
      if (live.has(remote)) continue;
      // a previewed version just activated: its processes are warm already
      const previewed = candidates.get(keyOf(remote, server));
      if (previewed) candidates.delete(previewed.key);
      live.set(remote, previewed ?? startPool(remote, server, false));
    }
  }

  function sweepCandidates(now: number): void {
    for (const [key, entry] of candidates) {
      if (now - entry.lastUsed <= CANDIDATE_IDLE_MS) continue;
      stopPool(entry);
      candidates.delete(key);
    }
  }

  /** A previewed or canary version's pool, started if there is room; null when every candidate pool is in recent use. */
  function selectCandidatePool(remote: RemoteName, server: ServerRemote): PoolEntry | null {
    const now = Date.now();
    sweepCandidates(now);
    const key = keyOf(remote, server);
    const known = candidates.get(key);
    if (known) {
      known.lastUsed = now;
      return known;
    }
    if (candidates.size >= MAX_CANDIDATE_POOLS) {
      const oldest = [...candidates.values()].sort((a, b) => a.lastUsed - b.lastUsed)[0]!;
      if (now - oldest.lastUsed < CANDIDATE_MIN_IDLE_MS) return null;
      stopPool(oldest);
      candidates.delete(oldest.key);
    }
    const entry = startPool(remote, server, true);
    candidates.set(key, entry);
    return entry;
  }

  return {
    /** From the server's onListen: live pools start now, not with the first visitor. */
    start(): void {
      if (!options.settings.enabled) return;
      started = true;
      void options.readRemotes().then((result) => {
        if ('text' in result && !closed) syncLivePools(result.text);
        synced = true;
      });
    },

    /**
     * Renders `url` for `visitor` (their address: each has a limit of renders a minute) with their remotes.json;
     * with `form`, as the answer to that form's post (such a page is the visitor's own: never kept). `requestId`: the
     * request's id, which the render process's lines for it carry.
     */
    async renderPage(
      url: string,
      theme: Theme,
      platform: StorePlatform,
      remotes: RequestRemotes,
      visitor: string,
      form?: PostedFormState,
      requestId?: string,
    ): Promise<ServerRenderResult> {
      if (!options.settings.enabled) return { fallback: 'server rendering is off' };
      if (!started) return { fallback: 'the server is not listening yet' };
      if ('error' in remotes) return { fallback: `remotes.json is ${remotes.error}` };
      // the remote whose route the address is: its processes render it, whatever the page's status
      const owner = findLocalizedRoute(new URL(url, 'http://site.invalid').pathname).route?.remote;
      if (!owner) return { fallback: "no remote renders this address: the shell's page is rendered in the browser" };
      const server = readServerRemotes(JSON.parse(remotes.text) as unknown)[owner];
      if (!server) return { fallback: `${owner} has no server entry` };
      if (isEveryones(remotes)) syncLivePools(remotes.text);
      if (!misses.take(visitor))
        return { fallback: `over the limit of ${options.settings.missesPerMinute} server renders a minute per visitor` };

      const everyone = live.get(owner);
      const entry = everyone?.key === keyOf(owner, server) ? everyone : isEveryones(remotes) ? null : selectCandidatePool(owner, server);
      if (!entry) return { fallback: 'every preview render process is in use' };
      entry.lastUsed = Date.now();
      if (entry.failure) return { fallback: entry.failure };
      if (!entry.ready || !entry.pool) return { fallback: 'render processes are starting' };
      const stopped = entry.pool.stoppedReason();
      if (stopped) return { fallback: `${stopped}: ${owner} is rendered in the browser until its next version` };
      const failed = entry.pool.failedRemotes()[owner];
      if (failed) return { fallback: `the ${owner} server entry failed: ${failed}` };

      const outcome = await entry.pool.render(url, theme, platform, form, requestId);
      if (!outcome.ok) return { fallback: outcome.reason };
      return { html: outcome.html, data: outcome.data };
    },

    /**
     * The key under which a server-rendered page is kept whole, or null when it may not be kept (caching off, a
     * personal page, no remotes.json). It names everything the document depends on: the address, the theme, the
     * platform (the app links name its store; the platform, never the User-Agent, so one copy serves every phone of
     * it), the shell's template, the request's remotes.json (a preview's differs, so its pages are never anyone else's)
     * and the content version.
     */
    findDocumentKey(
      url: string,
      theme: Theme,
      platform: StorePlatform,
      route: SiteRoute | undefined,
      templateVersion: number,
      remotes: RequestRemotes,
    ): string | null {
      if (!options.settings.enabled || !options.settings.pageCache || route?.personal) return null;
      if ('error' in remotes) return null;
      return [fingerprintRemotes(remotes.text), options.contentVersion(), templateVersion, theme, platform, url].join('\n');
    },

    documents,

    /**
     * Why the server is not ready to render pages yet (for /readyz), or null: its live render processes are still
     * starting. A pool that failed or stopped is settled (its pages go to the browser), not awaited.
     */
    findUnreadyReason(): string | null {
      if (!options.settings.enabled) return null;
      if (!started) return 'the server is not listening yet';
      if (!synced) return 'remotes.json is being read';
      const starting = [...live.values()].filter((entry) => !entry.ready && entry.failure === null).map((entry) => entry.remote);
      return starting.length === 0 ? null : `render processes starting: ${starting.join(', ')}`;
    },

    /** The process ids of every pool, live and preview: what the server runs on behalf of the remotes. */
    listProcesses(): { remote: RemoteName; preview: boolean; pids: number[] }[] {
      return [
        ...[...live.values()].map((entry) => ({ remote: entry.remote, preview: false, pids: entry.pool?.pids() ?? [] })),
        ...[...candidates.values()].map((entry) => ({ remote: entry.remote, preview: true, pids: entry.pool?.pids() ?? [] })),
      ];
    },

    close(): void {
      closed = true;
      for (const entry of [...live.values(), ...candidates.values()]) stopPool(entry);
      live.clear();
      candidates.clear();
      documents.clear();
    },
  };
}

export type ServerRenderer = ReturnType<typeof createServerRenderer>;
