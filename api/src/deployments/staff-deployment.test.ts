import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../settings/environment';
import { buildVersionBody, SHELL_DIST } from '../test-support/deployment-fixtures';
import { createTempDir } from '../test-support/temp-dir';
import { createTestApp, writeTestFile, type TestApp } from '../test-support/test-app';
import { listRequiredFiles } from './deployment-upload';

// The staff console's remote goes through the deploy registry with its own token like every remote, with what a
// browser-only remote has: no server entry is required or run, and remotes.json names its browser build alone, so
// no render process is ever started for it (docs/decisions/0041-staff-remote.md). The real staff-mfe build is sent,
// so the build must be current with the route table (`npm test` builds first).

const STAFF_DIST = path.join(REPO_ROOT, 'staff-mfe', 'dist');
const STAFF_TOKEN = 'staff-test-token-0123456789';
const staff = { authorization: `Bearer ${STAFF_TOKEN}` };

let testApp: TestApp;

beforeAll(async () => {
  if (!fs.existsSync(path.join(STAFF_DIST, 'mf-manifest.json')))
    throw new Error('staff-mfe/dist is missing: run npm run build -w @chalein/staff-mfe');
  const remotesFile = path.join(createTempDir('chalein-remotes-'), 'remotes.json');
  writeTestFile(remotesFile, JSON.stringify({ marketing: '/remotes/marketing/remoteEntry.js', staff: '/remotes/staff/remoteEntry.js' }));
  testApp = await createTestApp({
    DEPLOY_TOKENS: `staff=${STAFF_TOKEN}`,
    SHELL_DIST,
    REMOTES_CONFIG: remotesFile,
    SERVER_RENDERING: 'off',
  });
}, 60_000);

afterAll(() => testApp?.closeTestApp());

test('the staff build is checked without a server entry, stored, activated and listed by its browser entry alone', async () => {
  expect(fs.existsSync(path.join(STAFF_DIST, 'server'))).toBe(false);
  const { payload, contentType } = await buildVersionBody(STAFF_DIST, { commit: 'abc1234' });
  const uploaded = await testApp.app.inject({
    method: 'PUT',
    url: '/api/deployments/staff/versions/1.0.0-abc1234',
    headers: { ...staff, 'content-type': contentType },
    payload,
  });
  expect([uploaded.statusCode, uploaded.statusCode === 201 ? '' : uploaded.body]).toEqual([201, '']);
  const checks = uploaded.json().data.version.checks as { name: string; ok: boolean; detail: string }[];
  // every check passed, and the one that would run the server entry says why it did not
  expect(checks.filter((check) => !check.ok)).toEqual([]);
  expect(Object.fromEntries(checks.map((check) => [check.name, check.detail]))).toMatchObject({
    'smoke render': 'none: staff pages are rendered in the browser only',
  });
  expect(checks).toHaveLength(5);

  const registry = await testApp.app.inject({ method: 'GET', url: '/api/deployments/staff', headers: staff });
  const activated = await testApp.app.inject({
    method: 'POST',
    url: '/api/deployments/staff/activate',
    headers: { ...staff, 'if-match': String(registry.headers.etag) },
    payload: { version: '1.0.0-abc1234' },
  });
  expect(activated.statusCode).toBe(200);
  const remotes = (await testApp.app.inject({ method: 'GET', url: '/remotes.json' })).json();
  expect(remotes.staff).toEqual({ browser: '/deployments/staff/1.0.0-abc1234/remoteEntry.js' });
});

test('a public remote still needs its server entry; the staff remote does not', () => {
  expect(listRequiredFiles('careers')).toEqual(['remoteEntry.js', 'server/remoteEntry.js', 'mf-manifest.json']);
  expect(listRequiredFiles('staff')).toEqual(['remoteEntry.js', 'mf-manifest.json']);
});
