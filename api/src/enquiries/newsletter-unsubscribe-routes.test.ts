import type { FastifyInstance } from 'fastify';
import { createReceiptToken } from '../payments/receipt-links';
import { createStaffAccount, signInStaff, type SignedInStaff } from '../staff/staff-test-kit';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { createNewsletterUnsubscribeToken, createNewsletterUnsubscribeUrl } from './newsletter-unsubscribe-links';
import { UNSUBSCRIBE_LINK_NOT_FOUND, UNSUBSCRIBED_MESSAGE } from './newsletter-unsubscribe-routes';
import { readEnglishMessage } from '@chalein/testing/validation-messages';

// The newsletter's one-click unsubscribe on the real app and database: a GET never unsubscribes (mail scanners follow
// links), a POST does (RFC 8058's one-click body, form-encoded or multipart, or the page's button), twice is the same
// as once, and the staff console's list no longer holds the address.

let testApp: TestApp;
let app: FastifyInstance;
let support: SignedInStaff;

beforeAll(async () => {
  testApp = await createTestApp();
  app = testApp.app;
  support = await signInStaff(app, await createStaffAccount(app, 'unsubscribe-support@chalein.in', ['support']), '203.0.113.51');
});
afterAll(() => testApp.closeTestApp());

/** Subscribes `email` as the footer's form does; the subscription's id. */
async function subscribe(email: string): Promise<number> {
  await app.repositories.newsletter.addSubscription(email);
  const row = await app.db.selectFrom('newsletter_subscriptions').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  return row.id;
}

async function listStaffAddresses(): Promise<string[]> {
  const answer = await app.inject({ url: '/api/staff/newsletter?limit=200', headers: { cookie: support.cookie } });
  expect(answer.statusCode).toBe(200);
  return answer.json<{ data: { subscribers: { email: string }[] } }>().data.subscribers.map((row) => row.email);
}

function postOneClick(token: string, headers: Record<string, string> = {}, payload = 'List-Unsubscribe=One-Click') {
  return app.inject({
    method: 'POST',
    url: `/newsletter/unsubscribe/${token}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload,
  });
}

test('the link is the page address on the site, with the subscription in its token', async () => {
  const id = await subscribe('link@example.in');
  const url = createNewsletterUnsubscribeUrl({ ...app.signedLinks, origin: 'https://www.chalein.in' }, id);
  expect(url).toBe(`https://www.chalein.in/newsletter/unsubscribe/${createNewsletterUnsubscribeToken(app.signedLinks.signer, id)}`);
});

test('a GET only reads: the subscription stays until a POST, never kept nor indexed', async () => {
  const id = await subscribe('reader@example.in');
  const token = createNewsletterUnsubscribeToken(app.signedLinks.signer, id);
  for (let visit = 0; visit < 2; visit += 1) {
    const answer = await app.inject({ url: `/api/newsletter/unsubscribe/${token}` });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ success: true, data: { subscribed: true } });
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers['x-robots-tag']).toBe('noindex, nofollow');
  }
  expect(await app.repositories.newsletter.hasSubscription(id)).toBe(true);
  expect(await listStaffAddresses()).toContain('reader@example.in');
});

test("a mail client's one-click POST unsubscribes, and the staff list no longer holds the address; again is the same", async () => {
  const id = await subscribe('one-click@example.in');
  const token = createNewsletterUnsubscribeToken(app.signedLinks.signer, id);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const answer = await postOneClick(token);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ success: true, message: readEnglishMessage(UNSUBSCRIBED_MESSAGE) });
    expect(answer.headers['cache-control']).toBe('no-store');
  }
  expect(await app.repositories.newsletter.hasSubscription(id)).toBe(false);
  expect(await listStaffAddresses()).not.toContain('one-click@example.in');
  const state = await app.inject({ url: `/api/newsletter/unsubscribe/${token}` });
  expect(state.json()).toEqual({ success: true, data: { subscribed: false } });
});

test('the one-click body also arrives as multipart, as RFC 8058 allows', async () => {
  const id = await subscribe('multipart@example.in');
  const form = new FormData();
  form.append('List-Unsubscribe', 'One-Click');
  const encoded = new Request('http://mail.invalid/', { method: 'POST', body: form });
  const answer = await postOneClick(
    createNewsletterUnsubscribeToken(app.signedLinks.signer, id),
    { 'content-type': encoded.headers.get('content-type') ?? '' },
    Buffer.from(await encoded.arrayBuffer()).toString('latin1'),
  );
  expect(answer.statusCode).toBe(200);
  expect(await app.repositories.newsletter.hasSubscription(id)).toBe(false);
});

test("the page's button (a browser's form post) unsubscribes and goes back to the page, which then says so", async () => {
  const id = await subscribe('browser@example.in');
  const token = createNewsletterUnsubscribeToken(app.signedLinks.signer, id);
  const answer = await postOneClick(token, { 'sec-fetch-mode': 'navigate', accept: 'text/html' });
  expect(answer.statusCode).toBe(303);
  expect(answer.headers.location).toBe(`/newsletter/unsubscribe/${token}`);
  expect(await app.repositories.newsletter.hasSubscription(id)).toBe(false);
});

test('a changed token, or a receipt token for the same id, unsubscribes nobody and answers 404', async () => {
  const id = await subscribe('kept@example.in');
  const token = createNewsletterUnsubscribeToken(app.signedLinks.signer, id);
  const changed = `${token.slice(0, -2)}${token.at(-2) === 'x' ? 'y' : 'x'}${token.at(-1)}`;
  for (const bad of [changed, createReceiptToken(app.signedLinks.signer, id), 'nonsense']) {
    const post = await postOneClick(bad);
    expect({ bad, status: post.statusCode }).toEqual({ bad, status: 404 });
    expect(post.json()).toEqual({ success: false, message: readEnglishMessage(UNSUBSCRIBE_LINK_NOT_FOUND) });
    expect((await app.inject({ url: `/api/newsletter/unsubscribe/${bad}` })).statusCode).toBe(404);
  }
  expect(await app.repositories.newsletter.hasSubscription(id)).toBe(true);
});
