import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { RemoteName } from '@chalein/shared/lib/routes';
import type { Database } from '../db/schema';
import { isPostgres, lockForUpdate } from '../db/portable-sql';
import type { CanaryRun, HistoryEntry, RemoteDeployments, StoredFile, StoredVersion } from './deployment-registry';

// The registry's rows and the versions' files in the database every node shares (migration 0016-deployments):
// reading a remote's state whole, changing it as a compare-and-swap on its row's revision, and writing and reading
// the files as chunks, the way the database file store keeps private files (docs/decisions/0027-shared-file-storage.md).

/** The PostgreSQL channel a change is announced on; every node LISTENs on it (registry-changes.ts). */
export const REGISTRY_CHANNEL = 'chalein_deployments';

/** Bytes per chunk row, as the private files' store: small enough to stream, few enough rows per file. */
const CHUNK_BYTES = 256 * 1024;

/** At most this many history entries are read per remote (the newest). */
export const MAX_HISTORY = 200;

/** At most this many canaries are read per remote (the newest, the running one among them). */
export const MAX_CANARIES = 20;

type Db = Kysely<Database> | Transaction<Database>;

export function createEmptyRemote(): RemoteDeployments {
  return {
    revision: 0,
    active: null,
    previous: null,
    everActivated: false,
    versions: [],
    history: [],
    previews: {},
    canary: null,
    canaries: [],
  };
}

/** The state of one remote as the database has it now. */
export async function readRemoteState(db: Db, remote: RemoteName): Promise<RemoteDeployments> {
  const row = await db.selectFrom('deployment_remotes').selectAll().where('remote', '=', remote).executeTakeFirst();
  if (!row) return createEmptyRemote();
  const versions = await db
    .selectFrom('deployment_versions')
    .selectAll()
    .where('remote', '=', remote)
    .orderBy('stored_revision')
    .orderBy('version')
    .execute();
  const history = await db
    .selectFrom('deployment_history')
    .selectAll()
    .where('remote', '=', remote)
    .orderBy('revision', 'desc')
    .limit(MAX_HISTORY)
    .execute();
  const canaries = (
    await db
      .selectFrom('deployment_canaries')
      .selectAll()
      .where('remote', '=', remote)
      .orderBy('revision', 'desc')
      .limit(MAX_CANARIES)
      .execute()
  )
    .reverse()
    .map((row): CanaryRun => ({
      revision: row.revision,
      version: row.version,
      percent: row.percent,
      startedBy: row.started_by as RemoteName,
      startedAt: row.started_at,
      baseline: row.baseline_version,
      endedAt: row.ended_at,
      outcome: row.outcome,
      endedBy: row.ended_by,
      reason: row.reason,
      figures: row.figures === null ? null : (JSON.parse(row.figures) as CanaryRun['figures']),
    }));
  return {
    revision: row.revision,
    active: row.active_version,
    previous: row.previous_version,
    everActivated: row.ever_activated === 1,
    versions: versions.map((stored): StoredVersion => ({
      version: stored.version,
      commit: stored.commit_id,
      uploadedAt: stored.uploaded_at,
      uploadedBy: stored.uploaded_by as RemoteName,
      files: JSON.parse(stored.files) as Record<string, StoredFile>,
      serverIntegrity: stored.server_integrity,
      checks: JSON.parse(stored.checks) as StoredVersion['checks'],
    })),
    history: history.reverse().map((entry): HistoryEntry => ({
      action: entry.action,
      by: entry.by_remote as RemoteName,
      at: entry.at,
      from: entry.from_version,
      to: entry.to_version,
      commit: entry.commit_id,
    })),
    previews: Object.fromEntries(
      versions.flatMap((stored) => (stored.preview_expires_at === null ? [] : [[stored.version, stored.preview_expires_at]])),
    ),
    canary: canaries.find((run) => run.endedAt === null) ?? null,
    canaries,
  };
}

/** Every remote's revision: what a node compares with its own to see what changed elsewhere. */
export async function readRevisions(db: Db): Promise<Map<string, number>> {
  const rows = await db.selectFrom('deployment_remotes').select(['remote', 'revision']).execute();
  return new Map(rows.map((row) => [row.remote, row.revision]));
}

export interface RemoteChange {
  /** the remote's revision as read, locked until the transaction ends */
  current: RemoteDeployments;
  /** the revision this change makes */
  next: number;
  trx: Transaction<Database>;
}

/**
 * Runs `change` in a transaction holding the remote's row, then moves the row's revision on by one, only if it is
 * still the one read: a compare-and-swap, so two nodes switching at once cannot both win. `check` sees the state
 * read before anything is written (the If-Match comparison). PostgreSQL announces the change as it commits.
 */
export async function changeRemote<T>(
  db: Kysely<Database>,
  remote: RemoteName,
  check: (current: RemoteDeployments) => void,
  change: (step: RemoteChange) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await trx
      .insertInto('deployment_remotes')
      .values({ remote, revision: 0, active_version: null, previous_version: null, ever_activated: 0 })
      .onConflict((conflict) => conflict.column('remote').doNothing())
      .execute();
    const locked = await lockForUpdate(
      trx,
      trx.selectFrom('deployment_remotes').select('revision').where('remote', '=', remote),
    ).executeTakeFirstOrThrow();
    const current = await readRemoteState(trx, remote);
    current.revision = locked.revision;
    check(current);
    const next = current.revision + 1;
    const result = await change({ current, next, trx });
    const moved = await trx
      .updateTable('deployment_remotes')
      .set({ revision: next })
      .where('remote', '=', remote)
      .where('revision', '=', current.revision)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) throw new Error(`the ${remote} registry changed under a locked row`);
    if (isPostgres(trx)) await sql`select pg_notify(${REGISTRY_CHANNEL}, ${remote})`.execute(trx);
    return result;
  });
}

/** Records a version and its files, read from `dir` and checked against their sha256 as they go in. */
export async function insertVersion(
  trx: Transaction<Database>,
  remote: RemoteName,
  stored: StoredVersion,
  storedRevision: number,
  dir: string,
): Promise<void> {
  await trx
    .insertInto('deployment_versions')
    .values({
      remote,
      version: stored.version,
      stored_revision: storedRevision,
      commit_id: stored.commit,
      uploaded_at: stored.uploadedAt,
      uploaded_by: stored.uploadedBy,
      files: JSON.stringify(stored.files),
      server_integrity: stored.serverIntegrity,
      checks: JSON.stringify(stored.checks),
      preview_expires_at: null,
    })
    .execute();
  for (const [relative, expected] of Object.entries(stored.files)) {
    const hash = createHash('sha256');
    let index = 0;
    const stream = fs.createReadStream(path.join(dir, ...relative.split('/')), { highWaterMark: CHUNK_BYTES });
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      hash.update(chunk);
      await trx
        .insertInto('deployment_file_chunks')
        .values({ remote, version: stored.version, path: relative, chunk_index: index, data: chunk })
        .execute();
      index += 1;
    }
    if (index === 0) {
      await trx
        .insertInto('deployment_file_chunks')
        .values({ remote, version: stored.version, path: relative, chunk_index: 0, data: Buffer.alloc(0) })
        .execute();
    }
    const actual = hash.digest('hex');
    if (actual !== expected.sha256)
      throw new Error(`${remote} ${stored.version}: ${relative} has sha256 ${actual}, not ${expected.sha256}`);
  }
}

/** A stored file's bytes, chunk by chunk, in order: a node never holds more than one chunk of it. */
export async function* readFileChunks(db: Kysely<Database>, remote: RemoteName, version: string, relative: string): AsyncGenerator<Buffer> {
  for (let index = 0; ; index += 1) {
    const row = await db
      .selectFrom('deployment_file_chunks')
      .select('data')
      .where('remote', '=', remote)
      .where('version', '=', version)
      .where('path', '=', relative)
      .where('chunk_index', '=', index)
      .executeTakeFirst();
    if (!row) {
      if (index === 0) throw new Error(`${remote} ${version} has no stored file ${relative}`);
      return;
    }
    yield Buffer.from(row.data);
  }
}
