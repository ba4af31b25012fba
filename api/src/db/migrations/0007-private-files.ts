import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../portable-sql';

// Resumes and drivers' documents kept in the database, for servers that share one (PRIVATE_FILES_STORE=database,
// docs/decisions/0027-shared-file-storage.md). Created on both engines, so one set of migrations runs everywhere; the
// folder store (the default on one server) never touches these tables. Frozen once released: it takes
// Kysely<unknown> and never imports the current table types.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('private_files')
    // the file's key, a random UUID; a row names the file `<key>.<extension>`
    .addColumn('file_key', 'text', (col) => col.primaryKey())
    // which feature's rows may name it: 'resumes' or 'driver-documents'
    .addColumn('area', 'text', (col) => col.notNull())
    // incoming while it streams in and until the row naming it commits; kept in that row's transaction. The sweep
    // removes incoming files untouched for a while, never kept ones.
    .addColumn('state', 'text', (col) => col.notNull().check(sql`state in ('incoming', 'kept')`))
    .addColumn('byte_size', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('chunk_count', 'integer', (col) => col.notNull().defaultTo(0))
    // ISO 8601, moved on with every chunk written, so a slow upload is never mistaken for an abandoned one
    .addColumn('touched_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('private_files_state_touched_idx').on('private_files').columns(['state', 'touched_at']).execute();

  await db.schema
    .createTable('private_file_chunks')
    .addColumn('file_key', 'text', (col) => col.notNull().references('private_files.file_key').onDelete('cascade'))
    // 0, 1, 2, ...: the chunk's place in the file
    .addColumn('chunk_index', 'integer', (col) => col.notNull())
    // the one column type the engines spell differently: PostgreSQL has bytea, SQLite blob
    .addColumn('data', isPostgres(db) ? 'bytea' : 'blob', (col) => col.notNull())
    .addPrimaryKeyConstraint('private_file_chunks_pk', ['file_key', 'chunk_index'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('private_file_chunks').ifExists().execute();
  await db.schema.dropTable('private_files').ifExists().execute();
}
