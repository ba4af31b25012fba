import {
  CLIENT_EVENT_CODE_PATTERN,
  CLIENT_EVENTS_PATH,
  readDeploymentUrl,
  selectEntryVersion,
  type ClientEventKind,
  type ClientEventReport,
} from '@chalein/shared/lib/client-events';
import type { RemoteName } from '@chalein/shared/lib/routes';
import type { RemotesConfig } from '../remotes/remotes-config';

// Errors the shell sees about a remote, sent to the server as small beacons (docs/decisions/0053-client-events.md):
// the remote, its version, the kind of failure and the error's name. Never its message, an address or anything a
// visitor typed: a message may quote any of them.

/** Reports one page load sends at most: a page that throws in a loop costs the server ten, not thousands. */
export const MAX_REPORTS_PER_LOAD = 10;

/**
 * The share of page loads that report. All of them: the server compares a canary's errors per page view with the
 * active version's from a few hundred views, and a sample of those would leave too few errors to tell a broken
 * version from a healthy one. The limit per load and the server's limit per address bound what reporting costs.
 */
export const REPORTING_SHARE = 1;

const CODE = new RegExp(CLIENT_EVENT_CODE_PATTERN);

/** An error's name (`TypeError`, `ChunkLoadError`) when it is a plain word; what was thrown, when not an error. */
export function readErrorCode(error: unknown): string {
  if (error instanceof Error || (typeof error === 'object' && error !== null && 'name' in error)) {
    const name = (error as { name?: unknown }).name;
    return typeof name === 'string' && CODE.test(name) ? name : 'Error';
  }
  // a rejection with a string or a number: its type alone, never its value
  return error === null || error === undefined ? 'NoValue' : `Thrown-${typeof error}`;
}

/** The script URLs a stack names (`at f (https://site/deployments/careers/v2/123.js:1:2)`), without line and column. */
export function listStackUrls(stack: string): string[] {
  return [...stack.matchAll(/((?:https?:\/\/|\/)[^\s()@]+?):\d+(?::\d+)?/g)].map((match) => match[1]!);
}

export interface ClientEventReporterOptions {
  /** the remotes.json entries the shell loads remotes from now (remote-registry.ts) */
  listEntries: () => RemotesConfig;
  /** sends one report's JSON; navigator.sendBeacon, or a keepalive fetch where it cannot */
  send?: (body: string) => void;
  /** the page's address, to resolve relative entries against */
  baseUrl?: string;
  share?: number;
  random?: () => number;
}

/** navigator.sendBeacon: a string goes as text/plain, which needs no preflight, and it outlives the page. */
function sendReport(body: string): void {
  if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(CLIENT_EVENTS_PATH, body)) return;
  void fetch(CLIENT_EVENTS_PATH, { method: 'POST', body, keepalive: true, headers: { 'content-type': 'text/plain' } }).catch(
    () => undefined,
  );
}

export function createClientEventReporter(options: ClientEventReporterOptions) {
  const send = options.send ?? sendReport;
  const reporting = (options.random ?? Math.random)() < (options.share ?? REPORTING_SHARE);
  const sent = new Set<string>();

  function reportEvent(remote: RemoteName, version: string, kind: ClientEventKind, error: unknown): void {
    const report: ClientEventReport = { remote, version, kind, code: readErrorCode(error) };
    const key = `${remote}\n${version}\n${kind}\n${report.code}`;
    // the same error once per load: a render loop or a retried chunk is one report
    if (!reporting || sent.size >= MAX_REPORTS_PER_LOAD || sent.has(key)) return;
    sent.add(key);
    try {
      send(JSON.stringify(report));
    } catch {
      // reporting must never break the page it reports on
    }
  }

  /** The remote a script URL belongs to: a versioned registry URL names both; otherwise the entry it sits beside. */
  function attributeScript(url: string): { remote: RemoteName; version: string } | null {
    const deployed = readDeploymentUrl(url);
    if (deployed) return deployed;
    const base = options.baseUrl ?? window.location.href;
    for (const [remote, entry] of Object.entries(options.listEntries()) as [RemoteName, string][]) {
      const entryUrl = new URL(entry, base).href;
      const folder = entryUrl.slice(0, entryUrl.lastIndexOf('/') + 1);
      if (new URL(url, base).href.startsWith(folder)) return { remote, version: selectEntryVersion(entry) };
    }
    return null;
  }

  return {
    /** A remote's own failure (its load, its render): reported for the version the shell loads it from. */
    reportRemoteEvent(remote: RemoteName, kind: ClientEventKind, error: unknown): void {
      const entry = options.listEntries()[remote];
      if (entry !== undefined) reportEvent(remote, selectEntryVersion(entry), kind, error);
    },

    /**
     * An error or rejection nothing handled: reported for the remote whose script threw it (the event's file, else
     * the first remote script in its stack); one from the shell's own code or an extension is not a remote's.
     */
    reportUnhandled(kind: 'unhandled-error' | 'unhandled-rejection', error: unknown, filename?: string): void {
      const stack = error instanceof Error && typeof error.stack === 'string' ? listStackUrls(error.stack) : [];
      for (const url of filename ? [filename, ...stack] : stack) {
        const owner = attributeScript(url);
        if (owner) {
          reportEvent(owner.remote, owner.version, kind, error);
          return;
        }
      }
    },
  };
}

export type ClientEventReporter = ReturnType<typeof createClientEventReporter>;

let reporter: ClientEventReporter | null = null;

/** Starts reporting for this page load: unhandled errors and rejections from now on, and what the shell reports. */
export function startClientEventReporting(listEntries: () => RemotesConfig): ClientEventReporter {
  const started = createClientEventReporter({ listEntries });
  reporter = started;
  window.addEventListener('error', (event) => started.reportUnhandled('unhandled-error', event.error, event.filename));
  window.addEventListener('unhandledrejection', (event) => started.reportUnhandled('unhandled-rejection', event.reason));
  return started;
}

/** Reports a remote's failure the shell caught; nothing before reporting has started (a render process). */
export function reportRemoteEvent(remote: RemoteName, kind: ClientEventKind, error: unknown): void {
  reporter?.reportRemoteEvent(remote, kind, error);
}
