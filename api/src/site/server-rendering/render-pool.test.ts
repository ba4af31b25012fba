import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { waitUntil } from '../../../../tools/jest/wait-until';
import { createRenderPool, type RenderPool } from './render-pool';

// The pool with real child processes: a stand-in render process (a plain script speaking the same protocol)
// whose answer depends on the address asked for, so a test can make it spin, crash or look around.

const renderScript = `
process.on('message', (request) => {
  const answer = (outcome) => process.send({ type: 'rendered', id: request.id, ...outcome });
  if (request.url === '/spin') for (;;) {}
  if (request.url === '/crash') process.exit(3);
  if (request.url === '/slow') return setTimeout(() => answer({ ok: true, html: 'late', data: {}, renderMs: 500 }), 500);
  if (request.url === '/env') return answer({ ok: true, html: JSON.stringify(process.env), data: {}, renderMs: 1 });
  if (request.url === '/read-outside') {
    try { require('node:fs').readFileSync(${JSON.stringify(path.resolve(__dirname, 'render-pool.ts'))}); return answer({ ok: true, html: 'read it', data: {}, renderMs: 1 }); }
    catch (error) { return answer({ ok: false, reason: error.code }); }
  }
  answer({ ok: true, html: '<main>' + request.url + ' ' + request.theme + ' ' + process.pid + '</main>', data: { key: 1 }, renderMs: 1 });
});
process.on('disconnect', () => process.exit(0));
process.send({ type: 'ready', failedRemotes: { onboarding: 'integrity mismatch' } });
`;

const silentLog = { info: () => undefined, warn: () => undefined };
let folder: string;
let pool: RenderPool;

beforeAll(() => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'chalein-render-pool-'));
  fs.writeFileSync(path.join(folder, 'render-process.js'), renderScript);
});
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));
afterEach(() => pool?.close());

function startPool(budgetMs = 2000): RenderPool {
  pool = createRenderPool({
    script: path.join(folder, 'render-process.js'),
    processOptions: { apiOrigin: 'http://127.0.0.1:1', remotes: {}, apiTimeoutMs: 100 },
    processes: 1,
    budgetMs,
    log: silentLog,
  });
  return pool;
}

test('a ready process renders what it is asked for, and reports the remotes it could not load', async () => {
  startPool();
  await pool.ready;
  await expect(pool.render('/pricing', 'dark')).resolves.toMatchObject({ ok: true, html: expect.stringContaining('/pricing dark') });
  expect(pool.failedRemotes()).toEqual({ onboarding: 'integrity mismatch' });
});

test('a render over budget that still finishes is answered as not rendered at the budget, and its process stays', async () => {
  startPool(300);
  await pool.ready;
  const before = await pool.render('/who', 'light');
  await expect(pool.render('/slow', 'light')).resolves.toEqual({ ok: false, reason: 'over the 300 ms budget' });
  // past the render's own 500 ms, within its hard limit (4 x 300 ms): the same process answers
  await new Promise((resolve) => setTimeout(resolve, 400));
  await expect(pool.render('/who', 'light')).resolves.toEqual(before);
});

test('a render still running at its hard limit has its process killed and replaced', async () => {
  startPool(300);
  await pool.ready;
  const before = await pool.render('/who', 'light');
  const started = Date.now();
  await expect(pool.render('/spin', 'light')).resolves.toEqual({ ok: false, reason: 'over the 300 ms budget' });
  expect(Date.now() - started).toBeLessThan(1500);
  const answers: Awaited<ReturnType<RenderPool['render']>>[] = [];
  await waitUntil(async () => {
    answers.push(await pool.render('/who', 'light'));
    return answers.at(-1)?.ok === true;
  }, 'the replacement process to render');
  const after = answers.at(-1);
  // the html names the process that rendered it
  expect(after?.ok && before.ok && after.html !== before.html).toBe(true);
});

test('a process that crashes costs only its renders: the next render is served by its replacement', async () => {
  startPool();
  await pool.ready;
  await expect(pool.render('/crash', 'light')).resolves.toEqual({ ok: false, reason: 'render process exited' });
  await waitUntil(async () => (await pool.render('/pricing', 'light')).ok, 'the replacement process to render');
});

test('a render process gets no environment of the server and cannot read files outside its folder', async () => {
  process.env.CHALEIN_TEST_SECRET = 'not for renderers';
  startPool();
  await pool.ready;
  const env = await pool.render('/env', 'light');
  expect(env.ok && JSON.parse(env.html)).toEqual({ NODE_ENV: 'production' });
  await expect(pool.render('/read-outside', 'light')).resolves.toEqual({ ok: false, reason: 'ERR_ACCESS_DENIED' });
  delete process.env.CHALEIN_TEST_SECRET;
});
