import zlib from 'node:zlib';
import { entityTagOf, MIN_COMPRESSED_BYTES, readStoredCompressionCount, selectContentEncoding, storeBody } from './stored-body';

// Which coding a kept answer is sent in, read from Accept-Encoding as RFC 9110 reads it, and the bytes kept for each.

const BOTH = ['br', 'gzip', 'identity'] as const;

test.each([
  // what browsers send
  ['gzip, deflate, br, zstd', 'br'],
  ['br, gzip', 'br'],
  ['gzip', 'gzip'],
  ['x-gzip', 'gzip'],
  // a weight of 0 rules a coding out; the highest weight wins, the server's preference among equals
  ['br;q=0, gzip', 'gzip'],
  ['br;q=0.5, gzip;q=0.9', 'gzip'],
  ['gzip;q=1, br;q=1', 'br'],
  ['BR;Q=0.8, gzip;q=0.2', 'br'],
  ['br;q=0, gzip;q=0', 'identity'],
  // '*' stands for every coding not named
  ['*', 'br'],
  ['*;q=0.5, br;q=0', 'gzip'],
  ['gzip;q=0.4, *;q=0.1', 'gzip'],
  // identity is acceptable unless ruled out, and preferred when it weighs more
  ['identity', 'identity'],
  ['identity;q=1, gzip;q=0.5', 'identity'],
  ['', 'identity'],
  ['deflate, zstd', 'identity'],
  // nothing acceptable: the bytes as they are, rather than a 406
  ['identity;q=0', 'identity'],
  ['*;q=0', 'identity'],
  // a weight that is not one makes its entry ignored
  ['br;q=2, gzip', 'gzip'],
  ['br;q=abc, gzip;q=0.3', 'gzip'],
])('Accept-Encoding %j selects %s', (header, expected) => {
  expect(selectContentEncoding(header, BOTH)).toBe(expected);
});

test('no Accept-Encoding at all gets the bytes as they are, and a coding not kept is never chosen', () => {
  expect(selectContentEncoding(undefined, BOTH)).toBe('identity');
  expect(selectContentEncoding('br, gzip', ['identity'])).toBe('identity');
  expect(selectContentEncoding('br, gzip', ['gzip', 'identity'])).toBe('gzip');
});

test('a stored body is compressed once, into brotli and gzip bytes of the same text, each with its own tag', async () => {
  const text = JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ id: i, quote: `Rider ${i} says the pass paid for itself.` })));
  const before = readStoredCompressionCount();
  const body = storeBody(text);
  expect(readStoredCompressionCount()).toBe(before + 1);
  const encoded = await body.encoded;
  expect(encoded).not.toBeNull();
  expect(zlib.brotliDecompressSync(encoded!.br).toString()).toBe(text);
  expect(zlib.gunzipSync(encoded!.gzip).toString()).toBe(text);
  expect(encoded!.br.length).toBeLessThan(encoded!.gzip.length);
  expect(new Set(BOTH.map((encoding) => entityTagOf(body, encoding))).size).toBe(3);
  expect(entityTagOf(body, 'identity')).toMatch(/^"[A-Za-z0-9_-]+"$/);
  expect(entityTagOf(body, 'br')).toBe(`${entityTagOf(body, 'identity').slice(0, -1)}-br"`);
});

test('a body too small to gain from a coding is kept as it is', async () => {
  const before = readStoredCompressionCount();
  const body = storeBody('x'.repeat(MIN_COMPRESSED_BYTES - 1));
  expect(await body.encoded).toBeNull();
  expect(readStoredCompressionCount()).toBe(before);
});
