import { createTestApp, type TestApp } from '../test-support/test-app';

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
