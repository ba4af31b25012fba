import { ARTWORK_CACHE, IMMUTABLE_CACHE, isContentHashedFile, selectBuildCacheControl, selectUploadCacheControl } from './cache-control';

describe('cache headers of built files', () => {
  it.each(['123.4f5a9c1b.js', 'main.3e5d0a7c9b1f.js', 'styles.a1b2c3d4e5f6a7b8.css', 'logo-9a8b7c6d.svg', '/x/y/321.deadbeef99.js.map'])(
    'treats %s as content-hashed',
    (name) => {
      expect(isContentHashedFile(name)).toBe(true);
      expect(selectBuildCacheControl(name)).toBe(IMMUTABLE_CACHE);
    },
  );

  it.each(['index.html', 'mf-manifest.json', 'remoteEntry.js', 'remotes.json', '123.js', '12345678.js', 'favicon.svg'])(
    'revalidates %s',
    (name) => {
      expect(isContentHashedFile(name)).toBe(false);
      expect(selectBuildCacheControl(name)).toBe('no-cache');
    },
  );

  it('keeps artwork a day unless its name is hashed', () => {
    expect(selectUploadCacheControl('rider-anita.svg')).toBe(ARTWORK_CACHE);
    expect(selectUploadCacheControl('hero.4f5a9c1b.webp')).toBe(IMMUTABLE_CACHE);
  });
});
