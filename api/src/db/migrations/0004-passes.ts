import { sql, type Kysely } from 'kysely';
import { defineGeneratedId } from '../portable-sql';

// Pass purchases (docs/decisions/0004-payments.md): riders, the orders they pay, the payments and webhook deliveries the
// provider reports, the passes paid orders issue, and the sandbox provider's own books. Frozen once released, like
// every migration: it takes Kysely<unknown> and never imports the table types.

export async function up(db: Kysely<unknown>): Promise<void> {
  // an autoincrement id on SQLite, an identity column on PostgreSQL (portable-sql.ts)
  const generatedId = defineGeneratedId(db);
  await db.schema
    .createTable('riders')
    .addColumn('id', 'integer', generatedId)
    // one rider per mobile number: registration is idempotent by it
    .addColumn('mobile', 'text', (col) =>
      col
        .notNull()
        .unique()
        .check(sql`length(mobile) = 10`),
    )
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('gender', 'text', (col) => col.notNull().check(sql`gender in ('Male', 'Female', 'Other')`))
    .addColumn('consent_at', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('payment_orders')
    .addColumn('id', 'integer', generatedId)
    .addColumn('provider_order_id', 'text', (col) => col.notNull().unique())
    .addColumn('provider', 'text', (col) => col.notNull().check(sql`provider in ('sandbox', 'razorpay')`))
    .addColumn('rider_id', 'integer', (col) => col.notNull().references('riders.id'))
    .addColumn('pass_id', 'integer', (col) => col.notNull().references('passes.id'))
    // paise, from the catalog at the time of the order; never what a client sent
    .addColumn('amount_paise', 'integer', (col) => col.notNull().check(sql`amount_paise > 0`))
    .addColumn('currency', 'text', (col) => col.notNull().defaultTo('INR'))
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('created')
        .check(sql`status in ('created', 'attempted', 'paid', 'failed')`),
    )
    .addColumn('paid_payment_id', 'text')
    .addColumn('paid_at', 'text')
    .addColumn('failure_reason', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('reconcile_next_at', 'text')
    // a paid order always names the payment that paid it
    .addCheckConstraint('payment_orders_paid_check', sql`status <> 'paid' or (paid_payment_id is not null and paid_at is not null)`)
    .execute();
  // the reconciler's question: which unpaid orders of the last days are due a check
  await db.schema.createIndex('payment_orders_status_created_idx').on('payment_orders').columns(['status', 'created_at']).execute();
  await db.schema.createIndex('payment_orders_rider_idx').on('payment_orders').column('rider_id').execute();

  await db.schema
    .createTable('payments')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('payment_order_id', 'integer', (col) => col.notNull().references('payment_orders.id'))
    .addColumn('amount_paise', 'integer', (col) => col.notNull())
    .addColumn('currency', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull().check(sql`status in ('authorized', 'captured', 'failed')`))
    .addColumn('source', 'text', (col) => col.notNull().check(sql`source in ('checkout', 'webhook', 'reconciler')`))
    .addColumn('error_description', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('payments_order_idx').on('payments').column('payment_order_id').execute();

  await db.schema
    .createTable('webhook_events')
    // the provider's event id (X-Razorpay-Event-Id): a second delivery of it is ignored
    .addColumn('event_id', 'text', (col) => col.primaryKey())
    .addColumn('event', 'text', (col) => col.notNull())
    .addColumn('provider_order_id', 'text')
    .addColumn('outcome', 'text', (col) => col.notNull())
    .addColumn('received_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('issued_passes')
    .addColumn('id', 'integer', generatedId)
    // unique: a paid order issues exactly one pass, however many reports and webhooks confirm it
    .addColumn('payment_order_id', 'integer', (col) => col.notNull().unique().references('payment_orders.id'))
    .addColumn('rider_id', 'integer', (col) => col.notNull().references('riders.id'))
    .addColumn('pass_id', 'integer', (col) => col.notNull().references('passes.id'))
    .addColumn('valid_from', 'text', (col) => col.notNull())
    .addColumn('valid_until', 'text', (col) => col.notNull())
    .addColumn('issued_at', 'text', (col) => col.notNull())
    .addCheckConstraint('issued_passes_window_check', sql`valid_until > valid_from`)
    .execute();
  await db.schema.createIndex('issued_passes_rider_idx').on('issued_passes').column('rider_id').execute();

  await db.schema
    .createTable('sandbox_orders')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('amount_paise', 'integer', (col) => col.notNull())
    .addColumn('currency', 'text', (col) => col.notNull())
    .addColumn('receipt', 'text', (col) => col.notNull())
    .addColumn('notes_json', 'text', (col) => col.notNull().defaultTo('{}'))
    .addColumn('status', 'text', (col) => col.notNull().check(sql`status in ('created', 'attempted', 'paid')`))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('sandbox_payments')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('order_id', 'text', (col) => col.notNull().references('sandbox_orders.id'))
    .addColumn('amount_paise', 'integer', (col) => col.notNull())
    .addColumn('currency', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull().check(sql`status in ('captured', 'failed')`))
    .addColumn('error_description', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('sandbox_payments_order_idx').on('sandbox_payments').column('order_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // children before parents
  for (const table of ['sandbox_payments', 'sandbox_orders', 'issued_passes', 'webhook_events', 'payments', 'payment_orders', 'riders']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
