import { isStaffRemote } from '@chalein/shared/lib/remote-manifest';
import type { RemoteName } from '@chalein/shared/lib/routes';
import type { RemotesConfig, RemotesConfigReader } from '../site/remotes-config';
import type { DeploymentRegistry, StoredVersion } from './deployment-registry';
import { buildVersionUrl } from './deployment-service';
import { drawCanaryBucket, isInCanary, readCanaryBucket } from './canary-cookie';
import { readPreviewCookie, readPreviewToken, type PreviewGrant } from './preview-links';

// remotes.json as a visitor gets it: REMOTES_CONFIG's entries, with each remote deployed through the registry
// pointing at its active version's versioned URLs; for a visitor whose canary number falls in a running canary's
// share, that canary's version of its remote (canary-cookie.ts); and, for a visitor holding a valid preview cookie,
// the previewed version of that one remote over all of these.

export type RemotesForRequest =
  | {
      text: string;
      preview: PreviewGrant | null;
      /** the remotes this visitor gets a canary of (none for most): their remotes.json is not everyone's */
      canary: RemoteName[];
    }
  | { error: 'missing' | 'invalid' };

type CanaryVersions = { remote: RemoteName; stored: StoredVersion }[];

/**
 * The remotes.json entry of a stored version: both builds under its versioned URL, and the server build's integrity;
 * a staff remote's browser build alone (it is never rendered on the server, docs/decisions/0041-staff-remote.md).
 */
export function buildVersionEntry(remote: RemoteName, stored: StoredVersion) {
  if (isStaffRemote(remote)) return { browser: buildVersionUrl(remote, stored.version, 'remoteEntry.js') };
  return {
    browser: buildVersionUrl(remote, stored.version, 'remoteEntry.js'),
    server: buildVersionUrl(remote, stored.version, 'server/remoteEntry.js'),
    serverIntegrity: stored.serverIntegrity,
  };
}

export function createDeployedRemotes(options: { fallback: RemotesConfigReader; registry: DeploymentRegistry; previewSecret: string }) {
  /** The grant of the visitor's preview cookie, when it is valid and names a version the registry still has. */
  function findPreview(cookieHeader: string | undefined): { grant: PreviewGrant; stored: StoredVersion } | null {
    const token = readPreviewCookie(cookieHeader);
    if (!token) return null;
    const grant = readPreviewToken(options.previewSecret, token);
    const stored = grant ? options.registry.findVersion(grant.remote, grant.version) : undefined;
    return grant && stored ? { grant, stored } : null;
  }

  /** The canaries whose share the visitor's number falls in (the previewed remote aside: the preview wins). */
  function selectCanaries(cookieHeader: string | undefined, previewed: RemoteName | undefined): CanaryVersions {
    const running = options.registry.listCanaries();
    if (running.length === 0) return [];
    const bucket = readCanaryBucket(cookieHeader);
    if (bucket === undefined) return [];
    return running
      .filter(({ remote, run }) => remote !== previewed && isInCanary(bucket, remote, run.percent))
      .map(({ remote, stored }) => ({ remote, stored }));
  }

  /** everyone's remotes.json as last made, the canaries' combinations beside it, and the versions they were made from */
  let made: { version: string; byCanaries: Map<string, RemotesForRequest> } | null = null;

  function combineRemotes(fallback: RemotesConfig, preview: ReturnType<typeof findPreview>, canaries: CanaryVersions): RemotesForRequest {
    const overrides: Partial<Record<RemoteName, StoredVersion>> = { ...options.registry.listActive() };
    for (const { remote, stored } of canaries) overrides[remote] = stored;
    if (preview) overrides[preview.grant.remote] = preview.stored;
    const deployed = Object.entries(overrides) as [RemoteName, StoredVersion][];
    const canary = canaries.map(({ remote }) => remote);
    // nothing deployed through the registry: REMOTES_CONFIG's text as it is (and its fingerprint as before)
    if (deployed.length === 0) return 'error' in fallback ? { error: fallback.error } : { text: fallback.text, preview: null, canary };
    if ('error' in fallback && fallback.error === 'invalid') return { error: 'invalid' };
    const base = 'text' in fallback ? (JSON.parse(fallback.text) as Record<string, unknown>) : {};
    const remotes = { ...base, ...Object.fromEntries(deployed.map(([remote, stored]) => [remote, buildVersionEntry(remote, stored)])) };
    return { text: `${JSON.stringify(remotes, null, 2)}\n`, preview: preview?.grant ?? null, canary };
  }

  return {
    findPreview,

    /**
     * `fresh`: REMOTES_CONFIG read from its file now rather than as last read (GET /remotes.json). Everyone's
     * remotes.json, and each canary combination's, is made once per version of REMOTES_CONFIG and of the registry, not
     * per request; a preview's per request.
     */
    async readRemotes(cookieHeader?: string, { fresh = false }: { fresh?: boolean } = {}): Promise<RemotesForRequest> {
      const fallback = await options.fallback.readRemotesConfig({ fresh });
      const preview = findPreview(cookieHeader);
      const canaries = selectCanaries(cookieHeader, preview?.grant.remote);
      if (preview) return combineRemotes(fallback, preview, canaries);
      const version = `${fallback.version}:${options.registry.revision()}`;
      if (made?.version !== version) made = { version, byCanaries: new Map() };
      // at most one combination per subset of the running canaries: a handful
      const key = canaries.map(({ remote }) => remote).join(',');
      const known = made.byCanaries.get(key);
      if (known) return known;
      const remotes = combineRemotes(fallback, null, canaries);
      made.byCanaries.set(key, remotes);
      return remotes;
    },

    /**
     * While a canary runs, a visitor who holds no canary number yet is given one: returned, for the answer to set
     * as a cookie and for the request to be read with, so this very answer is made as their next ones will be. Null
     * when no canary runs or the visitor has a number.
     */
    drawCanaryNumber(cookieHeader: string | undefined): number | null {
      if (options.registry.listCanaries().length === 0 || readCanaryBucket(cookieHeader) !== undefined) return null;
      return drawCanaryBucket();
    },
  };
}

export type DeployedRemotes = ReturnType<typeof createDeployedRemotes>;
