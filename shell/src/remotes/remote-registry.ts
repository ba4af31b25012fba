import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@chalein/shared/lib/routes';
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

function toRemoteInfo(name: string, entry: string) {
  // resolve relative entries against this page so the runtime sees absolute URLs; on the server they already are
  return { name, entry: typeof window === 'undefined' ? entry : new URL(entry, window.location.href).toString() };
}

export function registerSiteRemotes(config: RemotesConfig): void {
  registered = { ...config };
  registerRemotes(Object.entries(config).map(([name, entry]) => toRemoteInfo(name, entry)));
}

/**
 * Starts reading remotes.json and registers what it lists. The page renders meanwhile; remote pages wait for
 * this before loading, so reading the config never delays the header or the first paint.
 */
export function startRemotes(configPromise: Promise<RemotesConfig> = fetchRemotesConfig()): Promise<void> {
  ready = configPromise.then(registerSiteRemotes);
  return ready;
}

/** Drops what the runtime cached for one remote (a failed manifest or entry script) so it can be fetched anew. */
function resetRemote(remote: RemoteName): void {
  const entry = registered[remote];
  if (entry) registerRemotes([toRemoteInfo(remote, entry)], { force: true });
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
  if (!registered[remote]) throw new RemoteLoadError(remote, `No entry for remote '${remote}' in remotes.json`);
  const exposed = await loadRemote<Record<string, unknown>>(`${remote}/${module}`);
  const component = exposed?.[exportNameOf(module)];
  if (typeof component !== 'function' && typeof component !== 'object') {
    throw new RemoteLoadError(remote, `Remote '${remote}' does not expose ${exportNameOf(module)} from ./${module}`);
  }
  return component as T;
}

/** Loads one page component of a remote, retrying once (after resetting the remote) before giving up. */
export async function loadRemotePage<T>(remote: RemoteName, module: string): Promise<T> {
  try {
    return await loadOnce<T>(remote, module);
  } catch (firstError) {
    console.warn(`Loading ${remote}/${module} failed, retrying once`, firstError);
    resetRemote(remote);
    try {
      return await loadOnce<T>(remote, module);
    } catch (error) {
      if (error instanceof RemoteLoadError) throw error;
      throw new RemoteLoadError(remote, error instanceof Error ? error.message : String(error));
    }
  }
}

/** Used by Retry: forget the failure so the next load goes to the network again. */
export function forgetRemoteFailure(remote: RemoteName): void {
  resetRemote(remote);
}
