import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { buildTinyPdf } from '@chalein/testing/files/resume-files';
import { listSeriousViolations } from '../support/axe';
import { waitForRemotePage } from '../support/site-checks';
import { openSiteSession, withScreenshotOnFailure, type SiteSession } from '../support/site-session';
import { createStaffAccount, signInToConsole } from '../support/staff-accounts';
import { openStoredFiles, readServerDatabase } from '../support/stored-files';

// The inboxes end to end. A job seeker applies on the public site; a recruiter finds the application in the console,
// opens it, downloads the resume (the very bytes sent) and shortlists it, choosing to tell the applicant (whose
// acknowledgement and shortlist mails are then in the outbox); an admin then finds that download in the
// audit trail. A visitor sends a contact message; support finds it, takes it, marks it in progress and leaves a note.
// Two visitors subscribe to the newsletter; support exports the search that finds one of them and unsubscribes it.

let session: SiteSession;
const resumes = openStoredFiles('resumes');
const unique = `${Date.now()}-${process.pid}`;

beforeAll(async () => {
  session = await openSiteSession();
});

afterAll(async () => {
  resumes.removeTracked();
  await session?.close();
});

async function expectAccessible(page: Page): Promise<void> {
  expect(await listSeriousViolations(page)).toEqual([]);
}

/** Nothing wider than a tablet's screen but the tables' own scroll. */
async function expectFitsTablet(page: Page): Promise<void> {
  await page.setViewportSize({ width: 768, height: 1024 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** Applies for the first job of the grid; answers the reference the Thank You modal shows. */
async function applyForJob(page: Page, email: string, resume: Buffer): Promise<string> {
  await page.goto('/jobs');
  await waitForRemotePage(page);
  await page.getByRole('region', { name: 'Open roles by team' }).getByRole('link').first().click();
  await page.getByRole('link', { name: 'Apply now' }).click();
  const form = page.getByRole('form', { name: 'Your application' });
  await form.getByLabel(/^Name/).fill('Arjun Nair');
  await form.getByLabel(/^Gender/).selectOption('prefer not to disclose');
  await form.getByLabel(/^Contact number/).fill('9876501234');
  await form.getByLabel(/^Email/).fill(email);
  await form.getByLabel(/^Current location/).fill('Kochi');
  await form.getByRole('radio', { name: 'Yes' }).check();
  await form.getByRole('checkbox', { name: /I agree that Chalein may use these details/ }).check();
  await form.getByLabel(/^Resume/).setInputFiles({ name: 'arjun-nair-cv.pdf', mimeType: 'application/pdf', buffer: resume });
  await form.getByRole('button', { name: 'Submit application' }).click();
  const dialog = page.getByRole('dialog', { name: 'Thank You' });
  await dialog.getByText('Your form has been submitted successfully.').waitFor();
  return (await dialog.locator('strong').innerText()).trim();
}

/** The outbox messages whose idempotency key is like `keyPattern`, oldest first. */
function readOutboxMessages(keyPattern: string): { kind: string; recipient: string }[] {
  return readServerDatabase(
    session.state.databaseFile,
    (db) =>
      db.prepare('SELECT kind, recipient FROM outbox_messages WHERE idempotency_key LIKE ? ORDER BY id').all(keyPattern) as {
        kind: string;
        recipient: string;
      }[],
  );
}

function readApplication(reference: string): { id: number; status: string; resume_file: string } {
  return readServerDatabase(
    session.state.databaseFile,
    (db) =>
      db.prepare('SELECT id, status, resume_file FROM job_applications WHERE reference = ?').get(reference) as {
        id: number;
        status: string;
        resume_file: string;
      },
  );
}

test('a recruiter opens a new application and downloads its resume; an admin sees the download in the audit trail', async () => {
  const email = `arjun-${unique}@example.in`;
  const resume = buildTinyPdf(`Arjun Nair resume ${unique}`);
  const applicant = await session.newPage();
  const reference = await withScreenshotOnFailure(applicant.page, 'applicant applies', () => applyForJob(applicant.page, email, resume));
  expect(reference).toMatch(/^JA-\d{4}-\d{5}$/);
  const stored = readApplication(reference);
  resumes.track(stored.resume_file);

  const recruiter = await createStaffAccount(session.state, 'recruiter', 'Tara Sen');
  // axe is injected as a script, which the site's Content-Security-Policy rightly forbids: the test bypasses it
  const { page, watch } = await session.newPage({ bypassCSP: true, acceptDownloads: true });
  await withScreenshotOnFailure(
    page,
    'recruiter reads an application',
    async () => {
      // the filtered view is an address a colleague could be sent
      await signInToConsole(page, recruiter, `/staff/applications?status=new&q=${encodeURIComponent(email)}`);
      const list = page.getByRole('table', { name: 'Job applications, newest first' });
      await list.getByRole('cell', { name: email }).waitFor();
      expect(await page.getByLabel('Search name or email').inputValue()).toBe(email);
      await expectAccessible(page);
      await expectFitsTablet(page);

      await list.getByRole('link', { name: reference }).click();
      await page.getByRole('heading', { level: 1, name: `Application ${reference}` }).waitFor();
      await page.getByText('Arjun Nair', { exact: true }).waitFor();
      await expectAccessible(page);

      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download resume' }).click()]);
      expect(download.suggestedFilename()).toBe('arjun-nair-cv.pdf');
      const saved = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'resume-')), 'resume.pdf');
      await download.saveAs(saved);
      expect(fs.readFileSync(saved).equals(resume)).toBe(true);
      fs.rmSync(path.dirname(saved), { recursive: true });

      const status = page.getByRole('region', { name: 'Status' });
      await status.getByLabel('New status').selectOption({ label: 'Shortlisted' });
      // the recruiter chooses to tell the applicant: the mail is in the outbox with the change
      await status.getByRole('checkbox', { name: 'Notify the applicant' }).check();
      await status.getByRole('button', { name: 'Save status' }).click();
      await page.getByText('Status set to shortlisted. The applicant will get an e-mail saying so.').waitFor();
      const application = readApplication(reference);
      expect(application.status).toBe('shortlisted');
      expect(readOutboxMessages(`job-application-%:${application.id}`)).toEqual([
        { kind: 'job-application-received', recipient: email },
        { kind: 'job-application-shortlisted', recipient: email },
      ]);
      await expectFitsTablet(page);

      // the list's address holds its filters: Back returns to the same view, which no longer has it as new
      await page.getByRole('link', { name: 'Back to job applications' }).click();
      await page.getByText('No application matches these filters.').waitFor();
      expect(new URL(page.url()).searchParams.get('status')).toBe('new');
      // the resume is the recruiter's, never the page's cache's
      const direct = await page.request.get(`/api/staff/applications/${reference}/resume`);
      expect(direct.headers()['cache-control']).toBe('no-store');
      expect(direct.headers()['content-disposition']).toMatch(/^attachment/);
      expect(watch.pageErrors).toEqual([]);
    },
    watch,
  );

  const admin = await createStaffAccount(session.state, 'admin', 'Asha Rao');
  const auditor = await session.newPage({ bypassCSP: true });
  await withScreenshotOnFailure(
    auditor.page,
    'admin finds the download',
    async () => {
      await signInToConsole(auditor.page, admin, `/staff/audit?action=staff.applications.resume&target=job_application:${stored.id}`);
      const events = auditor.page.getByRole('table', { name: 'Audit events, newest first' });
      // the browser's download and the check of its headers: two downloads, both on the trail
      const rows = events.getByRole('row').filter({ hasText: 'staff.applications.resume' });
      await rows.first().waitFor();
      expect(await rows.count()).toBe(2);
      expect(await rows.first().innerText()).toMatch(new RegExp(`job_application:${stored.id}\\b[\\s\\S]*success`));
      expect(await rows.first().innerText()).toContain('recruiter');
      await expectAccessible(auditor.page);
    },
    auditor.watch,
  );
});

function readHandling(reference: string): { status: string; assignee: string | null; notes: string[] } {
  return readServerDatabase(session.state.databaseFile, (db) => {
    const handling = db
      .prepare(
        `SELECT h.id, h.status, u.name AS assignee FROM message_handling h
         JOIN contact_messages m ON m.id = h.message_id AND h.kind = 'contact'
         LEFT JOIN staff_users u ON u.id = h.assignee_id
         WHERE m.reference = ?`,
      )
      .get(reference) as { id: number; status: string; assignee: string | null };
    const notes = db.prepare('SELECT body FROM message_notes WHERE handling_id = ?').all(handling.id) as { body: string }[];
    return { status: handling.status, assignee: handling.assignee, notes: notes.map((note) => note.body) };
  });
}

test('support takes a contact message sent on the site, marks it in progress and leaves a note', async () => {
  const email = `meena-${unique}@example.com`;
  const visitor = await session.newPage();
  const reference = await withScreenshotOnFailure(visitor.page, 'visitor writes', async () => {
    await visitor.page.goto('/contact');
    await waitForRemotePage(visitor.page);
    const form = visitor.page.getByRole('form', { name: 'Send us a message' });
    await form.getByLabel(/^First name/).fill('Meena');
    await form.getByLabel(/^Last name/).fill('Pillai');
    await form.getByLabel(/^Email address/).fill(email);
    await form.getByLabel(/^Phone number/).fill('9876543210');
    await form.getByLabel(/^Address/).fill('12 MG Road, Bengaluru 560001');
    await form.getByLabel(/^Message/).fill('My driver was late twice this week.');
    await form.getByRole('checkbox', { name: 'I agree that Chalein may use these details to reply to my message.' }).check();
    await form.getByRole('button', { name: 'Submit' }).click();
    const dialog = visitor.page.getByRole('dialog', { name: 'Thank You' });
    await dialog.waitFor();
    return (await dialog.locator('strong').innerText()).trim();
  });

  const support = await createStaffAccount(session.state, 'support', 'Ravi Kumar');
  const { page, watch } = await session.newPage({ bypassCSP: true });
  await withScreenshotOnFailure(
    page,
    'support handles a message',
    async () => {
      await signInToConsole(page, support, `/staff/messages?kind=contact&q=${encodeURIComponent(email)}`);
      const list = page.getByRole('table', { name: 'Messages, newest first' });
      // support handles contact messages and tickets, never investors'
      expect(await page.getByLabel('Kind').locator('option').allInnerTexts()).toEqual([
        'All my kinds',
        'Contact message',
        'Support ticket',
      ]);
      await list.getByRole('link', { name: reference }).waitFor();
      await expectAccessible(page);
      await expectFitsTablet(page);
      await list.getByRole('link', { name: reference }).click();
      await page.getByRole('heading', { level: 1, name: `Contact message ${reference}` }).waitFor();
      await page.getByText('My driver was late twice this week.').waitFor();
      await expectAccessible(page);

      await page.getByRole('button', { name: 'Assign to me' }).click();
      await page.getByText('Assigned to you.').waitFor();
      const handling = page.getByRole('region', { name: 'Handling' });
      await handling.getByLabel('New status').selectOption({ label: 'In progress' });
      await handling.getByRole('button', { name: 'Save status' }).click();
      await page.getByText('Status set to in progress.').waitFor();
      const notes = page.getByRole('region', { name: 'Internal notes' });
      await notes.getByLabel('New note (seen by staff only)').fill('Called her back; the driver has been spoken to.');
      await notes.getByRole('button', { name: 'Add note' }).click();
      await notes.getByRole('listitem').filter({ hasText: 'Called her back; the driver has been spoken to.' }).waitFor();
      await expectAccessible(page);
      await expectFitsTablet(page);

      expect(readHandling(reference)).toEqual({
        status: 'in-progress',
        assignee: 'Ravi Kumar',
        notes: ['Called her back; the driver has been spoken to.'],
      });
      // the list shows it so, filtered by what the address holds
      await page.goto(`/staff/messages?status=in-progress&assignee=me`);
      await page.getByRole('table', { name: 'Messages, newest first' }).getByRole('link', { name: reference }).waitFor();
      expect(watch.pageErrors).toEqual([]);
    },
    watch,
  );
});

function countSubscriptions(email: string): number {
  return readServerDatabase(
    session.state.databaseFile,
    (db) => (db.prepare('SELECT COUNT(*) AS n FROM newsletter_subscriptions WHERE email = ?').get(email) as { n: number }).n,
  );
}

test("support exports a search of the newsletter's subscribers and unsubscribes one after confirming", async () => {
  const kept = `kept-${unique}@example.com`;
  const leaving = `leaving-${unique}@example.org`;
  const visitor = await session.newPage();
  await withScreenshotOnFailure(visitor.page, 'visitors subscribe', async () => {
    await visitor.page.goto('/');
    const footer = visitor.page.locator('footer').first();
    for (const email of [kept, leaving]) {
      await footer.getByLabel('Email address for newsletter').fill(email);
      await footer.getByRole('button', { name: 'Subscribe' }).click();
      await footer.getByText('Subscribed successfully!').waitFor();
      await footer.getByText('Subscribed successfully!').waitFor({ state: 'hidden', timeout: 10_000 });
    }
  });

  const support = await createStaffAccount(session.state, 'support', 'Ravi Kumar');
  const { page, watch } = await session.newPage({ bypassCSP: true, acceptDownloads: true });
  await withScreenshotOnFailure(
    page,
    'support and the newsletter',
    async () => {
      await signInToConsole(page, support, '/staff/newsletter');
      await page.getByLabel('Search by email').fill(`${unique}@example.org`);
      await page.getByLabel('Search by email').press('Enter');
      const list = page.getByRole('table', { name: 'Subscribers, newest first' });
      // the unfiltered list stays on screen until the search's answer arrives, so wait for the
      // address the search leaves out to go before reading what it kept
      await list.getByRole('cell', { name: kept, exact: true }).waitFor({ state: 'detached' });
      await list.getByRole('cell', { name: leaving, exact: true }).waitFor();
      expect(await list.getByRole('cell', { name: kept, exact: true }).count()).toBe(0);
      await expectAccessible(page);

      // the export is the search shown, as a file
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: 'Export these subscribers (CSV)' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^newsletter-\d{4}-\d{2}-\d{2}\.csv$/);
      const saved = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'newsletter-')), 'export.csv');
      await download.saveAs(saved);
      const lines = fs.readFileSync(saved, 'utf8').trim().split(/\r?\n/);
      fs.rmSync(path.dirname(saved), { recursive: true });
      expect(lines[0]).toMatch(/Email,Subscribed at/);
      expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual([leaving]);

      await list.getByRole('button', { name: `Unsubscribe ${leaving}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Unsubscribe this address?' });
      await dialog.getByText(`${leaving} will get no more newsletters.`).waitFor();
      await expectAccessible(page);
      // the keyboard backs out too
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(countSubscriptions(leaving)).toBe(1);

      await list.getByRole('button', { name: `Unsubscribe ${leaving}` }).click();
      await dialog.getByRole('button', { name: 'Yes, unsubscribe' }).click();
      await page.getByText(`${leaving} is unsubscribed.`).waitFor();
      await page.getByText('No subscriber matches this search.').waitFor();
      expect(countSubscriptions(leaving)).toBe(0);
      expect(countSubscriptions(kept)).toBe(1);
      expect(watch.pageErrors).toEqual([]);
    },
    watch,
  );
});
