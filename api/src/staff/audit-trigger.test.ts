import { sql } from 'kysely';
import { createTestApp, type TestApp } from '../test-support/test-app';

// The audit trail is append-only in the database itself (migration 0009-staff): this file runs in the api project
// on SQLite and in the api-postgres project on PostgreSQL, so each engine's trigger is proven.

describe('audit_events triggers', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
  });

  afterAll(async () => {
    await testApp.closeTestApp();
  });

  async function insertEvent(action: string): Promise<number> {
    const row = await testApp.app.db
      .insertInto('audit_events')
      .values({
        occurred_at: new Date().toISOString(),
        actor_id: null,
        action,
        target: null,
        outcome: 'success',
        address: null,
        user_agent: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  test('an event can be written and read back', async () => {
    const id = await insertEvent('staff.test-written');
    const row = await testApp.app.db
      .selectFrom('audit_events')
      .select(['action', 'outcome'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ action: 'staff.test-written', outcome: 'success' });
  });

  test('an UPDATE is refused and the row stays as written', async () => {
    const id = await insertEvent('staff.test-update');
    await expect(testApp.app.db.updateTable('audit_events').set({ outcome: 'failure' }).where('id', '=', id).execute()).rejects.toThrow(
      /append-only/,
    );
    const row = await testApp.app.db.selectFrom('audit_events').select('outcome').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.outcome).toBe('success');
  });

  test('a DELETE is refused and the row stays', async () => {
    const id = await insertEvent('staff.test-delete');
    await expect(testApp.app.db.deleteFrom('audit_events').where('id', '=', id).execute()).rejects.toThrow(/append-only/);
    await expect(sql`delete from audit_events`.execute(testApp.app.db)).rejects.toThrow(/append-only/);
    const rows = await testApp.app.db.selectFrom('audit_events').select('id').where('id', '=', id).execute();
    expect(rows).toHaveLength(1);
  });
});
