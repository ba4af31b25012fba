import { readEnglishMessage, readEnglishMessages } from '@chalein/testing/validation-messages';
import fs from 'node:fs';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { FORM_NAME_FIELD, IDEMPOTENCY_KEY_FIELD } from '@chalein/shared/lib/posted-form';
import { contactMessages as contactMessageKeys } from '@chalein/shared/lib/validation/contact';
import { replyConsentMessage as replyConsentKey } from '@chalein/shared/lib/validation/common';
import { newsletterMessages as newsletterMessageKeys } from '@chalein/shared/lib/validation/newsletter';
import { waitUntil } from '@chalein/testing/wait-until';
import { REPO_ROOT } from '../../settings/environment';
import { buildJobApplicationFields } from '@chalein/testing/fixtures/job-application';
import { contactMessage } from '@chalein/testing/fixtures/contact-message';
import { encodeMultipart } from '@chalein/testing/multipart-form';
import { buildJpeg } from '@chalein/testing/files/image-files';
import { buildTinyPdf } from '@chalein/testing/files/resume-files';
import { CHOOSE_FILES_AGAIN_MESSAGE } from '@chalein/shared/lib/posted-form';
import { jobApplicationMessages as jobApplicationMessageKeys } from '@chalein/shared/lib/validation/job-application';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { postDriverRegistration } from '../../test-support/driver-registration-kit';
import { driverStatusMessages as driverStatusMessageKeys } from '@chalein/shared/lib/validation/driver-status';
import { SENT_FORM_COOKIE } from './form-posts-plugin';

// answers are in English unless the request asks for another language: the messages as an English page shows them
const contactMessages = readEnglishMessages(contactMessageKeys);
const replyConsentMessage = readEnglishMessage(replyConsentKey);
const newsletterMessages = readEnglishMessages(newsletterMessageKeys);
const jobApplicationMessages = readEnglishMessages(jobApplicationMessageKeys);
const driverStatusMessages = readEnglishMessages(driverStatusMessageKeys);

// Forms posted without scripts, on the real site: the built shell and remotes rendered by real render processes, the
// API routes on a real database. A post becomes the API call the page's script makes; the answer is a 303 to the
// page's thank-you, or the page again with what was typed and the API's messages.

const BUILT_FILES = [
  'shell/dist/server/render-process.js',
  'marketing-mfe/dist/server/remoteEntry.js',
  'careers-mfe/dist/server/remoteEntry.js',
];

let testApp: TestApp;
/** the Idempotency-Key of every API call a post became, by the API's path */
const forwardedKeys: { url: string; key: string | undefined }[] = [];

const renderedBy = (response: LightMyRequestResponse) => /desc="(\w+)"/.exec(String(response.headers['server-timing']))?.[1];

beforeAll(async () => {
  for (const file of BUILT_FILES) {
    if (!fs.existsSync(path.join(REPO_ROOT, file))) throw new Error(`${file} is missing: these tests use the real builds (npm run build)`);
  }
  testApp = await createTestApp(
    {
      SITE_ROOT: REPO_ROOT,
      RENDER_PROCESSES: '1',
      RENDER_BUDGET_MS: '5000',
      RENDER_MISSES_PER_MINUTE: '0',
      RATE_LIMIT_FORMS_PER_MINUTE: '1000',
      // the request log as production writes it is read below: it must never hold what a visitor typed
      LOG_LEVEL: 'info',
    },
    (app) =>
      app.addHook('onRequest', async (request) => {
        if (request.url.startsWith('/api/')) {
          const key = request.headers['idempotency-key'];
          forwardedKeys.push({ url: request.url, key: typeof key === 'string' ? key : undefined });
        }
      }),
  );
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  for (const url of ['/about', '/jobs']) {
    let last: string | undefined;
    await waitUntil(
      async () => (last = renderedBy(await testApp.app.inject({ method: 'GET', url }))) === 'server',
      () => `the render processes of ${url} to be ready (last: ${String(last)})`,
      { timeoutMs: 60_000, intervalMs: 250 },
    );
  }
}, 90_000);

afterAll(() => testApp?.closeTestApp(), 30_000);

const listContactRows = () => testApp.app.db.selectFrom('contact_messages').selectAll().orderBy('id').execute();

function postUrlEncoded(url: string, fields: Record<string, string>, remoteAddress = '203.0.113.7') {
  return testApp.app.inject({
    method: 'POST',
    url,
    remoteAddress,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
}

const typedContact = {
  firstName: contactMessage.firstName,
  lastName: contactMessage.lastName,
  email: contactMessage.email,
  phone_number: contactMessage.phone_number,
  address: contactMessage.address,
  message: contactMessage.message,
};

function readSentCookie(response: LightMyRequestResponse): string {
  const header = ([] as string[]).concat(response.headers['set-cookie'] ?? []).find((cookie) => cookie.startsWith(`${SENT_FORM_COOKIE}=`));
  if (!header) throw new Error('no thank-you cookie');
  return header.split(';')[0]!;
}

describe('the contact form posted without scripts', () => {
  it('stores a right post once through the API and redirects (303) to the page, which thanks with the reference', async () => {
    const before = (await listContactRows()).length;
    const response = await postUrlEncoded('/contact', {
      [FORM_NAME_FIELD]: 'contact',
      [IDEMPOTENCY_KEY_FIELD]: '',
      ...typedContact,
      consent: 'on',
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/contact');
    expect(response.headers['cache-control']).toBe('no-store');
    const rows = await listContactRows();
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)).toMatchObject({ first_name: 'Asha', email: contactMessage.email, message: contactMessage.message });
    expect(rows.at(-1)?.consent_at).toBeTruthy();
    const cookie = readSentCookie(response);
    expect(cookie).toBe(`${SENT_FORM_COOKIE}=contact.${rows.at(-1)!.reference}`);

    const thanked = await testApp.app.inject({ method: 'GET', url: '/contact', headers: { cookie } });
    expect(thanked.statusCode).toBe(200);
    expect(renderedBy(thanked)).toBe('server');
    expect(thanked.headers['cache-control']).toBe('private, no-store');
    expect(thanked.body).toContain('Thank You');
    expect(thanked.body).toContain(contactMessages.success);
    expect(thanked.body).toContain(rows.at(-1)!.reference);
    // taken once: the cookie is cleared, and the page as everyone gets it says no thank-you
    expect(String(thanked.headers['set-cookie'])).toContain(`${SENT_FORM_COOKIE}=; Path=/contact; Max-Age=0`);
    const again = await testApp.app.inject({ method: 'GET', url: '/contact' });
    expect(again.body).not.toContain(contactMessages.success);
  });

  it('takes a post to the Hindi page at its Hindi address, and thanks in Hindi there', async () => {
    const hindiSuccess = (
      JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'shared/locales/hi/validation.json'), 'utf8')) as { contact: { success: string } }
    ).contact.success;
    const before = (await listContactRows()).length;
    const response = await postUrlEncoded('/hi/contact', {
      [FORM_NAME_FIELD]: 'contact',
      [IDEMPOTENCY_KEY_FIELD]: '',
      ...typedContact,
      // a message of its own: the same one again would be the same submission
      message: 'नमस्ते, मैं हिन्दी पेज से लिख रही हूँ।',
      consent: 'on',
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/hi/contact');
    expect(await listContactRows()).toHaveLength(before + 1);
    const thanked = await testApp.app.inject({ method: 'GET', url: '/hi/contact', headers: { cookie: readSentCookie(response) } });
    expect(thanked.statusCode).toBe(200);
    expect(thanked.body).toContain('lang="hi-IN"');
    expect(thanked.body).toContain(hindiSuccess);
    // the Hindi page's form posts to the Hindi address, so a visitor without scripts stays in Hindi
    expect(thanked.body).toMatch(/<form[^>]* action="\/hi\/contact"/);
  });

  it('answers a wrong post 422 with the page: the messages beside their fields, the summary, and everything typed', async () => {
    const before = (await listContactRows()).length;
    const response = await postUrlEncoded('/contact', {
      [FORM_NAME_FIELD]: 'contact',
      [IDEMPOTENCY_KEY_FIELD]: '',
      ...typedContact,
      email: 'asha.rao',
      message: 'Kept word for word',
    });
    expect(response.statusCode).toBe(422);
    expect(renderedBy(response)).toBe('server');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.body).toContain(contactMessages.emailInvalid);
    expect(response.body).toContain(replyConsentMessage);
    expect(response.body).toContain('Please correct the 2 fields marked below.');
    expect(response.body).toContain('value="asha.rao"');
    expect(response.body).toContain(`value="${contactMessage.firstName}"`);
    expect(response.body).toContain('Kept word for word</textarea>');
    expect(await listContactRows()).toHaveLength(before);
    // never kept: the next visitor gets the page without this visitor's words
    const next = await testApp.app.inject({ method: 'GET', url: '/contact' });
    expect(next.body).not.toContain('Kept word for word');
  });

  it('stores the same post sent twice by the same visitor once, and thanks both times', async () => {
    const message = 'Sent twice by a double click';
    const fields = { [FORM_NAME_FIELD]: 'contact', [IDEMPOTENCY_KEY_FIELD]: '', ...typedContact, message, consent: 'on' };
    const first = await postUrlEncoded('/contact', fields);
    const second = await postUrlEncoded('/contact', fields);
    expect([first.statusCode, second.statusCode]).toEqual([303, 303]);
    expect(readSentCookie(second)).toBe(readSentCookie(first));
    const rows = (await listContactRows()).filter((row) => row.message === message);
    expect(rows).toHaveLength(1);
  });

  it('sends the key the starter filled in as Idempotency-Key, and derives one from the post when there is none', async () => {
    const fields = { [FORM_NAME_FIELD]: 'contact', ...typedContact, consent: 'on', message: 'Which key is this?' };
    forwardedKeys.length = 0;
    await postUrlEncoded('/contact', { ...fields, [IDEMPOTENCY_KEY_FIELD]: '0b5c1c9e-6a53-4c4b-9d3e-2f7b8a1c0d42' });
    await postUrlEncoded('/contact', { ...fields, [IDEMPOTENCY_KEY_FIELD]: '' });
    await postUrlEncoded('/contact', { ...fields, [IDEMPOTENCY_KEY_FIELD]: '' });
    await postUrlEncoded('/contact', { ...fields, [IDEMPOTENCY_KEY_FIELD]: '' }, '198.51.100.9');
    await postUrlEncoded('/contact', { ...fields, message: 'Another message', [IDEMPOTENCY_KEY_FIELD]: '' });
    const keys = forwardedKeys.filter((call) => call.url === '/api/contact-us').map((call) => call.key);
    expect(keys).toHaveLength(5);
    expect(keys[0]).toBe('0b5c1c9e-6a53-4c4b-9d3e-2f7b8a1c0d42');
    expect(keys[1]).toMatch(/^post-[0-9a-f]{64}$/);
    // the same post from the same visitor is the same submission; another visitor's, or another message, is not
    expect(keys[2]).toBe(keys[1]);
    expect(keys[3]).not.toBe(keys[1]);
    expect(keys[4]).not.toBe(keys[1]);
  });
});

describe('the newsletter form, on every page', () => {
  it('subscribes from any page and thanks on that page', async () => {
    const response = await postUrlEncoded('/pricing', {
      [FORM_NAME_FIELD]: 'newsletter',
      [IDEMPOTENCY_KEY_FIELD]: '',
      email: 'reader@example.in',
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/pricing');
    const rows = await testApp.app.db.selectFrom('newsletter_subscriptions').selectAll().execute();
    expect(rows.map((row) => row.email)).toContain('reader@example.in');
  });

  it('shows the message beside the field and keeps the address', async () => {
    const response = await postUrlEncoded('/about', {
      [FORM_NAME_FIELD]: 'newsletter',
      [IDEMPOTENCY_KEY_FIELD]: '',
      email: 'not-an-address',
    });
    expect(response.statusCode).toBe(422);
    expect(response.body).toContain(newsletterMessages.invalid);
    expect(response.body).toContain('value="not-an-address"');
  });
});

describe('the request log', () => {
  it('names the page posted to and holds nothing the visitor typed', async () => {
    const lines: string[] = [];
    const write = jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      lines.push(String(chunk));
      return true;
    });
    try {
      const typed = { ...typedContact, firstName: 'Logcheck', email: 'logcheck@example.in', message: 'Logged nowhere' };
      await postUrlEncoded('/contact', { [FORM_NAME_FIELD]: 'contact', [IDEMPOTENCY_KEY_FIELD]: '', ...typed });
      await postUrlEncoded('/contact', { [FORM_NAME_FIELD]: 'contact', [IDEMPOTENCY_KEY_FIELD]: '', ...typed, consent: 'on' });
    } finally {
      write.mockRestore();
    }
    const log = lines.join('');
    expect(log).toContain('"url":"/contact"');
    expect(log).toContain('"url":"/api/contact-us"');
    for (const value of ['Logcheck', 'logcheck@example.in', 'Logged nowhere', contactMessage.phone_number])
      expect(log).not.toContain(value);
  });
});

describe('what the post handler refuses', () => {
  it('refuses a form that is not on the page, and a post to no page', async () => {
    const before = (await listContactRows()).length;
    const wrongPage = await postUrlEncoded('/about', { [FORM_NAME_FIELD]: 'contact', ...typedContact, consent: 'on' });
    expect(wrongPage.statusCode).toBe(404);
    const unnamed = await postUrlEncoded('/contact', { ...typedContact, consent: 'on' });
    expect(unnamed.statusCode).toBe(404);
    expect(await listContactRows()).toHaveLength(before);
    const noPage = await postUrlEncoded('/no-such-page', { [FORM_NAME_FIELD]: 'newsletter', email: 'reader@example.in' });
    expect(noPage.statusCode).toBe(404);
  });

  it('never takes a form by GET: the fields in an address are ignored, stored nowhere and not shown', async () => {
    const before = (await listContactRows()).length;
    const query = new URLSearchParams({ [FORM_NAME_FIELD]: 'contact', ...typedContact, firstName: 'Querystring', consent: 'on' });
    const response = await testApp.app.inject({ method: 'GET', url: `/contact?${query.toString()}` });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('Querystring');
    expect(await listContactRows()).toHaveLength(before);
  });

  it("refuses a post another site's page sent, and stores nothing", async () => {
    const before = (await listContactRows()).length;
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/contact',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'cross-site' },
      payload: new URLSearchParams({ [FORM_NAME_FIELD]: 'contact', ...typedContact, consent: 'on' }).toString(),
    });
    expect(response.statusCode).toBe(403);
    expect(await listContactRows()).toHaveLength(before);
  });

  it('leaves the API alone: a post under /api is never a page form', async () => {
    const response = await postUrlEncoded('/api/no-such-route', { [FORM_NAME_FIELD]: 'newsletter', email: 'reader@example.in' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
  });
});

describe('the job application, multipart with a resume', () => {
  async function findApplyPath(): Promise<{ path: string; jobId: number }> {
    const job = await testApp.app.db.selectFrom('job_categories').select(['id', 'slug']).orderBy('id').executeTakeFirstOrThrow();
    return { path: `/apply_job/${job.id}/${job.slug}`, jobId: job.id };
  }

  /** The fields as the page's inputs name them: no job id (the address has it), and a ticked box's 'on'. */
  function buildPostedFields(jobId: number): Record<string, string> {
    const { jobId: _left, ...fields } = buildJobApplicationFields(jobId);
    return { [FORM_NAME_FIELD]: 'job-application', [IDEMPOTENCY_KEY_FIELD]: '', ...fields, consent: 'on' };
  }

  it('stores a right post with its resume once, for the job of the address, and redirects to its thank-you', async () => {
    const { path: applyPath, jobId } = await findApplyPath();
    const { payload, headers } = await encodeMultipart(buildPostedFields(jobId), [
      { field: 'resume_cv', bytes: buildTinyPdf(), name: 'asha-rao.pdf', type: 'application/pdf' },
    ]);
    const before = await testApp.app.db.selectFrom('job_applications').selectAll().execute();
    const response = await testApp.app.inject({ method: 'POST', url: applyPath, payload, headers, remoteAddress: '203.0.113.8' });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(applyPath);
    const rows = await testApp.app.db.selectFrom('job_applications').selectAll().execute();
    expect(rows).toHaveLength(before.length + 1);
    const row = rows.find((candidate) => !before.some((old) => old.id === candidate.id))!;
    expect(row).toMatchObject({ job_category_id: jobId, name: 'Asha Rao', resume_original_name: 'asha-rao.pdf' });
    expect(readSentCookie(response)).toBe(`${SENT_FORM_COOKIE}=job-application.${row.reference}`);

    const thanked = await testApp.app.inject({ method: 'GET', url: applyPath, headers: { cookie: readSentCookie(response) } });
    expect(thanked.body).toContain(jobApplicationMessages.success);
  });

  it('answers a post without its resume 422: the message, what was typed, and a word that files must be chosen again', async () => {
    const { path: applyPath, jobId } = await findApplyPath();
    const { payload, headers } = await encodeMultipart({ ...buildPostedFields(jobId), name: 'Kept Name' }, [
      // a file input left empty: what a browser sends when nothing was chosen
      { field: 'resume_cv', bytes: Buffer.alloc(0), name: '', type: 'application/octet-stream' },
    ]);
    const response = await testApp.app.inject({ method: 'POST', url: applyPath, payload, headers, remoteAddress: '203.0.113.8' });
    expect(response.statusCode).toBe(422);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.body).toContain('value="Kept Name"');
    expect(response.body).toContain(jobApplicationMessages.resumeRequired);
    expect(response.body).toContain(CHOOSE_FILES_AGAIN_MESSAGE);
  });
});

describe('the driver status lookup, answered in place', () => {
  const mobile = '6123456789';
  let reference: string;

  beforeAll(async () => {
    reference = await postDriverRegistration(testApp.app, mobile, 'Ravi Kumar Shetty');
    let last: string | undefined;
    await waitUntil(
      async () => (last = renderedBy(await testApp.app.inject({ method: 'GET', url: '/drive_with_us' }))) === 'server',
      () => `the render processes of /drive_with_us to be ready (last: ${String(last)})`,
      { timeoutMs: 60_000, intervalMs: 250 },
    );
  }, 90_000);

  const postLookup = (typedReference: string, contactNumber: string) =>
    postUrlEncoded(
      '/drive_with_us/status',
      { [FORM_NAME_FIELD]: 'driver-status', [IDEMPOTENCY_KEY_FIELD]: '', reference: typedReference, contactNumber },
      '203.0.113.30',
    );

  it('answers the right pair with the page showing the status, for that visitor alone, with no redirect', async () => {
    const response = await postLookup(reference.toLowerCase(), mobile);
    expect(response.statusCode).toBe(200);
    expect(renderedBy(response)).toBe('server');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['set-cookie']).toBeUndefined();
    // React marks where its text and the name meet
    expect(response.body).toMatch(/Hello (<!-- -->)?Ravi/);
    expect(response.body).toContain('<strong>Submitted</strong>');
    // the mobile number is not written back into the page, nor the rest of the name
    expect(response.body).not.toContain(mobile);
    expect(response.body).not.toContain('Shetty');
  });

  it('answers a wrong pair with the one message, the lookup form again', async () => {
    const response = await postLookup(reference, '9000000000');
    expect(response.statusCode).toBe(404);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.body).toContain(driverStatusMessages.notFound);
    expect(response.body).toContain('Find your application');
    expect(response.body).not.toMatch(/Hello (<!-- -->)?Ravi/);
  });

  it('takes a rejected document sent again without scripts and answers with the page, back under review', async () => {
    // the licence rejected as a reviewer would (the review's own routes are tested with the console)
    await testApp.app.db
      .updateTable('driver_documents')
      .set({ review_state: 'rejected', rejection_reason: 'unreadable' })
      .where('document_type', '=', 'drivingLicenseFrontPhoto')
      .where('registration_id', '=', testApp.app.db.selectFrom('driver_registrations').select('id').where('reference', '=', reference))
      .execute();
    await testApp.app.db
      .updateTable('driver_registrations')
      .set({ review_status: 'action_needed' })
      .where('reference', '=', reference)
      .execute();
    const lookedUp = await postLookup(reference, mobile);
    // the page carries the token in the upload form's hidden field, as a browser without scripts sends it back
    const token = /name="token" value="([^"]+)"/.exec(lookedUp.body)?.[1];
    expect(token).toBeDefined();
    const { payload, headers } = await encodeMultipart(
      { [FORM_NAME_FIELD]: 'driver-document', [IDEMPOTENCY_KEY_FIELD]: '', token: token!, documentType: 'drivingLicenseFrontPhoto' },
      [{ field: 'document', bytes: buildJpeg(), name: 'licence.jpg', type: 'image/jpeg' }],
    );
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/drive_with_us/status',
      payload,
      headers,
      remoteAddress: '203.0.113.31',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.body).toContain('<strong>Under review</strong>');
    expect(response.body).toContain(driverStatusMessages.uploaded);
    const row = await testApp.app.db
      .selectFrom('driver_registrations')
      .select(['review_status', 'resubmitted_at'])
      .where('reference', '=', reference)
      .executeTakeFirstOrThrow();
    expect(row.review_status).toBe('under_review');
    expect(row.resubmitted_at).not.toBeNull();
  });
});
