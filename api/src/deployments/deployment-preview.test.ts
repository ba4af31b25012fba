import fs from 'node:fs';
import { JOBS_HEADING, buildVersionBody, copyCareersBuild, replaceInBuild } from '../test-support/deployment-fixtures';
import { readServerRenderedPage, startSiteTestApp, type SiteTestApp } from '../test-support/site-test-app';
import { PREVIEW_COOKIE_NAME } from './preview-links';

// A preview on the real site: the built shell and remotes (SITE_ROOT is the repository), rendered on the server by
// real render processes. A changed careers build is uploaded but not activated; the visitor who opens its preview
// link gets it, in remotes.json and in the server-rendered page, and a visitor without the cookie never does, even
// from the page cache.

const TOKEN = 'careers-preview-test-token-0123';
const PREVIEW_HEADING = 'Careers, as previewed';

let site: SiteTestApp;

beforeAll(async () => {
  site = await startSiteTestApp({
    DEPLOY_TOKENS: `careers=${TOKEN}`,
    RENDER_PROCESSES: '1',
    // a first render in a fresh process, on a machine busy with other tests
    RENDER_BUDGET_MS: '5000',
  });
}, 60_000);

// closing waits for the render processes' connections to the server
afterAll(async () => {
  await site?.close();
}, 30_000);

const get = (url: string, cookie?: string) => site.testApp.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

/** The page once the server rendered it, with how it was rendered. */
const readRenderedPage = (url: string, cookie?: string) => readServerRenderedPage(site.testApp.app, url, cookie);

test('the preview link shows the candidate to the visitor who opened it, and to nobody else', async () => {
  const build = copyCareersBuild();
  replaceInBuild(build, JOBS_HEADING, PREVIEW_HEADING);
  const { payload, contentType } = await buildVersionBody(build);
  fs.rmSync(build, { recursive: true, force: true });
  const uploaded = await site.testApp.app.inject({
    method: 'PUT',
    url: '/api/deployments/careers/versions/2.0.0-preview',
    headers: { authorization: `Bearer ${TOKEN}`, 'content-type': contentType },
    payload,
  });
  expect(uploaded.statusCode).toBe(201);
  const before = get('/remotes.json');
  const normalRemotes = (await before).body;

  // opening the link: a cookie for this browser only, and off to the remote's first page
  const link = new URL(uploaded.json().data.previewUrl);
  const opened = await get(`${link.pathname}${link.search}`);
  expect(opened.statusCode).toBe(303);
  expect(opened.headers.location).toBe('/jobs');
  const setCookie = String(opened.headers['set-cookie']);
  expect(setCookie).toMatch(new RegExp(`^${PREVIEW_COOKIE_NAME}=[\\w-]+\\.[\\w-]+; Path=/; Max-Age=\\d+; HttpOnly; SameSite=Lax$`));
  const cookie = setCookie.split(';')[0]!;

  const previewRemotes = await get('/remotes.json', cookie);
  expect(previewRemotes.headers['cache-control']).toBe('private, no-cache');
  expect(previewRemotes.headers.vary).toMatch(/Cookie/);
  const previewed = previewRemotes.json() as Record<string, unknown>;
  const normal = JSON.parse(normalRemotes) as Record<string, unknown>;
  expect(previewed.careers).toMatchObject({ browser: '/deployments/careers/2.0.0-preview/remoteEntry.js' });
  expect({ ...previewed, careers: null }).toEqual({ ...normal, careers: null });
  expect((await get('/remotes.json')).body).toBe(normalRemotes);
  expect((await get('/remotes.json', `${PREVIEW_COOKIE_NAME}=forged.token`)).body).toBe(normalRemotes);

  // server-rendered, by processes of its own, and never handed to a visitor without the cookie
  const preview = await readRenderedPage('/jobs', cookie);
  expect(preview.body).toContain(PREVIEW_HEADING);
  expect(preview.body).toContain('/deployments/careers/2.0.0-preview/');
  const plain = await readRenderedPage('/jobs');
  expect(plain.body).toContain(JOBS_HEADING);
  expect(plain.body).not.toContain(PREVIEW_HEADING);
  expect(plain.body).not.toContain('/deployments/');
  // both kept in the page cache now, each under its own remotes.json
  const [again, plainAgain] = await Promise.all([get('/jobs', cookie), get('/jobs')]);
  expect(again.body).toContain(PREVIEW_HEADING);
  expect(plainAgain.body).not.toContain(PREVIEW_HEADING);

  // ending the preview removes the cookie
  const ended = await get('/deployments/end-preview', cookie);
  expect(String(ended.headers['set-cookie'])).toMatch(new RegExp(`^${PREVIEW_COOKIE_NAME}=; Path=/; Max-Age=0`));
}, 180_000);

test('a preview link that is forged, or whose version the registry no longer has, shows nothing', async () => {
  expect((await get('/deployments/preview?token=eyJyIjoiY2FyZWVycyJ9.forged')).statusCode).toBe(404);
  expect((await get('/deployments/preview')).statusCode).toBe(404);
});
