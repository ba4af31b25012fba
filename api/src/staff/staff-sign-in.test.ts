import { sql } from 'kysely';
import { inviteStaffUser } from './staff-accounts';
import { SIGN_IN_NEEDED } from './staff-sessions';
import { SETUP_LINK_INVALID, SIGN_IN_REFUSED } from './staff-sign-in-routes';
import { PASSWORD_TOO_GUESSABLE, PASSWORD_TOO_SHORT } from './staff-credentials';
import {
  createStaffAccount,
  generateCode,
  injectStaffWrite,
  readSetSessionCookie,
  setStaffClock,
  useStaffTestApp,
  signInStaff,
  STRONG_PASSWORD,
  type TestStaffAccount,
} from './staff-test-kit';

// Setting up an account and signing in: the answers, the cookie, the codes and what the trail records.

const START = Date.parse('2026-11-26T09:00:00Z');
const MINUTE = 60_000;

describe('staff setup and sign-in', () => {
  const readTestApp = useStaffTestApp(START);

  test('a setup link sets a strong password and a confirmed TOTP once, and the account can then sign in', async () => {
    const { app } = readTestApp();
    const actor = { actorId: null, actorRoles: [], address: null, userAgent: null };
    const { token } = await inviteStaffUser(app.staff.store, app.staff.settings, {
      email: 'Asha.Rao@Chalein.in',
      name: 'Asha Rao',
      roles: ['support'],
      actor,
      now: START,
    });
    const setup = (payload: object) => injectStaffWrite(app, { url: '/api/staff/setup', payload: { token, ...payload } });

    const short = await setup({ password: 'Short1!' });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toEqual({ password: PASSWORD_TOO_SHORT });
    for (const guessable of ['password1234', 'asharao12345', 'qwertyuiop12']) {
      const answer = await setup({ password: guessable });
      expect({ guessable, status: answer.statusCode, errors: answer.json().errors }).toEqual({
        guessable,
        status: 400,
        errors: { password: PASSWORD_TOO_GUESSABLE },
      });
    }

    const enrol = await setup({ password: STRONG_PASSWORD });
    expect(enrol.statusCode).toBe(200);
    const { secret, otpauthUri } = enrol.json<{ data: { secret: string; otpauthUri: string } }>().data;
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(otpauthUri).toContain(`secret=${secret}`);
    expect(otpauthUri).toMatch(/^otpauth:\/\/totp\//);

    const account: TestStaffAccount = { id: 0, email: 'asha.rao@chalein.in', password: STRONG_PASSWORD, totpSecret: secret };
    const wrongCode = await setup({
      password: STRONG_PASSWORD,
      secret,
      code: '000000' === generateCode(app, account) ? '111111' : '000000',
    });
    expect(wrongCode.statusCode).toBe(400);
    const done = await setup({ password: STRONG_PASSWORD, secret, code: generateCode(app, account) });
    expect(done.statusCode).toBe(200);
    const again = await setup({ password: STRONG_PASSWORD, secret, code: generateCode(app, account, START + MINUTE) });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(SETUP_LINK_INVALID);

    const stored = await app.db.selectFrom('staff_users').selectAll().where('email', '=', 'asha.rao@chalein.in').executeTakeFirstOrThrow();
    expect(stored.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(stored.totp_secret).not.toContain(secret);
    expect(app.db).toBeDefined();
    const tokens = await app.db.selectFrom('staff_setup_tokens').select('token_hash').execute();
    expect(tokens.map((row) => row.token_hash)).not.toContain(token);

    // the setup's own code is used: sign-in needs a later one
    setStaffClock(app, START + MINUTE);
    await expect(signInStaff(app, account)).resolves.toEqual(expect.objectContaining({ csrfToken: expect.any(String) }));
  });

  test('a setup link is refused after 24 hours', async () => {
    const { app } = readTestApp();
    const actor = { actorId: null, actorRoles: [], address: null, userAgent: null };
    const { token } = await inviteStaffUser(app.staff.store, app.staff.settings, {
      email: 'late@chalein.in',
      name: 'Late Person',
      roles: ['finance'],
      actor,
      now: START,
    });
    setStaffClock(app, START + 24 * 60 * MINUTE);
    const answer = await injectStaffWrite(app, { url: '/api/staff/setup', payload: { token, password: STRONG_PASSWORD } });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe(SETUP_LINK_INVALID);
  });

  test('the session cookie is __Host-, Secure, HttpOnly, SameSite=Strict on Path=/, and answers are not stored', async () => {
    const { app } = readTestApp();
    const account = await createStaffAccount(app, 'cookie@chalein.in', ['support']);
    const first = await injectStaffWrite(app, { url: '/api/staff/sign-in', payload: { email: account.email, password: account.password } });
    expect(first.statusCode).toBe(200);
    const setCookie = String(first.headers['set-cookie']);
    expect(setCookie).toMatch(/^__Host-chalein_staff=[A-Za-z0-9_-]{43};/);
    expect(setCookie).toMatch(/; Secure/);
    expect(setCookie).toMatch(/; HttpOnly/);
    expect(setCookie).toMatch(/; SameSite=Strict/);
    expect(setCookie).toMatch(/; Path=\//);
    expect(setCookie).not.toMatch(/Domain=/i);
    expect(first.headers['cache-control']).toBe('no-store');
    const me = await app.inject({ method: 'GET', url: '/api/staff/me' });
    expect(me.statusCode).toBe(401);
    expect(me.headers['cache-control']).toBe('no-store');
  });

  test('a new session id at each step of sign-in, and a session presented before it ends (no fixation)', async () => {
    const { app } = readTestApp();
    const account = await createStaffAccount(app, 'fixation@chalein.in', ['support']);
    const earlier = await signInStaff(app, account);
    setStaffClock(app, START + MINUTE);
    const first = await injectStaffWrite(app, {
      url: '/api/staff/sign-in',
      headers: { cookie: earlier.cookie },
      payload: { email: account.email, password: account.password },
    });
    const pending = readSetSessionCookie(first);
    expect(pending).toBeDefined();
    expect(pending).not.toBe(earlier.cookie);
    // the pending session is no signed-in one
    expect((await app.inject({ method: 'GET', url: '/api/staff/me', headers: { cookie: pending! } })).statusCode).toBe(401);
    const second = await injectStaffWrite(app, {
      url: '/api/staff/sign-in/code',
      headers: { cookie: pending! },
      payload: { code: generateCode(app, account) },
    });
    const signedIn = readSetSessionCookie(second);
    expect(signedIn).toBeDefined();
    expect(signedIn).not.toBe(pending);
    expect(signedIn).not.toBe(earlier.cookie);
    expect((await app.inject({ method: 'GET', url: '/api/staff/me', headers: { cookie: signedIn! } })).statusCode).toBe(200);
    for (const old of [earlier.cookie, pending!]) {
      expect((await app.inject({ method: 'GET', url: '/api/staff/me', headers: { cookie: old } })).statusCode).toBe(401);
    }
    // the table holds hashes, never the ids the cookies carry
    const ids = (await app.db.selectFrom('staff_sessions').select('id_hash').execute()).map((row) => row.id_hash);
    expect(ids).not.toContain(signedIn!.split('=')[1]);
  });

  test('an unknown email, a wrong password and a wrong code get the same answer', async () => {
    const { app } = readTestApp();
    const account = await createStaffAccount(app, 'same-answer@chalein.in', ['support']);
    const unknown = await injectStaffWrite(app, {
      url: '/api/staff/sign-in',
      payload: { email: 'nobody@chalein.in', password: STRONG_PASSWORD },
    });
    const wrongPassword = await injectStaffWrite(app, {
      url: '/api/staff/sign-in',
      payload: { email: account.email, password: `${STRONG_PASSWORD}!` },
    });
    const first = await injectStaffWrite(app, {
      url: '/api/staff/sign-in',
      payload: { email: account.email.toUpperCase(), password: account.password },
    });
    expect(first.statusCode).toBe(200);
    const right = generateCode(app, account);
    const wrongCode = await injectStaffWrite(app, {
      url: '/api/staff/sign-in/code',
      headers: { cookie: readSetSessionCookie(first)! },
      payload: { code: right === '123456' ? '654321' : '123456' },
    });
    for (const answer of [unknown, wrongPassword, wrongCode]) {
      expect({ status: answer.statusCode, body: answer.json() }).toEqual({
        status: 401,
        body: { success: false, message: SIGN_IN_REFUSED },
      });
      expect(readSetSessionCookie(answer)).toBeUndefined();
    }
  });

  test('a TOTP code is accepted once', async () => {
    const { app } = readTestApp();
    const account = await createStaffAccount(app, 'replay@chalein.in', ['support']);
    await signInStaff(app, account);
    // the same code, still inside its 30 seconds, from another sign-in
    setStaffClock(app, START + 5_000);
    await expect(signInStaff(app, account)).rejects.toThrow(/code step answered 401/);
    // the next step's code works
    setStaffClock(app, START + 35_000);
    await expect(signInStaff(app, account)).resolves.toBeDefined();
  });

  test('signing out ends the session on the server', async () => {
    const { app } = readTestApp();
    const account = await createStaffAccount(app, 'sign-out@chalein.in', ['support']);
    const staff = await signInStaff(app, account);
    const out = await injectStaffWrite(app, { url: '/api/staff/sign-out', staff });
    expect(out.statusCode).toBe(200);
    expect(String(out.headers['set-cookie'])).toMatch(/^__Host-chalein_staff=;.*Max-Age=0/);
    const after = await app.inject({ method: 'GET', url: '/api/staff/me', headers: { cookie: staff.cookie } });
    expect({ status: after.statusCode, message: after.json().message }).toEqual({ status: 401, message: SIGN_IN_NEEDED });
    const rows = await app.db.selectFrom('staff_sessions').select('id_hash').where('user_id', '=', account.id).execute();
    expect(rows).toEqual([]);
  });

  test('a session ends after 30 idle minutes, and 12 hours after sign-in however busy', async () => {
    const { app } = readTestApp();
    const account = await createStaffAccount(app, 'expiry@chalein.in', ['support']);
    const me = (cookie: string) => app.inject({ method: 'GET', url: '/api/staff/me', headers: { cookie } });
    const idle = await signInStaff(app, account);
    setStaffClock(app, START + 29 * MINUTE);
    expect((await me(idle.cookie)).statusCode).toBe(200);
    setStaffClock(app, START + 58 * MINUTE);
    expect((await me(idle.cookie)).statusCode).toBe(200);
    setStaffClock(app, START + 88 * MINUTE);
    expect((await me(idle.cookie)).statusCode).toBe(401);

    setStaffClock(app, START + 90 * MINUTE);
    const busy = await signInStaff(app, account);
    let now = START + 90 * MINUTE;
    const end = now + 12 * 60 * MINUTE;
    while (now + 20 * MINUTE < end) {
      now += 20 * MINUTE;
      setStaffClock(app, now);
      expect({ now, status: (await me(busy.cookie)).statusCode }).toEqual({ now, status: 200 });
    }
    setStaffClock(app, end);
    expect((await me(busy.cookie)).statusCode).toBe(401);
  });

  test('the trail records sign-ins and failures without the email or password typed', async () => {
    const { app } = readTestApp();
    const account = await createStaffAccount(app, 'trail@chalein.in', ['support']);
    await injectStaffWrite(app, { url: '/api/staff/sign-in', payload: { email: 'ghost@chalein.in', password: 'a wrong secret here' } });
    await injectStaffWrite(app, { url: '/api/staff/sign-in', payload: { email: account.email, password: 'another wrong one' } });
    await signInStaff(app, account);
    const rows = await sql<{ action: string; outcome: string; actor_id: number | null; details: string; address: string | null }>`
      select action, outcome, actor_id, details, address from audit_events where action = 'staff.sign-in' order by id`.execute(app.db);
    const last = rows.rows.slice(-3);
    expect(last.map(({ outcome, actor_id }) => ({ outcome, actor_id }))).toEqual([
      { outcome: 'failure', actor_id: null },
      { outcome: 'failure', actor_id: account.id },
      { outcome: 'success', actor_id: account.id },
    ]);
    expect(last.every((row) => row.address === '192.0.2.10' || row.address === '127.0.0.1')).toBe(true);
    const text = JSON.stringify(rows.rows);
    for (const secret of ['ghost@chalein.in', 'trail@chalein.in', 'a wrong secret here', 'another wrong one', STRONG_PASSWORD]) {
      expect(text).not.toContain(secret);
    }
  });
});
