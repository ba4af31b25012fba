import { readEnglishMessage, readEnglishMessages } from '@chalein/testing/validation-messages';
import { replyConsentMessage as replyConsentKey } from '@chalein/shared/lib/validation/common';
import { investorMessages as investorMessageKeys } from '@chalein/shared/lib/validation/investor';
import { createTestApp, type TestApp } from '../test-support/test-app';

// answers are in English unless the request asks for another language: the messages as an English page shows them
const replyConsentMessage = readEnglishMessage(replyConsentKey);
const investorMessages = readEnglishMessages(investorMessageKeys);

const m = investorMessages;

const validEnquiry = {
  strFullName: 'Vikram Shetty',
  strEmail: 'vikram@shettycapital.in',
  iMobile: '9845012345',
  iAlternativeMobile: '8045012345',
  strDescription: 'We invest in Series A mobility companies in South India and would like to meet your team.',
  consent: true,
};

describe('POST /api/investor', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ RATE_LIMIT_FORMS_PER_MINUTE: '1000' });
  });
  afterAll(() => testApp.closeTestApp());

  const postEnquiry = (payload: unknown) => testApp.app.inject({ method: 'POST', url: '/api/investor', payload: payload as object });

  it('stores the enquiry and answers 201 with the success message and an INV reference', async () => {
    const response = await postEnquiry(validEnquiry);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      success: true,
      message: 'Your form has been submitted successfully',
      data: { reference: expect.stringMatching(/^INV-\d{4}-\d{5}$/) },
    });
    const row = await testApp.app.db
      .selectFrom('investor_enquiries')
      .selectAll()
      .where('reference', '=', body.data.reference)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      full_name: 'Vikram Shetty',
      email: 'vikram@shettycapital.in',
      mobile: '9845012345',
      alternative_mobile: '8045012345',
      description: validEnquiry.strDescription,
    });
  });

  it('accepts numbers where the spec names the fields i... (iMobile), as a form library might send them', async () => {
    const response = await postEnquiry({ ...validEnquiry, iMobile: 9845012345, iAlternativeMobile: 8045012345 });
    expect(response.statusCode).toBe(201);
  });

  it('answers every missing field with the form message', async () => {
    const response = await postEnquiry({});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message: m.fullNameRequired,
      errors: {
        strFullName: 'fullname is required',
        strEmail: 'Email address is required',
        iMobile: 'Phone number is required',
        iAlternativeMobile: m.alternativeRequired,
        strDescription: m.descriptionRequired,
        consent: replyConsentMessage,
      },
    });
  });

  it('validates the alternative number and the description, which the old form only marked required', async () => {
    const blank = await postEnquiry({ ...validEnquiry, iAlternativeMobile: '  ', strDescription: '   ' });
    expect(blank.json().errors).toEqual({ iAlternativeMobile: m.alternativeRequired, strDescription: m.descriptionRequired });
    const invalid = await postEnquiry({ ...validEnquiry, iAlternativeMobile: '80450', strEmail: 'vikram.at.example' });
    expect(invalid.json().errors).toEqual({ iAlternativeMobile: m.alternativeInvalid, strEmail: 'Email address is invalid' });
    const same = await postEnquiry({ ...validEnquiry, iAlternativeMobile: validEnquiry.iMobile });
    expect(same.json().errors).toEqual({ iAlternativeMobile: m.alternativeSame });
    const shortPhone = await postEnquiry({ ...validEnquiry, iMobile: '12345' });
    expect(shortPhone.json().errors).toEqual({ iMobile: 'Phone number must be exactly 10 digits' });
  });

  it('refuses wrong types and 10 KB strings with 400', async () => {
    const wrong = await postEnquiry({ ...validEnquiry, strFullName: { first: 'V' }, consent: 'maybe' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ strFullName: 'Full name must be text', consent: replyConsentMessage });
    const huge = 'y'.repeat(10_240);
    const tooLong = await postEnquiry({ ...validEnquiry, strFullName: huge, strDescription: huge, iAlternativeMobile: huge });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors).toEqual({ strFullName: m.tooLong, strDescription: m.tooLong, iAlternativeMobile: m.alternativeInvalid });
  });

  it('stores a script tag as the plain text it is (it is only ever rendered as text)', async () => {
    const description = '<script>alert(1)</script><img src=x onerror=alert(1)> Series A';
    const response = await postEnquiry({ ...validEnquiry, strDescription: description });
    expect(response.statusCode).toBe(201);
    const row = await testApp.app.db
      .selectFrom('investor_enquiries')
      .select('description')
      .where('reference', '=', response.json().data.reference)
      .executeTakeFirstOrThrow();
    expect(row.description).toBe(description);
  });
});

describe('POST /api/investor rate limit', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ RATE_LIMIT_FORMS_PER_MINUTE: '1' });
  });
  afterAll(() => testApp.closeTestApp());

  it('answers 429 after the limit', async () => {
    const first = await testApp.app.inject({ method: 'POST', url: '/api/investor', payload: validEnquiry });
    const second = await testApp.app.inject({ method: 'POST', url: '/api/investor', payload: validEnquiry });
    expect([first.statusCode, second.statusCode]).toEqual([201, 429]);
  });
});
