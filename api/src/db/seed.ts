import { sql, type Insertable, type Kysely } from 'kysely';
import type { Database } from './schema';
import { blogs } from './seed-data/blogs';
import { contentTranslations } from './seed-data/content-translations';
import { cmsPages } from './seed-data/cms-pages';
import { faqs } from './seed-data/faqs';
import { jobCategories } from './seed-data/job-categories';
import { newsUpdates } from './seed-data/news-updates';
import { passes } from './seed-data/passes';
import { seoPages } from './seed-data/seo-pages';
import { cities, states } from './seed-data/states-cities';
import { teamMembers } from './seed-data/team-members';
import { testimonials } from './seed-data/testimonials';

/** Tables the seed owns, each keyed by its integer id. Visitor data (newsletter and later forms) is never seeded. */
export type SeedTableName = Exclude<keyof Database, 'newsletter_subscriptions'>;

/** `key` names the columns a row is found by when it is not `id` (a translation: its record, field and language). */
type SeedSet = {
  [T in SeedTableName]: { table: T; rows: readonly Insertable<Database[T]>[]; key?: readonly (keyof Database[T] & string)[] };
}[SeedTableName];

/** In dependency order: states before the cities that reference them; translations after what they translate. */
function listSeedSets(): SeedSet[] {
  return [
    { table: 'testimonials', rows: testimonials },
    { table: 'news_updates', rows: newsUpdates },
    { table: 'faqs', rows: faqs },
    { table: 'team_members', rows: teamMembers },
    { table: 'job_categories', rows: jobCategories },
    { table: 'seo_pages', rows: seoPages },
    { table: 'cms_pages', rows: cmsPages },
    { table: 'blogs', rows: blogs },
    { table: 'states', rows: states },
    { table: 'cities', rows: cities },
    { table: 'passes', rows: passes },
    { table: 'content_translations', rows: contentTranslations, key: ['kind', 'language', 'record_id', 'field'] },
  ];
}

/** The tables the seed writes: the site's content (what is not content, visitors' submissions, is never seeded). */
export function listSeedTableNames(): SeedTableName[] {
  return listSeedSets().map((set) => set.table);
}

// The upsert is written once for every table, so it speaks to Kysely without the per-table column types;
// the typed SeedSet above is what checks the data itself.
type UntypedDatabase = Record<string, Record<string, unknown>>;

/** Rows per statement: one round trip for most tables, well under SQLite's limit of bound values per statement. */
const ROWS_PER_STATEMENT = 100;

/**
 * Inserts the rows, or updates those whose id exists and any column differs. Rows with the same columns go together
 * in one statement (a round trip per row costs little in a file, but counts over a network). Returns the rows written.
 */
async function upsertRows(
  db: Kysely<UntypedDatabase>,
  table: string,
  rows: readonly Record<string, unknown>[],
  key: readonly string[],
): Promise<number> {
  const groups = new Map<string, Record<string, unknown>[]>();
  for (const row of rows) {
    const signature = Object.keys(row).sort().join(',');
    groups.set(signature, [...(groups.get(signature) ?? []), row]);
  }
  let written = 0;
  for (const group of groups.values()) {
    for (let start = 0; start < group.length; start += ROWS_PER_STATEMENT) {
      written += await upsertBatch(db, table, group.slice(start, start + ROWS_PER_STATEMENT), key);
    }
  }
  return written;
}

/** One insert of rows that all have the same columns. */
async function upsertBatch(
  db: Kysely<UntypedDatabase>,
  table: string,
  rows: Record<string, unknown>[],
  key: readonly string[],
): Promise<number> {
  const columns = Object.keys(rows[0] ?? {}).filter((column) => !key.includes(column));
  if (columns.length === 0) {
    const result = await db
      .insertInto(table)
      .values(rows)
      .onConflict((conflict) => conflict.columns(key).doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0);
  }
  const updates = Object.fromEntries(columns.map((column) => [column, sql.ref(`excluded.${column}`)]));
  const current = sql.join(columns.map((column) => sql.ref(`${table}.${column}`)));
  const incoming = sql.join(columns.map((column) => sql.ref(`excluded.${column}`)));
  const result = await db
    .insertInto(table)
    .values(rows)
    .onConflict((conflict) =>
      // the guard skips rows that are already equal, so a restart does not rewrite the whole catalogue
      conflict
        .columns(key)
        .doUpdateSet(updates)
        // `is distinct from` treats nulls as values; SQLite reads it as its row-value `is not`, PostgreSQL natively
        .where(sql<boolean>`(${current}) is distinct from (${incoming})`),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}

/**
 * Upserts the shipped content by primary key, in one transaction. Idempotent: a second run writes nothing.
 * Edits to the seed modules reach the database on the next start. Returns the rows written per table.
 */
export async function seedDatabase(db: Kysely<Database>): Promise<Record<SeedTableName, number>> {
  return db.transaction().execute(async (trx) => {
    const untyped = trx as unknown as Kysely<UntypedDatabase>;
    const written = {} as Record<SeedTableName, number>;
    for (const set of listSeedSets()) {
      const rows = set.rows as readonly Record<string, unknown>[];
      written[set.table] = await upsertRows(untyped, set.table, rows, set.key ?? ['id']);
    }
    return written;
  });
}
