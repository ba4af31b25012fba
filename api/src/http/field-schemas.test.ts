import { readEnglishMessage } from '@chalein/testing/validation-messages';
import { indianMobileStartMessage as indianMobileStartKey } from '@chalein/shared/lib/validation/common';
import { driverDocumentFields } from '@chalein/shared/lib/validation/driver-registration';
import { buildTinyPdf } from '@chalein/testing/files/resume-files';
import { createTempDir } from '../test-support/temp-dir';
import { encodeMultipart } from '@chalein/testing/multipart-form';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { buildPng } from '@chalein/testing/files/image-files';
import { driverRegistration } from '@chalein/testing/fixtures/driver-registration';
import { buildJobApplicationFields } from '@chalein/testing/fixtures/job-application';

// answers are in English unless the request asks for another language: the messages as an English page shows them
const indianMobileStartMessage = readEnglishMessage(indianMobileStartKey);

// Every phone field of the API accepts a mobile as people in India write it and stores its bare 10 digits; a
// number that cannot be an Indian mobile (it must start with 6-9) is refused with our own message.

describe('phone numbers written the Indian way', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ PRIVATE_UPLOADS_DIR: createTempDir('chalein-private-'), RATE_LIMIT_FORMS_PER_MINUTE: '100000' });
  });
  afterAll(() => testApp.closeTestApp());

  const post = (url: string, payload: object) => testApp.app.inject({ method: 'POST', url, payload });

  it('contact: +91 98765 43210 is stored as 9876543210; 1234567890 is refused with our message', async () => {
    const message = {
      firstName: 'Asha',
      lastName: 'Rao',
      email: 'asha@example.in',
      address: '12 MG Road',
      message: 'Hello',
      consent: true,
    };
    const accepted = await post('/api/contact-us', { ...message, phone_number: '+91 98765 43210' });
    expect(accepted.statusCode).toBe(201);
    const row = await testApp.app.db.selectFrom('contact_messages').select('phone_number').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(row.phone_number).toBe('9876543210');

    const refused = await post('/api/contact-us', { ...message, phone_number: '1234567890' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ phone_number: indianMobileStartMessage });
  });

  it('investor: both numbers accept 098765-43210 and 91 forms and are stored bare', async () => {
    const response = await post('/api/investor', {
      strFullName: 'Asha Rao',
      strEmail: 'asha@example.in',
      iMobile: '098765-43210',
      iAlternativeMobile: '+91 (91234) 56780',
      strDescription: 'Series A',
      consent: true,
    });
    expect(response.statusCode).toBe(201);
    const row = await testApp.app.db.selectFrom('investor_enquiries').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ mobile: '9876543210', alternative_mobile: '9123456780' });
  });

  it('rider registration: the buyer mobile +91 98765 43210 is the rider 9876543210; 1234567890 is refused', async () => {
    const buyer = { name: 'Asha Rao', email: 'asha@example.in', gender: 'Female', consent: true, iPassId: 8 };
    const accepted = await post('/api/front/rider/registration', { ...buyer, mobile: '+91 98765 43210' });
    expect(accepted.statusCode).toBe(201);
    const rider = await testApp.app.db.selectFrom('riders').select('mobile').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(rider.mobile).toBe('9876543210');
    const refused = await post('/api/front/rider/registration', { ...buyer, mobile: '1234567890' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ mobile: indianMobileStartMessage });
  });

  it('job application: the number 0 98765 43210 is stored as 9876543210', async () => {
    const job = await testApp.app.db.selectFrom('job_categories').select('id').orderBy('id').executeTakeFirstOrThrow();
    const { payload, headers } = await encodeMultipart({ ...buildJobApplicationFields(job.id), number: '0 98765 43210' }, [
      { field: 'resume_cv', bytes: buildTinyPdf(), name: 'resume.pdf', type: 'application/pdf' },
    ]);
    const response = await testApp.app.inject({ method: 'POST', url: '/api/career', payload, headers });
    expect(response.statusCode).toBe(201);
    const row = await testApp.app.db
      .selectFrom('job_applications')
      .select('contact_number')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(row.contact_number).toBe('9876543210');
  });

  it('driver registration: the pre-check and the registration accept +91 forms, one number whatever its form', async () => {
    const precheck = (contactNumber: string) => post('/api/new-registration/mobile/validate', { contactNumber });
    expect((await precheck('+91 97654 32109')).statusCode).toBe(200);
    const refused = await precheck('1234567890');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(indianMobileStartMessage);

    const png = buildPng();
    const city = await testApp.app.db.selectFrom('cities').select('id').where('name', '=', 'Bengaluru').executeTakeFirstOrThrow();
    const { payload, headers } = await encodeMultipart(
      { ...driverRegistration, contactNumber: '+91 97654-32109', cityId: String(city.id) },
      driverDocumentFields.map((field) => ({ field, bytes: png, name: `${field}.png`, type: 'image/png' })),
    );
    const registered = await testApp.app.inject({ method: 'POST', url: '/api/new-registration', payload, headers });
    expect(registered.statusCode).toBe(201);
    // the bare number is now taken, in any of its forms
    expect((await precheck('9765432109')).statusCode).toBe(409);
    expect((await precheck('09765 432109')).statusCode).toBe(409);
  });
});
