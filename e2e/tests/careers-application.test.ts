import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import type { Locator, Page } from 'playwright-core';
import { buildTinyPdf } from '@chalein/testing/files/resume-files';
import { waitForRemotePage } from '../support/site-checks';
import { openSiteSession, withScreenshotOnFailure, type SiteSession } from '../support/site-session';
import { openStoredFiles, readServerDatabase } from '../support/stored-files';

// The careers journey end to end, as a job seeker takes it: the jobs grid, a job's details, the application form
// with a real PDF, the Thank You modal; then the application as the server keeps it: one row in the SQLite file the
// server uses, and the resume under a generated name in the private folder, byte for byte.

let session: SiteSession;
const resumes = openStoredFiles('resumes');
const axePath = createRequire(__filename).resolve('axe-core/axe.min.js');

beforeAll(async () => {
  session = await openSiteSession();
});

afterAll(async () => {
  resumes.removeTracked();
  await session?.close();
});

interface ApplicationRow {
  reference: string;
  job_category_id: number;
  name: string;
  gender: string;
  contact_number: string;
  email: string;
  prior_experience: number;
  reference_person_name: string | null;
  resume_file: string;
  resume_original_name: string;
  resume_size: number;
  resume_type: string;
}

function readApplications(email: string): ApplicationRow[] {
  return readServerDatabase(
    session.state.databaseFile,
    (db) =>
      db
        .prepare(
          `SELECT reference, job_category_id, name, gender, contact_number, email, prior_experience, reference_person_name,
                  resume_file, resume_original_name, resume_size, resume_type
           FROM job_applications WHERE email = ?`,
        )
        .all(email) as ApplicationRow[],
  );
}

const uniqueEmail = (tag: string) => `careers-${tag}-${Date.now()}-${process.pid}@example.in`;

/** The application form itself: the footer's newsletter has an email field too. */
const applicationForm = (page: Page): Locator => page.getByRole('form', { name: 'Your application' });

async function fillApplication(form: Locator, email: string): Promise<void> {
  await form.getByLabel(/^Name/).fill('Asha Rao');
  await form.getByLabel(/^Gender/).selectOption('prefer not to disclose');
  // typed one key at a time as people write it: the field ends as the bare 10 digits, which the server stores
  await form.getByLabel(/^Contact number/).pressSequentially('+91 98765 43210');
  await form.getByLabel(/^Email/).fill(email);
  await form.getByLabel(/^Current location/).fill('Indiranagar, Bengaluru');
  await form.getByRole('radio', { name: 'Yes' }).check();
  await form.getByLabel('Additional information (optional)').fill('Five years in dispatch operations.');
  await form.getByLabel("Reference person's name").fill('Kiran Shetty');
  await form.getByLabel("Reference person's email").fill('kiran@example.in');
  await form.getByRole('checkbox', { name: /I agree that Chalein may use these details/ }).check();
}

test('a job seeker opens a job from the grid, applies with a PDF, and the row and the private file are stored', async () => {
  const { page, watch } = await session.newPage();
  const email = uniqueEmail('desktop');
  const resume = buildTinyPdf('Asha Rao - Operations resume');

  await withScreenshotOnFailure(page, 'careers-application', async () => {
    await page.goto('/jobs');
    await waitForRemotePage(page);
    const grid = page.getByRole('region', { name: 'Open roles by team' });
    const firstJob = grid.getByRole('link').first();
    const jobTitle = (await firstJob.innerText()).trim();
    await firstJob.click();

    await page.getByRole('heading', { level: 1, name: jobTitle }).waitFor();
    expect(page.url()).toMatch(/\/jobs_details\/\d+\/[a-z0-9-]+$/);
    const [, jobId, slugName] = /\/jobs_details\/(\d+)\/([a-z0-9-]+)$/.exec(page.url()) ?? [];
    await page.getByRole('link', { name: 'Apply now' }).click();

    await page.getByRole('heading', { level: 1, name: `Apply for ${jobTitle}` }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/apply_job/${jobId}/${slugName}`);
    const form = applicationForm(page);
    await fillApplication(form, email);
    await form.getByLabel(/^Resume/).setInputFiles({ name: 'asha-rao-resume.pdf', mimeType: 'application/pdf', buffer: resume });
    await form.getByText('Chosen: asha-rao-resume.pdf').waitFor();
    await form.getByRole('button', { name: 'Submit application' }).click();

    const dialog = page.getByRole('dialog', { name: 'Thank You' });
    await dialog.waitFor();
    await dialog.getByText('Your form has been submitted successfully.').waitFor();
    const reference = (await dialog.locator('strong').innerText()).trim();
    expect(reference).toMatch(/^JA-\d{4}-\d{5}$/);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });
    // the form is ready for someone else
    expect(await form.getByLabel(/^Email/).inputValue()).toBe('');

    const rows = readApplications(email);
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    resumes.track(row.resume_file);
    expect(row).toMatchObject({
      reference,
      job_category_id: Number(jobId),
      name: 'Asha Rao',
      gender: 'prefer not to disclose',
      contact_number: '9876543210',
      prior_experience: 1,
      reference_person_name: 'Kiran Shetty',
      resume_original_name: 'asha-rao-resume.pdf',
      resume_size: resume.length,
      resume_type: 'pdf',
    });
    // a generated name, not the applicant's, in the private folder, byte for byte, and nothing half-written beside it
    expect(row.resume_file).toMatch(/^[0-9a-f-]{36}\.pdf$/);
    const stored = resumes.pathOf(row.resume_file);
    expect(fs.readFileSync(stored).equals(resume)).toBe(true);
    expect(fs.existsSync(resumes.pathOf(row.resume_file.replace(/\.pdf$/, '.part')))).toBe(false);

    // no URL of the site reaches it
    for (const url of [`/uploads/${row.resume_file}`, `/uploads/resumes/${row.resume_file}`, `/resumes/${row.resume_file}`]) {
      const response = await page.request.get(url);
      expect((await response.body()).includes(Buffer.from('%PDF-'))).toBe(false);
    }
    expect(watch.problems()).toEqual([]);
  });
});

test('on a phone, mistakes get their messages at the top and a renamed image is refused by the server, keeping everything typed', async () => {
  const { page } = await session.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const email = uniqueEmail('phone');
  const facts = await (await page.request.get('/api/categories')).json();
  const job = (facts as { data: Array<{ id: number; slugName: string; job_title: string }> }).data[0]!;

  await withScreenshotOnFailure(page, 'careers-application-phone', async () => {
    await page.goto(`/apply_job/${job.id}/${job.slugName}`);
    await waitForRemotePage(page);
    await page.getByRole('heading', { level: 1, name: `Apply for ${job.job_title}` }).waitFor();

    const form = applicationForm(page);
    const submit = form.getByRole('button', { name: 'Submit application' });
    await submit.scrollIntoViewIfNeeded();
    await submit.click();
    for (const message of ['Name is required.', 'Gender is required.', 'Contact number is required.', 'Email is required.']) {
      await page.getByText(message, { exact: true }).waitFor();
    }
    await page.getByText('prior experience  is required.', { exact: true }).waitFor();
    await page.getByText(/Please correct the \d+ highlighted fields below\./).waitFor();
    // the summary is announced and focus goes to the first invalid field, shown below the sticky header (docs/decisions/0019-forms.md)
    await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'name', undefined, { timeout: 5000 });
    const nameTop = await form.getByLabel(/^Name/).evaluate((input) => input.getBoundingClientRect().top);
    const headerBottom = await page
      .locator('header')
      .first()
      .evaluate((header) => header.getBoundingClientRect().bottom);
    expect(nameTop).toBeGreaterThanOrEqual(headerBottom);

    await fillApplication(form, email);
    // a PNG named .pdf, and a browser that believes the name: only the bytes tell
    const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
    await form.getByLabel(/^Resume/).setInputFiles({ name: 'resume.pdf', mimeType: 'application/pdf', buffer: png });
    await submit.click();

    // the refused file is said at its field (and counted by the summary), without the generic failure as well
    await page.getByText('Please upload a PDF, DOC, or DOCX file.', { exact: true }).waitFor();
    await page.getByText('Please correct the highlighted field below.').waitFor();
    expect(await page.getByText('Error submitting form. Please try again later.').count()).toBe(0);
    expect(await form.getByLabel(/^Email/).inputValue()).toBe(email);
    expect(await form.getByLabel(/^Contact number/).inputValue()).toBe('9876543210');
    expect(await form.getByLabel(/^Gender/).inputValue()).toBe('prefer not to disclose');
    expect(await form.getByRole('radio', { name: 'Yes' }).isChecked()).toBe(true);
    expect(await form.getByLabel(/^Resume/).evaluate((input) => (input as HTMLInputElement).files?.[0]?.name)).toBe('resume.pdf');
    expect(readApplications(email)).toEqual([]);

    // the right file now, without typing anything again
    await form.getByLabel(/^Resume/).setInputFiles({ name: 'resume.pdf', mimeType: 'application/pdf', buffer: buildTinyPdf('Asha Rao') });
    await submit.click();
    await page.getByRole('dialog', { name: 'Thank You' }).waitFor();
    const rows = readApplications(email);
    expect(rows).toHaveLength(1);
    resumes.track(rows[0]!.resume_file);
  });
});

test('the application form has no serious or critical accessibility violation, also with its errors shown', async () => {
  // axe is injected as a script; the site's Content-Security-Policy rightly forbids that, so the test bypasses it
  const { page } = await session.newPage({ bypassCSP: true });
  const facts = await (await page.request.get('/api/categories')).json();
  const job = (facts as { data: Array<{ id: number; slugName: string; job_title: string }> }).data[0]!;
  await withScreenshotOnFailure(page, 'careers-a11y', async () => {
    await page.goto(`/apply_job/${job.id}/${job.slugName}`);
    await waitForRemotePage(page);
    await page.getByRole('button', { name: 'Submit application' }).click();
    await page.getByText('Name is required.', { exact: true }).waitFor();
    await page.addScriptTag({ path: axePath });
    const results = await page.evaluate(() => {
      const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } }).axe;
      return axe.run(document, { resultTypes: ['violations'] });
    });
    const serious = results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
    expect(serious).toEqual([]);
  });
});
