import { Type } from '@sinclair/typebox';
import { buildStringEnum, nullableNumberSchema, nullableTextSchema } from '@chalein/shared/api/schemas/common';
import { MAX_REFUND_NOTE_LENGTH, REFUND_REASON_CODES } from './refund-reasons';

// Schemas of the staff console's order calls (payments/staff-order-routes.ts), documented in payments/README.md. Only
// the console makes them, so they live beside the routes, like the other staff schemas. An answer's schema decides
// what leaves the server: the serializer drops any field it does not list.

export const ORDER_STATUSES = ['created', 'attempted', 'paid', 'failed', 'refunded'] as const;

/** a day in India (Asia/Kolkata), YYYY-MM-DD */
const DAY_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$';

const orderFilterProperties = {
  status: Type.Optional(buildStringEnum(ORDER_STATUSES)),
  /** the buyer's 10-digit mobile number */
  mobile: Type.Optional(Type.String({ pattern: '^[6-9]\\d{9}$' })),
  /** orders created on or after this day (India's), inclusive */
  from: Type.Optional(Type.String({ pattern: DAY_PATTERN })),
  /** orders created on or before this day (India's), inclusive */
  to: Type.Optional(Type.String({ pattern: DAY_PATTERN })),
};

export const orderListQuerySchema = Type.Object(
  {
    ...orderFilterProperties,
    /** the `nextCursor` of the page before */
    cursor: Type.Optional(Type.String({ minLength: 1, maxLength: 512 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
  },
  { additionalProperties: false },
);

export const orderExportQuerySchema = Type.Object(orderFilterProperties, { additionalProperties: false });

// bounded by the integer column, so an id past it is a 400 rather than the database's range error
export const orderParamsSchema = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });

export const refundBodySchema = Type.Object(
  {
    reason: buildStringEnum(REFUND_REASON_CODES),
    /** required when the reason is `other` */
    note: Type.Optional(Type.String({ maxLength: MAX_REFUND_NOTE_LENGTH })),
  },
  { additionalProperties: false },
);

// ---- answers

const orderStatusSchema = buildStringEnum(ORDER_STATUSES);
const refundStatusSchema = buildStringEnum(['pending', 'processed', 'failed']);

export const orderListItemSchema = Type.Object({
  id: Type.Integer(),
  providerOrderId: Type.String(),
  provider: Type.String(),
  status: orderStatusSchema,
  amountPaise: Type.Integer(),
  currency: Type.String(),
  createdAt: Type.String(),
  paidAt: nullableTextSchema,
  passId: Type.Integer(),
  passName: Type.String(),
  buyerName: Type.String(),
  buyerMobile: Type.String(),
  /** the latest refund's status; null when none was asked for */
  refundStatus: Type.Unsafe<'pending' | 'processed' | 'failed' | null>({ type: ['string', 'null'] }),
});

/** A page, newest first; `nextCursor` asks for the page after it (null: this is the last). */
export const orderPageSchema = Type.Object({ orders: Type.Array(orderListItemSchema), nextCursor: nullableTextSchema });

export const refundSchema = Type.Object({
  id: Type.Integer(),
  providerRefundId: nullableTextSchema,
  paymentId: Type.String(),
  amountPaise: Type.Integer(),
  currency: Type.String(),
  status: refundStatusSchema,
  /** a code of the reason list; null for a refund made at the provider rather than in the console */
  reasonCode: nullableTextSchema,
  reasonNote: nullableTextSchema,
  requestedById: nullableNumberSchema,
  requestedByName: nullableTextSchema,
  requestedAt: Type.String(),
  processedAt: nullableTextSchema,
  failureReason: nullableTextSchema,
});

export const orderDetailSchema = Type.Object({
  order: Type.Object({
    ...orderListItemSchema.properties,
    paidPaymentId: nullableTextSchema,
  }),
  buyer: Type.Object({ name: Type.String(), mobile: Type.String(), email: Type.String(), gender: Type.String(), consentAt: Type.String() }),
  pass: Type.Object({ id: Type.Integer(), name: Type.String(), validity: Type.String(), pricePaise: Type.Integer() }),
  /** the pass the order issued; `valid` is false once revoked by a refund or outside its window */
  issuedPass: Type.Union([
    Type.Object({
      validFrom: Type.String(),
      validUntil: Type.String(),
      issuedAt: Type.String(),
      revokedAt: nullableTextSchema,
      valid: Type.Boolean(),
    }),
    Type.Null(),
  ]),
  payments: Type.Array(
    Type.Object({
      id: Type.String(),
      amountPaise: Type.Integer(),
      currency: Type.String(),
      status: Type.String(),
      source: Type.String(),
      errorDescription: nullableTextSchema,
      createdAt: Type.String(),
      updatedAt: Type.String(),
    }),
  ),
  webhooks: Type.Array(Type.Object({ eventId: Type.String(), event: Type.String(), outcome: Type.String(), receivedAt: Type.String() })),
  refunds: Type.Array(refundSchema),
});

/** The refund just started: pending until the provider's refund.processed webhook. */
export const refundStartedSchema = Type.Object({
  refund: Type.Object({
    id: Type.Integer(),
    providerRefundId: nullableTextSchema,
    status: refundStatusSchema,
    amountPaise: Type.Integer(),
    currency: Type.String(),
    reasonCode: Type.String(),
  }),
});

/** The fixed list of refund reasons, for the console's form. */
export const refundReasonListSchema = Type.Object({
  reasons: Type.Array(Type.Object({ code: Type.String(), label: Type.String(), noteRequired: Type.Boolean() })),
});
