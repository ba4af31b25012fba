import { createHmac, timingSafeEqual } from 'node:crypto';
import type { RemoteName } from '@chalein/shared/lib/routes';
import { REMOTE_NAMES } from '@chalein/shared/lib/remote-manifest';
import { VERSION_PATTERN } from './deployment-registry';

// A preview link names a remote, a version and an expiry, signed with the server's preview secret. Opening it
// sets the same token as a cookie, and a request carrying a valid one gets that version of that remote in
// remotes.json and in its server-rendered page; nobody else does.

export const PREVIEW_COOKIE_NAME = 'chalein-preview';

export interface PreviewGrant {
  remote: RemoteName;
  version: string;
  /** milliseconds since the epoch */
  expiresAt: number;
}

function sign(secret: string, payload: string): Buffer {
  return createHmac('sha256', secret).update(payload).digest();
}

export function createPreviewToken(secret: string, grant: PreviewGrant): string {
  const payload = Buffer.from(JSON.stringify({ r: grant.remote, v: grant.version, e: grant.expiresAt })).toString('base64url');
  return `${payload}.${sign(secret, payload).toString('base64url')}`;
}

/** The grant of a token whose signature holds and which has not expired; null otherwise, whatever is wrong. */
export function readPreviewToken(secret: string, token: string, now = Date.now()): PreviewGrant | null {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  const expected = sign(secret, payload);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const { r, v, e } = (value ?? {}) as { r?: unknown; v?: unknown; e?: unknown };
  const remote = REMOTE_NAMES.find((name) => name === r);
  if (!remote || typeof v !== 'string' || !VERSION_PATTERN.test(v) || typeof e !== 'number' || e <= now) return null;
  return { remote, version: v, expiresAt: e };
}

/** The preview cookie's value in a Cookie header, if there is one. */
export function readPreviewCookie(cookieHeader: string | undefined): string | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === PREVIEW_COOKIE_NAME) return value.join('=');
  }
  return undefined;
}

/** The cookie a preview link sets: for this visitor's browser only, never readable by scripts, gone when the link expires. */
export function formatPreviewCookie(token: string, grant: PreviewGrant, secure: boolean, now = Date.now()): string {
  const maxAge = Math.max(0, Math.floor((grant.expiresAt - now) / 1000));
  return `${PREVIEW_COOKIE_NAME}=${token}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export function formatPreviewCookieRemoval(secure: boolean): string {
  return `${PREVIEW_COOKIE_NAME}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}
