import fs from 'node:fs';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { PAGE_TEXTS_DATA_KEY } from '@chalein/shared/lib/i18n/create-i18n';
import { LANGUAGE_TAGS, LANGUAGES, localizePath, type Language } from '@chalein/shared/lib/i18n/languages';
import { siteRoutes, type SiteRoute } from '@chalein/shared/lib/routes';
import { waitUntil } from '@chalein/testing/wait-until';
import { readSeededTranslation } from '../test-support/content-translation-rows';
import { startSiteTestApp, type SiteTestApp } from '../test-support/site-test-app';

// Every public page of the route table in English, Hindi and Kannada, as the server sends it (the real builds, real
// render processes, the seeded database): the language on <html>, its own canonical address and the other versions
// as alternates, the main heading in the page's script, and the texts it was rendered with in its first-screen data,
// so the browser hydrates the same words without loading them again (docs/decisions/0048-languages.md).

const repositoryRoot = path.resolve(__dirname, '../../..');
/** Pages whose main heading is a record's name: a pass, a job, an article. */
const NAMED_BY_RECORD = /_pass$|^\/jobs_details\/|^\/blog\/:/;
const SCRIPT: Readonly<Record<Language, RegExp>> = { en: /[A-Za-z]/, hi: /[\u0900-\u097F]/, kn: /[\u0C80-\u0CFF]/ };

let site: SiteTestApp;
const get = (url: string) => site.testApp.app.inject({ method: 'GET', url });
const renderedBy = (response: LightMyRequestResponse) => /desc="(\w+)"/.exec(String(response.headers['server-timing']))?.[1];

/** The route's page at a concrete address: a job and an article that the seed has, the others as they are. */
let concretePaths: Map<string, string>;

beforeAll(async () => {
  site = await startSiteTestApp({ RENDER_PROCESSES: '1', RENDER_BUDGET_MS: '5000', RENDER_MISSES_PER_MINUTE: '0' });
  const { db } = site.testApp.app;
  const job = await db.selectFrom('job_categories').select(['id', 'slug']).orderBy('id').executeTakeFirstOrThrow();
  const blog = await db.selectFrom('blogs').select('slug').orderBy('id').executeTakeFirstOrThrow();
  concretePaths = new Map([
    ['/jobs_details/:id/:slugName', `/jobs_details/${job.id}/${job.slug}`],
    ['/apply_job/:id/:slugName', `/apply_job/${job.id}/${job.slug}`],
    ['/blog/:slug', `/blog/${blog.slug}`],
  ]);
  let last: string | undefined;
  await waitUntil(
    async () => (last = renderedBy(await get('/kn/ourservices'))) === 'server',
    () => `render processes (last: ${String(last)})`,
    {
      timeoutMs: 60_000,
      intervalMs: 250,
    },
  );
}, 90_000);

afterAll(() => site?.close(), 30_000);

/** Public pages a visitor reaches by a plain link: not a mailed link, a token or a payment's result. */
const pages = siteRoutes.filter(
  (route) => !route.staff && !route.signedLink && !/\/(thankyou|failed)$/.test(route.path) && !route.path.includes(':token'),
);

function readFirstScreenData(html: string): Record<string, unknown> {
  const json = /<script type="application\/json" id="chalein-first-screen">([\s\S]*?)<\/script>/.exec(html)?.[1];
  return json ? (JSON.parse(json) as Record<string, unknown>) : {};
}

function readTexts(folder: string, language: Language, namespace: string): unknown {
  return JSON.parse(fs.readFileSync(path.join(repositoryRoot, folder, 'locales', language, `${namespace}.json`), 'utf8'));
}

const remoteFolder = (route: SiteRoute) => `${route.remote}-mfe`;
const textOf = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .trim();

describe.each(LANGUAGES)('every page in %s', (language) => {
  test.each(pages.map((route) => [route.path, route] as const))('%s', async (_path, route) => {
    const routePath = concretePaths.get(route.path) ?? route.path;
    const address = localizePath(routePath, language);
    const response = await get(address);
    expect(response.statusCode).toBe(200);
    expect(['server', 'cache']).toContain(renderedBy(response));
    const html = response.body;
    expect(/<html\b[^>]*>/.exec(html)?.[0]).toContain(`lang="${LANGUAGE_TAGS[language]}"`);
    expect(html).toContain(`<link rel="canonical" href="${address}">`);
    if (!route.personal) {
      for (const other of LANGUAGES) {
        expect(html).toContain(`<link rel="alternate" hreflang="${LANGUAGE_TAGS[other]}" href="${localizePath(routePath, other)}">`);
      }
      expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${routePath}">`);
    }
    // the main heading is in the page's script; where it is a record's own name (a pass's name, kept as it is in every
    // language, or a job or an article whose title has no translation), the page around it is
    const heading = textOf(/<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '');
    expect(heading).not.toBe('');
    if (NAMED_BY_RECORD.test(route.path)) expect(textOf(/<main\b[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? '')).toMatch(SCRIPT[language]);
    else expect(heading).toMatch(SCRIPT[language]);
    // the texts the page was rendered with travel with it, exactly as the files have them
    const texts = readFirstScreenData(html)[PAGE_TEXTS_DATA_KEY] as Record<string, unknown>;
    expect(texts.shell).toEqual(readTexts('shell', language, 'shell'));
    expect(texts[route.remote]).toEqual(readTexts(remoteFolder(route), language, route.remote));
  });
});

test("content from the database comes in the page's language in its server HTML and its first-screen data", async () => {
  for (const language of ['hi', 'kn'] as const) {
    const html = (await get(localizePath('/', language))).body;
    const testimonials = readFirstScreenData(html).testimonials as { description: string }[];
    expect(testimonials.length).toBeGreaterThan(0);
    for (const testimonial of testimonials) expect(testimonial.description).toMatch(SCRIPT[language]);
    expect(textOf(html)).toContain(testimonials[0]!.description.slice(0, 30));
  }
});

test("a job's page in Hindi and an article in Kannada carry their translated text, in the HTML and the first-screen data", async () => {
  const { db } = site.testApp.app;
  /** The first paragraph's words, as the page shows them. */
  const firstParagraph = (html: string) => textOf(/<p>([\s\S]*?)<\/p>/.exec(html)?.[1] ?? '');

  const job = await db.selectFrom('job_categories').select(['id', 'slug']).orderBy('id').executeTakeFirstOrThrow();
  const jobPage = await readSeededTranslation(db, 'job_categories', job.id, 'content_html', 'hi');
  const jobHtml = (await get(`/hi/jobs_details/${job.id}/${job.slug}`)).body;
  expect(firstParagraph(jobPage)).toMatch(SCRIPT.hi);
  expect(textOf(jobHtml)).toContain(firstParagraph(jobPage));
  expect(JSON.stringify(readFirstScreenData(jobHtml))).toContain(JSON.stringify(jobPage).slice(1, 200));

  const blog = await db.selectFrom('blogs').select(['id', 'slug']).orderBy('id', 'desc').executeTakeFirstOrThrow();
  const article = await readSeededTranslation(db, 'blogs', blog.id, 'description_html', 'kn');
  const blogHtml = (await get(`/kn/blog/${blog.slug}`)).body;
  expect(firstParagraph(article)).toMatch(SCRIPT.kn);
  expect(textOf(blogHtml)).toContain(firstParagraph(article));
  expect(JSON.stringify(readFirstScreenData(blogHtml))).toContain(JSON.stringify(article).slice(1, 200));
});

test("the driver form names the states in the page's language, and each option still sends the state's id", async () => {
  const { db } = site.testApp.app;
  const karnataka = await db.selectFrom('states').select(['id', 'name']).where('name', '=', 'Karnataka').executeTakeFirstOrThrow();
  const optionOf = (html: string) => new RegExp(`<option value="${karnataka.id}">([^<]*)</option>`).exec(html)?.[1];
  expect(optionOf((await get('/drive_with_us')).body)).toBe('Karnataka');
  expect(optionOf((await get('/hi/drive_with_us')).body)).toBe('कर्नाटक');
  const kannada = (await get('/kn/drive_with_us')).body;
  expect(optionOf(kannada)).toBe('ಕರ್ನಾಟಕ');
  // every state the Kannada page lists is named in Kannada
  const names = [...kannada.matchAll(/<option value="\d+">([^<]*)<\/option>/g)].map((match) => match[1]!);
  expect(names.length).toBeGreaterThanOrEqual(36);
  for (const name of names) expect([name, SCRIPT.kn.test(name)]).toEqual([name, true]);
});

test('a Hindi page and its English one differ in words, not in shape: same links, same sections', async () => {
  const english = (await get('/drive_with_us')).body;
  const hindi = (await get('/hi/drive_with_us')).body;
  const linkPaths = (html: string, prefix: string) =>
    [...html.matchAll(/<a [^>]*href="(\/[^"]*)"/g)]
      .map((match) => match[1]!)
      .map((href) => (href.startsWith(prefix) ? href.slice(prefix.length) || '/' : href));
  // every link of the Hindi page stays in Hindi, and goes where its English twin goes
  const hindiLinks = linkPaths(hindi, '/hi').filter((href) => !href.startsWith('/kn') && href !== '/');
  expect(hindiLinks.length).toBeGreaterThan(10);
  expect(new Set(hindiLinks)).toEqual(
    new Set(linkPaths(english, '').filter((href) => !href.startsWith('/hi') && !href.startsWith('/kn') && href !== '/')),
  );
});

test('the staff console has no Hindi or Kannada address, and an unknown page answers 404 in the language asked', async () => {
  for (const address of ['/hi/staff', '/kn/staff/sign-in']) expect((await get(address)).statusCode).toBe(404);
  const missing = await get('/kn/no-such-page');
  expect(missing.statusCode).toBe(404);
  expect(/<html\b[^>]*>/.exec(missing.body)?.[0]).toContain('lang="kn-IN"');
});

test("a language's home page has one address, and a page's other spellings keep the language when redirected", async () => {
  const slash = await get('/hi/?utm_source=x');
  expect(slash.statusCode).toBe(301);
  expect(slash.headers.location).toBe('/hi?utm_source=x');
  const capitals = await get('/kn/About');
  expect(capitals.statusCode).toBe(301);
  expect(capitals.headers.location).toBe('/kn/about');
});
