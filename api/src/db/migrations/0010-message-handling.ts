import { sql, type Kysely } from 'kysely';
import { defineGeneratedId, isPostgres } from '../portable-sql';

// How staff handle what visitors send through the contact, investor and support forms (docs/decisions/
// 0040-staff-inboxes.md): one row per message of the three tables, with its status, who took it, and a lower-cased
// copy of its searchable text, so that the staff list reads, filters and pages one table through its own indexes;
// and the internal notes on a message. Frozen once released: it takes Kysely<unknown> and never imports the
// current table types.
//
// Triggers make the rows: a message stored by any path (the public forms, the volume seed, a repair by hand) has its
// row from the same insert, an update of the message (its reference is set just after the insert) refreshes its
// search text, and a message deleted (an erasure) takes its row and notes with it.

interface MessageSource {
  kind: 'contact' | 'investor' | 'support';
  table: string;
  /** what the list's text search reads, as SQL over the message's own row (`new.`) */
  searchText: string;
}

const SOURCES: readonly MessageSource[] = [
  {
    kind: 'contact',
    table: 'contact_messages',
    searchText: `new.reference || ' ' || new.first_name || ' ' || new.last_name || ' ' || new.email || ' ' || new.phone_number || ' ' || new.message`,
  },
  {
    kind: 'investor',
    table: 'investor_enquiries',
    searchText: `new.reference || ' ' || new.full_name || ' ' || new.email || ' ' || new.mobile || ' ' || new.alternative_mobile || ' ' || new.description`,
  },
  {
    kind: 'support',
    table: 'support_tickets',
    searchText: `new.reference || ' ' || new.ticket_type || ' ' || new.subject || ' ' || new.description`,
  },
];

/** Columns the list filters on before its order, each index ending in (received_at, id) for the keyset. */
const LIST_INDEXES: readonly (readonly string[])[] = [[], ['kind'], ['status'], ['kind', 'status'], ['assignee_id']];

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('message_handling')
    // the inbox's own id, unique across the three kinds: the keyset's tie-breaker
    .addColumn('id', 'integer', defineGeneratedId(db))
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('contact', 'investor', 'support')`))
    // the id of the message in its own table; no foreign key can name three tables, the triggers keep them paired
    .addColumn('message_id', 'integer', (col) => col.notNull())
    // the message's created_at (ISO 8601), copied so that the list orders and filters by date without a join
    .addColumn('received_at', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('new')
        .check(sql`status in ('new', 'in-progress', 'done')`),
    )
    // the staff account handling it; staff accounts are disabled, never deleted
    .addColumn('assignee_id', 'integer', (col) => col.references('staff_users.id'))
    // lower-cased names, addresses, numbers and text of the message: what the list's search matches
    .addColumn('search_text', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('message_handling_message_key', ['kind', 'message_id'])
    .execute();
  for (const columns of LIST_INDEXES) {
    const name = `message_handling_${columns.length === 0 ? 'received' : columns.join('_')}_idx`;
    await db.schema
      .createIndex(name)
      .on('message_handling')
      .columns([...columns, 'received_at', 'id'])
      .execute();
  }

  await db.schema
    .createTable('message_notes')
    .addColumn('id', 'integer', defineGeneratedId(db))
    .addColumn('handling_id', 'integer', (col) => col.notNull().references('message_handling.id').onDelete('cascade'))
    .addColumn('author_id', 'integer', (col) => col.notNull().references('staff_users.id'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('message_notes_handling_idx').on('message_notes').columns(['handling_id', 'id']).execute();

  // the messages stored before this migration
  for (const source of SOURCES) {
    const searchText = source.searchText.replaceAll('new.', '');
    await sql`
      insert into message_handling (kind, message_id, received_at, status, search_text, updated_at)
      select ${source.kind}, id, created_at, 'new', lower(${sql.raw(searchText)}), created_at from ${sql.table(source.table)}
      order by id`.execute(db);
  }

  const postgres = isPostgres(db);
  for (const source of SOURCES) {
    const values = sql.raw(`'${source.kind}', new.id, new.created_at, 'new', lower(${source.searchText}), new.created_at`);
    const refreshed = sql.raw(`update message_handling set search_text = lower(${source.searchText})`);
    const table = sql.table(source.table);
    const kind = sql.lit(source.kind);
    if (postgres) {
      const added = sql.raw(`${source.table}_handling_add`);
      const changed = sql.raw(`${source.table}_handling_change`);
      const removed = sql.raw(`${source.table}_handling_remove`);
      await sql`
        create function ${added}() returns trigger language plpgsql as $$
        begin
          insert into message_handling (kind, message_id, received_at, status, search_text, updated_at) values (${values});
          return new;
        end;
        $$`.execute(db);
      await sql`create trigger ${added} after insert on ${table} for each row execute function ${added}()`.execute(db);
      await sql`
        create function ${changed}() returns trigger language plpgsql as $$
        begin
          ${refreshed} where kind = ${kind} and message_id = new.id;
          return new;
        end;
        $$`.execute(db);
      await sql`create trigger ${changed} after update on ${table} for each row execute function ${changed}()`.execute(db);
      await sql`
        create function ${removed}() returns trigger language plpgsql as $$
        begin
          delete from message_handling where kind = ${kind} and message_id = old.id;
          return old;
        end;
        $$`.execute(db);
      await sql`create trigger ${removed} after delete on ${table} for each row execute function ${removed}()`.execute(db);
    } else {
      await sql`
        create trigger ${sql.raw(`${source.table}_handling_add`)} after insert on ${table}
        begin
          insert into message_handling (kind, message_id, received_at, status, search_text, updated_at) values (${values});
        end`.execute(db);
      await sql`
        create trigger ${sql.raw(`${source.table}_handling_change`)} after update on ${table}
        begin
          ${refreshed} where kind = ${kind} and message_id = new.id;
        end`.execute(db);
      await sql`
        create trigger ${sql.raw(`${source.table}_handling_remove`)} after delete on ${table}
        begin
          delete from message_handling where kind = ${kind} and message_id = old.id;
        end`.execute(db);
    }
  }

  // the newsletter list and export, newest first
  await db.schema
    .createIndex('newsletter_subscriptions_created_idx')
    .on('newsletter_subscriptions')
    .columns(['created_at', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('newsletter_subscriptions_created_idx').ifExists().execute();
  const postgres = isPostgres(db);
  for (const source of SOURCES) {
    for (const suffix of ['add', 'change', 'remove']) {
      const name = sql.raw(`${source.table}_handling_${suffix}`);
      if (postgres) {
        await sql`drop trigger if exists ${name} on ${sql.table(source.table)}`.execute(db);
        await sql`drop function if exists ${name}()`.execute(db);
      } else {
        await sql`drop trigger if exists ${name}`.execute(db);
      }
    }
  }
  await db.schema.dropTable('message_notes').ifExists().execute();
  await db.schema.dropTable('message_handling').ifExists().execute();
}
