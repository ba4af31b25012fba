#!/usr/bin/env node
// `npm run bench` (which builds first): measures what a visitor downloads, how Lighthouse rates the production build
// against each route's static floor (the same HTML without its scripts), and how many HTML pages a second the server
// answers (docs/decisions/0022-benchmark.md). It is a report: a missed budget prints FAIL but exits 0; only a measurement
// that could not be taken exits non-zero. Figures also go to e2e/artifacts/bench.json.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import autocannon from 'autocannon';
import { FIRST_TAP_BUDGET_MS, measureFirstTaps, printComparedFirstTaps, printFirstTaps } from './bench-first-tap.mjs';
import { compareWithNginx, KEPT_ANSWERS_BUDGET, measureKeptAnswers, printKeptAnswers } from './bench-kept-answers.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const artifactsDir = path.join(repoRoot, 'e2e', 'artifacts');
// a Hindi and a Kannada page too, with the same budgets as English (docs/decisions/0048-languages.md)
const routes = ['/', '/pricing', '/daylight_pass', '/jobs', '/drive_with_us', '/hi', '/kn/drive_with_us'];
// required, not imported: node reads the manifest's TypeScript as it is, and an import would first try it as
// CommonJS and warn that it had to read it again as a module
const { REMOTE_NAMES: remoteNames } = createRequire(import.meta.url)('../shared/src/lib/remote-manifest.ts');
const { REMOTE_PAGE_ATTRIBUTE, withAttribute } = createRequire(import.meta.url)('../shared/src/lib/dom-markers.ts');
// fontKb: the web fonts a Hindi or Kannada page downloads (its script's faces); an English page downloads none
const budgets = { firstLoadJsKb: 140, performance: 98, lcpToFloor: 1.2, tbtMs: 100, cls: 0, fontKb: 120 };
// Each route's floor is written here, inside the shell's build, so the server under test serves it as a built file
// (same origin, same compression, same cache headers) at /bench-floor/<name>.html; the folder is removed afterwards.
const floorFolderName = 'bench-floor';
const floorDir = path.join(repoRoot, 'shell', 'dist', floorFolderName);
// Throughput is measured on one page, in three configurations of the server, each a process of its own. The two
// variables are the server's switches: SERVER_RENDERING=off serves today's client-rendered HTML, PAGE_CACHE=off
// renders every request. undefined removes a variable the caller's environment may have set.
const throughputRoute = '/pricing';
const throughputConfigs = [
  { key: 'baseline', label: 'client-rendered (baseline)', env: { SERVER_RENDERING: 'off', PAGE_CACHE: undefined } },
  { key: 'cached', label: 'server-rendered, cached', env: { SERVER_RENDERING: undefined, PAGE_CACHE: undefined } },
  // every request from the load generator's one address is a render: no limit per visitor, or most would be refused
  {
    key: 'uncached',
    label: 'server-rendered, uncached',
    env: { SERVER_RENDERING: undefined, PAGE_CACHE: 'off', RENDER_MISSES_PER_MINUTE: '0' },
  },
];
// 10 s of load per configuration, in rounds that take turns between the three servers (as Lighthouse's route and
// floor do), so a build or test running meanwhile on the machine weighs on all three alike
const throughputLoad = { connections: 32, warmupSeconds: 2, rounds: 5, roundSeconds: 2 };
// The API's latency beside the pages: a content call on the default server alone, and on the server rendering every
// request while /pricing is loaded at the same time (its renders ask the API process for their data)
const apiRoute = '/api/testimonials';
// A name only the rendered pricing page shows (it comes from the passes API, not from the page's metadata): found
// outside the HTML's scripts, it says the server rendered the page.
const renderedMarker = 'Daylight Saver Pass';
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
// the screen and user agent Lighthouse emulates by default (mobile), for drawing the floors as Lighthouse sees pages
const lighthouseConstants = await import(pathToFileURL(lighthouseRequire.resolve('./core/config/constants.js')).href);
const lighthouseScreen = lighthouseConstants.screenEmulationMetrics.mobile;
const lighthouseUserAgent = lighthouseConstants.userAgents.mobile;
// the browser tests' phone model and answer clock, for the first-tap times (node runs the TypeScript as it is). Node
// first reads a file of a package without "type" as CommonJS and warns that it had to read it again as a module: a
// note for the package's authors (a "type" in e2e/package.json would change how all its files are read), not for
// the bench's reader.
const phoneModel = await (async () => {
  const emitWarning = process.emitWarning;
  process.emitWarning = (warning, ...rest) => {
    const code = typeof rest[0] === 'object' ? rest[0]?.code : rest[1];
    if (code !== 'MODULE_TYPELESS_PACKAGE_JSON') emitWarning.call(process, warning, ...rest);
  };
  try {
    return await import(pathToFileURL(path.join(repoRoot, 'e2e', 'support', 'phone-model.ts')).href);
  } finally {
    process.emitWarning = emitWarning;
  }
})();

const kb = (bytes) => (bytes / 1024).toFixed(1);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function fail(message) {
  console.error(`bench: ${message}`);
  process.exitCode = 1;
}

// What an interrupted bench must still undo (servers to stop, the floor folder to remove): Ctrl-C skips the
// finally blocks, so the signal handler runs these.
const cleanupTasks = new Set();

function stopOnSignal() {
  const onSignal = () => Promise.allSettled([...cleanupTasks].map((task) => task())).finally(() => process.exit(130));
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
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

// The production server exactly as `npm run serve` starts it, on a free port with a throwaway database, with
// `extraEnv` on top of this process's environment (an undefined value removes the variable): node on the compiled
// API (docs/decisions/0029-compiled-api.md). It runs in its own process group because it starts render processes of its
// own: killing the group leaves nothing behind.
async function startServer(extraEnv = {}, siteRoot = repoRoot) {
  const remotesConfig = path.join(siteRoot, 'shell', 'dist', 'remotes.json');
  if (!fs.existsSync(remotesConfig)) throw new Error(`the site is not built in ${siteRoot}: run \`npm run build\` there`);
  // BENCH_SERVER: another build of the server (an older commit's api/dist/server.js) to measure against this site's
  // build, for figures before and after a change; another checkout (siteRoot) runs its own server on its own site
  const serverFile =
    siteRoot !== repoRoot
      ? path.join(siteRoot, 'api', 'dist', 'server.js')
      : process.env.BENCH_SERVER
        ? path.resolve(process.env.BENCH_SERVER)
        : path.join(repoRoot, 'api', 'dist', 'server.js');
  if (!fs.existsSync(serverFile)) throw new Error(`the API is not built (${serverFile}): run \`npm run bench\` (it builds first)`);
  const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chalein-bench-'));
  const logFile = path.join(tempDir, 'server.log');
  const logFd = fs.openSync(logFile, 'w');
  const port = await freePort();
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    // canonical links and share images are made from it, as in production
    PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
    DATABASE_FILE: path.join(tempDir, 'bench.sqlite'),
    // this checkout's built site, whichever build of the server runs
    SITE_ROOT: siteRoot,
  };
  delete env.NODE_ENV;
  for (const [name, value] of Object.entries(extraEnv)) {
    if (value === undefined) delete env[name];
    else env[name] = value;
  }
  // the flags of the api workspace's `start` script
  const child = spawn(process.execPath, ['--enable-source-maps', '--max-semi-space-size=16', serverFile], {
    cwd: repoRoot,
    detached: true,
    stdio: ['ignore', logFd, logFd],
    env,
  });
  fs.closeSync(logFd);
  let exited = false;
  const readLogTail = () => (fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8').split('\n').slice(-30).join('\n') : '');
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
    cleanupTasks.delete(stop);
    if (!exited) {
      killGroup('SIGTERM');
      await Promise.race([exitedPromise, sleep(5000)]);
    }
    killGroup('SIGKILL');
    fs.rmSync(tempDir, { recursive: true, force: true });
  };
  cleanupTasks.add(stop);
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
      const log = readLogTail();
      await stop();
      throw new Error(`the server did not become healthy${exited ? ' (it exited)' : ''}:\n${log}`);
    }
    await sleep(250);
  }
  // a measurement that fails because the server died says so, with the server's last words (its log goes with stop)
  const explain = (error) =>
    exited ? new Error(`${error?.message ?? error}\nthe server had exited; the end of its log:\n${readLogTail()}`) : error;
  return { baseUrl, stop, explain };
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
  const fonts = [];
  const remotesFetched = new Set();
  page.on('request', (request) => {
    const remote = remoteOf(request.url(), baseUrl, remoteBases);
    if (remote) remotesFetched.add(remote);
  });
  page.on('response', (response) => {
    if (response.request().resourceType() === 'font') {
      fonts.push(
        response
          .finished()
          .then(() => response.request().sizes())
          .then((sizes) => sizes.responseBodySize),
      );
      return;
    }
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
  await page.locator(withAttribute(REMOTE_PAGE_ATTRIBUTE)).first().waitFor({ state: 'visible', timeout: 30_000 });
  await page.waitForLoadState('networkidle', { timeout: 20_000 }).catch(() => undefined);
  // the fonts the page's text uses are fetched once they are laid out: wait until the page's faces are ready
  await page.evaluate(() => document.fonts.ready);
  const files = await Promise.all(pending);
  const fontBytes = (await Promise.all(fonts)).reduce((total, bytes) => total + bytes, 0);
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
    fontFiles: fonts.length,
    fontBytes,
  };
}

/** A route's file name in the floor folder and in the artifacts: '/' is 'home', '/daylight_pass' 'daylight-pass'. */
function routeFileName(route) {
  return route === '/' ? 'home' : route.slice(1).replace(/[^a-z0-9]+/gi, '-');
}

/**
 * The route's static floor: its HTML once the page has rendered, less everything that runs or fetches script, so
 * what is left is the fastest this markup and its stylesheets and images can paint. Written into the shell's build;
 * returns the path the server answers it on.
 */
async function writeStaticFloor(browser, baseUrl, route) {
  // drawn on Lighthouse's screen: a layout that scripts compute for the viewport (a carousel's widths) then fits it
  const { width, height, deviceScaleFactor, mobile } = lighthouseScreen;
  const context = await browser.newContext({
    viewport: { width, height },
    deviceScaleFactor,
    isMobile: mobile,
    hasTouch: mobile,
    userAgent: lighthouseUserAgent,
  });
  try {
    const page = await context.newPage();
    await page.goto(`${baseUrl}${route}`, { waitUntil: 'load', timeout: 60_000 });
    await page.locator(withAttribute(REMOTE_PAGE_ATTRIBUTE)).first().waitFor({ state: 'visible', timeout: 30_000 });
    await page.waitForLoadState('networkidle', { timeout: 20_000 }).catch(() => undefined);
    // runs in the page, where document and XMLSerializer are the browser's
    /* global document, XMLSerializer */
    const html = await page.evaluate(() => {
      const root = document.documentElement.cloneNode(true);
      const scriptLinks = 'link[rel~="modulepreload"], link[rel~="preload"][as="script"]';
      for (const element of root.querySelectorAll(`script, ${scriptLinks}`)) element.remove();
      const doctype = document.doctype ? new XMLSerializer().serializeToString(document.doctype) : '<!doctype html>';
      return `${doctype}\n${root.outerHTML}`;
    });
    const fileName = `${routeFileName(route)}.html`;
    fs.mkdirSync(floorDir, { recursive: true });
    fs.writeFileSync(path.join(floorDir, fileName), html);
    const floorPath = `/${floorFolderName}/${fileName}`;
    const response = await fetch(`${baseUrl}${floorPath}`);
    if (!response.ok) throw new Error(`the floor of ${route} is not served at ${floorPath} (${response.status})`);
    return { route, floorPath, htmlBytes: Buffer.byteLength(html) };
  } finally {
    await context.close();
  }
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
      ttfbMs: numeric('server-response-time'),
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
// median of several runs. Each figure is the median of its own over this many runs.
const runsPerRoute = Number(process.env.BENCH_RUNS) || 5;

function median(values) {
  const sorted = values.filter((value) => typeof value === 'number').sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

const ratio = (a, b) => (typeof a === 'number' && typeof b === 'number' && b > 0 ? a / b : null);

/** Keeps the whole report of the run in the middle by `key`, to open in the Lighthouse viewer; returns that run. */
function keepMedianReport(runs, key, fileName) {
  const sorted = [...runs].sort((a, b) => (a[key] ?? 0) - (b[key] ?? 0));
  const { report, ...run } = sorted[Math.floor((sorted.length - 1) / 2)];
  fs.writeFileSync(path.join(artifactsDir, fileName), report);
  return run;
}

// The route and its floor take turns (route, floor, route, floor...) so that whatever else loads the machine at one
// moment weighs on both alike, and their ratio stays meaningful when the absolute figures drift.
async function measureRouteAgainstFloor(baseUrl, route, floorPath) {
  const runs = [];
  const floorRuns = [];
  for (let i = 0; i < runsPerRoute; i += 1) {
    runs.push(await runLighthouseWithRetry(baseUrl, route));
    floorRuns.push(await runLighthouseWithRetry(baseUrl, floorPath));
  }
  const name = routeFileName(route);
  const medianRun = keepMedianReport(runs, 'performance', `lighthouse-${name}.json`);
  const floorMedianRun = keepMedianReport(floorRuns, 'lcpMs', `lighthouse-floor-${name}.json`);
  const medianOf = (list, key) => median(list.map((run) => run[key]));
  const lcpMs = medianOf(runs, 'lcpMs');
  const floorLcpMs = medianOf(floorRuns, 'lcpMs');
  return {
    route,
    floorPath,
    performance: medianOf(runs, 'performance'),
    accessibility: medianOf(runs, 'accessibility'),
    bestPractices: medianOf(runs, 'bestPractices'),
    seo: medianOf(runs, 'seo'),
    lcpMs,
    cls: medianOf(runs, 'cls'),
    tbtMs: medianOf(runs, 'tbtMs'),
    fcpMs: medianOf(runs, 'fcpMs'),
    ttfbMs: medianOf(runs, 'ttfbMs'),
    floorLcpMs,
    floorPerformance: medianOf(floorRuns, 'performance'),
    lcpToFloor: ratio(lcpMs, floorLcpMs),
    performanceRuns: runs.map((run) => run.performance),
    lcpRunsMs: runs.map((run) => run.lcpMs),
    floorLcpRunsMs: floorRuns.map((run) => run.lcpMs),
    lcpToFloorRuns: runs.map((run, i) => ratio(run.lcpMs, floorRuns[i].lcpMs)),
    lighthouseVersion: medianRun.lighthouseVersion,
    formFactor: medianRun.formFactor,
    // what the median run (by performance) saw, to explain its figures
    lcpElement: medianRun.lcpElement,
    floorLcpElement: floorMedianRun.lcpElement,
    layoutShiftElements: medianRun.layoutShiftElements,
    auditsBelow90: medianRun.auditsBelow90,
    warnings: medianRun.warnings,
  };
}

/** The page's HTML as a browser asks for it: its size, and whether the server rendered the page into it. */
async function inspectHtml(baseUrl, route) {
  const response = await fetch(`${baseUrl}${route}`, { headers: { accept: 'text/html' } });
  const html = await response.text();
  if (!response.ok) throw new Error(`GET ${route} answered ${response.status}`);
  // a page's data may also travel in a script for hydration; only markup outside scripts counts as rendered
  const outsideScripts = html.replace(/<script\b[\s\S]*?<\/script>/gi, '');
  return {
    htmlBytes: Buffer.byteLength(html),
    htmlGzipBytes: zlib.gzipSync(html).length,
    serverRendered: outsideScripts.includes(renderedMarker),
  };
}

async function loadRoute(label, baseUrl, route, seconds, connections = throughputLoad.connections) {
  const result = await autocannon({
    url: `${baseUrl}${route}`,
    headers: { accept: route === apiRoute ? 'application/json' : 'text/html' },
    connections,
    duration: seconds,
  });
  // a figure made of failed requests is not a page's throughput
  if (result.errors > 0 || result.non2xx > 0) {
    throw new Error(`${label}: GET ${route} failed under load (${result.errors} errors, ${result.non2xx} non-2xx answers)`);
  }
  return result;
}

function loadHtml({ config, server }, seconds) {
  return loadRoute(config.label, server.baseUrl, throughputRoute, seconds);
}

/** One round of the API's own latency: alone on the default server, then beside uncached renders of the page. */
async function loadApi(running, seconds) {
  const cached = running.find((entry) => entry.config.key === 'cached');
  const uncached = running.find((entry) => entry.config.key === 'uncached');
  const alone = await loadRoute('API alone', cached.server.baseUrl, apiRoute, seconds);
  const [beside] = await Promise.all([
    loadRoute('API beside renders', uncached.server.baseUrl, apiRoute, seconds, throughputLoad.connections / 2),
    loadRoute('renders beside the API', uncached.server.baseUrl, throughputRoute, seconds, throughputLoad.connections / 2),
  ]);
  return { alone, beside };
}

/**
 * Each configuration is a server process of its own, started fresh and warmed up (the first requests compile code
 * and fill the page cache); then the rounds of load take turns between them. Requests per second are all the rounds'
 * requests over their total duration; latency percentiles are the medians of the rounds'.
 */
async function measureThroughput() {
  const running = [];
  try {
    for (const config of throughputConfigs) running.push({ config, server: await startServer(config.env), rounds: [] });
    // the page is looked at on the first request, after the warm-up and after the load, since a server may render
    // only once warm, or give up rendering under load: the sizes reported are the warm page's
    const firstLooks = [];
    const pages = [];
    for (const entry of running) {
      console.log(`bench: throughput of ${throughputRoute}, ${entry.config.label}: warming up...`);
      firstLooks.push(await inspectHtml(entry.server.baseUrl, throughputRoute));
      await loadHtml(entry, throughputLoad.warmupSeconds);
      pages.push(await inspectHtml(entry.server.baseUrl, throughputRoute));
    }
    console.log(
      `bench: throughput: ${throughputLoad.rounds} rounds of ${throughputLoad.roundSeconds} s per configuration, taking turns...`,
    );
    const apiRounds = [];
    for (let round = 0; round < throughputLoad.rounds; round += 1) {
      for (const entry of running) entry.rounds.push(await loadHtml(entry, throughputLoad.roundSeconds));
      apiRounds.push(await loadApi(running, throughputLoad.roundSeconds));
    }
    const lastLooks = [];
    for (const { server } of running) lastLooks.push(await inspectHtml(server.baseUrl, throughputRoute));
    const summarise = (rounds) => ({
      requestsPerSecond: rounds.reduce((total, r) => total + r.requests.total, 0) / rounds.reduce((total, r) => total + r.duration, 0),
      p50Ms: median(rounds.map((result) => result.latency.p50)),
      p99Ms: median(rounds.map((result) => result.latency.p99)),
    });
    const api = {
      route: apiRoute,
      alone: summarise(apiRounds.map((round) => round.alone)),
      besideUncachedRenders: summarise(apiRounds.map((round) => round.beside)),
    };
    const pagesMeasured = running.map(({ config, rounds }, i) => {
      const requests = rounds.reduce((total, result) => total + result.requests.total, 0);
      const seconds = rounds.reduce((total, result) => total + result.duration, 0);
      return {
        key: config.key,
        label: config.label,
        env: Object.fromEntries(Object.entries(config.env).filter(([, value]) => value !== undefined)),
        htmlBytes: pages[i].htmlBytes,
        htmlGzipBytes: pages[i].htmlGzipBytes,
        serverRendered: {
          firstRequest: firstLooks[i].serverRendered,
          warm: pages[i].serverRendered,
          afterLoad: lastLooks[i].serverRendered,
        },
        requestsPerSecond: requests / seconds,
        requestsPerSecondRounds: rounds.map((result) => result.requests.total / result.duration),
        p50Ms: median(rounds.map((result) => result.latency.p50)),
        p99Ms: median(rounds.map((result) => result.latency.p99)),
        requests,
      };
    });
    return Object.assign(pagesMeasured, { api });
  } catch (error) {
    throw running.reduce((explained, { server }) => server.explain(explained), error);
  } finally {
    for (const { server } of running) await server.stop();
  }
}

function table(header, rows) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) => cells.map((c, i) => String(c).padEnd(widths[i])).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

/** The production server with the caller's environment: downloads, the floors, then Lighthouse on both. */
async function measurePages() {
  const server = await startServer();
  const removeFloors = async () => {
    cleanupTasks.delete(removeFloors);
    fs.rmSync(floorDir, { recursive: true, force: true });
  };
  cleanupTasks.add(removeFloors);
  try {
    const remotesJson = await (await fetch(`${server.baseUrl}/remotes.json`)).json();
    // remotes listed as absolute URLs on other origins are recognised by their folder
    const remoteBases = Object.entries(remotesJson)
      .filter(([, manifest]) => /^https?:\/\//.test(manifest))
      .map(([name, manifest]) => [name, manifest.replace(/[^/]*$/, '')]);
    const switches = ['SERVER_RENDERING', 'PAGE_CACHE'].filter((name) => process.env[name] !== undefined);
    const inherited = switches.map((name) => `${name}=${process.env[name]}`).join(' ');
    console.log(`bench: server ${server.baseUrl}${inherited ? ` (${inherited})` : ''}, Chromium ${chromiumPath}`);

    const browser = await chromium.launch({ executablePath: chromiumPath, headless: true, args: chromiumFlags });
    const downloads = [];
    const floors = [];
    try {
      for (const route of routes) downloads.push(await measureDownloads(browser, server.baseUrl, route, remoteBases));
      for (const route of routes) floors.push(await writeStaticFloor(browser, server.baseUrl, route));
    } finally {
      await browser.close();
    }

    const scores = [];
    for (const { route, floorPath } of floors) {
      console.log(`bench: lighthouse ${route} and its floor, taking turns (${runsPerRoute} runs each)...`);
      scores.push(await measureRouteAgainstFloor(server.baseUrl, route, floorPath));
    }
    const tapBrowser = await chromium.launch({ executablePath: chromiumPath, headless: true, args: chromiumFlags });
    let firstTaps;
    try {
      firstTaps = await measureFirstTaps({ browser: tapBrowser, baseUrl: server.baseUrl, runs: runsPerRoute, phone: phoneModel });
    } finally {
      await tapBrowser.close();
    }
    return { downloads, floors, scores, firstTaps };
  } catch (error) {
    throw server.explain(error);
  } finally {
    await removeFloors();
    await server.stop();
  }
}

const fmt = (value, digits = 0) => (typeof value === 'number' ? value.toFixed(digits) : 'n/a');
// CLS must be exactly 0, so a small shift is shown as it is rather than rounded to 0.000
const fmtCls = (value) => (typeof value === 'number' ? String(Number(value.toPrecision(2))) : 'n/a');

function printDownloads(downloads) {
  console.log('\nJavaScript downloaded on a first visit (fresh browser context, gzip)');
  console.log(
    table(
      ['route', 'JS gzip KB', 'as served KB', 'raw KB', 'files', 'fonts KB (files)', 'remotes fetched', 'by owner (gzip KB)'],
      downloads.map((d) => [
        d.route,
        kb(d.jsGzipBytes),
        `${kb(d.jsTransferredBytes)} (${d.servedEncodings.join('/')})`,
        kb(d.jsRawBytes),
        d.jsFiles,
        `${kb(d.fontBytes)} (${d.fontFiles})`,
        d.remotesFetched.join(', ') || '-',
        Object.entries(d.jsGzipBytesByOwner)
          .map(([owner, bytes]) => `${owner} ${kb(bytes)}`)
          .join(', '),
      ]),
    ),
  );
}

function printLighthouse(scores, floors) {
  console.log(
    `\nLighthouse ${scores[0]?.lighthouseVersion ?? ''} (${scores[0]?.formFactor ?? ''}, default config): medians of ${runsPerRoute} runs per route, ` +
      `each run followed by one of the route's static floor (its rendered HTML without scripts)`,
  );
  console.log(
    table(
      [
        'route',
        'perf',
        'perf of each run',
        'a11y',
        'best-pr.',
        'SEO',
        'LCP ms',
        'floor LCP ms',
        'LCP/floor',
        'LCP/floor of each run',
        'CLS',
        'TBT ms',
        'FCP ms',
        'TTFB ms',
      ],
      scores.map((s) => [
        s.route,
        fmt(s.performance),
        s.performanceRuns.map((value) => fmt(value)).join(' / '),
        fmt(s.accessibility),
        fmt(s.bestPractices),
        fmt(s.seo),
        fmt(s.lcpMs),
        fmt(s.floorLcpMs),
        fmt(s.lcpToFloor, 2),
        s.lcpToFloorRuns.map((value) => fmt(value, 2)).join(' / '),
        fmtCls(s.cls),
        fmt(s.tbtMs),
        fmt(s.fcpMs),
        fmt(s.ttfbMs),
      ]),
    ),
  );
  for (const s of scores) {
    const floor = floors.find((f) => f.route === s.route);
    console.log(`  ${s.route} floor: ${s.floorPath} (${kb(floor?.htmlBytes ?? 0)} KB of HTML), LCP element: ${s.floorLcpElement ?? 'n/a'}`);
    if (s.lcpElement) console.log(`  ${s.route} LCP element: ${s.lcpElement}`);
    if (s.layoutShiftElements.length) console.log(`  ${s.route} shifted: ${s.layoutShiftElements.join('; ')}`);
    if (s.auditsBelow90.length) console.log(`  ${s.route} audits below 90: ${s.auditsBelow90.join(', ')}`);
    for (const warning of s.warnings) console.log(`  ${s.route} warning: ${warning}`);
  }
}

function printThroughput(throughput) {
  const { connections, warmupSeconds, rounds, roundSeconds } = throughputLoad;
  console.log(
    `\nHTML throughput: GET ${throughputRoute} (accept: text/html), ${connections} connections, one fresh server process per configuration, ` +
      `${warmupSeconds} s of warm-up, then ${rounds} rounds of ${roundSeconds} s taking turns (p50 and p99: medians of the rounds)`,
  );
  console.log(
    table(
      [
        'configuration',
        'env',
        'warm HTML KB',
        'gzip KB',
        `'${renderedMarker}' in markup (first / warm / after load)`,
        'req/s',
        'req/s of each round',
        'p50 ms',
        'p99 ms',
        'requests',
      ],
      throughput.map((t) => [
        t.label,
        Object.entries(t.env)
          .map(([name, value]) => `${name}=${value}`)
          .join(' ') || '(default)',
        kb(t.htmlBytes),
        kb(t.htmlGzipBytes),
        [t.serverRendered.firstRequest, t.serverRendered.warm, t.serverRendered.afterLoad]
          .map((found) => (found ? 'yes' : 'no'))
          .join(' / '),
        fmt(t.requestsPerSecond),
        t.requestsPerSecondRounds.map((value) => fmt(value)).join(' / '),
        fmt(t.p50Ms),
        fmt(t.p99Ms),
        t.requests,
      ]),
    ),
  );
  const { api } = throughput;
  console.log(
    `\nAPI latency: GET ${api.route}, ${connections} connections on the default server alone, and ${connections / 2} beside ` +
      `${connections / 2} on ${throughputRoute} on the uncached server, in the same rounds`,
  );
  console.log(
    table(
      ['load', 'req/s', 'p50 ms', 'p99 ms'],
      [
        ['alone', fmt(api.alone.requestsPerSecond), fmt(api.alone.p50Ms), fmt(api.alone.p99Ms)],
        [
          'beside uncached renders',
          fmt(api.besideUncachedRenders.requestsPerSecond),
          fmt(api.besideUncachedRenders.p50Ms),
          fmt(api.besideUncachedRenders.p99Ms),
        ],
      ],
    ),
  );
}

function evaluateBudgets(downloads, scores, throughput, keptAnswers, firstTaps) {
  const home = downloads.find((d) => d.route === '/');
  const results = [
    {
      budget: `first-load JS on / <= ${budgets.firstLoadJsKb} KB gzip`,
      value: `${kb(home.jsGzipBytes)} KB`,
      pass: home.jsGzipBytes <= budgets.firstLoadJsKb * 1024,
    },
    ...downloads.map((d) => {
      const indic = /^\/(hi|kn)(\/|$)/.test(d.route);
      return {
        budget: indic ? `web fonts on ${d.route} <= ${budgets.fontKb} KB` : `web fonts on ${d.route} = 0 KB (English)`,
        value: `${kb(d.fontBytes)} KB in ${d.fontFiles} files`,
        pass: indic ? d.fontBytes <= budgets.fontKb * 1024 : d.fontBytes === 0,
      };
    }),
  ];
  const perRoute = [
    {
      name: (route) => `performance on ${route} >= ${budgets.performance}`,
      value: (s) => fmt(s.performance),
      pass: (s) => (s.performance ?? 0) >= budgets.performance,
    },
    {
      name: (route) => `LCP on ${route} <= ${budgets.lcpToFloor}x its floor's`,
      value: (s) => `${fmt(s.lcpToFloor, 2)}x (${fmt(s.lcpMs)} / ${fmt(s.floorLcpMs)} ms)`,
      pass: (s) => s.lcpToFloor !== null && s.lcpToFloor <= budgets.lcpToFloor,
    },
    {
      name: (route) => `TBT on ${route} <= ${budgets.tbtMs} ms`,
      value: (s) => `${fmt(s.tbtMs)} ms`,
      pass: (s) => s.tbtMs !== null && s.tbtMs <= budgets.tbtMs,
    },
    {
      name: (route) => `CLS on ${route} = ${budgets.cls}`,
      value: (s) => fmtCls(s.cls),
      pass: (s) => s.cls !== null && s.cls <= budgets.cls,
    },
  ];
  for (const check of perRoute) {
    for (const s of scores) results.push({ budget: check.name(s.route), value: check.value(s), pass: check.pass(s) });
  }
  for (const tap of firstTaps) {
    results.push({
      budget: `first tap on ${tap.route} (${tap.control}) <= ${FIRST_TAP_BUDGET_MS} ms on the phone model`,
      value: tap.answerMs === null ? 'not answered in 15 s' : `${fmt(tap.answerMs)} ms`,
      pass: tap.answerMs !== null && tap.answerMs <= FIRST_TAP_BUDGET_MS,
    });
  }
  const baseline = throughput.find((t) => t.key === 'baseline');
  const cached = throughput.find((t) => t.key === 'cached');
  const throughputRatio = ratio(cached.requestsPerSecond, baseline.requestsPerSecond);
  results.push({
    budget: `cached HTML req/s on ${throughputRoute} >= client-rendered baseline's`,
    value: `${fmt(cached.requestsPerSecond)} vs ${fmt(baseline.requestsPerSecond)} req/s (${fmt(throughputRatio, 2)}x)`,
    pass: cached.requestsPerSecond >= baseline.requestsPerSecond,
  });
  const page = compareWithNginx(keptAnswers, 'page');
  results.push({
    budget: `cached / as browsers ask (${page.node.encoding}) >= ${KEPT_ANSWERS_BUDGET * 100}% of nginx's rate (${page.nginx.encoding})`,
    value: `${fmt(page.node.requestsPerSecond)} vs ${fmt(page.nginx.requestsPerSecond)} req/s (${fmt(page.ratio * 100, 1)}%)`,
    pass: page.ratio >= KEPT_ANSWERS_BUDGET,
  });
  return results;
}

/** `node tools/bench.mjs --throughput`: the HTML throughput and the API's latency only, no browser. */
async function measureThroughputOnly() {
  fs.mkdirSync(artifactsDir, { recursive: true });
  stopOnSignal();
  const throughput = await measureThroughput();
  const keptAnswers = await measureKeptAnswers({ startServer, freePort, apiRoute });
  printThroughput(throughput);
  printKeptAnswers(keptAnswers, table, fmt, apiRoute);
  const report = {
    measuredAt: new Date().toISOString(),
    cpus: os.cpus().length,
    server: process.env.BENCH_SERVER ?? 'api/dist/server.js',
    throughput: { route: throughputRoute, ...throughputLoad, configurations: throughput, api: throughput.api },
    keptAnswers,
  };
  fs.writeFileSync(path.join(artifactsDir, 'bench-throughput.json'), `${JSON.stringify(report, null, 2)}\n`);
}

/** `node tools/bench.mjs --kept-answers`: the kept page and API answer beside nginx only, no browser. */
async function measureKeptAnswersOnly() {
  fs.mkdirSync(artifactsDir, { recursive: true });
  stopOnSignal();
  const keptAnswers = await measureKeptAnswers({ startServer, freePort, apiRoute });
  printKeptAnswers(keptAnswers, table, fmt, apiRoute);
  const report = {
    measuredAt: new Date().toISOString(),
    cpus: os.cpus().length,
    server: process.env.BENCH_SERVER ?? 'api/dist/server.js',
    keptAnswers,
  };
  fs.writeFileSync(path.join(artifactsDir, 'bench-kept-answers.json'), `${JSON.stringify(report, null, 2)}\n`);
}

/**
 * `node tools/bench.mjs --first-tap`: the first-tap times only, on the production server. BENCH_COMPARE=<another
 * checkout, built> (an older commit's, say) runs that checkout's server on its own site beside this one, and takes the
 * two sites' loads in turns, for before and after figures of a change to the pages' code, not only the server's.
 */
async function measureFirstTapsOnly() {
  fs.mkdirSync(artifactsDir, { recursive: true });
  stopOnSignal();
  const otherRoot = process.env.BENCH_COMPARE ? path.resolve(process.env.BENCH_COMPARE) : null;
  const server = await startServer();
  const otherServer = otherRoot
    ? await startServer({}, otherRoot).catch(async (error) => (await server.stop(), Promise.reject(error)))
    : null;
  const browser = await chromium.launch({ executablePath: chromiumPath, headless: true, args: chromiumFlags });
  const loadAverages = [os.loadavg()[0]];
  try {
    const firstTaps = await measureFirstTaps({
      browser,
      baseUrl: server.baseUrl,
      otherBaseUrl: otherServer?.baseUrl,
      runs: runsPerRoute,
      phone: phoneModel,
    });
    loadAverages.push(os.loadavg()[0]);
    if (otherServer) printComparedFirstTaps(firstTaps, { label: 'this checkout', otherLabel: path.basename(otherRoot) }, table, fmt);
    else printFirstTaps(firstTaps, table, fmt);
    console.log(`load average (1 min) at the start and the end: ${loadAverages.map((load) => load.toFixed(1)).join(', ')}`);
    const report = {
      measuredAt: new Date().toISOString(),
      cpus: os.cpus().length,
      loadAverages,
      blockedScripts: process.env.BENCH_BLOCK_SCRIPTS === '1',
      ...(otherRoot ? { comparedWith: otherRoot } : {}),
      firstTaps,
    };
    fs.writeFileSync(path.join(artifactsDir, 'bench-first-tap.json'), `${JSON.stringify(report, null, 2)}\n`);
  } catch (error) {
    throw server.explain(error);
  } finally {
    await browser.close();
    await server.stop();
    await otherServer?.stop();
  }
}

async function main() {
  if (process.argv.includes('--throughput')) return measureThroughputOnly();
  if (process.argv.includes('--first-tap')) return measureFirstTapsOnly();
  if (process.argv.includes('--kept-answers')) return measureKeptAnswersOnly();
  if (!fs.existsSync(chromiumPath)) throw new Error(`Chromium is not at ${chromiumPath}; run node tools/ensure-chromium.mjs`);
  fs.mkdirSync(artifactsDir, { recursive: true });
  stopOnSignal();
  const { downloads, floors, scores, firstTaps } = await measurePages();
  const throughput = await measureThroughput();
  const keptAnswers = await measureKeptAnswers({ startServer, freePort, apiRoute });

  printDownloads(downloads);
  printLighthouse(scores, floors);
  printFirstTaps(firstTaps, table, fmt);
  printThroughput(throughput);
  printKeptAnswers(keptAnswers, table, fmt, apiRoute);
  const budgetResults = evaluateBudgets(downloads, scores, throughput, keptAnswers, firstTaps);
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
    runsPerRoute,
    downloads,
    floors,
    lighthouse: scores,
    firstTaps,
    throughput: { route: throughputRoute, ...throughputLoad, configurations: throughput, api: throughput.api },
    keptAnswers,
    budgets: budgetResults,
  };
  fs.writeFileSync(path.join(artifactsDir, 'bench.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\nbench: figures written to ${path.relative(process.cwd(), path.join(artifactsDir, 'bench.json'))}`);
}

// Lighthouse and the browser tooling can leave timers behind; the report is complete here, so leave explicitly.
main()
  .catch((error) => fail(`could not measure: ${error?.stack ?? error}`))
  .finally(() => process.exit(process.exitCode ?? 0));
