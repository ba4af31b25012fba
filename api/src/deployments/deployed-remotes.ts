import { isStaffRemote } from '@chalein/shared/lib/remote-manifest';
import type { RemoteName } from '@chalein/shared/lib/routes';
import type { RemotesConfig, RemotesConfigReader } from '../site/remotes-config';
import type { DeploymentRegistry, StoredVersion } from './deployment-registry';
import { buildVersionUrl } from './deployment-service';
import { readPreviewCookie, readPreviewToken, type PreviewGrant } from './preview-links';

// remotes.json as a visitor gets it: REMOTES_CONFIG's entries, with each remote deployed through the registry
// pointing at its active version's versioned URLs, and, for a visitor holding a valid preview cookie, the
// previewed version of that one remote instead.

export type RemotesForRequest = { text: string; preview: PreviewGrant | null } | { error: 'missing' | 'invalid' };

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

  /** everyone's remotes.json as last made, and the versions it was made from */
  let everyone: { version: string; remotes: RemotesForRequest } | null = null;

  function combineRemotes(fallback: RemotesConfig, preview: ReturnType<typeof findPreview>): RemotesForRequest {
    const overrides: Partial<Record<RemoteName, StoredVersion>> = { ...options.registry.listActive() };
    if (preview) overrides[preview.grant.remote] = preview.stored;
    const deployed = Object.entries(overrides) as [RemoteName, StoredVersion][];
    // nothing deployed through the registry: REMOTES_CONFIG's text as it is (and its fingerprint as before)
    if (deployed.length === 0) return 'error' in fallback ? { error: fallback.error } : { text: fallback.text, preview: null };
    if ('error' in fallback && fallback.error === 'invalid') return { error: 'invalid' };
    const base = 'text' in fallback ? (JSON.parse(fallback.text) as Record<string, unknown>) : {};
    const remotes = { ...base, ...Object.fromEntries(deployed.map(([remote, stored]) => [remote, buildVersionEntry(remote, stored)])) };
    return { text: `${JSON.stringify(remotes, null, 2)}\n`, preview: preview?.grant ?? null };
  }

  return {
    findPreview,

    /**
     * `fresh`: REMOTES_CONFIG read from its file now rather than as last read (GET /remotes.json). Everyone's
     * remotes.json (no preview) is made once per version of REMOTES_CONFIG and of the registry, not per request.
     */
    async readRemotes(cookieHeader?: string, { fresh = false }: { fresh?: boolean } = {}): Promise<RemotesForRequest> {
      const fallback = await options.fallback.readRemotesConfig({ fresh });
      const preview = findPreview(cookieHeader);
      const version = `${fallback.version}:${options.registry.revision()}`;
      if (!preview && everyone?.version === version) return everyone.remotes;
      const remotes = combineRemotes(fallback, preview);
      if (!preview) everyone = { version, remotes };
      return remotes;
    },
  };
}

export type DeployedRemotes = ReturnType<typeof createDeployedRemotes>;
