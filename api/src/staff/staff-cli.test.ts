import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { runNodeProcess } from '../test-support/api-server-process';
import { createTempDir } from '../test-support/temp-dir';
import { buildTestConfig } from '../test-support/test-app';
import { selectTestDatabaseEnv } from '../test-support/test-database';
import { SETUP_LINK_INVALID } from './staff-sign-in-routes';
import { injectStaffWrite, STRONG_PASSWORD } from './staff-test-kit';

// The command that makes the first admin and resets a lost TOTP, run as a process on the database an app then uses.

const runStaffCli = (dir: string, args: readonly string[]) =>
  runNodeProcess(['--import', 'tsx', 'src/staff/staff-cli.ts', ...args], {
    ...(selectTestDatabaseEnv(dir) as Record<string, string>),
    PUBLIC_ORIGIN: 'https://staff.chalein.test',
    LOG_LEVEL: 'silent',
  });

const readToken = (output: string) => /\/staff\/setup#token=([A-Za-z0-9_-]{43})\n/.exec(output)?.[1];

describe('npm run staff', () => {
  let dir: string;
  let app: FastifyInstance | undefined;

  beforeAll(() => {
    dir = createTempDir();
  });

  afterAll(async () => {
    await app?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  test('adds an account with no password and prints a setup link; reset prints a new one and the old stops working', async () => {
    const added = await runStaffCli(dir, ['add', '--email', 'First.Admin@Chalein.in', '--name', 'First Admin', '--role', 'admin']);
    expect(added).toMatch(/^Added first\.admin@chalein\.in \(admin\)\./);
    expect(added).toMatch(/^https:\/\/staff\.chalein\.test\/staff\/setup#token=/m);
    const firstToken = readToken(added);
    expect(firstToken).toBeDefined();

    await expect(runStaffCli(dir, ['add', '--email', 'first.admin@chalein.in', '--name', 'Again', '--role', 'support'])).rejects.toThrow(
      /exited 1:\nA staff account with this email address exists already/,
    );
    await expect(runStaffCli(dir, ['add', '--email', 'x@chalein.in', '--name', 'X', '--role', 'owner'])).rejects.toThrow(
      /Unknown role "owner"/,
    );
    await expect(runStaffCli(dir, ['add', '--email', 'x@chalein.in', '--name', 'X'])).rejects.toThrow(/Give at least one --role/);

    const reset = await runStaffCli(dir, ['reset', '--email', 'first.admin@chalein.in']);
    expect(reset).toMatch(/^Reset first\.admin@chalein\.in: password and TOTP cleared, 0 session\(s\) ended\./);
    const secondToken = readToken(reset);
    expect(secondToken).toBeDefined();
    expect(secondToken).not.toBe(firstToken);

    app = buildApp(buildTestConfig(dir));
    await app.ready();
    const users = await app.staff.store.listUsers(app.db);
    expect(users.map(({ email, roles, isSetUp }) => ({ email, roles, isSetUp }))).toEqual([
      { email: 'first.admin@chalein.in', roles: ['admin'], isSetUp: false },
    ]);
    const old = await injectStaffWrite(app, { url: '/api/staff/setup', payload: { token: firstToken, password: STRONG_PASSWORD } });
    expect({ status: old.statusCode, message: old.json().message }).toEqual({ status: 400, message: SETUP_LINK_INVALID });
    const current = await injectStaffWrite(app, { url: '/api/staff/setup', payload: { token: secondToken, password: STRONG_PASSWORD } });
    expect(current.statusCode).toBe(200);

    const trail = await app.db.selectFrom('audit_events').select(['action', 'actor_id', 'user_agent']).orderBy('id').execute();
    expect(trail).toEqual([
      { action: 'staff.users.invite', actor_id: null, user_agent: 'staff command line' },
      { action: 'staff.users.reset', actor_id: null, user_agent: 'staff command line' },
    ]);
    // six processes, each loading the sources through tsx
  }, 120_000);
});
