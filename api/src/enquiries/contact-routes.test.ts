import { readEnglishMessage, readEnglishMessages } from '@chalein/testing/validation-messages';
import { replyConsentMessage as replyConsentKey } from '@chalein/shared/lib/validation/common';
import { contactMessages as contactMessageKeys } from '@chalein/shared/lib/validation/contact';
import { contactMessage } from '@chalein/testing/fixtures/contact-message';
import { createTestApp, type TestApp } from '../test-support/test-app';

// answers are in English unless the request asks for another language: the messages as an English page shows them
const replyConsentMessage = readEnglishMessage(replyConsentKey);
const contactMessages = readEnglishMessages(contactMessageKeys);

const m = contactMessages;

describe('POST /api/contact-us', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ RATE_LIMIT_FORMS_PER_MINUTE: '1000' });
  });
  afterAll(() => testApp.closeTestApp());

  const postMessage = (payload: unknown) => testApp.app.inject({ method: 'POST', url: '/api/contact-us', payload: payload as object });
  const listRows = () => testApp.app.db.selectFrom('contact_messages').selectAll().orderBy('id').execute();

  it('stores the trimmed message with consent and answers 201 with the success message and its reference', async () => {
    const response = await postMessage({ ...contactMessage, firstName: '  Asha ' });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({ success: true, message: 'Your form has been submitted successfully', data: { reference: expect.any(String) } });
    expect(body.data.reference).toMatch(/^CT-\d{4}-\d{5}$/);

    const rows = await listRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      reference: body.data.reference,
      first_name: 'Asha',
      last_name: 'Rao',
      email: 'asha.rao@example.com',
      phone_number: '9876543210',
      address: '12 MG Road, Bengaluru 560001',
      message: contactMessage.message,
    });
    expect(Number.isNaN(Date.parse(rows[0]?.consent_at ?? ''))).toBe(false);
    expect(response.headers.etag).toBeUndefined();
  });

  it('gives every message its own reference, in order', async () => {
    const first = (await postMessage(contactMessage)).json().data.reference as string;
    const second = (await postMessage(contactMessage)).json().data.reference as string;
    expect(first).not.toBe(second);
    expect(Number(second.slice(-5))).toBe(Number(first.slice(-5)) + 1);
  });

  it('answers every missing field with the form message, keyed by field', async () => {
    const response = await postMessage({});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message: m.firstNameRequired,
      errors: {
        firstName: m.firstNameRequired,
        lastName: m.lastNameRequired,
        email: m.emailRequired,
        phone_number: m.phoneRequired,
        address: m.addressRequired,
        message: m.messageRequired,
        consent: replyConsentMessage,
      },
    });
  });

  it('checks the form rules again: blank fields, email format, 10 digits', async () => {
    const response = await postMessage({
      ...contactMessage,
      firstName: '   ',
      email: 'asha@',
      phone_number: '98765',
      address: ' ',
      message: '',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      firstName: m.firstNameRequired,
      email: m.emailInvalid,
      phone_number: m.phoneInvalid,
      address: m.addressRequired,
      message: m.messageRequired,
    });
    for (const phone of ['98765432ab', '+919876543', '98765 4321']) {
      expect((await postMessage({ ...contactMessage, phone_number: phone })).json().errors).toEqual({ phone_number: m.phoneInvalid });
    }
  });

  it('refuses a message without consent', async () => {
    for (const consent of [false, 'no', null]) {
      const response = await postMessage({ ...contactMessage, consent });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ consent: replyConsentMessage });
    }
  });

  it('refuses wrong types and 10 KB strings with 400, never 500', async () => {
    const wrongType = await postMessage({ ...contactMessage, firstName: { name: 'Asha' }, message: ['a', 'b'] });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().errors).toEqual({ firstName: 'First name must be text', message: 'Message must be text' });

    const huge = 'x'.repeat(10_240);
    const tooLong = await postMessage({
      ...contactMessage,
      firstName: huge,
      address: huge,
      message: huge,
      phone_number: huge,
      email: `${huge}@example.com`,
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors).toEqual({
      firstName: m.tooLong,
      address: m.tooLong,
      message: m.tooLong,
      phone_number: m.phoneInvalid,
      email: m.emailInvalid,
    });

    const list = await postMessage([contactMessage]);
    expect(list.statusCode).toBe(400);
    expect(list.json().errors).toEqual({ body: 'The request body must be a JSON object' });
  });

  it('stores a script tag as the plain text it is (it is only ever rendered as text)', async () => {
    const before = (await listRows()).length;
    const message = '<script>alert(1)</script> hello';
    const response = await postMessage({ ...contactMessage, message });
    expect(response.statusCode).toBe(201);
    const rows = await listRows();
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)?.message).toBe(message);
  });

  it('ignores fields it does not know', async () => {
    const response = await postMessage({ ...contactMessage, reference: 'CT-1999-00001', id: 1 });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.reference).not.toBe('CT-1999-00001');
  });
});

describe('POST /api/contact-us rate limit', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ RATE_LIMIT_FORMS_PER_MINUTE: '2' });
  });
  afterAll(() => testApp.closeTestApp());

  it('answers 429 in the envelope after the limit, and stores nothing more', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      statuses.push((await testApp.app.inject({ method: 'POST', url: '/api/contact-us', payload: contactMessage })).statusCode);
    }
    expect(statuses).toEqual([201, 201, 429]);
    const limited = await testApp.app.inject({ method: 'POST', url: '/api/contact-us', payload: contactMessage });
    expect(limited.json()).toEqual({ success: false, message: 'Too many requests. Please wait a minute and try again.' });
    const rows = await testApp.app.db.selectFrom('contact_messages').select('id').execute();
    expect(rows).toHaveLength(2);
  });
});
