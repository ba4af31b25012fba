import { Counter, Histogram, type Registry } from 'prom-client';

/** Who made a page's HTML (site/send-page.ts): a render process, the page cache, or nobody (the browser renders it). */
export type PageOutcome = 'server' | 'cache' | 'browser';

/** Buckets of a page's render, in seconds: a render's budget is a few hundred milliseconds. */
const RENDER_BUCKETS = [0.01, 0.025, 0.05, 0.1, 0.2, 0.3, 0.5, 0.75, 1, 2, 5];

export interface SiteMetrics {
  /** one page sent, by who made it and the remote whose route it is ('none' for the shell's own pages) */
  countPage(outcome: PageOutcome, remote: string): void;
  /** the time a page's render took, whether a process rendered it or it fell back to the browser */
  observeRender(outcome: Exclude<PageOutcome, 'cache'>, remote: string, seconds: number): void;
  /** a lookup of the page cache, for a page that may be kept */
  countCacheLookup(hit: boolean): void;
}

/** The site's metrics in `registry`, created once per app (site/site-plugin.ts). */
export function createSiteMetrics(registry: Registry): SiteMetrics {
  const pages = new Counter({
    name: 'chalein_pages_total',
    help: 'Pages sent, by who made their HTML (server, cache, browser fallback) and the remote of their route.',
    labelNames: ['outcome', 'remote'] as const,
    registers: [registry],
  });
  const renders = new Histogram({
    name: 'chalein_page_render_duration_seconds',
    help: 'Time to render a page on the server, or to give up and leave it to the browser.',
    labelNames: ['outcome', 'remote'] as const,
    buckets: RENDER_BUCKETS,
    registers: [registry],
  });
  const cache = new Counter({
    name: 'chalein_page_cache_lookups_total',
    help: 'Lookups of the page cache, by result (hit, miss).',
    labelNames: ['result'] as const,
    registers: [registry],
  });
  return {
    countPage: (outcome, remote) => pages.inc({ outcome, remote }),
    observeRender: (outcome, remote, seconds) => renders.observe({ outcome, remote }, seconds),
    countCacheLookup: (hit) => cache.inc({ result: hit ? 'hit' : 'miss' }),
  };
}
