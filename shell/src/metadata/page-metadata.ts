import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { SeoData } from '@chalein/shared/api/types';
import { brand } from '@chalein/shared/lib/brand';
import { findSignedLinkTitle, HEAD_TEXTS } from '@chalein/shared/lib/i18n/head-texts';
import { isLanguage, listLanguageVersions, localizePath, type Language } from '@chalein/shared/lib/i18n/languages';
import { setHeadMeta } from '@chalein/shared/lib/head-meta';
import { findSiteRoute } from '@chalein/shared/lib/routes';
import { readRecordTitle } from '@chalein/shared/lib/use-record-title';

/** The brand's title, description and keywords in the page's language: the same defaults the server writes. */
export function buildDefaultMetadata(language: Language): SeoData {
  const texts = HEAD_TEXTS[language];
  return {
    metaTitle: texts.defaultTitle,
    metaDescription: texts.defaultDescription,
    metaKeyword: texts.defaultKeywords,
    head: brand.defaultShareImage,
  };
}

export const defaultMetadata: SeoData = buildDefaultMetadata('en');

function removeHead(selector: string) {
  document.head.querySelectorAll(selector).forEach((element) => element.remove());
}

/** The canonical address of a page: the page's own path on this origin, as the server writes it. */
function setCanonical(url: string | null) {
  if (url === null) {
    removeHead('link[rel="canonical"]');
    removeHead('meta[property="og:url"]');
    return;
  }
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'canonical';
    document.head.appendChild(link);
  }
  link.href = url;
  setHeadMeta('property', 'og:url', url);
}

/** The page's versions in each language and x-default, as the server writes them (api/src/site/page-meta.ts). */
function setAlternates(pathname: string | null) {
  removeHead('link[rel="alternate"][hreflang]');
  if (pathname === null) return;
  for (const { hreflang, path } of listLanguageVersions(pathname)) {
    const link = document.createElement('link');
    link.rel = 'alternate';
    link.hreflang = hreflang;
    link.href = new URL(path, window.location.origin).toString();
    document.head.appendChild(link);
  }
}

/**
 * Writes a page's title, description, keywords, share image and canonical link into the document head, the same
 * tags the server writes for a direct load. `pathname` is the page's route path (null for a page that does not
 * exist, which has no canonical address), and `language` the page's: the canonical address is its own language's;
 * a title the page gave its record (a job, an article) wins over the route's.
 */
export function applyMetadata(meta: SeoData, pathname: string | null = null, language: Language = 'en'): void {
  const title = (pathname !== null && readRecordTitle(pathname)) || meta.metaTitle;
  const image = new URL(meta.head, window.location.origin).toString();
  document.title = title;
  setHeadMeta('name', 'description', meta.metaDescription);
  setHeadMeta('name', 'keywords', meta.metaKeyword);
  setHeadMeta('property', 'og:title', title);
  setHeadMeta('property', 'og:description', meta.metaDescription);
  setHeadMeta('property', 'og:image', image);
  setHeadMeta('name', 'twitter:title', title);
  setHeadMeta('name', 'twitter:description', meta.metaDescription);
  setHeadMeta('name', 'twitter:image', image);
  setCanonical(pathname === null ? null : new URL(localizePath(pathname, language), window.location.origin).toString());
  setAlternates(pathname);
}

/** Fills blanks in what the server sent with the defaults, so no field is ever empty. */
function withDefaults(meta: Partial<SeoData>, language: Language): SeoData {
  const defaultMetadata = buildDefaultMetadata(language);
  return {
    metaTitle: meta.metaTitle?.trim() || defaultMetadata.metaTitle,
    metaDescription: meta.metaDescription?.trim() || defaultMetadata.metaDescription,
    metaKeyword: meta.metaKeyword?.trim() || defaultMetadata.metaKeyword,
    head: meta.head?.trim() || defaultMetadata.head,
  };
}

/**
 * True once, when the server already put this path's metadata from the database into the HTML (it marks it with
 * <meta name="chalein:rendered-path">): the first page then needs no seodata call.
 */
function renderedByServer(pathname: string): boolean {
  const marker = document.head.querySelector<HTMLMetaElement>('meta[name="chalein:rendered-path"]');
  if (!marker) return false;
  marker.remove();
  return marker.content === pathname;
}

/**
 * Loads the metadata of the page at this path (POST seodata with the route's id) and applies it; the
 * defaults stand when the call fails or answers nothing, and for unknown paths (the 404 page).
 */
export function usePageMetadata(pathname: string | null): void {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  useEffect(() => {
    let current = true;
    // null: the layout is redirecting ('/About' to '/about'), and the page it lands on sets its own
    if (pathname === null || renderedByServer(pathname)) return;
    const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
    const seoId = findSiteRoute(clean)?.seoId ?? null;
    if (seoId === null) {
      // a path of no route is the 404 page, and a signed link's page has its own title: titled as the server titles
      // them (api/src/site/page-meta.ts)
      const route = findSiteRoute(clean);
      const defaults = buildDefaultMetadata(language);
      const title = route === undefined ? HEAD_TEXTS[language].notFoundTitle : findSignedLinkTitle(route.path, language);
      applyMetadata(title === undefined ? defaults : { ...defaults, metaTitle: title }, null, language);
      return;
    }
    // the API module (and axios) loads with the first call that needs it, not with the shell
    import('@chalein/shared/api/site')
      .then(({ getSeoData }) => getSeoData(seoId))
      .then(
        (meta) => current && applyMetadata(withDefaults(meta, language), clean, language),
        (error: unknown) => {
          // these messages stay internal: the server answered without the data (an ApiError with
          // a status; not imported here, to keep the API client out of the shell's first load), or the call
          // itself failed. Either way the page keeps the defaults.
          const answered = typeof error === 'object' && error !== null && typeof (error as { status?: unknown }).status === 'number';
          console.warn(answered ? 'Failed to fetch SEO data.' : 'An error occurred while fetching SEO data.', error);
          if (current) applyMetadata(buildDefaultMetadata(language), clean, language);
        },
      );
    return () => {
      current = false;
    };
  }, [pathname, language]);
}
