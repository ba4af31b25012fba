import fs from 'node:fs';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import type * as Routes from '@chalein/shared/lib/routes';
import { THEME_COOKIE_NAME } from '@chalein/shared/lib/theme-cookie';
import { waitUntil } from '@chalein/testing/wait-until';
import { REPO_ROOT } from '../settings/environment';
import { readStoredCompressionCount } from '../http/stored-body';
import { decodeResponseBody } from '../test-support/decode-response-body';
import { createTestApp, type TestApp } from '../test-support/test-app';

// The page cache on the real site: the built shell and remotes (SITE_ROOT is the repository), rendered on the server
// by real render processes. Pages are kept under their address with only the query parameters their route reads,
// and a page that visitors ask for while it renders is rendered once. How each answer was made is in its
// Server-Timing header: 'server' (this request rendered it), 'cache' (it was kept, or another request's render).

// No page reads a query parameter yet; /jobs stands in for one that reads ?category=, as its route would list it.
jest.mock('@chalein/shared/lib/routes', () => {
  const actual = jest.requireActual<typeof Routes>('@chalein/shared/lib/routes');
  return {
    ...actual,
    findSiteRoute: (pathname: string) => {
      const route = actual.findSiteRoute(pathname);
      return route?.path === '/jobs' ? { ...route, queryParameters: ['category'] } : route;
    },
  };
});

const BUILT_FILES = [
  'shell/dist/server/render-process.js',
  'passes-mfe/dist/server/remoteEntry.js',
  'careers-mfe/dist/server/remoteEntry.js',
];

let testApp: TestApp;

const DARK = { cookie: `${THEME_COOKIE_NAME}=dark` };
const get = (url: string, headers: Record<string, string> = {}) => testApp.app.inject({ method: 'GET', url, headers });
const renderedBy = (response: LightMyRequestResponse) => /desc="(\w+)"/.exec(String(response.headers['server-timing']))?.[1];

beforeAll(async () => {
  for (const file of BUILT_FILES) {
    if (!fs.existsSync(path.join(REPO_ROOT, file))) throw new Error(`${file} is missing: these tests use the real builds (npm run build)`);
  }
  testApp = await createTestApp({
    SITE_ROOT: REPO_ROOT,
    RENDER_PROCESSES: '1',
    // a first render in a fresh process, on a machine busy with other tests
    RENDER_BUDGET_MS: '5000',
    // every request here comes from one address, and waiting for the processes below is many misses
    RENDER_MISSES_PER_MINUTE: '0',
  });
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  // each remote's render processes start in the background; its pages in the dark theme, which no test below asks
  // for (they are kept under another key), show when they are ready
  for (const url of ['/pricing', '/ourservices', '/jobs']) {
    let last: string | undefined;
    await waitUntil(
      async () => (last = renderedBy(await get(url, DARK))) === 'server',
      () => `the render processes of ${url} to be ready (last: ${String(last)})`,
      { timeoutMs: 60_000, intervalMs: 250 },
    );
  }
}, 90_000);

// closing waits for the render processes' connections to the server
afterAll(() => testApp?.closeTestApp(), 30_000);

/** Eight visitors at once; how each answer was made, and the distinct pages they got. */
async function visitAtOnce(url: string): Promise<{ renderedBy: (string | undefined)[]; bodies: Set<string> }> {
  const answers = await Promise.all(Array.from({ length: 8 }, () => get(url)));
  expect(answers.map((answer) => answer.statusCode)).toEqual(Array(8).fill(200));
  return { renderedBy: answers.map(renderedBy).sort(), bodies: new Set(answers.map((answer) => answer.body)) };
}

const ONE_RENDER = ['cache', 'cache', 'cache', 'cache', 'cache', 'cache', 'cache', 'server'];

test('eight visitors asking at once for a page not kept yet cause one render, and all get its page', async () => {
  const visits = await visitAtOnce('/pricing');
  expect(visits.renderedBy).toEqual(ONE_RENDER);
  expect(visits.bodies.size).toBe(1);
  expect([...visits.bodies][0]).toContain('id="chalein-first-screen"');
});

test('campaign tags, click ids and made-up parameters get the kept page of the bare address', async () => {
  const bare = await get('/pricing');
  expect(renderedBy(bare)).toBe('cache');
  for (const url of [
    '/pricing?utm_source=newsletter',
    '/pricing?fbclid=IwAR0abc',
    '/pricing?utm_source=x&utm_medium=email&gclid=Cj0KCQ',
    '/pricing?made-up=1&another=2',
  ]) {
    const tagged = await get(url);
    expect({ url, renderedBy: renderedBy(tagged) }).toEqual({ url, renderedBy: 'cache' });
    expect(tagged.body).toBe(bare.body);
  }
});

test('a page first visited with tags is rendered and kept as the bare address', async () => {
  const tagged = await get('/ourservices?utm_source=newsletter&fbclid=IwAR0abc');
  expect(renderedBy(tagged)).toBe('server');
  expect(tagged.body).not.toMatch(/utm_source|fbclid/);
  const bare = await get('/ourservices');
  expect(renderedBy(bare)).toBe('cache');
  expect(bare.body).toBe(tagged.body);
});

test('a parameter the route reads is a page of its own, whatever tags or order come with it', async () => {
  expect(renderedBy(await get('/jobs'))).toBe('server');
  expect(renderedBy(await get('/jobs?category=drivers&utm_source=x'))).toBe('server');
  expect(renderedBy(await get('/jobs?utm_campaign=y&category=drivers'))).toBe('cache');
  expect(renderedBy(await get('/jobs?category=support'))).toBe('server');
  expect(renderedBy(await get('/jobs?fbclid=z'))).toBe('cache');
});

test('when the kept pages go stale (new content), the visitors asking at once still cause one render', async () => {
  const summary = 'Unlimited daytime rides, now with airport drops';
  await testApp.app.db.updateTable('passes').set({ summary }).where('id', '=', 6).execute();
  const visits = await visitAtOnce('/pricing');
  expect(visits.renderedBy).toEqual(ONE_RENDER);
  expect(visits.bodies.size).toBe(1);
  expect([...visits.bodies][0]).toContain(summary);
});

test('a kept page goes in the coding each visitor accepts, compressed once when it was kept', async () => {
  const compressionsBefore = readStoredCompressionCount();
  // the first visit renders the page (and is compressed on its way, as any page not from the cache); keeping it
  // compresses it once, as keeping the content answers its render asked for did
  const rendered = await get('/faq', { 'accept-encoding': 'gzip, deflate, br, zstd' });
  expect(renderedBy(rendered)).toBe('server');
  const compressionsOnceKept = readStoredCompressionCount();
  expect(compressionsOnceKept).toBeGreaterThan(compressionsBefore);
  const html = decodeResponseBody(rendered);
  expect(html).toContain('id="chalein-first-screen"');

  for (const [acceptEncoding, expected] of [
    ['gzip, deflate, br, zstd', 'br'],
    ['br, gzip', 'br'],
    ['gzip', 'gzip'],
    [undefined, undefined],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0, br;q=0', undefined],
  ] as const) {
    const kept = await get('/faq', acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding });
    expect({ acceptEncoding, renderedBy: renderedBy(kept), encoding: kept.headers['content-encoding'] }).toEqual({
      acceptEncoding,
      renderedBy: 'cache',
      encoding: expected,
    });
    // a shared cache must tell the codings apart, and the themes
    expect(
      String(kept.headers.vary)
        .split(/,\s*/)
        .map((name) => name.toLowerCase()),
    ).toEqual(expect.arrayContaining(['accept-encoding', 'cookie']));
    expect(kept.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(Number(kept.headers['content-length'])).toBe(kept.rawPayload.length);
    expect(decodeResponseBody(kept)).toBe(html);
  }
  // the visits after the first got the bytes kept: nothing was compressed again
  expect(readStoredCompressionCount()).toBe(compressionsOnceKept);
});
