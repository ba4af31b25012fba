import { sql, type Kysely } from 'kysely';

// Submissions sent with an Idempotency-Key (docs/decisions/0035-idempotent-submissions.md): one row per route and key, so
// a second send of the same submission gets the first one's answer instead of storing it again. The primary key is
// what makes two sends arriving together safe: only one insert can win. Frozen once released: it takes
// Kysely<unknown> and never imports the current table types.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('idempotency_keys')
    // the route's path as registered ('/api/contact-us'): one key means one submission of one form
    .addColumn('route', 'text', (col) => col.notNull())
    .addColumn('idempotency_key', 'text', (col) => col.notNull())
    // pending while the first request runs, done once its answer is stored
    .addColumn('state', 'text', (col) => col.notNull().check(sql`state in ('pending', 'done')`))
    // SHA-256 (hex) of the request's content; null while a multipart body is still being read
    .addColumn('request_hash', 'text')
    .addColumn('status_code', 'integer')
    // the answer's body exactly as it was sent
    .addColumn('response_body', 'text')
    // ISO 8601
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['route', 'idempotency_key'])
    .execute();
  await db.schema.createIndex('idempotency_keys_expires_idx').on('idempotency_keys').column('expires_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('idempotency_keys').ifExists().execute();
}
