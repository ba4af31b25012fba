import { loadConfig } from '../config';
import { loadPaymentSettings } from './payment-settings';
import { ConfigError } from '../settings/environment';
import { createPaymentReconciler } from './payment-reconciler';
import { computeHmacHex, signPayment } from './payment-signatures';
import { PaymentProviderError } from './payment-provider';
import { createPassNotices } from '../notifications/pass-notifications';
import { createPurchaseService } from './purchase-service';
import { createRazorpayProvider, RAZORPAY_CHECKOUT_SCRIPT_URL } from './razorpay-provider';
import { buildPaymentWebhookBody, buyer, countIssuedPasses, deliverWebhook, postJson, readOrder } from '../test-support/payment-test-kit';
import { startRazorpayStandIn, type RazorpayStandIn } from '../test-support/razorpay-stand-in';
import { createTestApp, type TestApp } from '../test-support/test-app';

// The razorpay provider against a local stand-in of Razorpay's orders API on loopback, never the internet.

const credentials = { keyId: 'rzp_test_Chalein0001', keySecret: 'stand-in-key-secret', webhookSecret: 'stand-in-webhook-secret' };

function buildSettings(baseUrl: string, timeoutMs = 2000) {
  return loadPaymentSettings({
    PAYMENT_PROVIDER: 'razorpay',
    RAZORPAY_KEY_ID: credentials.keyId,
    RAZORPAY_KEY_SECRET: credentials.keySecret,
    RAZORPAY_WEBHOOK_SECRET: credentials.webhookSecret,
    RAZORPAY_API_BASE_URL: baseUrl,
    PAYMENT_PROVIDER_TIMEOUT_MS: String(timeoutMs),
  });
}

let standIn: RazorpayStandIn;

beforeAll(async () => {
  standIn = await startRazorpayStandIn(credentials);
});
afterAll(() => standIn.close());
beforeEach(() => {
  standIn.failWith = null;
  standIn.delayMs = 0;
});

describe('payment settings', () => {
  it('defaults to the sandbox with a random secret and the reconciler every minute', () => {
    const settings = loadConfig({}).payments;
    expect(settings).toMatchObject({
      provider: 'sandbox',
      razorpayApiBaseUrl: 'https://api.razorpay.com/v1',
      providerTimeoutMs: 10_000,
      reconcileIntervalMs: 60_000,
    });
    expect(settings.sandboxSecret).toMatch(/^[0-9a-f]{64}$/);
    expect(loadConfig({}).payments.sandboxSecret).not.toBe(settings.sandboxSecret);
  });

  it('needs all three Razorpay keys for razorpay, and refuses wrong values by name', () => {
    expect(() => loadPaymentSettings({ PAYMENT_PROVIDER: 'razorpay', RAZORPAY_KEY_ID: 'k', RAZORPAY_KEY_SECRET: 's' })).toThrow(
      /RAZORPAY_WEBHOOK_SECRET/,
    );
    expect(() => loadPaymentSettings({ PAYMENT_PROVIDER: 'paypal' })).toThrow(ConfigError);
    expect(() => loadPaymentSettings({ RAZORPAY_API_BASE_URL: 'not a url' })).toThrow(/RAZORPAY_API_BASE_URL/);
    expect(() => loadPaymentSettings({ PAYMENT_SANDBOX_SECRET: 'short' })).toThrow(/PAYMENT_SANDBOX_SECRET/);
    expect(() => loadPaymentSettings({ PAYMENT_RECONCILE_INTERVAL_MS: '-1' })).toThrow(/PAYMENT_RECONCILE_INTERVAL_MS/);
    expect(buildSettings('http://127.0.0.1:1/v1/').razorpayApiBaseUrl).toBe('http://127.0.0.1:1/v1');
  });
});

describe('the razorpay provider', () => {
  it('creates an order with basic auth and reads the order payments', async () => {
    const provider = createRazorpayProvider(buildSettings(standIn.baseUrl));
    expect([provider.keyId, provider.checkoutScriptUrl]).toEqual([credentials.keyId, RAZORPAY_CHECKOUT_SCRIPT_URL]);
    const order = await provider.createOrder({ amountPaise: 46900, currency: 'INR', receipt: 'r1-p8-test', notes: { customerid: '1' } });
    expect(order).toEqual({ id: expect.stringMatching(/^order_/), amountPaise: 46900, currency: 'INR' });
    const request = standIn.requests.at(-1);
    expect(request).toMatchObject({
      method: 'POST',
      path: '/v1/orders',
      body: { amount: 46900, currency: 'INR', receipt: 'r1-p8-test', notes: { customerid: '1' } },
    });
    expect(request?.authorization).toBe(`Basic ${Buffer.from(`${credentials.keyId}:${credentials.keySecret}`).toString('base64')}`);

    const captured = standIn.addPayment(order.id, 'captured');
    standIn.addPayment(order.id, 'failed');
    const payments = await provider.listOrderPayments(order.id);
    expect(payments.map((payment) => [payment.id === captured.id, payment.status, payment.amountPaise])).toEqual([
      [true, 'captured', 46900],
      [false, 'failed', 46900],
    ]);
  });

  it('turns refusals, outages and slowness into PaymentProviderError', async () => {
    const wrongKey = createRazorpayProvider({ ...buildSettings(standIn.baseUrl), razorpayKeySecret: 'wrong' });
    await expect(wrongKey.createOrder({ amountPaise: 100, currency: 'INR', receipt: 'x', notes: {} })).rejects.toMatchObject({
      name: 'PaymentProviderError',
      status: 401,
      message: expect.stringContaining('Authentication failed'),
    });

    standIn.failWith = 503;
    const provider = createRazorpayProvider(buildSettings(standIn.baseUrl, 300));
    await expect(provider.createOrder({ amountPaise: 100, currency: 'INR', receipt: 'x', notes: {} })).rejects.toBeInstanceOf(
      PaymentProviderError,
    );
    standIn.failWith = null;

    standIn.delayMs = 1000;
    const started = Date.now();
    await expect(provider.createOrder({ amountPaise: 100, currency: 'INR', receipt: 'x', notes: {} })).rejects.toMatchObject({
      message: expect.stringContaining('within 300 ms'),
    });
    expect(Date.now() - started).toBeLessThan(900);

    // nothing listens there
    const unreachable = createRazorpayProvider(buildSettings('http://127.0.0.1:9/v1', 1000));
    await expect(unreachable.listOrderPayments('order_X')).rejects.toMatchObject({
      message: expect.stringContaining('could not be reached'),
    });
  });
});

describe('buying a pass with PAYMENT_PROVIDER=razorpay', () => {
  let testApp: TestApp;
  let baseUrl: string;

  beforeAll(async () => {
    testApp = await createTestApp({
      PAYMENT_PROVIDER: 'razorpay',
      RAZORPAY_KEY_ID: credentials.keyId,
      RAZORPAY_KEY_SECRET: credentials.keySecret,
      RAZORPAY_WEBHOOK_SECRET: credentials.webhookSecret,
      RAZORPAY_API_BASE_URL: standIn.baseUrl,
      PAYMENT_PROVIDER_TIMEOUT_MS: '500',
      RATE_LIMIT_FORMS_PER_MINUTE: '100000',
    });
    baseUrl = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => testApp.closeTestApp());

  async function register(mobile: string, iPassId = 8) {
    return postJson(baseUrl, '/api/front/rider/registration', { ...buyer, mobile, iPassId, amount: 1 });
  }

  it("names Razorpay's checkout, allows it in the CSP, and has no sandbox routes", async () => {
    const config = await (await fetch(`${baseUrl}/api/payments/checkout-config`)).json();
    expect(config.data).toEqual({ provider: 'razorpay', key: credentials.keyId, scriptUrl: RAZORPAY_CHECKOUT_SCRIPT_URL });
    expect(JSON.stringify(config)).not.toMatch(/stand-in-(key|webhook)-secret/);
    const page = await fetch(`${baseUrl}/api/health`);
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src [^;]*https:\/\/checkout\.razorpay\.com/);
    expect(csp).toMatch(/connect-src [^;]*https:\/\/api\.razorpay\.com/);
    expect(csp).toMatch(/frame-src [^;]*https:\/\/api\.razorpay\.com/);
    expect((await fetch(`${baseUrl}/api/payments/sandbox/checkout.js`)).status).toBe(404);
  });

  it('orders at the catalog price, verifies the checkout signature with the key secret, and issues one pass', async () => {
    const registration = await register('9811111111');
    expect(registration.status).toBe(201);
    const order = registration.body.data as { order_id: string; customerid: number; amount: number; key: string };
    expect([order.amount, order.key]).toEqual([469, credentials.keyId]);
    expect(standIn.orders.get(order.order_id)?.amount).toBe(46900);

    const payment = standIn.addPayment(order.order_id, 'captured');
    const report = {
      order_id: order.order_id,
      customerid: order.customerid,
      iPassId: 8,
      razorpay_payment_id: payment.id,
      razorpay_order_id: order.order_id,
      razorpay_signature: signPayment(order.order_id, payment.id, credentials.keySecret),
      amount: 469,
      currency: 'INR',
      iPaymentStatus: 1,
    };
    // signed with another secret (the sandbox's, say): refused
    const forged = await postJson(baseUrl, '/api/front/pass/purchase/payment/status', {
      ...report,
      razorpay_signature: signPayment(order.order_id, payment.id, 'other'),
    });
    expect(forged.status).toBe(400);
    const answer = await postJson(baseUrl, '/api/front/pass/purchase/payment/status', report);
    expect(answer.body.data).toMatchObject({ orderStatus: 'paid', passIssued: true });

    // Razorpay's own webhooks for the same payment arrive afterwards: nothing more is issued
    const captured = buildPaymentWebhookBody('payment.captured', {
      id: payment.id,
      orderId: order.order_id,
      amountPaise: 46900,
      status: 'captured',
    });
    expect((await deliverWebhook(baseUrl, captured, credentials.webhookSecret, 'evt_rzp_1')).body.message).toBe(
      'Webhook applied: order paid',
    );
    const sandboxSigned = await deliverWebhook(baseUrl, captured, 'sandbox-secret', 'evt_rzp_2');
    expect(sandboxSigned.status).toBe(400);
    expect(await countIssuedPasses(testApp.app.db, order.order_id)).toBe(1);
  });

  it('answers the spec message when Razorpay cannot create the order, and stores no order', async () => {
    standIn.failWith = 500;
    const failed = await register('9822222222');
    expect([failed.status, failed.body]).toEqual([502, { success: false, message: 'Failed to create Razorpay order. Please try again.' }]);
    standIn.failWith = null;
    standIn.delayMs = 2000;
    const slow = await register('9822222222');
    expect(slow.status).toBe(502);
    standIn.delayMs = 0;
    const rows = await testApp.app.db
      .selectFrom('payment_orders')
      .innerJoin('riders', 'riders.id', 'payment_orders.rider_id')
      .select('payment_orders.id')
      .where('riders.mobile', '=', '9822222222')
      .execute();
    expect(rows).toHaveLength(0);
  });

  it('the reconciler asks Razorpay and settles an order captured without any report or webhook', async () => {
    const registration = await register('9833333333', 9);
    const order = registration.body.data as { order_id: string };
    standIn.addPayment(order.order_id, 'failed');
    standIn.addPayment(order.order_id, 'captured');
    const provider = createRazorpayProvider(testApp.config.payments);
    const purchases = createPurchaseService({
      passes: testApp.app.repositories.passes,
      payments: testApp.app.repositories.payments,
      refunds: testApp.app.repositories.refunds,
      notices: createPassNotices(testApp.app.signedLinks),
      provider,
      log: testApp.app.log,
    });
    const reconciler = createPaymentReconciler({
      payments: testApp.app.repositories.payments,
      purchases,
      log: testApp.app.log,
      intervalMs: 0,
      minAgeMs: 0,
    });
    const run = await reconciler.runOnce();
    expect(run.paid).toBeGreaterThanOrEqual(1);
    expect((await readOrder(testApp.app.db, order.order_id)).status).toBe('paid');
    expect(await countIssuedPasses(testApp.app.db, order.order_id)).toBe(1);
    expect(standIn.requests.some((request) => request.method === 'GET' && request.path === `/v1/orders/${order.order_id}/payments`)).toBe(
      true,
    );

    // Razorpay down: the run reports the failure and keeps going
    const another = (await register('9844444444', 9)).body.data as { order_id: string };
    standIn.failWith = 502;
    const down = await createPaymentReconciler({
      payments: testApp.app.repositories.payments,
      purchases,
      log: testApp.app.log,
      intervalMs: 0,
      minAgeMs: 0,
    }).runOnce();
    expect(down.failures).toBeGreaterThanOrEqual(1);
    expect((await readOrder(testApp.app.db, another.order_id)).status).toBe('created');
  });

  it('keeps the secrets out of every answer', async () => {
    const registration = await register('9855555555', 10);
    expect(JSON.stringify(registration.body)).not.toContain(credentials.keySecret);
    expect(JSON.stringify(registration.body)).not.toContain(credentials.webhookSecret);
    expect(computeHmacHex('x', credentials.webhookSecret)).not.toBe(computeHmacHex('x', credentials.keySecret));
  });
});
