import type { LightMyRequestResponse } from 'fastify';
import { startMailCatcher, type MailCatcher } from '@chalein/testing/mail-catcher';
import type { OutboxMessageEntry, OutboxPage } from '@chalein/shared/api/staff-outbox';
import type { OutboxMessageStatus } from '../db/schema';
import { createStaffAccount, injectStaffWrite, setStaffClock, signInStaff, type SignedInStaff } from '../staff/staff-test-kit';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { enqueueOutboxMessage } from './outbox-message';
import { OUTBOX_MESSAGE_NOT_DEAD, OUTBOX_MESSAGE_NOT_FOUND } from './staff-outbox-routes';

// The outbox in the staff console, on the real app and database with its SMTP_URL pointed at a real SMTP server: one
// state's messages in keyset pages, the count of each state, and a dead message retried by an admin (audited), which
// the relay's next pass sends.

const START = Date.parse('2026-11-26T10:00:00Z');

let catcher: MailCatcher;
let testApp: TestApp;
let admin: SignedInStaff;

beforeAll(async () => {
  catcher = await startMailCatcher();
  testApp = await createTestApp({ SMTP_URL: catcher.url, OUTBOX_RELAY_INTERVAL_MS: '0' });
  const { app } = testApp;
  setStaffClock(app, START);
  admin = await signInStaff(app, await createStaffAccount(app, 'outbox-admin@chalein.in', ['admin']), '203.0.113.51');
  // 7 dead mails and 2 dead SMS, 3 sent, 1 pending, created a minute apart (the id breaks no tie here)
  const statuses: OutboxMessageStatus[] = [...Array<OutboxMessageStatus>(9).fill('dead'), 'sent', 'sent', 'sent', 'pending'];
  for (const [index, status] of statuses.entries()) {
    const key = `test:${index}`;
    if (index === 7 || index === 8) {
      await enqueueOutboxMessage(app.db, {
        kind: 'driver-registered',
        channel: 'sms',
        recipient: '+919876543210',
        idempotencyKey: key,
        sms: { variables: ['Ravi', `CHD-0000-000${index}`], text: `Dear Ravi, your application CHD-0000-000${index} is received.` },
      });
    } else {
      await enqueueOutboxMessage(app.db, {
        kind: 'pass-receipt',
        channel: 'email',
        recipient: `rider${index}@example.com`,
        idempotencyKey: key,
        email: { subject: `Receipt ${index}`, html: `<p>Secret html ${index}</p>`, text: `Receipt ${index}` },
      });
    }
    await app.db
      .updateTable('outbox_messages')
      .set({
        status,
        attempts: status === 'dead' ? 8 : 1,
        last_error: status === 'dead' ? '451 Try again later' : null,
        created_at: new Date(START - (100 - index) * 60_000).toISOString(),
      })
      .where('idempotency_key', '=', key)
      .execute();
  }
});
afterAll(async () => {
  await testApp.closeTestApp();
  await catcher.close();
});

async function readPages(status: OutboxMessageStatus, limit: number): Promise<OutboxMessageEntry[]> {
  const messages: OutboxMessageEntry[] = [];
  let cursor: string | null = null;
  do {
    const answer: LightMyRequestResponse = await testApp.app.inject({
      url: `/api/staff/outbox?status=${status}&limit=${limit}${cursor === null ? '' : `&cursor=${cursor}`}`,
      headers: { cookie: admin.cookie },
    });
    expect(answer.statusCode).toBe(200);
    const { data } = answer.json<{ data: OutboxPage }>();
    messages.push(...data.messages);
    cursor = data.nextCursor;
  } while (cursor !== null);
  return messages;
}

describe('the staff outbox', () => {
  test("lists one state's messages newest first, in pages that hold each once, with a summary and no HTML", async () => {
    const dead = await readPages('dead', 100);
    expect(dead.map((message) => message.recipient)).toEqual([
      '+919876543210',
      '+919876543210',
      'rider6@example.com',
      'rider5@example.com',
      'rider4@example.com',
      'rider3@example.com',
      'rider2@example.com',
      'rider1@example.com',
      'rider0@example.com',
    ]);
    expect(dead[0]).toMatchObject({
      kind: 'driver-registered',
      channel: 'sms',
      summary: 'Dear Ravi, your application CHD-0000-0008 is received.',
      status: 'dead',
      attempts: 8,
      lastError: '451 Try again later',
      createdAt: new Date(START - 92 * 60_000).toISOString(),
      sentAt: null,
    });
    expect(dead[2]).toMatchObject({ kind: 'pass-receipt', channel: 'email', summary: 'Receipt 6' });
    expect(JSON.stringify(dead)).not.toContain('Secret html');
    for (const limit of [1, 2, 4]) expect(await readPages('dead', limit)).toEqual(dead);
    expect((await readPages('sent', 10)).map((message) => message.summary)).toEqual(['Receipt 11', 'Receipt 10', 'Receipt 9']);
    expect(await readPages('failed', 10)).toEqual([]);

    const wrong = await testApp.app.inject({ url: '/api/staff/outbox?status=lost', headers: { cookie: admin.cookie } });
    expect(wrong.statusCode).toBe(400);
    const badCursor = await testApp.app.inject({
      url: '/api/staff/outbox?status=dead&cursor=WzEsMiwzXQ',
      headers: { cookie: admin.cookie },
    });
    expect(badCursor.statusCode).toBe(400);
  });

  test('counts the messages of each state', async () => {
    const answer = await testApp.app.inject({ url: '/api/staff/outbox/counts', headers: { cookie: admin.cookie } });
    expect(answer.json()).toEqual({
      success: true,
      data: { counts: { pending: 1, sending: 0, sent: 3, failed: 0, dead: 9, unsent: 0 } },
    });
  });

  test('retries a dead message: pending again, audited, and sent by the next pass; any other is refused', async () => {
    const { app } = testApp;
    const [target] = (await readPages('dead', 100)).filter((message) => message.recipient === 'rider3@example.com');
    const retried = await injectStaffWrite(app, { staff: admin, url: `/api/staff/outbox/${target!.id}/retry` });
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toEqual({ success: true, data: { id: target!.id } });
    const row = await app.db.selectFrom('outbox_messages').selectAll().where('id', '=', target!.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'pending', attempts: 0 });

    const trail = await app.db.selectFrom('audit_events').selectAll().where('action', '=', 'staff.outbox.retry').execute();
    expect(trail).toEqual([
      expect.objectContaining({
        target: `outbox:${target!.id}`,
        outcome: 'success',
        occurred_at: new Date(START).toISOString(),
        details: JSON.stringify({ kind: 'pass-receipt' }),
      }),
    ]);

    // the message is no longer dead: a second retry is refused, as is one of a message that does not exist
    const again = await injectStaffWrite(app, { staff: admin, url: `/api/staff/outbox/${target!.id}/retry` });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ success: false, message: OUTBOX_MESSAGE_NOT_DEAD });
    const missing = await injectStaffWrite(app, { staff: admin, url: '/api/staff/outbox/999999/retry' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: OUTBOX_MESSAGE_NOT_FOUND });

    // the relay sends the retried message and the pending one; the other dead ones stay dead
    expect(await app.outboxRelay.runOnce()).toMatchObject({ sent: 2, failed: 0 });
    const mails = await catcher.waitForMails(2);
    expect(mails.map((mail) => mail.subject).sort()).toEqual(['Receipt 12', 'Receipt 3']);
    const counts = await app.inject({ url: '/api/staff/outbox/counts', headers: { cookie: admin.cookie } });
    expect(counts.json<{ data: { counts: Record<string, number> } }>().data.counts).toMatchObject({ pending: 0, sent: 5, dead: 8 });
  });
});
