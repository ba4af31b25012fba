import { Type } from '@sinclair/typebox';
import { buildStringEnum, nullableTextSchema } from '@chalein/shared/api/schemas/common';
import { MESSAGE_KINDS, MESSAGE_STATUSES } from './message-kinds';

// Schemas of the staff console's messages and newsletter calls (api/src/enquiries/README.md lists the routes). The
// routes take their types from these through the TypeBox type provider, and an answer's schema is also what leaves
// the server: a column not listed here never reaches the browser.

// ---- requests

/** a date (2026-11-26) or an instant (2026-11-26T09:30:00Z, or with an offset), as the audit trail's filter reads */
const ISO_INSTANT = '^\\d{4}-\\d{2}-\\d{2}(T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,3})?)?(Z|[+-]\\d{2}:\\d{2}))?$';

const kindSchema = buildStringEnum(MESSAGE_KINDS);
const statusSchema = buildStringEnum(MESSAGE_STATUSES);
const searchField = Type.String({ minLength: 1, maxLength: 100 });
const cursorField = Type.String({ minLength: 1, maxLength: 512 });
const limitField = Type.Integer({ minimum: 1, maximum: 200 });

const messageFilterFields = {
  kind: Type.Optional(kindSchema),
  status: Type.Optional(statusSchema),
  /** received at or after */
  from: Type.Optional(Type.String({ pattern: ISO_INSTANT })),
  /** received before */
  to: Type.Optional(Type.String({ pattern: ISO_INSTANT })),
  /** part of the reference, name, email, phone, subject or text, any case */
  q: Type.Optional(searchField),
  /** 'me': assigned to the signed-in person; 'none': assigned to nobody */
  assignee: Type.Optional(buildStringEnum(['me', 'none'])),
};

export const messageListQuerySchema = Type.Object(
  { ...messageFilterFields, cursor: Type.Optional(cursorField), limit: Type.Optional(limitField) },
  { additionalProperties: false },
);

export const messageExportQuerySchema = Type.Object(messageFilterFields, { additionalProperties: false });

export const messageParamsSchema = Type.Object({ kind: kindSchema, id: Type.Integer({ minimum: 1 }) });

export const messageStatusBodySchema = Type.Object({ status: statusSchema }, { additionalProperties: false });

export const MAX_NOTE_LENGTH = 4000;

export const messageNoteBodySchema = Type.Object(
  // at least one character that is not a space
  { text: Type.String({ minLength: 1, maxLength: MAX_NOTE_LENGTH, pattern: '\\S' }) },
  { additionalProperties: false },
);

export const newsletterListQuerySchema = Type.Object(
  { q: Type.Optional(searchField), cursor: Type.Optional(cursorField), limit: Type.Optional(limitField) },
  { additionalProperties: false },
);

export const newsletterExportQuerySchema = Type.Object({ q: Type.Optional(searchField) }, { additionalProperties: false });

export const subscriberParamsSchema = Type.Object({ id: Type.Integer({ minimum: 1 }) });

// ---- answers

const staffPersonSchema = Type.Object({ id: Type.Integer(), name: Type.String() });
const nullableStaffPersonSchema = Type.Union([staffPersonSchema, Type.Null()]);

/** A row of the list. */
export const messageSummarySchema = Type.Object({
  kind: kindSchema,
  /** the message's id in its kind: the detail is /api/staff/messages/<kind>/<id> */
  id: Type.Integer(),
  reference: Type.String(),
  receivedAt: Type.String(),
  status: statusSchema,
  assignee: nullableStaffPersonSchema,
  /** the sender's name and email; null for a support ticket, which has none */
  name: nullableTextSchema,
  email: nullableTextSchema,
  /** a support ticket's subject; null for the others */
  subject: nullableTextSchema,
  /** the start of the text */
  preview: Type.String(),
});

/** A page of the list, newest first; `nextCursor` asks for the page after it (null: this is the last). */
export const messagePageSchema = Type.Object({ messages: Type.Array(messageSummarySchema), nextCursor: nullableTextSchema });

export const messageNoteSchema = Type.Object({
  id: Type.Integer(),
  author: staffPersonSchema,
  createdAt: Type.String(),
  text: Type.String(),
});

/** Everything the message holds, by kind: a field a kind does not have is null. */
export const messageDetailSchema = Type.Object({
  kind: kindSchema,
  id: Type.Integer(),
  reference: Type.String(),
  receivedAt: Type.String(),
  status: statusSchema,
  assignee: nullableStaffPersonSchema,
  name: nullableTextSchema,
  email: nullableTextSchema,
  phone: nullableTextSchema,
  /** an investor's second number */
  alternativePhone: nullableTextSchema,
  /** a contact message's postal address */
  address: nullableTextSchema,
  /** a support ticket's type (Sales Query, Technical Query, Account Query) and subject */
  ticketType: nullableTextSchema,
  subject: nullableTextSchema,
  text: Type.String(),
  /** when the sender agreed to our use of their details; support tickets hold none */
  consentAt: nullableTextSchema,
});

/** The detail and its notes, oldest note first; also the answer of each change. */
export const messageResultSchema = Type.Object({ message: messageDetailSchema, notes: Type.Array(messageNoteSchema) });

export const messageNoteResultSchema = Type.Object({ note: messageNoteSchema });

export const subscriberSchema = Type.Object({ id: Type.Integer(), email: Type.String(), subscribedAt: Type.String() });

/** A page of subscribers, newest first. */
export const subscriberPageSchema = Type.Object({ subscribers: Type.Array(subscriberSchema), nextCursor: nullableTextSchema });

/** An unsubscribed address is deleted: nothing of it is left to mail or export. */
export const unsubscribedSchema = Type.Object({ id: Type.Integer() });
