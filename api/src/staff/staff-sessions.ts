import type { FastifyReply, FastifyRequest } from 'fastify';
import type { StaffSettings } from './staff-settings';
import type { StaffStore, StaffUser } from './staff-store';

// The staff session cookie and what the server keeps behind it (docs/decisions/0039-staff-sessions-and-roles.md).

/**
 * `__Host-`: the browser takes it only when Secure, from a secure origin (localhost counts), with Path=/ and no
 * Domain, so neither a sibling subdomain nor a page over plain http can set or overwrite it.
 */
export const STAFF_SESSION_COOKIE = '__Host-chalein_staff';

export const SIGN_IN_NEEDED = 'Sign in to continue.';

export interface StaffSession {
  /** the id in the cookie; the table keeps only its hash */
  id: string;
  user: StaffUser;
  stage: 'code' | 'signed-in';
  createdAtMs: number;
}

/** Session ids are base64url (staff-credentials.ts): anything else in the cookie is no id of ours. */
const SESSION_ID_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function readSessionCookie(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  if (header === undefined) return undefined;
  for (const part of header.split(';')) {
    const [name, ...value] = part.trim().split('=');
    const id = value.join('=');
    if (name === STAFF_SESSION_COOKIE && SESSION_ID_PATTERN.test(id)) return id;
  }
  return undefined;
}

/** Written here rather than by a cookie library: one cookie, a fixed shape, and a value that needs no encoding. */
function formatSessionCookie(value: string, maxAgeSeconds: number): string {
  return `${STAFF_SESSION_COOKIE}=${value}; Max-Age=${maxAgeSeconds}; Path=/; HttpOnly; Secure; SameSite=Strict`;
}

export function setSessionCookie(reply: FastifyReply, sessionId: string, settings: StaffSettings): void {
  // the browser forgets it when the server would refuse it anyway; the server's check is what counts
  reply.header('set-cookie', formatSessionCookie(sessionId, Math.floor(settings.sessionMaxMs / 1000)));
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.header('set-cookie', formatSessionCookie('', 0));
}

/** Whether a session row is past its code-step window, its idle timeout or its absolute lifetime at `now`. */
export function isSessionExpired(
  row: { stage: 'code' | 'signed-in'; created_at: string; last_seen_at: string },
  now: number,
  settings: StaffSettings,
): boolean {
  const created = Date.parse(row.created_at);
  if (row.stage === 'code') return now - created >= settings.codeStepMs;
  return now - Date.parse(row.last_seen_at) >= settings.sessionIdleMs || now - created >= settings.sessionMaxMs;
}

/**
 * The request's session at `stage`, or null: no cookie, an unknown or ended id, an expired session (deleted on the
 * way), another stage, or a disabled account. A signed-in session's idle clock starts again with each request.
 */
export async function loadStaffSession(
  request: FastifyRequest,
  stage: StaffSession['stage'],
  store: StaffStore,
  settings: StaffSettings,
  now: number,
): Promise<StaffSession | null> {
  const id = readSessionCookie(request);
  if (id === undefined) return null;
  const row = await store.findSession(id);
  if (!row) return null;
  if (isSessionExpired(row, now, settings)) {
    await store.deleteSession(store.db, id);
    return null;
  }
  if (row.stage !== stage) return null;
  const user = await store.findUserById(store.db, row.user_id);
  if (!user || user.disabled) {
    await store.deleteSession(store.db, id);
    return null;
  }
  if (stage === 'signed-in') await store.touchSession(id, now);
  return { id, user, stage, createdAtMs: Date.parse(row.created_at) };
}
