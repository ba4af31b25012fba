import type { Static } from '@sinclair/typebox';
import type { OutboxCounts, OutboxPage, OutboxQuery } from '@chalein/shared/api/staff-outbox';
import { NOTIFICATION_KIND_LABELS, OUTBOX_STATUSES } from '@chalein/shared/api/staff-outbox';
import type { OutboxMessageStatus } from '../db/schema';
import { NOTIFICATION_KINDS } from './outbox-message';
import type { outboxCountsSchema, outboxListQuerySchema, outboxPageSchema } from './staff-outbox-schemas';

// The console's outbox types (@chalein/shared/api/staff-outbox) must say what the server's schemas take and answer,
// and its states must be the table's. These assignments fail `npm run typecheck` when one side changes.

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

const shapesMatch: [
  Same<OutboxQuery, Static<typeof outboxListQuerySchema>>,
  Same<OutboxPage, Static<typeof outboxPageSchema>>,
  Same<OutboxCounts, Static<typeof outboxCountsSchema>>,
  Same<(typeof OUTBOX_STATUSES)[number], OutboxMessageStatus>,
] = [true, true, true, true];

test('the console types match the outbox schemas and table', () => {
  expect(shapesMatch.every(Boolean)).toBe(true);
  expect(new Set(OUTBOX_STATUSES).size).toBe(6);
});

test('the console names every notification the server sends, and no other', () => {
  expect(Object.keys(NOTIFICATION_KIND_LABELS).sort()).toEqual([...NOTIFICATION_KINDS].sort());
});
