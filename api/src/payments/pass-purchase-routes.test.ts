import { createPaymentProvider } from './create-payment-provider';
import { signPayment } from './payment-signatures';
import { createPaymentReconciler } from './payment-reconciler';
import { createPassNotices } from '../notifications/pass-notifications';
import { createPurchaseService } from './purchase-service';
import { deriveSandboxSecrets, SANDBOX_KEY_ID, type SandboxProvider } from './sandbox-provider';
import {
  buildPaymentWebhookBody,
  buyer,
  countIssuedPasses,
  countRows,
  deliverWebhook,
  postJson,
  readOrder,
  type JsonAnswer,
} from '../test-support/payment-test-kit';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { waitUntil } from '@chalein/testing/wait-until';

// The pass purchase end to end with the sandbox provider, over real HTTP on loopback: real SQLite, real HMAC
// signatures, and the sandbox's webhooks really sent by the server to itself.

const SANDBOX_SECRET = 'test-sandbox-secret-0123456789';
const { keySecret, webhookSecret } = deriveSandboxSecrets(SANDBOX_SECRET);

let testApp: TestApp;
let baseUrl: string;
let mobileCounter = 0;

beforeAll(async () => {
  testApp = await createTestApp({ PAYMENT_SANDBOX_SECRET: SANDBOX_SECRET, RATE_LIMIT_FORMS_PER_MINUTE: '100000' });
  baseUrl = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => testApp.closeTestApp());

/** A fresh 10-digit mobile number per rider, so tests do not share riders. */
function nextMobile(): string {
  mobileCounter += 1;
  return `90000${String(mobileCounter).padStart(5, '0')}`;
}

interface CreatedOrder {
  order_id: string;
  customerid: number;
  amount: number;
  key: string;
  passName: string;
}

async function createOrder(iPassId = 8, overrides: Record<string, unknown> = {}): Promise<CreatedOrder> {
  const answer = await postJson(baseUrl, '/api/front/rider/registration', { ...buyer, mobile: nextMobile(), iPassId, ...overrides });
  expect([answer.status, answer.body.message]).toEqual([201, 'Order created.']);
  return answer.body.data as unknown as CreatedOrder;
}

/** Pays an order in the sandbox as its checkout's Pay (or Fail) button does. */
async function payInSandbox(order: CreatedOrder, outcome: 'success' | 'failure' = 'success'): Promise<JsonAnswer> {
  return postJson(baseUrl, `/api/payments/sandbox/orders/${order.order_id}/pay`, {
    key: order.key,
    amount: Math.round(order.amount * 100),
    currency: 'INR',
    outcome,
  });
}

function buildReport(order: CreatedOrder, payment: { paymentId: string; signature: string }, overrides: Record<string, unknown> = {}) {
  return {
    order_id: order.order_id,
    customerid: order.customerid,
    iPassId: 8,
    razorpay_id: payment.paymentId,
    razorpay_payment_id: payment.paymentId,
    razorpay_order_id: order.order_id,
    razorpay_signature: payment.signature,
    amount: order.amount,
    currency: 'INR',
    iPaymentStatus: 1,
    ...overrides,
  };
}

const reportStatus = (body: unknown) => postJson(baseUrl, '/api/front/pass/purchase/payment/status', body);

/** What the student pass page reports when its checkout is dismissed: no payment id, no signature. */
const reportDismissal = (order: CreatedOrder) =>
  reportStatus({
    order_id: order.order_id,
    customerid: order.customerid,
    iPassId: 8,
    iPaymentStatus: 0,
    amount: '',
    razorpay_payment_id: '',
    razorpay_signature: '',
  });

/** The same hex with its last digit changed: a signature off by one character. */
function flipLastDigit(hex: string): string {
  return `${hex.slice(0, -1)}${hex.endsWith('0') ? '1' : '0'}`;
}

/** What must not change when a report is refused: the order, its payments and its passes. */
async function snapshotOrder(orderId: string) {
  const order = await readOrder(testApp.app.db, orderId);
  return {
    status: order.status,
    paid: order.paid_payment_id,
    payments: await countRows(testApp.app.db, 'payments'),
    passes: await countIssuedPasses(testApp.app.db, orderId),
  };
}

/** Waits until the sandbox's webhooks for an order were all received (both of a success, the one of a failure). */
async function waitForWebhooks(orderId: string, count: number): Promise<void> {
  await waitUntil(
    async () => {
      const rows = await testApp.app.db.selectFrom('webhook_events').select('event_id').where('provider_order_id', '=', orderId).execute();
      return rows.length >= count;
    },
    `${count} webhooks for ${orderId}`,
    { timeoutMs: 10_000 },
  );
}

describe('POST /api/front/rider/registration', () => {
  it('creates an order at the catalog price, whatever amount the client sent, and no secret leaves', async () => {
    const order = await createOrder(8, { amount: 1, currency: 'INR' });
    expect(order).toEqual({
      amount: 469,
      currency: 'INR',
      order_id: expect.stringMatching(/^order_[A-Za-z0-9]{14}$/),
      customerid: expect.any(Number),
      key: SANDBOX_KEY_ID,
      passName: 'Student Pass',
    });
    const stored = await readOrder(testApp.app.db, order.order_id);
    expect(stored).toMatchObject({
      // the answer's customer id is the order's own number (rider-routes.test.ts)
      id: order.customerid,
      amount_paise: 46900,
      currency: 'INR',
      status: 'created',
      provider: 'sandbox',
      pass_id: 8,
    });
    const sandboxOrder = await testApp.app.db
      .selectFrom('sandbox_orders')
      .selectAll()
      .where('id', '=', order.order_id)
      .executeTakeFirstOrThrow();
    expect(sandboxOrder.amount_paise).toBe(46900);
    expect(JSON.stringify(order)).not.toContain(keySecret);
  });

  it('is idempotent by mobile number: registering twice keeps one rider, with the details it was registered with', async () => {
    const mobile = nextMobile();
    const first = await postJson(baseUrl, '/api/front/rider/registration', { ...buyer, mobile, iPassId: 6 });
    const second = await postJson(baseUrl, '/api/front/rider/registration', { ...buyer, mobile, name: 'Asha R', iPassId: 9 });
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.body.data?.customerid).not.toBe(first.body.data?.customerid);
    const riders = await testApp.app.db.selectFrom('riders').selectAll().where('mobile', '=', mobile).execute();
    expect(riders).toHaveLength(1);
    // the second call's details go on its own order (rider-routes.test.ts), never on the rider
    expect(riders[0]?.name).toBe('Asha Rao');
  });

  it('answers the form its own field messages, consent included', async () => {
    const ridersBefore = await countRows(testApp.app.db, 'riders');
    const answer = await postJson(baseUrl, '/api/front/rider/registration', {
      name: ' ',
      mobile: '98765',
      email: 'not-an-email',
      gender: 'Unknown',
      iPassId: 8,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({
      name: 'Please enter your name.',
      mobile: 'Mobile number must be exactly 10 digits.',
      email: 'Please enter a valid email address.',
      gender: 'Please select your gender.',
      consent: 'Please agree to let us use these details to issue your pass.',
    });
    // refused input registers nobody
    expect(await countRows(testApp.app.db, 'riders')).toBe(ridersBefore);
  });

  it('refuses an unknown pass id and a pass that cannot be bought, creating no order', async () => {
    const before = await countRows(testApp.app.db, 'payment_orders');
    const unknown = await postJson(baseUrl, '/api/front/rider/registration', { ...buyer, mobile: nextMobile(), iPassId: 999 });
    expect([unknown.status, unknown.body.message]).toEqual([404, 'Pass not found.']);
    // a driver pass is bought in the Driver App
    const driverPass = await postJson(baseUrl, '/api/front/rider/registration', { ...buyer, mobile: nextMobile(), iPassId: 2 });
    expect([driverPass.status, driverPass.body.message]).toEqual([409, 'This pass cannot be bought online right now.']);
    // a customer pass taken off sale
    await testApp.app.db.updateTable('passes').set({ status: 0 }).where('id', '=', 9).execute();
    try {
      const offSale = await postJson(baseUrl, '/api/front/rider/registration', { ...buyer, mobile: nextMobile(), iPassId: 9 });
      expect(offSale.status).toBe(409);
    } finally {
      await testApp.app.db.updateTable('passes').set({ status: 1 }).where('id', '=', 9).execute();
    }
    expect(await countRows(testApp.app.db, 'payment_orders')).toBe(before);
  });
});

describe('the checkout configuration', () => {
  it('names the sandbox script and the public key only', async () => {
    const response = await fetch(`${baseUrl}/api/payments/checkout-config`);
    const body = (await response.json()) as JsonAnswer['body'];
    expect(body).toEqual({
      success: true,
      data: { provider: 'sandbox', key: SANDBOX_KEY_ID, scriptUrl: '/api/payments/sandbox/checkout.js' },
    });
    const script = await fetch(`${baseUrl}/api/payments/sandbox/checkout.js`);
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toMatch(/javascript/);
    const text = await script.text();
    expect(text).toContain('window.Razorpay = Razorpay');
    expect(text).not.toContain(keySecret);
    expect(text).not.toContain(webhookSecret);
  });

  it('keeps the CSP at self for the sandbox, served by this server', async () => {
    const response = await fetch(`${baseUrl}/api/health`);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).not.toContain('razorpay.com');
  });
});

describe('paying and reporting', () => {
  it('a paid checkout reported by the page issues one pass, and the webhooks that follow change nothing', async () => {
    const order = await createOrder();
    const paid = await payInSandbox(order);
    expect(paid.status).toBe(200);
    const response = (
      paid.body.data as { response: { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string } }
    ).response;
    expect(response.razorpay_order_id).toBe(order.order_id);
    expect(response.razorpay_signature).toBe(signPayment(order.order_id, response.razorpay_payment_id, keySecret));

    const report = await reportStatus(
      buildReport(order, { paymentId: response.razorpay_payment_id, signature: response.razorpay_signature }),
    );
    expect(report.status).toBe(200);
    expect(report.body).toEqual({
      success: true,
      message: 'Pass purchased successfully!',
      data: {
        orderStatus: 'paid',
        passIssued: true,
        issuedPass: { passName: 'Student Pass', validFrom: expect.any(String), validUntil: expect.any(String) },
        paymentId: response.razorpay_payment_id,
      },
    });

    await waitForWebhooks(order.order_id, 2);
    const events = await testApp.app.db
      .selectFrom('webhook_events')
      .selectAll()
      .where('provider_order_id', '=', order.order_id)
      .orderBy('received_at')
      .execute();
    expect(events.map((event) => [event.event, event.outcome])).toEqual([
      ['payment.captured', 'applied'],
      ['order.paid', 'applied'],
    ]);
    const stored = await readOrder(testApp.app.db, order.order_id);
    expect([stored.status, stored.paid_payment_id]).toEqual(['paid', response.razorpay_payment_id]);
    expect(await countIssuedPasses(testApp.app.db, order.order_id)).toBe(1);
    // valid for 3 months (student pass)
    const pass = await testApp.app.db
      .selectFrom('issued_passes')
      .selectAll()
      .where('payment_order_id', '=', stored.id)
      .executeTakeFirstOrThrow();
    const months = (Date.parse(pass.valid_until) - Date.parse(pass.valid_from)) / (24 * 3600 * 1000);
    expect(months).toBeGreaterThanOrEqual(89);
    expect(months).toBeLessThanOrEqual(92);
  });

  it('a duplicate status report answers the same and issues no second pass', async () => {
    const order = await createOrder();
    const { response } = (await payInSandbox(order)).body.data as { response: { razorpay_payment_id: string; razorpay_signature: string } };
    const body = buildReport(order, { paymentId: response.razorpay_payment_id, signature: response.razorpay_signature });
    const first = await reportStatus(body);
    const second = await reportStatus(body);
    expect(second.body).toEqual(first.body);
    await waitForWebhooks(order.order_id, 2);
    expect(await countIssuedPasses(testApp.app.db, order.order_id)).toBe(1);
    expect(await countRows(testApp.app.db, 'payments')).toBeGreaterThan(0);
    const payments = await testApp.app.db.selectFrom('payments').selectAll().where('id', '=', response.razorpay_payment_id).execute();
    expect(payments).toHaveLength(1);
  });

  it('refuses a tampered signature, another order’s signature and a tampered amount, changing nothing', async () => {
    const order = await createOrder();
    const other = await createOrder();
    // a payment of the other order, with its genuine signature, offered for this order
    const forged = signPayment(other.order_id, 'pay_AAAAAAAAAAAAAA', keySecret);
    const genuine = signPayment(order.order_id, 'pay_BBBBBBBBBBBBBB', keySecret);
    const before = await snapshotOrder(order.order_id);

    const tampered = await reportStatus(buildReport(order, { paymentId: 'pay_BBBBBBBBBBBBBB', signature: flipLastDigit(genuine) }));
    expect([tampered.status, tampered.body.message]).toEqual([400, 'Payment verification failed.']);

    const otherOrders = await reportStatus(buildReport(order, { paymentId: 'pay_AAAAAAAAAAAAAA', signature: forged }));
    expect([otherOrders.status, otherOrders.body.message]).toEqual([400, 'Payment verification failed.']);

    // the genuine signature, but the report claims another order id for it
    const renamed = await reportStatus(
      buildReport(order, { paymentId: 'pay_BBBBBBBBBBBBBB', signature: genuine }, { razorpay_order_id: other.order_id }),
    );
    expect([renamed.status, renamed.body.message]).toEqual([400, 'The payment details do not match this order.']);

    const cheaper = await reportStatus(buildReport(order, { paymentId: 'pay_BBBBBBBBBBBBBB', signature: genuine }, { amount: 1 }));
    expect([cheaper.status, cheaper.body.message]).toEqual([400, 'The amount does not match this order.']);

    // someone else's customer id
    const stranger = await reportStatus(
      buildReport(order, { paymentId: 'pay_BBBBBBBBBBBBBB', signature: genuine }, { customerid: other.customerid }),
    );
    expect(stranger.status).toBe(400);

    const noSignature = await reportStatus(buildReport(order, { paymentId: 'pay_BBBBBBBBBBBBBB', signature: '' }));
    expect(noSignature.body.errors).toEqual({ razorpay_signature: 'The payment signature is required.' });

    expect(await snapshotOrder(order.order_id)).toEqual(before);
    expect(before).toMatchObject({ status: 'created', paid: null, passes: 0 });
    const unknown = await reportStatus(
      buildReport({ ...order, order_id: 'order_ZZZZZZZZZZZZZZ' }, { paymentId: 'pay_B', signature: genuine }),
    );
    expect(unknown.status).toBe(404);
  });

  it('the tab closed after paying: the webhook alone pays the order and issues the pass', async () => {
    const order = await createOrder(6);
    expect((await payInSandbox(order)).status).toBe(200);
    // no status report from the page
    await waitUntil(async () => (await countIssuedPasses(testApp.app.db, order.order_id)) === 1, 'the pass', { timeoutMs: 10_000 });
    await waitForWebhooks(order.order_id, 2);
    expect((await readOrder(testApp.app.db, order.order_id)).status).toBe('paid');
    expect(await countIssuedPasses(testApp.app.db, order.order_id)).toBe(1);
    const status = await postJson(baseUrl, '/api/front/pass/purchase/order/status', {
      order_id: order.order_id,
      customerid: order.customerid,
    });
    expect(status.body.data).toMatchObject({ orderStatus: 'paid', passIssued: true, issuedPass: { passName: 'Daylight Saver Pass' } });
    // the day pass lasts 12 hours, 6 am to 6 pm in Bengaluru
    const issued = (status.body.data as { issuedPass: { validFrom: string; validUntil: string } }).issuedPass;
    expect(Date.parse(issued.validUntil) - Date.parse(issued.validFrom)).toBe(12 * 3600 * 1000);
    expect(new Date(issued.validFrom).toISOString()).toMatch(/T00:30:00\.000Z$/);
  });

  it('a dismissed checkout fails the order; the sandbox failure does too; a later capture still wins', async () => {
    const order = await createOrder();
    const dismissed = await reportDismissal(order);
    expect(dismissed.body).toEqual({
      success: true,
      message: 'Payment failed. Please try again.',
      data: { orderStatus: 'failed', passIssued: false },
    });

    const failure = await payInSandbox(order, 'failure');
    expect((failure.body.data as { outcome: string }).outcome).toBe('failure');
    await waitForWebhooks(order.order_id, 1);
    expect((await readOrder(testApp.app.db, order.order_id)).status).toBe('failed');
    expect(await countIssuedPasses(testApp.app.db, order.order_id)).toBe(0);

    // the rider tries again in the same checkout and pays
    expect((await payInSandbox(order)).status).toBe(200);
    await waitForWebhooks(order.order_id, 3);
    await waitUntil(async () => (await readOrder(testApp.app.db, order.order_id)).status === 'paid', 'paid', { timeoutMs: 10_000 });
    expect(await countIssuedPasses(testApp.app.db, order.order_id)).toBe(1);
  });

  it('a checkout dismissed after the payment went through answers paid, with the payment id the page has not got', async () => {
    const order = await createOrder();
    const paid = await payInSandbox(order);
    const { razorpay_payment_id: paymentId } = (paid.body.data as { response: { razorpay_payment_id: string } }).response;
    // the sandbox's webhooks have paid the order, but the checkout's answer never reached the page, which reports a
    // dismissal without any payment id
    await waitForWebhooks(order.order_id, 2);
    const dismissed = await reportDismissal(order);
    expect(dismissed.status).toBe(200);
    expect(dismissed.body.data).toEqual({
      orderStatus: 'paid',
      passIssued: true,
      issuedPass: { passName: 'Student Pass', validFrom: expect.any(String), validUntil: expect.any(String) },
      paymentId,
    });
    const status = await postJson(baseUrl, '/api/front/pass/purchase/order/status', {
      order_id: order.order_id,
      customerid: order.customerid,
    });
    expect(status.body.data).toMatchObject({ orderStatus: 'paid', paymentId });
  });

  it('the sandbox refuses a wrong amount, a wrong key and a second payment of a paid order', async () => {
    const order = await createOrder();
    const wrongAmount = await postJson(baseUrl, `/api/payments/sandbox/orders/${order.order_id}/pay`, {
      key: order.key,
      amount: 100,
      currency: 'INR',
      outcome: 'success',
    });
    expect([wrongAmount.status, wrongAmount.body.message]).toEqual([400, 'The amount does not match the order.']);
    const wrongKey = await postJson(baseUrl, `/api/payments/sandbox/orders/${order.order_id}/pay`, {
      key: 'rzp_test_other',
      amount: 46900,
      currency: 'INR',
      outcome: 'success',
    });
    expect(wrongKey.status).toBe(400);
    expect((await payInSandbox(order)).status).toBe(200);
    const again = await payInSandbox(order);
    expect([again.status, again.body.message]).toEqual([400, 'This order has already been paid.']);
    await waitForWebhooks(order.order_id, 2);
  });
});

describe('POST /api/webhooks/razorpay', () => {
  async function freshOrder(): Promise<CreatedOrder> {
    return createOrder(10);
  }

  it('refuses a body whose signature is not ours, and records nothing', async () => {
    const order = await freshOrder();
    const events = await countRows(testApp.app.db, 'webhook_events');
    const body = buildPaymentWebhookBody('payment.captured', {
      id: 'pay_Forged00000000',
      orderId: order.order_id,
      amountPaise: 139900,
      status: 'captured',
    });
    const wrongSecret = await deliverWebhook(baseUrl, body, 'not-the-webhook-secret', 'evt_forged1');
    expect([wrongSecret.status, wrongSecret.body.message]).toEqual([400, 'Invalid webhook signature.']);
    const missing = await postJson(baseUrl, '/api/webhooks/razorpay', body);
    expect(missing.status).toBe(400);
    // a genuine signature over other bytes (re-serialised JSON) is not valid either
    const reformatted = await deliverWebhook(
      baseUrl,
      JSON.stringify(JSON.parse(body), null, 2),
      webhookSecret,
      'evt_forged2',
      (await import('./payment-signatures')).computeHmacHex(body, webhookSecret),
    );
    expect(reformatted.status).toBe(400);
    expect(await countRows(testApp.app.db, 'webhook_events')).toBe(events);
    expect((await readOrder(testApp.app.db, order.order_id)).status).toBe('created');
  });

  it('a report and webhooks confirming one payment at the same moment issue one pass', async () => {
    const order = await freshOrder();
    const paymentId = 'pay_AllAtOnce00001';
    const report = buildReport(order, { paymentId, signature: signPayment(order.order_id, paymentId, keySecret) }, { iPassId: 10 });
    const captured = buildPaymentWebhookBody('payment.captured', {
      id: paymentId,
      orderId: order.order_id,
      amountPaise: 139900,
      status: 'captured',
    });
    const paid = buildPaymentWebhookBody(
      'order.paid',
      { id: paymentId, orderId: order.order_id, amountPaise: 139900, status: 'captured' },
      { amountPaise: 139900 },
    );
    const answers = await Promise.all([
      reportStatus(report),
      deliverWebhook(baseUrl, captured, webhookSecret, 'evt_race_1'),
      deliverWebhook(baseUrl, paid, webhookSecret, 'evt_race_2'),
      reportStatus(report),
      deliverWebhook(baseUrl, captured, webhookSecret, 'evt_race_1'),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await countIssuedPasses(testApp.app.db, order.order_id)).toBe(1);
    expect((await readOrder(testApp.app.db, order.order_id)).status).toBe('paid');
  });

  it('the same webhook delivered twice is applied once', async () => {
    const order = await freshOrder();
    const body = buildPaymentWebhookBody('payment.captured', {
      id: 'pay_Twice000000000',
      orderId: order.order_id,
      amountPaise: 139900,
      status: 'captured',
    });
    const first = await deliverWebhook(baseUrl, body, webhookSecret, 'evt_twice');
    const second = await deliverWebhook(baseUrl, body, webhookSecret, 'evt_twice');
    expect(first.body.message).toBe('Webhook applied: order paid');
    expect(second.body.message).toBe('Webhook duplicate: event already received');
    expect(await countIssuedPasses(testApp.app.db, order.order_id)).toBe(1);
    const rows = await testApp.app.db.selectFrom('webhook_events').selectAll().where('event_id', '=', 'evt_twice').execute();
    expect(rows).toHaveLength(1);
  });

  it('webhooks out of order: an authorization or failure after the capture leaves the order paid', async () => {
    const order = await freshOrder();
    const payment = { id: 'pay_OutOfOrder0001', orderId: order.order_id, amountPaise: 139900 };
    const paidBody = buildPaymentWebhookBody('order.paid', { ...payment, status: 'captured' }, { amountPaise: 139900 });
    expect((await deliverWebhook(baseUrl, paidBody, webhookSecret, 'evt_ooo_paid')).body.message).toBe('Webhook applied: order paid');
    const authorized = buildPaymentWebhookBody('payment.authorized', { ...payment, status: 'authorized' });
    await deliverWebhook(baseUrl, authorized, webhookSecret, 'evt_ooo_auth');
    const failed = buildPaymentWebhookBody('payment.failed', { ...payment, id: 'pay_OutOfOrder0002', status: 'failed' });
    await deliverWebhook(baseUrl, failed, webhookSecret, 'evt_ooo_failed');
    const captured = buildPaymentWebhookBody('payment.captured', { ...payment, status: 'captured' });
    await deliverWebhook(baseUrl, captured, webhookSecret, 'evt_ooo_captured');
    const stored = await readOrder(testApp.app.db, order.order_id);
    expect([stored.status, stored.paid_payment_id]).toEqual(['paid', 'pay_OutOfOrder0001']);
    expect(await countIssuedPasses(testApp.app.db, order.order_id)).toBe(1);
    const paymentRow = await testApp.app.db
      .selectFrom('payments')
      .selectAll()
      .where('id', '=', 'pay_OutOfOrder0001')
      .executeTakeFirstOrThrow();
    expect(paymentRow.status).toBe('captured');
  });

  it('a failure then a capture: the capture wins and issues the pass', async () => {
    const order = await freshOrder();
    const failed = buildPaymentWebhookBody('payment.failed', {
      id: 'pay_FailFirst0001',
      orderId: order.order_id,
      amountPaise: 139900,
      status: 'failed',
    });
    expect((await deliverWebhook(baseUrl, failed, webhookSecret, 'evt_ftc_1')).body.message).toBe('Webhook applied: order failed');
    expect((await readOrder(testApp.app.db, order.order_id)).failure_reason).toBe('Payment was declined by the bank.');
    expect(await countIssuedPasses(testApp.app.db, order.order_id)).toBe(0);
    const captured = buildPaymentWebhookBody('payment.captured', {
      id: 'pay_ThenCapture01',
      orderId: order.order_id,
      amountPaise: 139900,
      status: 'captured',
    });
    expect((await deliverWebhook(baseUrl, captured, webhookSecret, 'evt_ftc_2')).body.message).toBe('Webhook applied: order paid');
    expect(await countIssuedPasses(testApp.app.db, order.order_id)).toBe(1);
    expect((await readOrder(testApp.app.db, order.order_id)).failure_reason).toBeNull();
  });

  it('a signed webhook with another amount, currency or order is rejected and issues nothing', async () => {
    const order = await freshOrder();
    const cheaper = buildPaymentWebhookBody('payment.captured', {
      id: 'pay_Cheaper000001',
      orderId: order.order_id,
      amountPaise: 100,
      status: 'captured',
    });
    expect((await deliverWebhook(baseUrl, cheaper, webhookSecret, 'evt_cheap')).body.message).toMatch(
      /^Webhook rejected: amount or currency mismatch/,
    );
    const dollars = buildPaymentWebhookBody('payment.captured', {
      id: 'pay_Dollars000001',
      orderId: order.order_id,
      amountPaise: 139900,
      currency: 'USD',
      status: 'captured',
    });
    expect((await deliverWebhook(baseUrl, dollars, webhookSecret, 'evt_usd')).body.message).toMatch(/^Webhook rejected/);
    const disagree = buildPaymentWebhookBody(
      'order.paid',
      { id: 'pay_Disagree00001', orderId: order.order_id, amountPaise: 139900, status: 'captured' },
      { amountPaise: 100 },
    );
    expect((await deliverWebhook(baseUrl, disagree, webhookSecret, 'evt_disagree')).body.message).toBe(
      'Webhook rejected: the order and the payment disagree',
    );
    const unknown = buildPaymentWebhookBody('payment.captured', {
      id: 'pay_Unknown000001',
      orderId: 'order_NotOurs0000001',
      amountPaise: 139900,
      status: 'captured',
    });
    expect((await deliverWebhook(baseUrl, unknown, webhookSecret, 'evt_unknown')).body.message).toBe(
      'Webhook ignored: the order is not ours',
    );
    const refund = JSON.stringify({ event: 'refund.created', payload: {} });
    expect((await deliverWebhook(baseUrl, refund, webhookSecret, 'evt_refund')).body.message).toBe(
      'Webhook ignored: event refund.created is not acted on',
    );

    const stored = await readOrder(testApp.app.db, order.order_id);
    expect(stored.status).toBe('created');
    expect(await countIssuedPasses(testApp.app.db, order.order_id)).toBe(0);
    const outcomes = await testApp.app.db
      .selectFrom('webhook_events')
      .select(['event_id', 'outcome'])
      .where('event_id', 'in', ['evt_cheap', 'evt_disagree', 'evt_unknown'])
      .orderBy('event_id')
      .execute();
    expect(outcomes.map((row) => row.outcome)).toEqual([
      expect.stringMatching(/^rejected/),
      expect.stringMatching(/^rejected/),
      'ignored: unknown order',
    ]);
  });
});

describe('the reconciler', () => {
  let offline: SandboxProvider;

  beforeAll(() => {
    // the same sandbox books, but a provider that never delivers webhooks: a payment nobody told us about
    const created = createPaymentProvider(testApp.config.payments, {
      db: testApp.app.db,
      log: testApp.app.log,
      resolveWebhookUrl: () => null,
    });
    if (!created.sandbox) throw new Error('expected the sandbox');
    offline = created.sandbox;
  });
  afterAll(() => offline.close());

  function buildReconciler() {
    const purchases = createPurchaseService({
      passes: testApp.app.repositories.passes,
      payments: testApp.app.repositories.payments,
      refunds: testApp.app.repositories.refunds,
      notices: createPassNotices(testApp.app.signedLinks),
      provider: offline,
      log: testApp.app.log,
    });
    return createPaymentReconciler({
      payments: testApp.app.repositories.payments,
      purchases,
      log: testApp.app.log,
      intervalMs: 0,
      minAgeMs: 0,
    });
  }

  it('settles an order captured at the provider that no report or webhook confirmed, once', async () => {
    const order = await createOrder(7);
    const unpaid = await createOrder(9);
    const result = await offline.payOrder(order.order_id, { key: order.key, amountPaise: 37900, currency: 'INR', outcome: 'success' });
    expect(result.outcome).toBe('success');
    expect((await readOrder(testApp.app.db, order.order_id)).status).toBe('created');

    const reconciler = buildReconciler();
    const run = await reconciler.runOnce();
    expect(run.paid).toBeGreaterThanOrEqual(1);
    expect(run.failures).toBe(0);
    const stored = await readOrder(testApp.app.db, order.order_id);
    expect(stored.status).toBe('paid');
    expect(await countIssuedPasses(testApp.app.db, order.order_id)).toBe(1);
    // an order with no payment stays as it was, and is not asked about again until its next check is due
    expect((await readOrder(testApp.app.db, unpaid.order_id)).status).toBe('created');
    expect((await readOrder(testApp.app.db, unpaid.order_id)).reconcile_next_at).not.toBeNull();

    const again = await reconciler.runOnce();
    expect(again.paid).toBe(0);
    expect(await countIssuedPasses(testApp.app.db, order.order_id)).toBe(1);
  });

  it('settles an order the rider dismissed after all (a late capture beats the failure)', async () => {
    const order = await createOrder(10);
    await reportStatus({ order_id: order.order_id, customerid: order.customerid, iPassId: 10, iPaymentStatus: 0 });
    expect((await readOrder(testApp.app.db, order.order_id)).status).toBe('failed');
    await offline.payOrder(order.order_id, { key: order.key, amountPaise: 139900, currency: 'INR', outcome: 'success' });
    await buildReconciler().runOnce();
    expect((await readOrder(testApp.app.db, order.order_id)).status).toBe('paid');
    expect(await countIssuedPasses(testApp.app.db, order.order_id)).toBe(1);
  });
});
