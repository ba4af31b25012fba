import { Type } from '@sinclair/typebox';
import { PHONE_INPUT_MAX_LENGTH } from '@chalein/shared/lib/validation/common';
import { buildStringEnum, nullableNumberSchema, nullableTextSchema } from './common';
import { buildIdField, buildObjectSchema, buildTextField } from './fields';

// Schemas of the pass pages' calls: the catalog (the one source of prices), a pass's availability and the
// purchase (docs/decisions/0004-payments.md). The answers' schemas also keep anything server-only, such as a secret,
// from leaking: the serializer drops every field they do not list.

export const passAudienceSchema = buildStringEnum(['customer', 'driver']);
export const passGroupSchema = buildStringEnum(['limited', 'customer', 'driver']);

/** One pass of the server's catalog (GET /api/passes). */
export const passCatalogEntrySchema = Type.Object({
  iPassId: Type.Integer(),
  /** route path without the slash, e.g. 'daylight_pass' */
  slug: Type.String(),
  name: Type.String(),
  audience: passAudienceSchema,
  group: passGroupSchema,
  /** rupees */
  price: Type.Number(),
  /** struck-through rupees, or null */
  listPrice: nullableNumberSchema,
  /** e.g. 'per day', 'for 3 months' */
  periodLabel: Type.String(),
  summary: Type.String(),
  eligibility: Type.String(),
  benefits: Type.Array(Type.String()),
  howToAvail: Type.Array(Type.String()),
  terms: Type.Array(Type.String()),
  /** file name under the pass upload folder */
  image: Type.String(),
});

export const passDetailRequestSchema = buildObjectSchema({ passid: buildIdField('Pass id') });

export const passDetailSchema = Type.Object({
  iPassId: Type.Integer(),
  /** 1 means the pass can be bought now */
  iStatus: Type.Integer(),
});

export const paymentOrderSchema = Type.Object({
  /** rupees */
  amount: Type.Number(),
  currency: buildStringEnum(['INR']),
  order_id: Type.String(),
  /**
   * the order's own number, sent back with order_id by the status calls; not the rider's, so the answer does not
   * tell a mobile number already registered from a new one
   */
  customerid: Type.Integer(),
  /** the provider's public key id for its checkout (never a secret) */
  key: Type.String(),
  passName: Type.String(),
});

/** the pass a paid order issued, with its validity window (ISO 8601 instants) */
export const issuedPassSummarySchema = Type.Object({ passName: Type.String(), validFrom: Type.String(), validUntil: Type.String() });

export const paymentStatusResultSchema = Type.Object({
  // refunded: the money went back and the pass is no longer valid, so none is shown
  orderStatus: buildStringEnum(['created', 'attempted', 'paid', 'failed', 'refunded']),
  passIssued: Type.Boolean(),
  issuedPass: Type.Optional(issuedPassSummarySchema),
  /**
   * the provider's id of the payment that paid the order (paid orders only), so a page that learns of the payment
   * without the checkout's answer (a checkout dismissed after it was paid) can still show it
   */
  paymentId: Type.Optional(Type.String()),
});

/** GET payments/checkout-config: which checkout script the pass pages load, and its public key (never a secret). */
export const checkoutConfigSchema = Type.Object({
  provider: buildStringEnum(['sandbox', 'razorpay']),
  key: Type.String(),
  scriptUrl: Type.String(),
});

/** order_ and Razorpay's id characters */
export const orderIdField = buildTextField('Order id', { maxLength: 64, pattern: '^order_[A-Za-z0-9]{4,40}$' });

/** The client sends the amount as a number, or empty; either is accepted here and judged by the handler. */
const amountField = Type.Optional(Type.Union([Type.Number(), Type.String({ maxLength: 20 })], { title: 'Amount' }));

/** Optional text the schema only bounds; the handler decides what blank means. */
function buildOptionalText(title: string, maxLength: number) {
  return Type.Optional(buildTextField(title, { maxLength, minLength: 0 }));
}

/**
 * POST front/rider/registration, as the server accepts it: only the pass is required by the schema, so the
 * handler can answer a missing detail with the details modal's own message.
 */
export const riderRegistrationRequestSchema = buildObjectSchema({
  name: buildOptionalText('Name', 200),
  mobile: Type.Optional(buildTextField('Mobile number', { maxLength: PHONE_INPUT_MAX_LENGTH, minLength: 0, indianMobile: true })),
  email: buildOptionalText('Email address', 254),
  gender: buildOptionalText('Gender', 20),
  iPassId: buildIdField('Pass id'),
  /** the rider agreed to our use of these details to issue the pass (DPDP Act 2023); the server refuses anything else */
  consent: Type.Optional(Type.Boolean({ title: 'Consent' })),
  // the client sends these; the order is priced from the catalog, so they are accepted and never read
  amount: amountField,
  currency: buildOptionalText('Currency', 3),
});

/** POST front/pass/purchase/payment/status, as the server accepts it: the checkout's report of a payment. */
export const paymentStatusRequestSchema = buildObjectSchema({
  order_id: orderIdField,
  customerid: buildIdField('Customer id'),
  iPassId: buildIdField('Pass id'),
  razorpay_id: buildOptionalText('Razorpay id', 100),
  razorpay_payment_id: buildOptionalText('Payment id', 64),
  razorpay_order_id: buildOptionalText('Razorpay order id', 64),
  razorpay_signature: buildOptionalText('Payment signature', 128),
  amount: amountField,
  currency: buildOptionalText('Currency', 3),
  /** 1 paid, 0 dismissed or failed */
  iPaymentStatus: Type.Unsafe<0 | 1>({ type: 'integer', title: 'Payment status', enum: [0, 1] }),
});

/** POST front/pass/purchase/order/status: how an order stands, for the thank-you page while a payment is confirmed. */
export const purchaseStatusRequestSchema = buildObjectSchema({ order_id: orderIdField, customerid: buildIdField('Customer id') });

/**
 * GET /api/passes/receipt/:token: a paid (or refunded) order's receipt, opened by its signed link
 * (docs/decisions/0044-signed-links.md). The buyer's name only, no mobile number or address.
 */
export const passReceiptSchema = Type.Object({
  /** the order's number, for a question to support */
  orderNumber: Type.Integer(),
  passName: Type.String(),
  buyerName: Type.String(),
  /** what was paid, in paise */
  amountPaise: Type.Integer(),
  currency: buildStringEnum(['INR']),
  /** the provider's id of the payment */
  paymentId: Type.String(),
  /** ISO 8601 instants */
  paidAt: Type.String(),
  validFrom: Type.String(),
  validUntil: Type.String(),
  /** refunded: the money went back and the pass is no longer valid */
  status: buildStringEnum(['paid', 'refunded']),
  /** when the refund was processed, or null */
  refundedAt: nullableTextSchema,
});
