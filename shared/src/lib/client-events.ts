import { REMOTE_NAMES, type RemoteName } from './remote-manifest';

// What the shell reports about a remote from the browser (shell/src/reporting/report-client-event.ts) and the server
// counts per remote version (api/src/client-events): one list of kinds and one reading of a version, so both sides
// agree (docs/decisions/0053-client-events.md).

export const CLIENT_EVENTS_PATH = '/api/client-events';

/**
 * - `load-failure`: the remote's entry or one of its chunks could not be loaded (after the loader's own retry)
 * - `render-error`: the remote's page threw while rendering, caught by its route's boundary
 * - `unhandled-error` / `unhandled-rejection`: thrown or rejected outside React, from a script of the remote
 */
export const CLIENT_EVENT_KINDS = ['load-failure', 'render-error', 'unhandled-error', 'unhandled-rejection'] as const;
export type ClientEventKind = (typeof CLIENT_EVENT_KINDS)[number];

/** The version of a remote served from REMOTES_CONFIG's own URL rather than a versioned one of the deploy registry. */
export const CONFIGURED_VERSION = 'configured';

/**
 * An error's name or type as sent (`TypeError`, `ChunkLoadError`): a word, never a message, which may carry what a
 * visitor typed or an address with its query.
 */
export const CLIENT_EVENT_CODE_PATTERN = '^[A-Za-z][A-Za-z0-9_.-]{0,39}$';

/** One beacon's body, as JSON (sent as text/plain by navigator.sendBeacon). */
export interface ClientEventReport {
  remote: RemoteName;
  version: string;
  kind: ClientEventKind;
  code: string;
}

const DEPLOYMENT_PATH = /\/deployments\/([a-z][a-z0-9-]*)\/([0-9A-Za-z][0-9A-Za-z._-]{0,63})\//;

/**
 * The remote and version a deploy registry URL names (`/deployments/<remote>/<version>/...`, relative or absolute),
 * or null for any other URL.
 */
export function readDeploymentUrl(url: string): { remote: RemoteName; version: string } | null {
  const match = DEPLOYMENT_PATH.exec(url.split(/[?#]/, 1)[0] ?? '');
  if (!match) return null;
  const remote = REMOTE_NAMES.find((name) => name === match[1]);
  return remote ? { remote, version: match[2]! } : null;
}

/** The version a remotes.json entry serves: the registry's version in its URL, or CONFIGURED_VERSION. */
export function selectEntryVersion(entry: string): string {
  return readDeploymentUrl(entry)?.version ?? CONFIGURED_VERSION;
}
