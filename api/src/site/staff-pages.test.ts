import path from 'node:path';
import { readRenderedBy, startPipelineStandIn } from '../test-support/page-pipeline-stand-in';
import { createSiteTestApp, writeTestFile, type TestApp } from '../test-support/test-app';

// The staff console's pages (/staff and under it): rendered in the browser only, never kept, sent with noindex and
// no-store; the public pages beside them keep their own treatment.

describe('on the site', () => {
  let testApp: TestApp;
  const get = (url: string) => testApp.app.inject({ method: 'GET', url });

  beforeAll(async () => {
    testApp = await createSiteTestApp();
    writeTestFile(
      path.join(testApp.dir, 'site', 'shell', 'dist', 'remotes.json'),
      JSON.stringify({ marketing: '/remotes/marketing/remoteEntry.js', staff: '/remotes/staff/remoteEntry.js' }),
    );
  });
  afterAll(() => testApp.closeTestApp());

  it.each(['/staff', '/staff/sign-in', '/staff/setup', '/staff/accounts', '/staff/audit?person=2'])(
    '%s answers 200 with noindex (header and meta) and no-store',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.body).toContain('<meta name="robots" content="noindex">');
      expect(readRenderedBy(response)).toBe('browser');
    },
  );

  it('names the page in its title, with no share metadata from the database', async () => {
    const response = await get('/staff/sign-in');
    expect(response.body).toContain('<title>Staff sign-in | Chalein</title>');
    expect(response.body).not.toContain('chalein:rendered-path');
  });

  it('an unknown address under /staff is a 404 with the same headers', async () => {
    const response = await get('/staff/nowhere');
    expect(response.statusCode).toBe(404);
    expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('a public page keeps its caching, has no noindex, and preloads nothing of the staff remote', async () => {
    const response = await get('/about');
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-robots-tag']).toBeUndefined();
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).not.toContain('noindex');
    expect(response.body).toContain('/remotes/marketing/remoteEntry.js');
    expect(response.body).not.toContain('/remotes/staff/');
  });

  it('robots.txt keeps crawlers out of /staff and the sitemap lists none of it', async () => {
    expect((await get('/robots.txt')).body).toContain('Disallow: /staff\n');
    expect((await get('/sitemap.xml')).body).not.toContain('/staff');
  });
});

describe('the page pipeline', () => {
  const { app, renderPage, documents } = startPipelineStandIn();
  afterAll(() => app.close());

  it('never asks the render processes for a staff page, nor keeps one', async () => {
    const staff = await app.inject({ method: 'GET', url: '/staff/accounts' });
    expect(readRenderedBy(staff)).toBe('browser');
    expect(staff.body).not.toContain('rendered on the server');
    expect(renderPage).not.toHaveBeenCalled();
    expect([...documents.keys()]).toEqual([]);

    const pricing = await app.inject({ method: 'GET', url: '/pricing' });
    expect(readRenderedBy(pricing)).toBe('server');
    expect(renderPage).toHaveBeenCalledTimes(1);
    expect([...documents.keys()]).toEqual(['page:/pricing']);
  });
});
