import type { SeoData } from '@chalein/shared/api/types';
import { createTestApp, type TestApp } from '../test-support/test-app';

const DEVANAGARI = /[\u0900-\u097F]/;
const KANNADA = /[\u0C80-\u0CFF]/;

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

  async function askSeoData(id: number, acceptLanguage?: string) {
    const headers = acceptLanguage === undefined ? {} : { 'accept-language': acceptLanguage };
    const response = await testApp.app.inject({ method: 'POST', url: '/api/seodata', headers, payload: { id } });
    expect(response.statusCode).toBe(200);
    return { data: response.json().data as SeoData, vary: response.headers.vary };
  }

  it('answers English, as stored, with no Accept-Language or one naming no language of the site', async () => {
    const row = await testApp.app.db.selectFrom('seo_pages').selectAll().where('id', '=', 2).executeTakeFirstOrThrow();
    for (const header of [undefined, 'ta-IN,ta;q=0.9', 'en-IN']) {
      const { data, vary } = await askSeoData(2, header);
      expect(data).toEqual({
        metaTitle: row.meta_title,
        metaDescription: row.meta_description,
        metaKeyword: row.meta_keyword,
        head: row.head_image,
      });
      expect(vary).toMatch(/accept-language/i);
    }
  });

  it.each([
    ['hi-IN,hi;q=0.9,en;q=0.8', DEVANAGARI],
    ['kn', KANNADA],
  ])('answers the title, description and keywords in the language of %s, the share image as it is', async (header, script) => {
    const english = await askSeoData(5);
    const { data, vary } = await askSeoData(5, header);
    expect(data.metaTitle).toMatch(script);
    expect(data.metaTitle).toContain('Chalein');
    expect(data.metaDescription).toMatch(script);
    expect(data.metaKeyword).toMatch(script);
    expect(data.head).toBe(english.data.head);
    expect(vary).toMatch(/accept-language/i);
  });

  it("keeps one language's answer from another: the kept answers are per language", async () => {
    const first = await askSeoData(6, 'kn');
    const second = await askSeoData(6, 'hi');
    const third = await askSeoData(6);
    expect(first.data.metaTitle).toMatch(KANNADA);
    expect(second.data.metaTitle).toMatch(DEVANAGARI);
    expect(third.data.metaTitle).not.toMatch(/[\u0900-\u0CFF]/);
  });

  it('falls back to English for a field with no translation, and only for that field', async () => {
    const id = 14;
    const english = await testApp.app.db.selectFrom('seo_pages').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const missing = testApp.app.db
      .selectFrom('content_translations')
      .selectAll()
      .where('kind', '=', 'seo_pages')
      .where('record_id', '=', id)
      .where('field', '=', 'meta_description')
      .where('language', '=', 'hi');
    const kept = await missing.executeTakeFirstOrThrow();
    await testApp.app.db
      .deleteFrom('content_translations')
      .where('kind', '=', 'seo_pages')
      .where('record_id', '=', id)
      .where('field', '=', 'meta_description')
      .where('language', '=', 'hi')
      .execute();
    try {
      const { data } = await askSeoData(id, 'hi');
      expect(data.metaTitle).toMatch(DEVANAGARI);
      expect(data.metaKeyword).toMatch(DEVANAGARI);
      expect(data.metaDescription).toBe(english.meta_description);
      // the other language keeps its own
      expect((await askSeoData(id, 'kn')).data.metaDescription).toMatch(KANNADA);
    } finally {
      await testApp.app.db.insertInto('content_translations').values(kept).execute();
    }
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
