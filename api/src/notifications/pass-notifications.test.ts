import type { FastifyInstance } from 'fastify';
import { createPaymentProvider } from '../payments/create-payment-provider';
import { createPaymentReconciler } from '../payments/payment-reconciler';
import { createPurchaseService } from '../payments/purchase-service';
import { readReceiptToken } from '../payments/receipt-links';
import { deriveSandboxSecrets, SANDBOX_KEY_ID, type SandboxProvider } from '../payments/sandbox-provider';
import { createStaffAccount, injectStaffWrite, signInStaff, type SignedInStaff } from '../staff/staff-test-kit';
import { buildPaymentWebhookBody, buyer, deliverWebhook, postJson, readOrder, startSandboxTestApp } from '../test-support/payment-test-kit';
import type { TestApp } from '../test-support/test-app';
import { buildPassReceiptMessage, createPassNotices } from './pass-notifications';
import {
  failEveryEnqueue,
  listNewOutboxMessages,
  listOutboxMessages,
  readOneNewOutboxMessage,
  type StoredOutboxMessage,
} from './notification-test-kit';

// The pass receipt and the refund notice, from the real purchase over HTTP on loopback with the sandbox provider:
// whichever of the page's report, the provider's webhooks and the reconciler pays an order, its receipt is written
// once, in the transaction that issues the pass; a refund settled by the sandbox's webhook writes the notice.

const SANDBOX_SECRET = 'test-sandbox-secret-notices-0123';
const { webhookSecret } = deriveSandboxSecrets(SANDBOX_SECRET);

const sampleReceipt = {
  orderNumber: 12,
  passName: 'Student Pass',
  buyerName: '<img src=x onerror=alert(1)>',
  amountPaise: 46_900,
  currency: 'INR' as const,
  paymentId: 'pay_Q1w2E3r4T5y6U7',
  paidAt: '2026-11-26T04:30:00.000Z',
  validFrom: '2026-11-26T04:30:00.000Z',
  validUntil: '2026-12-26T04:30:00.000Z',
  status: 'paid' as const,
  refundedAt: null,
};
const RECEIPT_URL = 'https://www.chalein.test/passes/receipt/12.abc';

describe('the receipt message', () => {
  it('names the pass, the buyer, the amount in rupees, the payment, the date and the validity, escaped', () => {
    const message = buildPassReceiptMessage(sampleReceipt, { email: 'asha@example.com', mobile: '9876543210' }, RECEIPT_URL);
    if (message?.channel !== 'email') throw new Error('a buyer who gave an address is mailed');
    expect(message.idempotencyKey).toBe('pass-receipt:12');
    expect(message.email.subject).toBe('Your Chalein receipt: Student Pass, ₹469.00');
    for (const line of [
      'Pass: Student Pass',
      'Bought by: <img src=x onerror=alert(1)>',
      'Amount paid: ₹469.00',
      'Payment ID: pay_Q1w2E3r4T5y6U7',
      'Paid on: 26 Nov 2026, 10:00 am IST',
      'Valid from: 26 Nov 2026, 10:00 am IST',
      'Valid until: 26 Dec 2026, 10:00 am IST',
      `View or print your receipt: ${RECEIPT_URL}`,
    ]) {
      expect(message.email.text).toContain(line);
    }
    expect(message.email.html).not.toContain('<img');
    expect(message.email.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    // transactional: no unsubscribe header
    expect(message.email.listUnsubscribeUrl).toBeUndefined();
  });

  it('is not sent by SMS: the form requires an address, and no SMS template is registered for it', () => {
    expect(buildPassReceiptMessage(sampleReceipt, { email: '', mobile: '9876543210' }, RECEIPT_URL)).toBeNull();
  });
});

describe('pass purchases and refunds and their messages', () => {
  let testApp: TestApp;
  let app: FastifyInstance;
  let baseUrl: string;
  let offline: SandboxProvider;
  let finance: SignedInStaff;
  let mobiles = 0;

  beforeAll(async () => {
    ({ testApp, baseUrl } = await startSandboxTestApp(SANDBOX_SECRET));
    app = testApp.app;
    // the same sandbox books and secret, but a provider that sends no webhooks: each test chooses who reports
    const created = createPaymentProvider(testApp.config.payments, { db: app.db, log: app.log, resolveWebhookUrl: () => null });
    if (!created.sandbox) throw new Error('expected the sandbox');
    offline = created.sandbox;
    finance = await signInStaff(app, await createStaffAccount(app, 'finance@chalein.in', ['finance']), '192.0.2.31');
  });
  afterAll(async () => {
    await offline.close();
    await testApp.closeTestApp();
  });

  interface Bought {
    orderId: string;
    customerid: number;
    mobile: string;
    email: string;
  }

  async function createOrder(email: string = buyer.email): Promise<Bought> {
    mobiles += 1;
    const mobile = `93000${String(mobiles).padStart(5, '0')}`;
    const answer = await postJson(baseUrl, '/api/front/rider/registration', { ...buyer, email, mobile, iPassId: 8 });
    expect(answer.status).toBe(201);
    const data = answer.body.data as { order_id: string; customerid: number };
    return { orderId: data.order_id, customerid: data.customerid, mobile, email };
  }

  /** Paid at the provider, told to nobody yet. */
  async function payOffline(order: Bought) {
    const result = await offline.payOrder(order.orderId, { key: SANDBOX_KEY_ID, amountPaise: 46_900, currency: 'INR', outcome: 'success' });
    if (result.outcome !== 'success') throw new Error('the sandbox refused the payment');
    return result.response;
  }

  const receiptsOf = (messages: readonly StoredOutboxMessage[], orderRowId: number, kind = 'pass-receipt') =>
    messages.filter((message) => message.idempotencyKey === `${kind}:${orderRowId}`);

  function buildReconciler() {
    const purchases = createPurchaseService({
      passes: app.repositories.passes,
      payments: app.repositories.payments,
      refunds: app.repositories.refunds,
      provider: offline,
      log: app.log,
      notices: createPassNotices(app.signedLinks),
    });
    return createPaymentReconciler({ payments: app.repositories.payments, purchases, log: app.log, intervalMs: 0, minAgeMs: 0 });
  }

  const capturedWebhook = (order: Bought, paymentId: string) =>
    buildPaymentWebhookBody('payment.captured', { id: paymentId, orderId: order.orderId, amountPaise: 46_900, status: 'captured' });

  it('writes the receipt once when the page reports the payment first and the webhooks follow', async () => {
    const order = await createOrder();
    const paid = await payOffline(order);
    const before = await listOutboxMessages(app.db);
    const report = await postJson(baseUrl, '/api/front/pass/purchase/payment/status', {
      order_id: order.orderId,
      customerid: order.customerid,
      iPassId: 8,
      razorpay_payment_id: paid.razorpay_payment_id,
      razorpay_order_id: order.orderId,
      razorpay_signature: paid.razorpay_signature,
      amount: 469,
      currency: 'INR',
      iPaymentStatus: 1,
    });
    expect(report.status).toBe(200);
    const row = await readOrder(app.db, order.orderId);
    const message = await readOneNewOutboxMessage(app.db, before);
    expect(message).toMatchObject({
      kind: 'pass-receipt',
      channel: 'email',
      recipient: order.email,
      idempotencyKey: `pass-receipt:${row.id}`,
    });

    // the provider's webhooks about the same payment, and the reconciler, add nothing
    expect((await deliverWebhook(baseUrl, capturedWebhook(order, paid.razorpay_payment_id), webhookSecret, `evt_${row.id}_a`)).status).toBe(
      200,
    );
    await buildReconciler().runOnce();
    expect(receiptsOf(await listOutboxMessages(app.db), row.id)).toHaveLength(1);

    // its link is the order's signed receipt link, which opens the receipt page's API
    const link = message.email?.text.match(/View or print your receipt: (\S+)/)?.[1] ?? '';
    expect(link.startsWith(`${app.signedLinks.origin}/passes/receipt/`)).toBe(true);
    expect(readReceiptToken(app.signedLinks.signer, link.split('/').pop() ?? '')).toBe(row.id);
    expect(message.email?.text).toContain(`Payment ID: ${paid.razorpay_payment_id}`);
    expect(message.email?.text).toContain('Amount paid: ₹469.00');
  });

  it('writes the receipt once when only the webhooks tell us, however often they do', async () => {
    const order = await createOrder('Ravi.K@Example.com');
    const paid = await payOffline(order);
    const before = await listOutboxMessages(app.db);
    const body = capturedWebhook(order, paid.razorpay_payment_id);
    expect((await deliverWebhook(baseUrl, body, webhookSecret, `evt_${order.orderId}_1`)).status).toBe(200);
    expect((await deliverWebhook(baseUrl, body, webhookSecret, `evt_${order.orderId}_2`)).status).toBe(200);
    const row = await readOrder(app.db, order.orderId);
    const message = await readOneNewOutboxMessage(app.db, before);
    // to the address as the order keeps it
    expect(message).toMatchObject({
      kind: 'pass-receipt',
      channel: 'email',
      recipient: 'ravi.k@example.com',
      idempotencyKey: `pass-receipt:${row.id}`,
    });
    expect(message.email?.text).toContain(`Payment ID: ${paid.razorpay_payment_id}`);
  });

  it('writes the receipt once when the reconciler finds the payment nobody reported', async () => {
    const order = await createOrder();
    await payOffline(order);
    const before = await listOutboxMessages(app.db);
    const reconciler = buildReconciler();
    expect((await reconciler.runOnce()).paid).toBeGreaterThanOrEqual(1);
    await reconciler.runOnce();
    const row = await readOrder(app.db, order.orderId);
    expect(row.status).toBe('paid');
    expect(receiptsOf(await listNewOutboxMessages(app.db, before), row.id)).toHaveLength(1);
  });

  it('leaves the order unpaid, with no pass and no receipt, when the transaction fails after the receipt', async () => {
    const order = await createOrder();
    await payOffline(order);
    const before = await listOutboxMessages(app.db);
    const restore = failEveryEnqueue();
    try {
      expect((await buildReconciler().runOnce()).failures).toBeGreaterThanOrEqual(1);
    } finally {
      restore();
    }
    const row = await readOrder(app.db, order.orderId);
    expect(row.status).toBe('created');
    expect(await app.db.selectFrom('issued_passes').select('id').where('payment_order_id', '=', row.id).executeTakeFirst()).toBeUndefined();
    expect(receiptsOf(await listNewOutboxMessages(app.db, before), row.id)).toEqual([]);
    // the next pass of the reconciler pays it, with its one receipt
    await app.repositories.payments.scheduleReconcile(row.id, new Date(0));
    await buildReconciler().runOnce();
    expect(receiptsOf(await listNewOutboxMessages(app.db, before), row.id)).toHaveLength(1);
  });

  it('writes one refund notice, linking to the same receipt, when the refund is settled', async () => {
    const order = await createOrder();
    const paid = await payOffline(order);
    expect(
      (await deliverWebhook(baseUrl, capturedWebhook(order, paid.razorpay_payment_id), webhookSecret, `evt_${order.orderId}_r`)).status,
    ).toBe(200);
    const row = await readOrder(app.db, order.orderId);
    const receipt = receiptsOf(await listOutboxMessages(app.db), row.id)[0];
    const before = await listOutboxMessages(app.db);

    const refund = await injectStaffWrite(app, {
      url: `/api/staff/orders/${row.id}/refund`,
      staff: finance,
      payload: { reason: 'duplicate-payment' },
    });
    expect(refund.statusCode).toBe(202);
    // the app's own sandbox sends refund.processed to this server over HTTP
    await app.payments.sandbox?.flushWebhooks();
    expect((await readOrder(app.db, order.orderId)).status).toBe('refunded');
    const notice = await readOneNewOutboxMessage(app.db, before);
    expect(notice).toMatchObject({
      kind: 'pass-refunded',
      channel: 'email',
      recipient: order.email,
      idempotencyKey: `pass-refunded:${row.id}`,
    });
    expect(notice.email?.subject).toBe('Your refund for Student Pass, ₹469.00');
    expect(notice.email?.text).toContain('Amount refunded: ₹469.00');
    expect(notice.email?.text).toMatch(/Refunded on: \d{1,2} \w{3} \d{4}, /);
    const receiptLink = receipt?.email?.text.match(/View or print your receipt: (\S+)/)?.[1];
    expect(receiptLink).toBeDefined();
    expect(notice.email?.text).toContain(`View your receipt: ${receiptLink}`);

    // a second refund is refused, and nothing more is written
    expect(
      (await injectStaffWrite(app, { url: `/api/staff/orders/${row.id}/refund`, staff: finance, payload: { reason: 'duplicate-payment' } }))
        .statusCode,
    ).toBe(409);
    await app.payments.sandbox?.flushWebhooks();
    expect(receiptsOf(await listOutboxMessages(app.db), row.id, 'pass-refunded')).toHaveLength(1);
  });
});
