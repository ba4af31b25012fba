// Kept free of shared imports: index.ts uses it before the async boundary, to start reading remotes.json
// while the shared chunks are still downloading.
import type { RemoteName } from '@chalein/shared/lib/routes';

/** remotes.json, as the browser needs it: remote name -> URL of its (browser) remoteEntry.js. */
export type RemotesConfig = Partial<Record<RemoteName, string>>;

/**
 * A remote's entry in remotes.json: its browser entry as a bare string, or an object that also names its server
 * build (`{ "browser": ..., "server": ..., "serverIntegrity": ... }`), of which the browser takes `browser`.
 */
function readBrowserEntry(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  const browser = typeof value === 'object' && value !== null ? (value as { browser?: unknown }).browser : undefined;
  return typeof browser === 'string' ? browser : undefined;
}

export const REMOTES_CONFIG_URL = '/remotes.json';

/** Reads remotes.json, never from a cache, so a redeployed remote is picked up by the next visit. */
export async function fetchRemotesConfig(fetchImpl: typeof fetch = fetch): Promise<RemotesConfig> {
  try {
    const response = await fetchImpl(REMOTES_CONFIG_URL, { cache: 'no-store' });
    if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
    const body: unknown = await response.json();
    if (typeof body !== 'object' || body === null) throw new Error('remotes.json is not an object');
    const config: RemotesConfig = {};
    for (const [name, value] of Object.entries(body)) {
      const entry = readBrowserEntry(value);
      if (entry === undefined) continue;
      // The runtime loads each entry as a script (no manifest snapshots: one round trip less per remote); a
      // manifest listed here would fail as a script that is JSON, so it is refused with a message that says why.
      if (/\.json(?:[?#]|$)/.test(entry)) {
        console.error(`remotes.json: '${name}' names ${entry}; list the remote's remoteEntry.js instead`);
        continue;
      }
      config[name as RemoteName] = entry;
    }
    return config;
  } catch (error) {
    // Without it every remote route shows its fallback; the header, footer and 404 still work.
    console.error('Could not read remotes.json', error);
    return {};
  }
}

let early: Promise<RemotesConfig> | null = null;

/** Starts the read once, from the entry chunk; the bootstrap then takes the same promise. */
export function prefetchRemotesConfig(): Promise<RemotesConfig> {
  early ??= fetchRemotesConfig();
  return early;
}
