import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import * as outbox from '../outbox/outbox-message';
import type { EmailContent, SmsContent } from '../outbox/outbox-message';

// Test helpers (not tests): the outbox rows an event wrote, read back as the relay will read them, and an outbox that
// takes the message and then fails, to show that the event and its message roll back together.

/** The origin the notification tests give PUBLIC_ORIGIN, so every link in a message is known in advance. */
export const TEST_PUBLIC_ORIGIN = 'https://www.chalein.test';

export interface StoredOutboxMessage {
  idempotencyKey: string;
  kind: string;
  channel: 'email' | 'sms';
  recipient: string;
  status: string;
  email?: EmailContent;
  sms?: SmsContent;
}

/** Every outbox message, oldest first, its content parsed as stored. */
export async function listOutboxMessages(db: Kysely<Database>): Promise<StoredOutboxMessage[]> {
  const rows = await db
    .selectFrom('outbox_messages')
    .select(['idempotency_key', 'kind', 'channel', 'recipient', 'status', 'content'])
    .orderBy('id')
    .execute();
  return rows.map((row) => {
    const content: unknown = JSON.parse(row.content);
    return {
      idempotencyKey: row.idempotency_key,
      kind: row.kind,
      channel: row.channel,
      recipient: row.recipient,
      status: row.status,
      ...(row.channel === 'email' ? { email: content as EmailContent } : { sms: content as SmsContent }),
    };
  });
}

/** The messages written since `before` was read (a test file shares one app between its tests). */
export async function listNewOutboxMessages(db: Kysely<Database>, before: readonly StoredOutboxMessage[]): Promise<StoredOutboxMessage[]> {
  const seen = new Set(before.map((message) => message.idempotencyKey));
  return (await listOutboxMessages(db)).filter((message) => !seen.has(message.idempotencyKey));
}

/** The one message an event wrote since `before` was read: a test fails when it wrote none, or more. */
export async function readOneNewOutboxMessage(db: Kysely<Database>, before: readonly StoredOutboxMessage[]): Promise<StoredOutboxMessage> {
  const added = await listNewOutboxMessages(db, before);
  expect(added).toHaveLength(1);
  return added[0]!;
}

export const OUTBOX_FAILURE = 'the outbox failed after writing the message';

/**
 * Until the returned function is called, every enqueue writes its row and then throws, as if the transaction
 * failed right after: whatever the caller wrote in that transaction must then be gone with it.
 */
export function failEveryEnqueue(): () => void {
  const enqueue = outbox.enqueueOutboxMessage;
  const spy = jest.spyOn(outbox, 'enqueueOutboxMessage').mockImplementation(async (db, message) => {
    await enqueue(db, message);
    throw new Error(OUTBOX_FAILURE);
  });
  return () => spy.mockRestore();
}
