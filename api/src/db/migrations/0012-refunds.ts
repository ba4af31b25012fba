import { sql, type Kysely } from 'kysely';
import { defineGeneratedId, isPostgres } from '../portable-sql';

// Refunds of pass orders (docs/decisions/0040-staff-inboxes.md, 'Orders and refunds'): an order may now end
// `refunded`, each refund is a row keyed by the provider's refund id, the pass of a refunded order is revoked, the
// sandbox keeps its own refunds as a provider would, and the staff order list gets the indexes its keyset pages and
// filters seek through. Frozen once released: it takes Kysely<unknown> and never imports the table types.

const ORDER_STATUSES = sql`status in ('created', 'attempted', 'paid', 'failed', 'refunded')`;

/**
 * SQLite cannot change a CHECK constraint in place: the table is copied into one with the new check and renamed
 * (SQLite's documented procedure for schema changes ALTER TABLE cannot make), with foreign keys off while the rows
 * that reference payment_orders point at no table for a moment, and checked again before the copy commits. The
 * migrator runs SQLite migrations outside a transaction, which is what lets the pragma take effect.
 */
async function widenOrderStatusOnSqlite(db: Kysely<unknown>): Promise<void> {
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      await trx.schema
        .createTable('payment_orders_next')
        .addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
        .addColumn('provider_order_id', 'text', (col) => col.notNull().unique())
        .addColumn('provider', 'text', (col) => col.notNull().check(sql`provider in ('sandbox', 'razorpay')`))
        .addColumn('rider_id', 'integer', (col) => col.notNull().references('riders.id'))
        .addColumn('pass_id', 'integer', (col) => col.notNull().references('passes.id'))
        .addColumn('amount_paise', 'integer', (col) => col.notNull().check(sql`amount_paise > 0`))
        .addColumn('currency', 'text', (col) => col.notNull().defaultTo('INR'))
        .addColumn('status', 'text', (col) => col.notNull().defaultTo('created').check(ORDER_STATUSES))
        .addColumn('paid_payment_id', 'text')
        .addColumn('paid_at', 'text')
        .addColumn('failure_reason', 'text')
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .addColumn('reconcile_next_at', 'text')
        .addCheckConstraint(
          'payment_orders_paid_check',
          sql`status not in ('paid', 'refunded') or (paid_payment_id is not null and paid_at is not null)`,
        )
        .execute();
      await sql`insert into payment_orders_next select * from payment_orders`.execute(trx);
      await trx.schema.dropTable('payment_orders').execute();
      await trx.schema.alterTable('payment_orders_next').renameTo('payment_orders').execute();
      await trx.schema.createIndex('payment_orders_status_created_idx').on('payment_orders').columns(['status', 'created_at']).execute();
      await trx.schema.createIndex('payment_orders_rider_idx').on('payment_orders').column('rider_id').execute();
      const { rows } = await sql<Record<string, unknown>>`pragma foreign_key_check`.execute(trx);
      if (rows.length > 0) throw new Error(`payment_orders copy broke ${rows.length} foreign keys`);
    });
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}

async function widenOrderStatusOnPostgres(db: Kysely<unknown>): Promise<void> {
  // the names PostgreSQL gave the column's check and 0004's table check
  await db.schema.alterTable('payment_orders').dropConstraint('payment_orders_status_check').execute();
  await db.schema.alterTable('payment_orders').addCheckConstraint('payment_orders_status_check', ORDER_STATUSES).execute();
  await db.schema.alterTable('payment_orders').dropConstraint('payment_orders_paid_check').execute();
  await db.schema
    .alterTable('payment_orders')
    .addCheckConstraint(
      'payment_orders_paid_check',
      sql`status not in ('paid', 'refunded') or (paid_payment_id is not null and paid_at is not null)`,
    )
    .execute();
}

export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) await widenOrderStatusOnPostgres(db);
  else await widenOrderStatusOnSqlite(db);

  await db.schema
    .createTable('refunds')
    .addColumn('id', 'integer', defineGeneratedId(db))
    .addColumn('payment_order_id', 'integer', (col) => col.notNull().references('payment_orders.id'))
    // the captured payment refunded (pay_...)
    .addColumn('payment_id', 'text', (col) => col.notNull())
    // rfnd_...: null until the provider has answered; a webhook about it is applied once
    .addColumn('provider_refund_id', 'text', (col) => col.unique())
    .addColumn('amount_paise', 'integer', (col) => col.notNull().check(sql`amount_paise > 0`))
    .addColumn('currency', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull().check(sql`status in ('pending', 'processed', 'failed')`))
    // a code of the fixed list (payments/refund-reasons.ts); null for a refund made at the provider, not here
    .addColumn('reason_code', 'text')
    .addColumn('reason_note', 'text')
    .addColumn('requested_by', 'integer', (col) => col.references('staff_users.id'))
    .addColumn('requested_at', 'text', (col) => col.notNull())
    .addColumn('processed_at', 'text')
    .addColumn('failure_reason', 'text')
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  // one refund under way or done per order (a full refund): a second request finds it, however it races the first
  await db.schema
    .createIndex('refunds_one_open_per_order')
    .on('refunds')
    .column('payment_order_id')
    .unique()
    .where(sql.ref('status'), '<>', 'failed')
    .execute();
  await db.schema.createIndex('refunds_order_idx').on('refunds').column('payment_order_id').execute();

  // set when the order is refunded: the pass stops being valid from then on
  await db.schema.alterTable('issued_passes').addColumn('revoked_at', 'text').execute();

  await db.schema
    .createTable('sandbox_refunds')
    .addColumn('id', 'text', (col) => col.primaryKey())
    // a full refund: one per payment
    .addColumn('payment_id', 'text', (col) => col.notNull().unique().references('sandbox_payments.id'))
    .addColumn('amount_paise', 'integer', (col) => col.notNull())
    .addColumn('currency', 'text', (col) => col.notNull())
    .addColumn('notes_json', 'text', (col) => col.notNull().defaultTo('{}'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();

  // the staff order list, newest first by (created_at, id), whole or by status, and an order's webhooks
  await db.schema.createIndex('payment_orders_created_id_idx').on('payment_orders').columns(['created_at', 'id']).execute();
  await db.schema
    .createIndex('payment_orders_status_created_id_idx')
    .on('payment_orders')
    .columns(['status', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('payment_order_buyers_mobile_idx')
    .on('payment_order_buyers')
    .columns(['mobile', 'payment_order_id'])
    .execute();
  await db.schema.createIndex('webhook_events_order_idx').on('webhook_events').column('provider_order_id').execute();
}
