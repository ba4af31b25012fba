import { createTestApp, type TestApp } from '../test-support/test-app';
import { LAST_ADMIN } from './staff-admin-routes';
import { ACTION_NOT_ALLOWED, CSRF_TOKEN_WRONG, FOREIGN_ORIGIN } from './staff-plugin';
import { SIGN_IN_REFUSED, TOO_MANY_ATTEMPTS } from './staff-sign-in-routes';
import {
  createStaffAccount,
  injectStaffWrite,
  readSetSessionCookie,
  setStaffClock,
  useStaffTestApp,
  signInStaff,
  STRONG_PASSWORD,
  TEST_ORIGIN,
} from './staff-test-kit';

// What guards a staff write (Origin, CSRF token), what ends sessions (disabling, role changes, an admin), how
// failed sign-ins are limited, and how admins read the trail.

const START = Date.parse('2026-11-26T11:00:00Z');
const MINUTE = 60_000;

describe('staff guard and admin actions', () => {
  const readTestApp = useStaffTestApp(START);

  test('a write needs the session CSRF token and this site Origin', async () => {
    const { app } = readTestApp();
    const admin = await signInStaff(app, await createStaffAccount(app, 'csrf-admin@chalein.in', ['admin']), '203.0.113.1');
    setStaffClock(app, START + MINUTE);
    const other = await signInStaff(app, await createStaffAccount(app, 'csrf-other@chalein.in', ['admin']), '203.0.113.2');
    const target = await createStaffAccount(app, 'csrf-target@chalein.in', ['support']);
    const url = `/api/staff/users/${target.id}/end-sessions`;
    const cases = {
      'no token': { origin: TEST_ORIGIN, cookie: admin.cookie },
      'another session token': { origin: TEST_ORIGIN, cookie: admin.cookie, 'x-csrf-token': other.csrfToken },
      'a made-up token': { origin: TEST_ORIGIN, cookie: admin.cookie, 'x-csrf-token': 'x'.repeat(43) },
      'a foreign Origin': { origin: 'https://attacker.example', cookie: admin.cookie, 'x-csrf-token': admin.csrfToken },
      'no Origin': { cookie: admin.cookie, 'x-csrf-token': admin.csrfToken },
      'this site over another scheme': { origin: 'https://localhost:80', cookie: admin.cookie, 'x-csrf-token': admin.csrfToken },
    };
    const answers = await Promise.all(
      Object.entries(cases).map(async ([name, headers]) => {
        const answer = await app.inject({ method: 'POST', url, headers });
        return { name, status: answer.statusCode, message: answer.json().message, cache: answer.headers['cache-control'] };
      }),
    );
    expect(answers).toEqual([
      { name: 'no token', status: 403, message: CSRF_TOKEN_WRONG, cache: 'no-store' },
      { name: 'another session token', status: 403, message: CSRF_TOKEN_WRONG, cache: 'no-store' },
      { name: 'a made-up token', status: 403, message: CSRF_TOKEN_WRONG, cache: 'no-store' },
      { name: 'a foreign Origin', status: 403, message: FOREIGN_ORIGIN, cache: 'no-store' },
      { name: 'no Origin', status: 403, message: FOREIGN_ORIGIN, cache: 'no-store' },
      { name: 'this site over another scheme', status: 403, message: FOREIGN_ORIGIN, cache: 'no-store' },
    ]);
    const trail = await app.db.selectFrom('audit_events').select('id').where('action', '=', 'staff.users.end-sessions').execute();
    expect(trail).toEqual([]);
    // the sign-in steps need this site's Origin too (no sign-in forged from another site)
    const foreignSignIn = await app.inject({
      method: 'POST',
      url: '/api/staff/sign-in',
      headers: { origin: 'https://attacker.example' },
      payload: { email: 'csrf-admin@chalein.in', password: STRONG_PASSWORD },
    });
    expect(foreignSignIn.statusCode).toBe(403);
    const allowed = await injectStaffWrite(app, { url, staff: admin });
    expect(allowed.statusCode).toBe(200);
  });

  test('disabling an account ends its sessions and its sign-in gets the usual refusal', async () => {
    const { app } = readTestApp();
    const admin = await signInStaff(app, await createStaffAccount(app, 'disable-admin@chalein.in', ['admin']), '203.0.113.3');
    const person = await createStaffAccount(app, 'disable-me@chalein.in', ['recruiter']);
    const session = await signInStaff(app, person, '203.0.113.4');
    const patch = await injectStaffWrite(app, {
      method: 'PATCH',
      url: `/api/staff/users/${person.id}`,
      staff: admin,
      payload: { disabled: true },
    });
    expect(patch.statusCode).toBe(200);
    expect(patch.json().data.user).toEqual(expect.objectContaining({ id: person.id, disabled: true }));
    expect((await app.inject({ method: 'GET', url: '/api/staff/me', headers: { cookie: session.cookie } })).statusCode).toBe(401);
    setStaffClock(app, START + MINUTE);
    const again = await injectStaffWrite(app, { url: '/api/staff/sign-in', payload: { email: person.email, password: person.password } });
    expect({ status: again.statusCode, message: again.json().message }).toEqual({ status: 401, message: SIGN_IN_REFUSED });
    const event = await app.db
      .selectFrom('audit_events')
      .selectAll()
      .where('action', '=', 'staff.users.update')
      .where('target', '=', `staff_user:${person.id}`)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(event.details)).toEqual({
      rolesBefore: ['recruiter'],
      roles: ['recruiter'],
      disabledBefore: false,
      disabled: true,
      sessionsEnded: 1,
    });
  });

  test('changing roles ends the sessions of that account, and an admin can end anyone sessions', async () => {
    const { app } = readTestApp();
    const admin = await signInStaff(app, await createStaffAccount(app, 'roles-admin@chalein.in', ['admin']), '203.0.113.5');
    const person = await createStaffAccount(app, 'roles-me@chalein.in', ['support']);
    const first = await signInStaff(app, person, '203.0.113.6');
    const unchanged = await injectStaffWrite(app, {
      method: 'PATCH',
      url: `/api/staff/users/${person.id}`,
      staff: admin,
      payload: { roles: ['support'] },
    });
    expect(unchanged.statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/staff/me', headers: { cookie: first.cookie } })).statusCode).toBe(200);
    const changed = await injectStaffWrite(app, {
      method: 'PATCH',
      url: `/api/staff/users/${person.id}`,
      staff: admin,
      payload: { roles: ['finance', 'support'] },
    });
    expect(changed.json().data.user.roles).toEqual(['finance', 'support']);
    expect((await app.inject({ method: 'GET', url: '/api/staff/me', headers: { cookie: first.cookie } })).statusCode).toBe(401);

    setStaffClock(app, START + MINUTE);
    const second = await signInStaff(app, person, '203.0.113.6');
    const ended = await injectStaffWrite(app, { url: `/api/staff/users/${person.id}/end-sessions`, staff: admin });
    expect(ended.json().data).toEqual({ sessionsEnded: 1 });
    expect((await app.inject({ method: 'GET', url: '/api/staff/me', headers: { cookie: second.cookie } })).statusCode).toBe(401);
  });

  test('the last enabled admin cannot be disabled or lose the admin role', async () => {
    const { app } = readTestApp();
    // every other admin of this file is disabled first, so this one is the last
    const others = (await app.staff.store.listUsers(app.db)).filter((user) => user.roles.includes('admin'));
    for (const other of others) await app.staff.store.updateUser(app.db, other.id, { disabled: true, now: START });
    const last = await createStaffAccount(app, 'last-admin@chalein.in', ['admin']);
    const staff = await signInStaff(app, last, '203.0.113.7');
    for (const payload of [{ disabled: true }, { roles: ['support'] }]) {
      const answer = await injectStaffWrite(app, { method: 'PATCH', url: `/api/staff/users/${last.id}`, staff, payload });
      expect({ payload, status: answer.statusCode, message: answer.json().message }).toEqual({ payload, status: 409, message: LAST_ADMIN });
    }
    expect((await app.staff.store.findUserById(app.db, last.id))?.disabled).toBe(false);
  });

  test('an admin resets a person: a new setup link, no password, no sessions', async () => {
    const { app } = readTestApp();
    const admin = await signInStaff(app, await createStaffAccount(app, 'reset-admin@chalein.in', ['admin']), '203.0.113.8');
    const person = await createStaffAccount(app, 'reset-me@chalein.in', ['driver-ops']);
    const session = await signInStaff(app, person, '203.0.113.9');
    const reset = await injectStaffWrite(app, { url: `/api/staff/users/${person.id}/reset`, staff: admin });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().data.setupLink).toMatch(/^http:\/\/localhost:80\/staff\/setup#token=[A-Za-z0-9_-]{43}$/);
    expect((await app.inject({ method: 'GET', url: '/api/staff/me', headers: { cookie: session.cookie } })).statusCode).toBe(401);
    const credentials = await app.staff.store.readCredentials(app.db, person.id);
    expect(credentials).toEqual({ passwordHash: null, totpSecret: null, totpLastStep: null });
  });

  test('a role that may not do an action gets 403, and the refusal is in the trail', async () => {
    const { app } = readTestApp();
    const finance = await createStaffAccount(app, 'denied-finance@chalein.in', ['finance']);
    const staff = await signInStaff(app, finance, '203.0.113.10');
    const answer = await app.inject({ method: 'GET', url: '/api/staff/audit', headers: { cookie: staff.cookie } });
    expect({ status: answer.statusCode, message: answer.json().message }).toEqual({ status: 403, message: ACTION_NOT_ALLOWED });
    const event = await app.db
      .selectFrom('audit_events')
      .selectAll()
      .where('actor_id', '=', finance.id)
      .where('outcome', '=', 'denied')
      .executeTakeFirstOrThrow();
    expect({ action: event.action, roles: JSON.parse(event.actor_roles) }).toEqual({ action: 'staff.audit.list', roles: ['finance'] });
  });

  test('admins read the trail filtered by person, action, target and date, a page at a time', async () => {
    const { app } = readTestApp();
    const adminAccount = await createStaffAccount(app, 'audit-admin@chalein.in', ['admin']);
    const admin = await signInStaff(app, adminAccount, '203.0.113.11');
    const person = await createStaffAccount(app, 'audit-target@chalein.in', ['support']);
    for (let index = 0; index < 5; index += 1) {
      setStaffClock(app, START + (index + 1) * MINUTE);
      await injectStaffWrite(app, { url: `/api/staff/users/${person.id}/end-sessions`, staff: admin });
    }
    const read = async (query: string) => {
      const answer = await app.inject({ method: 'GET', url: `/api/staff/audit?${query}`, headers: { cookie: admin.cookie } });
      expect(answer.statusCode).toBe(200);
      return answer.json<{
        data: { events: { id: number; action: string; target: string; actorId: number; occurredAt: string }[]; nextBefore: number | null };
      }>().data;
    };
    const filter = `person=${adminAccount.id}&action=staff.users.end-sessions&target=staff_user:${person.id}`;
    const first = await read(`${filter}&limit=2`);
    expect(first.events).toHaveLength(2);
    expect(first.events.every((event) => event.actorId === adminAccount.id && event.target === `staff_user:${person.id}`)).toBe(true);
    const second = await read(`${filter}&limit=2&before=${first.nextBefore}`);
    const third = await read(`${filter}&limit=2&before=${second.nextBefore}`);
    expect(third.nextBefore).toBeNull();
    const ids = [...first.events, ...second.events, ...third.events].map((event) => event.id);
    expect(ids).toHaveLength(5);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
    const dated = await read(
      `${filter}&from=${new Date(START + 2 * MINUTE).toISOString()}&to=${new Date(START + 4 * MINUTE).toISOString()}`,
    );
    expect(dated.events.map((event) => event.occurredAt)).toEqual([
      new Date(START + 3 * MINUTE).toISOString(),
      new Date(START + 2 * MINUTE).toISOString(),
    ]);
  });
});

describe('failed sign-ins are limited', () => {
  let testApp: TestApp;
  const saved = { ...process.env };

  beforeAll(async () => {
    process.env.STAFF_SIGN_IN_ATTEMPTS_PER_ACCOUNT = '3';
    process.env.STAFF_SIGN_IN_ATTEMPTS_PER_ADDRESS = '6';
    testApp = await createTestApp();
  });

  afterAll(async () => {
    process.env = saved;
    await testApp.closeTestApp();
  });

  test('per account, from any address, known or unknown, even with the right password after', async () => {
    const { app } = testApp;
    setStaffClock(app, START);
    const account = await createStaffAccount(app, 'locked@chalein.in', ['support']);
    const attempt = (email: string, password: string, address: string) =>
      injectStaffWrite(app, { url: '/api/staff/sign-in', remoteAddress: address, payload: { email, password } });
    const statuses = [];
    for (const [index, email] of ['locked@chalein.in', 'unknown@chalein.in'].entries()) {
      for (let tries = 0; tries < 3; tries += 1)
        statuses.push((await attempt(email, 'not the password at all', `192.0.2.${index * 10 + tries}`)).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401]);
    const locked = await attempt('LOCKED@chalein.in', STRONG_PASSWORD, '192.0.2.99');
    const unknownLocked = await attempt('unknown@chalein.in', STRONG_PASSWORD, '192.0.2.98');
    for (const answer of [locked, unknownLocked]) {
      expect({ status: answer.statusCode, message: answer.json().message }).toEqual({ status: 429, message: TOO_MANY_ATTEMPTS });
      expect(readSetSessionCookie(answer)).toBeUndefined();
    }
    const denied = await app.db.selectFrom('audit_events').select(['actor_id', 'details']).where('outcome', '=', 'denied').execute();
    expect(denied).toContainEqual({ actor_id: account.id, details: JSON.stringify({ reason: 'too-many-attempts' }) });
  });

  test('per address, across accounts', async () => {
    const { app } = testApp;
    const statuses = [];
    for (let index = 0; index < 7; index += 1) {
      const answer = await injectStaffWrite(app, {
        url: '/api/staff/sign-in',
        remoteAddress: '192.0.2.200',
        payload: { email: `spray-${index}@chalein.in`, password: 'not the password at all' },
      });
      statuses.push(answer.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 429]);
  });
});
