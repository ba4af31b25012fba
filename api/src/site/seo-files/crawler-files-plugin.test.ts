import { createSiteTestApp, createTestApp, type TestApp } from '../../test-support/test-app';

// /robots.txt and /sitemap.xml through the real app, on the seeded database.

const ORIGIN = 'https://www.chalein.example';

describe('the crawler files', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createSiteTestApp({ PUBLIC_ORIGIN: ORIGIN });
  });
  afterAll(() => testApp.closeTestApp());

  const get = (url: string, headers: Record<string, string> = {}) =>
    testApp.app.inject({ method: 'GET', url, headers: { host: 'evil.example', ...headers } });

  it('answers /robots.txt as text, naming the sitemap from PUBLIC_ORIGIN, never the Host', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toContain('Disallow: /api/\n');
    expect(response.body).toContain('Disallow: /deployments/\n');
    expect(response.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(response.body).not.toContain('evil.example');
  });

  it('lists the real job and article pages of the database in /sitemap.xml', async () => {
    const jobs = await testApp.app.db.selectFrom('job_categories').select(['id', 'slug']).execute();
    const blogs = await testApp.app.db.selectFrom('blogs').select(['slug', 'published_at']).execute();
    expect(jobs.length).toBeGreaterThan(0);
    expect(blogs.length).toBeGreaterThan(0);
    const response = await get('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const body = response.body;
    expect(body).toContain(`<loc>${ORIGIN}/</loc>`);
    expect(body).toContain(`<loc>${ORIGIN}/pricing</loc>`);
    expect(body).toContain(`<loc>${ORIGIN}/hi/pricing</loc>`);
    expect(body).toContain(`<loc>${ORIGIN}/kn</loc>`);
    expect(body).not.toContain('/thankyou');
    for (const job of jobs) expect(body).toContain(`<loc>${ORIGIN}/jobs_details/${job.id}/${job.slug}</loc>`);
    for (const blog of blogs) {
      expect(body).toContain(`<url><loc>${ORIGIN}/blog/${blog.slug}</loc><lastmod>${blog.published_at.slice(0, 10)}</lastmod><xhtml:link`);
      expect(body).toContain(
        `<url><loc>${ORIGIN}/kn/blog/${blog.slug}</loc><lastmod>${blog.published_at.slice(0, 10)}</lastmod><xhtml:link`,
      );
    }
    expect(body).not.toContain('evil.example');
  });

  it('serves both as content: an ETag, revalidated, and a 304 when unchanged', async () => {
    for (const url of ['/robots.txt', '/sitemap.xml']) {
      const first = await get(url);
      expect(first.headers['cache-control']).toBe('no-cache');
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^"/);
      expect((await get(url, { 'if-none-match': etag })).statusCode).toBe(304);
    }
  });

  it('lists a job added to the database at once, not the answer kept before', async () => {
    await testApp.app.db
      .insertInto('job_categories')
      .values({
        id: 9001,
        job_title: 'Night <shift> & ops',
        image_file: 'x.svg',
        slug: 'night-shift-ops',
        content_html: '<p>x</p>',
        sort_order: 99,
      })
      .execute();
    // a write to a content table through the app changes the content version, and with it the kept answer
    const body = (await get('/sitemap.xml')).body;
    expect(body).toContain(`<loc>${ORIGIN}/jobs_details/9001/night-shift-ops</loc>`);
  });
});

describe('the crawler files without PUBLIC_ORIGIN (development)', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.closeTestApp());

  it('answers robots.txt without a Sitemap line, and the sitemap with paths, never the Host', async () => {
    const robots = await testApp.app.inject({ method: 'GET', url: '/robots.txt', headers: { host: 'evil.example' } });
    expect(robots.statusCode).toBe(200);
    expect(robots.body).not.toContain('Sitemap');
    const sitemap = await testApp.app.inject({ method: 'GET', url: '/sitemap.xml', headers: { host: 'evil.example' } });
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.body).toContain('<loc>/pricing</loc>');
    expect(sitemap.body).not.toContain('evil.example');
  });
});
