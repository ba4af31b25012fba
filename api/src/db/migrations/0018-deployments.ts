import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../portable-sql';

// The deploy registry in the database, so every node behind the load balancer serves the same versions
// (docs/decisions/0051-registry-across-nodes.md): a row per remote (its revision, active version and rollback
// target), a row per stored version (its file list with each file's sha256), the history of switches, and the
// versions' files as chunks. Frozen once released: it takes Kysely<unknown> and never imports the current table
// types.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('deployment_remotes')
    .addColumn('remote', 'text', (col) => col.primaryKey())
    // goes up with every change of the remote's registry: the ETag is made from it, and a switch is a
    // compare-and-swap on it (update ... where revision = the one read)
    .addColumn('revision', 'integer', (col) => col.notNull())
    // null: the build REMOTES_CONFIG names
    .addColumn('active_version', 'text')
    // where a rollback goes
    .addColumn('previous_version', 'text')
    .addColumn('ever_activated', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`ever_activated in (0, 1)`),
    )
    .execute();

  await db.schema
    .createTable('deployment_versions')
    .addColumn('remote', 'text', (col) => col.notNull())
    .addColumn('version', 'text', (col) => col.notNull())
    // the remote's revision the version was stored at: versions sort by it, oldest first
    .addColumn('stored_revision', 'integer', (col) => col.notNull())
    .addColumn('commit_id', 'text')
    .addColumn('uploaded_at', 'text', (col) => col.notNull())
    .addColumn('uploaded_by', 'text', (col) => col.notNull())
    // JSON: { "<path>": { "sha256": "<hex>", "size": <bytes> } }, what each node's cache verifies its copy against
    .addColumn('files', 'text', (col) => col.notNull())
    .addColumn('server_integrity', 'text', (col) => col.notNull())
    // JSON: the checks it passed, in order
    .addColumn('checks', 'text', (col) => col.notNull())
    // the last preview link's expiry: the version is not pruned before it
    .addColumn('preview_expires_at', 'text')
    .addPrimaryKeyConstraint('deployment_versions_pk', ['remote', 'version'])
    .execute();

  await db.schema
    .createTable('deployment_history')
    .addColumn('remote', 'text', (col) => col.notNull())
    // the remote's revision the switch made: one switch per revision
    .addColumn('revision', 'integer', (col) => col.notNull())
    .addColumn('action', 'text', (col) => col.notNull().check(sql`action in ('activate', 'rollback')`))
    .addColumn('by_remote', 'text', (col) => col.notNull())
    .addColumn('at', 'text', (col) => col.notNull())
    .addColumn('from_version', 'text')
    .addColumn('to_version', 'text')
    .addColumn('commit_id', 'text')
    .addPrimaryKeyConstraint('deployment_history_pk', ['remote', 'revision'])
    .execute();

  await db.schema
    .createTable('deployment_file_chunks')
    .addColumn('remote', 'text', (col) => col.notNull())
    .addColumn('version', 'text', (col) => col.notNull())
    // relative to the version's dist/, e.g. server/remoteEntry.js
    .addColumn('path', 'text', (col) => col.notNull())
    .addColumn('chunk_index', 'integer', (col) => col.notNull())
    .addColumn('data', isPostgres(db) ? 'bytea' : 'blob', (col) => col.notNull())
    .addPrimaryKeyConstraint('deployment_file_chunks_pk', ['remote', 'version', 'path', 'chunk_index'])
    // a pruned version's row takes its files with it
    .addForeignKeyConstraint(
      'deployment_file_chunks_version_fk',
      ['remote', 'version'],
      'deployment_versions',
      ['remote', 'version'],
      (fk) => fk.onDelete('cascade'),
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('deployment_file_chunks').ifExists().execute();
  await db.schema.dropTable('deployment_history').ifExists().execute();
  await db.schema.dropTable('deployment_versions').ifExists().execute();
  await db.schema.dropTable('deployment_remotes').ifExists().execute();
}
