import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../settings/environment';
import { CAREERS_DIST, assertCareersBuilt } from '../test-support/deployment-fixtures';
import {
  checkEntrySize,
  checkSharedSingletons,
  parseRemoteManifest,
  readShellRequirements,
  type RemoteManifest,
} from './deployment-checks';
import { listSmokeAddresses } from './smoke-render';

// The file checks on the real careers manifest and the real shell (its package.json and installed packages), with
// one thing changed at a time.

let manifest: RemoteManifest;
const shell = readShellRequirements(path.join(REPO_ROOT, 'shell'));

beforeAll(() => {
  assertCareersBuilt();
  const parsed = parseRemoteManifest(fs.readFileSync(path.join(CAREERS_DIST, 'mf-manifest.json'), 'utf8'), 'careers');
  if (typeof parsed === 'string') throw new Error(parsed);
  manifest = parsed;
});

function withShared(name: string, change: { version?: unknown; requiredVersion?: unknown }): RemoteManifest {
  return { ...manifest, shared: manifest.shared.map((item) => (item.name === name ? { ...item, ...change } : item)) };
}

test("the shell's side comes from its package.json and what it is built with", () => {
  expect(shell.react.required).toBe(JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'shell', 'package.json'), 'utf8')).dependencies.react);
  expect(shell['react-router-dom'].required).toMatch(/^\^\d+\.0\.0$/);
  expect(shell['@chalein/shared'].provided).toBe('1.0.0');
});

test('the real careers build matches the shell', () => {
  expect(checkSharedSingletons(manifest, shell)).toMatchObject({ ok: true });
});

test('a remote that asks for a newer React than the shell provides, or another router major, is refused', () => {
  const newer = checkSharedSingletons(
    withShared('react', { requiredVersion: `^${Number(shell.react.provided.split('.')[0]) + 1}.0.0` }),
    shell,
  );
  expect(newer).toMatchObject({ ok: false, detail: expect.stringMatching(/^react requires \^\d+\.0\.0, and the shell provides react /) });
  const router = checkSharedSingletons(withShared('react-router-dom', { version: '6.30.0', requiredVersion: '^6.30.0' }), shell);
  expect(router.detail).toContain('react-router-dom is 6.30.0, and the shell requires react-router-dom ^');
  expect(checkSharedSingletons(withShared('react', { version: undefined }), shell).detail).toBe('react has no version (undefined)');
});

test('a manifest that does not parse, or names another container, is said so', () => {
  expect(parseRemoteManifest('{"name": "careers",', 'careers')).toMatch(/^mf-manifest\.json is not JSON: /);
  expect(parseRemoteManifest(JSON.stringify({ name: 'passes', exposes: [], shared: [] }), 'careers')).toBe(
    "mf-manifest.json names the container 'passes', not 'careers': the shell registers it as careers",
  );
});

test('the entry size is measured after gzip against the budget', () => {
  const entry = fs.readFileSync(path.join(CAREERS_DIST, 'remoteEntry.js'));
  expect(checkEntrySize(entry, 24 * 1024)).toMatchObject({
    ok: true,
    detail: expect.stringMatching(/^remoteEntry\.js is \d+\.\d KB gzip/),
  });
  expect(checkEntrySize(entry, 1024)).toMatchObject({ ok: false });
});

test('the smoke render asks for one address per exposed page, parameters filled in', () => {
  expect(listSmokeAddresses('careers')).toEqual([
    { module: 'jobs-page', address: '/jobs' },
    { module: 'job-details-page', address: '/jobs_details/1/smoke-check' },
    { module: 'apply-job-page', address: '/apply_job/1/smoke-check' },
  ]);
});
