import { buyer, readOrder } from '../test-support/payment-test-kit';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { createPaymentProvider } from './create-payment-provider';
import { waitUntil } from '@chalein/testing/wait-until';

// The payments plugin runs the reconciler itself, with app.payments: once the server listens, an order paid at the
// provider that nobody reported is settled by it, with no second provider and nothing started by hand.

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ PAYMENT_RECONCILE_INTERVAL_MS: '50', RATE_LIMIT_FORMS_PER_MINUTE: '100000' });
});
afterAll(() => testApp.closeTestApp());

it('starts the reconciler when the server listens, and it settles a payment no report or webhook confirmed', async () => {
  const { app } = testApp;
  const registration = await app.inject({
    method: 'POST',
    url: '/api/front/rider/registration',
    payload: { ...buyer, mobile: '9811122233', iPassId: 8 },
  });
  expect(registration.statusCode).toBe(201);
  const order = registration.json<{ data: { order_id: string; key: string; amount: number } }>().data;

  // paid at the provider through a sandbox on the same books that sends no webhook: nobody reports this payment
  const { sandbox: offline } = createPaymentProvider(testApp.config.payments, {
    db: app.db,
    log: app.log,
    resolveWebhookUrl: () => null,
  });
  if (!offline) throw new Error('expected the sandbox provider');
  const paid = await offline.payOrder(order.order_id, {
    key: order.key,
    amountPaise: Math.round(order.amount * 100),
    currency: 'INR',
    outcome: 'success',
  });
  await offline.close();
  expect(paid.outcome).toBe('success');
  // old enough for the reconciler, which leaves the newest orders to the checkout and the webhooks
  const tenMinutesAgo = new Date(Date.now() - 10 * 60_000).toISOString();
  await app.db.updateTable('payment_orders').set({ created_at: tenMinutesAgo }).where('provider_order_id', '=', order.order_id).execute();
  expect((await readOrder(app.db, order.order_id)).status).toBe('created');

  await app.listen({ port: 0, host: '127.0.0.1' });
  await waitUntil(async () => (await readOrder(app.db, order.order_id)).status === 'paid', 'the reconciler to settle the order', {
    timeoutMs: 10_000,
  });
  const payments = await app.db
    .selectFrom('payments')
    .innerJoin('payment_orders', 'payment_orders.id', 'payments.payment_order_id')
    .select('payments.source')
    .where('payment_orders.provider_order_id', '=', order.order_id)
    .execute();
  expect(payments.map((payment) => payment.source)).toEqual(['reconciler']);

  // its passes and what they settled are in /metrics
  const metrics = (await app.inject({ method: 'GET', url: '/metrics' })).body;
  expect(metrics).toMatch(/^chalein_payment_reconciler_runs_total\{outcome="completed"\} [1-9]/m);
  expect(metrics).toMatch(/^chalein_payment_reconciler_orders_settled_total 1$/m);
});
