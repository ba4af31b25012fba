import { PHONE_INPUT_MAX_LENGTH } from '@chalein/shared/lib/validation';
import { buildIdField, buildObjectSchema, buildTextField } from '../http/field-schemas';

// JSON schemas of the pass purchase calls: the answers (serialised by fast-json-stringify, which drops any field
// not listed, so nothing server-only such as a secret can leak) and the request bodies.

const text = { type: 'string' } as const;

export const paymentOrderSchema = {
  type: 'object',
  required: ['amount', 'currency', 'order_id', 'customerid', 'key', 'passName'],
  properties: {
    amount: { type: 'number' },
    currency: { type: 'string', enum: ['INR'] },
    order_id: text,
    customerid: { type: 'integer' },
    key: text,
    passName: text,
  },
} as const;

export const paymentStatusResultSchema = {
  type: 'object',
  required: ['orderStatus', 'passIssued'],
  properties: {
    orderStatus: { type: 'string', enum: ['created', 'attempted', 'paid', 'failed'] },
    passIssued: { type: 'boolean' },
    issuedPass: {
      type: 'object',
      required: ['passName', 'validFrom', 'validUntil'],
      properties: { passName: text, validFrom: text, validUntil: text },
    },
    paymentId: text,
  },
} as const;

export const checkoutConfigSchema = {
  type: 'object',
  required: ['provider', 'key', 'scriptUrl'],
  properties: { provider: { type: 'string', enum: ['sandbox', 'razorpay'] }, key: text, scriptUrl: text },
} as const;

/** order_ and Razorpay's id characters */
export const orderIdField = buildTextField('Order id', { maxLength: 64, pattern: '^order_[A-Za-z0-9]{4,40}$' });

/** The spec's client sends the amount as a number, or empty; either is accepted here and judged by the handler. */
const amountField = { title: 'Amount', anyOf: [{ type: 'number' }, { type: 'string', maxLength: 20 }] } as const;

/** Optional text the schema only bounds; the handler decides what blank means. */
const optionalText = (title: string, maxLength: number) => buildTextField(title, { maxLength, minLength: 0 });

export const riderRegistrationBodySchema = buildObjectSchema(
  {
    name: optionalText('Name', 200),
    // blank allowed here: the handler answers a missing mobile with the details modal's own message
    mobile: { ...optionalText('Mobile number', PHONE_INPUT_MAX_LENGTH), indianMobile: true },
    email: optionalText('Email address', 254),
    gender: optionalText('Gender', 20),
    iPassId: buildIdField('Pass id'),
    consent: { type: 'boolean', title: 'Consent' },
    // the spec's client sends these; the order is priced from the catalog, so they are accepted and never read
    amount: amountField,
    currency: optionalText('Currency', 3),
  },
  ['iPassId'],
);

export const paymentStatusBodySchema = buildObjectSchema(
  {
    order_id: orderIdField,
    customerid: buildIdField('Customer id'),
    iPassId: buildIdField('Pass id'),
    razorpay_id: optionalText('Razorpay id', 100),
    razorpay_payment_id: optionalText('Payment id', 64),
    razorpay_order_id: optionalText('Razorpay order id', 64),
    razorpay_signature: optionalText('Payment signature', 128),
    amount: amountField,
    currency: optionalText('Currency', 3),
    iPaymentStatus: { type: 'integer', title: 'Payment status', enum: [0, 1] },
  },
  ['order_id', 'customerid', 'iPassId', 'iPaymentStatus'],
);

export const purchaseStatusBodySchema = buildObjectSchema({ order_id: orderIdField, customerid: buildIdField('Customer id') });

export const sandboxPayBodySchema = buildObjectSchema({
  key: buildTextField('Key', { maxLength: 64 }),
  amount: { type: 'integer', title: 'Amount', minimum: 1, maximum: 100_000_000 },
  currency: buildTextField('Currency', { maxLength: 3 }),
  outcome: { type: 'string', title: 'Outcome', enum: ['success', 'failure'] },
});
