import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { Secret, TOTP } from 'otpauth';

// Passwords, TOTP codes and the random secrets of links and sessions (docs/decisions/0039-staff-sessions-and-roles.md).

/**
 * Argon2id at OWASP's minimum for it (19 MiB, 2 passes, 1 lane). Stored as a PHC string, which names its own
 * parameters, so raising them later still verifies older hashes.
 */
export const PASSWORD_HASH_OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const MIN_PASSWORD_LENGTH = 12;
/** Longer passwords add nothing and cost hashing time; the limit keeps a huge body from being hashed. */
export const MAX_PASSWORD_LENGTH = 256;
/** zxcvbn's scale is 0 to 4; 3 is 'safely unguessable: moderate protection from offline slow-hash scenario'. */
const MIN_PASSWORD_SCORE = 3;

export const PASSWORD_TOO_SHORT = `Choose a password of at least ${MIN_PASSWORD_LENGTH} characters.`;
export const PASSWORD_TOO_LONG = `Choose a password of at most ${MAX_PASSWORD_LENGTH} characters.`;
export const PASSWORD_TOO_GUESSABLE = 'Choose a password that is harder to guess: this one is common or follows a pattern.';

const passwordScorer = new ZxcvbnFactory({ dictionary: { ...dictionary }, graphs: adjacencyGraphs });

/** Why a new password is refused, or null when it will do. Words of the person's own details count as guessable. */
export function findPasswordProblem(password: string, personalWords: readonly string[]): string | null {
  if ([...password].length < MIN_PASSWORD_LENGTH) return PASSWORD_TOO_SHORT;
  if ([...password].length > MAX_PASSWORD_LENGTH) return PASSWORD_TOO_LONG;
  const { score } = passwordScorer.check(password, ['chalein', 'staff', ...personalWords]);
  return score < MIN_PASSWORD_SCORE ? PASSWORD_TOO_GUESSABLE : null;
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, PASSWORD_HASH_OPTIONS);
}

export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

/** 32 random bytes, base64url: a setup link's token or a session id. */
export function createRandomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a token: it can look one up but not use it. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/**
 * The CSRF token of a session: an HMAC keyed by the session id, so it is bound to that session, needs no storage,
 * and a page of another site, which can neither read the cookie nor the staff API's answers, cannot make it.
 */
export function deriveCsrfToken(sessionId: string): string {
  return createHmac('sha256', sessionId).update('chalein-staff-csrf').digest('base64url');
}

export function isSameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given, 'utf8');
  const b = Buffer.from(expected, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

export const TOTP_ISSUER = 'Chalein staff';
/** What every authenticator app reads: SHA-1, six digits, 30 seconds (RFC 6238's defaults). */
const TOTP_FORMAT = { algorithm: 'SHA1', digits: 6, period: 30 } as const;

/** 20 random bytes (RFC 4226's recommended length), base32 as authenticator apps take it. */
export function createTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export function buildTotpUri(secret: string, email: string): string {
  return new TOTP({ ...TOTP_FORMAT, issuer: TOTP_ISSUER, label: email, secret: Secret.fromBase32(secret) }).toString();
}

/** The code an authenticator app shows at `nowMs` (for tests and the command line's checks). */
export function generateTotpCode(secret: string, nowMs: number): string {
  return TOTP.generate({ ...TOTP_FORMAT, secret: Secret.fromBase32(secret), timestamp: nowMs });
}

/**
 * The time step a code belongs to when it is right at `nowMs` (one step of clock drift either way), or null. A step
 * at or before `lastStep` is refused: each code is accepted once.
 */
export function verifyTotpCode(secret: string, code: string, nowMs: number, lastStep: number | null): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = TOTP.validate({ ...TOTP_FORMAT, token: code, secret: Secret.fromBase32(secret), timestamp: nowMs, window: 1 });
  if (delta === null) return null;
  const step = TOTP.counter({ period: TOTP_FORMAT.period, timestamp: nowMs }) + delta;
  return lastStep !== null && step <= lastStep ? null : step;
}
