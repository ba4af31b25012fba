import { useEffect } from 'react';
import { getSeoData } from '@chalein/shared/api/site';
import type { SeoData } from '@chalein/shared/api/types';
import { brand } from '@chalein/shared/lib/brand';

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
 * Loads the metadata of the page with this id (spec: POST seodata) and applies it; the defaults stand when the
 * call fails or answers nothing. `null` (the 404 page) applies the defaults.
 */
export function usePageMetadata(seoId: number | null): void {
  useEffect(() => {
    let current = true;
    if (seoId === null) {
      applyMetadata(defaultMetadata);
      return;
    }
    getSeoData(seoId).then(
      (meta) => current && applyMetadata(withDefaults(meta)),
      (error: unknown) => {
        // spec section 8 keeps this message internal; the page keeps the defaults
        console.warn('An error occurred while fetching SEO data.', error);
        if (current) applyMetadata(defaultMetadata);
      },
    );
    return () => {
      current = false;
    };
  }, [seoId]);
}
