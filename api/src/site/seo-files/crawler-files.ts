import { LANGUAGES, listLanguageVersions, localizePath } from '@chalein/shared/lib/i18n/languages';
import { siteRoutes } from '@chalein/shared/lib/routes';

// The two files crawlers ask a site for by name: what they may fetch (/robots.txt) and which pages there are
// (/sitemap.xml, https://www.sitemaps.org/protocol.html).

/** One page of the sitemap: its path on the site and, when known, the day it last changed (YYYY-MM-DD). */
export interface SitemapEntry {
  path: string;
  lastModified?: string;
}

/** What the database says exists: each job with its slug, each article with its slug and date. */
export interface SiteRecords {
  jobs: readonly { id: number; slugName: string }[];
  articles: readonly { slug: string; publishedAt: string }[];
}

/**
 * Paths no crawler needs: the API, the deploy registry's files and its preview links (/deployments/preview sets a
 * cookie that switches a remote's version), the staff console, and the pages that show one visitor's own payment
 * (its result, its mailed receipt).
 */
export function listDisallowedPaths(): string[] {
  // a route with parameters is disallowed up to its first one: /passes/receipt/:token is every receipt's address
  const personal = siteRoutes.filter((route) => route.personal === true).map((route) => route.path.replace(/:.*$/, ''));
  // in each language (/hi/thankyou is as personal as /thankyou)
  const everyLanguage = LANGUAGES.flatMap((language) => personal.map((path) => localizePath(path, language)));
  // the staff console: its pages also answer noindex, for a crawler that reaches them anyway
  return ['/api/', '/deployments/', '/staff', ...everyLanguage];
}

/**
 * robots.txt: everything else may be crawled (the scripts and styles too, which a crawler that renders needs). The
 * Sitemap line must be an absolute URL, so it is written only with PUBLIC_ORIGIN (`origin` '' without it).
 */
export function buildRobotsTxt(origin: string): string {
  const lines = ['User-agent: *', 'Allow: /', ...listDisallowedPaths().map((path) => `Disallow: ${path}`)];
  if (origin !== '') lines.push('', `Sitemap: ${origin}/sitemap.xml`);
  return `${lines.join('\n')}\n`;
}

function escapeXml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

/** '2026-02-10T12:30:00.000Z' -> '2026-02-10'; undefined for anything that is not a date. */
function formatDay(value: string): string | undefined {
  const time = Date.parse(value);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString().slice(0, 10);
}

/**
 * Every page worth indexing: the route table's indexable routes, each job's details page and each blog article,
 * under the address the site serves it at (its slug percent-encoded). The blog's own page changed when its newest
 * article was published.
 */
export function listSitemapEntries(records: SiteRecords): SitemapEntry[] {
  const articleDays = records.articles.map((article) => formatDay(article.publishedAt)).filter((day) => day !== undefined);
  const newestArticle = articleDays.sort().at(-1);
  const routes = siteRoutes
    .filter((route) => route.indexable)
    .map((route): SitemapEntry =>
      route.path === '/blog' && newestArticle ? { path: route.path, lastModified: newestArticle } : { path: route.path },
    );
  const jobs = records.jobs.map((job): SitemapEntry => ({ path: `/jobs_details/${job.id}/${encodeURIComponent(job.slugName)}` }));
  const articles = records.articles.map((article): SitemapEntry => ({
    path: `/blog/${encodeURIComponent(article.slug)}`,
    lastModified: formatDay(article.publishedAt),
  }));
  return [...routes, ...jobs, ...articles];
}

/**
 * The sitemap of `entries`, each page in every language (docs/decisions/0048-languages.md): one <url> per language
 * version, each listing all of them and x-default (English) as alternates, as crawlers ask of a sitemap that names
 * language versions. Each <loc> is `origin` and the path (a path alone without PUBLIC_ORIGIN, development).
 */
export function buildSitemapXml(origin: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.flatMap((entry) => {
    const lastModified = entry.lastModified ? `<lastmod>${escapeXml(entry.lastModified)}</lastmod>` : '';
    const link = (hreflang: string, path: string) =>
      `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(`${origin}${path}`)}"/>`;
    const alternates = listLanguageVersions(entry.path)
      .map((version) => link(version.hreflang, version.path))
      .join('');
    return LANGUAGES.map(
      (language) => `  <url><loc>${escapeXml(`${origin}${localizePath(entry.path, language)}`)}</loc>${lastModified}${alternates}</url>`,
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
