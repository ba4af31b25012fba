import { siteRoutes } from '@chalein/shared/lib/routes';
import { createTestApp, type TestApp } from '../test-support/test-app';

describe('marketing content routes', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.closeTestApp());

  it('GET /api/testimonials answers the spec field names in display order', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/testimonials' });
    expect(response.statusCode).toBe(200);
    const { success, data } = response.json();
    expect(success).toBe(true);
    expect(data.length).toBeGreaterThan(0);
    expect(Object.keys(data[0]).sort()).toEqual(['cityName', 'description', 'firstName', 'id', 'imageURL', 'lastName', 'rating']);
  });

  it('GET /api/news_updates lists the newest first', async () => {
    const { data } = (await testApp.app.inject({ method: 'GET', url: '/api/news_updates' })).json();
    expect(data.length).toBeGreaterThan(1);
    expect(Object.keys(data[0]).sort()).toEqual(['created_at', 'description', 'id', 'image', 'title']);
    const dates: string[] = data.map((item: { created_at: string }) => item.created_at);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('GET /api/faqs answers several categories', async () => {
    const { data } = (await testApp.app.inject({ method: 'GET', url: '/api/faqs' })).json();
    expect(Object.keys(data[0]).sort()).toEqual(['answer', 'category', 'id', 'question']);
    expect(new Set(data.map((faq: { category: string }) => faq.category)).size).toBeGreaterThan(1);
  });

  it('POST /api/our_team answers the team with or without a body', async () => {
    const bare = await testApp.app.inject({ method: 'POST', url: '/api/our_team' });
    expect(bare.statusCode).toBe(200);
    const member = bare.json().data[0];
    expect(Object.keys(member).sort()).toEqual(
      [
        'iTeamId',
        'strDescription',
        'strDesignation',
        'strFacebookUrl',
        'strImage',
        'strInstagramUrl',
        'strLinkedInUrl',
        'strName',
        'strXUrl',
      ].sort(),
    );
    // an empty body with a JSON content type is no body, not a 400
    const empty = await testApp.app.inject({
      method: 'POST',
      url: '/api/our_team',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(empty.statusCode).toBe(200);
    const withBody = await testApp.app.inject({ method: 'POST', url: '/api/our_team', payload: {} });
    expect(withBody.statusCode).toBe(200);
  });

  it('POST /api/cms answers pages 1 to 4 and refuses other ids', async () => {
    for (const id of [1, 2, 3, 4]) {
      const response = await testApp.app.inject({ method: 'POST', url: '/api/cms', payload: { id } });
      expect(response.statusCode).toBe(200);
      expect(Object.keys(response.json().data).sort()).toEqual(['strDescription', 'strTitle']);
    }
    const five = await testApp.app.inject({ method: 'POST', url: '/api/cms', payload: { id: 5 } });
    expect(five.statusCode).toBe(400);
    expect(five.json()).toEqual({ success: false, message: 'Page id must be at most 4', errors: { id: 'Page id must be at most 4' } });
    const missing = await testApp.app.inject({ method: 'POST', url: '/api/cms', payload: {} });
    expect(missing.json().errors).toEqual({ id: 'Page id is required' });
  });

  it('POST /api/blogs lists blogs and GET /api/blogs/:slugOrId finds one by slug or id', async () => {
    const list = await testApp.app.inject({ method: 'POST', url: '/api/blogs', payload: {} });
    expect(list.statusCode).toBe(200);
    const blogs = list.json().data;
    expect(blogs.length).toBeGreaterThan(0);
    const first = blogs[0];
    expect(Object.keys(first).sort()).toEqual(['blogDescription', 'blogId', 'blogImage', 'blogSlug', 'blogTitle', 'publishedAt']);

    const bySlug = await testApp.app.inject({ method: 'GET', url: `/api/blogs/${first.blogSlug}` });
    expect(bySlug.json()).toEqual({ success: true, data: first });
    const byId = await testApp.app.inject({ method: 'GET', url: `/api/blogs/${first.blogId}` });
    expect(byId.json()).toEqual({ success: true, data: first });

    const unknown = await testApp.app.inject({ method: 'GET', url: '/api/blogs/no-such-article' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, message: 'Blog not found.' });
    const bad = await testApp.app.inject({ method: 'GET', url: '/api/blogs/%3Cscript%3E' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ success: false, message: 'Blog is invalid', errors: { slugOrId: 'Blog is invalid' } });
  });

  it('GET /api/seodata lists the metadata of every page, with the ids of the route table', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/seodata' });
    expect(response.statusCode).toBe(200);
    const pages: Array<{ id: number }> = response.json().data;
    const ids = pages.map((page) => page.id);
    for (const route of siteRoutes.filter((entry) => entry.indexable)) expect(ids).toContain(route.seoId);
    expect(Object.keys(pages[0] ?? {}).sort()).toEqual(['head', 'id', 'metaDescription', 'metaKeyword', 'metaTitle']);
    expect(response.headers.etag).toBeDefined();
  });

  it.each([
    ['hi-IN', /[\u0900-\u097F]/],
    ['kn-IN', /[\u0C80-\u0CFF]/],
  ] as const)('GET /api/seodata lists every page in the language asked for (%s), for the /seo index', async (language, script) => {
    const english: Array<{ id: number; metaTitle: string }> = (await testApp.app.inject({ method: 'GET', url: '/api/seodata' })).json()
      .data;
    const response = await testApp.app.inject({ method: 'GET', url: '/api/seodata', headers: { 'accept-language': language } });
    expect(response.headers.vary).toMatch(/accept-language/i);
    const pages: Array<{ id: number; metaTitle: string; metaDescription: string }> = response.json().data;
    expect(pages.map((page) => page.id)).toEqual(english.map((page) => page.id));
    for (const page of pages) {
      expect(page.metaTitle).toMatch(script);
      expect(page.metaDescription).toMatch(script);
    }
  });

  it('refuses bad ids and keys: wrong types and 10 KB strings answer 400, never 500', async () => {
    for (const id of ['one', { id: 1 }, 'x'.repeat(10_240), 1.5, -1]) {
      const response = await testApp.app.inject({ method: 'POST', url: '/api/cms', payload: { id } });
      expect([id, response.statusCode]).toEqual([id, 400]);
      expect(response.json().errors.id).toEqual(expect.any(String));
    }
    // longer than the router's parameter limit: no route matches, so it is a plain 404 in the envelope
    const longSlug = await testApp.app.inject({ method: 'GET', url: `/api/blogs/${'a'.repeat(10_240)}` });
    expect(longSlug.statusCode).toBe(404);
    expect(longSlug.json()).toMatchObject({ success: false });
  });

  describe('HTML fields on the way out', () => {
    const attack = '<p onclick="steal()">Fine</p><script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a>';
    const cleaned = '<p>Fine</p><a>x</a>';

    it('are sanitized for CMS pages, blogs and team bios, whatever the database holds', async () => {
      const db = testApp.app.db;
      await db.updateTable('cms_pages').set({ description_html: attack }).where('id', '=', 2).execute();
      await db.updateTable('blogs').set({ description_html: attack }).where('id', '=', 1).execute();
      await db.updateTable('team_members').set({ description_html: attack }).where('id', '=', 1).execute();

      const cms = await testApp.app.inject({ method: 'POST', url: '/api/cms', payload: { id: 2 } });
      expect(cms.json().data.strDescription).toBe(cleaned);
      const blogs = (await testApp.app.inject({ method: 'POST', url: '/api/blogs', payload: {} })).json().data as Array<{
        blogId: number;
        blogDescription: string;
      }>;
      expect(blogs.find((blog) => blog.blogId === 1)?.blogDescription).toBe(cleaned);
      const blog = await testApp.app.inject({ method: 'GET', url: '/api/blogs/1' });
      expect(blog.json().data.blogDescription).toBe(cleaned);
      const team = (await testApp.app.inject({ method: 'POST', url: '/api/our_team' })).json().data as Array<{
        iTeamId: number;
        strDescription: string;
      }>;
      expect(team.find((member) => member.iTeamId === 1)?.strDescription).toBe(cleaned);
    });
  });

  describe('ETag', () => {
    it('answers 304 to a matching If-None-Match, and 200 again when the content changes', async () => {
      const first = await testApp.app.inject({ method: 'GET', url: '/api/testimonials' });
      const etag = first.headers.etag;
      expect(etag).toMatch(/^"[\w-]+"$/);
      expect(first.headers['cache-control']).toBe('no-cache');

      const again = await testApp.app.inject({ method: 'GET', url: '/api/testimonials', headers: { 'if-none-match': String(etag) } });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');

      await testApp.app.db.updateTable('testimonials').set({ city_name: 'Indiranagar, Bengaluru' }).where('id', '=', 1).execute();
      const changed = await testApp.app.inject({ method: 'GET', url: '/api/testimonials', headers: { 'if-none-match': String(etag) } });
      expect(changed.statusCode).toBe(200);
      expect(changed.headers.etag).not.toBe(etag);
    });

    it('tags POST answers but never answers them 304', async () => {
      const first = await testApp.app.inject({ method: 'POST', url: '/api/cms', payload: { id: 1 } });
      expect(first.headers.etag).toBeDefined();
      const again = await testApp.app.inject({
        method: 'POST',
        url: '/api/cms',
        payload: { id: 1 },
        headers: { 'if-none-match': String(first.headers.etag) },
      });
      expect(again.statusCode).toBe(200);
    });

    it('does not tag errors', async () => {
      const response = await testApp.app.inject({ method: 'GET', url: '/api/blogs/no-such-article' });
      expect(response.headers.etag).toBeUndefined();
      expect(response.headers['cache-control']).toBe('no-store');
    });
  });
});
