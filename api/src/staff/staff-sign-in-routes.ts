import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { ApiHttpError, buildResponseSchemas, buildSuccessEnvelope } from '../http/api-envelope';
import {
  buildTotpUri,
  createTotpSecret,
  deriveCsrfToken,
  findPasswordProblem,
  hashPassword,
  verifyPassword,
  verifyTotpCode,
} from './staff-credentials';
import { describeAuditActor } from './staff-accounts';
import {
  clearSessionCookie,
  loadStaffSession,
  readSessionCookie,
  setSessionCookie,
  SIGN_IN_NEEDED,
  type StaffSession,
} from './staff-sessions';
import {
  codeBodySchema,
  setupBodySchema,
  setupResultSchema,
  signedInSchema,
  signedOutSchema,
  signInBodySchema,
  signInStepSchema,
} from './staff-schemas';
import { formatUserTarget, type StaffUser } from './staff-store';

// Setting up an account, signing in (password, then a TOTP code), signing out and who am I.

/** One answer for an unknown email, a wrong password, an account not set up or disabled, and a wrong code. */
export const SIGN_IN_REFUSED = 'That email, password or code is not right.';
export const TOO_MANY_ATTEMPTS = 'Too many sign-in attempts. Please wait 15 minutes and try again.';
export const SETUP_LINK_INVALID = 'This setup link has expired or was used. Ask an admin for a new one.';
export const SETUP_CODE_WRONG = 'That code is not right. Enter the code your authenticator app shows now.';

/** The person's own details as a guesser would try them: the address, its name part, the name's words and all run together. */
function listPersonalWords(user: StaffUser): string[] {
  const local = user.email.split('@')[0] ?? '';
  const names = user.name.toLowerCase().split(/\s+/);
  return [user.email, local, local.replace(/[^a-z0-9]/g, ''), ...names, names.join('')];
}

/** What the console shows of the signed-in person, with the token its writes must send. */
export function describeSignedIn(session: StaffSession) {
  const { id, email, name, roles } = session.user;
  return { id, email, name, roles, csrfToken: deriveCsrfToken(session.id) };
}

export const signInRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { store, settings, clock } = app.staff;
  // per address, on each step: the repository's rate limiter (in Redis when REDIS_URL is set)
  const addressLimit = { rateLimit: { max: settings.attemptsPerAddress, timeWindow: settings.attemptWindowMs } };
  // per account, whichever address the attempts come from; the key is a hash, so Redis holds no address. (A limiter
  // made by createRateLimit has no route, and @fastify/rate-limit 10-11 writes that as `undefinedundefined-` in the
  // Redis key's prefix: an odd name, still one key per account.)
  const accountLimiter = app.createRateLimit({
    max: settings.attemptsPerAccount,
    timeWindow: settings.attemptWindowMs,
    keyGenerator: (request) => `staff-account:${createHash('sha256').update(readAttemptAccount(request)).digest('hex')}`,
  });
  const attemptAccounts = new WeakMap<FastifyRequest, string>();
  function readAttemptAccount(request: FastifyRequest): string {
    return attemptAccounts.get(request) ?? '';
  }

  /** Counts an attempt on `account` (an email, lower-cased); refuses it when the account has had too many. */
  async function countAttempt(request: FastifyRequest, account: string, user: StaffUser | undefined): Promise<void> {
    attemptAccounts.set(request, account);
    const result = await accountLimiter(request);
    if (!result.isAllowed && result.isExceeded) {
      await recordSignInEvent(request, user, 'denied', { reason: 'too-many-attempts' });
      throw new ApiHttpError(429, TOO_MANY_ATTEMPTS);
    }
  }

  async function recordSignInEvent(
    request: FastifyRequest,
    user: StaffUser | undefined,
    outcome: 'success' | 'failure' | 'denied',
    details: Record<string, string>,
    executor: Kysely<Database> = store.db,
  ): Promise<void> {
    await store.recordAuditEvent(
      executor,
      {
        ...describeAuditActor(request, null),
        actorId: user?.id ?? null,
        actorRoles: user?.roles ?? [],
        action: 'staff.sign-in',
        target: user ? formatUserTarget(user.id) : null,
        outcome,
        details,
      },
      clock.now(),
    );
  }

  /** A session the request came with ends now: each sign-in starts from a new id (no fixation). */
  async function endPresentedSession(request: FastifyRequest): Promise<void> {
    const presented = readSessionCookie(request);
    if (presented !== undefined) await store.deleteSession(store.db, presented);
  }

  app.post(
    '/setup',
    {
      schema: { body: setupBodySchema, response: buildResponseSchemas(setupResultSchema) },
      config: { staffAction: 'staff.setup', ...addressLimit },
    },
    async (request) => {
      const { token, password, secret, code } = request.body;
      const now = clock.now();
      const user = await store.findSetupTokenUser(store.db, token, now);
      if (!user) throw new ApiHttpError(400, SETUP_LINK_INVALID);
      const problem = findPasswordProblem(password, listPersonalWords(user));
      if (problem) throw new ApiHttpError(400, problem, { password: problem });
      if (secret === undefined || code === undefined) {
        // the password will do: now the authenticator app. Nothing is stored until a code from it proves it works.
        const newSecret = createTotpSecret();
        return buildSuccessEnvelope({ otpauthUri: buildTotpUri(newSecret, user.email), secret: newSecret });
      }
      const step = verifyTotpCode(secret, code, now, null);
      if (step === null) throw new ApiHttpError(400, SETUP_CODE_WRONG, { code: SETUP_CODE_WRONG });
      const passwordHash = await hashPassword(password);
      await store.db.transaction().execute(async (trx) => {
        if (!(await store.useSetupToken(trx, token, now))) throw new ApiHttpError(400, SETUP_LINK_INVALID);
        await store.saveCredentials(trx, user.id, { passwordHash, totpSecret: secret, totpStep: step, now });
        const sessionsEnded = await store.deleteUserSessions(trx, user.id);
        await store.recordAuditEvent(
          trx,
          {
            ...describeAuditActor(request, null),
            actorId: user.id,
            actorRoles: user.roles,
            action: 'staff.setup',
            target: formatUserTarget(user.id),
            outcome: 'success',
            details: { sessionsEnded },
          },
          now,
        );
      });
      return buildSuccessEnvelope({ email: user.email }, 'Your account is ready. Sign in with your email, password and a code.');
    },
  );

  app.post(
    '/sign-in',
    {
      schema: { body: signInBodySchema, response: buildResponseSchemas(signInStepSchema) },
      config: { staffAction: 'staff.sign-in', ...addressLimit },
    },
    async (request, reply) => {
      const email = request.body.email.trim().toLowerCase();
      const user = await store.findUserByEmail(store.db, email);
      await countAttempt(request, email, user);
      const credentials = user && (await store.readCredentials(store.db, user.id));
      // the hash is checked whether or not the account exists, so the time taken says nothing about it
      const passwordRight = await verifyPassword(credentials?.passwordHash ?? app.staff.decoyPasswordHash, request.body.password);
      if (!user || !credentials?.passwordHash || !credentials.totpSecret || user.disabled || !passwordRight) {
        await recordSignInEvent(request, user, 'failure', { step: 'password' });
        throw new ApiHttpError(401, SIGN_IN_REFUSED);
      }
      await endPresentedSession(request);
      const sessionId = await store.createSession(store.db, user.id, 'code', clock.now());
      setSessionCookie(reply, sessionId, settings);
      return buildSuccessEnvelope({ next: 'code' }, 'Enter the code your authenticator app shows.');
    },
  );

  app.post(
    '/sign-in/code',
    {
      schema: { body: codeBodySchema, response: buildResponseSchemas(signedInSchema) },
      config: { staffAction: 'staff.sign-in-code', ...addressLimit },
    },
    async (request, reply) => {
      const pending = await loadStaffSession(request, 'code', store, settings, clock.now());
      if (!pending) throw new ApiHttpError(401, SIGN_IN_REFUSED);
      const { user } = pending;
      await countAttempt(request, user.email, user);
      const credentials = await store.readCredentials(store.db, user.id);
      const now = clock.now();
      const step = credentials?.totpSecret
        ? verifyTotpCode(credentials.totpSecret, request.body.code.trim(), now, credentials.totpLastStep)
        : null;
      const sessionId =
        step === null
          ? null
          : await store.db.transaction().execute(async (trx) => {
              // a code sent twice at once: only one request records its step
              if (!(await store.claimTotpStep(trx, user.id, step))) return null;
              await store.deleteSession(trx, pending.id);
              const id = await store.createSession(trx, user.id, 'signed-in', now);
              await recordSignInEvent(request, user, 'success', {}, trx);
              return id;
            });
      if (sessionId === null) {
        await recordSignInEvent(request, user, 'failure', { step: 'code' });
        throw new ApiHttpError(401, SIGN_IN_REFUSED);
      }
      setSessionCookie(reply, sessionId, settings);
      return buildSuccessEnvelope(describeSignedIn({ id: sessionId, user, stage: 'signed-in', createdAtMs: now }));
    },
  );

  app.post(
    '/sign-out',
    { schema: { response: buildResponseSchemas(signedOutSchema) }, config: { staffAction: 'staff.sign-out' } },
    async (request, reply) => {
      const session = request.staffSession;
      if (!session) throw new ApiHttpError(401, SIGN_IN_NEEDED);
      await store.db.transaction().execute(async (trx) => {
        await store.deleteSession(trx, session.id);
        await store.recordAuditEvent(
          trx,
          {
            ...describeAuditActor(request, session),
            action: 'staff.sign-out',
            target: formatUserTarget(session.user.id),
            outcome: 'success',
          },
          clock.now(),
        );
      });
      clearSessionCookie(reply);
      return buildSuccessEnvelope(null, 'Signed out.');
    },
  );

  app.get('/me', { schema: { response: buildResponseSchemas(signedInSchema) }, config: { staffAction: 'staff.me' } }, async (request) => {
    if (!request.staffSession) throw new ApiHttpError(401, SIGN_IN_NEEDED);
    return buildSuccessEnvelope(describeSignedIn(request.staffSession));
  });
};
