import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { copyBuildWithChangedText } from '../support/changed-build';
import { remoteDist, repoRoot } from '../support/paths';
import { waitForRemotePage } from '../support/site-checks';
import { waitUntil } from '@chalein/testing/wait-until';
import { fetchSiteFacts } from '../support/site-data';
import { openSiteSession, withScreenshotOnFailure, type SiteSession } from '../support/site-session';
import { startSiteServer, type SiteServer } from '../support/site-server';

// The careers team deploys a new version through the server's registry with the deploy command, while visitors
// have the site open: a tab already in careers keeps working on its own version (no 404, no ChunkLoadError), a tab
// elsewhere gets the new version on its next navigation into careers without a reload, and a new visit gets it
// from its first HTML. This file has its own server, with a careers deploy token and a registry of its own.

const careersToken = 'careers-e2e-deploy-token-0123456789';
const jobsHeading = 'Build the way Bengaluru moves';
const newJobsHeading = 'Careers, newly deployed';
const newVersion = '9.0.0-e2e';

const runFile = promisify(execFile);

let session: SiteSession;
let server: SiteServer | undefined;
let teamDir = '';

/**
 * A careers team's folder holding a new release: its package.json and a copy of today's build with the jobs page's
 * heading changed, in the browser and the server build alike (a new release of that team's code).
 */
function makeTeamFolderWithNewRelease(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chalein-e2e-careers-release-'));
  fs.copyFileSync(path.join(repoRoot, 'careers-mfe', 'package.json'), path.join(dir, 'package.json'));
  const { changedFiles: changed } = copyBuildWithChangedText(remoteDist('careers'), path.join(dir, 'dist'), jobsHeading, newJobsHeading);
  if (changed < 2) throw new Error(`expected the heading in careers' browser and server builds, found it in ${changed} file(s)`);
  return dir;
}

/** Runs the deploy command as the team would, from its folder, with its token. */
async function runDeploy(args: string[]): Promise<string> {
  if (!server) throw new Error('the server did not start');
  const { stdout, stderr } = await runFile(
    process.execPath,
    [path.join(repoRoot, 'tools', 'deploy-remote.mjs'), '--server', server.baseUrl, ...args],
    { cwd: teamDir, env: { ...process.env, CHALEIN_DEPLOY_TOKEN: careersToken }, timeout: 120_000 },
  );
  return `${stdout}${stderr}`;
}

/** The shell reads remotes.json again for a remote's first load once its last read is over 5 seconds old: the
 * tab's clock is moved on by 6 seconds rather than the test waiting for it. */
async function moveClockOn(page: Page): Promise<void> {
  await page.evaluate(() => {
    const realNow = Date.now.bind(Date);
    Date.now = () => realNow() + 6_000;
  });
}

beforeAll(async () => {
  session = await openSiteSession();
  server = await startSiteServer({ name: 'deploy-registry', ownRemotesConfig: true, env: { DEPLOY_TOKENS: `careers=${careersToken}` } });
  teamDir = makeTeamFolderWithNewRelease();
});

afterAll(async () => {
  await session?.close();
  await server?.stop();
  if (teamDir) fs.rmSync(teamDir, { recursive: true, force: true });
});

test('a careers version deployed while tabs are open: its preview link shows it to one browser; once live, the careers tab keeps its own version, another tab picks it up, a new visit gets it', async () => {
  if (!server) throw new Error('the server did not start');
  const site = server;
  const facts = await fetchSiteFacts(site.baseUrl);
  const onJobs = await session.newPage({ baseUrl: site.baseUrl });
  const onPricing = await session.newPage({ baseUrl: site.baseUrl });
  await withScreenshotOnFailure(
    onJobs.page,
    'deploy-registry tabs',
    async () => {
      await onJobs.page.goto('/jobs');
      await waitForRemotePage(onJobs.page);
      await onPricing.page.goto('/pricing');
      await waitForRemotePage(onPricing.page);
      // a mark that a full page load would wipe: the tabs must move without one
      for (const tab of [onJobs.page, onPricing.page]) await tab.evaluate(() => document.body.setAttribute('data-same-document', ''));

      const uploaded = await runDeploy(['--no-build', '--version', newVersion]);
      expect(uploaded).toContain('passed every check');
      // uploaded is not live: a new visit still gets today's careers
      expect(await (await fetch(`${site.baseUrl}/jobs`)).text()).toContain(jobsHeading);
      // but the preview link the command printed shows the candidate, to that browser only
      const previewUrl = /preview \(this browser only[^)]*\): (\S+)/.exec(uploaded)?.[1];
      if (!previewUrl) throw new Error(`the deploy command printed no preview link:\n${uploaded}`);
      const previewer = await session.newPage({ baseUrl: site.baseUrl });
      await previewer.page.goto(previewUrl);
      await previewer.page.getByRole('heading', { level: 1, name: newJobsHeading }).waitFor();
      expect(previewer.watch.problems()).toEqual([]);
      const otherVisitor = await session.newPage({ baseUrl: site.baseUrl });
      await otherVisitor.page.goto('/jobs');
      await waitForRemotePage(otherVisitor.page);
      await otherVisitor.page.getByRole('heading', { level: 1, name: jobsHeading }).waitFor();
      expect(await runDeploy(['--activate', newVersion])).toContain(`careers ${newVersion} is live.`);
      for (const tab of [onJobs.page, onPricing.page]) await moveClockOn(tab);

      // the /jobs tab opens a job and comes back: careers' pages come from the version already running there
      onJobs.watch.reset();
      await onJobs.page.locator(`a[href="/jobs_details/${facts.job.id}/${facts.job.slugName}"]`).first().click();
      await onJobs.page.waitForURL(`**/jobs_details/${facts.job.id}/${facts.job.slugName}`);
      await onJobs.page.locator('#job-title').waitFor();
      await onJobs.page.goBack();
      await onJobs.page.getByRole('heading', { level: 1, name: jobsHeading }).waitFor();
      expect(onJobs.watch.requests.filter((url) => url.includes(`/deployments/careers/${newVersion}/`))).toEqual([]);
      expect(onJobs.watch.problems()).toEqual([]);
      expect(await onJobs.page.locator('body[data-same-document]').count()).toBe(1);

      // the /pricing tab goes to the jobs page: careers loads for the first time there, at the new version
      onPricing.watch.reset();
      await onPricing.page.locator('footer a[href="/jobs"]').first().click();
      await onPricing.page.getByRole('heading', { level: 1, name: newJobsHeading }).waitFor();
      expect(onPricing.watch.requests.some((url) => url.includes(`/deployments/careers/${newVersion}/remoteEntry.js`))).toBe(true);
      expect(onPricing.watch.problems()).toEqual([]);
      expect(await onPricing.page.locator('body[data-same-document]').count()).toBe(1);

      // a new visit gets the new version: rendered in the browser while the server starts render processes for
      // the new set of remotes, then in the HTML itself
      await waitUntil(
        async () => (await (await fetch(`${site.baseUrl}/jobs`)).text()).includes(newJobsHeading),
        'the new heading in /jobs HTML',
        {
          timeoutMs: 30_000,
          intervalMs: 250,
        },
      );
      const visit = await session.newPage({ baseUrl: site.baseUrl });
      await visit.page.goto('/jobs');
      await waitForRemotePage(visit.page);
      await visit.page.getByRole('heading', { level: 1, name: newJobsHeading }).waitFor();
      expect(visit.watch.problems()).toEqual([]);

      // and one call rolls it back
      expect(await runDeploy(['--rollback'])).toContain('careers is rolled back to');
      await waitUntil(
        async () => (await (await fetch(`${site.baseUrl}/jobs`)).text()).includes(jobsHeading),
        'the old heading in /jobs HTML',
        {
          timeoutMs: 30_000,
          intervalMs: 250,
        },
      );
      const afterRollback = await session.newPage({ baseUrl: site.baseUrl });
      await afterRollback.page.goto('/jobs');
      await waitForRemotePage(afterRollback.page);
      await afterRollback.page.getByRole('heading', { level: 1, name: jobsHeading }).waitFor();
    },
    onJobs.watch,
  );
});
