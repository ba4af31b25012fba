import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { brand } from '@chalein/shared/lib/brand';
import { siteRoutes } from '@chalein/shared/lib/routes';
import { waitUntil } from '@chalein/testing/wait-until';
import { startSiteTestApp, type SiteTestApp } from '../../test-support/site-test-app';
import { summarizeHtml } from '../text-summary';

// The real builds (`npm run build` first: the shell's build renders the share images and icons), served by the real
// app with real render processes: every route's head names a share image that previews can show, the files crawlers
// and browsers ask for by name are there, and a job or article that does not exist says so in the server's HTML.

const ORIGIN = 'https://www.chalein.example';

let site: SiteTestApp;
let job: { id: number; slug: string };
let article: { slug: string; description_html: string };

const get = (url: string) => site.testApp.app.inject({ method: 'GET', url });
const renderedBy = (response: LightMyRequestResponse) => /desc="(\w+)"/.exec(String(response.headers['server-timing']))?.[1];

const ENTITIES: Readonly<Record<string, string>> = { '&quot;': '"', '&#39;': "'", '&lt;': '<', '&gt;': '>', '&amp;': '&' };

/** The content of the head's <meta> with this property or name, unescaped. */
function readMeta(html: string, key: string): string | undefined {
  const escaped = key.replace(/[.:]/g, '\\$&');
  const content = new RegExp(`<meta (?:property|name)="${escaped}" content="([^"]*)">`).exec(html)?.[1];
  return content?.replace(/&(?:quot|#39|lt|gt|amp);/g, (entity) => ENTITIES[entity] ?? entity);
}

beforeAll(async () => {
  site = await startSiteTestApp({ PUBLIC_ORIGIN: ORIGIN, RENDER_PROCESSES: '1', RENDER_BUDGET_MS: '5000', RENDER_MISSES_PER_MINUTE: '0' });
  const { db } = site.testApp.app;
  job = await db.selectFrom('job_categories').select(['id', 'slug']).orderBy('id').executeTakeFirstOrThrow();
  article = await db.selectFrom('blogs').select(['slug', 'description_html']).orderBy('id').executeTakeFirstOrThrow();
  // the render processes start in the background; the first page they render is one no test below keeps
  await waitUntil(async () => renderedBy(await get('/faq?ready')) === 'server', 'the render processes to be ready', {
    timeoutMs: 60_000,
    intervalMs: 250,
  });
}, 90_000);

// closing waits for the render processes' connections to the server
afterAll(() => site?.close(), 30_000);

/** A real address of each route: a parameter route gets a job or article the database has. */
function buildRouteUrl(routePath: string): string {
  return routePath.replace(':id', String(job.id)).replace(':slugName', job.slug).replace(':slug', article.slug);
}

test("every route's head names a 1200 x 630 PNG share image that is served as image/png", async () => {
  const checked = new Map<string, { status: number; type: string; format?: string; width?: number; height?: number }>();
  const urls = [...siteRoutes.map((route) => buildRouteUrl(route.path)), '/no-such-page'];
  // a signed link's page (a receipt) at its route's pattern is a link nobody made: a 404, with the tags all the same
  const missing = new Set(['/no-such-page', ...siteRoutes.filter((route) => route.signedLink).map((route) => route.path)]);
  for (const url of urls) {
    const page = await get(url);
    expect([url, page.statusCode]).toEqual([url, missing.has(url) ? 404 : 200]);
    const image = readMeta(page.body, 'og:image');
    expect(readMeta(page.body, 'twitter:image')).toBe(image);
    expect(readMeta(page.body, 'twitter:card')).toBe('summary_large_image');
    expect([
      url,
      readMeta(page.body, 'og:image:type'),
      readMeta(page.body, 'og:image:width'),
      readMeta(page.body, 'og:image:height'),
    ]).toEqual([url, 'image/png', '1200', '630']);
    expect(image?.startsWith(`${ORIGIN}/share/`)).toBe(true);
    const path = (image ?? '').slice(ORIGIN.length);
    if (!checked.has(path)) {
      const file = await get(path);
      const metadata = file.statusCode === 200 ? await sharp(file.rawPayload).metadata() : undefined;
      checked.set(path, {
        status: file.statusCode,
        type: String(file.headers['content-type']),
        format: metadata?.format,
        width: metadata?.width,
        height: metadata?.height,
      });
    }
    expect([url, checked.get(path)]).toEqual([url, { status: 200, type: 'image/png', format: 'png', width: 1200, height: 630 }]);
  }
  // the pages do not all share one picture: each kind has its own
  expect(checked.size).toBeGreaterThan(5);
}, 120_000);

test("a blog article is described by its own opening words, a job's page by the careers image", async () => {
  const page = await get(`/blog/${article.slug}`);
  const description = readMeta(page.body, 'og:description');
  expect(description).toBe(summarizeHtml(article.description_html));
  expect(description?.length).toBeLessThanOrEqual(160);
  expect(description).not.toBe(brand.defaultDescription);
  expect(readMeta(page.body, 'description')).toBe(description);
  expect(readMeta(page.body, 'og:image')).toBe(`${ORIGIN}/share/blog.png`);
  expect(readMeta((await get(`/jobs_details/${job.id}/${job.slug}`)).body, 'og:image')).toBe(`${ORIGIN}/share/careers.png`);
});

test('serves /robots.txt, /sitemap.xml, /favicon.ico and /apple-touch-icon.png with their types', async () => {
  const robots = await get('/robots.txt');
  expect([robots.statusCode, robots.headers['content-type']]).toEqual([200, 'text/plain; charset=utf-8']);
  expect(robots.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  const sitemap = await get('/sitemap.xml');
  expect([sitemap.statusCode, sitemap.headers['content-type']]).toEqual([200, 'application/xml; charset=utf-8']);
  expect(sitemap.body).toContain(`<loc>${ORIGIN}/jobs_details/${job.id}/${job.slug}</loc>`);
  expect(sitemap.body).toContain(`<loc>${ORIGIN}/blog/${article.slug}</loc>`);

  const favicon = await get('/favicon.ico');
  expect(favicon.statusCode).toBe(200);
  expect(favicon.headers['content-type']).toMatch(/^image\/(?:x-icon|vnd\.microsoft\.icon)$/);
  // an ICO: reserved 0, type 1, then its images
  expect([favicon.rawPayload.readUInt16LE(0), favicon.rawPayload.readUInt16LE(2), favicon.rawPayload.readUInt16LE(4)]).toEqual([0, 1, 3]);

  const touchIcon = await get('/apple-touch-icon.png');
  expect([touchIcon.statusCode, touchIcon.headers['content-type']]).toEqual([200, 'image/png']);
  const metadata = await sharp(touchIcon.rawPayload).metadata();
  expect([metadata.format, metadata.width, metadata.height]).toEqual(['png', 180, 180]);

  const home = await get('/');
  // the build's minifier drops the quotes it can
  expect(home.body).toMatch(/<link rel="?icon"? href="?\/favicon\.ico"?[ >]/);
  expect(home.body).toMatch(/<link rel="?apple-touch-icon"? href="?\/apple-touch-icon\.png"?[ >]/);
});

test("a job or article that does not exist answers 404 with its page's not-found message in the server's HTML", async () => {
  for (const [url, message] of [
    ['/jobs_details/987654/anything', 'We couldn&#x27;t find this job'],
    ['/apply_job/987654/anything', 'We couldn&#x27;t find this job'],
    ['/blog/no-such-article', 'We could not find this article.'],
  ] as const) {
    const response = await get(url);
    expect([url, response.statusCode, renderedBy(response)]).toEqual([url, 404, 'server']);
    expect(response.body).toContain(message);
    // in what the page shows: its first-screen data carries the page's texts, the loading line's among them
    expect(response.body.replace(/<script\b[\s\S]*?<\/script>/g, '')).not.toContain('Loading...');
    expect(response.body).toContain('<meta name="robots" content="noindex">');
  }
});
