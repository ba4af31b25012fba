import { contactMessage } from '@chalein/testing/fixtures/contact-message';
import { buyer } from '../test-support/payment-test-kit';
import { createTestApp, type TestApp } from '../test-support/test-app';

describe('security headers', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ RATE_LIMIT_FORMS_PER_MINUTE: '1000', TRUST_PROXY: 'true' });
  });
  afterAll(() => testApp.closeTestApp());

  describe('Strict-Transport-Security', () => {
    it('is sent when the request arrived over HTTPS (as the trusted proxy says)', async () => {
      const response = await testApp.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    });

    it('is not sent over plain HTTP, where a browser would ignore it and a local deployment would be locked out', async () => {
      const plain = await testApp.app.inject({ method: 'GET', url: '/api/health' });
      expect(plain.headers['strict-transport-security']).toBeUndefined();
      const forwardedHttp = await testApp.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-proto': 'http' } });
      expect(forwardedHttp.headers['strict-transport-security']).toBeUndefined();
    });

    it('ignores X-Forwarded-Proto when no proxy is trusted', async () => {
      const untrusting = await createTestApp();
      try {
        const response = await untrusting.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
        expect(response.headers['strict-transport-security']).toBeUndefined();
      } finally {
        await untrusting.closeTestApp();
      }
    });
  });

  describe('answers carrying personal or order data are never stored by a cache', () => {
    let mobileSuffix = 0;
    const nextMobile = () => `98450${String((mobileSuffix += 1)).padStart(5, '0')}`;

    async function registerRider() {
      return testApp.app.inject({
        method: 'POST',
        url: '/api/front/rider/registration',
        payload: { ...buyer, mobile: nextMobile(), iPassId: 8 },
      });
    }

    it('rider registration (the order and the customer id)', async () => {
      const response = await registerRider();
      expect(response.statusCode).toBe(201);
      expect(response.headers['cache-control']).toBe('no-store');
    });

    it('payment status (the order as it stands)', async () => {
      const order = (await registerRider()).json().data;
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/front/pass/purchase/payment/status',
        payload: {
          order_id: order.order_id,
          customerid: order.customerid,
          iPassId: 8,
          iPaymentStatus: 0,
          amount: '',
          razorpay_payment_id: '',
          razorpay_signature: '',
        },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
    });

    it('the mobile pre-check of the driver form (whether a number is registered)', async () => {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/new-registration/mobile/validate',
        payload: { contactNumber: nextMobile() },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
    });

    it('a form receipt (contact message)', async () => {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/contact-us',
        payload: contactMessage,
      });
      expect(response.statusCode).toBe(201);
      expect(response.headers['cache-control']).toBe('no-store');
    });

    it('while public content fetched by POST keeps its revalidating cache', async () => {
      const response = await testApp.app.inject({ method: 'POST', url: '/api/blogs' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
    });
  });
});
