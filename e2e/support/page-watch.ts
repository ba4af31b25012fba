import type { Page, Request } from 'playwright-core';

/** What went wrong on a page, gathered from the browser's own events, for assertions. */
export interface PageWatch {
  /** every request URL the page made, in order */
  readonly requests: string[];
  readonly consoleErrors: string[];
  /** uncaught exceptions in the page */
  readonly pageErrors: string[];
  /** requests that got no response (refused, blocked, reset) */
  readonly failedRequests: string[];
  /** responses with a 4xx or 5xx status */
  readonly errorResponses: string[];
  /** all of the above problems, one line each, for `expect(...).toEqual([])` with a readable diff */
  problems: () => string[];
  /** forget what was seen so far, e.g. before the next navigation */
  reset: () => void;
}

function describeRequest(request: Request): string {
  return `${request.method()} ${request.url()}`;
}

export function watchPage(page: Page): PageWatch {
  const watch = {
    requests: [] as string[],
    consoleErrors: [] as string[],
    pageErrors: [] as string[],
    failedRequests: [] as string[],
    errorResponses: [] as string[],
    problems(): string[] {
      return [
        ...watch.pageErrors.map((m) => `page error: ${m}`),
        ...watch.consoleErrors.map((m) => `console error: ${m}`),
        ...watch.failedRequests.map((m) => `request failed: ${m}`),
        ...watch.errorResponses.map((m) => `error response: ${m}`),
      ];
    },
    reset(): void {
      for (const list of [watch.requests, watch.consoleErrors, watch.pageErrors, watch.failedRequests, watch.errorResponses]) {
        list.length = 0;
      }
    },
  };
  page.on('request', (request) => watch.requests.push(request.url()));
  page.on('console', (message) => {
    if (message.type() === 'error') watch.consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => watch.pageErrors.push(error.message));
  page.on('requestfailed', (request) => {
    const errorText = request.failure()?.errorText ?? 'unknown';
    // A navigation cancels the previous page's requests still in flight; that is the browser, not the site.
    if (errorText === 'net::ERR_ABORTED') return;
    watch.failedRequests.push(`${describeRequest(request)}: ${errorText}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) watch.errorResponses.push(`${response.status()} ${describeRequest(response.request())}`);
  });
  return watch;
}
