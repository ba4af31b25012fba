import { buyer } from '../test-support/payment-test-kit';
import { createTestApp, type TestApp } from '../test-support/test-app';

// Rider registration is unauthenticated: whoever knows a rider's mobile number can call it. The buyer's details
// therefore belong to the order they were given for, and an existing rider's details never change.

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ RATE_LIMIT_FORMS_PER_MINUTE: '100000' });
});
afterAll(() => testApp.closeTestApp());

async function register(details: Record<string, unknown>) {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/front/rider/registration',
    payload: { ...buyer, iPassId: 8, ...details },
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ data: { order_id: string; customerid: number } }>().data;
}

describe('POST /api/front/rider/registration with a mobile number already registered', () => {
  it('keeps the first rider’s details and stores the second buyer’s details on their own order', async () => {
    const mobile = '9123456780';
    const first = await register({ mobile, name: 'Asha Rao', email: 'asha@example.com', gender: 'Female' });
    const second = await register({ mobile, name: 'Mallory Intruder', email: 'mallory@example.net', gender: 'Male', iPassId: 9 });

    // one rider per mobile number, as before
    expect(second.customerid).toBe(first.customerid);
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
