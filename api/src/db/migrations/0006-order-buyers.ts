import { sql, type Kysely } from 'kysely';

// The buyer's details belong to the order they were given for (docs/decisions/0010-buyer-details-on-orders.md): rider
// registration is unauthenticated, so a second registration with a known mobile number must not rewrite the rider.
// One row per order; orders placed before this migration take the details their rider holds now, the best record
// there is of who bought them. Frozen once released: it takes Kysely<unknown> and never imports the table types.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('payment_order_buyers')
    .addColumn('payment_order_id', 'integer', (col) => col.primaryKey().references('payment_orders.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('mobile', 'text', (col) => col.notNull().check(sql`length(mobile) = 10`))
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('gender', 'text', (col) => col.notNull().check(sql`gender in ('Male', 'Female', 'Other')`))
    // when this buyer agreed to the use of these details for this order (DPDP Act 2023)
    .addColumn('consent_at', 'text', (col) => col.notNull())
    .execute();

  await sql`
    insert into payment_order_buyers (payment_order_id, name, mobile, email, gender, consent_at)
    select payment_orders.id, riders.name, riders.mobile, riders.email, riders.gender, payment_orders.created_at
    from payment_orders inner join riders on riders.id = payment_orders.rider_id
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('payment_order_buyers').ifExists().execute();
}
