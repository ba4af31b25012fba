import { contactMessage } from '@chalein/testing/fixtures/contact-message';
import { createTestApp, type TestApp } from '../../test-support/test-app';

// A render process's API calls, as the server answers them in process: content reads go through their route (its
// validation, its caching) and are answered as any browser's; anything else (a form, a payment, the deploy
// registry, the health check) is refused before its handler runs, so hostile remote code cannot post through the
// server it renders for.

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ DEPLOY_TOKENS: 'careers=careers-render-calls-token-0123' });
});
afterAll(async () => testApp?.closeTestApp());

const countMessages = async () => (await testApp.app.db.selectFrom('contact_messages').select('id').execute()).length;

test("a content read is answered as a browser's would be, through the route's validation", async () => {
  const browser = await testApp.app.inject({ method: 'GET', url: '/api/passes' });
  const render = await testApp.app.renderProcesses.callApi({ method: 'GET', url: '/api/passes' });
  expect(render).toEqual({ status: 200, body: browser.body, contentType: browser.headers['content-type'] });
  // a read sent as POST (as the pages send it), and one the route's schema refuses
  const cms = await testApp.app.renderProcesses.callApi({ method: 'POST', url: '/api/cms', body: JSON.stringify({ id: 1 }) });
  expect(cms.status).toBe(200);
  expect(JSON.parse(cms.body)).toMatchObject({ success: true, data: { strTitle: expect.any(String) } });
  const invalid = await testApp.app.renderProcesses.callApi({ method: 'POST', url: '/api/cms', body: JSON.stringify({ id: 'one' }) });
  expect(invalid.status).toBe(400);
});

test('a form post, the deploy registry and the health check are refused before they run', async () => {
  const before = await countMessages();
  const post = await testApp.app.renderProcesses.callApi({ method: 'POST', url: '/api/contact-us', body: JSON.stringify(contactMessage) });
  expect(post.status).toBe(403);
  expect(JSON.parse(post.body)).toEqual({ success: false, message: 'A render process may only read content.' });
  expect(await countMessages()).toBe(before);
  for (const url of ['/api/deployments/careers', '/api/health', '/api/payments/checkout-config']) {
    expect([url, (await testApp.app.renderProcesses.callApi({ method: 'GET', url })).status]).toEqual([url, 403]);
  }
  // the same post from a browser is taken: the refusal is the render process's alone
  const browser = await testApp.app.inject({ method: 'POST', url: '/api/contact-us', payload: contactMessage });
  expect(browser.statusCode).toBe(201);
});

test('a render process reaches nothing outside the API', async () => {
  await expect(testApp.app.renderProcesses.callApi({ method: 'GET', url: '/api/../remotes.json' })).rejects.toThrow(
    'a render process calls the API only',
  );
  await expect(testApp.app.renderProcesses.callApi({ method: 'GET', url: 'http://169.254.169.254/latest' })).rejects.toThrow(
    'a render process calls the API only',
  );
});
