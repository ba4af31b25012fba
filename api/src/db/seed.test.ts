import fs from 'node:fs';
import type { Kysely } from 'kysely';
import { createTempDir } from '../test-support/temp-dir';
import { createTestDatabase } from '../test-support/test-database';
import { migrateToLatest } from './migrate';
import type { Database } from './schema';
import { seedDatabase, type SeedTableName } from './seed';

// On the engine under test: an SQLite file, or a fresh PostgreSQL schema in the api-postgres project.

describe('seedDatabase', () => {
  const dir = createTempDir();
  let db: Kysely<Database>;

  beforeAll(() => {
    db = createTestDatabase(dir);
  });

  afterAll(async () => {
    await db.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  async function countRows(): Promise<Record<string, number>> {
    const tables: SeedTableName[] = [
      'testimonials',
      'news_updates',
      'faqs',
      'team_members',
      'job_categories',
      'seo_pages',
      'cms_pages',
      'blogs',
      'states',
      'cities',
      'passes',
      'content_translations',
    ];
    const counts: Record<string, number> = {};
    for (const table of tables) {
      const row = await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();
      counts[table] = Number(row.count);
    }
    return counts;
  }

  it('fills every content table, and a second run changes nothing', async () => {
    await migrateToLatest(db);
    const firstWrite = await seedDatabase(db);
    const first = await countRows();
    for (const [table, count] of Object.entries(first)) {
      expect([table, count > 0]).toEqual([table, true]);
      expect(firstWrite[table as SeedTableName]).toBe(count);
    }

    const secondWrite = await seedDatabase(db);
    expect(Object.values(secondWrite).every((count) => count === 0)).toBe(true);
    expect(await countRows()).toEqual(first);
  });

  it('puts back seeded content that was edited in the database', async () => {
    await db.updateTable('cms_pages').set({ title: 'changed by hand' }).where('id', '=', 1).execute();
    const written = await seedDatabase(db);
    expect(written.cms_pages).toBe(1);
    const row = await db.selectFrom('cms_pages').select('title').where('id', '=', 1).executeTakeFirstOrThrow();
    expect(row.title).not.toBe('changed by hand');
  });

  it('seeds the content the pages of the spec need', async () => {
    const cms = await db.selectFrom('cms_pages').select('id').orderBy('id').execute();
    expect(cms.map((row) => row.id)).toEqual(expect.arrayContaining([1, 2, 3, 4]));
    const seo = await db.selectFrom('seo_pages').select('id').execute();
    expect(seo.map((row) => row.id)).toEqual(expect.arrayContaining([1, 2, 3, 4, 5, 6, 7, 11]));
    const passIds = await db.selectFrom('passes').select('id').execute();
    expect(passIds.map((row) => row.id)).toEqual(expect.arrayContaining([6, 7, 8, 9, 10]));
  });

  it('gives every seeded testimonial a description, so the home page never shows its fallback', async () => {
    const rows = await db.selectFrom('testimonials').select(['first_name', 'description']).execute();
    expect(rows.length).toBeGreaterThan(0);
    const blank = rows.filter((row) => row.description.trim() === '').map((row) => row.first_name);
    expect(blank).toEqual([]);
  });
});
