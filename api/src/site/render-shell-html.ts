import type { PreloadLink } from './preload-links';

/** One language's version of a page, for `<link rel="alternate" hreflang>` ('x-default': the page for everyone else). */
export interface LanguageAlternate {
  hreflang: string;
  href: string;
}

/** What a page's HTML says about it before any JavaScript runs (for crawlers and link previews). */
export interface PageMeta {
  title: string;
  description: string;
  keywords: string;
  /** absolute URL of the share image, or its path when the server has no PUBLIC_ORIGIN */
  imageUrl: string;
  /** its media type and size, for previews that lay the card out before fetching it (size only when known) */
  imageType?: 'image/png' | 'image/jpeg';
  imageWidth?: number;
  imageHeight?: number;
  /** absolute URL of the page, or its path without PUBLIC_ORIGIN; omitted for pages that do not exist */
  canonicalUrl?: string;
  /** the page's language as a BCP 47 tag (og:locale is written from it) */
  locale: string;
  /** the page in every language and x-default, for crawlers to show each reader their own; indexable pages only */
  alternates?: readonly LanguageAlternate[];
  type: 'website' | 'article';
  siteName: string;
  /** asks crawlers not to index (404 pages) */
  noIndex?: boolean;
  /**
   * the path whose metadata from the database this HTML carries: the shell then skips its own seodata call on
   * the first page (one call and the API client less on first load)
   */
  renderedPath?: string;
}

export function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

const isAbsoluteUrl = (url: string) => /^https?:\/\//i.test(url);

function buildMetaTags(meta: PageMeta): string {
  const named = (name: string, content: string) => `<meta name="${name}" content="${escapeHtml(content)}">`;
  const property = (name: string, content: string) => `<meta property="${name}" content="${escapeHtml(content)}">`;
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    named('description', meta.description),
    named('keywords', meta.keywords),
    ...(meta.noIndex ? [named('robots', 'noindex')] : []),
    property('og:site_name', meta.siteName),
    property('og:title', meta.title),
    property('og:description', meta.description),
    property('og:image', meta.imageUrl),
    ...(meta.imageType ? [property('og:image:type', meta.imageType)] : []),
    ...(meta.imageWidth && meta.imageHeight
      ? [property('og:image:width', String(meta.imageWidth)), property('og:image:height', String(meta.imageHeight))]
      : []),
    property('og:type', meta.type),
    // Open Graph writes locales with an underscore
    property('og:locale', meta.locale.replace('-', '_')),
    // Open Graph's url must be absolute: a path alone (no PUBLIC_ORIGIN) is left out
    ...(meta.canonicalUrl && isAbsoluteUrl(meta.canonicalUrl) ? [property('og:url', meta.canonicalUrl)] : []),
    named('twitter:card', 'summary_large_image'),
    named('twitter:title', meta.title),
    named('twitter:description', meta.description),
    named('twitter:image', meta.imageUrl),
    ...(meta.canonicalUrl ? [`<link rel="canonical" href="${escapeHtml(meta.canonicalUrl)}">`] : []),
    ...(meta.alternates ?? []).map(
      (alternate) => `<link rel="alternate" hreflang="${escapeHtml(alternate.hreflang)}" href="${escapeHtml(alternate.href)}">`,
    ),
    ...(meta.renderedPath ? [named('chalein:rendered-path', meta.renderedPath)] : []),
  ];
  return tags.join('\n    ');
}

function buildPreloadTags(preloads: readonly PreloadLink[], applyStyles: boolean): string {
  // the lead image is what the page paints largest: it goes first, at high priority
  return preloads
    .map((link) => {
      const href = escapeHtml(link.href);
      if (link.as === 'style' && applyStyles) return `<link rel="stylesheet" href="${href}">`;
      // a font is fetched in CORS mode by the stylesheet that names it: the preload must be too, or it is not used
      if (link.as === 'font') return `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin>`;
      return `<link rel="preload" href="${href}" as="${link.as}"${link.as === 'image' ? ' fetchpriority="high"' : ''}>`;
    })
    .join('\n    ');
}

/**
 * The page's tags for the end of <head> (shell-document.ts's head slot): its title, description, keywords, robots,
 * Open Graph, Twitter and canonical tags, and the links to the files it will need. Every value is HTML-escaped,
 * since titles come from the database and URLs from the request. `applyStyles`: for a page rendered on the server,
 * whose markup is in the HTML; its stylesheets are applied rather than preloaded, so it paints styled before any
 * script has run.
 */
export function writeHeadBlock(
  meta: PageMeta,
  preloads: readonly PreloadLink[] = [],
  { applyStyles = false }: { applyStyles?: boolean } = {},
): string {
  return `    ${buildMetaTags(meta)}\n${preloads.length > 0 ? `    ${buildPreloadTags(preloads, applyStyles)}\n` : ''}`;
}

/** Said on every page when the sandbox takes payments in production (docs/decisions/0013-payments-in-production.md). */
export const TEST_PAYMENTS_BANNER_TEXT = 'Test payments: no real money is charged, and passes bought here are not valid for rides.';

/**
 * The test payments banner, first in <body> (shell-document.ts's banner slot): in the HTML itself, so it shows on
 * every route, before and without JavaScript, and no client code can forget it. It sits above the sticky header in
 * the page's flow.
 */
export const TEST_PAYMENTS_BANNER = `<div class="test-payments-banner" role="status">${escapeHtml(TEST_PAYMENTS_BANNER_TEXT)}</div>`;
