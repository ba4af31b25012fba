import { getInstance, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { isStaffRemote } from '@chalein/shared/lib/remote-manifest';
import type { RemoteName } from '@chalein/shared/lib/routes';
import { reportRemoteEvent } from '../reporting/report-client-event';
import { fetchRemotesConfig, type RemotesConfig } from './remotes-config';

/** Thrown when a remote (or the module it should expose) cannot be loaded; the route shows its fallback. */
export class RemoteLoadError extends Error {
  readonly remote: RemoteName;

  constructor(remote: RemoteName, message: string) {
    super(message);
    this.name = 'RemoteLoadError';
    this.remote = remote;
  }
}

let registered: RemotesConfig = {};
let ready: Promise<void> = Promise.resolve();
// when remotes.json was last read, to decide whether a remote about to be loaded should look for a newer entry
let configReadAt = 0;

/**
 * How old the last read of remotes.json may be when a remote is loaded for the first time in this tab. A navigation
 * that loads a remote reads it again when older, so a version activated since the page opened is picked up without
 * a reload; the read made at start (a moment before the first page's remote) is not repeated.
 */
export const REMOTES_CONFIG_MAX_AGE_MS = 5_000;

function toRemoteInfo(name: string, entry: string) {
  // resolve relative entries against this page so the runtime sees absolute URLs; on the server they already are
  return { name, entry: typeof window === 'undefined' ? entry : new URL(entry, window.location.href).toString() };
}

// The remotes the federation runtime has been told of. A staff remote is told only right before one of its pages
// loads: a runtime that knows an entry may fetch it (to compare shared versions, or when asked to preload), and no
// public page may ever fetch a byte of the staff console (docs/decisions/0041-staff-remote.md).
const known = new Set<string>();

export function registerSiteRemotes(config: RemotesConfig): void {
  registered = { ...config };
  configReadAt = Date.now();
  const publicRemotes = Object.entries(config).filter(([name]) => !isStaffRemote(name));
  for (const [name] of publicRemotes) known.add(name);
  registerRemotes(publicRemotes.map(([name, entry]) => toRemoteInfo(name, entry)));
}

/** Tells the runtime of a remote it does not know yet (a staff remote, on its first page). */
function registerOnFirstUse(remote: RemoteName): void {
  const entry = registered[remote];
  if (entry === undefined || known.has(remote)) return;
  known.add(remote);
  registerRemotes([toRemoteInfo(remote, entry)]);
}

/**
 * Starts reading remotes.json and registers what it lists. The page renders meanwhile; remote pages wait for
 * this before loading, so reading the config never delays the header or the first paint.
 */
export function startRemotes(configPromise: Promise<RemotesConfig> = fetchRemotesConfig()): Promise<void> {
  ready = configPromise.then(registerSiteRemotes);
  return ready;
}

/**
 * Whether the remote's entry script has run in this tab. From then on the tab keeps that version: a second version's
 * entry beside it would share its chunk-loading global (webpackChunk<name>) and could install one version's modules
 * into the other's registry, the very mixing of versions deploys must not cause. Its files stay available, under
 * their versioned URLs, as long as the registry keeps the version.
 */
function isEntryLoaded(remote: RemoteName): boolean {
  return Boolean(getInstance()?.moduleCache.get(remote)?.remoteEntryExports);
}

/** Registers another entry for a remote (its newly active version), dropping whatever the runtime cached for it. */
function switchEntry(remote: RemoteName, entry: string): void {
  registered = { ...registered, [remote]: entry };
  known.add(remote);
  registerRemotes([toRemoteInfo(remote, entry)], { force: true });
}

/**
 * Before a remote's first load in this tab: re-reads remotes.json when the last read is older than
 * REMOTES_CONFIG_MAX_AGE_MS (or always, with `force`) and switches the remote to the entry it lists now. Only this
 * remote moves: another remote's page may be on screen, and it keeps its version until its own first load.
 */
async function pickUpActiveEntry(remote: RemoteName, { force = false } = {}): Promise<void> {
  // a render process serves one remotes.json for its whole life (a new one gets new processes)
  if (typeof window === 'undefined' || isEntryLoaded(remote)) return;
  if (!force && Date.now() - configReadAt < REMOTES_CONFIG_MAX_AGE_MS) return;
  const config = await fetchRemotesConfig();
  // an unreadable remotes.json (fetchRemotesConfig logs it) keeps the entries already registered
  if (Object.keys(config).length === 0) return;
  configReadAt = Date.now();
  const latest = config[remote];
  // loaded meanwhile by a parallel navigation: that one's version stays
  if (latest && latest !== registered[remote] && !isEntryLoaded(remote)) switchEntry(remote, latest);
}

/**
 * Makes the runtime fetch a remote's entry again after it failed to load (the runtime caches the failure). A remote
 * whose entry did run and whose page chunk failed is left as it is: registering it again would run a second copy of
 * its entry beside the first, and the retry loads the missing chunk through the entry already there.
 */
function resetFailedEntry(remote: RemoteName): void {
  const entry = registered[remote];
  if (entry && known.has(remote) && !isEntryLoaded(remote)) registerRemotes([toRemoteInfo(remote, entry)], { force: true });
}

/** 'driver-registration-page' -> 'DriverRegistrationPage': each exposed page module names its component so. */
export function exportNameOf(module: string): string {
  return module
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
}

async function loadOnce<T>(remote: RemoteName, module: string): Promise<T> {
  await ready;
  await pickUpActiveEntry(remote);
  if (!registered[remote]) throw new RemoteLoadError(remote, `No entry for remote '${remote}' in remotes.json`);
  registerOnFirstUse(remote);
  const exposed = await loadRemote<Record<string, unknown>>(`${remote}/${module}`);
  const component = exposed?.[exportNameOf(module)];
  if (typeof component !== 'function' && typeof component !== 'object') {
    throw new RemoteLoadError(remote, `Remote '${remote}' does not expose ${exportNameOf(module)} from ./${module}`);
  }
  return component as T;
}

/**
 * Loads one page component of a remote, retrying once before giving up. Before the retry remotes.json is read again
 * (a version activated meanwhile is taken, if this remote's entry never ran), and a failed entry is fetched anew.
 */
export async function loadRemotePage<T>(remote: RemoteName, module: string): Promise<T> {
  try {
    return await loadOnce<T>(remote, module);
  } catch (firstError) {
    console.warn(`Loading ${remote}/${module} failed, retrying once`, firstError);
    const entryBefore = registered[remote];
    await pickUpActiveEntry(remote, { force: true });
    if (registered[remote] === entryBefore) resetFailedEntry(remote);
    try {
      return await loadOnce<T>(remote, module);
    } catch (error) {
      // after the retry: a failure the visitor sees (the fallback, or the server's HTML left without its scripts)
      reportRemoteEvent(remote, 'load-failure', error);
      if (error instanceof RemoteLoadError) throw error;
      throw new RemoteLoadError(remote, error instanceof Error ? error.message : String(error));
    }
  }
}

/** The entries the shell loads remotes from now: what a report about a remote names as its version. */
export function listRegisteredEntries(): RemotesConfig {
  return registered;
}

/** Used by Retry: forget the failure so the next load goes to the network again. */
export function forgetRemoteFailure(remote: RemoteName): void {
  resetFailedEntry(remote);
}
