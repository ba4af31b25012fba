import fs from 'node:fs';
import path from 'node:path';
import type { Response as InjectResponse } from 'light-my-request';
import {
  JOBS_HEADING,
  SHELL_DIST,
  assertCareersBuilt,
  buildVersionBody,
  copyCareersBuild,
  editManifest,
  makeJobsPageThrow,
  makeServerEntrySlow,
  replaceInBuild,
} from '../test-support/deployment-fixtures';
import { createTempDir } from '../test-support/temp-dir';
import { createTestApp, writeTestFile, type TestApp } from '../test-support/test-app';
import { waitUntil } from '@chalein/testing/wait-until';

// The registry's calls on a real server (listening on a loopback port, since the smoke render's process fetches the
// candidate's server entry and calls the API there), with real copies of the careers build, changed or broken in a
// temporary folder the way a team's next build would be.

const CAREERS_TOKEN = 'careers-test-token-0123456789';
const PASSES_TOKEN = 'passes-test-token-0123456789';
const careers = { authorization: `Bearer ${CAREERS_TOKEN}` };

let testApp: TestApp;
let remotesFile: string;
const builds: string[] = [];
const FALLBACK_REMOTES = {
  marketing: '/remotes/marketing/remoteEntry.js',
  careers: '/remotes/careers/remoteEntry.js',
  passes: '/remotes/passes/remoteEntry.js',
};

beforeAll(async () => {
  assertCareersBuilt();
  // REMOTES_CONFIG of its own: the real shell's remotes.json is only read, never written
  const remotesDir = createTempDir('chalein-remotes-');
  builds.push(remotesDir);
  remotesFile = path.join(remotesDir, 'remotes.json');
  writeTestFile(remotesFile, JSON.stringify(FALLBACK_REMOTES));
  testApp = await createTestApp({
    DEPLOY_TOKENS: `careers=${CAREERS_TOKEN}, passes=${PASSES_TOKEN}`,
    SHELL_DIST,
    REMOTES_CONFIG: remotesFile,
    SERVER_RENDERING: 'off',
  });
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
}, 60_000);

afterAll(async () => {
  await testApp?.closeTestApp();
  for (const dir of builds) fs.rmSync(dir, { recursive: true, force: true });
});

function newBuild(change?: (dir: string) => void): string {
  const dir = copyCareersBuild();
  builds.push(dir);
  change?.(dir);
  return dir;
}

async function upload(dir: string, version: string, headers: Record<string, string> = careers): Promise<InjectResponse> {
  const { payload, contentType } = await buildVersionBody(dir, { commit: 'abc1234' });
  return testApp.app.inject({
    method: 'PUT',
    url: `/api/deployments/careers/versions/${version}`,
    headers: { ...headers, 'content-type': contentType },
    payload,
  });
}

async function readRegistry(remote = 'careers') {
  const response = await testApp.app.inject({ method: 'GET', url: `/api/deployments/${remote}`, headers: careers });
  return { etag: String(response.headers.etag), data: response.json().data };
}

async function readRemotes(): Promise<Record<string, unknown>> {
  return (await testApp.app.inject({ method: 'GET', url: '/remotes.json' })).json();
}

const activate = (version: string, ifMatch?: string) =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/deployments/careers/activate',
    headers: { ...careers, ...(ifMatch ? { 'if-match': ifMatch } : {}) },
    payload: { version },
  });

describe('who may deploy', () => {
  test('no token, or a token the server does not know, is 401; another remote’s token is 403', async () => {
    const dir = newBuild();
    const none = await testApp.app.inject({ method: 'GET', url: '/api/deployments/careers' });
    expect(none.statusCode).toBe(401);
    const unknown = await testApp.app.inject({
      method: 'GET',
      url: '/api/deployments/careers',
      headers: { authorization: 'Bearer not-a-real-token-at-all' },
    });
    expect(unknown.statusCode).toBe(401);
    // the careers token can neither deploy nor switch passes, and the passes token cannot touch careers
    const passesUpload = await testApp.app.inject({
      method: 'PUT',
      url: '/api/deployments/passes/versions/1.0.0',
      headers: { ...careers, 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x--',
    });
    expect(passesUpload.statusCode).toBe(403);
    expect(passesUpload.json().message).toMatch(/deploy token of careers: it cannot act on passes/);
    const passesActivate = await testApp.app.inject({
      method: 'POST',
      url: '/api/deployments/passes/activate',
      headers: careers,
      payload: { version: '1.0.0' },
    });
    expect(passesActivate.statusCode).toBe(403);
    expect((await upload(dir, '1.0.0', { authorization: `Bearer ${PASSES_TOKEN}` })).statusCode).toBe(403);
    expect((await readRegistry()).data.versions).toEqual([]);
  });
});

describe('one version of careers, uploaded, checked and stored', () => {
  let dir: string;

  test('is stored with every file’s sha256, after checks that say what they found, and a preview link', async () => {
    dir = newBuild();
    const response = await upload(dir, '1.0.0-abc1234');
    expect(response.statusCode).toBe(201);
    const data = response.json().data;
    expect(data.stored).toBe('new');
    expect(data.version.checks.map((check: { name: string; ok: boolean }) => [check.name, check.ok])).toEqual([
      ['manifest', true],
      ['exposes', true],
      ['shared singletons', true],
      ['entry size', true],
      ['smoke render', true],
    ]);
    expect(data.version.checks.at(-1).detail).toContain('/jobs, /jobs_details/1/smoke-check, /apply_job/1/smoke-check');
    expect(data.previewUrl).toMatch(/^http:\/\/[^/]+\/deployments\/preview\?token=[\w-]+\.[\w-]+$/);
    // the registry every node shares: the version's row in the database, with every file's sha256
    const row = await testApp.app.db
      .selectFrom('deployment_versions')
      .select('files')
      .where('remote', '=', 'careers')
      .where('version', '=', '1.0.0-abc1234')
      .executeTakeFirstOrThrow();
    const files = JSON.parse(row.files);
    expect(files['server/remoteEntry.js'].sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(Object.keys(files)).toContain('mf-manifest.json');
  }, 90_000);

  test('its files are served under its versioned URL, cached for good; the same upload again is answered as identical', async () => {
    const entry = await testApp.app.inject({ method: 'GET', url: '/deployments/careers/1.0.0-abc1234/remoteEntry.js' });
    expect(entry.statusCode).toBe(200);
    expect(entry.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(entry.body).toBe(fs.readFileSync(path.join(dir, 'remoteEntry.js'), 'utf8'));
    expect((await testApp.app.inject({ method: 'GET', url: '/deployments/careers/9.9.9/remoteEntry.js' })).statusCode).toBe(404);
    expect((await testApp.app.inject({ method: 'GET', url: '/deployments/careers/1.0.0-abc1234/../registry.json' })).statusCode).toBe(404);
    const again = await upload(dir, '1.0.0-abc1234');
    expect(again.statusCode).toBe(200);
    expect(again.json().data.stored).toBe('identical');
  }, 30_000);

  test('the same version with other bytes is refused with 409, and the stored files stay as they were', async () => {
    const changed = newBuild((build) => replaceInBuild(build, JOBS_HEADING, 'Another heading'));
    const response = await upload(changed, '1.0.0-abc1234');
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/already stored with other bytes \(.*server\/remoteEntry\.js.*\)/);
    const served = await testApp.app.inject({ method: 'GET', url: '/deployments/careers/1.0.0-abc1234/server/remoteEntry.js' });
    expect(served.body).toContain(JOBS_HEADING);
  }, 30_000);
});

describe('a version the checks refuse changes nothing', () => {
  async function expectRefused(dir: string, version: string, check: string, reason: RegExp): Promise<void> {
    const before = { registry: (await readRegistry()).data, remotes: await readRemotes() };
    const response = await upload(dir, version);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[check]).toMatch(reason);
    expect(response.json().message).toMatch(new RegExp(`^careers ${version} is refused, and nothing changed: `));
    expect({ registry: (await readRegistry()).data, remotes: await readRemotes() }).toEqual(before);
    expect((await testApp.app.inject({ method: 'GET', url: `/deployments/careers/${version}/remoteEntry.js` })).statusCode).toBe(404);
    expect(fs.existsSync(path.join(testApp.config.deployments.dir, 'careers', version))).toBe(false);
  }

  test('a build missing an exposed module', async () => {
    const dir = newBuild((build) =>
      editManifest(build, (manifest) => {
        manifest.exposes = (manifest.exposes as { path: string }[]).filter((expose) => expose.path !== './apply-job-page');
      }),
    );
    await expectRefused(
      dir,
      '1.1.0-missing',
      'exposes',
      /does not expose \.\/apply-job-page, which the route table gives careers for \/apply_job\/:id\/:slugName/,
    );
  });

  test('a build that exposes a page of another remote', async () => {
    const dir = newBuild((build) =>
      editManifest(build, (manifest) => {
        (manifest.exposes as unknown[]).push({ id: 'careers:pricing-page', name: 'pricing-page', path: './pricing-page', assets: {} });
      }),
    );
    await expectRefused(dir, '1.1.0-foreign', 'exposes', /exposes \.\/pricing-page, which the route table gives passes/);
  });

  test('a build made against another React major', async () => {
    const dir = newBuild((build) =>
      editManifest(build, (manifest) => {
        for (const shared of manifest.shared as { name: string; version: string; requiredVersion: string }[]) {
          if (shared.name === 'react' || shared.name.startsWith('react/'))
            Object.assign(shared, { version: '18.3.1', requiredVersion: '^18.3.1' });
        }
      }),
    );
    await expectRefused(
      dir,
      '1.1.0-react18',
      'shared singletons',
      /react is 18\.3\.1, and the shell requires react \^19.*react requires \^18\.3\.1, and the shell provides react 19\./,
    );
  });

  test('a build whose page throws when rendered', async () => {
    const dir = newBuild(makeJobsPageThrow);
    await expectRefused(
      dir,
      '1.1.0-throws',
      'smoke render',
      /\.\/jobs-page \(\/jobs\) did not render: rendering threw: fixture: the jobs page throws/,
    );
  }, 90_000);

  test.each([
    ['before', 'server'],
    ['after', 'server'],
    ['after', 'server/remoteEntry.js/x'],
  ] as const)('a file part named like a folder of the build (%s it: %s) is a 400 saying so, and leaves no folder', async (where, name) => {
    const dir = newBuild();
    const before = (await readRegistry()).data;
    const { payload, contentType } = await buildVersionBody(dir, { commit: 'abc1234' }, { [where]: { [name]: 'not a folder' } });
    const response = await testApp.app.inject({
      method: 'PUT',
      url: '/api/deployments/careers/versions/1.1.0-clash',
      headers: { ...careers, 'content-type': contentType },
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message: expect.stringMatching(
        /^'server(\/remoteEntry\.js)?' is sent both as a file and as a folder \(of '.+'\): a path is one or the other\.$/,
      ),
    });
    expect((await readRegistry()).data).toEqual(before);
    expect(fs.existsSync(path.join(testApp.config.deployments.dir, 'careers', '1.1.0-clash'))).toBe(false);
  });

  test('a build without its server entry is refused before anything is read into the registry', async () => {
    const dir = newBuild((build) => fs.rmSync(path.join(build, 'server'), { recursive: true }));
    const response = await upload(dir, '1.1.0-noserver');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/has no server\/remoteEntry\.js/);
    expect(fs.existsSync(path.join(testApp.config.deployments.dir, 'careers', '1.1.0-noserver'))).toBe(false);
  });
});

describe('an upload sent with Prefer: respond-async', () => {
  test('is answered 202 once received; its files stay unserved while the checks run; GET .../check then answers as the upload would have', async () => {
    const dir = newBuild((build) => makeServerEntrySlow(build, 2000));
    const { payload, contentType } = await buildVersionBody(dir, { commit: 'abc1234' });
    const accepted = await testApp.app.inject({
      method: 'PUT',
      url: '/api/deployments/careers/versions/1.3.0-async',
      headers: { ...careers, 'content-type': contentType, prefer: 'respond-async, wait=5' },
      payload,
    });
    const checkUrl = '/api/deployments/careers/versions/1.3.0-async/check';
    expect(accepted.statusCode).toBe(202);
    expect(accepted.headers).toMatchObject({ location: checkUrl, 'preference-applied': 'respond-async', 'retry-after': '1' });
    expect(accepted.json()).toEqual({
      success: true,
      message: `careers 1.3.0-async is received and being checked; GET ${checkUrl} answers once the checks are done.`,
      data: { remote: 'careers', version: '1.3.0-async', status: 'checking', checkUrl },
    });

    const checking = await testApp.app.inject({ method: 'GET', url: checkUrl, headers: careers });
    expect(checking.statusCode).toBe(202);
    expect(checking.json().data.status).toBe('checking');
    // a candidate is nobody's to load before its checks pass
    for (const file of ['remoteEntry.js', 'server/remoteEntry.js', 'mf-manifest.json'])
      expect((await testApp.app.inject({ method: 'GET', url: `/deployments/careers/1.3.0-async/${file}` })).statusCode).toBe(404);
    // another upload of it meanwhile is turned away
    expect((await upload(dir, '1.3.0-async')).statusCode).toBe(409);
    // only its own token may ask
    expect((await testApp.app.inject({ method: 'GET', url: checkUrl })).statusCode).toBe(401);

    let done = checking;
    await waitUntil(
      async () => {
        done = await testApp.app.inject({ method: 'GET', url: checkUrl, headers: careers });
        return done.statusCode !== 202;
      },
      'the checks to be done',
      { timeoutMs: 60_000, intervalMs: 250 },
    );
    expect(done.statusCode).toBe(201);
    expect(done.json()).toMatchObject({
      success: true,
      message: 'careers 1.3.0-async passed every check and is stored; activate it when ready.',
      data: { remote: 'careers', stored: 'new', version: { version: '1.3.0-async', commit: 'abc1234' } },
    });
    expect(done.json().data.previewUrl).toMatch(/\/deployments\/preview\?token=/);
    const served = await testApp.app.inject({ method: 'GET', url: '/deployments/careers/1.3.0-async/remoteEntry.js' });
    expect(served.statusCode).toBe(200);
    // the answer is kept to be asked for again
    expect((await testApp.app.inject({ method: 'GET', url: checkUrl, headers: careers })).statusCode).toBe(201);
  }, 90_000);

  test('GET .../check of a version nobody is checking is a 404 that says where to look', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/deployments/careers/versions/9.9.9/check', headers: careers });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toMatch(/^No check of careers 9\.9\.9 is under way, nor finished in the last 15 minutes/);
  });
});

describe('switching versions', () => {
  test('two activations with the same If-Match: one wins, the other gets 412; none without If-Match', async () => {
    const second = newBuild((build) => replaceInBuild(build, JOBS_HEADING, 'Careers, second version'));
    expect((await upload(second, '1.2.0-second')).statusCode).toBe(201);
    const { etag } = await readRegistry();
    expect((await activate('1.0.0-abc1234')).statusCode).toBe(428);

    const answers = await Promise.all([activate('1.0.0-abc1234', etag), activate('1.2.0-second', etag)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 412]);
    const winner = answers.find((answer) => answer.statusCode === 200)!.json().data.active;
    expect(answers.find((answer) => answer.statusCode === 412)!.json().message).toMatch(/changed since you read it/);
    const remotes = await readRemotes();
    expect(remotes.careers).toEqual({
      browser: `/deployments/careers/${winner}/remoteEntry.js`,
      server: `/deployments/careers/${winner}/server/remoteEntry.js`,
      serverIntegrity: expect.stringMatching(/^sha256-/),
    });
    // the remotes never deployed here keep what REMOTES_CONFIG says
    expect(remotes.marketing).toBe(FALLBACK_REMOTES.marketing);
  }, 90_000);

  test('rollback returns to the previous active version in one call, and its files are the ones served', async () => {
    let registry = await readRegistry();
    if (registry.data.active !== '1.2.0-second') {
      expect((await activate('1.2.0-second', registry.etag)).statusCode).toBe(200);
      registry = await readRegistry();
    }
    const before = registry.data.rollbackTo;
    expect(before).toBe('1.0.0-abc1234');
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/deployments/careers/rollback',
      headers: { ...careers, 'if-match': registry.etag },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.active).toBe('1.0.0-abc1234');
    const entry = (await readRemotes()).careers as { server: string };
    const server = await testApp.app.inject({ method: 'GET', url: entry.server });
    expect(server.body).toContain(JOBS_HEADING);
    expect(server.body).not.toContain('Careers, second version');
    const last = response.json().data.history.at(-1);
    expect(last).toEqual({
      action: 'rollback',
      by: 'careers',
      at: expect.any(String),
      from: '1.2.0-second',
      to: '1.0.0-abc1234',
      commit: 'abc1234',
    });
    // a stale ETag after the rollback is refused too
    const stale = await testApp.app.inject({
      method: 'POST',
      url: '/api/deployments/careers/rollback',
      headers: { ...careers, 'if-match': registry.etag },
    });
    expect(stale.statusCode).toBe(412);
  });
});
