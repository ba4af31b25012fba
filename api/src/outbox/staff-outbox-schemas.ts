import { Type } from '@sinclair/typebox';
import { buildStringEnum, nullableTextSchema } from '@chalein/shared/api/schemas/common';
import { OUTBOX_STATUSES } from '@chalein/shared/api/staff-outbox';

// Schemas of the staff console's outbox calls (staff-outbox-routes.ts). An answer's schema is also what leaves the
// server: the rendered HTML of a mail is not listed, so it never reaches the browser.

const statusSchema = buildStringEnum(OUTBOX_STATUSES);

export const outboxListQuerySchema = Type.Object(
  {
    status: statusSchema,
    cursor: Type.Optional(Type.String({ minLength: 1, maxLength: 512 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
  },
  { additionalProperties: false },
);

export const outboxParamsSchema = Type.Object({ id: Type.Integer({ minimum: 1 }) });

export const outboxMessageSchema = Type.Object({
  id: Type.Integer(),
  kind: Type.String(),
  channel: buildStringEnum(['email', 'sms']),
  recipient: Type.String(),
  /** the mail's subject, or the SMS's text */
  summary: Type.String(),
  status: statusSchema,
  attempts: Type.Integer(),
  lastError: nullableTextSchema,
  createdAt: Type.String(),
  /** when the relay takes it next (pending, failed) or when its claim ends (sending) */
  nextAttemptAt: Type.String(),
  sentAt: nullableTextSchema,
});

export const outboxPageSchema = Type.Object({ messages: Type.Array(outboxMessageSchema), nextCursor: nullableTextSchema });

export const outboxCountsSchema = Type.Object({
  counts: Type.Object(
    Object.fromEntries(OUTBOX_STATUSES.map((status) => [status, Type.Integer()])) as Record<
      (typeof OUTBOX_STATUSES)[number],
      ReturnType<typeof Type.Integer>
    >,
  ),
});

export const outboxRetriedSchema = Type.Object({ id: Type.Integer() });
