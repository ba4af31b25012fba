import { sql } from 'kysely';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { openSecondHandle } from '../test-support/test-database';

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
