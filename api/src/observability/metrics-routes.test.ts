import { contactMessage } from '@chalein/testing/fixtures/contact-message';
import { createTestApp, type TestApp } from '../test-support/test-app';

// /metrics on a real app: who may read it (METRICS_ALLOW, the socket's address or a trusted proxy's word), and
// counters that move with the requests the app answers.

/** The value of one series in Prometheus's text, or undefined when it is not there. */
function readSample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('/metrics with the default allowlist (loopback)', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ RATE_LIMIT_FORMS_PER_MINUTE: '1' });
  });
  afterAll(() => testApp.closeTestApp());

  const scrape = async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' });
    expect(response.statusCode).toBe(200);
    return response.body;
  };

  it('answers loopback in the Prometheus text format, and refuses any other address with 403', async () => {
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const allowed = await testApp.app.inject({ method: 'GET', url: '/metrics', remoteAddress });
      expect(allowed.statusCode).toBe(200);
      expect(allowed.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
      expect(allowed.headers['cache-control']).toBe('no-store');
      expect(allowed.body).toMatch(/^process_resident_memory_bytes \d+/m);
    }
    const refused = await testApp.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.7' });
    expect(refused.statusCode).toBe(403);
    expect(refused.body).not.toContain('process_');
  });

  it('ignores X-Forwarded-For when no proxy is trusted', async () => {
    const forged = await testApp.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '203.0.113.7',
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(forged.statusCode).toBe(403);
  });

  it('counts requests by route pattern and status, with their times, never by the address asked for', async () => {
    const series = 'chalein_http_requests_total{method="GET",route="/api/job-details-page/:id",status_code="404"}';
    const before = readSample(await scrape(), series) ?? 0;
    for (const id of ['99901', '99902', '99903']) {
      expect((await testApp.app.inject({ method: 'GET', url: `/api/job-details-page/${id}` })).statusCode).toBe(404);
    }
    const text = await scrape();
    expect(readSample(text, series)).toBe(before + 3);
    expect(text).not.toContain('99901');
    expect(
      readSample(text, 'chalein_http_request_duration_seconds_count{method="GET",route="/api/job-details-page/:id",status_code="404"}'),
    ).toBe(before + 3);
    // an address no route has is one series, whatever the address
    await testApp.app.inject({ method: 'GET', url: '/api/no-such-thing-here' });
    const unmatched = await scrape();
    expect(unmatched).not.toContain('no-such-thing-here');
    expect(readSample(unmatched, 'chalein_http_requests_total{method="GET",route="no route",status_code="404"}')).toBeGreaterThanOrEqual(1);
  });

  it('counts rate-limit refusals by route', async () => {
    const series = 'chalein_rate_limit_refusals_total{route="/api/contact-us"}';
    expect(readSample(await scrape(), series)).toBeUndefined();
    const post = () =>
      testApp.app.inject({ method: 'POST', url: '/api/contact-us', payload: contactMessage, remoteAddress: '198.51.100.4' });
    expect((await post()).statusCode).toBe(201);
    expect((await post()).statusCode).toBe(429);
    expect((await post()).statusCode).toBe(429);
    expect(readSample(await scrape(), series)).toBe(2);
  });
});

describe('/metrics with METRICS_ALLOW and a trusted proxy', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ METRICS_ALLOW: '10.0.0.0/8, 192.0.2.10', TRUST_PROXY: '127.0.0.1' });
  });
  afterAll(() => testApp.closeTestApp());

  const statusFor = async (remoteAddress: string, forwardedFor?: string) =>
    (
      await testApp.app.inject({
        method: 'GET',
        url: '/metrics',
        remoteAddress,
        ...(forwardedFor ? { headers: { 'x-forwarded-for': forwardedFor } } : {}),
      })
    ).statusCode;

  it('answers the listed addresses and blocks, and no longer loopback itself', async () => {
    expect(await statusFor('10.20.30.40')).toBe(200);
    expect(await statusFor('192.0.2.10')).toBe(200);
    expect(await statusFor('192.0.2.11')).toBe(403);
    expect(await statusFor('127.0.0.1')).toBe(403);
  });

  it("takes the client the trusted proxy names, and nobody else's word", async () => {
    expect(await statusFor('127.0.0.1', '10.1.2.3')).toBe(200);
    expect(await statusFor('127.0.0.1', '203.0.113.7')).toBe(403);
    expect(await statusFor('203.0.113.7', '10.1.2.3')).toBe(403);
  });

  it('refuses to start with an entry that is no address', async () => {
    await expect(createTestApp({ METRICS_ALLOW: '10.0.0.0/8,localhost' })).rejects.toThrow("METRICS_ALLOW: 'localhost' is neither");
  });
});
