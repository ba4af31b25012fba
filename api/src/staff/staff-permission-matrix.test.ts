import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, HTTPMethods, InjectOptions } from 'fastify';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { isStaffRoute } from './staff-plugin';
import { isStaffAction, STAFF_PERMISSIONS, STAFF_ROLES, type StaffAccess, type StaffRole } from './staff-permissions';
import {
  createStaffAccount,
  injectStaffWrite,
  setStaffClock,
  signInStaff,
  type SignedInStaff,
  type StaffRouteSample,
  type StaffRouteSamples,
} from './staff-test-kit';

// Every staff route of the real app x every role, and no session, an expired one and a disabled account: the answer
// follows the permission table. The routes are read from the app as it registers them, so a new route without an
// entry in the table, or without a sample request, fails here. Each feature keeps the samples of its own staff routes in
// a `staff-route-samples.ts` beside them, found here by name.

type InjectMethod = NonNullable<InjectOptions['method']>;

interface StaffRoute {
  key: string;
  method: InjectMethod;
  url: string;
  action: unknown;
}

const API_SOURCE = path.resolve(__dirname, '..');

/** Every `staff-route-samples.ts` under api/src, joined; a route key sampled twice is an error. */
async function loadRouteSamples(): Promise<StaffRouteSamples> {
  const files = readdirSync(API_SOURCE, { recursive: true, encoding: 'utf8' }).filter(
    (file) => path.basename(file) === 'staff-route-samples.ts',
  );
  const samples: StaffRouteSamples = {};
  for (const file of files.sort()) {
    const loaded = (await import(path.join(API_SOURCE, file))) as { STAFF_ROUTE_SAMPLES: StaffRouteSamples };
    for (const [key, sample] of Object.entries(loaded.STAFF_ROUTE_SAMPLES)) {
      if (Object.hasOwn(samples, key)) throw new Error(`${key} is sampled twice (again in ${file})`);
      samples[key] = sample;
    }
  }
  return samples;
}

/** Builds an app and lists every route it registers under /api/staff (HEAD copies of GET routes left out). */
async function createAppListingStaffRoutes(prepare?: (app: FastifyInstance) => void): Promise<{ testApp: TestApp; routes: StaffRoute[] }> {
  const routes: StaffRoute[] = [];
  const testApp = await createTestApp({}, (app) => {
    app.addHook('onRoute', (route) => {
      const methods: HTTPMethods[] = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods.filter((name) => name !== 'HEAD')) {
        if (isStaffRoute(route.url))
          routes.push({ key: `${method} ${route.url}`, method: method as InjectMethod, url: route.url, action: route.config?.staffAction });
      }
    });
    prepare?.(app);
  });
  return { testApp, routes };
}

const START = Date.parse('2026-11-26T10:00:00Z');

function expectedStatus(access: StaffAccess, role: StaffRole, sample: StaffRouteSample): number {
  if (access === 'anyone' || access === 'signed-in' || access.includes(role)) return sample.status;
  return 403;
}

describe('staff permission matrix', () => {
  let testApp: TestApp;
  let routes: StaffRoute[];
  let routeSamples: StaffRouteSamples;

  beforeAll(async () => {
    routeSamples = await loadRouteSamples();
    ({ testApp, routes } = await createAppListingStaffRoutes());
  });

  afterAll(async () => {
    await testApp.closeTestApp();
  });

  function send(route: StaffRoute, targetId: number, staff?: SignedInStaff) {
    const sample = routeSamples[route.key]!;
    const options = { ...sample.request(targetId), method: route.method };
    if (route.method === 'GET') return testApp.app.inject({ ...options, headers: staff ? { cookie: staff.cookie } : {} });
    return injectStaffWrite(testApp.app, { ...options, staff });
  }

  test('every staff route names an action of the permission table and has a request here', () => {
    expect(routes.length).toBeGreaterThanOrEqual(Object.keys(STAFF_PERMISSIONS).length);
    expect(routes.filter((route) => !isStaffAction(route.action)).map((route) => route.key)).toEqual([]);
    expect(routes.map((route) => route.key).sort()).toEqual(Object.keys(routeSamples).sort());
    // and the table lists no action that no route does
    expect([...new Set(routes.map((route) => route.action))].sort()).toEqual(Object.keys(STAFF_PERMISSIONS).sort());
  });

  test('each role gets 200 where the table allows it and 403 elsewhere; without a session, 401', async () => {
    const { app } = testApp;
    setStaffClock(app, START);
    const target = await createStaffAccount(app, 'target@chalein.in', ['support']);
    // sign-out last: it ends the session the other requests use
    const ordered = [...routes].sort((a, b) => Number(a.key.endsWith('/sign-out')) - Number(b.key.endsWith('/sign-out')));
    const answers: string[] = [];
    const expected: string[] = [];
    for (const [index, role] of STAFF_ROLES.entries()) {
      const account = await createStaffAccount(app, `matrix-${role}@chalein.in`, [role]);
      const staff = await signInStaff(app, account, `198.51.100.${index + 1}`);
      for (const route of ordered) {
        const answer = await send(route, target.id, staff);
        answers.push(`${role} ${route.key} ${answer.statusCode}`);
        expected.push(
          `${role} ${route.key} ${expectedStatus(STAFF_PERMISSIONS[route.action as keyof typeof STAFF_PERMISSIONS], role, routeSamples[route.key]!)}`,
        );
      }
    }
    for (const route of routes) {
      const answer = await send(route, target.id);
      const access: StaffAccess = STAFF_PERMISSIONS[route.action as keyof typeof STAFF_PERMISSIONS];
      answers.push(`no session ${route.key} ${answer.statusCode}`);
      expected.push(`no session ${route.key} ${access === 'anyone' ? routeSamples[route.key]!.status : 401}`);
    }
    expect(answers).toEqual(expected);
  });

  test('an expired session and a disabled account get 401 on every route that needs a session', async () => {
    const { app } = testApp;
    setStaffClock(app, START + 60 * 60_000);
    const target = await createStaffAccount(app, 'target-2@chalein.in', ['support']);
    const expiring = await createStaffAccount(app, 'expiring-admin@chalein.in', ['admin']);
    const disabled = await createStaffAccount(app, 'disabled-admin@chalein.in', ['admin']);
    const expiringStaff = await signInStaff(app, expiring, '198.51.100.100');
    const disabledStaff = await signInStaff(app, disabled, '198.51.100.101');
    await app.staff.store.updateUser(app.db, disabled.id, { disabled: true, now: START + 60 * 60_000 });
    const needSession = routes.filter((route) => STAFF_PERMISSIONS[route.action as keyof typeof STAFF_PERMISSIONS] !== 'anyone');
    const answers = [];
    for (const route of needSession) answers.push(`disabled ${route.key} ${(await send(route, target.id, disabledStaff)).statusCode}`);
    setStaffClock(app, START + 60 * 60_000 + 31 * 60_000);
    for (const route of needSession) answers.push(`expired ${route.key} ${(await send(route, target.id, expiringStaff)).statusCode}`);
    expect(answers).toEqual([
      ...needSession.map((route) => `disabled ${route.key} 401`),
      ...needSession.map((route) => `expired ${route.key} 401`),
    ]);
  });
});

describe('a staff route without an entry in the permission table', () => {
  test('is refused even to an admin, and the route list shows it', async () => {
    const { testApp, routes } = await createAppListingStaffRoutes((app) => {
      // as a route added later without naming its action would be
      app.get('/api/staff/unlisted', async () => ({ success: true, data: 'secret' }));
    });
    try {
      const { app } = testApp;
      setStaffClock(app, START);
      const admin = await signInStaff(app, await createStaffAccount(app, 'admin@chalein.in', ['admin']));
      const answer = await app.inject({ method: 'GET', url: '/api/staff/unlisted', headers: { cookie: admin.cookie } });
      expect(answer.statusCode).toBe(403);
      expect(answer.body).not.toContain('secret');
      expect(routes.filter((route) => !isStaffAction(route.action)).map((route) => route.key)).toEqual(['GET /api/staff/unlisted']);
    } finally {
      await testApp.closeTestApp();
    }
  });
});
