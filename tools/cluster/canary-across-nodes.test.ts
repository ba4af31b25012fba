import { spawnSync } from 'node:child_process';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CLIENT_EVENTS_PATH } from '@chalein/shared/lib/client-events';
import { waitUntil } from '@chalein/testing/wait-until';
import { JOBS_HEADING, assertCareersBuilt, makeJobsPageThrowInBrowser } from '../../api/src/test-support/deployment-fixtures';
import { CANARY_COOKIE_NAME } from '../../api/src/deployments/canary-cookie';
import { chromiumLaunchOptions } from '../../e2e/support/browser';
import { errorScreenText } from '../../e2e/support/site-checks';
import { createCareersDeploys } from './careers-deploys';
import { buildVisitorAddress, openClusterDatabase, readAnsweringNode, startTestCluster } from './cluster-test-kit';
import { REPO_ROOT, type Cluster, type ClusterNode } from './start-cluster';

// Canary releases across two API nodes behind nginx (docs/decisions/0054-canary-releases.md). A canary started
// through one node reaches about half of the visitors through either node, each keeping what they got on the other
// node too; a canary whose page throws in the visitors' browsers is rolled back by the servers themselves, from the
// beacons those browsers send and the pages the nodes count, and says why in `--list`; a healthy one with as many
// views keeps running. Every browser visitor is a fresh Chromium context through nginx, as a new visitor would be.

const TOKEN = 'careers-canary-cluster-token-0123456789';
const auth = { authorization: `Bearer ${TOKEN}` };

/** Each node judges its canaries every second. */
const CHECK_SECONDS = 1;
/**
 * The views a verdict needs: each is a browser opening a page, seconds apiece on two cores. Twelve views of which
 * eleven or twelve failed, against about as many error-free ones of the active version, are a z score of 4.5 or more,
 * well above the bar of 3.09.
 */
const MIN_VIEWS = 12;
/** How often a node adds its counts to the database (client-events-plugin.ts): the other node's views wait for it. */
const COUNT_FLUSH_SECONDS = 5;
/**
 * How long after the canary's MIN_VIEWS-th view the rollback may take: that view's count reaches the database (a
 * flush), two checks after that, and a second for the news to reach the node asked (registry-changes.ts).
 */
const ROLLBACK_WINDOW_MS = (COUNT_FLUSH_SECONDS + 2 * CHECK_SECONDS + 1) * 1000;

const STABLE = '1.0.0-stable';
/** a version of its own per canary: counts are kept per minute, and one canary's views must not count for another */
const SPLIT = '1.1.0-split';
const BROKEN = '1.2.0-broken';
const HEALTHY = '1.3.0-healthy';
const HEADINGS: Record<string, string> = {
  [STABLE]: JOBS_HEADING,
  [SPLIT]: 'Careers, for half the visitors',
  [HEALTHY]: 'Careers, as a healthy canary',
};

let cluster: Cluster;
let browser: Browser;
const deploys = createCareersDeploys(TOKEN);
const nodeA = () => cluster.findNode('a');
const nodeB = () => cluster.findNode('b');

beforeAll(async () => {
  assertCareersBuilt();
  cluster = await startTestCluster(4975, {
    nodeEnv: { DEPLOY_TOKENS: `careers=${TOKEN}`, CANARY_CHECK_SECONDS: String(CHECK_SECONDS), CANARY_MIN_VIEWS: String(MIN_VIEWS) },
  });
  // Playwright's own signal handlers keep jest's worker from ending by itself after this file; the browser is closed
  // in afterAll, and one whose test process was killed ends as its pipe to that process closes
  browser = await chromium.launch({ ...chromiumLaunchOptions(), handleSIGTERM: false, handleSIGINT: false, handleSIGHUP: false });
  await uploadVersion(nodeA(), STABLE, deploys.buildVersion(JOBS_HEADING));
  const activated = await changeRegistry(nodeA(), 'activate', { version: STABLE });
  expect(activated.status).toBe(200);
  await uploadVersion(nodeB(), SPLIT, deploys.buildVersion(HEADINGS[SPLIT]!));
  const broken = deploys.buildVersion(JOBS_HEADING);
  makeJobsPageThrowInBrowser(broken);
  await uploadVersion(nodeA(), BROKEN, broken);
  await uploadVersion(nodeB(), HEALTHY, deploys.buildVersion(HEADINGS[HEALTHY]!));
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await cluster?.stop();
  deploys.removeBuilds();
}, 60_000);

const otherNode = (host: string) => (host === `127.0.0.1:${nodeA().port}` ? nodeB() : nodeA());

async function uploadVersion(node: ClusterNode, version: string, dir: string): Promise<void> {
  const response = await deploys.upload(node, dir, version);
  expect(`${version} ${response.status}`).toBe(`${version} 201`);
}

interface CanaryRun {
  version: string;
  percent: number;
  outcome: string | null;
  endedBy: string | null;
  endedAt: string | null;
  reason: string | null;
  figures: unknown;
}

interface RegistryState {
  active: string | null;
  canary: CanaryRun | null;
  canaries: CanaryRun[];
}

async function readRegistry(node: ClusterNode): Promise<{ etag: string; data: RegistryState }> {
  const response = await fetch(`${node.url}/api/deployments/careers`, { headers: auth });
  expect(response.status).toBe(200);
  return { etag: response.headers.get('etag')!, data: ((await response.json()) as { data: RegistryState }).data };
}

/** A registry call through `node`, with the ETag it gives, as the deploy command makes it. */
async function changeRegistry(
  node: ClusterNode,
  action: 'activate' | 'canary' | 'rollback',
  body: object = {},
): Promise<{ status: number; data: RegistryState }> {
  const { etag } = await readRegistry(node);
  const response = await fetch(`${node.url}/api/deployments/careers/${action}`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json', 'if-match': etag },
    body: JSON.stringify(body),
  });
  return { status: response.status, data: ((await response.json()) as { data: RegistryState }).data };
}

/** Starts `version` as a canary at `percent` through `node`, and waits until both nodes serve it. */
async function startCanary(node: ClusterNode, version: string, percent: number): Promise<void> {
  const started = await changeRegistry(node, 'canary', { version, percent });
  expect(started.status).toBe(200);
  expect(started.data.canary).toMatchObject({ version, percent, endedAt: null });
  await waitForBothNodes((state) => state.canary?.version === version, `both nodes to run the ${version} canary`);
}

async function waitForBothNodes(holds: (state: RegistryState) => boolean, what: string, timeoutMs = 10_000): Promise<void> {
  await waitUntil(async () => (await Promise.all([nodeA(), nodeB()].map(readRegistry))).every(({ data }) => holds(data)), what, {
    timeoutMs,
    intervalMs: 50,
  });
}

/** The careers versions a remotes.json or a page names (`/deployments/careers/<version>/...`). */
function readCareersVersions(text: string): string[] {
  return [...new Set([...text.matchAll(/\/deployments\/careers\/([^/"]+)\//g)].map((match) => match[1]!))];
}

/** A GET as a visitor makes it: the careers version its answer names, the node that answered, the cookie it set. */
async function visit(url: string, path: string, cookie?: string): Promise<{ versions: string[]; node: string; setCookie: string | null }> {
  const response = await fetch(`${url}${path}`, { headers: cookie ? { cookie } : {} });
  expect(`${path} ${response.status}`).toBe(`${path} 200`);
  return {
    versions: readCareersVersions(await response.text()),
    node: readAnsweringNode(response, url),
    setCookie: response.headers.get('set-cookie'),
  };
}

/** How many careers page views of `version` every node has added to the database. */
async function countPageViews(version: string): Promise<number> {
  const db = openClusterDatabase(cluster);
  try {
    const row = await db
      .selectFrom('client_event_counts')
      .select((eb) => eb.fn.sum<number | string>('count').as('total'))
      .where('remote', '=', 'careers')
      .where('version', '=', version)
      .where('kind', 'like', 'page-%')
      .executeTakeFirst();
    return Number(row?.total ?? 0);
  } finally {
    await db.destroy();
  }
}

test('a canary at 50% started through node a reaches about half of 200 new visitors, who keep it on either node', async () => {
  await startCanary(nodeA(), SPLIT, 50);
  const visitors: { version: string; cookie: string; node: string }[] = [];
  for (let index = 0; index < 200; index += 1) {
    // a new visitor's first answer, through nginx: remotes.json for some, a page for the others
    const first = await visit(cluster.url, index % 2 === 0 ? '/remotes.json' : '/jobs');
    expect(first.setCookie).toMatch(new RegExp(`^${CANARY_COOKIE_NAME}=\\d{1,2}; Path=/; Max-Age=\\d+; HttpOnly; SameSite=Lax$`));
    expect(first.versions).toHaveLength(1);
    visitors.push({ version: first.versions[0]!, cookie: first.setCookie!.split(';')[0]!, node: first.node });
  }
  // nginx sent the first visits to both nodes
  expect(new Set(visitors.map((visitor) => visitor.node)).size).toBe(2);
  expect(visitors.filter((visitor) => ![SPLIT, STABLE].includes(visitor.version))).toEqual([]);
  // binomial(200, 0.5): a standard deviation of 7.1, so 100 ± 25 (3.5 deviations) fails only when the split is wrong
  const inCanary = visitors.filter((visitor) => visitor.version === SPLIT).length;
  expect(inCanary).toBeGreaterThanOrEqual(75);
  expect(inCanary).toBeLessThanOrEqual(125);

  // the next visit goes to the node that did not answer the first: the same version, in remotes.json and in the page
  // the node sends (its preloads of the remote's entry and chunks: the nodes run without server rendering), and no
  // new number
  for (const visitor of visitors) {
    const other = otherNode(visitor.node);
    for (const path of ['/remotes.json', '/jobs']) {
      const again = await visit(other.url, path, visitor.cookie);
      expect({ path, node: other.name, versions: again.versions, setCookie: again.setCookie }).toEqual({
        path,
        node: other.name,
        versions: [visitor.version],
        setCookie: null,
      });
    }
  }

  // ended by hand through the other node: everyone gets the active version again
  expect((await changeRegistry(nodeB(), 'rollback')).status).toBe(200);
  await waitForBothNodes((state) => state.canary === null, 'both nodes to end the canary');
  const canaryVisitor = visitors.find((visitor) => visitor.version === SPLIT)!;
  for (const node of [nodeA(), nodeB()]) expect((await visit(node.url, '/remotes.json', canaryVisitor.cookie)).versions).toEqual([STABLE]);
}, 180_000);

interface BrowserVisit {
  /** the careers version the page's HTML named */
  version: string;
  /** when the visitor asked for the page: the nodes count its view after this, never before */
  requestedAt: number;
  /** the round of visitors it was in (sendBrowserVisitors) */
  round: number;
  /** what the visitor saw: the jobs page's heading, or the site's error screen */
  shown: string;
  /** the statuses of the beacons the page sent */
  beacons: number[];
  cookie: { name: string; value: string };
}

/** Waits for the jobs page's heading or the site's error screen, and says which. */
async function readShown(page: Page): Promise<string> {
  const heading = page.locator('h1#careers-title');
  const errorScreen = page.getByText(errorScreenText);
  await heading.or(errorScreen).first().waitFor({ timeout: 30_000 });
  return (await errorScreen.count()) > 0 ? errorScreenText : (await heading.innerText()).trim();
}

/**
 * A visitor's first visit to /jobs in a fresh Chromium context through nginx, from an address of their own (nginx
 * passes on what loopback names), holding `cookie` when given. Waits for what the page shows and, when it showed the
 * error screen, for the beacon it sent to be answered.
 */
async function visitInBrowser(index: number, round: number, cookie?: BrowserVisit['cookie']): Promise<BrowserVisit> {
  const context = await browser.newContext({ baseURL: cluster.url, extraHTTPHeaders: { 'x-forwarded-for': buildVisitorAddress(index) } });
  try {
    if (cookie) await context.addCookies([{ ...cookie, url: cluster.url }]);
    const page = await context.newPage();
    const beacons: Promise<number>[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === CLIENT_EVENTS_PATH) beacons.push(request.response().then((answer) => answer?.status() ?? 0));
    });
    const requestedAt = Date.now();
    // what the visitor sees is what counts, not when the page's images have loaded
    const answer = await page.goto('/jobs', { waitUntil: 'commit' });
    expect(answer?.status()).toBe(200);
    const versions = readCareersVersions(await answer!.text());
    expect(versions).toHaveLength(1);
    const shown = await readShown(page);
    if (shown === errorScreenText)
      await waitUntil(() => beacons.length > 0, `visitor ${index}'s beacon`, { timeoutMs: 10_000, intervalMs: 50 });
    const held = (await context.cookies()).find((item) => item.name === CANARY_COOKIE_NAME);
    return {
      version: versions[0]!,
      requestedAt,
      round,
      shown,
      beacons: await Promise.all(beacons),
      cookie: { name: CANARY_COOKIE_NAME, value: held?.value ?? '' },
    };
  } finally {
    await context.close();
  }
}

/** Visitors in the browser at a time: two share the cores with the nodes and nginx, and halve the wait. */
const VISITORS_AT_ONCE = 2;

/**
 * New visitors in the browser, `VISITORS_AT_ONCE` at a time, round after round, until `MIN_VIEWS` of them got
 * `canary`: so the canary reaches the views a verdict needs in the last round only, and every visitor of the rounds
 * before had the whole page before any node could judge it.
 */
async function sendBrowserVisitors(canary: string, firstIndex: number): Promise<BrowserVisit[]> {
  const visits: BrowserVisit[] = [];
  const canaryViews = () => visits.filter((visit) => visit.version === canary).length;
  for (let round = 0; canaryViews() < MIN_VIEWS; round += 1) {
    // at 50%, 120 visitors hold fewer than MIN_VIEWS of the canary's about once in 10^24 runs
    if (visits.length >= 120) throw new Error(`${visits.length} visitors and only ${canaryViews()} got ${canary}`);
    const index = firstIndex + visits.length;
    visits.push(...(await Promise.all(Array.from({ length: VISITORS_AT_ONCE }, (_, offset) => visitInBrowser(index + offset, round)))));
  }
  return visits;
}

/** `--list` through nginx, as a team runs it. */
function listDeployments(): string {
  const result = spawnSync('npm', ['run', 'deploy', '-w', '@chalein/careers-mfe', '--', '--server', cluster.url, '--list'], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
    env: { ...process.env, CHALEIN_DEPLOY_TOKEN: TOKEN },
    timeout: 60_000,
  });
  expect(result.status).toBe(0);
  return result.stdout;
}

test('the nodes roll back by themselves a canary whose page throws in every browser, and --list says why', async () => {
  await startCanary(nodeA(), BROKEN, 50);
  const visits = await sendBrowserVisitors(BROKEN, 0);
  const lastRound = visits.at(-1)!.round;
  const canaryVisits = visits.filter((visit) => visit.version === BROKEN);
  // the page threw in the browser for every canary visitor before the last round, and each browser's report was
  // taken; in the last round, the canary may have been rolled back between a visitor's page and its remotes.json
  const threw = (visit: BrowserVisit) =>
    visit.shown === errorScreenText && visit.beacons.length > 0 && visit.beacons.every((status) => status === 204);
  expect(canaryVisits.filter((visit) => visit.round < lastRound && !threw(visit))).toEqual([]);
  expect(canaryVisits.filter((visit) => visit.round === lastRound && !threw(visit) && visit.shown !== JOBS_HEADING)).toEqual([]);
  expect(canaryVisits.filter(threw).length).toBeGreaterThanOrEqual(MIN_VIEWS - VISITORS_AT_ONCE);
  // everyone else saw the active version's page, and reported nothing
  const others = visits.filter((visit) => visit.version !== BROKEN);
  expect(others.filter((visit) => visit.version !== STABLE || visit.shown !== JOBS_HEADING || visit.beacons.length > 0)).toEqual([]);

  let state: RegistryState | undefined;
  await waitUntil(
    async () => {
      const states = await Promise.all([nodeA(), nodeB()].map(readRegistry));
      state = states.find(({ data }) => data.canary === null)?.data;
      return state !== undefined;
    },
    () => `the ${BROKEN} canary to be rolled back by a node`,
    { timeoutMs: ROLLBACK_WINDOW_MS + 30_000, intervalMs: 100 },
  );
  const rolledBack = state!.canaries.at(-1)!;
  expect(rolledBack).toMatchObject({ version: BROKEN, outcome: 'rolled-back', endedBy: 'server' });
  // from the view that gave the canary the views a verdict needs to the rollback (the server's clock, on this machine):
  // MIN_VIEWS canary pages had been asked for by the time that view was counted, so timed from the MIN_VIEWS-th
  // request the wait is never understated
  const verdictDue = canaryVisits.map((visit) => visit.requestedAt).sort((a, b) => a - b)[MIN_VIEWS - 1]!;
  expect(Date.parse(rolledBack.endedAt!) - verdictDue).toBeLessThan(ROLLBACK_WINDOW_MS);
  const reason = new RegExp(
    `^rolled back by the server: \\d+ views with \\d+ browser errors \\([\\d.]+ per 100 views\\) against \\d+ views with 0 ` +
      `\\(0\\.0 per 100 views\\) for ${STABLE.replaceAll('.', '\\.')}: more than 2\\.0 per 100 views above it, z = [\\d.]+ ≥ 3\\.09$`,
  );
  expect(rolledBack.reason).toMatch(reason);
  expect(rolledBack.figures).toMatchObject({ canary: { version: BROKEN }, baseline: { version: STABLE, errors: 0 } });
  await waitForBothNodes((data) => data.canary === null && data.active === STABLE, 'both nodes to have ended the canary', 2_000);

  const listed = listDeployments();
  const line = listed.split('\n').find((text) => text.trim().startsWith(`${BROKEN} for 50% from `));
  expect(line).toMatch(/: rolled-back at \S+ \(rolled back by the server: /);
  expect(line).toContain(`(${rolledBack.reason})`);
  expect(listed).not.toMatch(/^canary: /m);

  // the canary's visitors, with the number that put them in it, get the active version's page again
  for (const [index, visit] of canaryVisits.slice(0, 2).entries()) {
    const again = await visitInBrowser(1000 + index, 0, visit.cookie);
    expect(again).toMatchObject({ version: STABLE, shown: JOBS_HEADING, beacons: [] });
  }
  for (const { cookie } of canaryVisits) {
    for (const node of [nodeA(), nodeB()])
      expect((await visit(node.url, '/remotes.json', `${cookie.name}=${cookie.value}`)).versions).toEqual([STABLE]);
  }
}, 300_000);

test('a healthy canary with as many browser views keeps running through several checks', async () => {
  await startCanary(nodeB(), HEALTHY, 50);
  const visits = await sendBrowserVisitors(HEALTHY, 2000);
  expect(visits.filter((visit) => visit.shown !== HEADINGS[visit.version] || visit.beacons.length > 0)).toEqual([]);
  // every node's views are in the database: enough for a verdict, which each node then makes several times
  await waitUntil(async () => (await countPageViews(HEALTHY)) >= MIN_VIEWS, `${MIN_VIEWS} views of ${HEALTHY} counted`, {
    timeoutMs: (COUNT_FLUSH_SECONDS + 5) * 1000,
    intervalMs: 250,
  });
  await new Promise((resolve) => setTimeout(resolve, 4 * CHECK_SECONDS * 1000));
  for (const node of [nodeA(), nodeB()]) {
    const { data } = await readRegistry(node);
    expect(data.canary).toMatchObject({ version: HEALTHY, endedAt: null });
    expect(data.canaries.filter((run) => run.version === HEALTHY && run.outcome !== null)).toEqual([]);
  }
  expect((await changeRegistry(nodeA(), 'rollback')).status).toBe(200);
}, 300_000);
