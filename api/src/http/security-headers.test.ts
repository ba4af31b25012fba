import { contactMessage } from '@chalein/testing/fixtures/contact-message';
import { buyer } from '../test-support/payment-test-kit';
import { createTestApp, type TestApp } from '../test-support/test-app';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { buildHelmetOptions, securityHeadersPlugin } from './security-headers';

/** What helmet's middleware sends on a real response with these settings: every header's name and value, in order. */
async function readHelmetResponse(options: HelmetOptions): Promise<string[][]> {
  const server = http.createServer((request, response) => helmet(options)(request, response, () => response.end('ok')));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    return [...response.headers].filter(
      ([name]) => !['connection', 'content-length', 'date', 'keep-alive', 'transfer-encoding'].includes(name),
    );
  } finally {
    server.close();
  }
}

describe("helmet's headers, worked out once", () => {
  const settings = {
    inlineScriptHashes: ["'sha256-abc='"],
    checkout: { scripts: ['https://checkout.example'], connections: [], frames: [], images: [] },
  };

  it("are helmet's own, byte for byte, and follow the remotes' origins when they change", async () => {
    let origins: readonly string[] = ['https://one.example'];
    const app = Fastify();
    await app.register(securityHeadersPlugin, { ...settings, listRemoteOrigins: () => origins });
    app.get('/', async (_request, reply) => reply.type('text/plain').send('ok'));
    try {
      const sent = async () => {
        const response = await app.inject({ method: 'GET', url: '/' });
        return Object.entries(response.headers).filter(
          ([name]) => !['connection', 'content-length', 'content-type', 'date', 'keep-alive'].includes(name),
        );
      };
      const expected = async (list: string) =>
        (await readHelmetResponse(buildHelmetOptions(settings, () => list))).filter(([name]) => name !== 'content-type');
      expect(await sent()).toEqual(await expected('https://one.example'));
      origins = ['https://two.example'];
      expect(await sent()).toEqual(await expected('https://two.example'));
      expect(JSON.stringify(await sent())).not.toContain('one.example');
    } finally {
      await app.close();
    }
  });
});

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
