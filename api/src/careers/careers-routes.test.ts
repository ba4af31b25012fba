import { createTestApp, type TestApp } from '../test-support/test-app';

describe('careers content routes', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.closeTestApp());

  it('GET /api/categories lists job categories with their slugs', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/categories' });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.length).toBeGreaterThan(0);
    expect(Object.keys(data[0]).sort()).toEqual(['id', 'imageURL', 'job_title', 'slugName']);
  });

  it('GET /api/job-details-page/:id answers the category and its HTML', async () => {
    const { data: categories } = (await testApp.app.inject({ method: 'GET', url: '/api/categories' })).json();
    const category = categories[0];
    const response = await testApp.app.inject({ method: 'GET', url: `/api/job-details-page/${category.id}` });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data['job-category-master']).toEqual({ id: category.id, job_title: category.job_title, slugName: category.slugName });
    expect(data.content).toMatch(/<\w+/);
  });

  it('GET /api/job-details-page/:id sends stored job HTML through the server sanitizer', async () => {
    const { data: categories } = (await testApp.app.inject({ method: 'GET', url: '/api/categories' })).json();
    const id: number = categories[0].id;
    await testApp.app.db
      .updateTable('job_categories')
      .set({
        content_html:
          '<h2>Driver</h2><script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">apply</a><p>Bengaluru</p>',
      })
      .where('id', '=', id)
      .execute();
    const response = await testApp.app.inject({ method: 'GET', url: `/api/job-details-page/${id}` });
    expect(response.statusCode).toBe(200);
    const { content } = response.json().data;
    expect(content).toContain('<h2>Driver</h2>');
    expect(content).toContain('<p>Bengaluru</p>');
    expect(content).not.toMatch(/<script|onerror|javascript:/i);
  });

  it('answers 404 for an unknown job and 400 for an id that is not a number', async () => {
    const unknown = await testApp.app.inject({ method: 'GET', url: '/api/job-details-page/987654' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, message: 'Job not found.' });

    const bad = await testApp.app.inject({ method: 'GET', url: '/api/job-details-page/driver' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      success: false,
      message: 'Job id must be a whole number',
      errors: { id: 'Job id must be a whole number' },
    });

    const huge = await testApp.app.inject({ method: 'GET', url: `/api/job-details-page/${'9'.repeat(40)}` });
    expect(huge.statusCode).toBe(400);
  });
});
