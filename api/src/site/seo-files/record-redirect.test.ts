import { createSiteTestApp, type TestApp } from '../../test-support/test-app';

// A job's pages under a slug that is not the job's own: moved, permanently, to the job's own address.

describe("a job's page under another slug", () => {
  let testApp: TestApp;
  let job: { id: number; slug: string };

  beforeAll(async () => {
    testApp = await createSiteTestApp();
    job = await testApp.app.db.selectFrom('job_categories').select(['id', 'slug']).orderBy('id').executeTakeFirstOrThrow();
  });
  afterAll(() => testApp.closeTestApp());

  const get = (url: string) => testApp.app.inject({ method: 'GET', url });

  it('redirects (301) the details and application pages to the right slug, keeping the query', async () => {
    const details = await get(`/jobs_details/${job.id}/wrong-slug?utm_source=whatsapp&x=1`);
    expect(details.statusCode).toBe(301);
    expect(details.headers.location).toBe(`/jobs_details/${job.id}/${job.slug}?utm_source=whatsapp&x=1`);
    const apply = await get(`/apply_job/${job.id}/wrong`);
    expect(apply.statusCode).toBe(301);
    expect(apply.headers.location).toBe(`/apply_job/${job.id}/${job.slug}`);
  });

  it('redirects a padded id to the plain one', async () => {
    const padded = await get(`/jobs_details/00${job.id}/${job.slug}`);
    expect(padded.statusCode).toBe(301);
    expect(padded.headers.location).toBe(`/jobs_details/${job.id}/${job.slug}`);
  });

  it('answers the right address itself, and a job that does not exist with 404, not a redirect', async () => {
    expect((await get(`/jobs_details/${job.id}/${job.slug}`)).statusCode).toBe(200);
    expect((await get(`/apply_job/${job.id}/${job.slug}/`)).statusCode).toBe(200);
    const missing = await get('/jobs_details/987654/anything');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.location).toBeUndefined();
    expect((await get('/jobs_details/abc/anything')).statusCode).toBe(404);
  });

  it("follows a job's slug when it changes", async () => {
    await testApp.app.db.updateTable('job_categories').set({ slug: 'renamed-role' }).where('id', '=', job.id).execute();
    const old = await get(`/jobs_details/${job.id}/${job.slug}`);
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe(`/jobs_details/${job.id}/renamed-role`);
  });
});
