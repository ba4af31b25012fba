import {
  API_TIMEOUT_MS,
  ApiError,
  getApiClient,
  getUploadUrl,
  request,
  requestData,
  setApiLanguage,
  UnsuccessfulAnswerError,
} from './client';
import { startFakeApiServer } from '@chalein/testing/fake-api-server';

// A real HTTP server on loopback: the client is tested against real responses, not a mocked adapter.
let server: Awaited<ReturnType<typeof startFakeApiServer>>;

beforeAll(async () => {
  server = await startFakeApiServer((req, send) => {
    if (req.url === '/api/ok') return send(200, JSON.stringify({ success: true, data: { n: 1 } }));
    if (req.url === '/api/language') return send(200, JSON.stringify({ success: true, data: req.headers['accept-language'] ?? null }));
    if (req.url === '/api/invalid')
      return send(
        400,
        JSON.stringify({ success: false, message: 'Please check the form.', errors: { email: 'Email address is invalid' } }),
      );
    if (req.url === '/api/not-envelope') return send(200, '<html>proxy page</html>', 'text/html');
    if (req.url === '/api/unsuccessful') return send(200, JSON.stringify({ success: false, message: 'Failed to load blogs' }));
    if (req.url === '/api/slow') return setTimeout(() => send(200, JSON.stringify({ success: true })), 500);
    send(500, 'oops', 'text/plain');
  });
});

afterAll(() => server.stop());

test('the client times out after 15 seconds by default', () => {
  expect(API_TIMEOUT_MS).toBe(15_000);
});

test('a successful envelope is returned whole, and requestData unwraps its data', async () => {
  await expect(request({ url: '/ok' })).resolves.toEqual({ success: true, data: { n: 1 } });
  await expect(requestData({ url: '/ok' })).resolves.toEqual({ n: 1 });
});

test('a 4xx envelope becomes an ApiError with the server message and field errors', async () => {
  const error = await request({ url: '/invalid', method: 'POST' }).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  expect(error).toMatchObject({ message: 'Please check the form.', status: 400, fieldErrors: { email: 'Email address is invalid' } });
});

test('a body that is not our envelope is an invalid response structure', async () => {
  await expect(request({ url: '/not-envelope' })).rejects.toMatchObject({ message: 'Invalid response structure' });
});

test('requestData refuses an unsuccessful envelope with its message', async () => {
  await expect(requestData({ url: '/unsuccessful' })).rejects.toMatchObject({ message: 'Failed to load blogs' });
});

test('an unsuccessful answer is told apart from a failed request (pages word the two differently)', async () => {
  await expect(requestData({ url: '/unsuccessful' })).rejects.toBeInstanceOf(UnsuccessfulAnswerError);
  const failed = await requestData({ url: '/broken' }).catch((e: unknown) => e);
  expect(failed).toBeInstanceOf(ApiError);
  expect(failed).not.toBeInstanceOf(UnsuccessfulAnswerError);
});

test('a slow server gives a timeout message the user can read', async () => {
  await expect(request({ url: '/slow', timeout: 100 })).rejects.toMatchObject({
    message: 'The server took too long to answer. Please try again.',
  });
  // let the late answer arrive, so no socket outlives the test
  await new Promise((resolve) => setTimeout(resolve, 600));
});

test('an unreachable server gives a network message', async () => {
  // jsdom reports the refused connection on the console as well
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  await expect(request({ url: 'http://127.0.0.1:9/api/x', timeout: 300 })).rejects.toMatchObject({
    message: 'Network Error: the server could not be reached.',
    status: null,
  });
  // jsdom leaves the request's timeout timer running after a refused connection; let it run out
  await new Promise((resolve) => setTimeout(resolve, 350));
});

test('upload URLs are under the public upload folders', () => {
  expect(getUploadUrl('testimonial', 'rider anita.svg')).toBe('/uploads/testimonial/rider%20anita.svg');
});

test('every call goes through one client, made with the first call', async () => {
  const [first, second] = await Promise.all([getApiClient(), getApiClient()]);
  expect(first).toBe(second);
  expect(first.defaults.timeout).toBe(API_TIMEOUT_MS);
});

test("every call names the page's language, English until the page sets it, and a call's own header wins", async () => {
  await expect(requestData({ url: '/language' })).resolves.toBe('en-IN');
  setApiLanguage('kn');
  try {
    await expect(requestData({ url: '/language' })).resolves.toBe('kn-IN');
    await expect(requestData({ url: '/language', headers: { 'Accept-Language': 'hi' } })).resolves.toBe('hi');
  } finally {
    setApiLanguage('en');
  }
});

test.each([
  ['hi', 'सर्वर ने जवाब देने में बहुत देर लगाई। कृपया फिर से कोशिश करें।', 'सर्वर का जवाब सही रूप में नहीं है', 'सर्वर ने गड़बड़ी का जवाब दिया (500)।'],
  ['kn', 'ಸರ್ವರ್ ಉತ್ತರಿಸಲು ತುಂಬಾ ಸಮಯ ತೆಗೆದುಕೊಂಡಿತು. ದಯವಿಟ್ಟು ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.', 'ಸರ್ವರ್‌ನ ಉತ್ತರ ಸರಿಯಾದ ರೂಪದಲ್ಲಿಲ್ಲ', 'ಸರ್ವರ್ ದೋಷದ ಉತ್ತರ ನೀಡಿತು (500).'],
] as const)(
  "in %s the client's own messages are in the page's language, the server's as it wrote them",
  async (language, timeout, invalid, failed) => {
    setApiLanguage(language);
    try {
      await expect(request({ url: '/slow', timeout: 100 })).rejects.toMatchObject({ message: timeout });
      await expect(request({ url: '/not-envelope' })).rejects.toMatchObject({ message: invalid });
      await expect(request({ url: '/broken' })).rejects.toMatchObject({ message: failed, status: 500 });
      await expect(request({ url: '/invalid', method: 'POST' })).rejects.toMatchObject({ message: 'Please check the form.' });
    } finally {
      setApiLanguage('en');
    }
    await new Promise((resolve) => setTimeout(resolve, 600));
  },
);

test('in English a failed status keeps the HTTP client’s words', async () => {
  await expect(request({ url: '/broken' })).rejects.toMatchObject({ message: 'Request failed with status code 500', status: 500 });
});
