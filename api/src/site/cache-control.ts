import path from 'node:path';

export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
export const REVALIDATE_CACHE = 'no-cache';
/** public artwork keeps its name when redrawn, so a day is the longest a stale copy may live */
export const ARTWORK_CACHE = 'public, max-age=86400';

/**
 * Files whose name carries a content hash: a dot, dash or underscore separated run of 8 or more hex digits with
 * at least one letter (so numeric chunk ids such as 123.js are not mistaken for hashes), right before the
 * extension or another dotted part: 123.4f5a9c1b.js, main.3e5d0a7c9b1f.css, logo-9a8b7c6d.svg.
 */
export function isContentHashedFile(fileName: string): boolean {
  const base = path.basename(fileName);
  return /(?:^|[.\-_])(?=[0-9]*[a-f])[0-9a-f]{8,64}(?:\.[a-z0-9]+)+$/i.test(base);
}

/**
 * The Cache-Control of a built file: hashed names never change, so browsers keep them a year; everything else
 * (index.html, mf-manifest.json, remoteEntry.js, remotes.json and any unhashed file) is revalidated each time,
 * which is what lets a remote be redeployed under the same entry names.
 */
export function selectBuildCacheControl(fileName: string): string {
  return isContentHashedFile(fileName) ? IMMUTABLE_CACHE : REVALIDATE_CACHE;
}

export function selectUploadCacheControl(fileName: string): string {
  return isContentHashedFile(fileName) ? IMMUTABLE_CACHE : ARTWORK_CACHE;
}
