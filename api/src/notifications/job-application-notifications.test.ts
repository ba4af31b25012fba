import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { brand } from '@chalein/shared/lib/brand';
import { encodeMultipart } from '@chalein/testing/multipart-form';
import { buildTinyPdf } from '@chalein/testing/files/resume-files';
import { buildJobApplicationFields, jobApplicationAnswers } from '@chalein/testing/fixtures/job-application';
import { NOTHING_TO_NOTIFY } from '../careers/application-inbox-routes';
import { createStaffAccount, injectStaffWrite, signInStaff, type SignedInStaff } from '../staff/staff-test-kit';
import { createTempDir } from '../test-support/temp-dir';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { buildApplicationReceivedMessage } from './job-application-notifications';
import { failEveryEnqueue, listNewOutboxMessages, listOutboxMessages, readOneNewOutboxMessage } from './notification-test-kit';

// What an applicant is told, from the real routes: applications through the public form with a real resume, status
// changes through the recruiters' API, each message read back from the outbox table.

describe('the applicant’s mails', () => {
  it('escapes the applicant’s own words where the mail writes them', () => {
    const message = buildApplicationReceivedMessage(
      {
        applicationId: 7,
        reference: 'JA-2026-00007',
        name: '<script>alert(1)</script>',
        email: 'asha@example.in',
        jobTitle: 'Engineering',
      },
      new Date('2026-11-26T10:00:00Z'),
    );
    if (message?.channel !== 'email') throw new Error('an applicant is mailed');
    expect(message.idempotencyKey).toBe('job-application-received:7');
    expect(message.email.html).not.toContain('<script>');
    expect(message.email.html).toContain('Hello &lt;script&gt;alert(1)&lt;/script&gt;,');
    // the plain-text part is not HTML: the words stay as written
    expect(message.email.text).toContain('Hello <script>alert(1)</script>,');
    expect(message.email.text).toContain('Received: 26 Nov 2026, 3:30 pm IST');
  });
});

describe('job application events and their mails', () => {
  let testApp: TestApp;
  let app: FastifyInstance;
  let privateDir: string;
  let job: { id: number; job_title: string };
  let recruiter: SignedInStaff;

  beforeAll(async () => {
    privateDir = createTempDir('chalein-applicant-notify-');
    testApp = await createTestApp({ PRIVATE_UPLOADS_DIR: privateDir, RATE_LIMIT_FORMS_PER_MINUTE: '10000' });
    app = testApp.app;
    job = await app.db.selectFrom('job_categories').select(['id', 'job_title']).orderBy('id').executeTakeFirstOrThrow();
    recruiter = await signInStaff(app, await createStaffAccount(app, 'recruiter@chalein.in', ['recruiter']), '198.51.100.40');
  });

  afterAll(async () => {
    await testApp.closeTestApp();
    fs.rmSync(privateDir, { recursive: true, force: true });
  });

  let applicants = 0;
  async function postApplication(overrides: Record<string, string> = {}, withResume = true) {
    applicants += 1;
    const fields = { ...buildJobApplicationFields(job.id), email: `applicant${applicants}@example.in`, ...overrides };
    const files = withResume ? [{ field: 'resume_cv', bytes: buildTinyPdf(), name: 'resume.pdf', type: 'application/pdf' }] : [];
    const { payload, headers } = await encodeMultipart(fields, files);
    return { fields, response: await app.inject({ method: 'POST', url: '/api/career', payload, headers }) };
  }

  async function apply(): Promise<{ reference: string; id: number; email: string }> {
    const { fields, response } = await postApplication();
    expect(response.statusCode).toBe(201);
    const reference = response.json<{ data: { reference: string } }>().data.reference;
    const row = await app.db.selectFrom('job_applications').select('id').where('reference', '=', reference).executeTakeFirstOrThrow();
    return { reference, id: row.id, email: fields.email };
  }

  function changeStatus(reference: string, body: Record<string, unknown>) {
    return injectStaffWrite(app, { method: 'PATCH', url: `/api/staff/applications/${reference}`, payload: body, staff: recruiter });
  }

  it('mails the applicant once the application is stored, and nothing for a refused one', async () => {
    const before = await listOutboxMessages(app.db);
    const { reference, id, email } = await apply();
    const message = await readOneNewOutboxMessage(app.db, before);
    expect(message).toMatchObject({
      kind: 'job-application-received',
      channel: 'email',
      recipient: email,
      status: 'pending',
      idempotencyKey: `job-application-received:${id}`,
    });
    expect(message.email?.subject).toBe(`We have your application for ${job.job_title} (${reference})`);
    expect(message.email?.text).toContain(`Hello ${jobApplicationAnswers.name},`);
    expect(message.email?.text).toContain(`Reference: ${reference}`);
    expect(message.email?.text).toContain(`Role: ${job.job_title}`);
    expect(message.email?.html).toContain(reference);
    // nothing else the form collected: no phone, location, gender or referee
    for (const given of [
      jobApplicationAnswers.number,
      jobApplicationAnswers.current_location,
      jobApplicationAnswers.reference_person_email,
    ]) {
      expect(message.email?.text).not.toContain(given);
      expect(message.email?.html).not.toContain(given);
    }

    const afterFirst = await listOutboxMessages(app.db);
    expect((await postApplication({}, false)).response.statusCode).toBe(400);
    expect((await postApplication({ jobId: '999999' })).response.statusCode).toBe(400);
    expect(await listNewOutboxMessages(app.db, afterFirst)).toEqual([]);
  });

  it('keeps neither the application nor its mail when the transaction fails after the mail', async () => {
    const before = await listOutboxMessages(app.db);
    const restore = failEveryEnqueue();
    let email: string;
    try {
      const posted = await postApplication();
      email = posted.fields.email;
      expect(posted.response.statusCode).toBe(500);
    } finally {
      restore();
    }
    expect(await listNewOutboxMessages(app.db, before)).toEqual([]);
    expect(await app.db.selectFrom('job_applications').select('id').where('email', '=', email).executeTakeFirst()).toBeUndefined();
  });

  it('tells the applicant of a shortlist or a rejection only when the recruiter chooses to, and audits the choice', async () => {
    const quiet = await apply();
    let before = await listOutboxMessages(app.db);
    // by default the applicant is not told
    expect((await changeStatus(quiet.reference, { status: 'shortlisted' })).statusCode).toBe(200);
    expect((await changeStatus(quiet.reference, { status: 'rejected', notifyApplicant: false })).statusCode).toBe(200);
    expect(await listNewOutboxMessages(app.db, before)).toEqual([]);

    const told = await apply();
    before = await listOutboxMessages(app.db);
    expect((await changeStatus(told.reference, { status: 'shortlisted', notifyApplicant: true })).statusCode).toBe(200);
    const shortlisted = await readOneNewOutboxMessage(app.db, before);
    expect(shortlisted).toMatchObject({
      kind: 'job-application-shortlisted',
      recipient: told.email,
      idempotencyKey: `job-application-shortlisted:${told.id}`,
    });
    expect(shortlisted.email?.subject).toBe(`Your application for ${job.job_title} is shortlisted`);

    before = await listOutboxMessages(app.db);
    expect((await changeStatus(told.reference, { status: 'rejected', notifyApplicant: true })).statusCode).toBe(200);
    const rejected = await readOneNewOutboxMessage(app.db, before);
    expect(rejected).toMatchObject({ kind: 'job-application-rejected', idempotencyKey: `job-application-rejected:${told.id}` });
    expect(rejected.email?.text).toContain(`See our open roles: ${app.signedLinks.origin}/jobs`);

    const trail = await app.db
      .selectFrom('audit_events')
      .select('details')
      .where('action', '=', 'staff.applications.update')
      .where('target', '=', `job_application:${told.id}`)
      .orderBy('id')
      .execute();
    expect(trail.map((event) => JSON.parse(event.details ?? '{}'))).toEqual([
      { statusBefore: 'new', status: 'shortlisted', notifyApplicant: true },
      { statusBefore: 'shortlisted', status: 'rejected', notifyApplicant: true },
    ]);
    const quietTrail = await app.db
      .selectFrom('audit_events')
      .select('details')
      .where('target', '=', `job_application:${quiet.id}`)
      .orderBy('id')
      .execute();
    expect(quietTrail.map((event) => JSON.parse(event.details ?? '{}').notifyApplicant)).toEqual([false, false]);
  });

  it('refuses to notify a status with no message, and tells nothing when the status does not change', async () => {
    const { reference } = await apply();
    const before = await listOutboxMessages(app.db);
    const hired = await changeStatus(reference, { status: 'hired', notifyApplicant: true });
    expect(hired.statusCode).toBe(400);
    expect(hired.json()).toEqual({ success: false, message: NOTHING_TO_NOTIFY, errors: { notifyApplicant: NOTHING_TO_NOTIFY } });
    expect(
      (await app.db.selectFrom('job_applications').select('status').where('reference', '=', reference).executeTakeFirstOrThrow()).status,
    ).toBe('new');
    // already rejected: the same status again changes nothing, so nobody is told twice
    expect((await changeStatus(reference, { status: 'rejected' })).statusCode).toBe(200);
    expect((await changeStatus(reference, { status: 'rejected', notifyApplicant: true })).statusCode).toBe(200);
    expect(await listNewOutboxMessages(app.db, before)).toEqual([]);
  });

  it('keeps no status change whose mail failed', async () => {
    const { reference } = await apply();
    const before = await listOutboxMessages(app.db);
    const restore = failEveryEnqueue();
    try {
      expect((await changeStatus(reference, { status: 'shortlisted', notifyApplicant: true })).statusCode).toBe(500);
    } finally {
      restore();
    }
    expect(await listNewOutboxMessages(app.db, before)).toEqual([]);
    expect(
      (await app.db.selectFrom('job_applications').select('status').where('reference', '=', reference).executeTakeFirstOrThrow()).status,
    ).toBe('new');
  });

  it('names the brand and the careers address in every mail', async () => {
    const before = await listOutboxMessages(app.db);
    await apply();
    const message = await readOneNewOutboxMessage(app.db, before);
    expect(message.email?.text).toContain(brand.careersEmail);
    expect(message.email?.html).toContain(brand.legalName);
  });
});
