import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { Secret, TOTP } from 'otpauth';
import type { Page } from 'playwright-core';
import type { E2eState } from './e2e-state';
import { repoRoot } from './paths';

// Staff accounts for the console's browser tests: made by the command line against the test server's database, set
// up through the setup calls (password, then the authenticator enrolled with a code), and signed in through the
// console's own sign-in page, as a person does.

export interface StaffAccount {
  email: string;
  password: string;
  /** the enrolled authenticator's secret, to compute codes from */
  secret: string;
}

/** The authenticator app's code for `secret` at an instant. */
export function computeStaffCode(secret: string, timestamp = Date.now()): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp });
}

/** `npm run staff -w @chalein/api -- add ...`; answers the printed one-time setup link. */
export async function addStaffAccount(state: E2eState, email: string, name: string, role: string): Promise<string> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [path.join(repoRoot, 'api', 'dist', 'staff-cli.js'), 'add', '--email', email, '--name', name, '--role', role],
    { cwd: path.join(repoRoot, 'api'), env: { ...process.env, DATABASE_FILE: state.databaseFile, PUBLIC_ORIGIN: state.baseUrl } },
  );
  const link = /^(http\S+\/staff\/setup#token=\S+)$/m.exec(stdout)?.[1];
  if (!link) throw new Error(`the command printed no setup link:\n${stdout}`);
  return link;
}

async function postSetup(state: E2eState, body: Record<string, string>): Promise<Record<string, unknown>> {
  const response = await fetch(`${state.baseUrl}/api/staff/setup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: state.baseUrl },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { success: boolean; message?: string; data?: Record<string, unknown> };
  if (!response.ok || !answer.success) throw new Error(`setup refused (${response.status}): ${answer.message ?? ''}`);
  return answer.data ?? {};
}

/**
 * An account of `role`, ready to sign in. The setup's code is the previous period's (the server allows one period of
 * drift), so the sign-in that follows can use the current one: a code counts once.
 */
export async function createStaffAccount(state: E2eState, role: string, name: string): Promise<StaffAccount> {
  const email = `${role}.${Date.now()}@chalein.in`;
  const password = 'plum kettle orbit saffron lantern';
  const link = await addStaffAccount(state, email, name, role);
  const token = decodeURIComponent(new URL(link).hash.replace(/^#token=/, ''));
  const { secret } = await postSetup(state, { token, password });
  if (typeof secret !== 'string') throw new Error('the setup answered no secret');
  await postSetup(state, { token, password, secret, code: computeStaffCode(secret, Date.now() - 30_000) });
  return { email, password, secret };
}

/** Opens `path` in the console signed out, signs in on the page it leads to, and waits to be back at `path`. */
export async function signInToConsole(page: Page, account: StaffAccount, pathname: string): Promise<void> {
  await page.goto(pathname);
  await page.getByRole('heading', { name: 'Staff sign-in' }).waitFor();
  await page.getByLabel(/Email/).fill(account.email);
  await page.getByLabel(/Password/).fill(account.password);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel(/Code from your authenticator app/).fill(computeStaffCode(account.secret));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === pathname.split('?')[0]);
}

/** The CSRF token of the session signed in on `page`, as the console reads it, for a write the test sends itself. */
export async function readCsrfToken(page: Page): Promise<string> {
  const me = (await (await page.request.get('/api/staff/me')).json()) as { data: { csrfToken: string } };
  return me.data.csrfToken;
}
