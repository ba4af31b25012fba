import type { FastifyInstance } from 'fastify';
import { createStaffAccount, injectStaffWrite, signInStaff } from '../staff/staff-test-kit';
import { parseDataKey } from '../security/field-cipher';
import { createLinkSigner } from '../security/link-signing';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { buyer, buyPaidSandboxOrder, postJson } from '../test-support/payment-test-kit';
import { createNewsletterUnsubscribeToken } from '../enquiries/newsletter-unsubscribe-links';
import { createReceiptToken, createReceiptUrl } from './receipt-links';
import { RECEIPT_NOT_FOUND } from './receipt-routes';
import { readEnglishMessage } from '@chalein/testing/validation-messages';

// The receipt's API over a real sandbox purchase: the signed link opens the receipt, any change to it opens
// nothing, and after a refund settled by the sandbox's own webhook the receipt says refunded.

const DATA_KEY = 'receipts:q0TzQ6m1m2x7V5d8Xb3c1nH4kP9sR2tW6yZ0aB5cD7E=';

let testApp: TestApp;
let app: FastifyInstance;
let baseUrl: string;
let mobileCounter = 0;

beforeAll(async () => {
  testApp = await createTestApp({
    PAYMENT_SANDBOX_SECRET: 'test-sandbox-secret-receipts-0123',
    DATA_ENCRYPTION_KEY: DATA_KEY,
    RATE_LIMIT_FORMS_PER_MINUTE: '100000',
  });
  app = testApp.app;
  baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => testApp.closeTestApp());

function buyPaidOrder() {
  mobileCounter += 1;
  return buyPaidSandboxOrder(app, baseUrl, `92000${String(mobileCounter).padStart(5, '0')}`);
}

function readReceipt(token: string) {
  return app.inject({ url: `/api/passes/receipt/${token}` });
}

test('the signed link opens the receipt: pass, buyer, amount, payment id and dates, never kept nor indexed', async () => {
  const order = await buyPaidOrder();
  // without PUBLIC_ORIGIN (development) a mailed link still needs an origin: this server's own
  const url = createReceiptUrl(app.signedLinks, order.id);
  expect(url).toMatch(new RegExp(`^http://localhost:${testApp.config.port}/passes/receipt/${order.id}\\.[A-Za-z0-9_-]{22}$`));
  expect(createReceiptUrl({ ...app.signedLinks, origin: 'https://www.chalein.in' }, order.id)).toBe(
    `https://www.chalein.in${url.slice(url.indexOf('/passes/'))}`,
  );

  const answer = await readReceipt(url.slice(url.lastIndexOf('/') + 1));
  expect(answer.statusCode).toBe(200);
  expect(answer.headers['cache-control']).toBe('no-store');
  expect(answer.headers['x-robots-tag']).toBe('noindex, nofollow');
  const issued = await app.db.selectFrom('issued_passes').selectAll().where('payment_order_id', '=', order.id).executeTakeFirstOrThrow();
  expect(answer.json()).toEqual({
    success: true,
    data: {
      orderNumber: order.id,
      passName: 'Student Pass',
      buyerName: buyer.name,
      amountPaise: order.amount_paise,
      currency: 'INR',
      paymentId: order.paid_payment_id,
      paidAt: order.paid_at,
      validFrom: issued.valid_from,
      validUntil: issued.valid_until,
      status: 'paid',
      refundedAt: null,
    },
  });
  // the minimum of personal data: neither the mobile number nor the e-mail address
  expect(answer.body).not.toContain(buyer.mobile.slice(-6));
  expect(answer.body).not.toContain(buyer.email);
});

test('a link signed with the same key by another process (a restart, another node) opens the same receipt', async () => {
  const order = await buyPaidOrder();
  const elsewhere = createLinkSigner(parseDataKey(DATA_KEY, 'DATA_ENCRYPTION_KEY'));
  const answer = await readReceipt(createReceiptToken(elsewhere, order.id));
  expect(answer.statusCode).toBe(200);
  expect(answer.json<{ data: { orderNumber: number } }>().data.orderNumber).toBe(order.id);
});

test('a changed token, another order with the same MAC, or another purpose answers 404 alike', async () => {
  const order = await buyPaidOrder();
  const other = await buyPaidOrder();
  const token = createReceiptToken(app.signedLinks.signer, order.id);
  const last = token.at(-2) === 'x' ? 'y' : 'x';
  const changed = [
    `${token.slice(0, -2)}${last}${token.at(-1)}`,
    token.replace(`${order.id}.`, `${other.id}.`),
    createNewsletterUnsubscribeToken(app.signedLinks.signer, order.id),
    `${token}A`,
    'not-a-token',
  ];
  for (const bad of changed) {
    const answer = await readReceipt(encodeURIComponent(bad));
    expect({ bad, status: answer.statusCode }).toEqual({ bad, status: 404 });
    expect(answer.json()).toEqual({ success: false, message: readEnglishMessage(RECEIPT_NOT_FOUND) });
    expect(answer.headers['cache-control']).toBe('no-store');
  }
});

test('an order that was never paid has no receipt, even with a good signature', async () => {
  const created = await postJson(baseUrl, '/api/front/rider/registration', { ...buyer, mobile: '9300000001', iPassId: 8 });
  expect(created.status).toBe(201);
  const row = await app.db
    .selectFrom('payment_orders')
    .select('id')
    .where('provider_order_id', '=', String(created.body.data?.order_id))
    .executeTakeFirstOrThrow();
  expect((await readReceipt(createReceiptToken(app.signedLinks.signer, row.id))).statusCode).toBe(404);
});

test('after a refund the same link says refunded, with the day the refund was processed', async () => {
  const order = await buyPaidOrder();
  const token = createReceiptToken(app.signedLinks.signer, order.id);
  const finance = await signInStaff(app, await createStaffAccount(app, 'finance-receipts@chalein.in', ['finance']), '192.0.2.71');
  const refund = await injectStaffWrite(app, {
    url: `/api/staff/orders/${order.id}/refund`,
    staff: finance,
    payload: { reason: 'bought-by-mistake' },
  });
  expect(refund.statusCode).toBe(202);

  // pending until the provider confirms: still a paid receipt
  expect((await readReceipt(token)).json<{ data: { status: string } }>().data.status).toBe('paid');
  await app.payments.sandbox?.flushWebhooks();

  const processed = await app.db
    .selectFrom('refunds')
    .select('processed_at')
    .where('payment_order_id', '=', order.id)
    .executeTakeFirstOrThrow();
  const answer = await readReceipt(token);
  expect(answer.statusCode).toBe(200);
  expect(answer.json<{ data: unknown }>().data).toMatchObject({
    status: 'refunded',
    refundedAt: processed.processed_at,
    paymentId: order.paid_payment_id,
  });
  expect(processed.processed_at).toEqual(expect.any(String));
});
