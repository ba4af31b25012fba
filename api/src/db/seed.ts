import { sql, type Insertable, type Kysely } from 'kysely';
import type { Database } from './schema';
import { blogs } from './seed-data/blogs';
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

type SeedSet = { [T in SeedTableName]: { table: T; rows: readonly Insertable<Database[T]>[] } }[SeedTableName];

/** In dependency order: states before the cities that reference them. */
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
  ];
}

/** The tables the seed writes: the site's content (what is not content, visitors' submissions, is never seeded). */
export function listSeedTableNames(): SeedTableName[] {
  return listSeedSets().map((set) => set.table);
}

// The upsert is written once for every table, so it speaks to Kysely without the per-table column types;
// the typed SeedSet above is what checks the data itself.
type UntypedDatabase = Record<string, Record<string, unknown>>;

/** Inserts the row, or updates it when its id exists and any column differs. Returns 1 when it wrote. */
async function upsertRow(db: Kysely<UntypedDatabase>, table: string, row: Record<string, unknown>): Promise<number> {
  const columns = Object.keys(row).filter((column) => column !== 'id');
  if (columns.length === 0) {
    const result = await db
      .insertInto(table)
      .values(row)
      .onConflict((conflict) => conflict.column('id').doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0);
  }
  const updates = Object.fromEntries(columns.map((column) => [column, sql.ref(`excluded.${column}`)]));
  const current = sql.join(columns.map((column) => sql.ref(`${table}.${column}`)));
  const incoming = sql.join(columns.map((column) => sql.ref(`excluded.${column}`)));
  const result = await db
    .insertInto(table)
    .values(row)
    .onConflict((conflict) =>
      // the guard skips rows that are already equal, so a restart does not rewrite the whole catalogue
      conflict
        .column('id')
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
      let count = 0;
      for (const row of set.rows) {
        count += await upsertRow(untyped, set.table, row as Record<string, unknown>);
      }
      written[set.table] = count;
    }
    return written;
  });
}
