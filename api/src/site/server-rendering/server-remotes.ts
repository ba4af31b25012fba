import { createHash } from 'node:crypto';
import type { RemoteName } from '@chalein/shared/lib/routes';
import type { ServerRemote } from '@chalein/shared/lib/server-render-protocol';
import { REMOTE_NAMES } from '@chalein/shared/lib/remote-manifest';

/**
 * A remote's entry in remotes.json: a bare string is its browser entry (the remote renders in the browser only);
 * an object names both builds and the integrity of the server one:
 * `{ "browser": ".../remoteEntry.js", "server": ".../server/remoteEntry.js", "serverIntegrity": "sha256-..." }`.
 */
export function readBrowserEntry(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'object' && value !== null && typeof (value as { browser?: unknown }).browser === 'string') {
    return (value as { browser: string }).browser;
  }
  return undefined;
}

const INTEGRITY_PATTERN = /^sha256-[A-Za-z0-9+/]{43}=$/;

/**
 * The remotes a render process may run on the server: those with a server entry and a well-formed integrity. The
 * entry is kept as remotes.json names it (a path on this server, or an http(s) URL): the server reads it and hands
 * its bytes to the render process, which has no network.
 */
export function readServerRemotes(remotesJson: unknown): Partial<Record<RemoteName, ServerRemote>> {
  const remotes: Partial<Record<RemoteName, ServerRemote>> = {};
  if (typeof remotesJson !== 'object' || remotesJson === null) return remotes;
  for (const name of REMOTE_NAMES) {
    const value: unknown = (remotesJson as Record<string, unknown>)[name];
    if (typeof value !== 'object' || value === null) continue;
    const { server, serverIntegrity } = value as { server?: unknown; serverIntegrity?: unknown };
    if (typeof server !== 'string' || typeof serverIntegrity !== 'string' || !INTEGRITY_PATTERN.test(serverIntegrity)) continue;
    remotes[name] = { entry: server, integrity: serverIntegrity };
  }
  return remotes;
}

/** the last text fingerprinted: every request without a preview brings the same remotes.json */
let lastFingerprinted: { text: string; fingerprint: string } | null = null;

/** A short fingerprint of remotes.json: pages rendered with other remotes are never served from the cache. */
export function fingerprintRemotes(text: string): string {
  if (lastFingerprinted?.text === text) return lastFingerprinted.fingerprint;
  const fingerprint = createHash('sha256').update(text).digest('base64url').slice(0, 16);
  lastFingerprinted = { text, fingerprint };
  return fingerprint;
}
