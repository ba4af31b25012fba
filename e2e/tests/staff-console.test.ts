import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { Secret, TOTP } from 'otpauth';
import type { Page } from 'playwright-core';
import { listSeriousViolations } from '../support/axe';
import { repoRoot } from '../support/paths';
import { waitForRemotePage } from '../support/site-checks';
import { openSiteSession, withScreenshotOnFailure, type SiteSession } from '../support/site-session';

// The staff console end to end on the production server: the first admin made by the command line, their setup link
// opened (password, the authenticator enrolled from the key the page shows), sign-in with password and a code, the
// console reached; and ten public routes visited without a single request for the staff remote's files.

let session: SiteSession;

beforeAll(async () => {
  session = await openSiteSession();
});

afterAll(async () => {
  await session?.close();
});

/** `npm run staff -w @chalein/api -- add ...` against the test server's database; answers the printed setup link. */
async function addStaffAccount(email: string, name: string, role: string): Promise<string> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [path.join(repoRoot, 'api', 'dist', 'staff-cli.js'), 'add', '--email', email, '--name', name, '--role', role],
    {
      cwd: path.join(repoRoot, 'api'),
      env: { ...process.env, DATABASE_FILE: session.state.databaseFile, PUBLIC_ORIGIN: session.state.baseUrl },
    },
  );
  const link = /^(http\S+\/staff\/setup#token=\S+)$/m.exec(stdout)?.[1];
  if (!link) throw new Error(`the command printed no setup link:\n${stdout}`);
  return link;
}

/** The authenticator app: the code for `secret` at an instant. */
function computeCode(secret: string, timestamp = Date.now()): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp });
}

async function expectAccessible(page: Page): Promise<void> {
  expect(await listSeriousViolations(page)).toEqual([]);
}

test('the command line link sets up an admin, who signs in with a code and reaches the console', async () => {
  const email = 'asha.e2e@chalein.in';
  const password = 'plum kettle orbit saffron';
  const link = await addStaffAccount(email, 'Asha Rao', 'admin');
  expect(link.startsWith(`${session.state.baseUrl}/staff/setup#token=`)).toBe(true);

  // axe is injected as a script; the site's Content-Security-Policy rightly forbids that, so the test bypasses it
  const { page, watch } = await session.newPage({ bypassCSP: true });
  await withScreenshotOnFailure(
    page,
    'staff console',
    async () => {
      const setupResponse = await page.goto(link);
      expect(setupResponse?.headers()['x-robots-tag']).toBe('noindex, nofollow');
      expect(setupResponse?.headers()['cache-control']).toBe('no-store');
      await page.getByRole('heading', { name: 'Set up your staff account' }).waitFor();
      expect(await page.getByRole('banner').count()).toBe(0);
      await expectAccessible(page);

      // a guessable password is refused in the server's words
      await page.getByLabel(/Choose a password/).fill('password1234');
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByText('Choose a password that is harder to guess: this one is common or follows a pattern.').waitFor();

      await page.getByLabel(/Choose a password/).fill(password);
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByRole('img', { name: 'QR code to scan with your authenticator app' }).waitFor();
      const secret = (await page.locator('.staff-secret').innerText()).replace(/\s+/g, '');
      await expectAccessible(page);
      await page.getByLabel(/Code from your authenticator app/).fill(computeCode(secret));
      await page.getByRole('button', { name: 'Finish setup' }).click();
      await page.getByText(`Your account ${email} is ready.`).waitFor();

      // opening the console signed out leads to sign-in, which returns there afterwards
      await page.goto('/staff/audit?action=staff.sign-in');
      await page.getByRole('heading', { name: 'Staff sign-in' }).waitFor();
      expect(new URL(page.url()).searchParams.get('next')).toBe('/staff/audit?action=staff.sign-in');
      await page.getByLabel(/Email/).fill(email);
      await page.getByLabel(/Password/).fill(password);
      await page.getByRole('button', { name: 'Continue' }).click();
      // the setup used this period's code, and a code counts once: the app's next one
      await page.getByLabel(/Code from your authenticator app/).fill(computeCode(secret, Date.now() + 30_000));
      await page.getByRole('button', { name: 'Sign in' }).click();

      await page.getByRole('heading', { name: 'Audit trail' }).waitFor();
      await page.getByText('Signed in as Asha Rao').waitFor();
      const events = page.getByRole('table', { name: 'Audit events, newest first' });
      await events.getByRole('cell', { name: 'staff.sign-in' }).first().waitFor();
      expect(await page.getByRole('textbox', { name: 'Action' }).inputValue()).toBe('staff.sign-in');
      await expectAccessible(page);

      await page.getByRole('link', { name: 'Accounts' }).click();
      await page.getByRole('table', { name: 'Staff accounts' }).getByRole('cell', { name: email }).waitFor();
      await expectAccessible(page);
      // a tablet holds the console too: nothing wider than the screen but the tables' own scroll
      await page.setViewportSize({ width: 768, height: 1024 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

      await page.getByRole('button', { name: 'Sign out' }).click();
      await page.getByRole('heading', { name: 'Staff sign-in' }).waitFor();
      await page.goto('/staff');
      await page.getByRole('heading', { name: 'Staff sign-in' }).waitFor();
      expect(watch.pageErrors).toEqual([]);
    },
    watch,
  );
});

test('ten public routes never request a file of the staff remote', async () => {
  const routes = ['/', '/about', '/contact', '/ourservices', '/pricing', '/jobs', '/drive_with_us', '/faq', '/blog', '/daylight_pass'];
  const { page, watch } = await session.newPage();
  await withScreenshotOnFailure(
    page,
    'staff never loaded',
    async () => {
      for (const route of routes) {
        await page.goto(route);
        await waitForRemotePage(page);
      }
      // and by navigating inside the app, after anything fetched late (prefetching, idle loading)
      await page.getByRole('link', { name: 'About Us' }).first().click();
      await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
      const pages = watch.requests.filter((url) => new URL(url).pathname.split('/').length > 1);
      expect(pages.length).toBeGreaterThan(30);
      expect(watch.requests.filter((url) => /\/(remotes|deployments)\/staff\//.test(new URL(url).pathname))).toEqual([]);
      // the HTML of each names no staff file either (no preload, no modulepreload)
      for (const route of routes) {
        const html = await (await fetch(`${session.state.baseUrl}${route}`)).text();
        expect({ route, staff: /\/(remotes|deployments)\/staff\//.test(html) }).toEqual({ route, staff: false });
      }
    },
    watch,
  );
});
