import { readEnglishMessage, readEnglishMessages } from '@chalein/testing/validation-messages';
import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { driverDocumentFields } from '@chalein/shared/lib/validation/driver-registration';
import { driverStatusMessages as driverStatusMessageKeys } from '@chalein/shared/lib/validation/driver-status';
import { encodeMultipart } from '@chalein/testing/multipart-form';
import { buildPng } from '@chalein/testing/files/image-files';
import { driverRegistration } from '@chalein/testing/fixtures/driver-registration';
import { createTempDir } from '../test-support/temp-dir';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { postDriverRegistration } from '../test-support/driver-registration-kit';
import { createStaffAccount, injectStaffWrite, signInStaff, type SignedInStaff } from '../staff/staff-test-kit';
import { DOCUMENT_REASON_WORDS } from './driver-status-rules';
import { TOO_MANY_LOOKUPS } from './driver-status-routes';

// answers are in English unless the request asks for another language: the messages as an English page shows them
const driverStatusMessages = readEnglishMessages(driverStatusMessageKeys);

// The driver status page's API through the real app, on a real database and private folder: registrations posted
// through the public form, documents rejected through the staff console's own routes.

const LICENCE = 'drivingLicenseFrontPhoto';
const LOOKUPS_PER_ADDRESS = 6;
const LOOKUPS_PER_REFERENCE = 4;

interface StatusAnswer {
  token: string;
  expiresAt: string;
  application: {
    firstName: string;
    status: string;
    documents: { documentType: string; state: string; reason: string | null; whatToDo: string | null; resubmitted: boolean }[];
  };
}

let addresses = 0;
/** Each test its own address, so the per-address limit counts only its own lookups. */
const nextAddress = () => `203.0.113.${(addresses += 1)}`;

let mobiles = 0;
const nextMobile = () => `96${String(20_000_000 + (mobiles += 1)).padStart(8, '0')}`;

describe('driver status page API', () => {
  let testApp: TestApp;
  let app: FastifyInstance;
  let privateDir: string;
  let reviewer: SignedInStaff;

  beforeAll(async () => {
    privateDir = createTempDir('chalein-status-private-');
    testApp = await createTestApp({
      PRIVATE_UPLOADS_DIR: privateDir,
      RATE_LIMIT_FORMS_PER_MINUTE: '10000',
      DRIVER_STATUS_LOOKUPS_PER_ADDRESS: String(LOOKUPS_PER_ADDRESS),
      DRIVER_STATUS_LOOKUPS_PER_REFERENCE: String(LOOKUPS_PER_REFERENCE),
    });
    app = testApp.app;
    reviewer = await signInStaff(app, await createStaffAccount(app, 'status-reviewer@chalein.in', ['driver-ops']), '198.51.100.9');
  });

  afterAll(async () => {
    await testApp.closeTestApp();
    fs.rmSync(privateDir, { recursive: true, force: true });
  });

  /** A registration as a driver sends it: every document a JPEG. */
  async function register(): Promise<{ reference: string; contactNumber: string }> {
    const contactNumber = nextMobile();
    return { reference: await postDriverRegistration(app, contactNumber), contactNumber };
  }

  function lookUp(reference: string, contactNumber: string, remoteAddress = nextAddress()) {
    return app.inject({ method: 'POST', url: '/api/driver-status/lookup', payload: { reference, contactNumber }, remoteAddress });
  }

  async function lookUpOk(reference: string, contactNumber: string): Promise<StatusAnswer> {
    const response = await lookUp(reference, contactNumber);
    expect(response.statusCode).toBe(200);
    return response.json<{ data: StatusAnswer }>().data;
  }

  async function readStaffView(reference: string) {
    const response = await app.inject({ method: 'GET', url: `/api/staff/drivers/${reference}`, headers: { cookie: reviewer.cookie } });
    expect(response.statusCode).toBe(200);
    return response.json<{ data: { registration: { version: number; status: string } } }>().data.registration;
  }

  async function decide(reference: string, documentType: string, body: Record<string, unknown>) {
    const { version } = await readStaffView(reference);
    const response = await injectStaffWrite(app, {
      url: `/api/staff/drivers/${reference}/documents/${documentType}/decision`,
      payload: { version, ...body },
      staff: reviewer,
    });
    expect(response.statusCode).toBe(200);
  }

  async function upload(token: string, documentType: string, file = { bytes: buildPng(), name: 'licence.png', type: 'image/png' }) {
    const { payload, headers } = await encodeMultipart({ token, documentType }, [{ field: 'document', ...file }]);
    return app.inject({ method: 'POST', url: '/api/driver-status/documents', headers, payload, remoteAddress: nextAddress() });
  }

  test('the right pair sees the first name, the status and each document, and nothing is kept by a cache', async () => {
    const { reference, contactNumber } = await register();
    // typed as a driver may type them: lower case without dashes, the mobile with its country code
    const response = await lookUp(reference.toLowerCase().replace(/-/g, ' '), `+91 ${contactNumber.slice(0, 5)} ${contactNumber.slice(5)}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { data } = response.json<{ data: StatusAnswer }>();
    expect(data.application).toEqual({
      firstName: 'Ravi',
      status: 'submitted',
      documents: driverDocumentFields.map((documentType) =>
        expect.objectContaining({ documentType, state: 'pending', reason: null, whatToDo: null, resubmitted: false }),
      ),
    });
    // nothing else the driver entered leaves the server
    for (const entered of [
      contactNumber,
      'Kumar',
      'Shetty',
      driverRegistration.address,
      driverRegistration.bankAccNo,
      driverRegistration.drivingLicenseNo,
    ]) {
      expect(response.body).not.toContain(entered);
    }
    expect(Date.parse(data.expiresAt)).toBeGreaterThan(Date.now());
  });

  test('any wrong pair gets the one answer, whether the reference exists or not', async () => {
    const { reference, contactNumber } = await register();
    const other = await register();
    const answers = await Promise.all([
      lookUp(reference, other.contactNumber),
      lookUp('CHD-0000-0000', contactNumber),
      lookUp(reference, '9000000000'),
    ]);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(404);
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.json()).toEqual({ success: false, message: driverStatusMessages.notFound });
    }
    // a reference that cannot be one, and a number that cannot be one, are the form's mistakes, named as such
    const malformed = await lookUp('CHD-123', contactNumber);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ errors: { reference: driverStatusMessages.referenceInvalid } });
  });

  test('lookups are limited per address', async () => {
    const address = nextAddress();
    for (let attempt = 0; attempt < LOOKUPS_PER_ADDRESS; attempt += 1) {
      // a different unknown reference each time: the per-reference limit is never reached
      const answer = await lookUp(`CHD-0000-${String(attempt).padStart(4, '0')}`, '9876500000', address);
      expect(answer.statusCode).toBe(404);
    }
    const { reference, contactNumber } = await register();
    const refused = await lookUp(reference, contactNumber, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['cache-control']).toBe('no-store');
    // another address is not held back
    expect((await lookUp(reference, contactNumber)).statusCode).toBe(200);
  });

  test('lookups of one reference are limited whatever the address, the right pair included', async () => {
    const { reference, contactNumber } = await register();
    for (let attempt = 0; attempt < LOOKUPS_PER_REFERENCE; attempt += 1) {
      expect((await lookUp(reference, `98765${String(attempt).padStart(5, '0')}`)).statusCode).toBe(404);
    }
    // spelt another way, from a fresh address: still the same reference
    const refused = await lookUp(reference.toLowerCase(), contactNumber);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ success: false, message: readEnglishMessage(TOO_MANY_LOOKUPS) });
    // an unknown reference is counted the same way, so the limit says nothing about which exist
    for (let attempt = 0; attempt < LOOKUPS_PER_REFERENCE; attempt += 1)
      expect((await lookUp('CHD-ZZZZ-ZZZZ', contactNumber)).statusCode).toBe(404);
    expect((await lookUp('CHD-ZZZZ-ZZZZ', contactNumber)).statusCode).toBe(429);
  });

  test('a rejected document shows its reason, is sent again, and the registration goes back to review with its history', async () => {
    const { reference, contactNumber } = await register();
    await decide(reference, 'adharCardFrontPhoto', { decision: 'approve' });
    await decide(reference, LICENCE, { decision: 'reject', reason: 'unreadable' });
    const before = await lookUpOk(reference, contactNumber);
    expect(before.application.status).toBe('action_needed');
    expect(before.application.documents.find((document) => document.documentType === LICENCE)).toEqual(
      expect.objectContaining({ state: 'rejected', ...DOCUMENT_REASON_WORDS.unreadable, resubmitted: false }),
    );

    // only a rejected document can be sent again
    const notRejected = await upload(before.token, 'adharCardFrontPhoto');
    expect(notRejected.statusCode).toBe(409);
    expect(notRejected.json()).toMatchObject({ message: driverStatusMessages.documentOnlyRejected });
    // with the registration's checks: a file that is not a picture or PDF is refused and nothing changes
    const notAPicture = await upload(before.token, LICENCE, {
      bytes: Buffer.from('MZ not a licence'),
      name: 'licence.png',
      type: 'image/png',
    });
    expect(notAPicture.statusCode).toBe(400);
    expect(notAPicture.json()).toMatchObject({ errors: { document: expect.any(String) } });
    // a changed token proves nothing
    const forged = await upload(`${before.token.slice(0, -4)}AAAA`, LICENCE);
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toMatchObject({ message: driverStatusMessages.lookupAgain });

    const rejectedRow = await app.db
      .selectFrom('driver_documents')
      .selectAll()
      .innerJoin('driver_registrations', 'driver_registrations.id', 'driver_documents.registration_id')
      .select(['driver_documents.id as documentId', 'driver_documents.stored_name as oldName'])
      .where('reference', '=', reference)
      .where('document_type', '=', LICENCE)
      .executeTakeFirstOrThrow();

    const uploaded = await upload(before.token, LICENCE);
    expect(uploaded.statusCode).toBe(200);
    expect(uploaded.headers['cache-control']).toBe('no-store');
    const after = uploaded.json<{ data: StatusAnswer }>().data;
    expect(after.application.status).toBe('under_review');
    expect(after.application.documents.find((document) => document.documentType === LICENCE)).toEqual(
      expect.objectContaining({ state: 'pending', reason: null, whatToDo: null, resubmitted: true }),
    );
    // the same token does not send it twice: the document is no longer rejected
    expect((await upload(before.token, LICENCE)).statusCode).toBe(409);

    const history = await app.db
      .selectFrom('driver_document_history')
      .selectAll()
      .where('registration_id', '=', rejectedRow.registration_id)
      .execute();
    expect(history).toEqual([
      expect.objectContaining({
        document_type: LICENCE,
        stored_name: rejectedRow.oldName,
        rejection_reason: 'unreadable',
        review_state: 'rejected',
      }),
    ]);
    const current = await app.db
      .selectFrom('driver_documents')
      .selectAll()
      .where('id', '=', rejectedRow.documentId)
      .executeTakeFirstOrThrow();
    expect(current).toMatchObject({ review_state: 'pending', rejection_reason: null, content_type: 'image/png' });
    expect(current.stored_name).not.toBe(rejectedRow.oldName);
    expect(current.resubmitted_at).not.toBeNull();

    // the reviewer's view moved on: the same version no longer decides, and the status is back under review
    expect(await readStaffView(reference)).toMatchObject({ status: 'under_review' });
    for (const field of driverDocumentFields) if (field !== 'adharCardFrontPhoto') await decide(reference, field, { decision: 'approve' });
    expect((await lookUpOk(reference, contactNumber)).application.status).toBe('approved');
  });

  test('reviewers see the registration re-submitted, with the rejected file and its reason kept and viewable', async () => {
    const { reference, contactNumber } = await register();
    await decide(reference, LICENCE, { decision: 'reject', reason: 'unreadable', note: 'Glare over the number' });
    const { token } = await lookUpOk(reference, contactNumber);
    expect((await upload(token, LICENCE)).statusCode).toBe(200);

    const response = await app.inject({ method: 'GET', url: `/api/staff/drivers/${reference}`, headers: { cookie: reviewer.cookie } });
    const { registration } = response.json<{
      data: {
        registration: {
          resubmittedAt: string | null;
          documents: {
            documentType: string;
            state: string;
            contentType: string;
            resubmittedAt: string | null;
            history: Record<string, unknown>[];
          }[];
        };
      };
    }>().data;
    expect(registration.resubmittedAt).not.toBeNull();
    const licence = registration.documents.find((document) => document.documentType === LICENCE)!;
    expect(licence).toMatchObject({ state: 'pending', contentType: 'image/png', resubmittedAt: registration.resubmittedAt });
    expect(licence.history).toEqual([
      expect.objectContaining({ contentType: 'image/jpeg', rejectionReason: 'unreadable', rejectionNote: 'Glare over the number' }),
    ]);
    expect(registration.documents.filter((document) => document.history.length > 0)).toHaveLength(1);

    // the rejected file is still served, checked against its kept row, and each view is audited
    const url = String(licence.history[0]!.url);
    const file = await app.inject({ method: 'GET', url, headers: { cookie: reviewer.cookie } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(file.headers['cache-control']).toBe('no-store');
    const current = await app.inject({
      method: 'GET',
      url: `/api/staff/drivers/${reference}/documents/${LICENCE}`,
      headers: { cookie: reviewer.cookie },
    });
    expect(current.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.equals(current.rawPayload)).toBe(false);
    const audit = await app.db
      .selectFrom('audit_events')
      .select('details')
      .where('action', '=', 'staff.drivers.document')
      .orderBy('id', 'desc')
      .limit(2)
      .execute();
    expect(audit.map((event) => JSON.parse(event.details) as Record<string, unknown>)).toEqual([
      expect.not.objectContaining({ historyEntry: expect.anything() }),
      expect.objectContaining({ documentType: LICENCE, historyEntry: licence.history[0]!.id }),
    ]);
    // another registration's history entry is not this one's
    const other = await register();
    const foreign = await app.inject({ method: 'GET', url: url.replace(reference, other.reference), headers: { cookie: reviewer.cookie } });
    expect(foreign.statusCode).toBe(404);

    const queue = await app.inject({
      method: 'GET',
      url: '/api/staff/drivers?status=under_review&limit=100',
      headers: { cookie: reviewer.cookie },
    });
    const entry = queue
      .json<{ data: { registrations: { reference: string; resubmittedAt: string | null }[] } }>()
      .data.registrations.find((row) => row.reference === reference);
    expect(entry?.resubmittedAt).toBe(registration.resubmittedAt);
  });

  test('a registration rejected as a whole takes no document', async () => {
    const { reference, contactNumber } = await register();
    await decide(reference, LICENCE, { decision: 'reject', reason: 'expired' });
    const { token } = await lookUpOk(reference, contactNumber);
    const { version } = await readStaffView(reference);
    const rejection = await injectStaffWrite(app, {
      url: `/api/staff/drivers/${reference}/rejection`,
      payload: { version, reason: 'suspected-fraud' },
      staff: reviewer,
    });
    expect(rejection.statusCode).toBe(200);
    const view = await lookUpOk(reference, contactNumber);
    expect(view.application.status).toBe('rejected');
    expect((await upload(token, LICENCE)).statusCode).toBe(409);
  });
});
