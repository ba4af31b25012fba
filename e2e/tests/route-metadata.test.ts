import { siteRoutes } from '@chalein/shared/lib/routes';
import { readE2eState } from '../support/e2e-state';
import { apiCall, concretePath, fetchSiteFacts, type SiteFacts } from '../support/site-data';

// A crawler or a link preview runs no JavaScript: the HTML the server sends for a route must already carry that
// route's title, description and share image. These tests fetch the HTML over plain HTTP, as such a client does.

interface HeadTags {
  title: string | undefined;
  /** meta name= or property= -> content */
  meta: Map<string, string>;
}

function decodeEntities(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_m, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_m, dec: string) => String.fromCodePoint(parseInt(dec, 10)))
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

function readHead(html: string): HeadTags {
  const head = html.split(/<\/head>/i)[0] ?? '';
  const title = /<title[^>]*>([\s\S]*?)<\/title>/i.exec(head)?.[1];
  const meta = new Map<string, string>();
  for (const tag of head.match(/<meta\b[^>]*>/gi) ?? []) {
    const attributes = new Map<string, string>();
    for (const match of tag.matchAll(/([\w:-]+)\s*=\s*("([^"]*)"|'([^']*)')/g)) {
      attributes.set((match[1] ?? '').toLowerCase(), decodeEntities(match[3] ?? match[4] ?? ''));
    }
    const key = attributes.get('property') ?? attributes.get('name');
    const content = attributes.get('content');
    if (key !== undefined && content !== undefined) meta.set(key.toLowerCase(), content);
  }
  return { title: title === undefined ? undefined : decodeEntities(title.trim()), meta };
}

interface SeoRecord {
  metaTitle: string;
  metaDescription: string;
  metaKeyword: string;
  head: string;
}

function asSeoRecord(data: unknown): SeoRecord {
  const record = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
  const text = (key: keyof SeoRecord): string => {
    const value = record[key];
    if (typeof value !== 'string') throw new Error(`seodata lacks ${key}: ${JSON.stringify(data)}`);
    return value;
  };
  return { metaTitle: text('metaTitle'), metaDescription: text('metaDescription'), metaKeyword: text('metaKeyword'), head: text('head') };
}

const { baseUrl } = readE2eState();
let facts: SiteFacts;

beforeAll(async () => {
  facts = await fetchSiteFacts(baseUrl);
});

async function fetchHead(pathname: string): Promise<HeadTags> {
  const response = await fetch(`${baseUrl}${pathname}`, { headers: { accept: 'text/html' }, signal: AbortSignal.timeout(15_000) });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/text\/html/);
  return readHead(await response.text());
}

// Routes with parameters may name the record (a job, an article) instead of the generic page entry, so only the
// presence of their tags is checked; every other route must carry exactly its own seodata entry.
// staff pages have no seodata (api/src/site/staff-pages.test.ts checks their head)
const fixedRoutes = siteRoutes.filter((route) => !route.path.includes(':') && !route.staff);
// a receipt has no share tags: it is noindex and reached only by its signed link (api/src/site/signed-link-pages.test.ts)
const parameterRoutes = siteRoutes.filter((route) => route.path.includes(':') && !route.signedLink);

test.each(fixedRoutes.map((route) => [route.path, route] as const))(
  'the HTML of %s carries its own title, description, keywords and share image',
  async (pathname, route) => {
    const seo = asSeoRecord(await apiCall(baseUrl, 'POST', '/seodata', { id: route.seoId }));
    const head = await fetchHead(pathname);
    expect(head.title).toBe(seo.metaTitle);
    expect(head.meta.get('description')).toBe(seo.metaDescription);
    expect(head.meta.get('keywords')).toBe(seo.metaKeyword);
    expect(head.meta.get('og:title')).toBe(seo.metaTitle);
    expect(head.meta.get('og:description')).toBe(seo.metaDescription);
    // a share image must be an absolute URL for previews to fetch it; it points at the seodata image
    const image = head.meta.get('og:image') ?? '';
    expect(image).toMatch(/^https?:\/\//);
    expect(new URL(image).pathname).toBe(new URL(seo.head, baseUrl).pathname);
  },
);

test.each(parameterRoutes.map((route) => [route.path, route] as const))(
  'the HTML of %s, filled with a real record, carries a title and share tags',
  async (_path, route) => {
    const head = await fetchHead(concretePath(route, facts));
    expect(head.title?.length ?? 0).toBeGreaterThan(0);
    for (const key of ['description', 'og:title', 'og:description', 'og:image']) {
      expect([key, (head.meta.get(key) ?? '').length > 0]).toEqual([key, true]);
    }
  },
);

test('different routes carry different titles, so the tags really come from each route', async () => {
  const [home, pricing] = await Promise.all([fetchHead('/'), fetchHead('/pricing')]);
  expect(home.title).toBeTruthy();
  expect(home.title).not.toBe(pricing.title);
});
