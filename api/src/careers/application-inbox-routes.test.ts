import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { encodeMultipart } from '@chalein/testing/multipart-form';
import { buildTinyDoc, buildTinyDocx, buildTinyPdf } from '@chalein/testing/files/resume-files';
import { buildJobApplicationFields } from '@chalein/testing/fixtures/job-application';
import { createTempDir } from '../test-support/temp-dir';
import { createTestApp, type TestApp } from '../test-support/test-app';
import type { StaffRole } from '../staff/staff-permissions';
import {
  createStaffAccount,
  injectStaffWrite,
  setStaffClock,
  signInEachRole,
  signInStaff,
  type SignedInStaff,
} from '../staff/staff-test-kit';
import { buildContainsPattern } from './application-inbox-repository';
import { APPLICATION_NOT_FOUND } from './application-inbox-routes';

// The recruiters' inbox through the real app: applications posted through the public form (real resumes in the
// private folder) or, for volume, inserted through the repository; staff signed in through the real routes.

const START = Date.parse('2026-11-26T10:00:00Z');

interface ApplicationView {
  reference: string;
  name: string;
  email: string;
  jobId: number;
  jobTitle: string;
  status: string;
  createdAt: string;
  statusChangedAt: string | null;
  resume?: { originalName: string; byteSize: number; url: string };
}

describe('job applications inbox', () => {
  let testApp: TestApp;
  let app: FastifyInstance;
  let privateDir: string;
  let jobs: { id: number; job_title: string }[];
  let recruiter: SignedInStaff;
  let recruiterId: number;
  let others: Map<StaffRole, SignedInStaff>;

  beforeAll(async () => {
    privateDir = createTempDir('chalein-inbox-private-');
    testApp = await createTestApp({ PRIVATE_UPLOADS_DIR: privateDir, RATE_LIMIT_FORMS_PER_MINUTE: '10000' });
    app = testApp.app;
    setStaffClock(app, START);
    jobs = await app.db.selectFrom('job_categories').select(['id', 'job_title']).orderBy('id').limit(2).execute();
    const account = await createStaffAccount(app, 'recruiter@chalein.in', ['recruiter']);
    recruiterId = account.id;
    recruiter = await signInStaff(app, account, '198.51.100.40');
    others = await signInEachRole(app, ['driver-ops', 'support', 'finance', 'investor-relations', 'admin'], 'inbox', '198.51.100.5');
  });

  beforeEach(() => setStaffClock(app, START));

  afterAll(async () => {
    await testApp.closeTestApp();
    fs.rmSync(privateDir, { recursive: true, force: true });
  });

  /** A GET as the console sends it, by the recruiter unless said otherwise. */
  const read = (url: string, staff: SignedInStaff = recruiter) => app.inject({ method: 'GET', url, headers: { cookie: staff.cookie } });

  async function postApplication(resume: { bytes: Buffer; name: string; type: string }, overrides: Record<string, string> = {}) {
    const fields = { ...buildJobApplicationFields(jobs[0]!.id), ...overrides };
    const { payload, headers } = await encodeMultipart(fields, [{ field: 'resume_cv', ...resume }]);
    const response = await app.inject({ method: 'POST', url: '/api/career', payload, headers });
    if (response.statusCode !== 201) throw new Error(`application answered ${response.statusCode}: ${response.body}`);
    return response.json<{ data: { reference: string } }>().data.reference;
  }

  /** An application row without a file (the list never reads resumes), received at `at`. */
  async function insertApplication(input: { name: string; email: string; jobId: number; at: number }): Promise<string> {
    const stored = await app.repositories.jobApplications.insertApplication(
      {
        jobCategoryId: input.jobId,
        name: input.name,
        gender: 'Other',
        currentLocation: 'Bengaluru',
        contactNumber: '9876543210',
        email: input.email,
        additionalInformation: '',
        priorExperience: 0,
        referencePersonName: null,
        referencePersonEmail: null,
        resumeFile: `${crypto.randomUUID()}.pdf`,
        resumeOriginalName: 'cv.pdf',
        resumeSize: 10,
        resumeType: 'pdf',
      },
      new Date(input.at),
    );
    return stored.reference;
  }

  async function readAll(query: string, limit: number): Promise<{ seen: ApplicationView[]; pages: number }> {
    const seen: ApplicationView[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const response = await read(`/api/staff/applications?limit=${limit}${query}${cursor ? `&cursor=${cursor}` : ''}`);
      expect(response.statusCode).toBe(200);
      const data: { applications: ApplicationView[]; nextCursor: string | null } = response.json().data;
      seen.push(...data.applications);
      cursor = data.nextCursor;
      pages += 1;
    } while (cursor !== null && pages < 100);
    return { seen, pages };
  }

  function listAudit(action: string) {
    return app.db.selectFrom('audit_events').selectAll().where('action', '=', action).orderBy('id').execute();
  }

  describe('the list', () => {
    const inserted: { reference: string; name: string; jobId: number }[] = [];

    beforeAll(async () => {
      // newest first, ties in one instant broken by id: five share one instant
      const names = ['Meera Nair', 'Arjun Das', 'Priya 100% Sharma', 'Rahul_Iyer', 'Sneha Rao', 'Vikram Rao', 'Anita Desai', 'Farhan Ali'];
      for (let index = 0; index < 24; index += 1) {
        const name = `${names[index % names.length]} ${index}`;
        const jobId = jobs[index % 2]!.id;
        const at = START - 86_400_000 - Math.min(index, 19) * 60_000;
        inserted.push({ reference: await insertApplication({ name, email: `person${index}@Example.in`, jobId, at }), name, jobId });
      }
    });

    test('pages newest first with no gap or duplicate, ties broken by id', async () => {
      const { seen, pages } = await readAll('', 5);
      expect(pages).toBe(5);
      const references = seen.map((entry) => entry.reference);
      expect(new Set(references).size).toBe(24);
      // inserted oldest last: the expected order is the insert order, the five tied ones newest id first
      const expected = [
        ...inserted.slice(0, 19).map((entry) => entry.reference),
        ...inserted
          .slice(19)
          .map((entry) => entry.reference)
          .reverse(),
      ];
      expect(references).toEqual(expected);
      expect(seen[0]).toMatchObject({ name: 'Meera Nair 0', jobTitle: jobs[0]!.job_title, status: 'new', statusChangedAt: null });
    });

    test('filters by job, by status and by a part of the name or email in any case', async () => {
      const byJob = await readAll(`&job=${jobs[1]!.id}`, 4);
      expect(byJob.seen.map((entry) => entry.reference).sort()).toEqual(
        inserted
          .filter((entry) => entry.jobId === jobs[1]!.id)
          .map((entry) => entry.reference)
          .sort(),
      );
      expect(byJob.seen.every((entry) => entry.jobTitle === jobs[1]!.job_title)).toBe(true);

      const rao = await readAll('&q=rAO', 3);
      expect(rao.seen.map((entry) => entry.name).sort()).toEqual(
        inserted
          .filter((entry) => / Rao /.test(`${entry.name} `))
          .map((entry) => entry.name)
          .sort(),
      );
      const byEmail = await readAll(`&q=${encodeURIComponent('PERSON1@example')}`, 50);
      expect(byEmail.seen.map((entry) => entry.email)).toEqual(['person1@Example.in']);
      // % and _ are the text typed, not wildcards
      expect((await readAll(`&q=${encodeURIComponent('100%')}`, 50)).seen.map((entry) => entry.name)).toEqual(
        inserted.filter((entry) => entry.name.includes('100%')).map((entry) => entry.name),
      );
      expect((await readAll(`&q=${encodeURIComponent('h%r')}`, 50)).seen).toEqual([]);
      expect((await readAll(`&q=${encodeURIComponent('l_')}`, 50)).seen.map((entry) => entry.name).sort()).toEqual([
        'Rahul_Iyer 11',
        'Rahul_Iyer 19',
        'Rahul_Iyer 3',
      ]);

      const target = inserted[3]!.reference;
      const changed = await injectStaffWrite(app, {
        method: 'PATCH',
        url: `/api/staff/applications/${target}`,
        payload: { status: 'hired' },
        staff: recruiter,
      });
      expect(changed.statusCode).toBe(200);
      const hiredForJob = await readAll(`&status=hired&job=${inserted[3]!.jobId}&q=rahul`, 10);
      expect(hiredForJob.seen.map((entry) => entry.reference)).toEqual([target]);
      expect((await readAll('&status=shortlisted', 10)).seen).toEqual([]);
    });

    test('a LIKE pattern takes the text literally', () => {
      expect(buildContainsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
    });

    test('a cursor the server did not make is refused with 400', async () => {
      const response = await read('/api/staff/applications?cursor=WyJ4Il0');
      expect(response.statusCode).toBe(400);
    });

    test('the CSV export has the filtered list, neutralises formulas, and is audited without the searched text', async () => {
      const formula = await insertApplication({
        name: '=HYPERLINK("http://example.com","Rao")',
        email: 'x@example.in',
        jobId: jobs[0]!.id,
        at: START,
      });
      const response = await read(`/api/staff/applications/export.csv?job=${jobs[0]!.id}&q=rao`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toBe('attachment; filename="job-applications-2026-11-26.csv"');
      expect(response.headers['cache-control']).toBe('no-store');
      const lines = response.body
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n');
      expect(lines[0]).toBe(
        'Reference,Received,Job,Status,Name,Email,Contact number,Current location,Prior experience,Resume type,Status changed',
      );
      const expected = inserted.filter((entry) => entry.jobId === jobs[0]!.id && / Rao /.test(`${entry.name} `));
      expect(lines).toHaveLength(1 + expected.length + 1);
      expect(lines[1]).toContain(formula);
      expect(lines[1]).toContain(`"'=HYPERLINK(""http://example.com"",""Rao"")"`);
      expect(lines.slice(2).map((line) => line.split(',')[0])).toEqual(expected.map((entry) => entry.reference));

      const events = await listAudit('staff.applications.export');
      expect(events).toHaveLength(1);
      expect(events[0]).toMatchObject({ actor_id: recruiterId, outcome: 'success', target: null });
      expect(JSON.parse(events[0]!.details)).toEqual({ jobId: jobs[0]!.id, status: null, searched: true });
      expect(events[0]!.details).not.toContain('rao');
    });
  });

  test('the detail, and a status change that is audited once and recorded as changed', async () => {
    const reference = await postApplication({ bytes: buildTinyPdf(), name: 'Asha Rao CV.pdf', type: 'application/pdf' });
    const detail = await read(`/api/staff/applications/${reference}`);
    expect(detail.statusCode).toBe(200);
    const application = detail.json<{ data: { application: ApplicationView & Record<string, unknown> } }>().data.application;
    expect(application).toMatchObject({
      reference,
      name: 'Asha Rao',
      email: 'asha.rao@example.in',
      gender: 'Female',
      currentLocation: 'Indiranagar, Bengaluru',
      additionalInformation: 'Five years in dispatch.',
      priorExperience: true,
      referencePersonName: 'Kiran Shetty',
      referencePersonEmail: 'kiran@example.in',
      status: 'new',
      resumeType: 'pdf',
      resume: { originalName: 'Asha Rao CV.pdf', url: `/api/staff/applications/${reference}/resume` },
    });
    expect(application).not.toHaveProperty('resumeFile');
    expect(detail.headers['cache-control']).toBe('no-store');

    const id = (await app.db.selectFrom('job_applications').select('id').where('reference', '=', reference).executeTakeFirstOrThrow()).id;
    const change = (status: string) =>
      injectStaffWrite(app, { method: 'PATCH', url: `/api/staff/applications/${reference}`, payload: { status }, staff: recruiter });
    setStaffClock(app, START + 60_000);
    const shortlisted = await change('shortlisted');
    expect(shortlisted.statusCode).toBe(200);
    expect(shortlisted.json().data.application).toMatchObject({ status: 'shortlisted', statusChangedAt: '2026-11-26T10:01:00.000Z' });
    expect((await change('shortlisted')).statusCode).toBe(200);
    expect((await change('rejected')).json().data.application.status).toBe('rejected');
    expect((await change('maybe')).statusCode).toBe(400);

    const events = (await listAudit('staff.applications.update')).filter((event) => event.target === `job_application:${id}`);
    expect(events.map((event) => JSON.parse(event.details))).toEqual([
      { statusBefore: 'new', status: 'shortlisted', notifyApplicant: false },
      { statusBefore: 'shortlisted', status: 'rejected', notifyApplicant: false },
    ]);
    expect(events.every((event) => event.actor_id === recruiterId)).toBe(true);
    expect((await read('/api/staff/applications/JA-2026-99999')).json()).toMatchObject({ message: APPLICATION_NOT_FOUND });
  });

  test('a resume downloads as an attachment of its real type, never cached, and each download is audited', async () => {
    const cases = [
      { bytes: buildTinyPdf(), name: 'Asha; CV (final).pdf', type: 'application/pdf', contentType: 'application/pdf' },
      {
        bytes: buildTinyDocx(),
        name: 'résumé',
        type: 'application/octet-stream',
        contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      },
      { bytes: buildTinyDoc(), name: 'cv.doc', type: 'application/msword', contentType: 'application/msword' },
    ];
    const before = (await listAudit('staff.applications.resume')).length;
    const dispositions: string[] = [];
    for (const resume of cases) {
      const reference = await postApplication(resume);
      for (let download = 0; download < 2; download += 1) {
        const response = await read(`/api/staff/applications/${reference}/resume`);
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe(resume.contentType);
        expect(response.headers['cache-control']).toBe('no-store');
        expect(response.headers['x-content-type-options']).toBe('nosniff');
        expect(response.headers['content-security-policy']).toContain('sandbox');
        expect(response.rawPayload.equals(resume.bytes)).toBe(true);
        dispositions.push(String(response.headers['content-disposition']));
      }
    }
    expect([dispositions[0], dispositions[2], dispositions[4]]).toEqual([
      `attachment; filename="Asha__CV__final_.pdf"; filename*=UTF-8''Asha%3B%20CV%20%28final%29.pdf`,
      `attachment; filename="r_sum_.docx"; filename*=UTF-8''r%C3%A9sum%C3%A9.docx`,
      `attachment; filename="cv.doc"; filename*=UTF-8''cv.doc`,
    ]);
    const events = (await listAudit('staff.applications.resume')).slice(before);
    expect(events.map((event) => [event.outcome, JSON.parse(event.details).resumeType])).toEqual([
      ['success', 'pdf'],
      ['success', 'pdf'],
      ['success', 'docx'],
      ['success', 'docx'],
      ['success', 'doc'],
      ['success', 'doc'],
    ]);
  });

  test('a stored resume that is no longer its recorded type is not served, and the attempt is audited', async () => {
    const reference = await postApplication({ bytes: buildTinyPdf(), name: 'cv.pdf', type: 'application/pdf' });
    const row = await app.db.selectFrom('job_applications').selectAll().where('reference', '=', reference).executeTakeFirstOrThrow();
    const storedPath = path.join(privateDir, 'resumes', row.resume_file);
    expect(fs.existsSync(storedPath)).toBe(true);
    // the same length, another type: only the type check is left to notice
    const swapped = Buffer.alloc(row.resume_size, 0x41);
    fs.writeFileSync(storedPath, swapped);
    const response = await read(`/api/staff/applications/${reference}/resume`);
    expect(response.statusCode).toBe(500);
    const events = (await listAudit('staff.applications.resume')).filter((event) => event.target === `job_application:${row.id}`);
    expect(events.map((event) => event.outcome)).toEqual(['failure']);
  });

  test('only recruiters and admins reach the inbox; a driver reviewer and the other roles get 403', async () => {
    const reference = await postApplication({ bytes: buildTinyPdf(), name: 'cv.pdf', type: 'application/pdf' });
    const attempts = (staff: SignedInStaff) => [
      read('/api/staff/applications', staff),
      read(`/api/staff/applications/${reference}`, staff),
      read(`/api/staff/applications/${reference}/resume`, staff),
      read('/api/staff/applications/export.csv', staff),
      injectStaffWrite(app, { method: 'PATCH', url: `/api/staff/applications/${reference}`, payload: { status: 'shortlisted' }, staff }),
    ];
    for (const role of ['driver-ops', 'support', 'finance', 'investor-relations'] as const) {
      const answers = await Promise.all(attempts(others.get(role)!));
      expect(answers.map((answer) => `${role} ${answer.statusCode}`)).toEqual(answers.map(() => `${role} 403`));
      expect(answers.map((answer) => answer.body).join()).not.toContain('Asha');
    }
    const admin = await Promise.all(attempts(others.get('admin')!));
    expect(admin.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
  });
});
