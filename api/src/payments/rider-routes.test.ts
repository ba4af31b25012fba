import { buyer } from '../test-support/payment-test-kit';
import { createTestApp, type TestApp } from '../test-support/test-app';

// Rider registration is unauthenticated: whoever knows a rider's mobile number can call it. The buyer's details
// therefore belong to the order they were given for, an existing rider's details never change, and the answer says
// nothing of whether the number was registered before.

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ RATE_LIMIT_FORMS_PER_MINUTE: '100000' });
});
afterAll(() => testApp.closeTestApp());

function postRegistration(details: Record<string, unknown>, remoteAddress?: string) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/front/rider/registration',
    payload: { ...buyer, iPassId: 8, ...details },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

async function register(details: Record<string, unknown>) {
  const response = await postRegistration(details);
  expect(response.statusCode).toBe(201);
  return response.json<{ data: { order_id: string; customerid: number } }>().data;
}

/**
 * An answer with what is each order's own (its ids, the date, the request's id) set aside: what is left must not depend on the number.
 * Each call comes from a visitor of its own, whose first post it is, so the rate limit's headers match too.
 */
async function describeAnswer(details: Record<string, unknown>, visitor: string) {
  const response = await postRegistration(details, visitor);
  const body = response.json<{ success: boolean; message: string; data: Record<string, unknown> }>();
  const { order_id: orderId, customerid, ...rest } = body.data;
  const { date: _date, 'x-request-id': _requestId, ...headers } = response.headers;
  return {
    orderId: String(orderId),
    customerid: Number(customerid),
    shown: { statusCode: response.statusCode, headers, success: body.success, message: body.message, data: rest },
  };
}

describe('POST /api/front/rider/registration answers a known and a new mobile number alike', () => {
  it('the same status, headers and fields, and a customer id that is the order’s own, never the rider’s', async () => {
    const knownMobile = '9123456781';
    const first = await describeAnswer({ mobile: knownMobile }, '203.0.113.1');
    const known = await describeAnswer({ mobile: knownMobile, name: 'Someone Else', email: 'else@example.net' }, '203.0.113.2');
    const fresh = await describeAnswer({ mobile: '9123456782', name: 'Someone Else', email: 'else@example.net' }, '203.0.113.3');

    expect(known.shown).toEqual(fresh.shown);
    expect(known.shown.statusCode).toBe(201);
    // each answer's customer id is its own order's, so a second order of a known number gets a new one
    expect(new Set([first.customerid, known.customerid, fresh.customerid]).size).toBe(3);
    for (const answer of [first, known, fresh]) {
      const order = await testApp.app.db
        .selectFrom('payment_orders')
        .select(['id', 'rider_id'])
        .where('provider_order_id', '=', answer.orderId)
        .executeTakeFirstOrThrow();
      expect(answer.customerid).toBe(order.id);
    }
    // and the known number's two orders are still one rider's
    const riders = await testApp.app.db.selectFrom('riders').select('id').where('mobile', '=', knownMobile).execute();
    expect(riders).toHaveLength(1);
  });
});

describe('POST /api/front/rider/registration with a mobile number already registered', () => {
  it('keeps the first rider’s details and stores the second buyer’s details on their own order', async () => {
    const mobile = '9123456780';
    const first = await register({ mobile, name: 'Asha Rao', email: 'asha@example.com', gender: 'Female' });
    const second = await register({ mobile, name: 'Mallory Intruder', email: 'mallory@example.net', gender: 'Male', iPassId: 9 });

    // one rider per mobile number, as before (the answers' customer ids are their orders', so they differ)
    expect(second.customerid).not.toBe(first.customerid);
    const riders = await testApp.app.db.selectFrom('riders').selectAll().where('mobile', '=', mobile).execute();
    expect(riders).toHaveLength(1);
    expect(riders[0]).toMatchObject({ name: 'Asha Rao', email: 'asha@example.com', gender: 'Female' });

    const buyers = await testApp.app.repositories.payments.findOrderBuyer(second.order_id);
    expect(buyers).toEqual({ name: 'Mallory Intruder', email: 'mallory@example.net', gender: 'Male', mobile });
    expect(await testApp.app.repositories.payments.findOrderBuyer(first.order_id)).toEqual({
      name: 'Asha Rao',
      email: 'asha@example.com',
      gender: 'Female',
      mobile,
    });
  });
});
