import fs from 'node:fs';
import path from 'node:path';
import type { RemoteName } from '@chalein/shared/lib/routes';
import { REMOTE_NAMES } from '@chalein/shared/lib/remote-manifest';
import { ApiHttpError } from '../http/api-envelope';

// The registry of deployed versions (README.md beside this file draws a version's states). Its state is one JSON
// file in DEPLOYMENTS_DIR, next to the versions' files, replaced whole (written, then renamed) under one lock per
// process: a switch is that one rename, so a reader sees the old state or the new one, never half of each. One
// server process owns a DEPLOYMENTS_DIR (docs/decisions/0023-deploy-registry.md).

/** Letters, digits, '.', '_' and '-': safe in a URL path and a folder name, e.g. 1.4.0-3f2a9c1. */
export const VERSION_PATTERN = /^[0-9A-Za-z][0-9A-Za-z._-]{0,63}$/;

export interface StoredFile {
  sha256: string;
  size: number;
}

export interface StoredVersion {
  version: string;
  /** the git commit it was built from, as the deploy command said */
  commit: string | null;
  uploadedAt: string;
  /** the remote whose token uploaded it */
  uploadedBy: RemoteName;
  /** every file by its path relative to the version's folder (remoteEntry.js, server/remoteEntry.js, ...) */
  files: Record<string, StoredFile>;
  /** 'sha256-<base64>' of server/remoteEntry.js: the render processes run it only with these bytes */
  serverIntegrity: string;
  /** what the checks found, each passed, in the order they ran */
  checks: CheckResult[];
}

export interface CheckResult {
  name: string;
  ok: boolean;
  detail: string;
}

export interface HistoryEntry {
  action: 'activate' | 'rollback';
  /** the remote whose token did it */
  by: RemoteName;
  at: string;
  /** null: the build of REMOTES_CONFIG (never deployed through the registry) */
  from: string | null;
  to: string | null;
  /** the commit of the version switched to */
  commit: string | null;
}

export interface RemoteDeployments {
  /** goes up with every change; the ETag of the remote's registry is made from it */
  revision: number;
  /** the version visitors get; null: the build REMOTES_CONFIG names */
  active: string | null;
  /** where a rollback goes: the version active before the current one (null: the REMOTES_CONFIG build) */
  previous: string | null;
  /** set once a version has been active: a rollback then has somewhere to go */
  everActivated: boolean;
  /** oldest first */
  versions: StoredVersion[];
  /** newest last */
  history: HistoryEntry[];
  /** preview links handed out, by version: a version is not pruned before its last link expires */
  previews: Record<string, string>;
}

interface RegistryState {
  format: 1;
  remotes: Partial<Record<RemoteName, RemoteDeployments>>;
}

/** At most this many history entries are kept per remote (the newest). */
const MAX_HISTORY = 200;

function emptyRemote(): RemoteDeployments {
  return { revision: 0, active: null, previous: null, everActivated: false, versions: [], history: [], previews: {} };
}

export function formatEntityTag(remote: RemoteName, revision: number): string {
  return `"${remote}.${revision}"`;
}

/** True when an If-Match header names this entity tag (strong comparison, as RFC 9110 asks for If-Match). */
export function matchIfMatch(ifMatch: string | undefined, etag: string): boolean {
  if (!ifMatch) return false;
  return ifMatch
    .split(',')
    .map((candidate) => candidate.trim())
    .some((candidate) => candidate === etag);
}

export function createDeploymentRegistry(options: { dir: string; keepVersions: number; now?: () => Date }) {
  const registryFile = path.join(options.dir, 'registry.json');
  const now = options.now ?? (() => new Date());
  let state: RegistryState = { format: 1, remotes: {} };
  /** versions whose files are being checked: not in the registry yet, and never served */
  const checking = new Set<string>();
  let lock: Promise<unknown> = Promise.resolve();
  /** how many times the state has changed since the process started: what is made from it is remade when it moves */
  let changes = 0;

  /** Runs `change` alone: changes of the registry never interleave. */
  function withLock<T>(change: () => Promise<T>): Promise<T> {
    const run = lock.then(change, change);
    lock = run.catch(() => undefined);
    return run;
  }

  function remoteState(remote: RemoteName): RemoteDeployments {
    return state.remotes[remote] ?? emptyRemote();
  }

  function findVersion(remote: RemoteName, version: string): StoredVersion | undefined {
    return remoteState(remote).versions.find((stored) => stored.version === version);
  }

  async function writeState(next: RegistryState): Promise<void> {
    await fs.promises.mkdir(options.dir, { recursive: true, mode: 0o700 });
    const temporary = `${registryFile}.${process.pid}.tmp`;
    await fs.promises.writeFile(temporary, `${JSON.stringify(next, null, 2)}\n`, { mode: 0o600 });
    await fs.promises.rename(temporary, registryFile);
    state = next;
    changes += 1;
  }

  async function updateRemote(remote: RemoteName, change: (current: RemoteDeployments) => RemoteDeployments): Promise<RemoteDeployments> {
    const current = remoteState(remote);
    const next = { ...change(structuredClone(current)), revision: current.revision + 1 };
    await writeState({ ...state, remotes: { ...state.remotes, [remote]: next } });
    return next;
  }

  function checkRevision(remote: RemoteName, ifMatch: string | undefined): void {
    const etag = formatEntityTag(remote, remoteState(remote).revision);
    if (ifMatch === undefined) {
      throw new ApiHttpError(
        428,
        `Send If-Match with the ETag of GET /api/deployments/${remote} (now ${etag}), so that a switch made meanwhile is not undone.`,
      );
    }
    if (!matchIfMatch(ifMatch, etag)) {
      throw new ApiHttpError(
        412,
        `The ${remote} registry changed since you read it (it is now ${etag}, you sent ${ifMatch}). Read it again and decide anew.`,
      );
    }
  }

  function isPreviewLive(expiresAt: string | undefined): boolean {
    return expiresAt !== undefined && Date.parse(expiresAt) > now().getTime();
  }

  /** Versions past the newest `keepVersions`, except the active one, the rollback target and those being previewed. */
  function selectPrunable(current: RemoteDeployments): string[] {
    const excess = current.versions.length - options.keepVersions;
    if (excess <= 0) return [];
    const kept = new Set([current.active, current.previous].filter((version): version is string => version !== null));
    return current.versions
      .slice(0, excess)
      .map((stored) => stored.version)
      .filter((version) => !kept.has(version) && !isPreviewLive(current.previews[version]));
  }

  /** Leaves the registry, then loses its files: a crash in between leaves a folder that the next start removes. */
  async function pruneRemote(remote: RemoteName): Promise<string[]> {
    const prunable = selectPrunable(remoteState(remote));
    if (prunable.length === 0) return [];
    await updateRemote(remote, (current) => ({
      ...current,
      versions: current.versions.filter((stored) => !prunable.includes(stored.version)),
      previews: Object.fromEntries(Object.entries(current.previews).filter(([version]) => !prunable.includes(version))),
    }));
    for (const version of prunable) await fs.promises.rm(versionDir(remote, version), { recursive: true, force: true });
    return prunable;
  }

  function versionDir(remote: RemoteName, version: string): string {
    return path.join(options.dir, remote, version);
  }

  async function switchTo(
    remote: RemoteName,
    action: HistoryEntry['action'],
    by: RemoteName,
    to: string | null,
  ): Promise<RemoteDeployments> {
    const updated = await updateRemote(remote, (current) => {
      const entry: HistoryEntry = {
        action,
        by,
        at: now().toISOString(),
        from: current.active,
        to,
        commit: to === null ? null : (current.versions.find((stored) => stored.version === to)?.commit ?? null),
      };
      return {
        ...current,
        active: to,
        previous: current.active,
        everActivated: true,
        history: [...current.history, entry].slice(-MAX_HISTORY),
      };
    });
    await pruneRemote(remote);
    return state.remotes[remote] ?? updated;
  }

  return {
    /** Reads the registry and removes what an interrupted upload or prune left behind (folders it does not list). */
    async open(): Promise<void> {
      // the folder is made by the first upload: a server nobody deploys to leaves no trace
      try {
        const parsed = JSON.parse(await fs.promises.readFile(registryFile, 'utf8')) as RegistryState;
        if (parsed.format !== 1 || typeof parsed.remotes !== 'object')
          throw new Error(`${registryFile} is not a registry this server reads`);
        state = parsed;
        changes += 1;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
      await fs.promises.rm(path.join(options.dir, '.incoming'), { recursive: true, force: true });
      for (const remote of REMOTE_NAMES) {
        const folder = path.join(options.dir, remote);
        const listed = new Set(remoteState(remote).versions.map((stored) => stored.version));
        const present = await fs.promises.readdir(folder).catch(() => [] as string[]);
        for (const name of present) {
          if (!listed.has(name)) await fs.promises.rm(path.join(folder, name), { recursive: true, force: true });
        }
      }
    },

    /** the folder a version's files live in (whether or not it is stored yet) */
    versionDir,

    describeRemote(remote: RemoteName): RemoteDeployments & { etag: string } {
      const current = remoteState(remote);
      return { ...current, etag: formatEntityTag(remote, current.revision) };
    },

    findVersion,

    /** a number that changes whenever the registry does (an upload, a switch, a preview noted) */
    revision(): number {
      return changes;
    },

    /** the active version of every remote deployed through the registry */
    listActive(): Partial<Record<RemoteName, StoredVersion>> {
      const active: Partial<Record<RemoteName, StoredVersion>> = {};
      for (const remote of REMOTE_NAMES) {
        const current = remoteState(remote);
        const stored = current.active === null ? undefined : findVersion(remote, current.active);
        if (stored) active[remote] = stored;
      }
      return active;
    },

    /**
     * Claims a version for an upload: refused while another upload of it is being checked. Returns the stored
     * version when it is already there, so the caller can compare bytes.
     */
    claimVersion(remote: RemoteName, version: string): Promise<{ stored: StoredVersion } | { claimed: true }> {
      return withLock(async () => {
        const stored = findVersion(remote, version);
        if (stored) return { stored };
        const key = `${remote}/${version}`;
        if (checking.has(key))
          throw new ApiHttpError(409, `${remote} ${version} is being uploaded and checked by another request right now.`);
        checking.add(key);
        return { claimed: true as const };
      });
    },

    /** Gives up a claim: the version's folder goes, as if the upload had never come. */
    releaseVersion(remote: RemoteName, version: string): Promise<void> {
      return withLock(async () => {
        checking.delete(`${remote}/${version}`);
        await fs.promises.rm(versionDir(remote, version), { recursive: true, force: true });
      });
    },

    /** Records a checked version whose files are in place; older versions past the limit are pruned. */
    addVersion(remote: RemoteName, stored: StoredVersion): Promise<void> {
      return withLock(async () => {
        checking.delete(`${remote}/${stored.version}`);
        await updateRemote(remote, (current) => ({ ...current, versions: [...current.versions, stored] }));
        await pruneRemote(remote);
      });
    },

    /** Notes a preview link handed out, so the version outlives it. */
    notePreview(remote: RemoteName, version: string, expiresAt: string): Promise<void> {
      return withLock(async () => {
        if (!findVersion(remote, version)) throw new ApiHttpError(404, `${remote} has no version ${version}.`);
        const known = remoteState(remote).previews[version];
        if (known !== undefined && Date.parse(known) >= Date.parse(expiresAt)) return;
        await updateRemote(remote, (current) => ({ ...current, previews: { ...current.previews, [version]: expiresAt } }));
      });
    },

    activate(remote: RemoteName, version: string, by: RemoteName, ifMatch: string | undefined): Promise<RemoteDeployments> {
      return withLock(async () => {
        checkRevision(remote, ifMatch);
        if (!findVersion(remote, version)) throw new ApiHttpError(404, `${remote} has no version ${version}: upload it first.`);
        if (remoteState(remote).active === version) throw new ApiHttpError(409, `${remote} ${version} is already active.`);
        return switchTo(remote, 'activate', by, version);
      });
    },

    rollback(remote: RemoteName, by: RemoteName, ifMatch: string | undefined): Promise<RemoteDeployments> {
      return withLock(async () => {
        checkRevision(remote, ifMatch);
        const current = remoteState(remote);
        if (!current.everActivated)
          throw new ApiHttpError(409, `${remote} has never been switched through the registry: there is nothing to roll back to.`);
        return switchTo(remote, 'rollback', by, current.previous);
      });
    },
  };
}

export type DeploymentRegistry = ReturnType<typeof createDeploymentRegistry>;
