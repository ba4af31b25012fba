import fs from 'node:fs';
import type { Kysely } from 'kysely';
import { migrateToLatest } from '../db/migrate';
import type { Database } from '../db/schema';
import { createTempDir } from '../test-support/temp-dir';
import { createTestDatabase } from '../test-support/test-database';
import { enqueueOutboxMessage, type OutboxMessageInput } from './outbox-message';

// A notification is written in the transaction of the event that causes it: both commit, or neither. The event here
// is a newsletter subscription, a real table of the app, on the engine under test (SQLite, then PostgreSQL).

const welcome = (email: string, subject = 'Welcome to Chalein'): OutboxMessageInput => ({
  kind: 'newsletter-welcome',
  channel: 'email',
  recipient: email,
  idempotencyKey: `newsletter-welcome:${email}`,
  email: { subject, html: '<p>Welcome</p>', text: 'Welcome', listUnsubscribeUrl: 'https://www.chalein.in/api/newsletter/unsubscribe?t=x' },
});

describe('enqueueOutboxMessage', () => {
  const dir = createTempDir();
  let db: Kysely<Database>;

  beforeAll(async () => {
    db = createTestDatabase(dir);
    await migrateToLatest(db);
  });
  afterAll(async () => {
    await db.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const subscribe = (email: string) =>
    db.transaction().execute(async (trx) => {
      await trx.insertInto('newsletter_subscriptions').values({ email, created_at: new Date().toISOString() }).execute();
      await enqueueOutboxMessage(trx, welcome(email));
    });

  const countRows = async (email: string) => ({
    subscriptions: (await db.selectFrom('newsletter_subscriptions').select('id').where('email', '=', email).execute()).length,
    messages: (await db.selectFrom('outbox_messages').select('id').where('recipient', '=', email).execute()).length,
  });

  it('commits the message with its event, pending and due at once, with the content as given', async () => {
    const before = new Date().toISOString();
    await subscribe('asha@example.com');

    expect(await countRows('asha@example.com')).toEqual({ subscriptions: 1, messages: 1 });
    const row = await db.selectFrom('outbox_messages').selectAll().where('recipient', '=', 'asha@example.com').executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      idempotency_key: 'newsletter-welcome:asha@example.com',
      kind: 'newsletter-welcome',
      channel: 'email',
      status: 'pending',
      attempts: 0,
      claimed_by: null,
      sent_at: null,
    });
    expect(row.next_attempt_at >= before && row.next_attempt_at <= new Date().toISOString()).toBe(true);
    expect(JSON.parse(row.content)).toEqual({
      subject: 'Welcome to Chalein',
      html: '<p>Welcome</p>',
      text: 'Welcome',
      listUnsubscribeUrl: 'https://www.chalein.in/api/newsletter/unsubscribe?t=x',
    });
  });

  it('leaves no message when the event rolls back, and no event when the message cannot be written', async () => {
    await expect(
      db.transaction().execute(async (trx) => {
        await trx
          .insertInto('newsletter_subscriptions')
          .values({ email: 'ravi@example.com', created_at: new Date().toISOString() })
          .execute();
        await enqueueOutboxMessage(trx, welcome('ravi@example.com'));
        // the event fails after its message was written: a duplicate subscription breaks the unique address
        await trx
          .insertInto('newsletter_subscriptions')
          .values({ email: 'ravi@example.com', created_at: new Date().toISOString() })
          .execute();
      }),
    ).rejects.toBeDefined();
    expect(await countRows('ravi@example.com')).toEqual({ subscriptions: 0, messages: 0 });

    const broken = { ...welcome('meena@example.com'), channel: 'fax' } as unknown as OutboxMessageInput;
    await expect(
      db.transaction().execute(async (trx) => {
        await trx
          .insertInto('newsletter_subscriptions')
          .values({ email: 'meena@example.com', created_at: new Date().toISOString() })
          .execute();
        await enqueueOutboxMessage(trx, broken);
      }),
    ).rejects.toBeDefined();
    expect(await countRows('meena@example.com')).toEqual({ subscriptions: 0, messages: 0 });
  });

  it('treats a second enqueue with the same key as a no-op that leaves the transaction usable', async () => {
    await db.transaction().execute(async (trx) => {
      await enqueueOutboxMessage(trx, welcome('kiran@example.com', 'First'));
      await enqueueOutboxMessage(trx, welcome('kiran@example.com', 'Second'));
      // PostgreSQL aborts a transaction at its first error: this insert would fail if the second enqueue had raised one
      await trx
        .insertInto('newsletter_subscriptions')
        .values({ email: 'kiran@example.com', created_at: new Date().toISOString() })
        .execute();
    });
    await enqueueOutboxMessage(db, welcome('kiran@example.com', 'Third'));

    const rows = await db.selectFrom('outbox_messages').select('content').where('recipient', '=', 'kiran@example.com').execute();
    expect(rows.map((row) => (JSON.parse(row.content) as { subject: string }).subject)).toEqual(['First']);
    expect(await countRows('kiran@example.com')).toEqual({ subscriptions: 1, messages: 1 });
  });
});
