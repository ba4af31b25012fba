import { sql, type Kysely } from 'kysely';

// Canary releases of the deploy registry (docs/decisions/0054-canary-releases.md): one row per canary a remote ran,
// from its start to its end (promoted, ended by a deployer, or rolled back by the server itself, with the reason and
// the figures it judged). At most one canary runs per remote: a unique index over the rows not ended yet. No foreign
// key to the version: an ended canary stays in the history after its version is pruned. Frozen once released: it
// takes Kysely<unknown> and never imports the current table types.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('deployment_canaries')
    .addColumn('remote', 'text', (col) => col.notNull())
    // the remote's revision the start made: one start per revision
    .addColumn('revision', 'integer', (col) => col.notNull())
    .addColumn('version', 'text', (col) => col.notNull())
    // the share of visitors, in percent, who get it
    .addColumn('percent', 'integer', (col) => col.notNull().check(sql`percent between 1 and 99`))
    .addColumn('started_by', 'text', (col) => col.notNull())
    .addColumn('started_at', 'text', (col) => col.notNull())
    // the version everyone else got when it started (null: the build REMOTES_CONFIG names)
    .addColumn('baseline_version', 'text')
    .addColumn('ended_at', 'text')
    .addColumn('outcome', 'text', (col) => col.check(sql`outcome in ('promoted', 'ended', 'rolled-back')`))
    // a deployer's remote, or 'server' for an automatic rollback
    .addColumn('ended_by', 'text')
    .addColumn('reason', 'text')
    // JSON: what an automatic rollback compared (views and errors of both versions, the rates, the z score)
    .addColumn('figures', 'text')
    .addPrimaryKeyConstraint('deployment_canaries_pk', ['remote', 'revision'])
    .execute();
  await sql`create unique index deployment_canaries_running_idx on deployment_canaries (remote) where ended_at is null`.execute(db);
}
