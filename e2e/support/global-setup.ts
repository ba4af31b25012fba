import fs from 'node:fs';
import type { BrowserServer } from 'playwright-core';
import { launchBrowserServer } from './browser';
import { stateVariable, type E2eState } from './e2e-state';
import { screenshotsDir } from './paths';
import { startSiteServer, type SiteServer } from './site-server';

interface Started {
  server?: SiteServer;
  browser?: BrowserServer;
}

// globalSetup and globalTeardown run in the same process, so the handles to stop are kept on globalThis.
const holder = globalThis as typeof globalThis & { chaleinE2e?: Started };

export async function stopStarted(): Promise<void> {
  const started = holder.chaleinE2e;
  holder.chaleinE2e = undefined;
  await Promise.allSettled([started?.browser?.close(), started?.server?.stop()]);
}

// jest calls a global setup module's default export: that is the only reason this file has one.
export default async function globalSetup(): Promise<void> {
  fs.rmSync(screenshotsDir, { recursive: true, force: true });
  const started: Started = {};
  holder.chaleinE2e = started;
  try {
    // Start both at once: the server's migrations and the browser launch overlap on a 2-core machine. Wait
    // for both to settle, so a failure of one never leaves the other running unowned.
    const [serverResult, browserResult] = await Promise.allSettled([
      startSiteServer({ name: 'shared' }).then((s) => (started.server = s)),
      launchBrowserServer().then((b) => (started.browser = b)),
    ]);
    if (serverResult.status === 'rejected') throw serverResult.reason;
    if (browserResult.status === 'rejected') throw browserResult.reason;
    const server = serverResult.value;
    const browser = browserResult.value;
    const state: E2eState = {
      baseUrl: server.baseUrl,
      databaseFile: server.databaseFile,
      privateUploadsDir: server.privateUploadsDir,
      remotesConfigFile: server.remotesConfigFile,
      wsEndpoint: browser.wsEndpoint(),
    };
    process.env[stateVariable] = JSON.stringify(state);
  } catch (error) {
    await stopStarted();
    throw error;
  }
}
