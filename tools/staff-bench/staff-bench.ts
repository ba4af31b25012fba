import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { waitUntil } from '@chalein/testing/wait-until';
import { loadConfig } from '../../api/src/config';
import { createDatabase, selectDatabaseLocation } from '../../api/src/db/database';
import { migrateToLatest } from '../../api/src/db/migrate';
import { seedDatabase } from '../../api/src/db/seed';
import { resolveFieldCipher } from '../../api/src/security/local-data-key';
import { generateTotpCode } from '../../api/src/staff/staff-credentials';
import { loadStaffSettings } from '../../api/src/staff/staff-settings';
import { createStaffStore } from '../../api/src/staff/staff-store';
import { createReadyStaffAccount } from '../../api/src/staff/staff-test-kit';
import { STAFF_ROLES } from '../../api/src/staff/staff-permissions';
import { withDatabase } from '../../api/src/test-support/postgres-databases';
import { ensureTestPostgres } from '../../api/src/test-support/postgres-server';
import { builtServerArgs, ensureApiBuilt } from '../jest/built-api-server';
import { findFreePort } from '../jest/free-port';
import { startManagedProcess, type ManagedProcess } from '../cluster/managed-process';
import { DEFAULT_VOLUME, seedVolume, type VolumeCounts } from './seed-volume';
import { STAFF_BENCH_CASES, STAFF_EXPORT_CASES, type StaffSession } from './staff-bench-cases';

// `npm run bench:staff`: the staff console's lists and exports on a busy year's volume (seed-volume.ts), on SQLite and
// on PostgreSQL, through the compiled server over HTTP as a signed-in person. For each list: the p95 of its first
// page, of a page deep in it and of a filtered search; for each export: the server's peak resident memory above idle
// while the file streams. Budgets: p95 at most 100 ms, an export under 64 MB above idle. A missed budget prints FAIL;
// the figures go to e2e/artifacts/staff-bench.json. BENCH_ENGINES (sqlite,postgres), BENCH_SAMPLES (default 40),
// BENCH_VOLUME (a fraction of the full volume, default 1).

export const LIST_P95_BUDGET_MS = 100;
export const EXPORT_MEMORY_BUDGET_MB = 64;

const REPO_ROOT = path.resolve(__dirname, '..', '..');
const ARTIFACT = path.join(REPO_ROOT, 'e2e', 'artifacts', 'staff-bench.json');
const engines = (process.env.BENCH_ENGINES ?? 'sqlite,postgres').split(',').map((engine) => engine.trim());
const samples = Number(process.env.BENCH_SAMPLES ?? 40);
const volumeFraction = Number(process.env.BENCH_VOLUME ?? 1);
const PASSWORD = `bench ${randomBytes(9).toString('base64url')} staff console`;

interface Prepared {
  env: Record<string, string>;
  totpSecret: string;
  email: string;
  dropDatabase(): Promise<void>;
}

function scaleVolume(fraction: number): VolumeCounts {
  const scaled = Object.entries(DEFAULT_VOLUME).map(([key, count]) => [key, Math.max(1, Math.round(count * fraction))]);
  return Object.fromEntries(scaled) as unknown as VolumeCounts;
}

/** A new database for `engine`, migrated, seeded with the content and the volume, and one account holding every role. */
async function prepareDatabase(engine: string, dir: string): Promise<Prepared> {
  const env: Record<string, string> = {
    DATA_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    PAYMENT_SANDBOX_SECRET: randomBytes(24).toString('hex'),
    DATABASE_FILE: path.join(dir, 'bench.db'),
    SITE_ROOT: path.join(dir, 'site'),
    UPLOADS_DIR: path.join(dir, 'uploads'),
    PRIVATE_UPLOADS_DIR: path.join(dir, 'private'),
    DEPLOYMENTS_DIR: path.join(dir, 'deployments'),
    LOG_LEVEL: 'warn',
  };
  let dropDatabase = async () => {};
  if (engine === 'postgres') {
    const adminUrl = await ensureTestPostgres();
    const name = `chalein_staff_bench_${process.pid}`;
    const admin = new Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name}`);
    await admin.query(`create database ${name}`);
    await admin.end();
    env.DATABASE_URL = withDatabase(adminUrl, name);
    dropDatabase = async () => {
      const closing = new Client({ connectionString: adminUrl });
      await closing.connect();
      await closing.query(`drop database if exists ${name} with (force)`);
      await closing.end();
    };
  } else if (engine !== 'sqlite') {
    throw new Error(`unknown engine ${engine}: BENCH_ENGINES lists sqlite and postgres`);
  }
  for (const folder of [env.SITE_ROOT!, env.UPLOADS_DIR!, env.PRIVATE_UPLOADS_DIR!, env.DEPLOYMENTS_DIR!])
    fs.mkdirSync(folder, { recursive: true });
  const config = loadConfig(env);
  const db = createDatabase(selectDatabaseLocation(config));
  try {
    await migrateToLatest(db);
    await seedDatabase(db);
    const started = Date.now();
    const cipher = resolveFieldCipher(config.dataEncryption, config.databaseFile);
    await seedVolume(db, cipher, scaleVolume(volumeFraction));
    console.log(`  ${engine}: volume seeded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    const email = 'bench@chalein.in';
    const { totpSecret } = await createReadyStaffAccount(
      { store: createStaffStore(db, cipher), settings: loadStaffSettings(env) },
      { email, name: 'Bench Person', roles: STAFF_ROLES, password: PASSWORD, now: Date.now() },
    );
    return { env, totpSecret, email, dropDatabase };
  } finally {
    await db.destroy();
  }
}

async function startServer(env: Record<string, string>): Promise<{ server: ManagedProcess; url: string }> {
  const port = await findFreePort();
  const url = `http://127.0.0.1:${port}`;
  const server = startManagedProcess({
    label: 'api',
    command: process.execPath,
    args: [...builtServerArgs],
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_ORIGIN: url },
    cwd: REPO_ROOT,
    onOutput: (label, line) => process.stderr.write(`  [${label}] ${line}\n`),
    onExit: () => {},
  });
  await waitUntil(async () => (await fetch(`${url}/api/health`).catch(() => null))?.ok === true, 'the API to answer', {
    timeoutMs: 120_000,
    intervalMs: 250,
  });
  return { server, url };
}

function readSessionCookie(response: Response): string {
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith('__Host-'));
  if (!cookie) throw new Error(`no session cookie (answer ${response.status})`);
  return cookie.split(';')[0]!;
}

/** Signs in through both steps as a browser would. */
async function signIn(url: string, prepared: Prepared): Promise<StaffSession> {
  const headers = { 'content-type': 'application/json', origin: url };
  const first = await fetch(`${url}/api/staff/sign-in`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email: prepared.email, password: PASSWORD }),
  });
  if (!first.ok) throw new Error(`password step answered ${first.status}: ${await first.text()}`);
  const second = await fetch(`${url}/api/staff/sign-in/code`, {
    method: 'POST',
    headers: { ...headers, cookie: readSessionCookie(first) },
    body: JSON.stringify({ code: generateTotpCode(prepared.totpSecret, Date.now()) }),
  });
  if (!second.ok) throw new Error(`code step answered ${second.status}: ${await second.text()}`);
  const { data } = (await second.json()) as { data: { csrfToken: string } };
  return { url, cookie: readSessionCookie(second), csrfToken: data.csrfToken };
}

function percentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
}

/** The p95 and median of `samples` sequential GETs of `pathAndQuery`, after two unmeasured ones. */
async function timeRequests(session: StaffSession, pathAndQuery: string): Promise<{ p95: number; median: number }> {
  const durations: number[] = [];
  for (let index = 0; index < samples + 2; index += 1) {
    const started = performance.now();
    const response = await fetch(`${session.url}${pathAndQuery}`, { headers: { cookie: session.cookie } });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${pathAndQuery} answered ${response.status}`);
    if (index >= 2) durations.push(performance.now() - started);
  }
  return { p95: percentile(durations, 0.95), median: percentile(durations, 0.5) };
}

function readResidentBytes(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kilobytes = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
  if (!kilobytes) throw new Error(`no VmRSS for process ${pid}`);
  return Number(kilobytes) * 1024;
}

/**
 * Waits until the server's resident memory has stopped moving: a fresh server goes on loading and warming its pages
 * for a few seconds after it first answers, and what that grows is not the export's. Settled is a spread under 2 MB
 * over the last 3 seconds of samples taken every 250 ms.
 */
async function waitForSettledMemory(pid: number): Promise<void> {
  const window: number[] = [];
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    window.push(readResidentBytes(pid));
    if (window.length > 12) window.shift();
    if (window.length === 12 && Math.max(...window) - Math.min(...window) < 2 * 1024 * 1024) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server's memory did not settle within a minute`);
}

/** Downloads an export while sampling the server's resident memory every 5 ms; the peak above the idle figure before. */
async function measureExport(
  session: StaffSession,
  pid: number,
  pathAndQuery: string,
): Promise<{ bytes: number; rows: number; peakAboveIdleMb: number }> {
  const idle = readResidentBytes(pid);
  let peak = idle;
  const sampler = setInterval(() => {
    peak = Math.max(peak, readResidentBytes(pid));
  }, 5);
  try {
    const response = await fetch(`${session.url}${pathAndQuery}`, { headers: { cookie: session.cookie } });
    if (!response.ok || !response.body) throw new Error(`${pathAndQuery} answered ${response.status}`);
    let bytes = 0;
    let rows = 0;
    const reader = response.body.getReader();
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      bytes += read.value.byteLength;
      for (const byte of read.value) if (byte === 10) rows += 1;
    }
    return { bytes, rows: rows - 1, peakAboveIdleMb: (peak - idle) / 1024 / 1024 };
  } finally {
    clearInterval(sampler);
  }
}

interface EngineResult {
  engine: string;
  lists: { label: string; first: number; deep: number; filtered: number; deepRow: number }[];
  exports: { label: string; rows: number; megabytes: number; peakAboveIdleMb: number }[];
}

async function benchEngine(engine: string): Promise<EngineResult> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `chalein-staff-bench-${engine}-`));
  const prepared = await prepareDatabase(engine, dir);
  const result: EngineResult = { engine, lists: [], exports: [] };
  let running: ManagedProcess | undefined;
  try {
    const { server, url } = await startServer(prepared.env);
    running = server;
    const session = await signIn(url, prepared);
    for (const list of STAFF_BENCH_CASES) {
      const deep = await list.findDeepPage(session, scaleVolume(volumeFraction));
      const first = await timeRequests(session, list.firstPage);
      const deepTimes = await timeRequests(session, deep.pathAndQuery);
      const filtered = await timeRequests(session, list.filtered);
      result.lists.push({ label: list.label, first: first.p95, deep: deepTimes.p95, filtered: filtered.p95, deepRow: deep.row });
      console.log(
        `  ${engine} ${list.label}: p95 first ${first.p95.toFixed(1)} ms, deep (row ${deep.row}) ${deepTimes.p95.toFixed(1)} ms, filtered ${filtered.p95.toFixed(1)} ms`,
      );
    }
    await server.stop();
    for (const exported of STAFF_EXPORT_CASES) {
      // each export in a server of its own, left until idle first: memory the lists or an earlier export
      // grew and kept cannot hide what this export needs, nor can the server's own warm-up count as the export's
      const fresh = await startServer(prepared.env);
      running = fresh.server;
      // the session is in the database, so the new server honours it (a second sign-in would reuse a TOTP code)
      const exportSession = { ...session, url: fresh.url };
      if (fresh.server.pid === undefined) throw new Error('the API server has no process id');
      await waitForSettledMemory(fresh.server.pid);
      const measured = await measureExport(exportSession, fresh.server.pid, exported.pathAndQuery);
      await fresh.server.stop();
      result.exports.push({
        label: exported.label,
        rows: measured.rows,
        megabytes: measured.bytes / 1024 / 1024,
        peakAboveIdleMb: measured.peakAboveIdleMb,
      });
      console.log(
        `  ${engine} ${exported.label}: ${measured.rows} rows, ${(measured.bytes / 1024 / 1024).toFixed(1)} MB, peak ${measured.peakAboveIdleMb.toFixed(1)} MB above idle`,
      );
    }
    return result;
  } finally {
    await running?.stop();
    await prepared.dropDatabase();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  ensureApiBuilt();
  const results: EngineResult[] = [];
  for (const engine of engines) {
    console.log(`staff console on ${engine}, volume ×${volumeFraction}, ${samples} samples a figure`);
    results.push(await benchEngine(engine));
  }
  let missed = 0;
  console.log(`\n| engine | list | p95 first page | p95 deep page | p95 filtered | budget ${LIST_P95_BUDGET_MS} ms |`);
  console.log('|---|---|---|---|---|---|');
  for (const result of results) {
    for (const list of result.lists) {
      const worst = Math.max(list.first, list.deep, list.filtered);
      if (worst > LIST_P95_BUDGET_MS) missed += 1;
      console.log(
        `| ${result.engine} | ${list.label} | ${list.first.toFixed(1)} ms | ${list.deep.toFixed(1)} ms (row ${list.deepRow}) | ${list.filtered.toFixed(1)} ms | ${worst > LIST_P95_BUDGET_MS ? 'FAIL' : 'ok'} |`,
      );
    }
  }
  console.log(`\n| engine | export | rows | size | peak above idle | budget ${EXPORT_MEMORY_BUDGET_MB} MB |`);
  console.log('|---|---|---|---|---|---|');
  for (const result of results) {
    for (const exported of result.exports) {
      if (exported.peakAboveIdleMb > EXPORT_MEMORY_BUDGET_MB) missed += 1;
      console.log(
        `| ${result.engine} | ${exported.label} | ${exported.rows} | ${exported.megabytes.toFixed(1)} MB | ${exported.peakAboveIdleMb.toFixed(1)} MB | ${exported.peakAboveIdleMb > EXPORT_MEMORY_BUDGET_MB ? 'FAIL' : 'ok'} |`,
      );
    }
  }
  fs.mkdirSync(path.dirname(ARTIFACT), { recursive: true });
  fs.writeFileSync(ARTIFACT, `${JSON.stringify({ volumeFraction, samples, results }, null, 2)}\n`);
  console.log(`\n${missed === 0 ? 'every budget met' : `${missed} budget(s) missed`}; figures in ${path.relative(REPO_ROOT, ARTIFACT)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
