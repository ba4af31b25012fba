import type { FastifyInstance } from 'fastify';
import { createRazorpayProvider } from './razorpay-provider';
import { loadPaymentSettings } from './payment-settings';
import { refundMessages } from './refund-service';
import { computeHmacHex } from './payment-signatures';
import { buyer, postJson, readOrder } from '../test-support/payment-test-kit';
import { startRazorpayStandIn, type RazorpayStandIn, type StandInRefund } from '../test-support/razorpay-stand-in';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { createStaffAccount, injectStaffWrite, signInStaff, type SignedInStaff } from '../staff/staff-test-kit';

// Refunds with PAYMENT_PROVIDER=razorpay, against a local stand-in of Razorpay's API on loopback: the adapter calls
// POST /v1/payments/:id/refund through the existing client, and a refused call leaves the order refundable.

const credentials = { keyId: 'rzp_test_ChaleinRefunds', keySecret: 'stand-in-refund-key-secret', webhookSecret: 'stand-in-refund-webhook' };

let standIn: RazorpayStandIn;
let testApp: TestApp;
let app: FastifyInstance;
let baseUrl: string;
let finance: SignedInStaff;

beforeAll(async () => {
  standIn = await startRazorpayStandIn(credentials);
  testApp = await createTestApp({
    PAYMENT_PROVIDER: 'razorpay',
    RAZORPAY_KEY_ID: credentials.keyId,
    RAZORPAY_KEY_SECRET: credentials.keySecret,
    RAZORPAY_WEBHOOK_SECRET: credentials.webhookSecret,
    RAZORPAY_API_BASE_URL: standIn.baseUrl,
    PAYMENT_PROVIDER_TIMEOUT_MS: '500',
    RATE_LIMIT_FORMS_PER_MINUTE: '100000',
  });
  app = testApp.app;
  baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  finance = await signInStaff(app, await createStaffAccount(app, 'finance-rzp@chalein.in', ['finance']), '192.0.2.51');
});
afterAll(async () => {
  await testApp.closeTestApp();
  await standIn.close();
});
beforeEach(() => {
  standIn.failWith = null;
  standIn.refundStatus = 'pending';
});

/** An order paid at the stand-in and confirmed by its signed payment.captured webhook. */
async function payOrder(mobile: string): Promise<{ id: number; providerOrderId: string; paymentId: string }> {
  const registration = await postJson(baseUrl, '/api/front/rider/registration', { ...buyer, mobile, iPassId: 8 });
  const order = registration.body.data as { order_id: string; customerid: number };
  const payment = standIn.addPayment(order.order_id, 'captured');
  const body = JSON.stringify({
    entity: 'event',
    event: 'payment.captured',
    contains: ['payment'],
    payload: { payment: { entity: { ...payment, order_id: order.order_id } } },
  });
  await postJson(baseUrl, '/api/webhooks/razorpay', body, {
    'x-razorpay-signature': computeHmacHex(body, credentials.webhookSecret),
    'x-razorpay-event-id': `evt_pay_${mobile}`,
  });
  expect((await readOrder(app.db, order.order_id)).status).toBe('paid');
  return { id: order.customerid, providerOrderId: order.order_id, paymentId: payment.id };
}

/** Razorpay's refund.processed or refund.failed event for a refund at the stand-in, signed. */
function deliverRefundEvent(
  event: 'refund.processed' | 'refund.failed',
  refund: StandInRefund | undefined,
  order: { paymentId: string; providerOrderId: string },
  eventId: string,
) {
  const body = JSON.stringify({
    entity: 'event',
    event,
    contains: ['refund', 'payment'],
    payload: {
      refund: { entity: { ...refund, status: event === 'refund.processed' ? 'processed' : 'failed' } },
      payment: { entity: { id: order.paymentId, order_id: order.providerOrderId } },
    },
  });
  return postJson(baseUrl, '/api/webhooks/razorpay', body, {
    'x-razorpay-signature': computeHmacHex(body, credentials.webhookSecret),
    'x-razorpay-event-id': eventId,
  });
}

function requestRefund(orderId: number) {
  return injectStaffWrite(app, { url: `/api/staff/orders/${orderId}/refund`, staff: finance, payload: { reason: 'rider-request' } });
}

describe("the razorpay adapter's refunds", () => {
  it('posts a full refund of the payment with basic auth and reads the refund back', async () => {
    const provider = createRazorpayProvider(
      loadPaymentSettings({
        PAYMENT_PROVIDER: 'razorpay',
        RAZORPAY_KEY_ID: credentials.keyId,
        RAZORPAY_KEY_SECRET: credentials.keySecret,
        RAZORPAY_WEBHOOK_SECRET: credentials.webhookSecret,
        RAZORPAY_API_BASE_URL: standIn.baseUrl,
      }),
    );
    const order = await provider.createOrder({ amountPaise: 46900, currency: 'INR', receipt: 'r-refund', notes: {} });
    const payment = standIn.addPayment(order.id, 'captured');
    const refund = await provider.refundPayment({
      paymentId: payment.id,
      amountPaise: 46900,
      receipt: 'refund-1',
      notes: { refundId: '1' },
    });
    expect(refund).toEqual({
      id: expect.stringMatching(/^rfnd_/),
      paymentId: payment.id,
      amountPaise: 46900,
      currency: 'INR',
      status: 'pending',
    });
    const request = standIn.requests.at(-1);
    expect(request).toMatchObject({
      method: 'POST',
      path: `/v1/payments/${payment.id}/refund`,
      body: { amount: 46900, speed: 'normal', receipt: 'refund-1', notes: { refundId: '1' } },
    });
    expect(request?.authorization).toBe(`Basic ${Buffer.from(`${credentials.keyId}:${credentials.keySecret}`).toString('base64')}`);
    await expect(
      provider.refundPayment({ paymentId: payment.id, amountPaise: 46900, receipt: 'refund-2', notes: {} }),
    ).rejects.toMatchObject({
      name: 'PaymentProviderError',
      status: 400,
      message: expect.stringContaining('fully refunded already'),
    });
  });
});

describe('refunding from the console with PAYMENT_PROVIDER=razorpay', () => {
  it('leaves the order paid and refundable when Razorpay refuses, audits the failure, and refunds on the retry', async () => {
    const order = await payOrder('9844400001');
    standIn.failWith = 503;
    const refused = await requestRefund(order.id);
    expect([refused.statusCode, refused.json<{ message: string }>().message]).toEqual([502, refundMessages.providerFailed]);
    const failed = await app.db.selectFrom('refunds').selectAll().where('payment_order_id', '=', order.id).execute();
    expect(failed.map((refund) => [refund.status, refund.provider_refund_id])).toEqual([['failed', null]]);
    expect((await readOrder(app.db, order.providerOrderId)).status).toBe('paid');
    const outcomes = await app.db
      .selectFrom('audit_events')
      .select('outcome')
      .where('action', '=', 'staff.orders.refund')
      .where('target', '=', `payment_order:${order.id}`)
      .orderBy('id')
      .execute();
    expect(outcomes.map((event) => event.outcome)).toEqual(['success', 'failure']);

    standIn.failWith = null;
    const retried = await requestRefund(order.id);
    expect(retried.statusCode).toBe(202);
    const refund = standIn.refunds.find((candidate) => candidate.payment_id === order.paymentId);
    expect(refund).toBeDefined();
    expect(retried.json<{ data: { refund: { providerRefundId: string } } }>().data.refund.providerRefundId).toBe(refund?.id);

    // Razorpay's refund.processed webhook settles it
    const delivered = await deliverRefundEvent('refund.processed', refund, order, 'evt_refund_rzp_1');
    expect(delivered.body.message).toBe('Webhook applied: order refunded');
    expect((await readOrder(app.db, order.providerOrderId)).status).toBe('refunded');
    const pass = await app.db
      .selectFrom('issued_passes')
      .select('revoked_at')
      .where('payment_order_id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(pass.revoked_at).not.toBeNull();
  });

  it('lets finance ask again after refund.failed, and a late refund.failed never undoes a processed refund', async () => {
    const order = await payOrder('9844400003');
    expect((await requestRefund(order.id)).statusCode).toBe(202);
    const first = standIn.refunds.find((candidate) => candidate.payment_id === order.paymentId);
    const failed = await deliverRefundEvent('refund.failed', first, order, 'evt_refund_rzp_failed_1');
    expect(failed.body.message).toBe('Webhook applied: refund failed');
    expect((await readOrder(app.db, order.providerOrderId)).status).toBe('paid');

    // the money stayed with the merchant, so Razorpay takes a new refund of the payment
    const payment = standIn.payments.find((candidate) => candidate.id === order.paymentId);
    if (payment) payment.status = 'captured';
    expect((await requestRefund(order.id)).statusCode).toBe(202);
    const second = standIn.refunds.filter((candidate) => candidate.payment_id === order.paymentId).at(-1);
    expect(second?.id).not.toBe(first?.id);
    await deliverRefundEvent('refund.processed', second, order, 'evt_refund_rzp_processed_2');
    const late = await deliverRefundEvent('refund.failed', second, order, 'evt_refund_rzp_failed_2');
    expect(late.body.message).toBe('Webhook applied: refund processed');
    const refunds = await app.db.selectFrom('refunds').select('status').where('payment_order_id', '=', order.id).orderBy('id').execute();
    expect(refunds.map((refund) => refund.status)).toEqual(['failed', 'processed']);
    expect((await readOrder(app.db, order.providerOrderId)).status).toBe('refunded');
  });

  it('settles at once when Razorpay answers the refund processed', async () => {
    const order = await payOrder('9844400002');
    standIn.refundStatus = 'processed';
    const answer = await requestRefund(order.id);
    expect(answer.statusCode).toBe(202);
    expect((await readOrder(app.db, order.providerOrderId)).status).toBe('refunded');
    const [refund] = await app.db.selectFrom('refunds').selectAll().where('payment_order_id', '=', order.id).execute();
    expect(refund).toMatchObject({ status: 'processed', reason_code: 'rider-request' });
    // the buyer got a receipt when the webhook paid it, and a refund notice from the refund's own transaction
    const messages = await app.db
      .selectFrom('outbox_messages')
      .select('kind')
      .where('idempotency_key', 'in', [`pass-receipt:${order.id}`, `pass-refunded:${order.id}`])
      .orderBy('id')
      .execute();
    expect(messages.map((message) => message.kind)).toEqual(['pass-receipt', 'pass-refunded']);
  });
});
