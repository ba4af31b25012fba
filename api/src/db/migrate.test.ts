import fs from 'node:fs';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { createTempDir } from '../test-support/temp-dir';
import { createTestDatabase, isTestingOnPostgres } from '../test-support/test-database';
import { createDatabase } from './database';
import { createMigrator, migrateToLatest, migrations } from './migrate';
import { readUniqueViolation } from './portable-sql';
import type { Database } from './schema';
import { passes } from './seed-data/passes';

// On the engine under test: an SQLite file, or a fresh PostgreSQL schema in the api-postgres project.

const itOnSqlite = isTestingOnPostgres() ? it.skip : it;

/** The error a query failed with, to read its fields on either engine. */
const failureOf = (query: Promise<unknown>): Promise<unknown> =>
  query.then(
    () => undefined,
    (error: unknown) => error,
  );

describe('migrations', () => {
  const dir = createTempDir();
  let db: Kysely<Database>;

  beforeAll(() => {
    db = createTestDatabase(dir);
  });

  afterAll(async () => {
    await db.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  itOnSqlite('creates the folder of the database file', async () => {
    const nested = createDatabase(path.join(dir, 'nested', 'folder', 'migrate.db'));
    await nested.destroy();
    expect(fs.existsSync(path.join(dir, 'nested', 'folder'))).toBe(true);
  });

  it('applies every migration once', async () => {
    expect(await migrateToLatest(db)).toEqual(Object.keys(migrations));
    // idempotent: the second run finds nothing to do
    expect(await migrateToLatest(db)).toEqual([]);
  });

  it('creates every table of schema.ts', async () => {
    // PostgreSQL lists the tables of every schema of the database: only this one's count
    const own = isTestingOnPostgres()
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
      : undefined;
    const tables = (await db.introspection.getTables()).filter((table) => own === undefined || table.schema === own);
    const names = tables.map((table) => table.name).sort();
    expect(names).toEqual(
      [
        'blogs',
        'cities',
        'client_event_counts',
        'cms_pages',
        'contact_messages',
        'content_translations',
        'deployment_canaries',
        'deployment_file_chunks',
        'deployment_history',
        'deployment_remotes',
        'deployment_versions',
        'driver_document_history',
        'driver_documents',
        'driver_registrations',
        'faqs',
        'idempotency_keys',
        'investor_enquiries',
        'job_applications',
        'job_categories',
        'news_updates',
        'newsletter_subscriptions',
        'passes',
        'private_file_chunks',
        'private_files',
        'riders',
        'payment_orders',
        'payment_order_buyers',
        'payments',
        'webhook_events',
        'issued_passes',
        'sandbox_orders',
        'sandbox_payments',
        'refunds',
        'sandbox_refunds',
        'seo_pages',
        'states',
        'support_tickets',
        'team_members',
        'testimonials',
        'staff_users',
        'staff_setup_tokens',
        'staff_sessions',
        'audit_events',
        'message_handling',
        'message_notes',
        'outbox_messages',
      ].sort(),
    );
  });

  itOnSqlite('runs SQLite in WAL mode with foreign keys on', async () => {
    const journal = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(db);
    expect(journal.rows[0]?.journal_mode).toBe('wal');
    const keys = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(db);
    expect(keys.rows[0]?.foreign_keys).toBe(1);
  });

  it('enforces the unique constraints and foreign keys', async () => {
    await db.insertInto('newsletter_subscriptions').values({ email: 'a@b.in', created_at: '2025-01-01T00:00:00Z' }).execute();
    const repeated = await failureOf(
      db.insertInto('newsletter_subscriptions').values({ email: 'a@b.in', created_at: '2025-01-02T00:00:00Z' }).execute(),
    );
    expect(readUniqueViolation(repeated)).toEqual({ table: 'newsletter_subscriptions', columns: ['email'] });

    const blog = { title: 't', image_file: 'i.svg', description_html: '<p>x</p>', published_at: '2025-01-01' };
    await db
      .insertInto('blogs')
      .values({ id: 1, slug: 'same', ...blog })
      .execute();
    const sameSlug = await failureOf(
      db
        .insertInto('blogs')
        .values({ id: 2, slug: 'same', ...blog })
        .execute(),
    );
    expect(readUniqueViolation(sameSlug)).toEqual({ table: 'blogs', columns: ['slug'] });

    const job = { job_title: 'Driver', image_file: 'j.svg', content_html: '<p>x</p>', sort_order: 1 };
    await db
      .insertInto('job_categories')
      .values({ id: 1, slug: 'driver', ...job })
      .execute();
    const sameJob = await failureOf(
      db
        .insertInto('job_categories')
        .values({ id: 2, slug: 'driver', ...job })
        .execute(),
    );
    expect(readUniqueViolation(sameJob)).toEqual({ table: 'job_categories', columns: ['slug'] });

    const orphan = await failureOf(db.insertInto('cities').values({ id: 1, name: 'Nowhere', state_id: 999 }).execute());
    expect(orphan).toMatchObject({ code: isTestingOnPostgres() ? '23503' : 'SQLITE_CONSTRAINT_FOREIGNKEY' });
    expect(readUniqueViolation(orphan)).toBeUndefined();
  });

  it('generates ids on both engines, and an explicit id does not stop the next generated one', async () => {
    const at = '2025-01-01T00:00:00Z';
    const first = await db
      .insertInto('newsletter_subscriptions')
      .values({ email: 'first@b.in', created_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    const second = await db
      .insertInto('newsletter_subscriptions')
      .values({ email: 'second@b.in', created_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(typeof first.id).toBe('number');
    expect(second.id).toBeGreaterThan(first.id);
  });
});

describe('migration 0006-order-buyers', () => {
  it('gives every order placed before it the details of its rider as its buyer', async () => {
    const dir = createTempDir();
    const db = createTestDatabase(dir);
    try {
      const migrator = await createMigrator(db);
      expect((await migrator.migrateTo('0005-onboarding')).error).toBeUndefined();
      // the passes orders name (not the whole seed: it writes tables later migrations make)
      await db.insertInto('passes').values(passes).execute();
      const at = '2026-01-01T00:00:00.000Z';
      const rider = await db
        .insertInto('riders')
        .values({
          mobile: '9876543210',
          name: 'Asha Rao',
          email: 'asha@example.com',
          gender: 'Female',
          consent_at: at,
          created_at: at,
          updated_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const order = {
        provider: 'sandbox',
        rider_id: rider.id,
        pass_id: 8,
        amount_paise: 46900,
        currency: 'INR',
        status: 'created',
      } as const;
      await db
        .insertInto('payment_orders')
        .values([
          { ...order, provider_order_id: 'order_old1', created_at: at, updated_at: at },
          { ...order, provider_order_id: 'order_old2', created_at: at, updated_at: at },
        ])
        .execute();

      expect(await migrateToLatest(db)).toContain('0006-order-buyers');
      const buyers = await db.selectFrom('payment_order_buyers').selectAll().orderBy('payment_order_id').execute();
      expect(buyers).toHaveLength(2);
      expect(buyers[0]).toMatchObject({
        name: 'Asha Rao',
        email: 'asha@example.com',
        gender: 'Female',
        mobile: '9876543210',
        consent_at: at,
      });
    } finally {
      await db.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
