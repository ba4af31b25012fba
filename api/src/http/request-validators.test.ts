import { readEnglishMessage, readEnglishMessages } from '@chalein/testing/validation-messages';
import { replyConsentMessage as replyConsentKey } from '@chalein/shared/lib/validation/common';
import { contactMessages as contactMessageKeys } from '@chalein/shared/lib/validation/contact';
import { contactMessage } from '@chalein/testing/fixtures/contact-message';
import { createTestApp, type TestApp } from '../test-support/test-app';

// answers are in English unless the request asks for another language: the messages as an English page shows them
const replyConsentMessage = readEnglishMessage(replyConsentKey);
const contactMessages = readEnglishMessages(contactMessageKeys);

// A JSON body is taken as sent: a number or a boolean where the schema says text (or text where it says a boolean)
// is the field's 400, never quietly turned into the type asked for. Path parameters are text by nature and are
// still read as the numbers their schemas ask for.

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ RATE_LIMIT_FORMS_PER_MINUTE: '1000' });
});
afterAll(() => testApp.closeTestApp());

const postContact = (payload: object) => testApp.app.inject({ method: 'POST', url: '/api/contact-us', payload });
const countMessages = async () => (await testApp.app.db.selectFrom('contact_messages').select('id').execute()).length;

describe('a JSON body', () => {
  it('refuses a number or a boolean where the schema says text, with the field’s message, and stores nothing', async () => {
    const before = await countMessages();
    const number = await postContact({ ...contactMessage, firstName: 123 });
    expect(number.statusCode).toBe(400);
    expect(number.json()).toEqual({
      success: false,
      message: 'First name must be text',
      errors: { firstName: 'First name must be text' },
    });

    const booleanAndNumber = await postContact({ ...contactMessage, lastName: true, phone_number: 9876543210 });
    expect(booleanAndNumber.statusCode).toBe(400);
    expect(booleanAndNumber.json().errors).toEqual({ lastName: 'Last name must be text', phone_number: 'Phone number must be text' });
    expect(await countMessages()).toBe(before);
  });

  it('refuses text where the schema says a boolean: "true" is not consent', async () => {
    const response = await postContact({ ...contactMessage, consent: 'true' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ consent: replyConsentMessage });
  });

  it('refuses a list where the schema says text, instead of taking its one item', async () => {
    const response = await postContact({ ...contactMessage, message: ['Do you have cabs at the airport?'] });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ message: 'Message must be text' });
  });

  it('still accepts the same message with every field of the type its schema says', async () => {
    const response = await postContact(contactMessage);
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe(contactMessages.success);
  });
});

describe('a field whose schema takes a number as well as text', () => {
  const enquiry = {
    strFullName: 'Vikram Shetty',
    strEmail: 'vikram@shettycapital.in',
    iMobile: '9845012345',
    iAlternativeMobile: '8045012345',
    strDescription: 'Series A',
    consent: true,
  };
  const postEnquiry = (payload: object) => testApp.app.inject({ method: 'POST', url: '/api/investor', payload });
  const postSeoData = (payload: object) => testApp.app.inject({ method: 'POST', url: '/api/seodata', payload });

  it('takes the investor’s numbers as JSON numbers, stored as their digits, and nothing else that is not text', async () => {
    expect((await postEnquiry({ ...enquiry, iMobile: 9845012345, iAlternativeMobile: 8045012345 })).statusCode).toBe(201);
    const row = await testApp.app.db
      .selectFrom('investor_enquiries')
      .select(['mobile', 'alternative_mobile'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ mobile: '9845012345', alternative_mobile: '8045012345' });

    const negative = await postEnquiry({ ...enquiry, iMobile: -9845012345 });
    expect(negative.json().errors).toEqual({ iMobile: 'Phone number must be exactly 10 digits' });
    const fraction = await postEnquiry({ ...enquiry, iMobile: 9845012345.5 });
    expect(fraction.statusCode).toBe(400);
    expect(Object.keys(fraction.json().errors)).toEqual(['iMobile']);
    const yes = await postEnquiry({ ...enquiry, iAlternativeMobile: true });
    expect(Object.keys(yes.json().errors)).toEqual(['iAlternativeMobile']);
  });

  it('takes a page id as a number or its digits, and nothing else', async () => {
    expect((await postSeoData({ id: 2 })).statusCode).toBe(200);
    expect((await postSeoData({ id: '2' })).statusCode).toBe(200);
    for (const id of ['0', '2.5', '0x2', '1e3', true, [2]]) {
      const response = await postSeoData({ id });
      expect({ id, statusCode: response.statusCode, errors: response.json().errors }).toEqual({
        id,
        statusCode: 400,
        errors: { id: 'Page id must be a whole number' },
      });
    }
  });
});

describe('a path parameter', () => {
  it('is still read as the number its schema asks for', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/job-details-page/987654' });
    // a 404 from the handler, not a 400: "987654" reached it as the number 987654
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: 'Job not found.' });
  });
});
