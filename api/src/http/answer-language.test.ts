import fs from 'node:fs';
import { contactMessages } from '@chalein/shared/lib/validation/contact';
import { driverMessages } from '@chalein/shared/lib/validation/driver-registration';
import { passBuyerMessages, passBuyerConsentMessage } from '@chalein/shared/lib/validation/pass-buyer';
import { replyConsentMessage } from '@chalein/shared/lib/validation/common';
import { formatValidationMessage } from '@chalein/shared/lib/validation/validation-message';
import { VALIDATION_TEXTS } from '@chalein/shared/lib/validation/validation-texts-by-language';
import type { Language } from '@chalein/shared/lib/i18n/languages';
import { contactMessage } from '@chalein/testing/fixtures/contact-message';
import { driverRegistration } from '@chalein/testing/fixtures/driver-registration';
import { encodeMultipart } from '@chalein/testing/multipart-form';
import { buyer } from '../test-support/payment-test-kit';
import { createTempDir } from '../test-support/temp-dir';
import { createTestApp, type TestApp } from '../test-support/test-app';

// A form's 400 answer in the language the request names (Accept-Language, as the site's API client sends the
// page's), English when it names none of the site's. Real app, real database, requests through inject.

let testApp: TestApp;
let privateDir: string;

beforeAll(async () => {
  privateDir = createTempDir('chalein-private-');
  testApp = await createTestApp({ PRIVATE_UPLOADS_DIR: privateDir, RATE_LIMIT_FORMS_PER_MINUTE: '100000' });
});
afterAll(async () => {
  await testApp.closeTestApp();
  fs.rmSync(privateDir, { recursive: true, force: true });
});

const inLanguage = (language: Language, key: string) => formatValidationMessage(VALIDATION_TEXTS[language], key);
const languageHeader = (acceptLanguage?: string) => (acceptLanguage === undefined ? {} : { 'accept-language': acceptLanguage });

function postContact(payload: object, acceptLanguage?: string) {
  return testApp.app.inject({ method: 'POST', url: '/api/contact-us', payload, headers: languageHeader(acceptLanguage) });
}

describe('the contact form', () => {
  const refused = { ...contactMessage, firstName: ' ', phone_number: '98765' };

  it.each([
    ['hi', 'hi-IN,hi;q=0.9,en;q=0.8', 'पहला नाम ज़रूरी है', 'फ़ोन नंबर ठीक 10 अंकों का होना चाहिए'],
    ['kn', 'kn', 'ಮೊದಲ ಹೆಸರು ಅಗತ್ಯ', 'ಫೋನ್ ಸಂಖ್ಯೆ ನಿಖರವಾಗಿ 10 ಅಂಕಿಗಳದ್ದಾಗಿರಬೇಕು'],
  ] as const)('answers its 400 in %s when the request asks for it (%s)', async (language, header, firstName, phone) => {
    const response = await postContact(refused, header);
    expect(response.statusCode).toBe(400);
    expect(response.headers.vary).toMatch(/accept-language/i);
    expect(response.json()).toEqual({ success: false, message: firstName, errors: { firstName, phone_number: phone } });
    // the consent box is checked by the request's schema, before the form's rules: its message is the form's too
    const withoutConsent = await postContact({ ...contactMessage, consent: false }, header);
    expect(withoutConsent.json().errors).toEqual({ consent: inLanguage(language, replyConsentMessage) });
  });

  it('answers in English with no Accept-Language, or one naming none of the site languages', async () => {
    const english = {
      success: false,
      message: 'First name is required',
      errors: { firstName: 'First name is required', phone_number: 'Phone number must be exactly 10 digits' },
    };
    expect((await postContact(refused)).json()).toEqual(english);
    expect((await postContact(refused, 'ta-IN,ta;q=0.9')).json()).toEqual(english);
    // q-values decide, not the order: English is preferred here
    expect((await postContact(refused, 'kn;q=0.3, en-IN')).json()).toEqual(english);
  });

  it("writes the schema's own messages, and the success message, in the request's language", async () => {
    const wrongType = await postContact({ ...contactMessage, firstName: 42 }, 'hi');
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().errors).toEqual({ firstName: 'यहाँ टेक्स्ट होना चाहिए' });
    expect((await postContact({ ...contactMessage, firstName: 42 })).json().errors).toEqual({ firstName: 'First name must be text' });

    const stored = await postContact(contactMessage, 'kn-IN');
    expect(stored.statusCode).toBe(201);
    expect(stored.json().message).toBe('ನಿಮ್ಮ ಫಾರ್ಮ್ ಯಶಸ್ವಿಯಾಗಿ ಸಲ್ಲಿಕೆಯಾಗಿದೆ');
    expect(stored.json().message).toBe(inLanguage('kn', contactMessages.success));
  });
});

describe('the driver registration form', () => {
  async function postRegistration(fields: Record<string, string>, acceptLanguage?: string) {
    const { payload, headers } = await encodeMultipart(fields, []);
    return testApp.app.inject({
      method: 'POST',
      url: '/api/new-registration',
      headers: { ...headers, ...languageHeader(acceptLanguage) },
      payload,
    });
  }

  it.each([
    ['hi', 'hi', 'संपर्क नंबर ठीक 10 अंकों का होना चाहिए', 'कृपया यह दस्तावेज़ अपलोड करें।'],
    ['kn', 'kn-IN', 'ಸಂಪರ್ಕ ಸಂಖ್ಯೆ ನಿಖರವಾಗಿ 10 ಅಂಕಿಗಳದ್ದಾಗಿರಬೇಕು', 'ದಯವಿಟ್ಟು ಈ ದಾಖಲೆಯನ್ನು ಅಪ್‌ಲೋಡ್ ಮಾಡಿ.'],
    ['en', undefined, 'Contact number must be exactly 10 digits', 'Please upload this document.'],
  ] as const)('answers its 400 in %s (Accept-Language %s)', async (language, header, contactNumber, documentRequired) => {
    const response = await postRegistration({ ...driverRegistration, contactNumber: '98765', pincode: '012345' }, header);
    expect(response.statusCode).toBe(400);
    const { errors } = response.json<{ errors: Record<string, string> }>();
    expect(errors.contactNumber).toBe(contactNumber);
    expect(errors.adharCardFrontPhoto).toBe(documentRequired);
    expect(errors.pincode).toBe(inLanguage(language, driverMessages.pincodeInvalid));
    // every message of the answer is a text of the language, none a key
    for (const message of Object.values(errors)) expect(message).not.toMatch(/^[a-z]+\.[a-zA-Z]+$/);
  });

  it('checks the number in Kannada on leaving the field', async () => {
    const answer = await testApp.app.inject({
      method: 'POST',
      url: '/api/new-registration/mobile/validate',
      payload: { contactNumber: '12345' },
      headers: { 'accept-language': 'kn' },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors).toEqual({ contactNumber: inLanguage('kn', driverMessages.contactNumberInvalid) });
  });
});

describe('the pass buyer details', () => {
  function postBuyer(details: Record<string, unknown>, acceptLanguage?: string) {
    return testApp.app.inject({
      method: 'POST',
      url: '/api/front/rider/registration',
      payload: { ...buyer, iPassId: 8, ...details },
      headers: languageHeader(acceptLanguage),
    });
  }

  it.each([
    ['hi', 'hi', 'कृपया अपना नाम डालें।', 'मोबाइल नंबर ठीक 10 अंकों का होना चाहिए।'],
    ['kn', 'en;q=0.5,kn;q=0.9', 'ದಯವಿಟ್ಟು ನಿಮ್ಮ ಹೆಸರು ನಮೂದಿಸಿ.', 'ಮೊಬೈಲ್ ಸಂಖ್ಯೆ ನಿಖರವಾಗಿ 10 ಅಂಕಿಗಳದ್ದಾಗಿರಬೇಕು.'],
    ['en', undefined, 'Please enter your name.', 'Mobile number must be exactly 10 digits.'],
  ] as const)('answers its 400 in %s (Accept-Language %s)', async (language, header, name, mobile) => {
    const response = await postBuyer({ name: ' ', mobile: '98', consent: false }, header);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message: name,
      errors: { name, mobile, consent: inLanguage(language, passBuyerConsentMessage) },
    });
    expect(name).toBe(inLanguage(language, passBuyerMessages.nameRequired));
  });
});
