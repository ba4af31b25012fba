import { brand } from '@chalein/shared/lib/brand';
import { findSignedLinkTitle } from '@chalein/shared/lib/i18n/head-texts';
import { LANGUAGES } from '@chalein/shared/lib/i18n/languages';
import { siteRoutes } from '@chalein/shared/lib/routes';
import { createSiteTestApp, type TestApp } from '../test-support/test-app';
import { resolvePageMeta } from './page-meta';

// A page's head in the page's language: the seo row's title and description, a job's or an article's title, the
// 404 page's title and the brand's defaults, through the seeded database and the served HTML. English keeps the
// words it always had.

const DEVANAGARI = /[\u0900-\u097F]/;
const KANNADA = /[\u0C80-\u0CFF]/;

let testApp: TestApp;
let jobPath: string;
let englishJobTitle: string;

beforeAll(async () => {
  testApp = await createSiteTestApp();
  const job = await testApp.app.db.selectFrom('job_categories').select(['id', 'slug', 'job_title']).orderBy('id').executeTakeFirstOrThrow();
  jobPath = `/jobs_details/${job.id}/${job.slug}`;
  englishJobTitle = job.job_title;
});
afterAll(() => testApp.closeTestApp());

function readTitle(html: string): string {
  return /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
}

async function requestPage(url: string) {
  return testApp.app.inject({ method: 'GET', url, headers: { host: 'chalein.test' } });
}

it('keeps the English title and description of /about as seo_pages has them', async () => {
  const about = await testApp.app.db.selectFrom('seo_pages').selectAll().where('id', '=', 2).executeTakeFirstOrThrow();
  const response = await requestPage('/about');
  expect(response.statusCode).toBe(200);
  expect(readTitle(response.body)).toBe(about.meta_title.replace(/&/g, '&amp;'));
  expect(response.body).toContain(`<meta name="description" content="${about.meta_description}">`);
});

it.each([
  ['/hi/about', DEVANAGARI],
  ['/kn/about', KANNADA],
])('writes the title, description and keywords of %s in its language', async (url, script) => {
  const response = await requestPage(url);
  expect(response.statusCode).toBe(200);
  const title = readTitle(response.body);
  expect(title).toMatch(script);
  expect(title).toContain(brand.productName);
  expect(/<meta name="description" content="([^"]*)">/.exec(response.body)?.[1]).toMatch(script);
  expect(/<meta name="keywords" content="([^"]*)">/.exec(response.body)?.[1]).toMatch(script);
  expect(/<meta property="og:title" content="([^"]*)">/.exec(response.body)?.[1]).toBe(title);
});

it("titles a job's page in Kannada around the job's title in Kannada, and in English as before", async () => {
  const kannada = await requestPage(`/kn${jobPath}`);
  expect(kannada.statusCode).toBe(200);
  const title = readTitle(kannada.body);
  expect(title).toMatch(KANNADA);
  expect(title).not.toContain('Careers');
  expect(title).toMatch(/ \| Chalein$/);
  const english = await requestPage(jobPath);
  expect(readTitle(english.body)).toBe(`Careers: ${englishJobTitle} | Chalein`);
});

it("uses the job's translated title from the database, on its page and its application page", async () => {
  const job = await testApp.app.db.selectFrom('job_categories').select('id').orderBy('id').executeTakeFirstOrThrow();
  const hindiTitle = 'ड्राइवर सहायता सहयोगी';
  const hindiJobTitle = testApp.app.db
    .deleteFrom('content_translations')
    .where('kind', '=', 'job_categories')
    .where('record_id', '=', job.id)
    .where('field', '=', 'job_title')
    .where('language', '=', 'hi');
  // the seed's own translation, if it has one, is put back afterwards
  const [seeded] = await hindiJobTitle.returningAll().execute();
  await testApp.app.db
    .insertInto('content_translations')
    .values({ kind: 'job_categories', record_id: job.id, field: 'job_title', language: 'hi', value: hindiTitle })
    .execute();
  try {
    const { meta } = await resolvePageMeta(jobPath, 'hi', testApp.app.repositories, '');
    expect(meta.title).toBe(`करियर: ${hindiTitle} | Chalein`);
    const apply = await resolvePageMeta(jobPath.replace('/jobs_details/', '/apply_job/'), 'hi', testApp.app.repositories, '');
    expect(apply.meta.title).toBe(`${hindiTitle} के लिए आवेदन करें | Chalein`);
  } finally {
    await hindiJobTitle.execute();
    if (seeded) await testApp.app.db.insertInto('content_translations').values(seeded).execute();
  }
});

it("titles the 404 page in the page's language, and in English word for word", async () => {
  const kannada = await requestPage('/kn/x');
  expect(kannada.statusCode).toBe(404);
  expect(readTitle(kannada.body)).toMatch(KANNADA);
  expect(readTitle(kannada.body)).toContain(brand.productName);
  const hindi = await resolvePageMeta('/x', 'hi', testApp.app.repositories, '');
  expect(hindi.statusCode).toBe(404);
  expect(hindi.meta.title).toMatch(DEVANAGARI);
  const english = await requestPage('/x');
  expect(english.statusCode).toBe(404);
  expect(readTitle(english.body)).toBe('Page not found | Chalein');
});

it("falls back to the brand's defaults in the page's language when a page has no seo row", async () => {
  await testApp.app.db.deleteFrom('seo_pages').where('id', '=', 9).execute();
  const hindi = await resolvePageMeta('/investors', 'hi', testApp.app.repositories, '');
  expect(hindi.meta.title).toMatch(DEVANAGARI);
  expect(hindi.meta.description).toMatch(DEVANAGARI);
  expect(hindi.meta.keywords).toMatch(DEVANAGARI);
  const english = await resolvePageMeta('/investors', 'en', testApp.app.repositories, '');
  expect([english.meta.title, english.meta.description, english.meta.keywords]).toEqual([
    brand.defaultTitle,
    brand.defaultDescription,
    brand.defaultKeywords,
  ]);
});

it.each([
  ['en', 'Pass receipt | Chalein', 'Newsletter unsubscribe | Chalein'],
  ['hi', 'पास की रसीद | Chalein', 'न्यूज़लेटर से अनसब्सक्राइब करें | Chalein'],
  ['kn', 'ಪಾಸ್ ರಸೀದಿ | Chalein', 'ಸುದ್ದಿಪತ್ರದ ಚಂದಾದಾರಿಕೆ ರದ್ದುಮಾಡಿ | Chalein'],
] as const)('titles the receipt and unsubscribe pages (no seo row) in %s, never indexed', async (language, receipt, unsubscribe) => {
  const receiptPage = await resolvePageMeta('/passes/receipt/abc', language, testApp.app.repositories, '');
  expect([receiptPage.meta.title, receiptPage.meta.noIndex]).toEqual([receipt, true]);
  const unsubscribePage = await resolvePageMeta('/newsletter/unsubscribe/abc', language, testApp.app.repositories, '');
  expect([unsubscribePage.meta.title, unsubscribePage.meta.noIndex]).toEqual([unsubscribe, true]);
});

it('keeps the staff console titled by its English name', async () => {
  const staff = await resolvePageMeta('/staff', 'en', testApp.app.repositories, '');
  expect(staff.meta.title).toBe('Staff console | Chalein');
});

it('has a title in every language for every public page without a seo row', () => {
  const untitled = siteRoutes.filter((route) => !route.staff && route.seoId === undefined);
  expect(untitled.length).toBeGreaterThan(0);
  for (const route of untitled)
    for (const language of LANGUAGES)
      expect([route.path, findSignedLinkTitle(route.path, language)]).toEqual([route.path, expect.stringMatching(/ \| Chalein$/)]);
});
