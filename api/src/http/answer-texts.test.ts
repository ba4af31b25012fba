import { ANSWER_TEXTS } from '@chalein/shared/api/answer-texts-by-language';
import { VALIDATION_TEXTS } from '@chalein/shared/lib/validation/validation-texts-by-language';
import { LANGUAGE_TAGS, LANGUAGES, type Language } from '@chalein/shared/lib/i18n/languages';
import { contactMessage } from '@chalein/testing/fixtures/contact-message';
import { buyer } from '../test-support/payment-test-kit';
import { createTestApp, type TestApp } from '../test-support/test-app';

// The server's own answers to a visitor (not the forms' rules: answer-language.test.ts has those) in the language the
// site's API client names, `hi-IN` or `kn-IN`, and in English word for word without it. Real app, real database.

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp(
    { PAYMENT_SANDBOX_SECRET: 'test-sandbox-secret-0123456789', RATE_LIMIT_FORMS_PER_MINUTE: '100000' },
    (app) => {
      // a route that fails the way a bug would
      app.get('/api/test-only/fault', async () => {
        throw new Error('SQLITE_CORRUPT at /srv/secret/chalein.db');
      });
    },
  );
});
afterAll(() => testApp.closeTestApp());

const headersFor = (language?: Language) => (language === undefined ? {} : { 'accept-language': LANGUAGE_TAGS[language] });

function postJson(url: string, payload: object, language?: Language, headers: Record<string, string> = {}) {
  return testApp.app.inject({ method: 'POST', url, payload, headers: { ...headersFor(language), ...headers } });
}

let mobileCounter = 0;
function nextMobile(): string {
  mobileCounter += 1;
  return `91000${String(mobileCounter).padStart(5, '0')}`;
}

describe('the pass purchase and its payment', () => {
  it.each([
    [
      'en',
      'Pass not found.',
      'This pass cannot be bought online right now.',
      'Order created.',
      'Payment failed. Please try again.',
      'Order not found.',
    ],
    [
      'hi',
      'पास नहीं मिला।',
      'यह पास अभी ऑनलाइन नहीं ख़रीदा जा सकता।',
      'ऑर्डर बन गया।',
      'भुगतान नहीं हो सका। कृपया फिर से कोशिश करें।',
      'ऑर्डर नहीं मिला।',
    ],
    ['kn', 'ಪಾಸ್ ಸಿಗಲಿಲ್ಲ.', 'ಈ ಪಾಸ್ ಅನ್ನು ಈಗ ಆನ್‌ಲೈನ್‌ನಲ್ಲಿ ಖರೀದಿಸಲು ಆಗುವುದಿಲ್ಲ.', 'ಆರ್ಡರ್ ರಚಿಸಲಾಗಿದೆ.', 'ಪಾವತಿ ವಿಫಲವಾಗಿದೆ. ದಯವಿಟ್ಟು ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.', 'ಆರ್ಡರ್ ಸಿಗಲಿಲ್ಲ.'],
  ] as const)('answers in %s', async (language, passNotFound, passUnavailable, orderCreated, dismissed, orderNotFound) => {
    const register = (iPassId: number) => postJson('/api/front/rider/registration', { ...buyer, mobile: nextMobile(), iPassId }, language);
    const unknown = await register(999);
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, passNotFound]);
    expect(unknown.headers.vary).toMatch(/accept-language/i);
    // a driver pass is bought in the Driver App
    const driverPass = await register(2);
    expect([driverPass.statusCode, driverPass.json().message]).toEqual([409, passUnavailable]);
    const created = await register(8);
    expect([created.statusCode, created.json().message]).toEqual([201, orderCreated]);

    const order = created.json().data as { order_id: string; customerid: number };
    const report = {
      order_id: order.order_id,
      customerid: order.customerid,
      iPassId: 8,
      amount: '',
      razorpay_payment_id: '',
      razorpay_signature: '',
    };
    const dismissal = await postJson('/api/front/pass/purchase/payment/status', { ...report, iPaymentStatus: 0 }, language);
    expect([dismissal.statusCode, dismissal.json().message]).toEqual([200, dismissed]);
    const lost = await postJson(
      '/api/front/pass/purchase/order/status',
      { order_id: 'order_AAAAAAAAAAAAAA', customerid: order.customerid },
      language,
    );
    expect([lost.statusCode, lost.json().message]).toEqual([404, orderNotFound]);
  });

  it('answers a receipt link that is not ours in the page language', async () => {
    const read = (language?: Language) =>
      testApp.app.inject({ method: 'GET', url: '/api/passes/receipt/not-a-token', headers: headersFor(language) });
    expect((await read()).json().message).toBe('We could not find this receipt. Check that the link is complete, as it came in the mail.');
    expect((await read('hi')).json().message).toBe('यह रसीद नहीं मिली। देख लें कि लिंक पूरा है, जैसा मेल में आया था।');
    expect((await read('kn')).json().message).toBe('ಈ ರಸೀದಿ ಸಿಗಲಿಲ್ಲ. ಮೇಲ್‌ನಲ್ಲಿ ಬಂದಂತೆ ಲಿಂಕ್ ಪೂರ್ಣವಾಗಿದೆಯೇ ಎಂದು ನೋಡಿ.');
  });
});

describe('a submission sent again', () => {
  it.each([
    ['en', 'This Idempotency-Key was already used for a different submission. Send a new key with a new submission.'],
    ['hi', 'यह Idempotency-Key किसी दूसरे सबमिशन के लिए पहले ही इस्तेमाल हो चुका है। नए सबमिशन के साथ नया Idempotency-Key भेजें।'],
    ['kn', 'ಈ Idempotency-Key ಅನ್ನು ಬೇರೆ ಸಲ್ಲಿಕೆಗೆ ಈಗಾಗಲೇ ಬಳಸಲಾಗಿದೆ. ಹೊಸ ಸಲ್ಲಿಕೆಯೊಂದಿಗೆ ಹೊಸ Idempotency-Key ಕಳುಹಿಸಿ.'],
  ] as const)('refuses a reused key with another form in %s', async (language, keyReused) => {
    const key = `language-test-${language ?? 'en'}-0001`;
    const first = await postJson('/api/contact-us', contactMessage, language, { 'idempotency-key': key });
    expect(first.statusCode).toBe(201);
    const other = await postJson('/api/contact-us', { ...contactMessage, message: 'Another question altogether.' }, language, {
      'idempotency-key': key,
    });
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({ success: false, message: keyReused });
  });
});

describe('the server’s refusals and faults', () => {
  it.each([
    ['en', 'The request is too large.', 'Something went wrong on our side. Please try again later.', 'Not found: GET /api/no-such-route'],
    ['hi', 'भेजा गया अनुरोध बहुत बड़ा है।', 'हमारी तरफ़ से कुछ गड़बड़ हो गई। कृपया थोड़ी देर बाद फिर से कोशिश करें।', 'नहीं मिला: GET /api/no-such-route'],
    ['kn', 'ಕಳುಹಿಸಿದ ವಿನಂತಿ ತುಂಬಾ ದೊಡ್ಡದಾಗಿದೆ.', 'ನಮ್ಮ ಕಡೆಯಿಂದ ಏನೋ ತಪ್ಪಾಗಿದೆ. ದಯವಿಟ್ಟು ಸ್ವಲ್ಪ ಸಮಯದ ನಂತರ ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.', 'ಸಿಗಲಿಲ್ಲ: GET /api/no-such-route'],
  ] as const)('answers 413, 500 and 404 in %s', async (language, tooLarge, fault, notFound) => {
    const large = await postJson('/api/seodata', { id: 1, padding: 'x'.repeat(testApp.config.bodyLimitBytes + 1) }, language);
    expect(large.json()).toEqual({ success: false, message: tooLarge });
    const failed = await testApp.app.inject({ method: 'GET', url: '/api/test-only/fault', headers: headersFor(language) });
    expect([failed.statusCode, failed.json().message]).toEqual([500, fault]);
    const missing = await testApp.app.inject({ method: 'GET', url: '/api/no-such-route?x=1', headers: headersFor(language) });
    expect(missing.json()).toEqual({ success: false, message: notFound });
    expect(missing.headers.vary).toMatch(/accept-language/i);
  });

  it('answers 429 in the request language', async () => {
    const limited = await createTestApp({ RATE_LIMIT_FORMS_PER_MINUTE: '1' });
    try {
      const post = (language: Language) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/news/letter',
          payload: { email: 'asha@example.com' },
          headers: headersFor(language),
        });
      expect((await post('en')).statusCode).toBe(201);
      expect((await post('hi')).json()).toEqual({
        success: false,
        message: 'बहुत ज़्यादा अनुरोध आए हैं। कृपया एक मिनट रुककर फिर से कोशिश करें।',
      });
      expect((await post('kn')).json()).toEqual({
        success: false,
        message: 'ತುಂಬಾ ಹೆಚ್ಚು ವಿನಂತಿಗಳು ಬಂದಿವೆ. ದಯವಿಟ್ಟು ಒಂದು ನಿಮಿಷ ಕಾದು ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.',
      });
      expect((await post('en')).json().message).toBe('Too many requests. Please wait a minute and try again.');
    } finally {
      await limited.closeTestApp();
    }
  });
});

describe('content that is not there', () => {
  it.each([
    ['hi', 'ब्लॉग नहीं मिला।', 'नौकरी नहीं मिली।', 'पास नहीं मिला।'],
    ['kn', 'ಬ್ಲಾಗ್ ಸಿಗಲಿಲ್ಲ.', 'ಉದ್ಯೋಗ ಸಿಗಲಿಲ್ಲ.', 'ಪಾಸ್ ಸಿಗಲಿಲ್ಲ.'],
  ] as const)('answers an unknown blog, job and pass in %s', async (language, blog, job, pass) => {
    const read = (url: string) => testApp.app.inject({ method: 'GET', url, headers: headersFor(language) });
    expect((await read('/api/blogs/no-such-article')).json().message).toBe(blog);
    expect((await read('/api/job-details-page/987654')).json().message).toBe(job);
    expect((await postJson('/api/pass/detail', { passid: 987654 }, language)).json().message).toBe(pass);
  });
});

describe('the answer texts', () => {
  it('have their own groups, apart from the rules’ messages, so a key names one text', () => {
    const answerGroups = Object.keys(ANSWER_TEXTS.en);
    expect(answerGroups.filter((group) => group in VALIDATION_TEXTS.en)).toEqual([]);
  });

  it('have the same keys in every language', () => {
    const keysOf = (texts: Readonly<Record<string, unknown>>) =>
      Object.entries(texts).flatMap(([group, names]) => Object.keys(names as object).map((name) => `${group}.${name}`));
    for (const language of LANGUAGES) expect(keysOf(ANSWER_TEXTS[language]).sort()).toEqual(keysOf(ANSWER_TEXTS.en).sort());
  });
});
