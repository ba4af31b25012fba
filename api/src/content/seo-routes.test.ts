import { createTestApp, type TestApp } from '../test-support/test-app';

describe('POST /api/seodata', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.closeTestApp());

  it('answers the metadata of a page id', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/api/seodata', payload: { id: 1 } });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(Object.keys(body.data).sort()).toEqual(['head', 'metaDescription', 'metaKeyword', 'metaTitle']);
    expect(body.data.metaTitle).toEqual(expect.any(String));
    expect(body.data.metaTitle.length).toBeGreaterThan(0);
    expect(response.headers.etag).toBeDefined();
  });

  it('accepts the id as a numeric string, as some clients send it', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/api/seodata', payload: { id: '2' } });
    expect(response.statusCode).toBe(200);
  });

  it('answers 404 with success false for an unknown id', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/api/seodata', payload: { id: 9999 } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: 'No metadata for this page.' });
  });

  it.each([
    [{}, 'Page id is required'],
    [{ id: 'home' }, 'Page id must be a whole number'],
    [{ id: 1.5 }, 'Page id must be a whole number'],
    [{ id: 0 }, 'Page id must be at least 1'],
    [{ id: 'x'.repeat(10_240) }, 'Page id must be a whole number'],
  ])('refuses %j with 400', async (payload, message) => {
    const response = await testApp.app.inject({ method: 'POST', url: '/api/seodata', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message, errors: { id: message } });
  });
});
