import { startFakeApiServer } from '@chalein/testing/fake-api-server';
import { ApiError } from './client';
import { endStaffSessions, inviteStaffUser, listStaffUsers, updateStaffUser } from './staff-accounts';
import { listAuditEvents } from './staff-audit';
import { readStaffCsrfToken } from './staff-client';
import { getStaffMe, signInStaff, signOutStaff, submitStaffCode } from './staff-session';

// The staff calls against a real HTTP server on loopback: what each sends (method, path, query, body) and that every
// write after sign-in carries the session's CSRF token, and none before it.

interface Seen {
  method: string;
  url: string;
  csrf: string | undefined;
  body: string;
}

let server: Awaited<ReturnType<typeof startFakeApiServer>>;
const seen: Seen[] = [];
let reply: { status: number; body: unknown } = { status: 200, body: { success: true, data: null } };

beforeAll(async () => {
  server = await startFakeApiServer((request, send) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const csrf = request.headers['x-csrf-token'];
      seen.push({ method: request.method ?? '', url: request.url ?? '', csrf: typeof csrf === 'string' ? csrf : undefined, body });
      send(reply.status, JSON.stringify(reply.body));
    });
  });
});

afterAll(() => server.stop());

beforeEach(() => {
  seen.length = 0;
});

const me = { id: 1, email: 'asha@chalein.in', name: 'Asha Rao', roles: ['admin'], csrfToken: 'token-1' };

test('the password step sends no CSRF token; the code step answers one that every later write sends', async () => {
  reply = { status: 200, body: { success: true, data: { next: 'code' } } };
  await signInStaff('asha@chalein.in', 'correct horse battery');
  reply = { status: 200, body: { success: true, data: me } };
  await expect(submitStaffCode('123456')).resolves.toEqual(me);
  reply = { status: 201, body: { success: true, data: { user: { id: 2 }, setupLink: 'http://x/staff/setup#token=t' } } };
  await inviteStaffUser({ email: 'ravi@chalein.in', name: 'Ravi', roles: ['support'] });
  reply = { status: 200, body: { success: true, data: { user: { id: 2 } } } };
  await updateStaffUser(2, { disabled: true });
  reply = { status: 200, body: { success: true, data: { sessionsEnded: 3 } } };
  await expect(endStaffSessions(2)).resolves.toBe(3);

  expect(seen.map(({ method, url, csrf }) => [method, url, csrf])).toEqual([
    ['POST', '/api/staff/sign-in', undefined],
    ['POST', '/api/staff/sign-in/code', undefined],
    ['POST', '/api/staff/users', 'token-1'],
    ['PATCH', '/api/staff/users/2', 'token-1'],
    ['POST', '/api/staff/users/2/end-sessions', 'token-1'],
  ]);
  expect(JSON.parse(seen[3]!.body)).toEqual({ disabled: true });
});

test('me keeps its token; signing out forgets it even when the server refuses', async () => {
  reply = { status: 200, body: { success: true, data: { ...me, csrfToken: 'token-2' } } };
  await getStaffMe();
  expect(readStaffCsrfToken()).toBe('token-2');
  reply = { status: 401, body: { success: false, message: 'Please sign in.' } };
  await expect(signOutStaff()).rejects.toBeInstanceOf(ApiError);
  expect(seen.at(-1)).toMatchObject({ method: 'POST', url: '/api/staff/sign-out', csrf: 'token-2' });
  expect(readStaffCsrfToken()).toBeNull();
});

test('a refusal keeps its status, so the console can tell 401 from 403', async () => {
  reply = { status: 403, body: { success: false, message: 'Your roles do not allow this.' } };
  await expect(listStaffUsers()).rejects.toMatchObject({ status: 403, message: 'Your roles do not allow this.' });
});

test('the audit filters go in the query, the empty ones left out', async () => {
  reply = { status: 200, body: { success: true, data: { events: [], nextBefore: null } } };
  await listAuditEvents({ person: 4, action: 'staff.sign-in', target: '', before: 90, from: '2026-11-01' });
  const url = new URL(seen[0]!.url, 'http://x');
  expect(url.pathname).toBe('/api/staff/audit');
  expect(Object.fromEntries(url.searchParams)).toEqual({ person: '4', action: 'staff.sign-in', before: '90', from: '2026-11-01' });
});
