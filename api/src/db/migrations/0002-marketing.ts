import { sql, type Kysely } from 'kysely';
import { defineGeneratedId } from '../portable-sql';

// What visitors send from the marketing pages: contact messages, investor enquiries and support tickets. Each row
// carries the reference number its confirmation shows, so staff can find it when the visitor writes again.
// Frozen once released, like every migration: it takes Kysely<unknown> and never imports the table types.

export async function up(db: Kysely<unknown>): Promise<void> {
  // an autoincrement id on SQLite, an identity column on PostgreSQL (portable-sql.ts)
  const generatedId = defineGeneratedId(db);
  await db.schema
    .createTable('contact_messages')
    .addColumn('id', 'integer', generatedId)
    .addColumn('reference', 'text', (col) => col.notNull().unique())
    .addColumn('first_name', 'text', (col) => col.notNull())
    .addColumn('last_name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('phone_number', 'text', (col) => col.notNull())
    .addColumn('address', 'text', (col) => col.notNull())
    .addColumn('message', 'text', (col) => col.notNull())
    // when the visitor agreed to our use of these details (DPDP Act 2023): the proof of consent
    .addColumn('consent_at', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('contact_messages_created_at_idx').on('contact_messages').column('created_at').execute();

  await db.schema
    .createTable('investor_enquiries')
    .addColumn('id', 'integer', generatedId)
    .addColumn('reference', 'text', (col) => col.notNull().unique())
    .addColumn('full_name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('mobile', 'text', (col) => col.notNull())
    .addColumn('alternative_mobile', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('consent_at', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('investor_enquiries_created_at_idx').on('investor_enquiries').column('created_at').execute();

  await db.schema
    .createTable('support_tickets')
    .addColumn('id', 'integer', generatedId)
    .addColumn('reference', 'text', (col) => col.notNull().unique())
    .addColumn('ticket_type', 'text', (col) => col.notNull().check(sql`ticket_type in ('Sales Query', 'Technical Query', 'Account Query')`))
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    // staff work through open tickets; the website only ever creates them
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('open')
        .check(sql`status in ('open', 'closed')`),
    )
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('support_tickets_status_created_at_idx').on('support_tickets').columns(['status', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['support_tickets', 'investor_enquiries', 'contact_messages']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
