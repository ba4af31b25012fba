import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { computeHmacHex } from '../payments/payment-signatures';
import { createTestApp, type TestApp } from './test-app';

// Test helpers (not tests) for the pass purchase: real HTTP calls to a listening test app, webhook bodies signed
// the way Razorpay signs them, and counts read straight from the SQLite file the app writes.

export interface JsonAnswer {
  status: number;
  body: {
    success: boolean;
    message?: string;
    data?: Record<string, unknown>;
    errors?: Record<string, string>;
  };
}

export async function postJson(baseUrl: string, path: string, payload: unknown, headers: Record<string, string> = {}): Promise<JsonAnswer> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof payload === 'string' ? payload : JSON.stringify(payload),
    signal: AbortSignal.timeout(10_000),
  });
  return { status: response.status, body: (await response.json()) as JsonAnswer['body'] };
}

export const buyer = {
  name: 'Asha Rao',
  mobile: '9876543210',
  email: 'asha@example.com',
  gender: 'Female',
  consent: true,
} as const;

/** A Razorpay webhook body for one payment; `order` adds the order entity of an order.paid event. */
export function buildPaymentWebhookBody(
  event: 'payment.authorized' | 'payment.captured' | 'payment.failed' | 'order.paid',
  payment: { id: string; orderId: string; amountPaise: number; currency?: string; status: string },
  order?: { amountPaise: number },
): string {
  const paymentEntity = {
    id: payment.id,
    entity: 'payment',
    amount: payment.amountPaise,
    currency: payment.currency ?? 'INR',
    status: payment.status,
    order_id: payment.orderId,
    error_description: payment.status === 'failed' ? 'Payment was declined by the bank.' : null,
  };
  const payload: Record<string, { entity: Record<string, unknown> }> = { payment: { entity: paymentEntity } };
  if (order) {
    payload.order = {
      entity: {
        id: payment.orderId,
        entity: 'order',
        amount: order.amountPaise,
        amount_paid: order.amountPaise,
        currency: 'INR',
        status: 'paid',
      },
    };
  }
  return JSON.stringify({
    entity: 'event',
    account_id: 'acc_test',
    event,
    contains: Object.keys(payload),
    payload,
    created_at: 1_700_000_000,
  });
}

/** Delivers a webhook body signed with `secret` (or with the given signature) over HTTP. */
export function deliverWebhook(baseUrl: string, body: string, secret: string, eventId: string, signature?: string): Promise<JsonAnswer> {
  return postJson(baseUrl, '/api/webhooks/razorpay', body, {
    'x-razorpay-signature': signature ?? computeHmacHex(body, secret),
    'x-razorpay-event-id': eventId,
  });
}

export async function countRows(
  db: Kysely<Database>,
  table: 'payment_orders' | 'issued_passes' | 'payments' | 'riders' | 'webhook_events',
): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function readOrder(db: Kysely<Database>, providerOrderId: string) {
  return db.selectFrom('payment_orders').selectAll().where('provider_order_id', '=', providerOrderId).executeTakeFirstOrThrow();
}

export async function countIssuedPasses(db: Kysely<Database>, providerOrderId: string): Promise<number> {
  const row = await db
    .selectFrom('issued_passes')
    .innerJoin('payment_orders', 'payment_orders.id', 'issued_passes.payment_order_id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('payment_orders.provider_order_id', '=', providerOrderId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * A student pass bought with `mobile` and paid in the sandbox checkout over HTTP, its webhooks delivered: the paid
 * order's row (the app must run the sandbox provider and listen at `baseUrl`).
 */
export async function buyPaidSandboxOrder(
  app: { db: Kysely<Database>; payments: { sandbox: { flushWebhooks(): Promise<void> } | null } },
  baseUrl: string,
  mobile: string,
) {
  const created = await postJson(baseUrl, '/api/front/rider/registration', { ...buyer, mobile, iPassId: 8 });
  const order = created.body.data as { order_id: string; amount: number; key: string };
  const paid = await postJson(baseUrl, `/api/payments/sandbox/orders/${order.order_id}/pay`, {
    key: order.key,
    amount: Math.round(order.amount * 100),
    currency: 'INR',
    outcome: 'success',
  });
  if (paid.status !== 200) throw new Error(`the sandbox did not take the payment: ${paid.status}`);
  await app.payments.sandbox?.flushWebhooks();
  return readOrder(app.db, order.order_id);
}

/**
 * A test app paying through the sandbox under `secret`, listening on loopback so the sandbox can send its webhooks to
 * it (and tests can call it over HTTP at `baseUrl`).
 */
export async function startSandboxTestApp(secret: string): Promise<{ testApp: TestApp; baseUrl: string }> {
  const testApp = await createTestApp({ PAYMENT_SANDBOX_SECRET: secret, RATE_LIMIT_FORMS_PER_MINUTE: '100000' });
  const baseUrl = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  return { testApp, baseUrl };
}
