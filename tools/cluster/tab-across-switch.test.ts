import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { waitUntil } from '@chalein/testing/wait-until';
import { assertCareersBuilt } from '../../api/src/test-support/deployment-fixtures';
import { chromiumLaunchOptions } from '../../e2e/support/browser';
import { watchPage, type PageWatch } from '../../e2e/support/page-watch';
import { assertNoErrorScreens, errorScreenText, remoteFallbackHeading, waitForRemotePage } from '../../e2e/support/site-checks';
import { withScreenshotOnFailure } from '../../e2e/support/site-session';
import { createCareersDeploys } from './careers-deploys';
import { startTestCluster } from './cluster-test-kit';
import { NODE_HEADER } from './nginx-config';
import type { Cluster, ClusterNode } from './start-cluster';

// A visitor's tab kept open while careers is switched to another version through the other node, then rolled back
// (docs/decisions/0051-registry-across-nodes.md): the tab never reloads, moves between pages by its links, and
// loads the chunks of the version it started with, through nginx, from whichever node answers, after both nodes
// serve the other version. None of its requests fails, no page throws, every page shows its heading, and the
// careers pages it shows stay those of its own version. A tab opened after each switch gets the version switched to.

const TOKEN = 'careers-tab-cluster-token-0123456789';
const FIRST = '1.0.0-tab';
const SECOND = '2.0.0-tab';
const HEADINGS: Record<string, string> = {
  [FIRST]: 'Careers as the open tab first saw them',
  [SECOND]: 'Careers as switched to while the tab was open',
};

let cluster: Cluster;
let browser: Browser;
const deploys = createCareersDeploys(TOKEN);

beforeAll(async () => {
  assertCareersBuilt();
  cluster = await startTestCluster(4985, { nodeEnv: { DEPLOY_TOKENS: `careers=${TOKEN}` } });
  // with Playwright's signal handlers installed, jest's worker does not end by itself after this file and jest has
  // to kill it; the browser is closed in afterAll, and a Chromium whose test process is killed ends by itself as
  // its pipe to that process closes
  browser = await chromium.launch({ ...chromiumLaunchOptions(), handleSIGTERM: false, handleSIGINT: false, handleSIGHUP: false });
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await cluster?.stop();
  deploys.removeBuilds();
}, 60_000);

const nodeA = () => cluster.findNode('a');
const nodeB = () => cluster.findNode('b');

/** A response the tab got: where from, and which node nginx passed it to. */
interface Fetched {
  path: string;
  status: number;
  node: string;
}

interface Tab {
  page: Page;
  watch: PageWatch;
  /** every response, in order: a mark taken at a switch tells what came after it */
  fetched: Fetched[];
}

/** A tab of its own (a fresh context: no cache shared with another tab), on the cluster's public address. */
async function openTab(): Promise<Tab> {
  const context = await browser.newContext({ baseURL: cluster.url, viewport: { width: 1280, height: 800 } });
  context.setDefaultTimeout(20_000);
  context.setDefaultNavigationTimeout(45_000);
  const page = await context.newPage();
  const fetched: Fetched[] = [];
  page.on('response', (response) => {
    // nginx names every node it tried, the one that answered last
    const node = response.headers()[NODE_HEADER]?.split(',').at(-1)?.trim() ?? 'none';
    fetched.push({ path: new URL(response.url()).pathname, status: response.status(), node });
  });
  return { page, watch: watchPage(page), fetched };
}

/** Uploads a careers build showing `version`'s heading through `node`. */
async function uploadVersion(node: ClusterNode, version: string): Promise<void> {
  expect((await deploys.upload(node, deploys.buildVersion(HEADINGS[version]!), version)).status).toBe(201);
}

/** Activates `version` (or rolls back, without one) through `node`, with the ETag it gives. */
async function switchVersion(node: ClusterNode, version?: string): Promise<void> {
  const action = version === undefined ? 'rollback' : 'activate';
  expect((await deploys.switchVersion(node, action, await deploys.readEtag(node), version)).status).toBe(200);
}

/** Until both nodes' remotes.json name `version` for careers: from then on, no node serves the other one. */
async function waitForBothNodes(version: string): Promise<void> {
  const entry = `/deployments/careers/${version}/remoteEntry.js`;
  await waitUntil(
    async () => {
      const answers = await Promise.all([nodeA(), nodeB()].map((node) => fetch(`${node.url}/remotes.json`).then((r) => r.text())));
      return answers.every((text) => text.includes(entry));
    },
    `both nodes to serve careers ${version}`,
    { timeoutMs: 10_000, intervalMs: 50 },
  );
}

/** Waits for the page's heading, failing at once on the remote's fallback or the error screen instead. */
async function waitForHeading(page: Page, selector: string): Promise<string> {
  const heading = page.locator(selector);
  await heading
    .or(page.getByRole('heading', { name: remoteFallbackHeading }))
    .or(page.getByText(errorScreenText))
    .first()
    .waitFor();
  await assertNoErrorScreens(page);
  return (await heading.innerText()).trim();
}

/** The careers heading the tab shows on /jobs, once that page has rendered. */
async function readJobsHeading(tab: Tab): Promise<string> {
  await tab.page.waitForURL('**/jobs');
  return waitForHeading(tab.page, 'h1#careers-title');
}

/**
 * Goes through careers' other pages and another remote's page by clicking links, as a visitor would: a job, its
 * application form, pricing (passes), and back to the jobs page by the footer's link.
 */
async function walkThroughPages(tab: Tab): Promise<void> {
  const { page } = tab;
  await page.locator('main a[href^="/jobs_details/"]').first().click();
  await page.waitForURL('**/jobs_details/**');
  await waitForHeading(page, 'h1#job-title');
  await page.locator('main a[href^="/apply_job/"]').first().click();
  await page.waitForURL('**/apply_job/**');
  await waitForHeading(page, 'h1.apply-job__title');
  await page.locator('header a[href="/pricing"]').first().click();
  await page.waitForURL('**/pricing');
  await waitForHeading(page, 'h1#pricing-title');
  await page.locator('footer a[href="/jobs"]').first().click();
}

/** careers' files the tab fetched after `mark` that it had not fetched before it: they came from a node, not a cache. */
function listNewCareersFiles(tab: Tab, mark: number): Fetched[] {
  const before = new Set(tab.fetched.slice(0, mark).map((item) => item.path));
  return tab.fetched.slice(mark).filter((item) => item.path.startsWith('/deployments/careers/') && !before.has(item.path));
}

/** A tab opened now: its own remotes.json and its page's HTML name `version`, and it shows that version's page. */
async function openFreshTab(version: string): Promise<Tab> {
  const tab = await openTab();
  await withScreenshotOnFailure(
    tab.page,
    `tab-across-switch fresh ${version}`,
    async () => {
      const remotesJson = tab.page.waitForResponse((response) => new URL(response.url()).pathname === '/remotes.json');
      const opened = await tab.page.goto('/jobs');
      expect(opened?.status()).toBe(200);
      expect(await opened!.text()).toContain(`/deployments/careers/${version}/`);
      expect(await (await remotesJson).text()).toContain(`/deployments/careers/${version}/remoteEntry.js`);
      await waitForRemotePage(tab.page);
      expect(await readJobsHeading(tab)).toBe(HEADINGS[version]);
      expect(tab.watch.problems()).toEqual([]);
      // a full page load would drop this mark: the tab must move between pages without one
      await tab.page.evaluate(() => document.body.setAttribute('data-same-document', ''));
    },
    tab.watch,
  );
  return tab;
}

/**
 * After a switch away from `version`, the tab that runs it goes through its pages without a reload: nothing fails,
 * it still shows `version`, and the files it had not needed before the switch (`mark`) came from `version`'s
 * versioned URLs, through nginx from a node; the job page's own chunk among them. Returns those files.
 */
async function expectTabKeepsVersion(tab: Tab, version: string, mark: number): Promise<Fetched[]> {
  return withScreenshotOnFailure(
    tab.page,
    `tab-across-switch on ${version}`,
    async () => {
      await walkThroughPages(tab);
      expect(await readJobsHeading(tab)).toBe(HEADINGS[version]);
      expect(tab.watch.problems()).toEqual([]);
      expect(tab.fetched.filter((item) => item.status >= 400)).toEqual([]);
      expect(await tab.page.locator('body[data-same-document]').count()).toBe(1);
      const fetchedAfter = listNewCareersFiles(tab, mark);
      const own = new RegExp(`^/deployments/careers/${version.replaceAll('.', '\\.')}/[\\w.-]+\\.(js|css)$`);
      expect(fetchedAfter.filter((item) => !own.test(item.path))).toEqual([]);
      expect(fetchedAfter.map((item) => item.path)).toContainEqual(
        expect.stringMatching(/\/__federation_expose_job_details_page\.\w+\.js$/),
      );
      const nodes = [nodeA(), nodeB()].map((node) => `127.0.0.1:${node.port}`);
      expect(fetchedAfter.filter((item) => !nodes.includes(item.node))).toEqual([]);
      return fetchedAfter;
    },
    tab.watch,
  );
}

let firstTab: Tab | undefined;
let secondTab: Tab | undefined;

test(`a tab opened on careers ${FIRST} keeps loading its chunks after ${SECOND} is activated through the other node`, async () => {
  await uploadVersion(nodeA(), FIRST);
  await switchVersion(nodeA(), FIRST);
  await waitForBothNodes(FIRST);
  const tab = (firstTab = await openFreshTab(FIRST));

  await uploadVersion(nodeB(), SECOND);
  await switchVersion(nodeB(), SECOND);
  await waitForBothNodes(SECOND);
  // node b starts again with an empty folder, as a node added after the switch: it copies the active version at
  // start, and the tab's version, no longer active, from the database when one of its files is first asked for
  await cluster.stopNode('b', 'SIGTERM');
  const cacheB = nodeB().env.DEPLOYMENTS_DIR!;
  fs.rmSync(cacheB, { recursive: true, force: true });
  await cluster.startNode('b');
  expect(fs.existsSync(path.join(cacheB, 'careers', FIRST))).toBe(false);
  const fetchedAfter = await expectTabKeepsVersion(tab, FIRST, tab.fetched.length);
  expect(tab.fetched.filter((item) => item.path.includes(`/deployments/careers/${SECOND}/`))).toEqual([]);
  // nginx sent each file to one node or the other; either would have served every one of them
  for (const item of fetchedAfter) {
    for (const node of [nodeA(), nodeB()]) {
      const status = (await fetch(`${node.url}${item.path}`)).status;
      expect(`${node.label} ${item.path} ${status}`).toBe(`${node.label} ${item.path} 200`);
    }
  }
  expect(fs.existsSync(path.join(cacheB, 'careers', FIRST, 'remoteEntry.js'))).toBe(true);

  secondTab = await openFreshTab(SECOND);
}, 180_000);

test(`rolled back through node a, the tab on ${SECOND} keeps working on it, and a new tab gets ${FIRST} again`, async () => {
  if (!firstTab || !secondTab) throw new Error('the tabs of the test before did not open');
  const mark = secondTab.fetched.length;
  await switchVersion(nodeA());
  await waitForBothNodes(FIRST);
  await expectTabKeepsVersion(secondTab, SECOND, mark);
  expect(secondTab.fetched.filter((item) => item.path.includes(`/deployments/careers/${FIRST}/`))).toEqual([]);

  // the first tab, whose version is active again, goes on as before
  const tab = firstTab;
  await withScreenshotOnFailure(
    tab.page,
    'tab-across-switch back on its version',
    async () => {
      await walkThroughPages(tab);
      expect(await readJobsHeading(tab)).toBe(HEADINGS[FIRST]);
      expect(tab.watch.problems()).toEqual([]);
      expect(tab.fetched.filter((item) => item.status >= 400)).toEqual([]);
    },
    tab.watch,
  );

  await openFreshTab(FIRST);
}, 180_000);
