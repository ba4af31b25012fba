import type { PassCatalogEntry } from '@chalein/shared/api/types';
import { findSiteRoute } from '@chalein/shared/lib/routes';
import { createTestApp, type TestApp } from '../test-support/test-app';

// The pass catalog as it must answer: one price per pass everywhere (silver 499 and driver
// gold 999, not the 500 and 1,000 of the old detail pages). Figures in rupees; the list price is the struck-through one.
const sectionNineFigures: readonly [string, number, number | null, string][] = [
  ['daylight_pass', 339, 429, 'per day'],
  ['moonlight_pass', 379, 429, 'per night'],
  ['student_pass', 469, 499, 'for 3 months'],
  ['corporate_pass', 999, 1199, 'for 3 months'],
  ['gold_pass', 1399, 1799, 'for 3 months'],
  ['standard_pass', 0, null, 'per month'],
  ['silver_pass', 499, null, 'per month'],
  ['driver_gold_pass', 999, null, 'per month'],
];

/** Rupee figures a pass's texts may name besides its prices: per-km charges beyond 20 km, the Gold Pass employee price. */
const otherFigures: Readonly<Record<string, readonly number[]>> = { daylight_pass: [19], moonlight_pass: [16], gold_pass: [900] };

/** Every rupee amount in a text, written as '₹1,399' (pass texts) or '1,399 rupees' (page metadata). */
function readRupeeFigures(text: string): number[] {
  const figures = [...text.matchAll(/₹\s?(\d[\d,]*)|(\d[\d,]*) rupees/g)].map((match) => match[1] ?? match[2] ?? '');
  return figures.map((figure) => Number(figure.replace(/,/g, '')));
}

describe('pass routes', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.closeTestApp());

  it('GET /api/passes answers the catalog in rupees with the JSON columns as lists', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/passes' });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    const rows = await testApp.app.db.selectFrom('passes').selectAll().orderBy('sort_order').orderBy('id').execute();
    expect(data).toHaveLength(rows.length);
    for (const [index, row] of rows.entries()) {
      const entry = data[index];
      expect(entry.iPassId).toBe(row.id);
      expect(entry.price).toBe(row.price_paise / 100);
      expect(entry.listPrice).toBe(row.list_price_paise === null ? null : row.list_price_paise / 100);
      expect(entry.benefits).toEqual(JSON.parse(row.benefits_json));
      expect(entry.howToAvail).toEqual(JSON.parse(row.how_to_avail_json));
      expect(entry.terms).toEqual(JSON.parse(row.terms_json));
      expect(entry.group).toBe(row.pass_group);
    }
    const daylight = data.find((pass: { iPassId: number }) => pass.iPassId === 6);
    expect(daylight).toMatchObject({ slug: 'daylight_pass', price: 339, listPrice: 429, audience: 'customer' });
  });

  it('holds the eight passes of the catalog, each named at one price in its texts and its page metadata', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/passes' });
    const catalog: PassCatalogEntry[] = response.json().data;
    expect(catalog.map((pass) => [pass.slug, pass.price, pass.listPrice, pass.periodLabel])).toEqual(
      expect.arrayContaining(sectionNineFigures.map((figures) => [...figures])),
    );
    expect(catalog).toHaveLength(sectionNineFigures.length);

    for (const pass of catalog) {
      const allowed = [pass.price, pass.listPrice, ...(otherFigures[pass.slug] ?? [])];
      const texts = [pass.summary, pass.eligibility, ...pass.benefits, ...pass.howToAvail, ...pass.terms];
      const seoId = findSiteRoute(`/${pass.slug}`)?.seoId;
      const seo = await testApp.app.db
        .selectFrom('seo_pages')
        .selectAll()
        .where('id', '=', seoId ?? -1)
        .executeTakeFirstOrThrow();
      for (const text of [...texts, seo.meta_title, seo.meta_description]) {
        for (const figure of readRupeeFigures(text)) expect([pass.slug, text, allowed.includes(figure)]).toEqual([pass.slug, text, true]);
      }
    }
    // the driver passes state their monthly price in their terms: the same figure as the price tag
    const termsOf = (slug: string) => catalog.find((pass) => pass.slug === slug)?.terms ?? [];
    expect(termsOf('silver_pass')).toContain('₹499 per month, valid for one month from purchase.');
    expect(termsOf('driver_gold_pass')).toContain('₹999 per month, valid for one month from purchase.');
  });

  it('offers the customer passes for sale and leaves the driver passes to the Driver App', async () => {
    const customerPassIds = [6, 7, 8, 9, 10];
    for (const passid of [...customerPassIds, 1, 2, 3]) {
      const iStatus = customerPassIds.includes(passid) ? 1 : 0;
      const response = await testApp.app.inject({ method: 'POST', url: '/api/pass/detail', payload: { passid } });
      expect(response.json().data).toEqual({ iPassId: passid, iStatus });
    }
  });

  it('POST /api/pass/detail answers the availability of a pass', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/api/pass/detail', payload: { passid: 8 } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: { iPassId: 8, iStatus: expect.any(Number) } });
  });

  it('answers 404 for an unknown pass and 400 for bad input', async () => {
    const unknown = await testApp.app.inject({ method: 'POST', url: '/api/pass/detail', payload: { passid: 999 } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, message: 'Pass not found.' });

    const missing = await testApp.app.inject({ method: 'POST', url: '/api/pass/detail', payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ passid: 'Pass id is required' });

    const wrongType = await testApp.app.inject({ method: 'POST', url: '/api/pass/detail', payload: { passid: { id: 8 } } });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().errors).toEqual({ passid: 'Pass id must be a whole number' });

    for (const passid of ['8'.repeat(10_240), 'Infinity', 1e300]) {
      const response = await testApp.app.inject({ method: 'POST', url: '/api/pass/detail', payload: { passid } });
      expect([String(passid).slice(0, 12), response.statusCode]).toEqual([String(passid).slice(0, 12), 400]);
    }
  });
});
