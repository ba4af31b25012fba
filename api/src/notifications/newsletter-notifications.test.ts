import { createTestApp, type TestApp } from '../test-support/test-app';
import { failEveryEnqueue, listNewOutboxMessages, listOutboxMessages, readOneNewOutboxMessage } from './notification-test-kit';

// The newsletter's welcome, from the real route: one per new subscription, its unsubscribe link a working one-click
// address (RFC 8058) in the mail and in its List-Unsubscribe header.

describe('the newsletter welcome', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ RATE_LIMIT_FORMS_PER_MINUTE: '1000' });
  });
  afterAll(() => testApp.closeTestApp());

  const subscribe = (email: string) => testApp.app.inject({ method: 'POST', url: '/api/news/letter', payload: { email } });
  const db = () => testApp.app.db;

  it('welcomes a new subscriber once, with a one-click unsubscribe that works', async () => {
    const before = await listOutboxMessages(db());
    expect((await subscribe('  Meera.N@Example.com ')).statusCode).toBe(201);
    const row = await db()
      .selectFrom('newsletter_subscriptions')
      .select('id')
      .where('email', '=', 'meera.n@example.com')
      .executeTakeFirstOrThrow();
    const message = await readOneNewOutboxMessage(db(), before);
    expect(message).toMatchObject({
      kind: 'newsletter-welcome',
      channel: 'email',
      recipient: 'meera.n@example.com',
      idempotencyKey: `newsletter-welcome:${row.id}`,
    });
    const unsubscribeUrl = message.email?.listUnsubscribeUrl ?? '';
    expect(unsubscribeUrl.startsWith(`${testApp.app.signedLinks.origin}/newsletter/unsubscribe/${row.id}.`)).toBe(true);
    expect(message.email?.text).toContain(`Unsubscribe with one click: ${unsubscribeUrl}`);
    expect(message.email?.html).toContain(`href="${unsubscribeUrl}"`);

    // the same address again is answered the same and sent nothing
    const afterFirst = await listOutboxMessages(db());
    expect((await subscribe('meera.n@example.com')).statusCode).toBe(201);
    expect(await listNewOutboxMessages(db(), afterFirst)).toEqual([]);

    // a mail client's one-click POST to the header's address takes the address off the list
    const oneClick = await testApp.app.inject({
      method: 'POST',
      url: new URL(unsubscribeUrl).pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect(await db().selectFrom('newsletter_subscriptions').select('id').where('id', '=', row.id).executeTakeFirst()).toBeUndefined();
  });

  it('keeps neither the subscription nor its welcome when the transaction fails after it', async () => {
    const before = await listOutboxMessages(db());
    const restore = failEveryEnqueue();
    try {
      expect((await subscribe('failing@example.com')).statusCode).toBe(500);
    } finally {
      restore();
    }
    expect(await listNewOutboxMessages(db(), before)).toEqual([]);
    expect(
      await db().selectFrom('newsletter_subscriptions').select('id').where('email', '=', 'failing@example.com').executeTakeFirst(),
    ).toBeUndefined();
    // the address can subscribe afterwards, and is welcomed then
    expect((await subscribe('failing@example.com')).statusCode).toBe(201);
    expect((await readOneNewOutboxMessage(db(), before)).recipient).toBe('failing@example.com');
  });
});
