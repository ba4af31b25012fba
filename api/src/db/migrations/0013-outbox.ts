import { sql, type Kysely } from 'kysely';
import { defineGeneratedId } from '../portable-sql';

// The outbox (docs/decisions/0045-outbox.md): every notification is a row written in the transaction of the event
// that causes it; the relay claims due rows, sends them and records how it went. Frozen once released: it takes
// Kysely<unknown> and never imports the current table types.

const STATUSES = sql`status in ('pending', 'sending', 'sent', 'failed', 'dead', 'unsent')`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('outbox_messages')
    .addColumn('id', 'integer', defineGeneratedId(db))
    // the caller's key: a second enqueue of one event is a no-op, and the mail's Message-ID is made from it
    .addColumn('idempotency_key', 'text', (col) => col.notNull().unique())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('channel', 'text', (col) => col.notNull().check(sql`channel in ('email', 'sms')`))
    // an e-mail address or +91 mobile number
    .addColumn('recipient', 'text', (col) => col.notNull())
    // JSON: the rendered mail (subject, html, text) or SMS (template variables and text), as sent
    .addColumn('content', 'text', (col) => col.notNull())
    // unsent: no channel was configured when the relay came to it; it is sent once one is
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('pending').check(STATUSES))
    // claims so far, the one under way included
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    // when the relay may take it next: now for a new message, the backoff after a failure, the claim's end while
    // sending (so one index finds new, failed and abandoned messages alike)
    .addColumn('next_attempt_at', 'text', (col) => col.notNull())
    .addColumn('claim_expires_at', 'text')
    .addColumn('claimed_by', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('sent_at', 'text')
    .addCheckConstraint(
      'outbox_messages_claim_check',
      sql`status <> 'sending' or (claimed_by is not null and claim_expires_at is not null)`,
    )
    .execute();
  // the relay's due query: status in (pending, failed, sending) and next_attempt_at <= now, oldest first
  await db.schema.createIndex('outbox_messages_due_idx').on('outbox_messages').columns(['status', 'next_attempt_at', 'id']).execute();
  // the console: one state, newest first, in keyset pages of (created_at, id)
  await db.schema.createIndex('outbox_messages_status_created_idx').on('outbox_messages').columns(['status', 'created_at', 'id']).execute();
}
