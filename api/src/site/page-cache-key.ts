import type { SiteRoute } from '@chalein/shared/lib/routes';

// The address a page is rendered at on the server and kept under in the page cache (docs/decisions/0021-server-rendering.md).
// Links shared in campaigns and on social sites come with parameters no page reads (utm_source, fbclid, gclid...),
// and anyone can add more: each spelling of the query string would be another render and another copy in the cache,
// so a flood of made-up parameters could push every real page out of it and make every visit a render. Only the
// parameters the page's route lists (SiteRoute.queryParameters) are kept, in one order; the render is given the same
// address as the key, so two requests with one key can never be rendered differently.

/**
 * The request's path as it came, with only the query parameters its route reads, sorted by name (each name's
 * values in the order they came). A route that reads none, and an address no route matches, keep no query at all.
 */
export function normalisePageAddress(url: string, route: SiteRoute | undefined): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const path = url.slice(0, queryStart);
  const allowed = route?.queryParameters ?? [];
  if (allowed.length === 0) return path;
  const kept = [...new URLSearchParams(url.slice(queryStart + 1))]
    .filter(([name]) => allowed.includes(name))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return kept.length === 0 ? path : `${path}?${new URLSearchParams(kept).toString()}`;
}
