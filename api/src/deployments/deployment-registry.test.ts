import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { migrateToLatest } from '../db/migrate';
import { createTempDir } from '../test-support/temp-dir';
import { createTestDatabase, selectTestDatabaseEnv } from '../test-support/test-database';
import { waitUntil } from '@chalein/testing/wait-until';
import { watchRegistryChanges } from './registry-changes';
import { createDeploymentRegistry, formatEntityTag, type StoredVersion } from './deployment-registry';
import { findTokenRemote, authorizeDeployer } from './deploy-tokens';
import { createPreviewToken, readPreviewToken } from './preview-links';

// The registry on a real database and a real folder: versions are folders with a file in them, recorded as an
// upload records them. A second registry on the same database and another folder stands in for another node.

let dir: string;
let db: Kysely<Database>;
let clock: number;

beforeEach(async () => {
  dir = createTempDir('chalein-registry-');
  db = createTestDatabase(dir);
  await migrateToLatest(db);
  clock = Date.parse('2026-11-23T10:00:00Z');
});
afterEach(async () => {
  await db.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
});

function openRegistry(keepVersions = 3, folder = path.join(dir, 'deployments')) {
  return createDeploymentRegistry({ db, dir: folder, keepVersions, now: () => new Date(clock) });
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

async function addVersion(registry: ReturnType<typeof openRegistry>, version: string): Promise<void> {
  const claim = await registry.claimVersion('careers', version);
  expect(claim).toEqual({ claimed: true });
  fs.mkdirSync(registry.versionDir('careers', version), { recursive: true });
  const content = `/* ${version} */`;
  fs.writeFileSync(path.join(registry.versionDir('careers', version), 'remoteEntry.js'), content);
  const stored: StoredVersion = {
    version,
    commit: null,
    uploadedAt: new Date(clock).toISOString(),
    uploadedBy: 'careers',
    files: { 'remoteEntry.js': { sha256: sha256(content), size: content.length } },
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
  fs.mkdirSync(path.join(dir, 'deployments', 'careers', 'half-uploaded'), { recursive: true });
  fs.mkdirSync(path.join(dir, 'deployments', '.incoming', 'abc'), { recursive: true });
  await openRegistry().open();
  expect(fs.readdirSync(path.join(dir, 'deployments', 'careers'))).toEqual(['v1']);
  expect(fs.existsSync(path.join(dir, 'deployments', '.incoming'))).toBe(false);
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

describe('two nodes on one database', () => {
  test('a version stored through one is served by the other from its own verified copy, and a switch reaches it', async () => {
    const a = openRegistry(3, path.join(dir, 'node-a'));
    const b = openRegistry(3, path.join(dir, 'node-b'));
    await a.open();
    await b.open();
    await addVersion(a, 'v1');
    expect(b.findVersion('careers', 'v1')).toBeUndefined();
    await b.refresh();
    expect(b.findVersion('careers', 'v1')?.version).toBe('v1');
    expect(await b.prepareFiles('careers', 'v1')).toBe(true);
    expect(fs.readFileSync(path.join(b.versionDir('careers', 'v1'), 'remoteEntry.js'), 'utf8')).toBe('/* v1 */');

    await a.activate('careers', 'v1', 'careers', a.describeRemote('careers').etag);
    await b.refresh();
    expect(b.listActive().careers?.version).toBe('v1');
    expect(b.describeRemote('careers').etag).toBe(a.describeRemote('careers').etag);
  });

  test('a switch through one node reaches the other on its own: notified on PostgreSQL, else by the periodic check', async () => {
    const a = openRegistry(3, path.join(dir, 'node-a'));
    const b = openRegistry(3, path.join(dir, 'node-b'));
    await a.open();
    await addVersion(a, 'v1');
    await b.open();
    const databaseUrl = selectTestDatabaseEnv(dir).DATABASE_URL ?? null;
    // on PostgreSQL the periodic check is too slow to be what delivers the change within a second: the notification is
    const watch = watchRegistryChanges({
      refresh: () => b.refresh(),
      databaseUrl,
      checkMs: databaseUrl === null ? 200 : 60_000,
      log: { warn: () => undefined },
    });
    try {
      // the listening connection is up once a first refresh has run through it
      await new Promise((resolve) => setTimeout(resolve, 500));
      const switched = Date.now();
      await a.activate('careers', 'v1', 'careers', a.describeRemote('careers').etag);
      await waitUntil(async () => b.listActive().careers?.version === 'v1', 'node b to serve v1', { timeoutMs: 5_000, intervalMs: 20 });
      expect(Date.now() - switched).toBeLessThan(1_000);
    } finally {
      await watch.close();
    }
  });

  test('a switch is a compare-and-swap on the shared row: of two with one ETag, one wins and one gets 412', async () => {
    const a = openRegistry(3, path.join(dir, 'node-a'));
    const b = openRegistry(3, path.join(dir, 'node-b'));
    await a.open();
    await addVersion(a, 'v1');
    await addVersion(a, 'v2');
    await b.open();
    const etag = a.describeRemote('careers').etag;
    const results = await Promise.allSettled([a.activate('careers', 'v1', 'careers', etag), b.activate('careers', 'v2', 'careers', etag)]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((result): result is PromiseRejectedResult => result.status === 'rejected');
    expect(refused?.reason).toMatchObject({ statusCode: 412 });
    // B's view of the ETag was stale: it is refused, even though its own memory had not moved
    await b.refresh();
    expect(b.describeRemote('careers').history).toHaveLength(1);
  });

  test('a copy whose bytes do not match the recorded sha256 is written again from the database before it is served', async () => {
    const a = openRegistry(3, path.join(dir, 'node-a'));
    await a.open();
    await addVersion(a, 'v1');
    const b = openRegistry(3, path.join(dir, 'node-b'));
    const file = path.join(b.versionDir('careers', 'v1'), 'remoteEntry.js');
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, '/* tampered */');
    // open() keeps the folder (the registry lists v1); the tampered copy is replaced when it is first used
    await b.open();
    expect(await b.prepareFiles('careers', 'v1')).toBe(true);
    expect(fs.readFileSync(file, 'utf8')).toBe('/* v1 */');
  });

  test('bytes in the database that do not match their sha256 are never given out', async () => {
    const a = openRegistry(3, path.join(dir, 'node-a'));
    await a.open();
    await addVersion(a, 'v1');
    await db
      .updateTable('deployment_file_chunks')
      .set({ data: Buffer.from('/* evil */') })
      .execute();
    const b = openRegistry(3, path.join(dir, 'node-b'));
    await b.open();
    expect(await b.prepareFiles('careers', 'v1')).toBe(false);
    expect(fs.existsSync(path.join(b.versionDir('careers', 'v1'), 'remoteEntry.js'))).toBe(false);
  });

  test("a version pruned through one node leaves the other node's folder at its next refresh", async () => {
    const a = openRegistry(2, path.join(dir, 'node-a'));
    const b = openRegistry(2, path.join(dir, 'node-b'));
    await a.open();
    await addVersion(a, 'v1');
    await b.open();
    expect(await b.prepareFiles('careers', 'v1')).toBe(true);
    await addVersion(a, 'v2');
    await addVersion(a, 'v3');
    await b.refresh();
    expect(b.findVersion('careers', 'v1')).toBeUndefined();
    expect(fs.existsSync(b.versionDir('careers', 'v1'))).toBe(false);
  });
});

test('registry.json from before the database is imported once, files verified, and the site keeps its active version', async () => {
  const folder = path.join(dir, 'deployments');
  const content = '/* v1 */';
  fs.mkdirSync(path.join(folder, 'careers', 'v1'), { recursive: true });
  fs.writeFileSync(path.join(folder, 'careers', 'v1', 'remoteEntry.js'), content);
  const stored: StoredVersion = {
    version: 'v1',
    commit: 'abc1234',
    uploadedAt: '2026-11-20T10:00:00.000Z',
    uploadedBy: 'careers',
    files: { 'remoteEntry.js': { sha256: sha256(content), size: content.length } },
    serverIntegrity: `sha256-${'A'.repeat(43)}=`,
    checks: [{ name: 'manifest', ok: true, detail: 'fine' }],
  };
  const old = {
    format: 1,
    remotes: {
      careers: {
        revision: 7,
        active: 'v1',
        previous: null,
        everActivated: true,
        versions: [stored],
        history: [{ action: 'activate', by: 'careers', at: '2026-11-20T10:01:00.000Z', from: null, to: 'v1', commit: 'abc1234' }],
        previews: { v1: '2026-11-20T11:00:00.000Z' },
      },
    },
  };
  fs.writeFileSync(path.join(folder, 'registry.json'), JSON.stringify(old));
  const registry = openRegistry(3, folder);
  await registry.open();
  const imported = registry.describeRemote('careers');
  expect(imported).toEqual({ ...old.remotes.careers, canary: null, canaries: [], etag: formatEntityTag('careers', 7) });
  expect(fs.existsSync(path.join(folder, 'registry.json'))).toBe(false);
  expect(fs.existsSync(path.join(folder, 'registry.json.imported'))).toBe(true);

  // another node, started on an empty folder, serves the imported version from the database
  const other = openRegistry(3, path.join(dir, 'node-b'));
  await other.open();
  expect(other.listActive().careers?.version).toBe('v1');
  expect(await other.prepareFiles('careers', 'v1')).toBe(true);
  expect(fs.readFileSync(path.join(other.versionDir('careers', 'v1'), 'remoteEntry.js'), 'utf8')).toBe(content);

  // a second start finds nothing to import and the same state
  const again = openRegistry(3, folder);
  await again.open();
  expect(again.describeRemote('careers')).toEqual(imported);
});

test('a canary is one per remote, kept from pruning, and ended once when two nodes find it failing', async () => {
  const nodeA = openRegistry(2);
  const nodeB = openRegistry(2, path.join(dir, 'node-b'));
  await nodeA.open();
  await nodeB.open();
  for (const version of ['v1', 'v2']) await addVersion(nodeA, version);
  await nodeA.activate('careers', 'v1', 'careers', nodeA.describeRemote('careers').etag);
  await nodeA.startCanary('careers', 'v2', 25, 'careers', nodeA.describeRemote('careers').etag);
  // node B hears of it (as its watch would) and copies the canary's files before it serves them
  await nodeB.refresh();
  expect(nodeB.listCanaries()).toEqual([
    expect.objectContaining({ remote: 'careers', run: expect.objectContaining({ version: 'v2', percent: 25, baseline: 'v1' }) }),
  ]);
  expect(fs.existsSync(path.join(nodeB.versionDir('careers', 'v2'), 'remoteEntry.js'))).toBe(true);

  // newer versions do not push the canary out, and a second canary is refused, by the database itself too
  await addVersion(nodeA, 'v3');
  await addVersion(nodeA, 'v4');
  expect(kept(nodeA)).toEqual(expect.arrayContaining(['v1', 'v2']));
  await expect(nodeA.startCanary('careers', 'v3', 10, 'careers', nodeA.describeRemote('careers').etag)).rejects.toMatchObject({
    statusCode: 409,
  });
  const running = nodeA.describeRemote('careers').canary!;
  await expect(
    db
      .insertInto('deployment_canaries')
      .values({ ...toRow(running), revision: 999, version: 'v3' })
      .execute(),
  ).rejects.toThrow(/unique/i);

  // both nodes judge it failing at once: one ends it, the other finds it gone and changes nothing
  const figures = {
    canary: { version: 'v2', views: 300, errors: 300, rate: 1 },
    baseline: { version: 'v1', views: 900, errors: 0, rate: 0 },
    z: 30,
    from: running.startedAt,
    to: new Date(clock).toISOString(),
  };
  const ended = await Promise.all([
    nodeA.endFailingCanary('careers', running.revision, 'failing', figures),
    nodeB.endFailingCanary('careers', running.revision, 'failing', figures),
  ]);
  expect(ended.sort()).toEqual([false, true]);
  const after = await nodeB.describeRemoteNow('careers');
  expect(after.canary).toBeNull();
  expect(after.active).toBe('v1');
  expect(after.canaries.at(-1)).toMatchObject({ version: 'v2', outcome: 'rolled-back', endedBy: 'server', reason: 'failing', figures });
  // an end of a canary that is over changes nothing, not even the revision
  expect(await nodeA.endFailingCanary('careers', running.revision, 'failing', figures)).toBe(false);
  expect((await nodeA.describeRemoteNow('careers')).revision).toBe(after.revision);
});

function toRow(run: NonNullable<ReturnType<ReturnType<typeof openRegistry>['describeRemote']>['canary']>) {
  return {
    remote: 'careers',
    revision: run.revision,
    version: run.version,
    percent: run.percent,
    started_by: run.startedBy,
    started_at: run.startedAt,
    baseline_version: run.baseline,
    ended_at: null,
    outcome: null,
    ended_by: null,
    reason: null,
    figures: null,
  };
}
