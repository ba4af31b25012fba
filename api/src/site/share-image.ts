import { brand } from '@chalein/shared/lib/brand';

/** What a page's head says about its share image, beyond its address. */
export interface ShareImage {
  /** a path on this site, or an absolute URL as stored */
  path: string;
  type: 'image/png' | 'image/jpeg';
  /** known for the images the build renders (tools/render-site-images.mjs); left out for any other */
  width?: number;
  height?: number;
}

/** The size of every image the build renders under /share/: the one link previews show large. */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

const BUILT_SHARE_IMAGE = /^\/share\/[a-z0-9-]+\.png$/;

/**
 * The share image to name for a stored one (seo_pages.head_image, brand defaults). WhatsApp, Facebook, LinkedIn and
 * X show only raster images, so a stored SVG, or anything that is not PNG or JPEG, gives way to the built default.
 */
export function selectShareImage(stored: string | null | undefined): ShareImage {
  const candidate = (stored ?? '').trim();
  if (BUILT_SHARE_IMAGE.test(candidate)) return { path: candidate, type: 'image/png', ...SHARE_IMAGE_SIZE };
  const extension = /\.([a-z]+)(?:[?#].*)?$/i.exec(candidate)?.[1]?.toLowerCase();
  if (extension === 'png') return { path: candidate, type: 'image/png' };
  if (extension === 'jpg' || extension === 'jpeg') return { path: candidate, type: 'image/jpeg' };
  return { path: brand.defaultShareImage, type: 'image/png', ...SHARE_IMAGE_SIZE };
}
