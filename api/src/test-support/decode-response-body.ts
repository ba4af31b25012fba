import zlib from 'node:zlib';

/**
 * An injected answer's bytes as the server sent them, decoded by its Content-Encoding (br, gzip, or none), for tests
 * that check a compressed answer carries the same text as an uncompressed one.
 */
export function decodeResponseBody(response: { rawPayload: Buffer; headers: Record<string, unknown> }): string {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(response.rawPayload).toString();
  if (encoding === 'gzip') return zlib.gunzipSync(response.rawPayload).toString();
  if (encoding !== undefined) throw new Error(`unexpected content-encoding ${String(encoding)}`);
  return response.rawPayload.toString();
}
