// One submission, one key (docs/decisions/0035-idempotent-submissions.md): a form sends the same Idempotency-Key with
// every send of one submission, so the server stores it once however often it arrives, and a new key with the next.

/** The header the API reads the key from. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/**
 * The hidden field of a form that carries its key: empty in the server's HTML, filled by the page's starter when it
 * holds a submit sent before hydration, and sent on as the header by the server when the form is posted without
 * scripts.
 */
export const IDEMPOTENCY_KEY_FIELD = 'idempotencyKey';

/** A random UUID (version 4): randomUUID where the browser has it (secure contexts only), else from getRandomValues. */
export function createIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The headers of a submission sent with `key`; none without one. */
export function buildIdempotencyHeaders(key: string | undefined): Record<string, string> {
  return key ? { [IDEMPOTENCY_KEY_HEADER]: key } : {};
}
