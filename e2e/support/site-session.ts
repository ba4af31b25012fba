import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { connectBrowser } from './browser';
import { readE2eState, type E2eState } from './e2e-state';
import { watchPage, type PageWatch } from './page-watch';
import { screenshotsDir } from './paths';

export interface SitePage {
  context: BrowserContext;
  page: Page;
  watch: PageWatch;
}

export interface SiteSession {
  state: E2eState;
  browser: Browser;
  /** a fresh context (own storage, own cache) with one page, pointed at `baseUrl` (the shared server by default) */
  newPage: (options?: BrowserContextOptions & { baseUrl?: string }) => Promise<SitePage>;
  close: () => Promise<void>;
}

// A laptop-sized window, so the header shows its links rather than the mobile menu.
const desktopViewport = { width: 1280, height: 800 };

/** Connects one test file to the browser the global setup launched. Close it in afterAll. */
export async function openSiteSession(): Promise<SiteSession> {
  const state = readE2eState();
  const browser = await connectBrowser(state.wsEndpoint);
  const contexts: BrowserContext[] = [];
  return {
    state,
    browser,
    async newPage(options = {}) {
      const { baseUrl, ...contextOptions } = options;
      const context = await browser.newContext({
        baseURL: baseUrl ?? state.baseUrl,
        viewport: desktopViewport,
        ...contextOptions,
      });
      contexts.push(context);
      // Bounded waits: a missing element fails the test in seconds with a message, never at jest's timeout.
      context.setDefaultTimeout(20_000);
      context.setDefaultNavigationTimeout(45_000);
      const page = await context.newPage();
      return { context, page, watch: watchPage(page) };
    },
    async close() {
      await Promise.allSettled(contexts.map((context) => context.close()));
      await browser.close();
    },
  };
}

/**
 * Runs `body`; when it throws, saves a full-page screenshot under e2e/artifacts/screenshots and names the file (and
 * the page's problems, when a watch is given) in the error, so a failure on CI can be understood afterwards.
 */
export async function withScreenshotOnFailure<T>(page: Page, name: string, body: () => Promise<T>, watch?: PageWatch): Promise<T> {
  try {
    return await body();
  } catch (error) {
    fs.mkdirSync(screenshotsDir, { recursive: true });
    const file = path.join(screenshotsDir, `${name.replace(/[^a-z0-9-]+/gi, '_').replace(/^_+|_+$/g, '')}.png`);
    const saved = await page
      .screenshot({ path: file, fullPage: true, timeout: 10_000 })
      .then(() => true)
      .catch(() => false);
    if (error instanceof Error) {
      const told = error.message;
      if (saved) error.message += `\nScreenshot: ${file}`;
      error.message += `\nPage URL: ${page.url()}`;
      // a blank page or a missing element is explained by what failed underneath (a 404 chunk, an exception)
      const problems = watch?.problems() ?? [];
      if (problems.length > 0) error.message += `\nPage problems:\n  ${problems.slice(0, 15).join('\n  ')}`;
      // jest prints an error's stack, which was written with the message as it was (a Playwright timeout, say)
      if (error.stack)
        error.stack = error.stack.includes(told) ? error.stack.replace(told, error.message) : `${error.message}\n${error.stack}`;
    }
    throw error;
  }
}
