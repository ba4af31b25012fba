import type { Page } from 'playwright-core';
import { buildPng } from '@chalein/testing/files/image-files';
import { listSeriousViolations } from '../support/axe';
import { label, registerDriver } from '../support/driver-registration';
import { waitForRemotePage } from '../support/site-checks';
import { openSiteSession, withScreenshotOnFailure, type SiteSession } from '../support/site-session';
import { createStaffAccount, signInToConsole } from '../support/staff-accounts';
import { openStoredFiles, readServerDatabase } from '../support/stored-files';

// The loop the status page closes: a driver registers and notes the reference; a reviewer rejects the licence as
// unreadable; the driver opens the status page from the thank-you, reads why, uploads a new licence and sees the
// application under review; the reviewer, who sees it re-submitted with the rejected file kept, approves everything,
// and the status reads approved, with scripts and without.

let session: SiteSession;
const documentFiles = openStoredFiles('driver-documents');

beforeAll(async () => {
  session = await openSiteSession();
});

afterAll(async () => {
  await session?.close();
  documentFiles.removeTracked();
});

const DOCUMENTS = [
  'Aadhaar card, front',
  'Aadhaar card, back',
  'Cheque book',
  'Cancelled cheque',
  'Driving licence, front',
  'Driving licence, back',
  'Vehicle registration certificate',
  'Vehicle insurance',
] as const;

const LICENCE = 'Driving licence, front';

/** Every stored file of the registration, the replaced ones included, so the run removes them. */
function listStoredNames(reference: string): string[] {
  return readServerDatabase(session.state.databaseFile, (db) =>
    (
      db
        .prepare(
          `SELECT stored_name FROM driver_documents WHERE registration_id = (SELECT id FROM driver_registrations WHERE reference = ?)
           UNION ALL
           SELECT stored_name FROM driver_document_history WHERE registration_id = (SELECT id FROM driver_registrations WHERE reference = ?)`,
        )
        .all(reference, reference) as { stored_name: string }[]
    ).map((row) => row.stored_name),
  );
}

async function lookUp(page: Page, reference: string, mobile: string): Promise<void> {
  await label(page, 'Application reference').fill(reference);
  await label(page, 'Mobile number').fill(mobile);
  await page.getByRole('button', { name: 'Check status' }).click();
}

const statusLine = (page: Page) => page.getByText(/^Status:/);

test('a rejected licence is sent again from the status page, reviewed again, and the application reads approved', async () => {
  const mobile = `7${String(Date.now()).slice(-9)}`;
  const driver = await session.newPage({ bypassCSP: true });
  const reference = await withScreenshotOnFailure(driver.page, 'driver registers', () => registerDriver(driver.page, mobile));
  documentFiles.track(...listStoredNames(reference));

  const reviewer = await createStaffAccount(session.state, 'driver-ops', 'Kiran Das');
  const staff = await session.newPage();
  const review = staff.page;
  await withScreenshotOnFailure(
    review,
    'reviewer rejects the licence',
    async () => {
      await signInToConsole(review, reviewer, `/staff/drivers/${reference}`);
      await review.getByRole('heading', { name: `Driver registration ${reference}` }).waitFor();
      const licence = review.getByRole('region', { name: LICENCE, exact: true });
      await licence.getByLabel('Reason to reject').selectOption({ label: 'Unreadable or cut off' });
      await licence.getByRole('button', { name: `Reject ${LICENCE}` }).click();
      await review.getByText(`${LICENCE}: rejected.`).waitFor();
      expect(await statusLine(review).innerText()).toMatch(/^Status: Action needed/);
    },
    staff.watch,
  );

  await withScreenshotOnFailure(
    driver.page,
    'driver sends the licence again',
    async () => {
      const page = driver.page;
      // the thank-you says where to check; the link leads there
      await page.getByRole('dialog', { name: 'Thank You' }).getByRole('link', { name: 'Check your application status' }).click();
      await page.waitForURL('**/drive_with_us/status');
      await waitForRemotePage(page);
      await page.getByRole('heading', { name: 'Your driver application' }).waitFor();

      // a wrong pair gets the one answer
      await lookUp(page, reference, '9999999999');
      await page.getByRole('alert').getByText('We could not find an application with these details').waitFor();

      await lookUp(page, reference.toLowerCase(), mobile);
      await page.getByRole('heading', { name: 'Hello Meena' }).waitFor();
      expect(await statusLine(page).innerText()).toBe('Status: Action needed');
      // nothing more of the driver than the first name
      expect(await page.getByText('Pillai').count()).toBe(0);
      const licence = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: LICENCE, exact: true }) });
      await licence.getByText('We could not read it: the picture is blurred, too dark or cut off.').waitFor();
      await licence.getByText('Please send again').waitFor();
      expect(await page.getByRole('form', { name: /^Upload .* again$/ }).count()).toBe(1);
      expect(await listSeriousViolations(page)).toEqual([]);

      await licence
        .getByLabel(/^New Driving licence, front/)
        .setInputFiles({ name: 'licence-new.png', mimeType: 'image/png', buffer: buildPng(800, 500) });
      await licence.getByRole('button', { name: /^Upload/ }).click();
      await page.getByText('Thank you. We have your new document and will check it again.').waitFor();
      expect(await statusLine(page).innerText()).toBe('Status: Under review');
      await licence.getByText('Sent again, being checked').waitFor();
      expect(driver.watch.pageErrors).toEqual([]);
    },
    driver.watch,
  );
  documentFiles.track(...listStoredNames(reference));

  await withScreenshotOnFailure(
    review,
    'reviewer approves everything',
    async () => {
      await review.reload();
      await review.getByRole('heading', { name: `Driver registration ${reference}` }).waitFor();
      expect(await statusLine(review).innerText()).toMatch(/^Status: Under review \(re-submitted\)/);
      const licence = review.getByRole('region', { name: LICENCE, exact: true });
      await licence.getByText(/^Rejected: Unreadable or cut off/).waitFor();
      // the rejected file is still there to see
      const rejectedFile = await review.request.get(
        (await licence.getByRole('link', { name: /^View rejected file 1/ }).getAttribute('href')) ?? '',
      );
      expect([rejectedFile.status(), rejectedFile.headers()['content-type']]).toEqual([200, 'image/jpeg']);
      for (const name of DOCUMENTS) {
        const region = review.getByRole('region', { name, exact: true });
        await region.getByRole('button', { name: `Approve ${name}` }).click();
        await review.getByText(`${name}: approved.`).waitFor();
      }
      expect(await statusLine(review).innerText()).toMatch(/^Status: Approved/);
    },
    staff.watch,
  );

  await withScreenshotOnFailure(
    driver.page,
    'driver reads approved',
    async () => {
      const page = driver.page;
      await page.getByRole('link', { name: 'Look up another application' }).click();
      await lookUp(page, reference, mobile);
      await page.getByRole('heading', { name: 'Hello Meena' }).waitFor();
      expect(await statusLine(page).innerText()).toBe('Status: Approved');
    },
    driver.watch,
  );

  // without scripts: the form posts to the page, which answers with the status in it, kept by no cache
  const plain = await session.newPage({ javaScriptEnabled: false });
  await withScreenshotOnFailure(
    plain.page,
    'status without scripts',
    async () => {
      const page = plain.page;
      const opened = await page.goto('/drive_with_us/status');
      expect(opened?.headers()['cache-control']).toBe('private, no-store');
      await label(page, 'Application reference').fill(reference);
      await label(page, 'Mobile number').fill(mobile);
      const [answer] = await Promise.all([
        page.waitForResponse((response) => response.request().method() === 'POST' && response.url().endsWith('/drive_with_us/status')),
        page.getByRole('button', { name: 'Check status' }).click(),
      ]);
      expect([answer.status(), answer.headers()['cache-control']]).toEqual([200, 'private, no-store']);
      await page.getByRole('heading', { name: 'Hello Meena' }).waitFor();
      expect(await statusLine(page).innerText()).toBe('Status: Approved');
      // the address carries nothing typed
      expect(page.url()).not.toContain(mobile);
    },
    plain.watch,
  );
});
