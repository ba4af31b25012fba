#!/usr/bin/env node
// `npm run bench` (which builds first): measures what a visitor downloads and how Lighthouse rates the production
// build, for the four routes of the four remotes. It is a report: a missed budget prints FAIL but exits 0; only a
// measurement that could not be taken exits non-zero. Figures also go to e2e/artifacts/bench.json.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import zlib from 'node:zlib';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const artifactsDir = path.join(repoRoot, 'e2e', 'artifacts');
const routes = ['/', '/pricing', '/jobs', '/drive_with_us'];
const remoteNames = ['marketing', 'careers', 'passes', 'onboarding'];
const budgets = { firstLoadJsKb: 160, performance: 90 };
const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

// The browser tooling is the e2e workspace's; chrome-launcher is lighthouse's own dependency, so it is resolved
// from lighthouse's folder (whichever copy lighthouse uses is the one that works with it).
const e2eRequire = createRequire(path.join(repoRoot, 'e2e', 'package.json'));
const lighthouseRequire = createRequire(e2eRequire.resolve('lighthouse/package.json'));
const { chromium } = e2eRequire('playwright-core');
const { default: lighthouse } = await import(pathToFileURL(e2eRequire.resolve('lighthouse')).href);
const chromeLauncher = await import(pathToFileURL(lighthouseRequire.resolve('chrome-launcher')).href);

const kb = (bytes) => (bytes / 1024).toFixed(1);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function fail(message) {
  console.error(`bench: ${message}`);
  process.exitCode = 1;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

// The production server exactly as `npm run serve` starts it, on a free port with a throwaway database. It runs in
// its own process group because tsx starts node as a child: killing the group leaves nothing behind.
async function startServer() {
  const remotesConfig = path.join(repoRoot, 'shell', 'dist', 'remotes.json');
  if (!fs.existsSync(remotesConfig)) throw new Error('the site is not built: run `npm run bench` (it builds first)');
  const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chalein-bench-'));
  const logFile = path.join(tempDir, 'server.log');
  const logFd = fs.openSync(logFile, 'w');
  const port = await freePort();
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_FILE: path.join(tempDir, 'bench.sqlite') };
  delete env.NODE_ENV;
  const child = spawn(path.join(repoRoot, 'node_modules', '.bin', 'tsx'), [path.join(repoRoot, 'api', 'src', 'server.ts')], {
    cwd: repoRoot,
    detached: true,
    stdio: ['ignore', logFd, logFd],
    env,
  });
  fs.closeSync(logFd);
  let exited = false;
  const exitedPromise = new Promise((resolve) => child.once('exit', () => resolve((exited = true))));
  const killGroup = (signal) => {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // already gone
    }
  };
  process.once('exit', () => killGroup('SIGKILL'));
  const stop = async () => {
    if (!exited) {
      killGroup('SIGTERM');
      await Promise.race([exitedPromise, sleep(5000)]);
    }
    killGroup('SIGKILL');
    fs.rmSync(tempDir, { recursive: true, force: true });
  };
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    try {
      const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2000) });
      const body = await response.json();
      if (body?.success === true && body?.data?.status === 'ok') break;
    } catch {
      // not listening yet
    }
    if (exited || Date.now() > deadline) {
      const log = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8').split('\n').slice(-30).join('\n') : '';
      await stop();
      throw new Error(`the server did not become healthy${exited ? ' (it exited)' : ''}:\n${log}`);
    }
    await sleep(250);
  }
  return { baseUrl, stop };
}

/** Which remote a URL belongs to: a path under /remotes/<name>/ here, or a remote's own origin from remotes.json. */
function remoteOf(url, baseUrl, remoteBases) {
  for (const [name, base] of remoteBases) if (url.startsWith(base)) return name;
  const { origin, pathname } = new URL(url);
  const match = /^\/remotes\/([^/]+)\//.exec(pathname);
  if (origin === baseUrl && match && remoteNames.includes(match[1])) return match[1];
  return undefined;
}

async function measureDownloads(browser, baseUrl, route, remoteBases) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const pending = [];
  const remotesFetched = new Set();
  page.on('request', (request) => {
    const remote = remoteOf(request.url(), baseUrl, remoteBases);
    if (remote) remotesFetched.add(remote);
  });
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    const isScript = response.request().resourceType() === 'script' || /javascript/.test(type);
    if (!isScript || response.status() !== 200) return;
    pending.push(
      (async () => {
        await response.finished();
        const sizes = await response.request().sizes();
        const encoding = response.headers()['content-encoding'] ?? '';
        const body = await response.body();
        // The budget is in gzip bytes whatever the server chose (it may serve brotli, which is smaller), so gzip
        // is computed from the body; gzip-served files count as served.
        const gzip = encoding === 'gzip' ? sizes.responseBodySize : zlib.gzipSync(body).length;
        return {
          url: response.url(),
          owner: remoteOf(response.url(), baseUrl, remoteBases) ?? 'shell',
          transferred: sizes.responseBodySize,
          encoding: encoding || 'none',
          raw: body.length,
          gzip,
        };
      })(),
    );
  });
  await page.goto(`${baseUrl}${route}`, { waitUntil: 'load', timeout: 60_000 });
  await page.locator('[data-remote-page]').first().waitFor({ state: 'visible', timeout: 30_000 });
  await page.waitForLoadState('networkidle', { timeout: 20_000 }).catch(() => undefined);
  const files = await Promise.all(pending);
  await context.close();
  const sum = (key, owner) => files.filter((f) => !owner || f.owner === owner).reduce((total, f) => total + f[key], 0);
  const byOwner = {};
  for (const owner of ['shell', ...remoteNames]) {
    const gzip = sum('gzip', owner);
    if (gzip > 0) byOwner[owner] = gzip;
  }
  return {
    route,
    jsFiles: files.length,
    jsTransferredBytes: sum('transferred'),
    jsGzipBytes: sum('gzip'),
    jsRawBytes: sum('raw'),
    servedEncodings: [...new Set(files.map((f) => f.encoding))],
    jsGzipBytesByOwner: byOwner,
    remotesFetched: [...remotesFetched].sort(),
  };
}

/** The first `limit` page elements an audit's details name (its 'node' items), as short labels with selectors. */
function describeNodes(details, limit) {
  const found = [];
  const visit = (value) => {
    if (found.length >= limit || value === null || typeof value !== 'object') return;
    if (value.type === 'node' && (value.selector || value.snippet)) {
      const label = (value.nodeLabel || value.snippet || '').replace(/\s+/g, ' ').slice(0, 60);
      found.push(`${label} (${value.selector ?? 'no selector'})`);
      return;
    }
    for (const child of Object.values(value)) visit(child);
  };
  visit(details);
  return found;
}

async function runLighthouse(baseUrl, route) {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: chromiumFlags, logLevel: 'silent' });
  try {
    const result = await lighthouse(`${baseUrl}${route}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error('lighthouse returned no result');
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    const score = (id) => (lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100));
    const numeric = (id) => lhr.audits[id]?.numericValue ?? null;
    const failedAudits = Object.values(lhr.audits)
      .filter(
        (audit) =>
          audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative' && audit.scoreDisplayMode !== 'manual',
      )
      .map((audit) => audit.id);
    return {
      route,
      report: typeof result.report === 'string' ? result.report : JSON.stringify(lhr),
      lcpElement: describeNodes(lhr.audits['largest-contentful-paint-element']?.details, 1)[0] ?? null,
      layoutShiftElements: describeNodes(lhr.audits['layout-shifts']?.details, 3),
      lighthouseVersion: lhr.lighthouseVersion,
      formFactor: lhr.configSettings.formFactor,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: numeric('largest-contentful-paint'),
      cls: numeric('cumulative-layout-shift'),
      tbtMs: numeric('total-blocking-time'),
      fcpMs: numeric('first-contentful-paint'),
      auditsBelow90: failedAudits,
      warnings: lhr.runWarnings ?? [],
    };
  } finally {
    await chrome.kill();
  }
}

// Lighthouse's trace recording fails now and then on a loaded machine (NO_NAVSTART, NO_FCP) with nothing wrong in the
// page; such a run says nothing about the site, so it is taken again, at most three times in all.
const retriedRuntimeErrors = /^(NO_NAVSTART|NO_FCP|NO_LCP|NO_TRACING_STARTED|PROTOCOL_TIMEOUT)\b/;

async function runLighthouseWithRetry(baseUrl, route, attempts = 3) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runLighthouse(baseUrl, route);
    } catch (error) {
      if (attempt >= attempts || !retriedRuntimeErrors.test(String(error?.message))) throw error;
      console.log(`bench: lighthouse ${route} attempt ${attempt} failed (${error.message.split(':')[0]}), measuring again`);
    }
  }
}

// One Lighthouse run on a shared 2-core machine varies by several points; Lighthouse's own advice is to take the
// median of several runs. Each route is measured this many times and its median run (by performance) reported.
const runsPerRoute = Number(process.env.BENCH_RUNS) || 3;

async function measureRouteMedian(baseUrl, route) {
  const runs = [];
  for (let i = 0; i < runsPerRoute; i += 1) runs.push(await runLighthouseWithRetry(baseUrl, route));
  const sorted = [...runs].sort((a, b) => (a.performance ?? 0) - (b.performance ?? 0));
  const { report, ...median } = sorted[Math.floor((sorted.length - 1) / 2)];
  // the median run's whole report, to open in the Lighthouse viewer when a score needs explaining
  const reportName = `lighthouse${route === '/' ? '-home' : route.replace(/[^a-z0-9]+/gi, '-')}.json`;
  fs.writeFileSync(path.join(artifactsDir, reportName), report);
  return { ...median, performanceRuns: runs.map((run) => run.performance) };
}

function table(header, rows) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) => cells.map((c, i) => String(c).padEnd(widths[i])).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

async function main() {
  if (!fs.existsSync(chromiumPath)) throw new Error(`Chromium is not at ${chromiumPath}; run node tools/ensure-chromium.mjs`);
  fs.mkdirSync(artifactsDir, { recursive: true });
  const server = await startServer();
  const onSignal = () => server.stop().finally(() => process.exit(130));
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    const remotesJson = await (await fetch(`${server.baseUrl}/remotes.json`)).json();
    // remotes listed as absolute URLs on other origins are recognised by their folder
    const remoteBases = Object.entries(remotesJson)
      .filter(([, manifest]) => /^https?:\/\//.test(manifest))
      .map(([name, manifest]) => [name, manifest.replace(/[^/]*$/, '')]);

    console.log(`bench: server ${server.baseUrl}, Chromium ${chromiumPath}`);
    const browser = await chromium.launch({ executablePath: chromiumPath, headless: true, args: chromiumFlags });
    const downloads = [];
    try {
      for (const route of routes) downloads.push(await measureDownloads(browser, server.baseUrl, route, remoteBases));
    } finally {
      await browser.close();
    }

    const scores = [];
    for (const route of routes) {
      console.log(`bench: lighthouse ${route} (${runsPerRoute} runs)...`);
      scores.push(await measureRouteMedian(server.baseUrl, route));
    }

    console.log('\nJavaScript downloaded on a first visit (fresh browser context, gzip)');
    console.log(
      table(
        ['route', 'JS gzip KB', 'as served KB', 'raw KB', 'files', 'remotes fetched', 'by owner (gzip KB)'],
        downloads.map((d) => [
          d.route,
          kb(d.jsGzipBytes),
          `${kb(d.jsTransferredBytes)} (${d.servedEncodings.join('/')})`,
          kb(d.jsRawBytes),
          d.jsFiles,
          d.remotesFetched.join(', ') || '-',
          Object.entries(d.jsGzipBytesByOwner)
            .map(([owner, bytes]) => `${owner} ${kb(bytes)}`)
            .join(', '),
        ]),
      ),
    );
    const fmt = (value, digits = 0) => (value === null ? 'n/a' : value.toFixed(digits));
    console.log(
      `\nLighthouse ${scores[0]?.lighthouseVersion ?? ''} (${scores[0]?.formFactor ?? ''}, default config): the median of ${runsPerRoute} runs per route`,
    );
    console.log(
      table(
        ['route', 'perf', 'perf of each run', 'a11y', 'best-pr.', 'SEO', 'LCP ms', 'CLS', 'TBT ms', 'FCP ms'],
        scores.map((s) => [
          s.route,
          s.performance,
          s.performanceRuns.join(' / '),
          s.accessibility,
          s.bestPractices,
          s.seo,
          fmt(s.lcpMs),
          fmt(s.cls, 3),
          fmt(s.tbtMs),
          fmt(s.fcpMs),
        ]),
      ),
    );
    for (const s of scores) {
      if (s.lcpElement) console.log(`  ${s.route} LCP element: ${s.lcpElement}`);
      if (s.layoutShiftElements.length) console.log(`  ${s.route} shifted: ${s.layoutShiftElements.join('; ')}`);
      if (s.auditsBelow90.length) console.log(`  ${s.route} audits below 90: ${s.auditsBelow90.join(', ')}`);
      for (const warning of s.warnings) console.log(`  ${s.route} warning: ${warning}`);
    }

    const home = downloads.find((d) => d.route === '/');
    const homeScore = scores.find((s) => s.route === '/');
    const worstPerformance = Math.min(...scores.map((s) => s.performance ?? 0));
    const budgetResults = [
      {
        budget: `first-load JS on / <= ${budgets.firstLoadJsKb} KB gzip`,
        value: `${kb(home.jsGzipBytes)} KB`,
        pass: home.jsGzipBytes <= budgets.firstLoadJsKb * 1024,
      },
      {
        budget: `performance on / >= ${budgets.performance}`,
        value: String(homeScore.performance),
        pass: (homeScore.performance ?? 0) >= budgets.performance,
      },
      {
        budget: `performance on every measured route >= ${budgets.performance}`,
        value: `lowest ${worstPerformance}`,
        pass: worstPerformance >= budgets.performance,
      },
    ];
    console.log('\nBudgets');
    console.log(
      table(
        ['budget', 'measured', 'result'],
        budgetResults.map((b) => [b.budget, b.value, b.pass ? 'PASS' : 'FAIL']),
      ),
    );

    const report = {
      measuredAt: new Date().toISOString(),
      chromium: chromiumPath,
      cpus: os.cpus().length,
      downloads,
      lighthouse: scores,
      budgets: budgetResults,
    };
    fs.writeFileSync(path.join(artifactsDir, 'bench.json'), `${JSON.stringify(report, null, 2)}\n`);
    console.log(`\nbench: figures written to ${path.relative(process.cwd(), path.join(artifactsDir, 'bench.json'))}`);
  } finally {
    await server.stop();
  }
}

// Lighthouse and the browser tooling can leave timers behind; the report is complete here, so leave explicitly.
main()
  .catch((error) => fail(`could not measure: ${error?.stack ?? error}`))
  .finally(() => process.exit(process.exitCode ?? 0));
