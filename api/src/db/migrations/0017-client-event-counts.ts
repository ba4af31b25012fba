import type { Kysely } from 'kysely';

// Counts per minute, remote version and kind (docs/decisions/0053-client-events.md): what browsers reported about a
// remote beside the pages the server sent with it. Each node adds its counts to the row of their minute, so the
// nodes' figures add up. Frozen once released: it takes Kysely<unknown> and never imports the current table types.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('client_event_counts')
    // the minute's start, ISO 8601 to the minute in UTC (2026-11-26T22:05Z): compared as text
    .addColumn('bucket', 'text', (col) => col.notNull())
    .addColumn('remote', 'text', (col) => col.notNull())
    // a deploy registry version, 'configured' (REMOTES_CONFIG's own URL) or 'unknown'
    .addColumn('version', 'text', (col) => col.notNull())
    // a client event's kind, or a page sent (page-server, page-cache, page-browser)
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('count', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('client_event_counts_pk', ['remote', 'version', 'bucket', 'kind'])
    .execute();
  // the prune of old minutes
  await db.schema.createIndex('client_event_counts_bucket_idx').on('client_event_counts').column('bucket').execute();
}
