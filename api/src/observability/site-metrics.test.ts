import fs from 'node:fs';
import path from 'node:path';
import { waitUntil } from '@chalein/testing/wait-until';
import { REPO_ROOT } from '../settings/environment';
import { createTestApp, type TestApp } from '../test-support/test-app';

// The site's metrics and readiness with the real builds (SITE_ROOT is the repository) and real render processes:
// /readyz waits for the processes, pages are counted by who made them, the page cache's lookups by result, and a
// render process that dies is counted as it is replaced.

const BUILT_FILES = ['shell/dist/server/render-process.js', 'passes-mfe/dist/server/remoteEntry.js'];

let testApp: TestApp;

function readSample(text: string, series: string): number {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? 0 : Number(line.slice(series.length + 1));
}

const scrape = async () => (await testApp.app.inject({ method: 'GET', url: '/metrics' })).body;

/** The pids of this process's children running the shell's render process. */
function listRenderProcessPids(): number[] {
  return fs.readdirSync('/proc').flatMap((entry) => {
    if (!/^\d+$/.test(entry)) return [];
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const command = fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      return parent === process.pid && command.includes('render-process.js') ? [Number(entry)] : [];
    } catch {
      return [];
    }
  });
}

beforeAll(async () => {
  const missing = BUILT_FILES.filter((file) => !fs.existsSync(path.join(REPO_ROOT, file)));
  if (missing.length > 0) throw new Error(`${missing.join(', ')} missing: these tests use the real builds (npm run build)`);
  // one process per remote, each given time for a first render on a busy machine; every request comes from one address
  testApp = await createTestApp({ SITE_ROOT: REPO_ROOT, RENDER_PROCESSES: '1', RENDER_BUDGET_MS: '5000', RENDER_MISSES_PER_MINUTE: '0' });
}, 60_000);

afterAll(() => testApp?.closeTestApp(), 30_000);

test('/readyz is 503 until the render processes have started, then 200', async () => {
  const before = await testApp.app.inject({ method: 'GET', url: '/readyz' });
  expect(before.statusCode).toBe(503);
  expect(before.json()).toMatchObject({
    status: 'not ready',
    checks: { database: 'ok', renderProcesses: 'the server is not listening yet' },
  });

  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  await waitUntil(async () => (await testApp.app.inject({ method: 'GET', url: '/readyz' })).statusCode === 200, '/readyz to answer 200', {
    timeoutMs: 90_000,
    intervalMs: 250,
  });
}, 100_000);

test('pages are counted by who made them, with their render times, and the page cache by hits and misses', async () => {
  const before = await scrape();
  const get = () => testApp.app.inject({ method: 'GET', url: '/pricing' });
  expect((await get()).headers['server-timing']).toBe('render;desc="server"');
  expect((await get()).headers['server-timing']).toBe('render;desc="cache"');
  const after = await scrape();
  const moved = (series: string) => readSample(after, series) - readSample(before, series);
  expect(moved('chalein_pages_total{outcome="server",remote="passes"}')).toBe(1);
  expect(moved('chalein_pages_total{outcome="cache",remote="passes"}')).toBe(1);
  expect(moved('chalein_page_cache_lookups_total{result="miss"}')).toBe(1);
  expect(moved('chalein_page_cache_lookups_total{result="hit"}')).toBe(1);
  expect(moved('chalein_page_render_duration_seconds_count{outcome="server",remote="passes"}')).toBe(1);
});

test('a render process that dies is counted as it is replaced', async () => {
  const pids = listRenderProcessPids();
  expect(pids.length).toBeGreaterThan(0);
  const series = (text: string) =>
    text
      .split('\n')
      .filter((line) => line.startsWith('chalein_render_process_restarts_total{'))
      .reduce((sum, line) => sum + Number(line.split(' ')[1]), 0);
  const before = series(await scrape());
  process.kill(pids[0]!, 'SIGKILL');
  await waitUntil(async () => series(await scrape()) === before + 1, 'the restart to be counted', { timeoutMs: 10_000 });
});
