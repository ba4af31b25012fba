import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { waitUntil } from '@chalein/testing/wait-until';
import { REPO_ROOT, type Environment } from '../settings/environment';
import { SHELL_DIST, assertCareersBuilt } from './deployment-fixtures';
import { createTempDir } from './temp-dir';
import { createTestApp, type TestApp } from './test-app';

// Test helpers (not tests): the real site on a real server, for tests of server rendering and of deployed versions.

export interface SiteTestApp {
  testApp: TestApp;
  /** http://127.0.0.1:<port>: where it listens (render processes start once it does) */
  origin: string;
  close(): Promise<void>;
}

/**
 * A test app serving the real builds (SITE_ROOT is the repository: `npm run build` first), with a remotes.json of
 * its own (a copy of the shell's, which the deploy registry's switches never touch), listening on loopback.
 */
export async function startSiteTestApp(env: Environment, prepare?: (app: FastifyInstance) => void): Promise<SiteTestApp> {
  assertCareersBuilt();
  const scratch = createTempDir('chalein-site-');
  const remotesFile = path.join(scratch, 'remotes.json');
  fs.copyFileSync(path.join(SHELL_DIST, 'remotes.json'), remotesFile);
  const testApp = await createTestApp({ SITE_ROOT: REPO_ROOT, REMOTES_CONFIG: remotesFile, ...env }, prepare);
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  return {
    testApp,
    origin: `http://127.0.0.1:${(testApp.app.server.address() as AddressInfo).port}`,
    async close() {
      await testApp.closeTestApp();
      fs.rmSync(scratch, { recursive: true, force: true });
    },
  };
}

/**
 * The page at `url` once the server renders it (render processes start in the background, so the first answers may be
 * left to the browser), with its Server-Timing. `cookie`: the visitor's (a preview, a canary number).
 */
export async function readServerRenderedPage(
  app: FastifyInstance,
  url: string,
  cookie?: string,
): Promise<{ body: string; renderedBy: string }> {
  let last = { body: '', renderedBy: '' };
  await waitUntil(
    async () => {
      const response = await app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
      last = { body: response.body, renderedBy: String(response.headers['server-timing']) };
      return !last.renderedBy.includes('"browser"');
    },
    () => `${url} to be rendered on the server (last: ${last.renderedBy})`,
    { timeoutMs: 60_000, intervalMs: 250 },
  );
  return last;
}
