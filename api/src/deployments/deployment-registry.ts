import fs from 'node:fs';
import path from 'node:path';
import type { RemoteName } from '@chalein/shared/lib/routes';
import { REMOTE_NAMES } from '@chalein/shared/lib/remote-manifest';
import type { Kysely } from 'kysely';
import { ApiHttpError } from '../http/api-envelope';
import type { CanaryFigures } from './canary-judgement';
import type { Database } from '../db/schema';
import { changeRemote, createEmptyRemote, insertVersion, readRemoteState, readRevisions, type RemoteChange } from './registry-store';
import { createVersionCache } from './version-cache';

// The registry of deployed versions (README.md beside this file draws a version's states), shared by every node:
// its state and the versions' files are in the database (registry-store.ts), a switch is a compare-and-swap on the
// remote's row, and each node holds the state in memory (read on every request) and copies of the files in its
// DEPLOYMENTS_DIR (version-cache.ts). A change made through another node reaches this one through refresh(), which
// registry-changes.ts calls on a notification or a periodic check (docs/decisions/0051-registry-across-nodes.md).

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

/** A canary release: a stored version live for a share of visitors, until promoted, ended or rolled back. */
export interface CanaryRun {
  /** the remote's revision its start made: which run this is */
  revision: number;
  version: string;
  /** the share of visitors who get it, 1-99 */
  percent: number;
  startedBy: RemoteName;
  startedAt: string;
  /** the version everyone else got meanwhile (null: the build REMOTES_CONFIG names) */
  baseline: string | null;
  /** null while it runs */
  endedAt: string | null;
  outcome: 'promoted' | 'ended' | 'rolled-back' | null;
  /** a deployer's remote, or 'server' when the server rolled it back by itself */
  endedBy: string | null;
  /** why it ended, in words (an automatic rollback's figures) */
  reason: string | null;
  figures: CanaryFigures | null;
}

/** Thrown inside a change to leave it undone: the canary it was to end is not running any more. */
class CanaryGoneError extends Error {}

/** Who ends a canary that fails: the server itself, not a deployer. */
const SERVER_ACTOR = 'server';

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
  /** the canary running now, if any */
  canary: CanaryRun | null;
  /** the newest canaries, oldest first, the running one among them */
  canaries: CanaryRun[];
}

/** the format of registry.json, the file the registry was kept in before it moved into the database */
interface RegistryFile {
  format: 1;
  remotes: Partial<Record<RemoteName, RemoteDeployments>>;
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

export interface DeploymentRegistryOptions {
  db: Kysely<Database>;
  /** DEPLOYMENTS_DIR: this node's copies of the versions' files, and uploads while they are checked */
  dir: string;
  keepVersions: number;
  now?: () => Date;
  log?: { warn: (details: object, message: string) => void };
}

export function createDeploymentRegistry(options: DeploymentRegistryOptions) {
  const { db } = options;
  const now = options.now ?? (() => new Date());
  const log = options.log ?? { warn: () => undefined };
  /** every remote's state as this node last read it from the database */
  const remotes = new Map<RemoteName, RemoteDeployments>();
  /** versions whose files are being checked on this node: not in the registry yet, and never served */
  const checking = new Set<string>();
  let lock: Promise<unknown> = Promise.resolve();
  let reloading: Promise<unknown> = Promise.resolve();
  /** how many times the state has changed since the process started: what is made from it is remade when it moves */
  let changes = 0;
  const cache = createVersionCache({ db, dir: options.dir });

  /** Runs `change` alone: this node's changes of the registry never interleave (the database orders all nodes'). */
  function withLock<T>(change: () => Promise<T>): Promise<T> {
    const run = lock.then(change, change);
    lock = run.catch(() => undefined);
    return run;
  }

  function remoteState(remote: RemoteName): RemoteDeployments {
    return remotes.get(remote) ?? createEmptyRemote();
  }

  function findVersion(remote: RemoteName, version: string): StoredVersion | undefined {
    return remoteState(remote).versions.find((stored) => stored.version === version);
  }

  function versionDir(remote: RemoteName, version: string): string {
    return path.join(options.dir, remote, version);
  }

  /**
   * Reads one remote's state from the database and makes it this node's. The active version's files (and a canary's)
   * are copied into this node's cache first, so remotes.json never names a version whose files the node cannot serve yet;
   * versions pruned elsewhere leave the cache.
   */
  function reloadRemote(remote: RemoteName): Promise<RemoteDeployments> {
    const run = reloading.then(async () => {
      const next = await readRemoteState(db, remote);
      const before = remotes.get(remote);
      if (before && before.revision === next.revision) return before;
      // the canary's too: some visitors get it the moment it is served
      const served = next.versions.filter((stored) => stored.version === next.active || stored.version === next.canary?.version);
      for (const stored of served) {
        await cache.fillVersion(remote, stored).catch((error: unknown) => {
          log.warn({ remote, version: stored.version, err: error }, "a served version could not be copied into this node's cache");
        });
      }
      remotes.set(remote, next);
      changes += 1;
      const kept = new Set(next.versions.map((stored) => stored.version));
      for (const gone of (before?.versions ?? []).filter((stored) => !kept.has(stored.version))) {
        cache.forget(remote, gone.version);
        if (!checking.has(`${remote}/${gone.version}`))
          await fs.promises.rm(versionDir(remote, gone.version), { recursive: true, force: true });
      }
      return next;
    });
    reloading = run.catch(() => undefined);
    return run;
  }

  function checkRevision(remote: RemoteName, current: RemoteDeployments, ifMatch: string | undefined): void {
    const etag = formatEntityTag(remote, current.revision);
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

  function requireStoredVersion(remote: RemoteName, current: RemoteDeployments, version: string): void {
    if (!current.versions.some((stored) => stored.version === version))
      throw new ApiHttpError(404, `${remote} has no version ${version}: upload it first.`);
  }

  /** A canary is judged against the version everyone else gets: while one runs, nothing else goes live. */
  function refuseWhileCanary(remote: RemoteName, current: RemoteDeployments): void {
    if (current.canary)
      throw new ApiHttpError(
        409,
        `${remote} ${current.canary.version} is a canary for ${current.canary.percent}% of visitors: promote it or roll it back first.`,
      );
  }

  function isPreviewLive(expiresAt: string | undefined): boolean {
    return expiresAt !== undefined && Date.parse(expiresAt) > now().getTime();
  }

  /** Versions past the newest `keepVersions`, except the active one, the rollback target, the canary and those previewed. */
  function selectPrunable(current: RemoteDeployments): string[] {
    const excess = current.versions.length - options.keepVersions;
    if (excess <= 0) return [];
    const kept = new Set(
      [current.active, current.previous, current.canary?.version ?? null].filter((version): version is string => version !== null),
    );
    return current.versions
      .slice(0, excess)
      .map((stored) => stored.version)
      .filter((version) => !kept.has(version) && !isPreviewLive(current.previews[version]));
  }

  /** Versions leave the database (their chunks with them); each node's reload then removes its copies. */
  async function pruneRemote(remote: RemoteName): Promise<void> {
    if (selectPrunable(remoteState(remote)).length === 0) return;
    await changeRemote(
      db,
      remote,
      () => undefined,
      async ({ current, trx }) => {
        const prunable = selectPrunable(current);
        if (prunable.length > 0)
          await trx.deleteFrom('deployment_versions').where('remote', '=', remote).where('version', 'in', prunable).execute();
      },
    );
    await reloadRemote(remote);
  }

  /** Writes a switch of the active version in the transaction of `step`: the row, and its line in the history. */
  async function writeSwitch(
    { current, next, trx }: RemoteChange,
    remote: RemoteName,
    action: HistoryEntry['action'],
    by: RemoteName,
    to: string | null,
  ): Promise<void> {
    const commit = to === null ? null : (current.versions.find((stored) => stored.version === to)?.commit ?? null);
    await trx
      .updateTable('deployment_remotes')
      .set({ active_version: to, previous_version: current.active, ever_activated: 1 })
      .where('remote', '=', remote)
      .execute();
    await trx
      .insertInto('deployment_history')
      .values({
        remote,
        revision: next,
        action,
        by_remote: by,
        at: now().toISOString(),
        from_version: current.active,
        to_version: to,
        commit_id: commit,
      })
      .execute();
  }

  /** Ends the running canary in the transaction of `step`, saying how and why. */
  async function writeCanaryEnd(
    { current, trx }: RemoteChange,
    remote: RemoteName,
    end: { outcome: NonNullable<CanaryRun['outcome']>; by: string; reason: string; figures?: CanaryFigures },
  ): Promise<void> {
    await trx
      .updateTable('deployment_canaries')
      .set({
        ended_at: now().toISOString(),
        outcome: end.outcome,
        ended_by: end.by,
        reason: end.reason,
        figures: end.figures === undefined ? null : JSON.stringify(end.figures),
      })
      .where('remote', '=', remote)
      .where('revision', '=', current.canary!.revision)
      .execute();
  }

  /** A change of one remote through `changeRemote`, then read back (and pruned) on this node. */
  async function changeAndReload(
    remote: RemoteName,
    check: (current: RemoteDeployments) => void,
    change: (step: RemoteChange) => Promise<void>,
  ): Promise<RemoteDeployments> {
    await changeRemote(db, remote, check, change);
    await reloadRemote(remote);
    await pruneRemote(remote);
    return remoteState(remote);
  }

  /**
   * registry.json, the registry of a server from before the database kept it, is imported once: each remote the
   * database does not know yet comes in with its versions (files verified against their sha256), history and
   * previews, and the file is renamed so the next start does not read it again.
   */
  async function importRegistryFile(): Promise<void> {
    const file = path.join(options.dir, 'registry.json');
    let parsed: RegistryFile;
    try {
      parsed = JSON.parse(await fs.promises.readFile(file, 'utf8')) as RegistryFile;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    if (parsed.format !== 1 || typeof parsed.remotes !== 'object') throw new Error(`${file} is not a registry this server reads`);
    for (const remote of REMOTE_NAMES) {
      const old = parsed.remotes[remote];
      if (old) await importRemote(remote, old);
    }
    await fs.promises.rename(file, `${file}.imported`);
  }

  async function importRemote(remote: RemoteName, old: RemoteDeployments): Promise<void> {
    await db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('deployment_remotes')
        .values({
          remote,
          revision: old.revision,
          active_version: old.active,
          previous_version: old.previous,
          ever_activated: old.everActivated ? 1 : 0,
        })
        .onConflict((conflict) => conflict.column('remote').doNothing())
        .executeTakeFirst();
      // the database knows this remote already (another node imported it, or it was deployed since)
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return;
      for (const [index, stored] of old.versions.entries()) {
        try {
          await insertVersion(trx, remote, stored, index - old.versions.length, versionDir(remote, stored.version));
        } catch (error) {
          throw new Error(`registry.json: ${remote} ${stored.version} cannot be imported: ${(error as Error).message}`);
        }
        const preview = old.previews[stored.version];
        if (preview !== undefined)
          await trx
            .updateTable('deployment_versions')
            .set({ preview_expires_at: preview })
            .where('remote', '=', remote)
            .where('version', '=', stored.version)
            .execute();
      }
      for (const [index, entry] of old.history.entries()) {
        await trx
          .insertInto('deployment_history')
          .values({
            remote,
            // revisions before the imported one, in the history's order
            revision: old.revision - old.history.length + index,
            action: entry.action,
            by_remote: entry.by,
            at: entry.at,
            from_version: entry.from,
            to_version: entry.to,
            commit_id: entry.commit,
          })
          .execute();
      }
    });
  }

  /** Every remote whose revision in the database is not the one this node holds is read again. */
  async function refresh(): Promise<void> {
    const revisions = await readRevisions(db);
    for (const remote of REMOTE_NAMES) {
      const revision = revisions.get(remote);
      if (revision !== undefined && revision !== remotes.get(remote)?.revision) await reloadRemote(remote);
    }
  }

  return {
    /**
     * Imports a registry.json left by an older server, reads the registry, and removes from this node's folder what
     * an interrupted upload or a prune left behind (folders the registry does not list).
     */
    async open(): Promise<void> {
      await importRegistryFile();
      await refresh();
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

    /** Reads again what changed in the database since this node last looked (a change made through another node). */
    refresh,

    /** the folder a version's files live in on this node (whether or not it is stored yet) */
    versionDir,

    describeRemote(remote: RemoteName): RemoteDeployments & { etag: string } {
      const current = remoteState(remote);
      return { ...current, etag: formatEntityTag(remote, current.revision) };
    },

    /** As describeRemote, read from the database now: another node may have changed it a moment ago. */
    async describeRemoteNow(remote: RemoteName): Promise<RemoteDeployments & { etag: string }> {
      const current = await reloadRemote(remote);
      return { ...current, etag: formatEntityTag(remote, current.revision) };
    },

    findVersion,

    /** As findVersion, asking the database when this node does not know the version (stored through another node). */
    async findVersionNow(remote: RemoteName, version: string): Promise<StoredVersion | undefined> {
      return findVersion(remote, version) ?? (await reloadRemote(remote)).versions.find((stored) => stored.version === version);
    },

    /**
     * Makes sure this node holds a stored version's files, each matching its sha256: copied from the database on
     * first use, checked once per process. False when the version is unknown or its files cannot be had.
     */
    async prepareFiles(remote: RemoteName, version: string): Promise<boolean> {
      const stored = findVersion(remote, version);
      if (!stored) return false;
      try {
        await cache.fillVersion(remote, stored);
        return true;
      } catch (error) {
        log.warn({ remote, version, err: error }, "a stored version's files could not be copied into this node's cache");
        return false;
      }
    },

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

    /** Every remote with a canary running, with the canary's stored version. */
    listCanaries(): { remote: RemoteName; run: CanaryRun; stored: StoredVersion }[] {
      return REMOTE_NAMES.flatMap((remote) => {
        const run = remoteState(remote).canary;
        const stored = run ? findVersion(remote, run.version) : undefined;
        return run && stored ? [{ remote, run, stored }] : [];
      });
    },

    /**
     * Claims a version for an upload: refused while another upload of it is being checked here. Returns the stored
     * version when it is already there (through any node), so the caller can compare bytes.
     */
    claimVersion(remote: RemoteName, version: string): Promise<{ stored: StoredVersion } | { claimed: true }> {
      return withLock(async () => {
        const stored = (await reloadRemote(remote)).versions.find((candidate) => candidate.version === version);
        // compared by the sha256 the registry recorded: this node needs no copy of its files for that
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

    /** Records a checked version, its files going into the database; older versions past the limit are pruned. */
    addVersion(remote: RemoteName, stored: StoredVersion): Promise<void> {
      return withLock(async () => {
        try {
          await changeRemote(
            db,
            remote,
            (current) => {
              if (current.versions.some((candidate) => candidate.version === stored.version))
                throw new ApiHttpError(
                  409,
                  `${remote} ${stored.version} was stored through another server meanwhile: upload it again to compare.`,
                );
            },
            ({ next, trx }) => insertVersion(trx, remote, stored, next, versionDir(remote, stored.version)),
          );
        } finally {
          checking.delete(`${remote}/${stored.version}`);
        }
        // the files were hashed as they arrived and again as they went into the database
        cache.noteVerified(remote, stored.version);
        await reloadRemote(remote);
        await pruneRemote(remote);
      });
    },

    /** Notes a preview link handed out, so the version outlives it. */
    notePreview(remote: RemoteName, version: string, expiresAt: string): Promise<void> {
      return withLock(async () => {
        if (!(await reloadRemote(remote)).versions.some((stored) => stored.version === version))
          throw new ApiHttpError(404, `${remote} has no version ${version}.`);
        const known = remoteState(remote).previews[version];
        if (known !== undefined && Date.parse(known) >= Date.parse(expiresAt)) return;
        await changeRemote(
          db,
          remote,
          () => undefined,
          async ({ trx }) => {
            await trx
              .updateTable('deployment_versions')
              .set({ preview_expires_at: expiresAt })
              .where('remote', '=', remote)
              .where('version', '=', version)
              .execute();
          },
        );
        await reloadRemote(remote);
      });
    },

    activate(remote: RemoteName, version: string, by: RemoteName, ifMatch: string | undefined): Promise<RemoteDeployments> {
      return withLock(() =>
        changeAndReload(
          remote,
          (current) => {
            checkRevision(remote, current, ifMatch);
            requireStoredVersion(remote, current, version);
            if (current.active === version) throw new ApiHttpError(409, `${remote} ${version} is already active.`);
            refuseWhileCanary(remote, current);
          },
          (step) => writeSwitch(step, remote, 'activate', by, version),
        ),
      );
    },

    /**
     * Back to the rollback target; while a canary runs, the canary ends instead (everyone gets the active version
     * again, and the active version stays).
     */
    rollback(remote: RemoteName, by: RemoteName, ifMatch: string | undefined): Promise<RemoteDeployments> {
      return withLock(() =>
        changeAndReload(
          remote,
          (current) => {
            checkRevision(remote, current, ifMatch);
            if (!current.canary && !current.everActivated)
              throw new ApiHttpError(409, `${remote} has never been switched through the registry: there is nothing to roll back to.`);
          },
          (step) =>
            step.current.canary
              ? writeCanaryEnd(step, remote, { outcome: 'ended', by, reason: `rolled back by ${by}` })
              : writeSwitch(step, remote, 'rollback', by, step.current.previous),
        ),
      );
    },

    /** Makes a stored version live for `percent` of visitors (sticky per visitor), everyone else keeping the active one. */
    startCanary(
      remote: RemoteName,
      version: string,
      percent: number,
      by: RemoteName,
      ifMatch: string | undefined,
    ): Promise<RemoteDeployments> {
      return withLock(() =>
        changeAndReload(
          remote,
          (current) => {
            checkRevision(remote, current, ifMatch);
            requireStoredVersion(remote, current, version);
            if (current.active === version) throw new ApiHttpError(409, `${remote} ${version} is already live for everyone.`);
            refuseWhileCanary(remote, current);
          },
          async ({ current, next, trx }) => {
            await trx
              .insertInto('deployment_canaries')
              .values({
                remote,
                revision: next,
                version,
                percent,
                started_by: by,
                started_at: now().toISOString(),
                baseline_version: current.active,
                ended_at: null,
                outcome: null,
                ended_by: null,
                reason: null,
                figures: null,
              })
              .execute();
          },
        ),
      );
    },

    /** The running canary becomes live for everyone: an activation, with the canary ended as promoted. */
    promote(remote: RemoteName, by: RemoteName, ifMatch: string | undefined): Promise<RemoteDeployments> {
      return withLock(() =>
        changeAndReload(
          remote,
          (current) => {
            checkRevision(remote, current, ifMatch);
            if (!current.canary) throw new ApiHttpError(409, `${remote} has no canary running: there is nothing to promote.`);
          },
          async (step) => {
            const canary = step.current.canary!;
            await writeCanaryEnd(step, remote, { outcome: 'promoted', by, reason: `promoted by ${by} from ${canary.percent}%` });
            await writeSwitch(step, remote, 'activate', by, canary.version);
          },
        ),
      );
    },

    /**
     * Ends the canary that started at `revision` because it fails (canary-watch.ts), with the figures that showed it.
     * False when that canary is no longer running (promoted, ended, or ended by another node a moment ago).
     */
    async endFailingCanary(remote: RemoteName, revision: number, reason: string, figures: CanaryFigures): Promise<boolean> {
      return withLock(async () => {
        try {
          await changeAndReload(
            remote,
            (current) => {
              if (current.canary?.revision !== revision) throw new CanaryGoneError();
            },
            (step) => writeCanaryEnd(step, remote, { outcome: 'rolled-back', by: SERVER_ACTOR, reason, figures }),
          );
          return true;
        } catch (error) {
          if (error instanceof CanaryGoneError) return false;
          throw error;
        }
      });
    },
  };
}

export type DeploymentRegistry = ReturnType<typeof createDeploymentRegistry>;
