import type { LightMyRequestResponse } from 'fastify';
import { brand } from '@chalein/shared/lib/brand';
import { THEME_COOKIE_NAME } from '@chalein/shared/lib/theme-cookie';
import { waitUntil } from '@chalein/testing/wait-until';
import { startSiteTestApp, type SiteTestApp } from '../test-support/site-test-app';

// The app links of a server-rendered page name the store of the visitor's platform, told by the User-Agent header,
// so a visitor tapping one before the scripts run, or without them, lands on a store they can install from. Pages
// are kept per platform, never per User-Agent: every Android phone gets one kept copy (the real builds, rendered by
// real render processes; how each answer was made is in its Server-Timing header).

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const IPHONE_CHROME =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1';
const PIXEL_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const GALAXY_SAMSUNG =
  'Mozilla/5.0 (Linux; Android 13; SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36';
const WINDOWS_CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

const PLAY = 'https://play.google.com/';
const APP_STORE = 'https://apps.apple.com/';

let site: SiteTestApp;

const get = (url: string, headers: Record<string, string>) => site.testApp.app.inject({ method: 'GET', url, headers });
const visit = (url: string, userAgent: string) => get(url, { 'user-agent': userAgent });
const renderedBy = (response: LightMyRequestResponse) => /desc="(\w+)"/.exec(String(response.headers['server-timing']))?.[1];

beforeAll(async () => {
  // one render process, given time for a first render on a busy machine; every request here comes from one address
  site = await startSiteTestApp({ RENDER_PROCESSES: '1', RENDER_BUDGET_MS: '5000', RENDER_MISSES_PER_MINUTE: '0' });
  // the render processes start in the background: ready once /pricing in the dark theme, which no test below asks
  // for (kept under another key), comes rendered by the server
  const dark = { cookie: `${THEME_COOKIE_NAME}=dark`, 'user-agent': IPHONE_SAFARI };
  let last: string | undefined;
  await waitUntil(
    async () => (last = renderedBy(await get('/pricing', dark))) === 'server',
    () => `the render processes of /pricing to be ready (last: ${String(last)})`,
    {
      timeoutMs: 60_000,
      intervalMs: 250,
    },
  );
}, 90_000);

// closing waits for the render processes' connections to the server
afterAll(() => site?.close(), 30_000);

test('an iPhone gets App Store links in the server HTML, kept for every iPhone', async () => {
  const first = await visit('/pricing', IPHONE_SAFARI);
  expect(renderedBy(first)).toBe('server');
  expect(first.body).toContain('id="chalein-first-screen"');
  expect(first.body).toContain(`href="${brand.riderApp.appStoreUrl}"`);
  expect(first.body).not.toContain(PLAY);

  const again = await visit('/pricing', IPHONE_CHROME);
  expect(renderedBy(again)).toBe('cache');
  expect(again.body).toBe(first.body);
});

test('Android phones get Google Play links, from one kept copy whatever their User-Agent', async () => {
  const pixel = await visit('/pricing', PIXEL_CHROME);
  expect(renderedBy(pixel)).toBe('server');
  expect(pixel.body).toContain(`href="${brand.riderApp.storeUrl}"`);
  expect(pixel.body).not.toContain(APP_STORE);

  const galaxy = await visit('/pricing', GALAXY_SAMSUNG);
  expect(renderedBy(galaxy)).toBe('cache');
  expect(galaxy.body).toBe(pixel.body);
  // the iPhone's copy is still kept beside it
  expect(renderedBy(await visit('/pricing', IPHONE_SAFARI))).toBe('cache');
});

test('a desktop gets Google Play links from a copy of its own, and no answer carries another platform’s links', async () => {
  const desktop = await visit('/pricing', WINDOWS_CHROME);
  expect(renderedBy(desktop)).toBe('server');
  expect(desktop.body).toContain(`href="${brand.riderApp.storeUrl}"`);
  expect(desktop.body).not.toContain(APP_STORE);
  expect(renderedBy(await visit('/pricing', WINDOWS_CHROME))).toBe('cache');
  expect(renderedBy(await visit('/pricing', PIXEL_CHROME))).toBe('cache');
});

test('the HTML answer varies on User-Agent and Cookie, so no shared cache hands one platform’s page to another', async () => {
  for (const userAgent of [IPHONE_SAFARI, PIXEL_CHROME]) {
    const vary = String((await visit('/pricing', userAgent)).headers.vary)
      .split(',')
      .map((name) => name.trim().toLowerCase());
    expect(vary).toEqual(expect.arrayContaining(['user-agent', 'cookie']));
  }
});
