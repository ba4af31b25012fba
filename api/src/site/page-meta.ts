import { brand } from '@chalein/shared/lib/brand';
import { formatApplyJobTitle, formatBlogArticleTitle, formatJobDetailsTitle } from '@chalein/shared/lib/record-titles';
import { findSiteRoute } from '@chalein/shared/lib/routes';
import type { Repositories } from '../repositories';
import type { PageMeta } from './render-shell-html';
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

function buildDefaultMeta(origin: string): PageMeta {
  return {
    title: brand.defaultTitle,
    description: brand.defaultDescription,
    keywords: brand.defaultKeywords,
    ...describeShareImage(origin, brand.defaultShareImage),
    type: 'website',
    siteName: brand.productName,
  };
}

function buildNotFoundPage(origin: string): ResolvedPage {
  return {
    statusCode: 404,
    meta: { ...buildDefaultMeta(origin), title: `Page not found | ${brand.productName}`, noIndex: true },
  };
}

/** The answer when the database cannot be asked: the route table alone decides the status, brand defaults fill in. */
export function buildFallbackPage(pathname: string, origin: string): ResolvedPage {
  return findSiteRoute(normalizePathname(pathname)) ? { statusCode: 200, meta: buildDefaultMeta(origin) } : buildNotFoundPage(origin);
}

/**
 * The status and metadata of a page of the site, from the route table and seo_pages (brand defaults for what is
 * missing). Blog articles and job pages use their own title and image, and answer 404 when the article or job
 * does not exist, so a crawler never indexes an empty page. URLs are made from `origin` (PUBLIC_ORIGIN), or are
 * paths when it is ''.
 */
export async function resolvePageMeta(pathname: string, repositories: Repositories, origin: string): Promise<ResolvedPage> {
  const cleanPath = normalizePathname(pathname);
  const route = findSiteRoute(cleanPath);
  if (!route) return buildNotFoundPage(origin);
  // a staff page has no row in seo_pages and asks every crawler to stay away (docs/decisions/0041-staff-remote.md)
  if (route.staff || route.seoId === undefined) {
    return { statusCode: 200, meta: { ...buildDefaultMeta(origin), title: `${route.name} | ${brand.productName}`, noIndex: true } };
  }

  const seo = await repositories.seo.findSeoData(route.seoId);
  const meta: PageMeta = {
    ...buildDefaultMeta(origin),
    ...(seo && {
      title: seo.metaTitle || brand.defaultTitle,
      description: seo.metaDescription || brand.defaultDescription,
      keywords: seo.metaKeyword || brand.defaultKeywords,
      ...describeShareImage(origin, seo.head),
    }),
    canonicalUrl: `${origin}${cleanPath}`,
    ...(seo && { renderedPath: cleanPath }),
  };

  const segments = cleanPath.split('/');
  if (route.path === '/blog/:slug') {
    const blog = await repositories.content.findBlog(decodeSegment(segments[2] ?? '').toLowerCase());
    if (!blog) return buildNotFoundPage(origin);
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
    const job = /^\d{1,9}$/.test(id) ? await repositories.jobs.findJobDetails(Number(id)) : undefined;
    if (!job) return buildNotFoundPage(origin);
    const jobTitle = job['job-category-master'].job_title;
    return {
      statusCode: 200,
      meta: { ...meta, title: route.path.startsWith('/apply_job/') ? formatApplyJobTitle(jobTitle) : formatJobDetailsTitle(jobTitle) },
    };
  }
  return { statusCode: 200, meta };
}
