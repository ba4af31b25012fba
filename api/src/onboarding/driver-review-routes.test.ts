import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { driverDocumentFields } from '@chalein/shared/lib/validation/driver-registration';
import { encodeMultipart } from '@chalein/testing/multipart-form';
import { driverDocumentFiles } from '@chalein/testing/fixtures/driver-documents';
import { buildPdf } from '@chalein/testing/files/pdf-files';
import { driverRegistration } from '@chalein/testing/fixtures/driver-registration';
import { createTempDir } from '../test-support/temp-dir';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { DRIVER_DOCUMENTS_FOLDER_NAME } from '../uploads/driver-document-storage';
import {
  createStaffAccount,
  injectStaffWrite,
  setStaffClock,
  signInEachRole,
  signInStaff,
  type SignedInStaff,
} from '../staff/staff-test-kit';
import type { StaffRole } from '../staff/staff-permissions';
import { DOCUMENT_REJECTION_REASON_CODES, NOTE_REQUIRED, REASON_REQUIRED } from './driver-review-rules';
import { REGISTRATION_CLOSED, STALE_VERSION } from './driver-review-service';
import { INVALID_CURSOR } from './driver-review-routes';

// The review of driver registrations through the real app: registrations posted through the public form (real
// files in the private folder) or, for the queue's volume, inserted through the repository; staff signed in through
// the real sign-in routes.

const START = Date.parse('2026-11-26T10:00:00Z');

let mobiles = 0;
const nextMobile = () => `97${String(30_000_000 + (mobiles += 1)).padStart(8, '0')}`;

/** A registration through the public form, as a driver sends it, in Bengaluru (`cityId`, which differs by database). */
async function postRegistration(app: FastifyInstance, cityId: string): Promise<string> {
  const fields = {
    ...driverRegistration,
    contactNumber: nextMobile(),
    cityId,
    reDrivingLicenseNumber: driverRegistration.drivingLicenseNo,
  };
  const parts = driverDocumentFields.map((field) => ({ field, ...driverDocumentFiles[field] }));
  const { payload, headers } = await encodeMultipart(fields, parts);
  const response = await app.inject({ method: 'POST', url: '/api/new-registration', headers, payload });
  if (response.statusCode !== 201) throw new Error(`registration answered ${response.statusCode}: ${response.body}`);
  return response.json<{ data: { reference: string } }>().data.reference;
}

interface RegistrationView {
  reference: string;
  status: string;
  version: number;
  rejectionReason: string | null;
  rejectionNote: string | null;
  details: Record<string, unknown>;
  documents: {
    documentType: string;
    state: string;
    rejectionReason: string | null;
    rejectionNote: string | null;
    reviewedBy: number | null;
    url: string;
  }[];
}

describe('driver registration review', () => {
  let testApp: TestApp;
  let app: FastifyInstance;
  let privateDir: string;
  let cityId: string;
  let reviewer: SignedInStaff;
  let reviewerId: number;
  let secondReviewer: SignedInStaff;
  let staffByRole: Map<StaffRole, SignedInStaff>;

  beforeAll(async () => {
    privateDir = createTempDir('chalein-review-private-');
    testApp = await createTestApp({ PRIVATE_UPLOADS_DIR: privateDir, RATE_LIMIT_FORMS_PER_MINUTE: '10000' });
    app = testApp.app;
    setStaffClock(app, START);
    const city = await app.db.selectFrom('cities').select('id').where('name', '=', 'Bengaluru').executeTakeFirstOrThrow();
    cityId = String(city.id);
    const account = await createStaffAccount(app, 'reviewer@chalein.in', ['driver-ops']);
    reviewerId = account.id;
    reviewer = await signInStaff(app, account, '198.51.100.1');
    secondReviewer = await signInStaff(app, await createStaffAccount(app, 'second@chalein.in', ['driver-ops']), '198.51.100.2');
    staffByRole = await signInEachRole(app, ['recruiter', 'support', 'finance', 'investor-relations', 'admin'], 'review', '198.51.100.1');
  });

  afterAll(async () => {
    await testApp.closeTestApp();
    fs.rmSync(privateDir, { recursive: true, force: true });
  });

  beforeEach(() => setStaffClock(app, START));

  /** A registration through the public form, as a driver sends it. */
  const submitRegistration = () => postRegistration(app, cityId);

  function read(url: string, staff: SignedInStaff = reviewer) {
    return app.inject({ method: 'GET', url, headers: { cookie: staff.cookie } });
  }

  async function readRegistration(reference: string): Promise<RegistrationView> {
    const response = await read(`/api/staff/drivers/${reference}`);
    expect(response.statusCode).toBe(200);
    return response.json<{ data: { registration: RegistrationView } }>().data.registration;
  }

  function decide(reference: string, documentType: string, body: Record<string, unknown>, staff: SignedInStaff = reviewer) {
    return injectStaffWrite(app, { url: `/api/staff/drivers/${reference}/documents/${documentType}/decision`, payload: body, staff });
  }

  async function decideOk(reference: string, documentType: string, body: Record<string, unknown>): Promise<RegistrationView> {
    const response = await decide(reference, documentType, body);
    expect(response.statusCode).toBe(200);
    return response.json<{ data: { registration: RegistrationView } }>().data.registration;
  }

  function listAudit(target: string) {
    return app.db.selectFrom('audit_events').selectAll().where('target', '=', target).orderBy('id').execute();
  }

  async function findRegistrationId(reference: string): Promise<number> {
    const row = await app.db.selectFrom('driver_registrations').select('id').where('reference', '=', reference).executeTakeFirstOrThrow();
    return row.id;
  }

  test('the status follows the documents through every state, each decision moving the version on and audited', async () => {
    const reference = await submitRegistration();
    const id = await findRegistrationId(reference);
    let view = await readRegistration(reference);
    expect(view).toMatchObject({ status: 'submitted', version: 1 });
    expect(view.documents.map((document) => document.documentType)).toEqual([...driverDocumentFields]);
    expect(view.documents.every((document) => document.state === 'pending')).toBe(true);

    const [first, second, ...rest] = driverDocumentFields;
    view = await decideOk(reference, first, { version: 1, decision: 'approve' });
    expect(view).toMatchObject({ status: 'under_review', version: 2 });
    expect(view.documents[0]).toMatchObject({ state: 'approved', reviewedBy: reviewerId });

    view = await decideOk(reference, second, { version: 2, decision: 'reject', reason: 'side-missing' });
    expect(view).toMatchObject({ status: 'action_needed', version: 3 });
    expect(view.documents[1]).toMatchObject({ state: 'rejected', rejectionReason: 'side-missing', rejectionNote: null });

    // all the others approved: one rejected document still asks for action
    for (const field of rest) view = await decideOk(reference, field, { version: view.version, decision: 'approve' });
    expect(view).toMatchObject({ status: 'action_needed', version: 9 });

    // the driver sent a better picture; approving it approves the registration
    view = await decideOk(reference, second, { version: 9, decision: 'approve' });
    expect(view).toMatchObject({ status: 'approved', version: 10 });
    expect(view.documents[1]).toMatchObject({ state: 'approved', rejectionReason: null });

    const response = await injectStaffWrite(app, {
      url: `/api/staff/drivers/${reference}/rejection`,
      payload: { version: 10, reason: 'suspected-fraud' },
      staff: reviewer,
    });
    expect(response.statusCode).toBe(200);
    view = response.json<{ data: { registration: RegistrationView } }>().data.registration;
    expect(view).toMatchObject({ status: 'rejected', version: 11, rejectionReason: 'suspected-fraud' });

    // a registration rejected as a whole takes no more decisions
    const late = await decide(reference, first, { version: 11, decision: 'approve' });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ success: false, message: REGISTRATION_CLOSED });

    const events = await listAudit(`driver_registration:${id}`);
    expect(events.map((event) => [event.action, event.actor_id, event.outcome])).toEqual([
      ...Array.from({ length: 9 }, () => ['staff.drivers.review', reviewerId, 'success']),
      ['staff.drivers.reject', reviewerId, 'success'],
    ]);
    expect(JSON.parse(events[1]!.details)).toEqual({
      documentType: second,
      decision: 'rejected',
      reason: 'side-missing',
      version: 3,
      status: 'action_needed',
    });
    expect(JSON.parse(events[9]!.details)).toEqual({ reason: 'suspected-fraud', version: 11, status: 'rejected' });
  });

  test('a rejection needs a reason from the fixed list, and a note when the reason is other', async () => {
    const reference = await submitRegistration();
    const field = 'drivingLicenseFrontPhoto';

    const noReason = await decide(reference, field, { version: 1, decision: 'reject' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toMatchObject({ message: REASON_REQUIRED, errors: { reason: REASON_REQUIRED } });

    const unknown = await decide(reference, field, { version: 1, decision: 'reject', reason: 'looks-odd' });
    expect(unknown.statusCode).toBe(400);

    const otherWithoutNote = await decide(reference, field, { version: 1, decision: 'reject', reason: 'other' });
    expect(otherWithoutNote.statusCode).toBe(400);
    expect(otherWithoutNote.json()).toMatchObject({ message: NOTE_REQUIRED, errors: { note: NOTE_REQUIRED } });
    const otherWithBlankNote = await decide(reference, field, { version: 1, decision: 'reject', reason: 'other', note: '   ' });
    expect(otherWithBlankNote.statusCode).toBe(400);
    // nothing was written by the refusals
    expect(await readRegistration(reference)).toMatchObject({ status: 'submitted', version: 1 });

    let version = 1;
    for (const reason of DOCUMENT_REJECTION_REASON_CODES) {
      const note = reason === 'other' ? 'Photo of a photo, glare over the number' : undefined;
      const view = await decideOk(reference, field, { version, decision: 'reject', reason, ...(note ? { note } : {}) });
      version = view.version;
      expect(view.documents.find((document) => document.documentType === field)).toMatchObject({
        state: 'rejected',
        rejectionReason: reason,
        rejectionNote: note ?? null,
      });
    }
    expect(DOCUMENT_REJECTION_REASON_CODES).toEqual([
      'unreadable',
      'expired',
      'name-mismatch',
      'wrong-document',
      'side-missing',
      'details-mismatch',
      'other',
    ]);
    // the note is the reviewer's free text: it stays out of the trail
    const events = await listAudit(`driver_registration:${await findRegistrationId(reference)}`);
    expect(events.map((event) => event.details).join()).not.toContain('glare');

    // the whole registration's rejection follows the same rule
    const rejectOther = await injectStaffWrite(app, {
      url: `/api/staff/drivers/${reference}/rejection`,
      payload: { version, reason: 'other' },
      staff: reviewer,
    });
    expect(rejectOther.statusCode).toBe(400);
    expect(rejectOther.json()).toMatchObject({ errors: { note: NOTE_REQUIRED } });
  });

  test('a decision based on a version that moved on gets 409 and changes nothing', async () => {
    const reference = await submitRegistration();
    // both reviewers opened the registration at version 1
    const firstAnswer = await decide(reference, 'chequeBook', { version: 1, decision: 'approve' }, reviewer);
    expect(firstAnswer.statusCode).toBe(200);
    const stale = await decide(reference, 'chequePhoto', { version: 1, decision: 'reject', reason: 'expired' }, secondReviewer);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ success: false, message: STALE_VERSION });
    const staleRejection = await injectStaffWrite(app, {
      url: `/api/staff/drivers/${reference}/rejection`,
      payload: { version: 1, reason: 'not-eligible' },
      staff: secondReviewer,
    });
    expect(staleRejection.statusCode).toBe(409);

    const view = await readRegistration(reference);
    expect(view).toMatchObject({ status: 'under_review', version: 2 });
    expect(view.documents.find((document) => document.documentType === 'chequePhoto')).toMatchObject({ state: 'pending' });
    // reloaded, the second reviewer decides on the new version
    expect((await decide(reference, 'chequePhoto', { version: 2, decision: 'reject', reason: 'expired' }, secondReviewer)).statusCode).toBe(
      200,
    );
  });

  test('two decisions sent at once on one version: exactly one wins', async () => {
    const reference = await submitRegistration();
    const answers = await Promise.all([
      decide(reference, 'chequeBook', { version: 1, decision: 'approve' }, reviewer),
      decide(reference, 'chequePhoto', { version: 1, decision: 'approve' }, secondReviewer),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await readRegistration(reference)).toMatchObject({ version: 2, status: 'under_review' });
  });

  test('the four encrypted values are masked in the detail until revealed, and each reveal is audited', async () => {
    const reference = await submitRegistration();
    const response = await read(`/api/staff/drivers/${reference}`);
    const { details } = response.json<{ data: { registration: RegistrationView } }>().data.registration;
    expect(details).toMatchObject({
      fullName: 'Ravi Kumar',
      bankAccountNumber: '••••••••9012',
      ifscCode: '•••••••1234',
      drivingLicenseNumber: '•••••••••••4567',
      dateOfBirth: '••••-••-••',
    });
    for (const clear of ['123456789012', 'SBIN0001234', 'KA0120191234567', '1990-05-17']) expect(response.body).not.toContain(clear);

    const id = await findRegistrationId(reference);
    const reveal = (fields: string[]) =>
      injectStaffWrite(app, { url: `/api/staff/drivers/${reference}/reveal`, payload: { fields }, staff: reviewer });
    const one = await reveal(['bankAccountNumber']);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual({ success: true, data: { bankAccountNumber: '123456789012' } });
    expect(one.headers['cache-control']).toBe('no-store');
    const all = await reveal(['ifscCode', 'drivingLicenseNumber', 'dateOfBirth']);
    expect(all.json()).toEqual({
      success: true,
      data: { ifscCode: 'SBIN0001234', drivingLicenseNumber: 'KA0120191234567', dateOfBirth: '1990-05-17' },
    });
    expect((await reveal(['nationalId'])).statusCode).toBe(400);

    const events = (await listAudit(`driver_registration:${id}`)).filter((event) => event.action === 'staff.drivers.reveal');
    expect(events.map((event) => JSON.parse(event.details))).toEqual([
      { fields: ['bankAccountNumber'] },
      { fields: ['ifscCode', 'drivingLicenseNumber', 'dateOfBirth'] },
    ]);
    expect(events.every((event) => event.actor_id === reviewerId)).toBe(true);
    const trail = JSON.stringify(await app.db.selectFrom('audit_events').selectAll().execute());
    for (const clear of ['123456789012', 'SBIN0001234', 'KA0120191234567', '1990-05-17']) expect(trail).not.toContain(clear);
  });

  test('each document is served as its stored bytes: pictures inline, PDFs as downloads, never cached, each download audited', async () => {
    const reference = await submitRegistration();
    const id = await findRegistrationId(reference);
    const rows = await app.db.selectFrom('driver_documents').selectAll().where('registration_id', '=', id).execute();
    for (const field of driverDocumentFields) {
      const row = rows.find((candidate) => candidate.document_type === field)!;
      const response = await read(`/api/staff/drivers/${reference}/documents/${field}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe(row.content_type);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      // opened alone in a tab, a document runs nothing and loads nothing from elsewhere
      expect(response.headers['content-security-policy']).toBe("default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox");
      const extension = { 'image/jpeg': 'jpg', 'image/png': 'png', 'application/pdf': 'pdf' }[row.content_type];
      expect(response.headers['content-disposition']).toBe(
        `${row.content_type === 'application/pdf' ? 'attachment' : 'inline'}; filename="${reference}-${field}.${extension}"; ` +
          `filename*=UTF-8''${reference}-${field}.${extension}`,
      );
      expect(createHash('sha256').update(response.rawPayload).digest('hex')).toBe(row.sha256);
    }
    expect(rows.map((row) => row.content_type).sort()).toEqual([
      'application/pdf',
      'application/pdf',
      'application/pdf',
      'image/jpeg',
      'image/jpeg',
      'image/jpeg',
      'image/png',
      'image/png',
    ]);
    const downloads = (await listAudit(`driver_registration:${id}`)).filter((event) => event.action === 'staff.drivers.document');
    expect(downloads.map((event) => [JSON.parse(event.details).documentType, event.outcome])).toEqual(
      driverDocumentFields.map((field) => [field, 'success']),
    );
    // a HEAD would be a download that sent nothing: there is none
    const head = await app.inject({
      method: 'HEAD',
      url: `/api/staff/drivers/${reference}/documents/chequeBook`,
      headers: { cookie: reviewer.cookie },
    });
    expect(head.statusCode).toBe(404);
    expect((await listAudit(`driver_registration:${id}`)).filter((event) => event.action === 'staff.drivers.document')).toHaveLength(8);
  });

  test('a stored file that is not what its row says is not served, and the attempt is audited', async () => {
    const reference = await submitRegistration();
    const id = await findRegistrationId(reference);
    const row = await app.db
      .selectFrom('driver_documents')
      .selectAll()
      .where('registration_id', '=', id)
      .where('document_type', '=', 'adharCardFrontPhoto')
      .executeTakeFirstOrThrow();
    expect(row.content_type).toBe('image/jpeg');
    // a PDF put in the picture's place, with its row's size and hash made to match: only the type check is left
    const swapped = buildPdf();
    const storedPath = path.join(privateDir, DRIVER_DOCUMENTS_FOLDER_NAME, row.stored_name);
    // the folder store (the default on one server) keeps this test's files
    expect(fs.existsSync(storedPath)).toBe(true);
    fs.writeFileSync(storedPath, swapped);
    await app.db
      .updateTable('driver_documents')
      .set({ byte_size: swapped.length, sha256: createHash('sha256').update(swapped).digest('hex') })
      .where('id', '=', row.id)
      .execute();
    const response = await read(`/api/staff/drivers/${reference}/documents/adharCardFrontPhoto`);
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('%PDF');
    const events = (await listAudit(`driver_registration:${id}`)).filter((event) => event.action === 'staff.drivers.document');
    expect(events.map((event) => event.outcome)).toEqual(['failure']);
  });

  test('only driver-ops and admin reach the review; every other role gets 403', async () => {
    const reference = await submitRegistration();
    const attempts = (staff: SignedInStaff): Promise<LightMyRequestResponse>[] => [
      read('/api/staff/drivers', staff),
      read(`/api/staff/drivers/${reference}`, staff),
      read(`/api/staff/drivers/${reference}/documents/chequeBook`, staff),
      injectStaffWrite(app, { url: `/api/staff/drivers/${reference}/reveal`, payload: { fields: ['ifscCode'] }, staff }),
      decide(reference, 'chequeBook', { version: 1, decision: 'approve' }, staff),
    ];
    for (const role of ['recruiter', 'support', 'finance', 'investor-relations'] as const) {
      const answers = await Promise.all(attempts(staffByRole.get(role)!));
      expect(answers.map((answer) => `${role} ${answer.statusCode}`)).toEqual(answers.map(() => `${role} 403`));
      expect(answers.map((answer) => answer.body).join()).not.toContain('Ravi Kumar');
    }
    const admin = await Promise.all(attempts(staffByRole.get('admin')!));
    expect(admin.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect((await read(`/api/staff/drivers/${reference}`)).statusCode).toBe(200);
  });
});

describe('the driver review queue', () => {
  let testApp: TestApp;
  let app: FastifyInstance;
  let reviewer: SignedInStaff;
  let bengaluru: { id: number; state_id: number };

  beforeAll(async () => {
    testApp = await createTestApp();
    app = testApp.app;
    bengaluru = await app.db.selectFrom('cities').select(['id', 'state_id']).where('name', '=', 'Bengaluru').executeTakeFirstOrThrow();
    setStaffClock(app, START);
    reviewer = await signInStaff(app, await createStaffAccount(app, 'queue@chalein.in', ['driver-ops']), '198.51.100.30');
  });

  afterAll(async () => {
    await testApp.closeTestApp();
  });

  /** A registration and its eight document rows, without files (the queue never reads them), received at `createdAt`. */
  async function insertRegistration(createdAt: string): Promise<string> {
    const outcome = await app.repositories.driverRegistrations.insertRegistration(
      {
        full_name: 'Queue Driver',
        contact_number: nextMobile(),
        driver_category: 0,
        referral_code: null,
        pincode: '560025',
        address: 'Somewhere',
        state_id: bengaluru.state_id,
        state_name: 'Karnataka',
        city_id: bengaluru.id,
        city_name: 'Bengaluru',
        vehicle_category: 2,
        vehicle_number: 'KA01AB1234',
        wheelchair: 0,
        bank_account_number: '123456789012',
        ifsc_code: 'SBIN0001234',
        driving_license_number: 'KA0120191234567',
        date_of_birth: '1990-05-17',
        consent_given_at: createdAt,
        consent_version: 'dpdp-2023-v1',
        created_at: createdAt,
      },
      driverDocumentFields.map((field) => ({
        document_type: field,
        stored_name: `${crypto.randomUUID()}.pdf`,
        content_type: 'application/pdf' as const,
        byte_size: 1,
        sha256: '0'.repeat(64),
        created_at: createdAt,
      })),
    );
    if (outcome.status !== 'created') throw new Error(outcome.status);
    return outcome.reference;
  }

  async function readAllPages(query: string, limit: number) {
    const seen: { reference: string; createdAt: string; status: string }[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const url: string = `/api/staff/drivers?limit=${limit}${query}${cursor ? `&cursor=${cursor}` : ''}`;
      const response = await app.inject({ method: 'GET', url, headers: { cookie: reviewer.cookie } });
      expect(response.statusCode).toBe(200);
      const data = response.json<{
        data: { registrations: { reference: string; createdAt: string; status: string }[]; nextCursor: string | null };
      }>().data;
      seen.push(...data.registrations);
      cursor = data.nextCursor;
      pages += 1;
    } while (cursor !== null && pages < 100);
    return { seen, pages };
  }

  test('pages oldest first with no gap or duplicate, also when several arrived in the same instant', async () => {
    const expected: string[] = [];
    // inserted newest first, and the last eight sharing one instant: the order is by time, then by id
    for (let index = 22; index >= 0; index -= 1) {
      const createdAt = new Date(START - Math.max(index, 7) * 60_000).toISOString();
      expected.push(await insertRegistration(createdAt));
    }
    const { seen, pages } = await readAllPages('', 5);
    expect(pages).toBe(5);
    const references = seen.map((entry) => entry.reference);
    expect(new Set(references).size).toBe(references.length);
    const sortedByTime = [...seen].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    expect(seen.map((entry) => entry.createdAt)).toEqual(sortedByTime.map((entry) => entry.createdAt));
    expect(references.sort()).toEqual([...expected].sort());
    // the eight of one instant come in the order they were stored
    const tied = seen.filter((entry) => entry.createdAt === new Date(START - 7 * 60_000).toISOString()).map((entry) => entry.reference);
    expect(tied).toEqual(expected.slice(-8));
  });

  test('filters by status, and a decision made while someone pages neither repeats nor skips anyone', async () => {
    const { seen: before } = await readAllPages('', 100);
    const first = await app.inject({ method: 'GET', url: '/api/staff/drivers?limit=4', headers: { cookie: reviewer.cookie } });
    const firstPage = first.json<{ data: { registrations: { reference: string }[]; nextCursor: string } }>().data;
    // someone approves a document of a registration on the next page meanwhile
    const moved = before[6]!.reference;
    const decided = await injectStaffWrite(app, {
      url: `/api/staff/drivers/${moved}/documents/chequeBook/decision`,
      payload: { version: 1, decision: 'approve' },
      staff: reviewer,
    });
    expect(decided.statusCode).toBe(200);
    const rest: string[] = [];
    let cursor: string | null = firstPage.nextCursor;
    while (cursor !== null) {
      const response = await app.inject({
        method: 'GET',
        url: `/api/staff/drivers?limit=4&cursor=${cursor}`,
        headers: { cookie: reviewer.cookie },
      });
      const data: { registrations: { reference: string }[]; nextCursor: string | null } = response.json().data;
      rest.push(...data.registrations.map((entry) => entry.reference));
      cursor = data.nextCursor;
    }
    expect([...firstPage.registrations.map((entry) => entry.reference), ...rest]).toEqual(before.map((entry) => entry.reference));

    const underReview = await readAllPages('&status=under_review', 2);
    expect(underReview.seen.map((entry) => [entry.reference, entry.status])).toEqual([[moved, 'under_review']]);
    const submitted = await readAllPages('&status=submitted', 3);
    expect(submitted.seen.map((entry) => entry.reference)).toEqual(
      before.map((entry) => entry.reference).filter((reference) => reference !== moved),
    );
    expect((await readAllPages('&status=approved', 3)).seen).toEqual([]);
  });

  test('a cursor the server did not make is refused with 400', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/staff/drivers?cursor=bm90LWEtY3Vyc29y',
      headers: { cookie: reviewer.cookie },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message: INVALID_CURSOR });
  });
});

describe('driver documents kept in the database (PRIVATE_FILES_STORE=database)', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ PRIVATE_FILES_STORE: 'database', RATE_LIMIT_FORMS_PER_MINUTE: '10000' });
    setStaffClock(testApp.app, START);
  });

  afterAll(async () => {
    await testApp.closeTestApp();
  });

  test('are served checked, as from the folder: what every node of a cluster reads', async () => {
    const { app } = testApp;
    const city = await app.db.selectFrom('cities').select('id').where('name', '=', 'Bengaluru').executeTakeFirstOrThrow();
    const reference = await postRegistration(app, String(city.id));
    const reviewer = await signInStaff(app, await createStaffAccount(app, 'database-store@chalein.in', ['driver-ops']), '198.51.100.60');
    const rows = await app.db
      .selectFrom('driver_documents')
      .innerJoin('driver_registrations', 'driver_registrations.id', 'driver_documents.registration_id')
      .select(['driver_documents.document_type', 'driver_documents.sha256', 'driver_documents.content_type'])
      .where('driver_registrations.reference', '=', reference)
      .execute();
    expect(rows).toHaveLength(8);
    for (const row of rows) {
      const response = await app.inject({
        method: 'GET',
        url: `/api/staff/drivers/${reference}/documents/${row.document_type}`,
        headers: { cookie: reviewer.cookie },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe(row.content_type);
      expect(createHash('sha256').update(response.rawPayload).digest('hex')).toBe(row.sha256);
    }
  });
});
