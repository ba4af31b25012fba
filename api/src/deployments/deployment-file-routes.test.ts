import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { createTempDir } from '../test-support/temp-dir';
import { createDeploymentRegistry, type StoredVersion } from './deployment-registry';

// The registry's public files and the preview link, on a registry filled the way an upload fills it (a claim, the
// files in the version's folder, then the record), without the checks an upload runs before recording: what is
// tested here is what the routes serve, and to whom.

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp?.closeTestApp());

const get = (url: string) => testApp.app.inject({ method: 'GET', url });

/** A version claimed by an upload, with its files in place: what the registry holds while the checks run. */
async function claimWithFiles(version: string): Promise<void> {
  const { registry } = testApp.app.deployments;
  expect(await registry.claimVersion('careers', version)).toEqual({ claimed: true });
  const dir = registry.versionDir('careers', version);
  fs.mkdirSync(path.join(dir, 'server'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'remoteEntry.js'), `/* careers ${version} */\n`);
  fs.writeFileSync(path.join(dir, 'server', 'remoteEntry.js'), `/* careers ${version}, server */\n`);
}

/** What the registry records of a file: its sha256, which every node checks its copy against. */
function describeFile(text: string): { sha256: string; size: number } {
  return { sha256: createHash('sha256').update(text).digest('hex'), size: Buffer.byteLength(text) };
}

async function storeVersion(version: string): Promise<void> {
  await claimWithFiles(version);
  const stored: StoredVersion = {
    version,
    commit: null,
    uploadedAt: new Date().toISOString(),
    uploadedBy: 'careers',
    files: {
      'remoteEntry.js': describeFile(`/* careers ${version} */\n`),
      'server/remoteEntry.js': describeFile(`/* careers ${version}, server */\n`),
    },
    serverIntegrity: `sha256-${'A'.repeat(43)}=`,
    checks: [],
  };
  await testApp.app.deployments.registry.addVersion('careers', stored);
}

describe('a preview link', () => {
  let link = '';

  beforeAll(async () => {
    await storeVersion('1.0.0-preview');
    link = (await testApp.app.deployments.service.createPreviewLink('careers', '1.0.0-preview')).path;
  });

  test.each([
    ['a CR/LF', '%2Fjobs_details%2F7%2Fx%0D%0ASet-Cookie%3A%20chalein-theme%3Ddark'],
    ['a NUL', '%2Fjobs_details%2F7%2Fx%00'],
    ['a tab', '%2Fjobs_details%2F7%2Fx%09'],
    ['a DEL', '%2Fjobs_details%2F7%2Fx%7F'],
    ['a C1 control', '%2Fjobs_details%2F7%2Fx%C2%85'],
  ])('whose `to` holds %s gets the API’s 400, and no cookie', async (_what, to) => {
    const response = await get(`${link}&to=${to}`);
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({
      success: false,
      message: 'to must be a path of the site, without control characters such as line breaks.',
      errors: { to: 'to must be a path of the site, without control characters such as line breaks.' },
    });
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  test('whose token has a line break after it gets the API’s 400, and no cookie', async () => {
    const response = await get(`${link}%0A`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, errors: { token: expect.stringMatching(/control characters/) } });
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  test('goes to a page given with characters a header cannot hold, percent-encoded', async () => {
    const response = await get(`${link}&to=${encodeURIComponent('/jobs_details/7/café?from=€')}`);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/jobs_details/7/caf%C3%A9?from=%E2%82%AC');
    expect(String(response.headers['set-cookie'])).toMatch(/^chalein-preview=/);
  });

  test.each([
    ['another site', '//evil.example/jobs'],
    ['another site, with a backslash', '/\\evil.example/jobs'],
    ['no page of the site', '/no-such-page'],
  ])('given %s goes to the remote’s first page instead', async (_what, to) => {
    const response = await get(`${link}&to=${encodeURIComponent(to)}`);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/jobs');
  });
});

describe('a version’s files', () => {
  test('are not served while its checks run, nor once refused; once stored, to everyone, cached for good', async () => {
    await claimWithFiles('2.0.0-checking');
    for (const file of ['remoteEntry.js', 'server/remoteEntry.js'])
      expect((await get(`/deployments/careers/2.0.0-checking/${file}`)).statusCode).toBe(404);
    await testApp.app.deployments.registry.releaseVersion('careers', '2.0.0-checking');
    expect((await get('/deployments/careers/2.0.0-checking/remoteEntry.js')).statusCode).toBe(404);

    await storeVersion('2.0.1-stored');
    const stored = await get('/deployments/careers/2.0.1-stored/server/remoteEntry.js');
    expect(stored.statusCode).toBe(200);
    expect(stored.body).toBe('/* careers 2.0.1-stored, server */\n');
    expect(stored.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});

describe('a version stored through another node', () => {
  /** The version recorded by a second registry on the same database, with a folder of its own: another node. */
  async function storeThroughOtherNode(version: string): Promise<string> {
    const folder = createTempDir('chalein-other-node-');
    const other = createDeploymentRegistry({ db: testApp.app.db, dir: folder, keepVersions: 10 });
    await other.open();
    expect(await other.claimVersion('careers', version)).toEqual({ claimed: true });
    const text = `/* careers ${version}, from the other node */\n`;
    fs.mkdirSync(other.versionDir('careers', version), { recursive: true });
    fs.writeFileSync(path.join(other.versionDir('careers', version), 'remoteEntry.js'), text);
    await other.addVersion('careers', {
      version,
      commit: null,
      uploadedAt: new Date().toISOString(),
      uploadedBy: 'careers',
      files: { 'remoteEntry.js': describeFile(text) },
      serverIntegrity: `sha256-${'A'.repeat(43)}=`,
      checks: [],
    });
    fs.rmSync(folder, { recursive: true, force: true });
    return text;
  }

  test('is served here, copied from the database, though this node never saw its upload', async () => {
    const text = await storeThroughOtherNode('3.0.0-elsewhere');
    const served = await get('/deployments/careers/3.0.0-elsewhere/remoteEntry.js');
    expect(served.statusCode).toBe(200);
    expect(served.body).toBe(text);
  });

  test('whose bytes in the database do not match their sha256 is never served: 503, and nothing left on disk', async () => {
    await storeThroughOtherNode('3.0.1-tampered');
    await testApp.app.db
      .updateTable('deployment_file_chunks')
      .set({ data: Buffer.from('/* not what was uploaded */') })
      .where('version', '=', '3.0.1-tampered')
      .execute();
    const served = await get('/deployments/careers/3.0.1-tampered/remoteEntry.js');
    expect(served.statusCode).toBe(503);
    expect(served.headers['retry-after']).toBe('1');
    const copy = path.join(testApp.app.deployments.registry.versionDir('careers', '3.0.1-tampered'), 'remoteEntry.js');
    expect(fs.existsSync(copy)).toBe(false);
  });
});
