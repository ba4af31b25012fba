import { sql } from 'kysely';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { decodeResponseBody } from '../test-support/decode-response-body';
import { openSecondHandle } from '../test-support/test-database';
import { readStoredCompressionCount } from './stored-body';

// Content answers are kept in memory; a content write made through the server changes the content version, so the
// next question is answered from the database again. A write by another process is not seen until the answer
// expires, which is why answers are kept for a limited time only.

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.closeTestApp());

async function firstQuestion(): Promise<string> {
  const response = await testApp.app.inject({ method: 'GET', url: '/api/faqs' });
  expect(response.statusCode).toBe(200);
  return (response.json() as { data: { question: string }[] }).data[0]!.question;
}

test('an answer is kept until content is written through the server, and a POST question is kept by its body', async () => {
  const original = await firstQuestion();
  const versionBefore = testApp.app.contentVersion();

  // another process edits the database: the kept answer is still served
  const other = openSecondHandle(testApp.config);
  await sql`update faqs set question = ${'Edited behind the server?'} where id = (select min(id) from faqs)`.execute(other);
  await other.destroy();
  expect(await firstQuestion()).toBe(original);
  expect(testApp.app.contentVersion()).toBe(versionBefore);

  // a write through the server's own handle changes the version: the next answer is read anew
  await testApp.app.db
    .updateTable('faqs')
    .set({ question: 'Edited through the server?' })
    .where('question', '=', 'Edited behind the server?')
    .execute();
  expect(testApp.app.contentVersion()).toBe(versionBefore + 1);
  expect(await firstQuestion()).toBe('Edited through the server?');

  const cms = async (id: number) =>
    (await testApp.app.inject({ method: 'POST', url: '/api/cms', payload: { id } })).json().data.strTitle as string;
  expect(await cms(1)).not.toBe(await cms(2));
});

test('writes of visitors (a newsletter sign-up) are not content and leave the version as it is', async () => {
  const versionBefore = testApp.app.contentVersion();
  const response = await testApp.app.inject({ method: 'POST', url: '/api/news/letter', payload: { email: 'reader@example.in' } });
  expect(response.statusCode).toBeLessThan(300);
  expect(testApp.app.contentVersion()).toBe(versionBefore);
});

test('a write that only reads content (an order priced from the pass catalog in a subquery) leaves the version as it is', async () => {
  const versionBefore = testApp.app.contentVersion();
  await testApp.app.db
    .updateTable('newsletter_subscriptions')
    .set({ email: 'reader@example.in' })
    .where('email', 'in', testApp.app.db.selectFrom('passes').select('slug').where('id', '=', -1))
    .execute();
  expect(testApp.app.contentVersion()).toBe(versionBefore);
});

test('a kept answer goes in the coding each client accepts, compressed once when kept, each coding with its ETag', async () => {
  const get = (headers: Record<string, string>) => testApp.app.inject({ method: 'GET', url: '/api/testimonials', headers });
  const compressionsBefore = readStoredCompressionCount();
  // the first question is answered from the database: its answer is kept and compressed then, once
  const first = await get({ 'accept-encoding': 'gzip, deflate, br, zstd' });
  expect(first.statusCode).toBe(200);
  expect(first.headers['content-encoding']).toBe('br');
  expect(readStoredCompressionCount()).toBe(compressionsBefore + 1);
  const text = decodeResponseBody(first);
  expect((JSON.parse(text) as { data: unknown[] }).data.length).toBeGreaterThan(0);

  const etags = new Map<string, string>();
  for (const [acceptEncoding, expected] of [
    ['br, gzip', 'br'],
    ['gzip', 'gzip'],
    [undefined, undefined],
    ['br;q=0, gzip', 'gzip'],
    ['identity', undefined],
  ] as const) {
    const answer = await get(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding });
    expect({ acceptEncoding, status: answer.statusCode, encoding: answer.headers['content-encoding'] }).toEqual({
      acceptEncoding,
      status: 200,
      encoding: expected,
    });
    expect(String(answer.headers.vary)).toMatch(/accept-encoding/i);
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(Number(answer.headers['content-length'])).toBe(answer.rawPayload.length);
    expect(decodeResponseBody(answer)).toBe(text);
    etags.set(expected ?? 'identity', String(answer.headers.etag));
  }
  // kept answers were sent as they were kept: nothing compressed again
  expect(readStoredCompressionCount()).toBe(compressionsBefore + 1);
  // each coding is a representation of its own, with its own tag; any of them still names the content
  expect(new Set(etags.values()).size).toBe(3);
  for (const [encoding, etag] of etags) {
    const revalidated = await get({ 'accept-encoding': encoding === 'identity' ? 'identity' : encoding, 'if-none-match': etag });
    expect({ encoding, status: revalidated.statusCode, body: revalidated.body }).toEqual({ encoding, status: 304, body: '' });
    expect(revalidated.headers['content-encoding']).toBeUndefined();
    const weak = await get({ 'accept-encoding': 'br, gzip', 'if-none-match': `W/${etag}` });
    expect(weak.statusCode).toBe(304);
  }
  expect((await get({ 'accept-encoding': 'br', 'if-none-match': '"other"' })).statusCode).toBe(200);
});
