import fs from 'node:fs';
import path from 'node:path';
import { createTempDir } from '../test-support/temp-dir';
import { createDeploymentRegistry, formatEntityTag, type StoredVersion } from './deployment-registry';
import { findTokenRemote, authorizeDeployer } from './deploy-tokens';
import { createPreviewToken, readPreviewToken } from './preview-links';

// The registry on a real folder: versions are folders with a file in them, recorded as an upload records them.

let dir: string;
let clock: number;

beforeEach(() => {
  dir = createTempDir('chalein-registry-');
  clock = Date.parse('2026-11-23T10:00:00Z');
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

function openRegistry(keepVersions = 3) {
  return createDeploymentRegistry({ dir, keepVersions, now: () => new Date(clock) });
}

async function addVersion(registry: ReturnType<typeof openRegistry>, version: string): Promise<void> {
  const claim = await registry.claimVersion('careers', version);
  expect(claim).toEqual({ claimed: true });
  fs.mkdirSync(registry.versionDir('careers', version), { recursive: true });
  fs.writeFileSync(path.join(registry.versionDir('careers', version), 'remoteEntry.js'), `/* ${version} */`);
  const stored: StoredVersion = {
    version,
    commit: null,
    uploadedAt: new Date(clock).toISOString(),
    uploadedBy: 'careers',
    files: { 'remoteEntry.js': { sha256: '0'.repeat(64), size: 10 } },
    serverIntegrity: `sha256-${'A'.repeat(43)}=`,
    checks: [],
  };
  await registry.addVersion('careers', stored);
  clock += 60_000;
}

const kept = (registry: ReturnType<typeof openRegistry>) => registry.describeRemote('careers').versions.map((stored) => stored.version);

test('past the newest N versions older ones are pruned, files and all, unless active, the rollback target or previewed', async () => {
  const registry = openRegistry(2);
  await registry.open();
  for (const version of ['v1', 'v2']) await addVersion(registry, version);
  await registry.activate('careers', 'v1', 'careers', registry.describeRemote('careers').etag);
  await registry.activate('careers', 'v2', 'careers', registry.describeRemote('careers').etag);
  // v1 is the rollback target, v2 active; v3 gets a preview link that lasts an hour
  await addVersion(registry, 'v3');
  await registry.notePreview('careers', 'v3', new Date(clock + 3_600_000).toISOString());
  await addVersion(registry, 'v4');
  await addVersion(registry, 'v5');
  expect(kept(registry)).toEqual(['v1', 'v2', 'v3', 'v4', 'v5']);

  // once the preview has expired and the active version moved on, the next change prunes them
  clock += 2 * 3_600_000;
  await registry.activate('careers', 'v5', 'careers', registry.describeRemote('careers').etag);
  expect(kept(registry)).toEqual(['v2', 'v4', 'v5']);
  expect(fs.existsSync(registry.versionDir('careers', 'v1'))).toBe(false);
  expect(fs.existsSync(registry.versionDir('careers', 'v3'))).toBe(false);
  expect(fs.existsSync(registry.versionDir('careers', 'v2'))).toBe(true);
  expect(registry.findVersion('careers', 'v1')).toBeUndefined();

  // a fresh start reads the same registry
  const reopened = openRegistry(2);
  await reopened.open();
  expect(reopened.describeRemote('careers')).toEqual(registry.describeRemote('careers'));
});

test('a start removes what an interrupted upload left: folders the registry does not list', async () => {
  const registry = openRegistry();
  await registry.open();
  await addVersion(registry, 'v1');
  fs.mkdirSync(path.join(dir, 'careers', 'half-uploaded'), { recursive: true });
  fs.mkdirSync(path.join(dir, '.incoming', 'abc'), { recursive: true });
  await openRegistry().open();
  expect(fs.readdirSync(path.join(dir, 'careers'))).toEqual(['v1']);
  expect(fs.existsSync(path.join(dir, '.incoming'))).toBe(false);
});

test('a version being checked cannot be claimed twice, and giving it up leaves nothing', async () => {
  const registry = openRegistry();
  await registry.open();
  await registry.claimVersion('careers', 'v1');
  await expect(registry.claimVersion('careers', 'v1')).rejects.toMatchObject({ statusCode: 409 });
  // claimed is not stored: nothing serves or lists it
  expect(registry.findVersion('careers', 'v1')).toBeUndefined();
  fs.mkdirSync(registry.versionDir('careers', 'v1'), { recursive: true });
  await registry.releaseVersion('careers', 'v1');
  expect(fs.existsSync(registry.versionDir('careers', 'v1'))).toBe(false);
  expect(registry.describeRemote('careers').revision).toBe(0);
});

test('switches need the current ETag; a rollback before any switch has nowhere to go', async () => {
  const registry = openRegistry();
  await registry.open();
  await addVersion(registry, 'v1');
  const etag = registry.describeRemote('careers').etag;
  expect(etag).toBe(formatEntityTag('careers', 1));
  await expect(registry.rollback('careers', 'careers', etag)).rejects.toMatchObject({ statusCode: 409 });
  await expect(registry.activate('careers', 'v1', 'careers', undefined)).rejects.toMatchObject({ statusCode: 428 });
  await expect(registry.activate('careers', 'v1', 'careers', '"careers.0"')).rejects.toMatchObject({ statusCode: 412 });
  await expect(registry.activate('careers', 'nope', 'careers', etag)).rejects.toMatchObject({ statusCode: 404 });
  await registry.activate('careers', 'v1', 'careers', etag);
  // the first rollback returns to the build REMOTES_CONFIG names
  const after = await registry.rollback('careers', 'careers', registry.describeRemote('careers').etag);
  expect([after.active, after.previous]).toEqual([null, 'v1']);
  expect(registry.listActive()).toEqual({});
});

test('tokens: only the exact token of a remote names it; preview tokens fail when forged or expired', () => {
  const tokens = { careers: 'careers-token-0123456789', passes: 'passes-token-0123456789' };
  expect(findTokenRemote(tokens, 'passes-token-0123456789')).toBe('passes');
  expect(findTokenRemote(tokens, 'passes-token-012345678')).toBeNull();
  expect(() => authorizeDeployer(tokens, 'Bearer careers-token-0123456789', 'passes')).toThrow(
    expect.objectContaining({ statusCode: 403 }),
  );
  expect(() => authorizeDeployer(tokens, 'Basic abc', 'careers')).toThrow(expect.objectContaining({ statusCode: 401 }));

  const secret = 'x'.repeat(32);
  const token = createPreviewToken(secret, { remote: 'careers', version: 'v1', expiresAt: 2_000 });
  expect(readPreviewToken(secret, token, 1_000)).toEqual({ remote: 'careers', version: 'v1', expiresAt: 2_000 });
  expect(readPreviewToken(secret, token, 2_000)).toBeNull();
  expect(readPreviewToken('y'.repeat(32), token, 1_000)).toBeNull();
  const [payload, signature] = token.split('.');
  const other = Buffer.from(JSON.stringify({ r: 'passes', v: 'v1', e: 2_000 })).toString('base64url');
  expect(readPreviewToken(secret, `${other}.${signature}`, 1_000)).toBeNull();
  expect(readPreviewToken(secret, `${payload}.${signature}.x`, 1_000)).toBeNull();
});
