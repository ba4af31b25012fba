import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { inviteStaffUser } from './staff-accounts';
import { createTotpSecret, generateTotpCode, hashPassword } from './staff-credentials';
import type { StaffRole } from './staff-permissions';
import { STAFF_SESSION_COOKIE } from './staff-sessions';
import type { StaffSettings } from './staff-settings';
import type { StaffStore } from './staff-store';

// Test helpers (not tests): staff accounts made ready to sign in, and signing them in through the real routes.

/** The origin app.inject's requests are made to (Host: localhost:80 over http). */
export const TEST_ORIGIN = 'http://localhost:80';
export const STRONG_PASSWORD = 'correct horse battery staple 42';

export interface TestStaffAccount {
  id: number;
  email: string;
  password: string;
  totpSecret: string;
}

/** The request a permitted person sends to one staff route, for the permission matrix. */
export interface StaffRouteSample {
  /**
   * `targetId` is another staff account's id. A route about a record of a feature may send any id: the guard answers
   * before the record is looked up, so a permitted person's 404 (or 400 for a body the route refuses) is as telling
   * as a 200.
   */
  request: (targetId: number) => Omit<InjectOptions, 'method'>;
  /** its answer when permitted */
  status: number;
}

/** Samples by route key, `METHOD /url` as the route is registered (`GET /api/staff/users/:id`). */
export type StaffRouteSamples = Record<string, StaffRouteSample>;

export interface SignedInStaff {
  cookie: string;
  csrfToken: string;
}

/** A test app shared by a describe block's tests, with the staff clock at `startMs` as each test begins. */
export function useStaffTestApp(startMs: number): () => TestApp {
  let testApp: TestApp | undefined;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(async () => {
    await testApp?.closeTestApp();
  });
  beforeEach(() => {
    setStaffClock(readTestApp().app, startMs);
  });
  function readTestApp(): TestApp {
    if (!testApp) throw new Error('the staff test app is made in beforeAll');
    return testApp;
  }
  return readTestApp;
}

/** Sets the staff clock to `ms` (and keeps it there until set again). */
export function setStaffClock(app: FastifyInstance, ms: number): void {
  app.staff.clock.now = () => ms;
}

/** What an account set up outside the app needs: the staff store and settings of the database it goes into. */
export interface StaffAccountPlace {
  store: StaffStore;
  settings: StaffSettings;
}

/**
 * An account with `password` and a new TOTP secret set, as if its setup link had been used, written through the
 * store of any database (a test app's, a cluster's, a benchmark's).
 */
export async function createReadyStaffAccount(
  { store, settings }: StaffAccountPlace,
  account: { email: string; name: string; roles: readonly StaffRole[]; password: string; now: number },
): Promise<TestStaffAccount> {
  const actor = { actorId: null, actorRoles: [], address: null, userAgent: null };
  const { email, name, roles, password, now } = account;
  const { user } = await inviteStaffUser(store, settings, { email, name, roles, actor, now });
  const totpSecret = createTotpSecret();
  const passwordHash = await hashPassword(password);
  await store.db.transaction().execute(async (trx) => {
    // step 0: no code has been used yet
    await store.saveCredentials(trx, user.id, { passwordHash, totpSecret, totpStep: 0, now });
  });
  return { id: user.id, email, password, totpSecret };
}

/** An account with a password and TOTP set, as if its setup link had been used. */
export async function createStaffAccount(app: FastifyInstance, email: string, roles: readonly StaffRole[]): Promise<TestStaffAccount> {
  const { store, settings, clock } = app.staff;
  return createReadyStaffAccount({ store, settings }, { email, name: 'Test Person', roles, password: STRONG_PASSWORD, now: clock.now() });
}

/** The code an authenticator app shows at the staff clock's time (or `atMs`). */
export function generateCode(app: FastifyInstance, account: TestStaffAccount, atMs = app.staff.clock.now()): string {
  return generateTotpCode(account.totpSecret, atMs);
}

/** The session cookie a response set, as a Cookie header value (undefined when it set none or cleared it). */
export function readSetSessionCookie(response: LightMyRequestResponse): string | undefined {
  const cookie = response.cookies.find((entry) => entry.name === STAFF_SESSION_COOKIE);
  return cookie && cookie.value !== '' ? `${STAFF_SESSION_COOKIE}=${cookie.value}` : undefined;
}

/** A same-origin write, as the console sends it. */
export function injectStaffWrite(
  app: FastifyInstance,
  options: InjectOptions & { staff?: SignedInStaff },
): Promise<LightMyRequestResponse> {
  const { staff, headers, ...rest } = options;
  return app.inject({
    method: 'POST',
    ...rest,
    headers: {
      origin: TEST_ORIGIN,
      ...(staff ? { cookie: staff.cookie, 'x-csrf-token': staff.csrfToken } : {}),
      ...headers,
    },
  });
}

/** Signs in through both steps, from `address` (each test address has its own attempt limit). */
export async function signInStaff(app: FastifyInstance, account: TestStaffAccount, address = '192.0.2.10'): Promise<SignedInStaff> {
  const first = await injectStaffWrite(app, {
    url: '/api/staff/sign-in',
    remoteAddress: address,
    payload: { email: account.email, password: account.password },
  });
  if (first.statusCode !== 200) throw new Error(`password step answered ${first.statusCode}: ${first.body}`);
  const pending = readSetSessionCookie(first);
  const second = await injectStaffWrite(app, {
    url: '/api/staff/sign-in/code',
    remoteAddress: address,
    headers: { cookie: pending ?? '' },
    payload: { code: generateCode(app, account) },
  });
  if (second.statusCode !== 200) throw new Error(`code step answered ${second.statusCode}: ${second.body}`);
  const cookie = readSetSessionCookie(second);
  if (cookie === undefined) throw new Error('the code step set no session cookie');
  return { cookie, csrfToken: second.json<{ data: { csrfToken: string } }>().data.csrfToken };
}

/** One signed-in person for each of `roles`, `<role>-<label>@chalein.in`, each from its own address. */
export async function signInEachRole(
  app: FastifyInstance,
  roles: readonly StaffRole[],
  label: string,
  addressPrefix: string,
): Promise<Map<StaffRole, SignedInStaff>> {
  const signedIn = new Map<StaffRole, SignedInStaff>();
  for (const [index, role] of roles.entries()) {
    const account = await createStaffAccount(app, `${role}-${label}@chalein.in`, [role]);
    signedIn.set(role, await signInStaff(app, account, `${addressPrefix}${index + 1}`));
  }
  return signedIn;
}
