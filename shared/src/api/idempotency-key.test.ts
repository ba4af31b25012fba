import { submitJobApplication } from './careers';
import { IDEMPOTENCY_KEY_HEADER, buildIdempotencyHeaders, createIdempotencyKey } from './idempotency-key';
import { submitContactMessage, submitInvestorEnquiry, submitSupportTicket } from './marketing';
import { submitDriverRegistrationDocuments } from './onboarding';
import { registerRider } from './passes';
import { subscribeToNewsletter } from './site';
import { startFakeApiServer } from '@chalein/testing/fake-api-server';

// The submissions' calls against a real HTTP server on loopback: what header each one sends.

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const received: { url: string; key: string | undefined }[] = [];
let server: Awaited<ReturnType<typeof startFakeApiServer>>;

beforeAll(async () => {
  server = await startFakeApiServer((req, send) => {
    const key = req.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()];
    received.push({ url: req.url ?? '', key: typeof key === 'string' ? key : undefined });
    // read the body to the end before answering, as the API does
    req.resume();
    req.on('end', () => send(201, JSON.stringify({ success: true, message: 'Stored', data: { reference: 'CT-1' } })));
  });
});

afterAll(() => server.stop());

beforeEach(() => {
  received.length = 0;
});

test('a key is a random version 4 UUID, with or without crypto.randomUUID', () => {
  const keys = new Set(Array.from({ length: 50 }, () => createIdempotencyKey()));
  expect(keys.size).toBe(50);
  for (const key of keys) expect(key).toMatch(UUID_V4);
  // a page served over plain HTTP (not localhost) has no randomUUID
  const own = Object.getOwnPropertyDescriptor(crypto, 'randomUUID');
  Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
  const getRandomValues = jest.spyOn(crypto, 'getRandomValues');
  try {
    const fallback = new Set(Array.from({ length: 50 }, () => createIdempotencyKey()));
    expect(getRandomValues).toHaveBeenCalledTimes(50);
    expect(fallback.size).toBe(50);
    for (const key of fallback) expect(key).toMatch(UUID_V4);
  } finally {
    getRandomValues.mockRestore();
    if (own) Object.defineProperty(crypto, 'randomUUID', own);
    else delete (crypto as { randomUUID?: unknown }).randomUUID;
  }
});

test('no key, no header', () => {
  expect(buildIdempotencyHeaders(undefined)).toEqual({});
  expect(buildIdempotencyHeaders('')).toEqual({});
});

test('every submission call sends its key as the Idempotency-Key header, and none without one', async () => {
  const resume = new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' });
  await submitContactMessage({} as never, 'key-contact-1');
  await submitInvestorEnquiry({} as never, 'key-investor-1');
  await submitSupportTicket({} as never, 'key-support-1');
  await subscribeToNewsletter({ email: 'a@b.in' }, 'key-newsletter-1');
  await submitJobApplication({} as never, resume, undefined, 'key-career-1');
  await submitDriverRegistrationDocuments({ fullName: 'Ravi' }, {}, undefined, 'key-driver-2');
  await registerRider({} as never, 'key-order-1');
  await submitContactMessage({} as never);
  expect(received).toEqual([
    { url: '/api/contact-us', key: 'key-contact-1' },
    { url: '/api/investor', key: 'key-investor-1' },
    { url: '/api/support', key: 'key-support-1' },
    { url: '/api/news/letter', key: 'key-newsletter-1' },
    { url: '/api/career', key: 'key-career-1' },
    { url: '/api/new-registration', key: 'key-driver-2' },
    { url: '/api/front/rider/registration', key: 'key-order-1' },
    { url: '/api/contact-us', key: undefined },
  ]);
});
