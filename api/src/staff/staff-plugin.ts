import { hash } from '@node-rs/argon2';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiHttpError } from '../http/api-envelope';
import { resolveFieldCipher } from '../security/local-data-key';
import { adminRoutes } from './staff-admin-routes';
import { signInRoutes } from './staff-sign-in-routes';
import { describeAuditActor } from './staff-accounts';
import { deriveCsrfToken, isSameSecret, PASSWORD_HASH_OPTIONS, createRandomToken } from './staff-credentials';
import { isActionAllowed, isStaffAction, STAFF_ACTION, STAFF_PERMISSIONS, type StaffAction } from './staff-permissions';
import { loadStaffSession, SIGN_IN_NEEDED, type StaffSession } from './staff-sessions';
import { loadStaffSettings, type StaffSettings } from './staff-settings';
import { createStaffStore, type StaffStore } from './staff-store';

// The staff console's server side (docs/decisions/0039-staff-sessions-and-roles.md): its store, the guard every
// route under /api/staff passes, and its routes.

/** Where time comes from; tests replace `now` to move a session past its timeouts. */
export interface StaffClock {
  now(): number;
}

export interface StaffServices {
  settings: StaffSettings;
  store: StaffStore;
  clock: StaffClock;
  /** an Argon2id hash of nothing anyone knows: an unknown email costs the same hashing time as a wrong password */
  decoyPasswordHash: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    staff: StaffServices;
  }
  interface FastifyRequest {
    /** the signed-in session of a staff route that needs one (set by the guard) */
    staffSession: StaffSession | null;
  }
  interface FastifyContextConfig {
    /** the staff action a route under /api/staff does: its entry in STAFF_PERMISSIONS says who may */
    staffAction?: StaffAction;
  }
}

export const STAFF_API_PREFIX = '/api/staff';

export const ACTION_NOT_ALLOWED = 'Your roles do not allow this.';
export const FOREIGN_ORIGIN = 'This request did not come from the staff console.';
export const CSRF_TOKEN_WRONG = 'This page is out of date. Reload it and try again.';
export const CSRF_HEADER = 'x-csrf-token';

export function isStaffRoute(url: string | undefined): boolean {
  return url !== undefined && (url === STAFF_API_PREFIX || url.startsWith(`${STAFF_API_PREFIX}/`));
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The request's Origin must be this site's: PUBLIC_ORIGIN when set, else the origin the request was made to. */
function isSameOrigin(app: FastifyInstance, request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  const expected = app.config.publicOrigin ?? `${request.protocol}://${request.host}`;
  return origin === expected;
}

/**
 * Deny by default: a route under /api/staff runs only when its config names an action of STAFF_PERMISSIONS and the
 * request passes what that entry asks. Writes also need this site's Origin and, once signed in, the session's CSRF
 * token. The checks run as the request arrives, before its body is read.
 */
async function guardStaffRoute(app: FastifyInstance, request: FastifyRequest): Promise<void> {
  const action: unknown = request.routeOptions.config[STAFF_ACTION];
  if (!isStaffAction(action)) {
    request.log.error({ route: request.routeOptions.url }, 'a staff route names no action of the permission table: refused');
    throw new ApiHttpError(403, ACTION_NOT_ALLOWED);
  }
  const writes = !SAFE_METHODS.has(request.method);
  if (writes && !isSameOrigin(app, request)) throw new ApiHttpError(403, FOREIGN_ORIGIN);
  if (STAFF_PERMISSIONS[action] === 'anyone') return;

  const { store, settings, clock } = app.staff;
  const session = await loadStaffSession(request, 'signed-in', store, settings, clock.now());
  if (!session) throw new ApiHttpError(401, SIGN_IN_NEEDED);
  if (!isActionAllowed(action, session.user.roles)) {
    await store.recordAuditEvent(
      store.db,
      { ...describeAuditActor(request, session), action, target: null, outcome: 'denied' },
      clock.now(),
    );
    throw new ApiHttpError(403, ACTION_NOT_ALLOWED);
  }
  if (writes) {
    const given = request.headers[CSRF_HEADER];
    if (typeof given !== 'string' || !isSameSecret(given, deriveCsrfToken(session.id))) throw new ApiHttpError(403, CSRF_TOKEN_WRONG);
  }
  request.staffSession = session;
}

export const staffPlugin = fp(
  async (app) => {
    const settings = loadStaffSettings(process.env);
    // the same cipher and key as the other encrypted columns (DATA_ENCRYPTION_KEY, or the local key file)
    const cipher = resolveFieldCipher(app.config.dataEncryption, app.config.databaseFile);
    app.decorate('staff', {
      settings,
      store: createStaffStore(app.db, cipher),
      clock: { now: () => Date.now() },
      decoyPasswordHash: await hash(createRandomToken(), PASSWORD_HASH_OPTIONS),
    });
    app.decorateRequest('staffSession', null);

    // on every route of the app, not only this plugin's: a route put under /api/staff from anywhere is guarded too
    app.addHook('onRequest', async (request) => {
      if (isStaffRoute(request.routeOptions.url)) await guardStaffRoute(app, request);
    });
    app.addHook('onSend', async (request, reply) => {
      // staff answers hold personal data and per-session tokens: no cache keeps them, the browser's included
      if (isStaffRoute(request.routeOptions.url)) reply.header('cache-control', 'no-store');
    });

    await app.register(signInRoutes, { prefix: STAFF_API_PREFIX });
    await app.register(adminRoutes, { prefix: STAFF_API_PREFIX });
  },
  { name: 'staff', dependencies: ['database', 'rate-limits'] },
);
