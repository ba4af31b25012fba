import { sql, type Kysely } from 'kysely';

// Hindi and Kannada for the site's content (docs/decisions/0050-content-languages.md): one row per record, field and
// language, beside the English rows, which stay the source and the fallback. One table for every kind of content, so
// a newly translated field needs no migration. Frozen once released: it takes Kysely<unknown> and never imports the
// table types.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('content_translations')
    // the content table the record is in ('passes', 'faqs', ...)
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('record_id', 'integer', (col) => col.notNull())
    // the column translated, by its English column's name ('summary', 'benefits_json', ...)
    .addColumn('field', 'text', (col) => col.notNull())
    // English is the records' own columns: only the other languages have rows here
    .addColumn('language', 'text', (col) => col.notNull().check(sql`language in ('hi', 'kn')`))
    .addColumn('value', 'text', (col) => col.notNull())
    // the reading order: one kind in one language, then the records asked for
    .addPrimaryKeyConstraint('content_translations_pkey', ['kind', 'language', 'record_id', 'field'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('content_translations').ifExists().execute();
}
