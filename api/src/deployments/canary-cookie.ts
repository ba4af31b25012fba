import { createHash, randomInt } from 'node:crypto';
import type { RemoteName } from '@chalein/shared/lib/routes';

// Who gets a canary: every visitor holds a number from 0 to 99, drawn once and kept in a cookie, and a canary at N%
// goes to the visitors whose number (shifted per remote) is below N. So a visitor keeps what they got from visit to
// visit, server rendering included, and two remotes' canaries at 10% do not go to the same tenth of visitors. The
// number says nothing about the visitor: it is drawn at random, and the cookie holds nothing else.

export const CANARY_COOKIE_NAME = 'chalein-canary';

/** How long a visitor keeps their number: longer than any canary runs. */
const CANARY_COOKIE_MAX_AGE_S = 90 * 24 * 60 * 60;

/** The visitor's number in a Cookie header, when it holds a valid one (0-99). */
export function readCanaryBucket(cookieHeader: string | undefined): number | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === CANARY_COOKIE_NAME && value !== undefined && /^\d{1,2}$/.test(value)) return Number(value);
  }
  return undefined;
}

export function drawCanaryBucket(): number {
  return randomInt(100);
}

/** Each remote's own offset, from its name: the same on every node and every start. */
function offsetOf(remote: RemoteName): number {
  return createHash('sha256').update(remote).digest().readUInt16BE(0) % 100;
}

/** True when a visitor with `bucket` gets `remote`'s canary at `percent`. */
export function isInCanary(bucket: number, remote: RemoteName, percent: number): boolean {
  return (bucket + offsetOf(remote)) % 100 < percent;
}

/** Readable by no script (nothing in the page needs it), sent to this site only. */
export function formatCanaryCookie(bucket: number, secure: boolean): string {
  return `${CANARY_COOKIE_NAME}=${bucket}; Path=/; Max-Age=${CANARY_COOKIE_MAX_AGE_S}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}
