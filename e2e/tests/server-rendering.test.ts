import fs from 'node:fs';
import {
  HYDRATED_ATTRIBUTE,
  PRELOAD_AFTER_LOAD_ATTRIBUTE,
  ROOT_ID,
  SERVER_RENDERED_ATTRIBUTE,
  START_AFTER_LOAD_ATTRIBUTE,
} from '@chalein/shared/lib/dom-markers';
import { siteRoutes, type SiteRoute } from '@chalein/shared/lib/routes';
import { waitUntil } from '@chalein/testing/wait-until';
import { shellDist } from '../support/paths';
import { holdAppScripts, renderedBy, waitForRemotePage, waitForServerRendering, waitForSiteChrome } from '../support/site-checks';
import { apiCall, concretePath, fetchSiteFacts, type SiteFacts } from '../support/site-data';
import { openSiteSession, withScreenshotOnFailure, type SiteSession } from '../support/site-session';
import { startSiteServer, type SiteServer } from '../support/site-server';

// Every page arrives as HTML with its content (read here with JavaScript off, i.e. exactly what the server sent),
// then hydrates without errors and without asking the API again for what the HTML already carried. A remote whose
// server code is broken or does not match its integrity costs only its own routes, which render in the browser.

let session: SiteSession;
let facts: SiteFacts;
const expected = new Map<string, string[]>();

const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
const plainText = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * The API client's files that the shell's start does not load (axios): a page whose first screen is API data needs
 * them at once only when it is rendered in the browser (startup-assets.json, written by the shell's build).
 */
function listApiOnlyScripts(): string[] {
  const startup = JSON.parse(fs.readFileSync(`${shellDist}/startup-assets.json`, 'utf8')) as { js: string[]; api: string[] };
  return startup.api.filter((file) => !startup.js.includes(file));
}

/** The first-screen data each page must carry in its HTML, read from the API as the pages read it. */
async function collectExpectations(baseUrl: string): Promise<void> {
  type Entry = Record<string, unknown>;
  const catalog = (await apiCall(baseUrl, 'GET', '/passes')) as Entry[];
  const categories = (await apiCall(baseUrl, 'GET', '/categories')) as Entry[];
  const faqs = (await apiCall(baseUrl, 'GET', '/faqs')) as Entry[];
  const blogs = (await apiCall(baseUrl, 'POST', '/blogs', {})) as Entry[];
  const passText = (pass: Entry) => [String(pass.name), Number(pass.price) === 0 ? 'Free' : rupees.format(Number(pass.price))];
  expected.set('/pricing', catalog.flatMap(passText));
  for (const pass of catalog) expected.set(`/${String(pass.slug)}`, passText(pass));
  expected.set(
    '/jobs',
    categories.map((category) => String(category.job_title)),
  );
  const job = categories.find((category) => category.id === facts.job.id);
  expected.set(`/jobs_details/${facts.job.id}/${encodeURIComponent(facts.job.slugName)}`, [String(job?.job_title)]);
  expected.set(
    '/faq',
    faqs.slice(0, 3).map((faq) => String(faq.question)),
  );
  expected.set(
    '/homefaq',
    faqs.slice(0, 3).map((faq) => String(faq.question)),
  );
  expected.set(
    '/blog',
    blogs.slice(0, 2).map((blog) => String(blog.blogTitle)),
  );
  const article = blogs.find((blog) => blog.blogSlug === facts.blogSlug);
  expected.set(`/blog/${encodeURIComponent(facts.blogSlug)}`, [
    String(article?.blogTitle),
    plainText(String(article?.blogDescription)).slice(0, 60),
  ]);
  for (const [pathname, id] of [
    ['/termscondition', 1],
    ['/privacypolicy', 2],
    ['/refundpolicy', 3],
    ['/generalinfo', 4],
  ] as const) {
    const cms = (await apiCall(baseUrl, 'POST', '/cms', { id })) as Entry;
    expected.set(pathname, [String(cms.strTitle), plainText(String(cms.strDescription)).slice(0, 60)]);
  }
}

beforeAll(async () => {
  session = await openSiteSession();
  facts = await fetchSiteFacts(session.state.baseUrl);
  await collectExpectations(session.state.baseUrl);
  await waitForServerRendering(session.state.baseUrl);
});

afterAll(async () => {
  await session?.close();
});

// staff pages are never rendered on the server (api/src/site/staff-pages.test.ts); a receipt needs a bought pass and
// its signed link (passes-receipt.test.ts)
const routeCases = siteRoutes.filter((route) => !route.staff && !route.signedLink).map((route) => [route.path, route] as const);

test.each(routeCases)(
  '%s arrives as HTML with its heading and first screen, readable without JavaScript',
  async (_path, route: SiteRoute) => {
    const { page, watch } = await session.newPage({ javaScriptEnabled: false });
    const url = concretePath(route, facts);
    await withScreenshotOnFailure(
      page,
      `server-rendered ${url}`,
      async () => {
        const response = await page.goto(url);
        expect(response?.status()).toBe(200);
        expect(response?.headers()['server-timing']).toMatch(/desc="(server|cache)"/);
        expect(await page.locator(`#${ROOT_ID}[${SERVER_RENDERED_ATTRIBUTE}]`).count()).toBe(1);
        await page.locator('header').first().waitFor({ state: 'visible' });
        const heading = (await page.locator('main h1').first().textContent())?.trim();
        expect(heading).toBeTruthy();
        const text = plainText(await page.locator('main').innerText());
        for (const item of expected.get(url) ?? [])
          expect({ url, has: item, found: text.includes(plainText(item)) }).toEqual({ url, has: item, found: true });
        // a personal page (a payment's result) shows its own state only in the browser, which alone knows it
        if (!route.personal) expect(text).not.toContain('Loading...');
      },
      watch,
    );
  },
);

test('without JavaScript the links work: the header takes a visitor from the home page to the passes and their prices', async () => {
  const { page } = await session.newPage({ javaScriptEnabled: false });
  await page.goto('/');
  await page.locator('header').first().getByRole('link', { name: 'Pricing', exact: true }).first().click();
  await page.waitForURL('**/pricing');
  for (const item of expected.get('/pricing') ?? []) expect(plainText(await page.locator('main').innerText())).toContain(item);
});

// the API call each page's first screen comes from: after hydration the page must not make it again
const firstScreenCalls: Readonly<Record<string, string>> = {
  '/pricing': '/api/passes',
  '/daylight_pass': '/api/passes',
  '/jobs': '/api/categories',
  '/faq': '/api/faqs',
  '/homefaq': '/api/faqs',
  '/blog': '/api/blogs',
  '/termscondition': '/api/cms',
  '/drive_with_us': '/api/mapping',
};

test.each(routeCases)('%s hydrates with no console error or hydration error and keeps its server markup', async (_path, route) => {
  const { page, watch } = await session.newPage();
  const url = concretePath(route, facts);
  await withScreenshotOnFailure(
    page,
    `hydrated ${url}`,
    async () => {
      await waitForServerRendering(session.state.baseUrl, url);
      await page.goto(url);
      const serverMain = await page.locator('main').elementHandle();
      await waitForRemotePage(page);
      await waitForSiteChrome(page);
      await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
      expect(watch.problems()).toEqual([]);
      // hydration adopted the server's elements instead of replacing them
      expect(await serverMain?.evaluate((element) => element.isConnected)).toBe(true);
      const call = firstScreenCalls[url];
      if (call) expect(watch.requests.filter((request) => new URL(request).pathname === call)).toEqual([]);
    },
    watch,
  );
});

test('a server-rendered page fetches no script until it has loaded, then starts them and hydrates', async () => {
  const { page, watch } = await session.newPage();
  await waitForServerRendering(session.state.baseUrl, '/pricing');
  // the head applies the page's stylesheets and asks for no script; the starter names the scripts to preload then
  const html = await (await fetch(`${session.state.baseUrl}/pricing`, { headers: { accept: 'text/html' } })).text();
  const head = html.slice(0, html.indexOf('</head>'));
  expect(head).not.toMatch(/as="script"|as="style"/);
  expect(head).toMatch(/<link rel="stylesheet" href="\/remotes\/passes\/[^"]+\.css">/);
  // its first screen's data is in the page: axios, which a render in the browser would need at once, is not fetched
  expect(listApiOnlyScripts().length).toBeGreaterThan(0);
  for (const file of listApiOnlyScripts()) expect(html).not.toContain(file);
  expect(html).toMatch(
    new RegExp(
      `<script ${START_AFTER_LOAD_ATTRIBUTE}="/main\\.[^"]+" ${PRELOAD_AFTER_LOAD_ATTRIBUTE}="[^"]*/remotes/passes/remoteEntry\\.js`,
    ),
  );
  await page.goto('/pricing');
  await waitForRemotePage(page);
  // runs in the page: when the page's load event began, and when each of its scripts was requested
  const timing = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    const scripts = performance.getEntriesByType('resource').filter((entry) => new URL(entry.name).pathname.endsWith('.js'));
    return { loadEventStart: navigation?.loadEventStart ?? -1, scriptStarts: scripts.map((entry) => entry.startTime) };
  });
  expect(timing.loadEventStart).toBeGreaterThan(0);
  expect(timing.scriptStarts.length).toBeGreaterThan(0);
  expect(Math.min(...timing.scriptStarts)).toBeGreaterThanOrEqual(timing.loadEventStart);
  // the inline starter is allowed by the Content-Security-Policy: a refused script would be a console error here
  expect(watch.problems()).toEqual([]);
});

test('a visitor who has scrolled down before the page hydrates is left where they were', async () => {
  const { page, watch } = await session.newPage();
  await waitForServerRendering(session.state.baseUrl, '/');
  // the app's scripts are held back until the visitor has scrolled to the footer, as on a slow phone
  const releaseScripts = await holdAppScripts(page);

  await withScreenshotOnFailure(
    page,
    'scroll-kept-through-hydration',
    async () => {
      await page.goto('/');
      const footer = page.locator('footer').first();
      const scrollY = () => page.evaluate(() => window.scrollY);
      await page.mouse.wheel(0, await page.evaluate(() => document.documentElement.scrollHeight));
      await waitUntil(async () => (await scrollY()) > 0, 'the page to scroll');
      const scrolledTo = await scrollY();

      releaseScripts();
      await page.locator(`#${ROOT_ID}[${HYDRATED_ATTRIBUTE}]`).waitFor({ state: 'attached' });
      await waitForRemotePage(page);
      // hydrating is not a route change: the page does not jump to the top under the visitor's finger. On a busy
      // machine the page has been seen to settle by a line or two while its sections hydrate, so the check is that the
      // visitor is still where they scrolled (a jump to the top moves thousands of pixels), not at the same pixel
      const viewportHeight = await page.evaluate(() => window.innerHeight);
      expect(Math.abs((await scrollY()) - scrolledTo)).toBeLessThan(viewportHeight / 4);
      const inView = await footer.getByRole('button', { name: 'Subscribe' }).evaluate((button) => {
        const { top, bottom } = button.getBoundingClientRect();
        return top < window.innerHeight && bottom > 0;
      });
      expect(inView).toBe(true);
      expect(watch.problems()).toEqual([]);
    },
    watch,
  );
});

describe('a remote whose server code is broken or tampered with', () => {
  let server: SiteServer | undefined;

  beforeAll(async () => {
    server = await startSiteServer({ name: 'server-rendering-fallback', ownRemotesConfig: true });
    const remotes = JSON.parse(fs.readFileSync(server.remotesConfigFile, 'utf8')) as Record<string, Record<string, string>>;
    // careers: bytes that do not match (as if its server file had been changed); passes: a server entry that is gone
    remotes.careers!.serverIntegrity = `sha256-${'A'.repeat(43)}=`;
    remotes.passes!.server = '/remotes/passes/server/missing-entry.js';
    fs.writeFileSync(server.remotesConfigFile, JSON.stringify(remotes));
    await waitForServerRendering(server.baseUrl, '/');
  });

  afterAll(async () => {
    await server?.stop();
  });

  test('costs only its own routes, which render in the browser and still work', async () => {
    const baseUrl = server!.baseUrl;
    await waitUntil(async () => (await renderedBy(baseUrl, '/drive_with_us')) !== 'browser', 'onboarding to render on the server', {
      timeoutMs: 30_000,
    });
    expect(await renderedBy(baseUrl, '/jobs')).toBe('browser');
    expect(await renderedBy(baseUrl, '/pricing')).toBe('browser');
    // rendered in the browser, the prices wait for an API call: the API client's axios is preloaded with the page
    const pricing = await (await fetch(`${baseUrl}/pricing`, { headers: { accept: 'text/html' } })).text();
    for (const file of listApiOnlyScripts()) expect(pricing).toContain(file);
    expect(await renderedBy(baseUrl, '/')).not.toBe('browser');
    const log = fs.readFileSync(server!.logFile, 'utf8');
    expect(log).toContain("the server entry of 'careers' does not match its serverIntegrity");

    const { page, watch } = await session.newPage({ baseUrl });
    await page.goto('/jobs');
    await waitForRemotePage(page);
    for (const title of expected.get('/jobs') ?? []) await page.getByText(title, { exact: true }).first().waitFor();
    await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
    expect(watch.problems()).toEqual([]);
  });
});
