import { useEffect } from 'react';
import type { SeoData } from '@chalein/shared/api/types';
import { brand } from '@chalein/shared/lib/brand';
import { findSiteRoute } from '@chalein/shared/lib/routes';

export const defaultMetadata: SeoData = {
  metaTitle: brand.defaultTitle,
  metaDescription: brand.defaultDescription,
  metaKeyword: brand.defaultKeywords,
  head: brand.defaultShareImage,
};

function setMeta(attribute: 'name' | 'property', key: string, content: string) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.appendChild(element);
  }
  element.content = content;
}

/** Writes a page's title, description, keywords and share image into the document head. */
export function applyMetadata(meta: SeoData): void {
  document.title = meta.metaTitle;
  setMeta('name', 'description', meta.metaDescription);
  setMeta('name', 'keywords', meta.metaKeyword);
  setMeta('property', 'og:title', meta.metaTitle);
  setMeta('property', 'og:description', meta.metaDescription);
  setMeta('property', 'og:image', new URL(meta.head, window.location.origin).toString());
}

/** Fills blanks in what the server sent with the defaults, so no field is ever empty. */
function withDefaults(meta: Partial<SeoData>): SeoData {
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
 * Loads the metadata of the page at this path (spec: POST seodata with the route's id) and applies it; the
 * defaults stand when the call fails or answers nothing, and for unknown paths (the 404 page).
 */
export function usePageMetadata(pathname: string): void {
  useEffect(() => {
    let current = true;
    if (renderedByServer(pathname)) return;
    const seoId = findSiteRoute(pathname)?.seoId ?? null;
    if (seoId === null) {
      applyMetadata(defaultMetadata);
      return;
    }
    // the API module (and axios) loads with the first call that needs it, not with the shell
    import('@chalein/shared/api/site')
      .then(({ getSeoData }) => getSeoData(seoId))
      .then(
        (meta) => current && applyMetadata(withDefaults(meta)),
        (error: unknown) => {
          // spec section 8 keeps these messages internal: the server answered without the data (an ApiError with
          // a status; not imported here, to keep the API client out of the shell's first load), or the call
          // itself failed. Either way the page keeps the defaults.
          const answered = typeof error === 'object' && error !== null && typeof (error as { status?: unknown }).status === 'number';
          console.warn(answered ? 'Failed to fetch SEO data.' : 'An error occurred while fetching SEO data.', error);
          if (current) applyMetadata(defaultMetadata);
        },
      );
    return () => {
      current = false;
    };
  }, [pathname]);
}
