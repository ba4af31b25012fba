import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { brand } from '@chalein/shared/lib/brand';
import { driverDocumentFields } from '@chalein/shared/lib/validation/driver-registration';
import { encodeMultipart } from '@chalein/testing/multipart-form';
import { driverDocumentFiles } from '@chalein/testing/fixtures/driver-documents';
import { driverRegistration } from '@chalein/testing/fixtures/driver-registration';
import { createStaffAccount, injectStaffWrite, signInStaff, type SignedInStaff } from '../staff/staff-test-kit';
import { createTempDir } from '../test-support/temp-dir';
import { createTestApp, type TestApp } from '../test-support/test-app';
import {
  buildDocumentRejectedMessage,
  buildDriverRegisteredMessage,
  buildRegistrationApprovedMessage,
  buildRegistrationRejectedMessage,
} from './driver-notifications';
import {
  TEST_PUBLIC_ORIGIN,
  failEveryEnqueue,
  listNewOutboxMessages,
  readOneNewOutboxMessage,
  listOutboxMessages,
} from './notification-test-kit';
import { SMS_TEMPLATES } from './sms-templates';

// What a driver is told, from the real routes: a registration through the public form, decisions through the staff
// API, each message read back from the outbox table it was written to in the event's own transaction.

const links = { origin: TEST_PUBLIC_ORIGIN, signer: { signLinkToken: () => '', readLinkToken: () => null } };
const STATUS_URL = `${TEST_PUBLIC_ORIGIN}/drive_with_us/status`;
const driver = { registrationId: 42, reference: 'CHD-7K3M-9QXP', mobile: '9845012345' };

describe('driver messages', () => {
  it('tells the driver the reference and where to check it, by SMS in the registered template', () => {
    const message = buildDriverRegisteredMessage(links, driver);
    expect(message).toEqual({
      kind: 'driver-registered',
      channel: 'sms',
      recipient: '+919845012345',
      idempotencyKey: 'driver-registered:42',
      sms: {
        variables: ['CHD-7K3M-9QXP', STATUS_URL],
        text: `Chalein: we have your driver application CHD-7K3M-9QXP. Check its status with this reference and your mobile number at ${STATUS_URL}`,
      },
    });
  });

  it('names the document and the reason in plain words, one message per decision', () => {
    const message = buildDocumentRejectedMessage(links, driver, {
      documentType: 'drivingLicenseFrontPhoto',
      reason: 'unreadable',
      version: 3,
    });
    expect(message).toMatchObject({
      kind: 'driver-documents-rejected',
      idempotencyKey: 'driver-documents-rejected:42:drivingLicenseFrontPhoto:3',
      sms: {
        text: `Chalein: for driver application CHD-7K3M-9QXP we could not accept your "Driving licence, front": we could not read it. Please upload it again at ${STATUS_URL}`,
      },
    });
    // a reason the words do not know is said as 'other'
    const unknown = buildDocumentRejectedMessage(links, driver, { documentType: 'chequeBook', reason: 'looks-odd', version: 4 });
    expect(unknown.channel === 'sms' && unknown.sms.variables[2]).toBe('a new copy is needed');
  });

  it('gives the final answer without the reason for a rejection', () => {
    expect(buildRegistrationApprovedMessage(driver, 9)).toMatchObject({
      idempotencyKey: 'driver-registration-approved:42:9',
      sms: { variables: ['CHD-7K3M-9QXP', brand.driverApp.storeUrl] },
    });
    const rejected = buildRegistrationRejectedMessage(driver);
    expect(rejected).toMatchObject({ idempotencyKey: 'driver-registration-rejected:42', sms: { variables: ['CHD-7K3M-9QXP'] } });
    expect(rejected.channel === 'sms' && rejected.sms.text).toBe(
      `Chalein: we cannot accept driver application CHD-7K3M-9QXP. Questions? Call ${brand.supportPhone}`,
    );
  });

  it('fills each template exactly, so the operator matches it', () => {
    const messages = [
      buildDriverRegisteredMessage(links, driver),
      buildDocumentRejectedMessage(links, driver, { documentType: 'chequePhoto', reason: 'expired', version: 2 }),
      buildRegistrationApprovedMessage(driver, 9),
      buildRegistrationRejectedMessage(driver),
    ];
    for (const message of messages) {
      if (message.channel !== 'sms') throw new Error('a driver message goes by SMS');
      const template = SMS_TEMPLATES[message.kind as keyof typeof SMS_TEMPLATES];
      const pattern = new RegExp(
        `^${template
          .split('{#var#}')
          .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
          .join('(.+)')}$`,
      );
      expect(pattern.exec(message.sms.text)?.slice(1)).toEqual(message.sms.variables);
    }
  });
});

let mobiles = 0;
const nextMobile = () => `96${String(20_000_000 + (mobiles += 1)).padStart(8, '0')}`;

describe('driver events and their messages', () => {
  let testApp: TestApp;
  let app: FastifyInstance;
  let privateDir: string;
  let cityId: string;
  let reviewer: SignedInStaff;
  let statusUrl: string;

  beforeAll(async () => {
    privateDir = createTempDir('chalein-driver-notify-');
    // without PUBLIC_ORIGIN, as staff writes through app.inject need: links then start http://localhost:<PORT>
    testApp = await createTestApp({ PRIVATE_UPLOADS_DIR: privateDir, RATE_LIMIT_FORMS_PER_MINUTE: '10000' });
    app = testApp.app;
    const city = await app.db.selectFrom('cities').select('id').where('name', '=', 'Bengaluru').executeTakeFirstOrThrow();
    cityId = String(city.id);
    statusUrl = `${app.signedLinks.origin}/drive_with_us/status`;
    reviewer = await signInStaff(app, await createStaffAccount(app, 'reviewer@chalein.in', ['driver-ops']), '198.51.100.1');
  });

  afterAll(async () => {
    await testApp.closeTestApp();
    fs.rmSync(privateDir, { recursive: true, force: true });
  });

  async function postRegistration(fields: Record<string, string>) {
    const parts = driverDocumentFields.map((field) => ({ field, ...driverDocumentFiles[field] }));
    const { payload, headers } = await encodeMultipart(fields, parts);
    return app.inject({ method: 'POST', url: '/api/new-registration', headers, payload });
  }

  const validFields = () => ({
    ...driverRegistration,
    contactNumber: nextMobile(),
    cityId,
    reDrivingLicenseNumber: driverRegistration.drivingLicenseNo,
  });

  async function register(): Promise<{ reference: string; id: number; mobile: string }> {
    const fields = validFields();
    const response = await postRegistration(fields);
    expect(response.statusCode).toBe(201);
    const reference = response.json<{ data: { reference: string } }>().data.reference;
    const row = await app.db.selectFrom('driver_registrations').select('id').where('reference', '=', reference).executeTakeFirstOrThrow();
    return { reference, id: row.id, mobile: fields.contactNumber };
  }

  function decide(reference: string, documentType: string, body: Record<string, unknown>) {
    return injectStaffWrite(app, {
      url: `/api/staff/drivers/${reference}/documents/${documentType}/decision`,
      payload: body,
      staff: reviewer,
    });
  }

  it('writes one SMS with the reference when a driver registers, and none for a refused registration', async () => {
    const before = await listOutboxMessages(app.db);
    const { reference, id, mobile } = await register();
    const message = await readOneNewOutboxMessage(app.db, before);
    expect(message).toMatchObject({
      kind: 'driver-registered',
      channel: 'sms',
      recipient: `+91${mobile}`,
      status: 'pending',
      idempotencyKey: `driver-registered:${id}`,
      sms: { variables: [reference, statusUrl] },
    });
    // nothing of what the driver entered beyond the reference: no name, licence, account or date of birth
    for (const entered of [
      driverRegistration.fullName,
      driverRegistration.drivingLicenseNo,
      driverRegistration.bankAccNo,
      driverRegistration.dob,
    ]) {
      expect(message.sms?.text).not.toContain(entered);
    }

    const afterFirst = await listOutboxMessages(app.db);
    const refused = await postRegistration({ ...validFields(), pincode: '12' });
    expect(refused.statusCode).toBe(400);
    const duplicate = await postRegistration({ ...validFields(), contactNumber: mobile });
    expect(duplicate.statusCode).toBe(409);
    expect(await listNewOutboxMessages(app.db, afterFirst)).toEqual([]);
  });

  it('keeps neither the registration nor its message when the transaction fails after the message', async () => {
    const before = await listOutboxMessages(app.db);
    const fields = validFields();
    const restore = failEveryEnqueue();
    try {
      expect((await postRegistration(fields)).statusCode).toBe(500);
    } finally {
      restore();
    }
    expect(await listNewOutboxMessages(app.db, before)).toEqual([]);
    const row = await app.db
      .selectFrom('driver_registrations')
      .select('id')
      .where('contact_number', '=', fields.contactNumber)
      .executeTakeFirst();
    expect(row).toBeUndefined();
  });

  it('writes one SMS per rejected document, one on approval, and none for a refused decision', async () => {
    const { reference, id, mobile } = await register();
    let before = await listOutboxMessages(app.db);
    expect((await decide(reference, 'drivingLicenseFrontPhoto', { version: 1, decision: 'reject', reason: 'unreadable' })).statusCode).toBe(
      200,
    );
    expect(await readOneNewOutboxMessage(app.db, before)).toMatchObject({
      kind: 'driver-documents-rejected',
      recipient: `+91${mobile}`,
      idempotencyKey: `driver-documents-rejected:${id}:drivingLicenseFrontPhoto:2`,
      sms: { variables: [reference, 'Driving licence, front', 'we could not read it', statusUrl] },
    });

    // a decision on a version that moved on is refused, and says nothing to the driver
    before = await listOutboxMessages(app.db);
    expect((await decide(reference, 'chequeBook', { version: 1, decision: 'reject', reason: 'expired' })).statusCode).toBe(409);
    expect(await listNewOutboxMessages(app.db, before)).toEqual([]);

    // approving documents one by one says nothing until the eighth makes the registration approved
    let version = 2;
    for (const field of driverDocumentFields) {
      const response = await decide(reference, field, { version, decision: 'approve' });
      expect(response.statusCode).toBe(200);
      version += 1;
      const added = await listNewOutboxMessages(app.db, before);
      if (field !== driverDocumentFields[driverDocumentFields.length - 1]) expect(added).toEqual([]);
    }
    expect(await readOneNewOutboxMessage(app.db, before)).toMatchObject({
      kind: 'driver-registration-approved',
      recipient: `+91${mobile}`,
      idempotencyKey: `driver-registration-approved:${id}:${version}`,
      sms: { variables: [reference, brand.driverApp.storeUrl] },
    });
  });

  it('writes one SMS when the registration is rejected as a whole, and keeps no decision whose message failed', async () => {
    const { reference, id, mobile } = await register();
    const before = await listOutboxMessages(app.db);

    const restore = failEveryEnqueue();
    try {
      expect((await decide(reference, 'chequeBook', { version: 1, decision: 'reject', reason: 'expired' })).statusCode).toBe(500);
    } finally {
      restore();
    }
    expect(await listNewOutboxMessages(app.db, before)).toEqual([]);
    const documents = await app.db.selectFrom('driver_documents').select('review_state').where('registration_id', '=', id).execute();
    expect(documents.every((document) => document.review_state === 'pending')).toBe(true);

    const rejected = await injectStaffWrite(app, {
      url: `/api/staff/drivers/${reference}/rejection`,
      payload: { version: 1, reason: 'suspected-fraud' },
      staff: reviewer,
    });
    expect(rejected.statusCode).toBe(200);
    const message = await readOneNewOutboxMessage(app.db, before);
    expect(message).toMatchObject({
      kind: 'driver-registration-rejected',
      recipient: `+91${mobile}`,
      idempotencyKey: `driver-registration-rejected:${id}`,
      sms: { variables: [reference] },
    });
    // the reason stays with the staff
    expect(message.sms?.text).not.toMatch(/fraud/i);
  });
});
