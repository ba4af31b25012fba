import { randomBytes } from 'node:crypto';
import { signPayment } from './payments/payment-signatures';
import { deriveSandboxSecrets } from './payments/sandbox-provider';
import { contactMessage } from '@chalein/testing/fixtures/contact-message';
import { buildPaymentWebhookBody, buyer, countIssuedPasses, deliverWebhook, postJson, readOrder } from './test-support/payment-test-kit';
import { createTestApp, type TestApp } from './test-support/test-app';

// The uniqueness rules under concurrent requests, over real HTTP on loopback, on the engine under test: SQLite runs
// one transaction at a time, PostgreSQL (the api-postgres project) runs them side by side on a pool of connections,
// so there these tests are what shows the constraints and the order lock decide, not the order requests arrive in.

const SANDBOX_SECRET = 'concurrency-sandbox-secret-0123';
const { keySecret, webhookSecret } = deriveSandboxSecrets(SANDBOX_SECRET);

let testApp: TestApp;
let baseUrl: string;
let mobileCounter = 0;

beforeAll(async () => {
  testApp = await createTestApp({ PAYMENT_SANDBOX_SECRET: SANDBOX_SECRET, RATE_LIMIT_FORMS_PER_MINUTE: '100000' });
  baseUrl = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => testApp.closeTestApp());

function nextMobile(): string {
  mobileCounter += 1;
  return `93000${String(mobileCounter).padStart(5, '0')}`;
}

interface CreatedOrder {
  order_id: string;
  customerid: number;
  amount: number;
  key: string;
}

async function createOrder(mobile = nextMobile()): Promise<CreatedOrder> {
  const answer = await postJson(baseUrl, '/api/front/rider/registration', { ...buyer, mobile, iPassId: 10 });
  expect(answer.status).toBe(201);
  return answer.body.data as unknown as CreatedOrder;
}

describe('concurrent writes', () => {
  it('one pass per paid order: reports and webhooks for three orders, all at once, issue three passes', async () => {
    const orders = await Promise.all([createOrder(), createOrder(), createOrder()]);
    const deliveries = orders.flatMap((order, index) => {
      const paymentId = `pay_Concurrent0000${index}`;
      const report = {
        order_id: order.order_id,
        customerid: order.customerid,
        iPassId: 10,
        razorpay_id: paymentId,
        razorpay_payment_id: paymentId,
        razorpay_order_id: order.order_id,
        razorpay_signature: signPayment(order.order_id, paymentId, keySecret),
        amount: order.amount,
        currency: 'INR',
        iPaymentStatus: 1,
      };
      const payment = { id: paymentId, orderId: order.order_id, amountPaise: 139900, status: 'captured' };
      const captured = buildPaymentWebhookBody('payment.captured', payment);
      const paid = buildPaymentWebhookBody('order.paid', payment, { amountPaise: 139900 });
      return [
        ...Array.from({ length: 4 }, () => postJson(baseUrl, '/api/front/pass/purchase/payment/status', report)),
        // each event twice (a provider retrying while the first delivery is still being handled) and two events
        ...Array.from({ length: 3 }, () => deliverWebhook(baseUrl, captured, webhookSecret, `evt_cc_captured_${index}`)),
        ...Array.from({ length: 3 }, () => deliverWebhook(baseUrl, paid, webhookSecret, `evt_cc_paid_${index}`)),
      ];
    });
    const answers = await Promise.all(deliveries);
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));

    for (const order of orders) {
      expect(await countIssuedPasses(testApp.app.db, order.order_id)).toBe(1);
      const row = await readOrder(testApp.app.db, order.order_id);
      expect(row.status).toBe('paid');
    }
    const events = await testApp.app.db
      .selectFrom('webhook_events')
      .select(['event_id', 'outcome'])
      .where('event_id', 'like', 'evt_cc_%')
      .execute();
    // every event id once, each applied; the repeats were answered as duplicates
    expect(events).toHaveLength(6);
    expect(new Set(events.map((event) => event.outcome))).toEqual(new Set(['applied']));
    const duplicates = answers.filter((answer) => answer.body.message === 'Webhook duplicate: event already received');
    expect(duplicates).toHaveLength(12);
  });

  it('one rider per mobile number: ten purchases started at once with one number share one rider', async () => {
    const mobile = nextMobile();
    const orders = await Promise.all(Array.from({ length: 10 }, () => createOrder(mobile)));
    // each answer's customer id is its order's own, so ten orders of one number do not reveal it is one rider
    expect(new Set(orders.map((order) => order.customerid)).size).toBe(10);
    expect(new Set(orders.map((order) => order.order_id)).size).toBe(10);
    const riders = await testApp.app.db.selectFrom('riders').select('id').where('mobile', '=', mobile).execute();
    expect(riders).toHaveLength(1);
  });

  it('one sandbox payment per order: five Pay clicks at once take the money once', async () => {
    const order = await createOrder();
    const pay = () =>
      postJson(baseUrl, `/api/payments/sandbox/orders/${order.order_id}/pay`, {
        key: order.key,
        amount: Math.round(order.amount * 100),
        currency: 'INR',
        outcome: 'success',
      });
    const answers = await Promise.all(Array.from({ length: 5 }, pay));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400, 400, 400, 400]);
    const payments = await testApp.app.db.selectFrom('sandbox_payments').select('id').where('order_id', '=', order.order_id).execute();
    expect(payments).toHaveLength(1);
    await testApp.app.payments.sandbox?.flushWebhooks();
  });

  it('one driver registration per contact number: eight stored at once, one is kept', async () => {
    const city = await testApp.app.db.selectFrom('cities').select(['id', 'state_id']).executeTakeFirstOrThrow();
    const now = new Date().toISOString();
    const registration = {
      full_name: 'Ravi Kumar',
      contact_number: nextMobile(),
      driver_category: 0,
      referral_code: null,
      pincode: '560025',
      address: '12, 3rd Cross, Shanthala Nagar',
      state_id: city.state_id,
      state_name: 'Karnataka',
      city_id: city.id,
      city_name: 'Bengaluru',
      vehicle_category: 2,
      vehicle_number: 'KA01AB1234',
      wheelchair: 0,
      bank_account_number: '123456789012',
      ifsc_code: 'SBIN0001234',
      driving_license_number: 'KA0120191234567',
      date_of_birth: '1990-05-17',
      consent_given_at: now,
      consent_version: 'dpdp-2023-v1',
      created_at: now,
    };
    const outcomes = await Promise.all(
      Array.from({ length: 8 }, () =>
        testApp.app.repositories.driverRegistrations.insertRegistration(registration, [
          {
            document_type: 'chequeBook',
            stored_name: `${randomBytes(16).toString('hex')}.pdf`,
            content_type: 'application/pdf',
            byte_size: 1,
            sha256: '0'.repeat(64),
            created_at: now,
          },
        ]),
      ),
    );
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['created', ...Array.from({ length: 7 }, () => 'duplicate-mobile')]);
    const rows = await testApp.app.db
      .selectFrom('driver_registrations')
      .innerJoin('driver_documents', 'driver_documents.registration_id', 'driver_registrations.id')
      .select('driver_documents.id')
      .where('contact_number', '=', registration.contact_number)
      .execute();
    // the losers' documents were rolled back with their rows
    expect(rows).toHaveLength(1);
  });

  it('one newsletter subscription per address, and every contact message its own reference', async () => {
    const subscribe = () => postJson(baseUrl, '/api/news/letter', { email: 'Same.Reader@example.in' });
    const subscriptions = await Promise.all(Array.from({ length: 8 }, subscribe));
    expect(subscriptions.every((answer) => answer.status < 300)).toBe(true);
    expect(await testApp.app.repositories.newsletter.countSubscriptions('same.reader@example.in')).toBe(1);

    const answers = await Promise.all(Array.from({ length: 20 }, () => postJson(baseUrl, '/api/contact-us', contactMessage)));
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 201));
    const references = answers.map((answer) => (answer.body.data as { reference: string }).reference);
    expect(new Set(references).size).toBe(20);
    const stored = await testApp.app.db.selectFrom('contact_messages').select('reference').execute();
    expect(stored.map((row) => row.reference).sort()).toEqual([...references].sort());
  });
});
