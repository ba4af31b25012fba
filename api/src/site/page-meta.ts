import { brand } from '@chalein/shared/lib/brand';
import { findSignedLinkTitle, HEAD_TEXTS } from '@chalein/shared/lib/i18n/head-texts';
import { LANGUAGE_TAGS, listLanguageVersions, localizePath, type Language } from '@chalein/shared/lib/i18n/languages';
import { formatApplyJobTitle, formatBlogArticleTitle, formatJobDetailsTitle } from '@chalein/shared/lib/record-titles';
import { findLocalizedRoute } from '@chalein/shared/lib/i18n/find-localized-route';
import type { Repositories } from '../repositories';
import type { LanguageAlternate, PageMeta } from './render-shell-html';
import { selectShareImage } from './share-image';
import { summarizeHtml } from './text-summary';

export interface ResolvedPage {
  /** 200 for a route of the table (and an existing article or job), 404 otherwise */
  statusCode: 200 | 404;
  meta: PageMeta;
}

/** `origin` is PUBLIC_ORIGIN, or '' without it: a path then stays a path (never the request's Host). */
function buildAbsoluteUrl(origin: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return `${origin}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    // a malformed escape cannot name an article
    return '';
  }
}

function normalizePathname(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** The head's share image fields for a stored image (a PNG or JPEG: a stored SVG gives way to the default). */
function describeShareImage(
  origin: string,
  stored: string | null | undefined,
): Pick<PageMeta, 'imageUrl' | 'imageType' | 'imageWidth' | 'imageHeight'> {
  const image = selectShareImage(stored);
  return { imageUrl: buildAbsoluteUrl(origin, image.path), imageType: image.type, imageWidth: image.width, imageHeight: image.height };
}

/**
 * A page's address in each language, and x-default (the English page, for readers of any other language): the same
 * list on each language's version, as crawlers require of alternates.
 */
export function listLanguageAlternates(origin: string, path: string): LanguageAlternate[] {
  return listLanguageVersions(path).map((version) => ({ hreflang: version.hreflang, href: `${origin}${version.path}` }));
}

function buildDefaultMeta(origin: string, language: Language): PageMeta {
  return {
    locale: LANGUAGE_TAGS[language],
    title: HEAD_TEXTS[language].defaultTitle,
    description: HEAD_TEXTS[language].defaultDescription,
    keywords: HEAD_TEXTS[language].defaultKeywords,
    ...describeShareImage(origin, brand.defaultShareImage),
    type: 'website',
    siteName: brand.productName,
  };
}

function buildNotFoundPage(origin: string, language: Language): ResolvedPage {
  return {
    statusCode: 404,
    meta: { ...buildDefaultMeta(origin, language), title: HEAD_TEXTS[language].notFoundTitle, noIndex: true },
  };
}

/** The answer when the database cannot be asked: the route table alone decides the status, brand defaults fill in. */
export function buildFallbackPage(pathname: string, language: Language, origin: string): ResolvedPage {
  return findLocalizedRoute(localizePath(normalizePathname(pathname), language)).route
    ? { statusCode: 200, meta: buildDefaultMeta(origin, language) }
    : buildNotFoundPage(origin, language);
}

/**
 * The status and metadata of a page of the site, from the route table and seo_pages (brand defaults for what is
 * missing). Blog articles and job pages use their own title and image, and answer 404 when the article or job
 * does not exist, so a crawler never indexes an empty page. URLs are made from `origin` (PUBLIC_ORIGIN), or are
 * paths when it is ''. `pathname` is the route's path, without the language's prefix; the canonical URL is the page's
 * own language's, and an indexable page lists its other languages' versions.
 */
export async function resolvePageMeta(
  pathname: string,
  language: Language,
  repositories: Repositories,
  origin: string,
): Promise<ResolvedPage> {
  const cleanPath = normalizePathname(pathname);
  const { route } = findLocalizedRoute(localizePath(cleanPath, language));
  if (!route) return buildNotFoundPage(origin, language);
  // a staff page has no row in seo_pages and asks every crawler to stay away (docs/decisions/0041-staff-remote.md)
  if (route.staff || route.seoId === undefined) {
    // the staff console is English; a signed link's page (a receipt) is titled in the page's language
    const title = (!route.staff && findSignedLinkTitle(route.path, language)) || `${route.name} | ${brand.productName}`;
    return { statusCode: 200, meta: { ...buildDefaultMeta(origin, language), title, noIndex: true } };
  }

  const seo = await repositories.seo.findSeoData(route.seoId, language);
  const defaults = buildDefaultMeta(origin, language);
  const meta: PageMeta = {
    ...defaults,
    ...(seo && {
      title: seo.metaTitle || defaults.title,
      description: seo.metaDescription || defaults.description,
      keywords: seo.metaKeyword || defaults.keywords,
      ...describeShareImage(origin, seo.head),
    }),
    canonicalUrl: `${origin}${localizePath(cleanPath, language)}`,
    ...(seo && { renderedPath: cleanPath }),
    // a page with parameters (a job, an article) has its versions too; one person's own page (a receipt) has none
    ...(!route.personal && !route.signedLink && { alternates: listLanguageAlternates(origin, cleanPath) }),
  };

  const segments = cleanPath.split('/');
  if (route.path === '/blog/:slug') {
    const blog = await repositories.content.findBlog(decodeSegment(segments[2] ?? '').toLowerCase(), language);
    if (!blog) return buildNotFoundPage(origin, language);
    return {
      statusCode: 200,
      // the blog's share image (an article's own artwork is SVG, which previews do not show), and the article's
      // opening words as its description rather than the blog's
      meta: {
        ...meta,
        title: formatBlogArticleTitle(blog.blogTitle),
        description: summarizeHtml(blog.blogDescription) || meta.description,
        type: 'article',
      },
    };
  }
  if (route.path.startsWith('/jobs_details/') || route.path.startsWith('/apply_job/')) {
    const id = segments[2] ?? '';
    const job = /^\d{1,9}$/.test(id) ? await repositories.jobs.findJobDetails(Number(id), language) : undefined;
    if (!job) return buildNotFoundPage(origin, language);
    const jobTitle = job['job-category-master'].job_title;
    return {
      statusCode: 200,
      meta: {
        ...meta,
        title: route.path.startsWith('/apply_job/') ? formatApplyJobTitle(jobTitle, language) : formatJobDetailsTitle(jobTitle, language),
      },
    };
  }
  return { statusCode: 200, meta };
}
