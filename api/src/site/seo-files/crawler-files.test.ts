import { siteRoutes } from '@chalein/shared/lib/routes';
import { buildRobotsTxt, buildSitemapXml, listSitemapEntries } from './crawler-files';

describe('robots.txt', () => {
  it('allows everything but the API, the deploy registry (previews included), the staff console and the personal payment pages, receipts and unsubscribe links included', () => {
    const robots = buildRobotsTxt('https://www.chalein.example');
    expect(robots.split('\n')).toEqual([
      'User-agent: *',
      'Allow: /',
      'Disallow: /api/',
      'Disallow: /deployments/',
      'Disallow: /staff',
      'Disallow: /drive_with_us/status',
      'Disallow: /thankyou',
      'Disallow: /failed',
      'Disallow: /passes/receipt/',
      'Disallow: /newsletter/unsubscribe/',
      // the same pages in Hindi and Kannada
      'Disallow: /hi/drive_with_us/status',
      'Disallow: /hi/thankyou',
      'Disallow: /hi/failed',
      'Disallow: /hi/passes/receipt/',
      'Disallow: /hi/newsletter/unsubscribe/',
      'Disallow: /kn/drive_with_us/status',
      'Disallow: /kn/thankyou',
      'Disallow: /kn/failed',
      'Disallow: /kn/passes/receipt/',
      'Disallow: /kn/newsletter/unsubscribe/',
      '',
      'Sitemap: https://www.chalein.example/sitemap.xml',
      '',
    ]);
  });

  it('leaves the Sitemap line out without PUBLIC_ORIGIN: it must be an absolute URL', () => {
    const robots = buildRobotsTxt('');
    expect(robots).not.toContain('Sitemap');
    expect(robots).toContain('Disallow: /api/\n');
  });
});

describe('the sitemap', () => {
  const records = {
    jobs: [{ id: 7, slugName: 'ops & fleet' }],
    articles: [
      { slug: 'older', publishedAt: '2026-01-05T08:00:00.000Z' },
      { slug: 'newer', publishedAt: '2026-03-20T23:30:00.000Z' },
      { slug: 'undated', publishedAt: 'not a date' },
    ],
  };

  it("lists every indexable route, each job's details page and each article, with the dates known", () => {
    const entries = listSitemapEntries(records);
    const indexable = siteRoutes.filter((route) => route.indexable).map((route) => route.path);
    expect(entries.map((entry) => entry.path)).toEqual([
      ...indexable,
      '/jobs_details/7/ops%20%26%20fleet',
      '/blog/older',
      '/blog/newer',
      '/blog/undated',
    ]);
    expect(entries.some((entry) => entry.path.includes(':'))).toBe(false);
    expect(entries.find((entry) => entry.path === '/blog')?.lastModified).toBe('2026-03-20');
    expect(entries.find((entry) => entry.path === '/blog/older')?.lastModified).toBe('2026-01-05');
    expect(entries.find((entry) => entry.path === '/blog/undated')?.lastModified).toBeUndefined();
    expect(entries.find((entry) => entry.path === '/pricing')?.lastModified).toBeUndefined();
  });

  it('writes absolute, XML-escaped locations under the sitemap namespace', () => {
    const xml = buildSitemapXml('https://www.chalein.example', [
      { path: '/blog/a&b<c>\'d"', lastModified: '2026-03-20' },
      { path: '/pricing' },
    ]);
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      ),
    ).toBe(true);
    expect(xml).toContain(
      '<url><loc>https://www.chalein.example/blog/a&amp;b&lt;c&gt;&apos;d&quot;</loc><lastmod>2026-03-20</lastmod><xhtml:link',
    );
    // each page in each language, every version naming all of them and x-default
    const alternates =
      '<xhtml:link rel="alternate" hreflang="en-IN" href="https://www.chalein.example/pricing"/>' +
      '<xhtml:link rel="alternate" hreflang="hi-IN" href="https://www.chalein.example/hi/pricing"/>' +
      '<xhtml:link rel="alternate" hreflang="kn-IN" href="https://www.chalein.example/kn/pricing"/>' +
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://www.chalein.example/pricing"/>';
    expect(xml).toContain(`<url><loc>https://www.chalein.example/pricing</loc>${alternates}</url>`);
    expect(xml).toContain(`<url><loc>https://www.chalein.example/hi/pricing</loc>${alternates}</url>`);
    expect(xml).toContain(`<url><loc>https://www.chalein.example/kn/pricing</loc>${alternates}</url>`);
    expect(xml.match(/<url>/g)).toHaveLength(6);
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
  });
});
