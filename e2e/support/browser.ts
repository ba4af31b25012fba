import fs from 'node:fs';
import { chromium, type Browser, type BrowserServer, type LaunchOptions } from 'playwright-core';

// Debian's Chromium, never a browser Playwright would download: the machines reach Debian's archive only.
export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  // no update checks, field trials or sync: the tests see only the site's own requests
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function chromiumLaunchOptions(): LaunchOptions {
  if (!fs.existsSync(chromiumPath)) {
    throw new Error(
      `Chromium is not at ${chromiumPath}. Run \`node tools/ensure-chromium.mjs\` (installs it with apt as root) ` +
        'or set CHROMIUM_PATH.',
    );
  }
  return {
    executablePath: chromiumPath,
    headless: true,
    args: chromiumArgs,
    timeout: 60_000,
    // Playwright gives each launch a fresh temporary profile and deletes it on close; keep it that way.
  };
}

/** One browser process for the whole e2e project; test files connect to it, each with its own context. */
export async function launchBrowserServer(): Promise<BrowserServer> {
  return chromium.launchServer(chromiumLaunchOptions());
}

export function connectBrowser(wsEndpoint: string): Promise<Browser> {
  return chromium.connect(wsEndpoint, { timeout: 30_000 });
}
