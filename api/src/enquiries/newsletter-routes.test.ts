import { createTestApp, type TestApp } from '../test-support/test-app';
import { SUBSCRIBED_MESSAGE } from './newsletter-routes';
import { readEnglishMessage } from '@chalein/testing/validation-messages';

describe('POST /api/news/letter', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    // a high limit here; the limit itself has its own app below
    testApp = await createTestApp({ RATE_LIMIT_FORMS_PER_MINUTE: '1000' });
  });
  afterAll(() => testApp.closeTestApp());

  const postSubscription = (payload: unknown) =>
    testApp.app.inject({ method: 'POST', url: '/api/news/letter', payload: payload as object });

  it('stores one trimmed, lower-cased row and answers 201', async () => {
    const response = await postSubscription({ email: '  Asha.Rao@Example.COM ' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ success: true, message: readEnglishMessage(SUBSCRIBED_MESSAGE) });
    const rows = await testApp.app.db.selectFrom('newsletter_subscriptions').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.email).toBe('asha.rao@example.com');
    expect(Number.isNaN(Date.parse(rows[0]?.created_at ?? ''))).toBe(false);
  });

  it('answers a repeated address exactly as a new one (no way to learn who subscribed), with no second row', async () => {
    const fresh = await postSubscription({ email: 'ravi.kumar@example.com' });
    const repeated = await postSubscription({ email: 'ASHA.RAO@example.com' });
    expect(repeated.statusCode).toBe(fresh.statusCode);
    expect(repeated.body).toBe(fresh.body);
    expect(repeated.json()).toEqual({ success: true, message: readEnglishMessage(SUBSCRIBED_MESSAGE) });
    expect(await testApp.app.repositories.newsletter.countSubscriptions('asha.rao@example.com')).toBe(1);
  });

  it.each([
    ['a missing email', {}, 'Email address is required'],
    ['a blank email', { email: '   ' }, 'Email address is required'],
    ['an invalid email', { email: 'not-an-email' }, 'Email address is invalid'],
    ['an email of the wrong type', { email: { address: 'a@b.in' } }, 'Email address must be text'],
    ['a 10 KB email', { email: `${'a'.repeat(10_240)}@example.com` }, 'Email address must be at most 254 characters'],
  ])('refuses %s with 400 and a field error', async (_case, payload, message) => {
    const response = await postSubscription(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message, errors: { email: message } });
  });

  it('refuses malformed JSON and a body that is not an object', async () => {
    const malformed = await testApp.app.inject({
      method: 'POST',
      url: '/api/news/letter',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.in"',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ success: false, message: 'The request body is not valid JSON.' });

    const list = await postSubscription(['a@b.in']);
    expect(list.statusCode).toBe(400);
    expect(list.json()).toMatchObject({ success: false, errors: { body: 'The request body must be a JSON object' } });

    const empty = await testApp.app.inject({
      method: 'POST',
      url: '/api/news/letter',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ success: false });
  });

  it('refuses a body that is not a JSON object: plain text with 400, other types with 415', async () => {
    const text = await testApp.app.inject({
      method: 'POST',
      url: '/api/news/letter',
      headers: { 'content-type': 'text/plain' },
      payload: 'a@b.in',
    });
    expect(text.statusCode).toBe(400);
    expect(text.json()).toMatchObject({ success: false, errors: { body: 'The request body must be a JSON object' } });

    const xml = await testApp.app.inject({
      method: 'POST',
      url: '/api/news/letter',
      headers: { 'content-type': 'application/xml' },
      payload: '<email>a@b.in</email>',
    });
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toEqual({ success: false, message: 'Unsupported content type. Send the body as JSON.' });
  });
});

describe('POST /api/news/letter rate limit', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ RATE_LIMIT_FORMS_PER_MINUTE: '3' });
  });
  afterAll(() => testApp.closeTestApp());

  it('answers 429 with the envelope once an address posts more than the limit in a minute', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const response = await testApp.app.inject({ method: 'POST', url: '/api/news/letter', payload: { email: `r${i}@example.com` } });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([201, 201, 201]);

    const limited = await testApp.app.inject({ method: 'POST', url: '/api/news/letter', payload: { email: 'r9@example.com' } });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ success: false, message: 'Too many requests. Please wait a minute and try again.' });
    expect(limited.headers['retry-after']).toBeDefined();
    // bad input counts too, and is refused by the limiter before it is read
    const limitedBad = await testApp.app.inject({ method: 'POST', url: '/api/news/letter', payload: {} });
    expect(limitedBad.statusCode).toBe(429);

    // the limit is for form posts only: reads keep working
    const read = await testApp.app.inject({ method: 'GET', url: '/api/faqs' });
    expect(read.statusCode).toBe(200);
  });
});
