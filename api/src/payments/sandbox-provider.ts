import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database, SandboxOrderRow } from '../db/schema';
import { readUniqueViolation } from '../db/portable-sql';
import { computeHmacHex, signPayment } from './payment-signatures';
import { PaymentProviderError, type PaymentProvider, type ProviderPayment } from './payment-provider';
import { createProviderId } from './provider-ids';
import { createSandboxWebhookSender, type SandboxWebhookEvent } from './sandbox-webhook-sender';

// The sandbox provider (PAYMENT_PROVIDER=sandbox, the default): our server stands in for Razorpay end to end and
// offline. It keeps its own orders and payments, its checkout script offers Pay, Fail and Close, its payments carry
// real signatures made with the sandbox secret, and its webhooks are really sent, so everything after the checkout
// is the code that runs with Razorpay.

export const SANDBOX_KEY_ID = 'rzp_test_ChaleinSandbox';
export const SANDBOX_CHECKOUT_SCRIPT_PATH = '/api/payments/sandbox/checkout.js';

/** The key secret and webhook secret, two different keys derived from the one PAYMENT_SANDBOX_SECRET. */
export function deriveSandboxSecrets(secret: string): { keySecret: string; webhookSecret: string } {
  return { keySecret: computeHmacHex('checkout-key-secret', secret), webhookSecret: computeHmacHex('webhook-secret', secret) };
}

/** A payment the sandbox refuses to make, with the status the sandbox route answers. */
export class SandboxPaymentError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'SandboxPaymentError';
  }
}

export interface SandboxPayInput {
  key: string;
  amountPaise: number;
  currency: string;
  /** what the rider pressed in the sandbox checkout */
  outcome: 'success' | 'failure';
}

/** What Razorpay's checkout hands the page's handler on success. */
export interface SandboxPaymentSuccess {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

export interface SandboxPaymentFailure {
  code: 'BAD_REQUEST_ERROR';
  description: string;
  source: 'customer';
  step: 'payment_authorization';
  reason: 'payment_failed';
  metadata: { payment_id: string; order_id: string };
}

export type SandboxPayResult =
  { outcome: 'success'; response: SandboxPaymentSuccess } | { outcome: 'failure'; error: SandboxPaymentFailure };

export const SANDBOX_FAILURE_DESCRIPTION = 'The payment was declined in the sandbox checkout.';

export interface SandboxProvider extends PaymentProvider {
  readonly name: 'sandbox';
  payOrder(orderId: string, input: SandboxPayInput): Promise<SandboxPayResult>;
  /** resolves once the webhooks sent so far were delivered (or given up) */
  flushWebhooks(): Promise<void>;
}

export interface SandboxProviderOptions {
  db: Kysely<Database>;
  secret: string;
  resolveWebhookUrl: () => string | null;
  log: FastifyBaseLogger;
  webhookDelaysMs?: readonly number[];
}

function buildOrderEntity(order: SandboxOrderRow, status: SandboxOrderRow['status'], amountPaid: number) {
  return {
    id: order.id,
    entity: 'order',
    amount: order.amount_paise,
    amount_paid: amountPaid,
    amount_due: order.amount_paise - amountPaid,
    currency: order.currency,
    receipt: order.receipt,
    status,
    notes: JSON.parse(order.notes_json) as unknown,
    created_at: Math.floor(Date.parse(order.created_at) / 1000),
  };
}

interface SandboxPaymentFields {
  id: string;
  order_id: string;
  amount_paise: number;
  currency: string;
  status: 'captured' | 'failed' | 'refunded';
  error_description: string | null;
  created_at: string;
}

/** A payment as Razorpay's webhooks carry it. */
function buildPaymentEntity(payment: SandboxPaymentFields, notes: unknown) {
  const captured = payment.status !== 'failed';
  return {
    id: payment.id,
    entity: 'payment',
    amount: payment.amount_paise,
    currency: payment.currency,
    status: payment.status,
    order_id: payment.order_id,
    method: 'upi',
    captured,
    amount_refunded: payment.status === 'refunded' ? payment.amount_paise : 0,
    refund_status: payment.status === 'refunded' ? 'full' : null,
    error_code: captured ? null : 'BAD_REQUEST_ERROR',
    error_description: payment.error_description,
    notes,
    created_at: Math.floor(Date.parse(payment.created_at) / 1000),
  };
}

export function createSandboxProvider(options: SandboxProviderOptions): SandboxProvider {
  const { db, log } = options;
  const { keySecret, webhookSecret } = deriveSandboxSecrets(options.secret);
  const webhooks = createSandboxWebhookSender({
    resolveUrl: options.resolveWebhookUrl,
    webhookSecret,
    log,
    delaysMs: options.webhookDelaysMs,
  });

  return {
    name: 'sandbox',
    keyId: SANDBOX_KEY_ID,
    checkoutScriptUrl: SANDBOX_CHECKOUT_SCRIPT_PATH,
    keySecret,
    webhookSecret,

    async createOrder(input) {
      const order = {
        id: createProviderId('order'),
        amount_paise: input.amountPaise,
        currency: input.currency,
        receipt: input.receipt,
        notes_json: JSON.stringify(input.notes),
        status: 'created' as const,
        created_at: new Date().toISOString(),
      };
      await db.insertInto('sandbox_orders').values(order).execute();
      return { id: order.id, amountPaise: order.amount_paise, currency: order.currency };
    },

    async listOrderPayments(orderId) {
      const rows = await db
        .selectFrom('sandbox_payments')
        .leftJoin('sandbox_refunds', 'sandbox_refunds.payment_id', 'sandbox_payments.id')
        .selectAll('sandbox_payments')
        .select('sandbox_refunds.id as refund_id')
        .where('sandbox_payments.order_id', '=', orderId)
        .orderBy('sandbox_payments.created_at')
        .execute();
      return rows.map((row): ProviderPayment => ({
        id: row.id,
        orderId: row.order_id,
        amountPaise: row.amount_paise,
        currency: row.currency,
        // as Razorpay reports a payment given back in full
        status: row.refund_id === null ? row.status : 'refunded',
        errorDescription: row.error_description,
      }));
    },

    async refundPayment(input) {
      // the checks Razorpay's refunds API makes, with its words
      const payment = await db.selectFrom('sandbox_payments').selectAll().where('id', '=', input.paymentId).executeTakeFirst();
      if (!payment) throw new PaymentProviderError('The id provided does not exist', 400);
      if (payment.status !== 'captured') throw new PaymentProviderError('The payment has not been captured', 400);
      if (input.amountPaise !== payment.amount_paise) {
        throw new PaymentProviderError('The refund amount must be the whole payment in the sandbox', 400);
      }
      const order = await db.selectFrom('sandbox_orders').select('notes_json').where('id', '=', payment.order_id).executeTakeFirstOrThrow();
      const now = new Date();
      const refund = {
        id: createProviderId('rfnd'),
        payment_id: payment.id,
        amount_paise: payment.amount_paise,
        currency: payment.currency,
        notes_json: JSON.stringify(input.notes),
        created_at: now.toISOString(),
      };
      try {
        await db.insertInto('sandbox_refunds').values(refund).execute();
      } catch (error) {
        // one refund per payment: a second one for the same payment is what Razorpay refuses too
        if (readUniqueViolation(error)?.table === 'sandbox_refunds') {
          throw new PaymentProviderError('The payment has been fully refunded already', 400);
        }
        throw error;
      }
      const refundEntity = {
        id: refund.id,
        entity: 'refund',
        amount: refund.amount_paise,
        currency: refund.currency,
        payment_id: payment.id,
        notes: input.notes,
        receipt: input.receipt,
        status: 'processed',
        speed_processed: 'normal',
        created_at: Math.floor(now.getTime() / 1000),
      };
      const paymentEntity = buildPaymentEntity({ ...payment, status: 'refunded' }, JSON.parse(order.notes_json) as unknown);
      // processed later, by webhook, as Razorpay's normal-speed refunds are
      webhooks.send([{ event: 'refund.processed', payload: { refund: { entity: refundEntity }, payment: { entity: paymentEntity } } }]);
      return { id: refund.id, paymentId: payment.id, amountPaise: refund.amount_paise, currency: refund.currency, status: 'pending' };
    },

    async payOrder(orderId, input) {
      // the checks Razorpay's checkout makes before it takes money for an order
      if (input.key !== SANDBOX_KEY_ID) throw new SandboxPaymentError(400, 'The checkout key does not belong to this sandbox.');
      const order = await db.selectFrom('sandbox_orders').selectAll().where('id', '=', orderId).executeTakeFirst();
      if (!order) throw new SandboxPaymentError(404, 'This order does not exist in the sandbox.');
      if (input.amountPaise !== order.amount_paise || input.currency !== order.currency) {
        throw new SandboxPaymentError(400, 'The amount does not match the order.');
      }
      if (order.status === 'paid') throw new SandboxPaymentError(400, 'This order has already been paid.');

      const paymentId = createProviderId('pay');
      const now = new Date();
      const succeeded = input.outcome === 'success';
      const payment = {
        id: paymentId,
        order_id: order.id,
        amount_paise: order.amount_paise,
        currency: order.currency,
        status: succeeded ? ('captured' as const) : ('failed' as const),
        error_description: succeeded ? null : SANDBOX_FAILURE_DESCRIPTION,
        created_at: now.toISOString(),
      };
      const orderStatus = succeeded ? ('paid' as const) : ('attempted' as const);
      await db.transaction().execute(async (trx) => {
        // the status check again, as part of the write: of two payments racing for one order (two tabs, two nodes)
        // only one finds it unpaid; the row lock this update takes makes the other wait and then find it paid
        const updated = await trx
          .updateTable('sandbox_orders')
          .set({ status: orderStatus })
          .where('id', '=', order.id)
          .where('status', '<>', 'paid')
          .executeTakeFirst();
        if (Number(updated.numUpdatedRows) === 0) throw new SandboxPaymentError(400, 'This order has already been paid.');
        await trx.insertInto('sandbox_payments').values(payment).execute();
      });

      const paymentEntity = buildPaymentEntity(payment, JSON.parse(order.notes_json) as unknown);
      const events: SandboxWebhookEvent[] = succeeded
        ? [
            { event: 'payment.captured', payload: { payment: { entity: paymentEntity } } },
            {
              event: 'order.paid',
              payload: { payment: { entity: paymentEntity }, order: { entity: buildOrderEntity(order, 'paid', order.amount_paise) } },
            },
          ]
        : [{ event: 'payment.failed', payload: { payment: { entity: paymentEntity } } }];
      webhooks.send(events);

      if (succeeded) {
        return {
          outcome: 'success',
          response: {
            razorpay_payment_id: paymentId,
            razorpay_order_id: order.id,
            razorpay_signature: signPayment(order.id, paymentId, keySecret),
          },
        };
      }
      return {
        outcome: 'failure',
        error: {
          code: 'BAD_REQUEST_ERROR',
          description: SANDBOX_FAILURE_DESCRIPTION,
          source: 'customer',
          step: 'payment_authorization',
          reason: 'payment_failed',
          metadata: { payment_id: paymentId, order_id: order.id },
        },
      };
    },

    flushWebhooks: () => webhooks.flush(),
    close: () => webhooks.close(),
  };
}
