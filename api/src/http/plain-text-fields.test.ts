import { readEnglishMessage } from '@chalein/testing/validation-messages';
import { hiddenCharactersMessage as hiddenCharactersKey } from '@chalein/shared/lib/validation/common';
import { buildTinyPdf } from '@chalein/testing/files/resume-files';
import { buildJobApplicationFields } from '@chalein/testing/fixtures/job-application';
import { contactMessage } from '@chalein/testing/fixtures/contact-message';
import { encodeMultipart } from '@chalein/testing/multipart-form';
import { buyer } from '../test-support/payment-test-kit';
import { createTempDir } from '../test-support/temp-dir';
import { createTestApp, type TestApp } from '../test-support/test-app';

// answers are in English unless the request asks for another language: the messages as an English page shows them
const hiddenCharactersMessage = readEnglishMessage(hiddenCharactersKey);

// Text the API stores holds no NUL, no half of a surrogate pair and no bidirectional override or isolate control:
// each is refused with the forms' own message, whether a form's rule reads the field (the JSON forms and the
// multipart ones) or only its schema does.

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ PRIVATE_UPLOADS_DIR: createTempDir('chalein-private-'), RATE_LIMIT_FORMS_PER_MINUTE: '100000' });
});
afterAll(() => testApp.closeTestApp());

const postJson = (url: string, payload: string | object) =>
  testApp.app.inject({ method: 'POST', url, payload, headers: { 'content-type': 'application/json' } });
const countRows = async (table: 'contact_messages' | 'job_applications' | 'riders') =>
  (await testApp.app.db.selectFrom(table).select('id').execute()).length;

describe('a JSON form', () => {
  it('refuses a right-to-left override, a NUL and an isolate, each in its own field, and stores nothing', async () => {
    const before = await countRows('contact_messages');
    const response = await postJson('/api/contact-us', {
      ...contactMessage,
      firstName: 'Asha\u202Etxt.exe',
      message: 'Hello\0there',
      address: '12 MG Road \u2067Bengaluru\u2069',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message: hiddenCharactersMessage,
      errors: { firstName: hiddenCharactersMessage, message: hiddenCharactersMessage, address: hiddenCharactersMessage },
    });
    expect(await countRows('contact_messages')).toBe(before);
  });

  it('refuses half of a surrogate pair written as a JSON escape, and accepts a whole emoji', async () => {
    const broken = await postJson('/api/contact-us', JSON.stringify(contactMessage).replace(contactMessage.message, 'Thanks \\ud83d'));
    expect(broken.statusCode).toBe(400);
    expect(broken.json().errors).toEqual({ message: hiddenCharactersMessage });
    const whole = await postJson('/api/contact-us', { ...contactMessage, message: 'Thanks 😀 नमस्ते' });
    expect(whole.statusCode).toBe(201);
  });

  it('refuses the pass buyer’s name with an embedding control, and registers no rider', async () => {
    const before = await countRows('riders');
    const response = await postJson('/api/front/rider/registration', { ...buyer, mobile: '9345678012', name: '\u202BAsha', iPassId: 8 });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ name: hiddenCharactersMessage });
    expect(await countRows('riders')).toBe(before);
  });
});

describe('a field no form rule reads', () => {
  it('is held to the same rule by its schema', async () => {
    const response = await postJson('/api/front/pass/purchase/payment/status', {
      order_id: 'order_AAAAAAAAAAAAAA',
      customerid: 1,
      iPassId: 8,
      razorpay_payment_id: 'pay_\u202Ecba',
      iPaymentStatus: 1,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ razorpay_payment_id: hiddenCharactersMessage });
  });
});

describe('a multipart form', () => {
  it('refuses the applicant’s name with a right-to-left override, and keeps nothing', async () => {
    const job = await testApp.app.db.selectFrom('job_categories').select('id').orderBy('id').executeTakeFirstOrThrow();
    const before = await countRows('job_applications');
    const { payload, headers } = await encodeMultipart({ ...buildJobApplicationFields(job.id), name: 'Asha \u202ERao' }, [
      { field: 'resume_cv', bytes: buildTinyPdf(), name: 'resume.pdf', type: 'application/pdf' },
    ]);
    const response = await testApp.app.inject({ method: 'POST', url: '/api/career', payload, headers });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ name: hiddenCharactersMessage });
    expect(await countRows('job_applications')).toBe(before);
  });
});
