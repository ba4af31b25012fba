import { createSiteTestApp, type TestApp } from '../test-support/test-app';

const HOST = 'chalein.test';

describe('the theme in the HTML the server sends', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createSiteTestApp();
  });
  afterAll(() => testApp.closeTestApp());

  const requestPage = (url: string, cookie?: string) =>
    testApp.app.inject({ method: 'GET', url, headers: { host: HOST, ...(cookie ? { cookie } : {}) } });

  const htmlTag = (html: string) => /<html\b[^>]*>/i.exec(html)?.[0] ?? '';

  it('a dark cookie gives a page that is dark before any script runs', async () => {
    for (const url of ['/', '/pricing', '/no-such-page']) {
      const response = await requestPage(url, 'other=1; chalein-theme=dark');
      expect(htmlTag(response.body)).toBe('<html lang="en-IN" data-theme="dark" style="color-scheme: dark">');
    }
  });

  it('a light cookie, no cookie or a forged value give the light page', async () => {
    for (const cookie of ['chalein-theme=light', undefined, 'chalein-theme="><script>alert(1)</script>', 'chalein-theme=sepia']) {
      const response = await requestPage('/about', cookie);
      expect(htmlTag(response.body)).toBe('<html lang="en-IN" data-theme="light" style="color-scheme: light">');
      expect(response.body).not.toContain('<script>alert(1)');
    }
  });

  it('says the page differs by cookie, so no cache gives one visitor the theme of another', async () => {
    const response = await requestPage('/pricing', 'chalein-theme=dark');
    expect(String(response.headers.vary)).toMatch(/\bcookie\b/i);
    expect(response.headers['cache-control']).toMatch(/no-cache|no-store|private/);
  });
});
