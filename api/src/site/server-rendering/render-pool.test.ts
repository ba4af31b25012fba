import fs from 'node:fs';
import path from 'node:path';
import type { RenderApiCall } from '@chalein/shared/lib/server-render-protocol';
import { waitUntil } from '@chalein/testing/wait-until';
import { buildRenderSettings, writeStandInScript } from '../../test-support/render-process-stand-in';
import { createTempDir } from '../../test-support/temp-dir';
import { createRenderPool, type RenderPool, type RenderPoolOptions } from './render-pool';
import { RENDER_ENV, prepareRenderSandbox, type RenderSandbox } from './render-sandbox';

// The pool with real child processes, started in the real sandbox: stand-in render processes (plain scripts
// speaking the render channel's protocol) whose answer depends on the address asked for, so a test can make one
// spin, crash, flood its channel or look around, and others that never start or die at once.

const renderHandler = `(request, send) => {
  if (request.type !== 'render') return;
  const answer = (outcome) => send({ type: 'rendered', id: request.id, ...outcome });
  if (request.url === '/spin') for (;;) {}
  if (request.url === '/stop') return process.kill(process.pid, 'SIGSTOP');
  if (request.url === '/crash') process.exit(3);
  if (request.url === '/log') {
    // as the shell's render process writes a line during a render (shell/src/server/render-log.ts), and one naming
    // a request it is not rendering
    process.stderr.write('[req ' + request.requestId + '] rendering ' + request.url + '\\n');
    process.stderr.write('[req someone-elses-request] forged\\n');
    return setTimeout(() => answer({ ok: true, html: 'logged', data: {}, renderMs: 1 }), 200);
  }
  if (request.url === '/log-late') {
    // a line read after the answer: on a busy machine stderr can come in behind the channel
    answer({ ok: true, html: 'answered', data: {}, renderMs: 1 });
    return setTimeout(() => process.stderr.write('[req ' + request.requestId + '] still rendering ' + request.url + '\\n'), 100);
  }
  if (request.url === '/slow') return setTimeout(() => answer({ ok: true, html: 'late', data: {}, renderMs: 500 }), 500);
  if (request.url === '/nap') return setTimeout(() => answer({ ok: true, html: 'later', data: {}, renderMs: 2500 }), 2500);
  if (request.url === '/env') return answer({ ok: true, html: JSON.stringify(process.env), data: {}, renderMs: 1 });
  if (request.url === '/read-outside') {
    try { require('node:fs').readFileSync(${JSON.stringify(path.resolve(__dirname, 'render-pool.ts'))}); return answer({ ok: true, html: 'read it', data: {}, renderMs: 1 }); }
    catch (error) { return answer({ ok: false, reason: error.code }); }
  }
  if (request.url === '/flood') {
    // a frame that announces 100 MB, then keeps coming
    const head = Buffer.alloc(4);
    head.writeUInt32BE(100 * 1024 * 1024);
    channel.write(head);
    return setInterval(() => channel.write(Buffer.alloc(1024 * 1024, 32)), 10);
  }
  if (request.url === '/garbage') return send({ type: 'rendered', id: request.id, ok: 'maybe' });
  if (request.url === '/api-flood') for (let i = 0; i < 100; i += 1) send({ type: 'api', id: i, call: { method: 'GET', url: '/api/passes' } });
  if (request.url === '/call-later') {
    setTimeout(() => send({ type: 'api', id: 1, call: { method: 'GET', url: '/api/passes' } }), 200);
    return answer({ ok: true, html: 'done', data: {}, renderMs: 1 });
  }
  if (request.url === '/unasked') return send({ type: 'rendered', id: request.id + 1000, ok: true, html: 'x', data: {}, renderMs: 1 });
  answer({ ok: true, html: '<main>' + request.url + ' ' + request.theme + ' ' + request.platform + ' ' + process.pid + '</main>', data: { key: 1 }, renderMs: 1 });
}`;

// asks the server for the passes, then renders what it answered
const apiHandler = `(() => {
  let renderId = 0;
  return (message, send) => {
    if (message.type === 'render') (renderId = message.id), send({ type: 'api', id: 7, call: { method: 'GET', url: '/api/passes' } });
    if (message.type === 'api-answer') send({ type: 'rendered', id: renderId, ok: true, html: message.answer.body, data: {}, renderMs: 1 });
  };
})()`;

const silentLog = { info: () => undefined, warn: () => undefined };
let folder: string;
let sandbox: RenderSandbox;
let pool: RenderPool;
let spawned: number[];

beforeAll(async () => {
  folder = createTempDir('chalein-render-pool-');
  writeStandInScript(
    folder,
    'render-process.js',
    renderHandler,
    "send({ type: 'ready', failedRemotes: { careers: 'integrity mismatch' } })",
  );
  writeStandInScript(folder, 'never-ready.js', '() => undefined', 'undefined');
  writeStandInScript(folder, 'spin-at-start.js', '() => undefined', 'for (;;) {}');
  writeStandInScript(folder, 'stop-at-start.js', '() => undefined', "process.kill(process.pid, 'SIGSTOP')");
  writeStandInScript(folder, 'crash-at-start.js', '() => undefined', 'process.exit(3)');
  writeStandInScript(folder, 'api-caller.js', apiHandler);
  sandbox = await prepareRenderSandbox(buildRenderSettings(), silentLog);
}, 60_000);
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));
afterEach(() => pool?.close());

function startPool(overrides: Partial<RenderPoolOptions> & { script?: string } = {}): RenderPool {
  const launch = sandbox.prepareLaunch('careers', path.join(folder, overrides.script ?? 'render-process.js'));
  spawned = [];
  pool = createRenderPool({
    spawnProcess: () => {
      const child = launch.spawn();
      if (child.pid !== undefined) spawned.push(child.pid);
      return child;
    },
    start: { type: 'start', options: { remotes: {}, apiTimeoutMs: 100 }, entries: {} },
    processes: 1,
    budgetMs: 2000,
    startTimeoutMs: 10_000,
    callApi: () => Promise.reject(new Error('no API here')),
    name: 'test',
    log: silentLog,
    ...overrides,
  });
  return pool;
}

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

test('a ready process renders what it is asked for, and reports the remotes it could not load', async () => {
  startPool();
  await pool.ready;
  await expect(pool.render('/pricing', 'dark', 'ios')).resolves.toMatchObject({
    ok: true,
    html: expect.stringContaining('/pricing dark ios'),
  });
  expect(pool.failedRemotes()).toEqual({ careers: 'integrity mismatch' });
});

test('a render over budget that still finishes is answered as not rendered at the budget, and its process stays', async () => {
  startPool({ budgetMs: 300 });
  await pool.ready;
  const before = await pool.render('/who', 'light', 'other');
  await expect(pool.render('/slow', 'light', 'other')).resolves.toEqual({ ok: false, reason: 'over the 300 ms budget' });
  // past the render's own 500 ms, within its hard limit (4 x 300 ms): the same process answers
  await new Promise((resolve) => setTimeout(resolve, 400));
  await expect(pool.render('/who', 'light', 'other')).resolves.toEqual(before);
});

test('a render past its hard limit that is waiting, not looping (a busy machine), keeps its process', async () => {
  startPool({ budgetMs: 300 });
  await pool.ready;
  const before = await pool.render('/who', 'light', 'other');
  await expect(pool.render('/nap', 'light', 'other')).resolves.toEqual({ ok: false, reason: 'over the 300 ms budget' });
  // past its 1200 ms hard limit, asleep rather than using the CPU: the same process answers once it is done
  await new Promise((resolve) => setTimeout(resolve, 2500));
  await expect(pool.render('/who', 'light', 'other')).resolves.toEqual(before);
  expect(isRunning(spawned[0]!)).toBe(true);
});

test.each(['/spin', '/stop'])('a render still running at its hard limit (%s) has its process killed and replaced', async (address) => {
  startPool({ budgetMs: 300 });
  await pool.ready;
  const before = await pool.render('/who', 'light', 'other');
  const started = Date.now();
  await expect(pool.render(address, 'light', 'other')).resolves.toEqual({ ok: false, reason: 'over the 300 ms budget' });
  expect(Date.now() - started).toBeLessThan(1500);
  const answers: Awaited<ReturnType<RenderPool['render']>>[] = [];
  await waitUntil(async () => {
    answers.push(await pool.render('/who', 'light', 'other'));
    return answers.at(-1)?.ok === true;
  }, 'the replacement process to render');
  const after = answers.at(-1);
  // the html names the process that rendered it
  expect(after?.ok && before.ok && after.html !== before.html).toBe(true);
  expect(isRunning(spawned[0]!)).toBe(false);
});

test('a process that crashes costs only its renders: the next render is served by its replacement', async () => {
  const onRestart = jest.fn();
  startPool({ onRestart });
  await pool.ready;
  expect(onRestart).not.toHaveBeenCalled();
  await expect(pool.render('/crash', 'light', 'other')).resolves.toEqual({ ok: false, reason: 'its render process exited (code 3)' });
  await waitUntil(async () => (await pool.render('/pricing', 'light', 'other')).ok, 'the replacement process to render');
  // the replacement is counted, for /metrics
  expect(onRestart).toHaveBeenCalledTimes(1);
});

/** Starts the pool with a log that keeps what the pool warns about (a render process's output among it). */
async function startPoolKeepingLogLines(): Promise<{ details: Record<string, unknown>; message: string }[]> {
  const lines: { details: Record<string, unknown>; message: string }[] = [];
  const log = { info: () => undefined, warn: (details: object, message: string) => void lines.push({ details: { ...details }, message }) };
  startPool({ log });
  await pool.ready;
  return lines;
}

test("a line the process writes during a render is logged with the render's request id, and only with an id it has in hand", async () => {
  const lines = await startPoolKeepingLogLines();
  await expect(pool.render('/log', 'light', 'other', undefined, 'req-4f1c')).resolves.toMatchObject({ ok: true, html: 'logged' });
  await waitUntil(async () => lines.length >= 2, 'both lines to be logged');
  const output = lines.filter((line) => line.message === 'render process output').map((line) => line.details);
  expect(output).toContainEqual(expect.objectContaining({ reqId: 'req-4f1c', line: 'rendering /log', stream: 'stderr' }));
  const forged = output.find((line) => String(line.line).includes('forged'));
  expect(forged).toBeDefined();
  expect(forged).not.toHaveProperty('reqId');
});

test("a line of a render that reaches the server after the render's answer still carries its request id", async () => {
  const lines = await startPoolKeepingLogLines();
  await expect(pool.render('/log-late', 'light', 'other', undefined, 'req-7a2e')).resolves.toMatchObject({ ok: true, html: 'answered' });
  await waitUntil(async () => lines.some((line) => String(line.details.line).includes('still rendering')), 'the late line to be logged');
  expect(lines.map((line) => line.details)).toContainEqual(
    expect.objectContaining({ reqId: 'req-7a2e', line: 'still rendering /log-late', stream: 'stderr' }),
  );
});

test('a render process gets no environment of the server and cannot read files outside its folder', async () => {
  process.env.CHALEIN_TEST_SECRET = 'not for renderers';
  startPool();
  await pool.ready;
  const env = await pool.render('/env', 'light', 'other');
  expect(env.ok && JSON.parse(env.html)).toEqual(RENDER_ENV);
  await expect(pool.render('/read-outside', 'light', 'other')).resolves.toEqual({ ok: false, reason: 'ERR_ACCESS_DENIED' });
  delete process.env.CHALEIN_TEST_SECRET;
});

test("a process's API calls are answered by the server, which it asks over its channel", async () => {
  const calls: RenderApiCall[] = [];
  startPool({
    script: 'api-caller.js',
    callApi: (call) => {
      calls.push(call);
      return Promise.resolve({ status: 200, body: '{"success":true,"data":["a pass"]}', contentType: 'application/json' });
    },
  });
  await pool.ready;
  await expect(pool.render('/pricing', 'light', 'other')).resolves.toMatchObject({ ok: true, html: '{"success":true,"data":["a pass"]}' });
  expect(calls).toEqual([{ method: 'GET', url: '/api/passes' }]);
});

test('a process that announces a message over the limit is killed before the server holds it', async () => {
  startPool();
  await pool.ready;
  const memoryBefore = process.memoryUsage().arrayBuffers;
  await expect(pool.render('/flood', 'light', 'other')).resolves.toEqual({
    ok: false,
    reason: 'its render process sent a frame of 104857600 bytes, over the limit of 8388608',
  });
  expect(process.memoryUsage().arrayBuffers - memoryBefore).toBeLessThan(50 * 1024 * 1024);
  await waitUntil(() => !isRunning(spawned[0]!), 'the flooding process to be gone');
});

test.each([
  ['/garbage', 'its render process sent a message the server does not read'],
  ['/unasked', 'its render process answered a render it was not asked for'],
  ['/api-flood', 'its render process made more than 32 API calls for one page'],
])('a process that sends what it was not asked for (%s) is killed', async (address, reason) => {
  const calls: RenderApiCall[] = [];
  startPool({ callApi: (call) => (calls.push(call), Promise.resolve({ status: 200, body: '{}', contentType: 'application/json' })) });
  await pool.ready;
  await expect(pool.render(address, 'light', 'other')).resolves.toEqual({ ok: false, reason });
  expect(calls.length).toBeLessThanOrEqual(32);
});

test('a process that calls the API with no page to render is killed', async () => {
  startPool({ callApi: () => Promise.resolve({ status: 200, body: '{}', contentType: 'application/json' }) });
  await pool.ready;
  await expect(pool.render('/call-later', 'light', 'other')).resolves.toMatchObject({ ok: true });
  await waitUntil(() => !isRunning(spawned[0]!), 'the process that called on its own to be gone');
});

test('a process that spins or stops instead of starting is killed at its start time; after the failures allowed, none is started again', async () => {
  startPool({ script: 'stop-at-start.js', startTimeoutMs: 1000, maxFailures: 2 });
  await pool.ready;
  expect(pool.stoppedReason()).toBe('its render process stopped before it was ready');
  expect(spawned).toHaveLength(2);
  await waitUntil(() => spawned.every((pid) => !isRunning(pid)), 'the stopped processes to be gone');
  await expect(pool.render('/pricing', 'light', 'other')).resolves.toEqual({
    ok: false,
    reason: 'its render process stopped before it was ready',
  });
  pool.close();

  const started = Date.now();
  startPool({ script: 'spin-at-start.js', startTimeoutMs: 1000, maxFailures: 1 });
  await pool.ready;
  // on a busy machine a spinning render process (which yields to everything else) may not get its half a second of
  // CPU by then: it is given until three times its start time
  expect(pool.stoppedReason()).toMatch(/^its render process did not start within (1|3) s$/);
  expect(Date.now() - started).toBeLessThan(5000);
}, 20_000);

test('a process that waits without starting (a busy machine, or code asleep) is given three times its start time', async () => {
  const started = Date.now();
  startPool({ script: 'never-ready.js', startTimeoutMs: 1000, maxFailures: 1 });
  await pool.ready;
  expect(pool.stoppedReason()).toBe('its render process did not start within 3 s');
  expect(Date.now() - started).toBeGreaterThanOrEqual(3000);
}, 20_000);

test('a version whose processes keep dying stops being forked: three failures, then none', async () => {
  startPool({ script: 'crash-at-start.js' });
  await pool.ready;
  expect(pool.stoppedReason()).toBe('its render process exited (code 3)');
  expect(spawned).toHaveLength(3);
  // visitors keep coming: no process is started for them
  for (let i = 0; i < 5; i += 1) await expect(pool.render('/pricing', 'light', 'other')).resolves.toMatchObject({ ok: false });
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(spawned).toHaveLength(3);
  expect(pool.pids()).toEqual([]);
});
