import type { Page } from 'playwright-core';
import { listSeriousViolations } from '../support/axe';
import { registerDriver, REVIEWED_DOCUMENTS } from '../support/driver-registration';
import { openSiteSession, withScreenshotOnFailure, type SiteSession } from '../support/site-session';
import { createStaffAccount, readCsrfToken, signInToConsole } from '../support/staff-accounts';
import { openStoredFiles, readServerDatabase } from '../support/stored-files';

// A driver registers on the public site; a driver-ops reviewer finds the registration in the console's queue,
// reveals one private value, rejects one document with a reason and approves the other seven, and the registration
// reads 'action needed' there and in the database. A recruiter opening the same address gets the page saying their
// roles do not allow it, and the server refuses them the registration too.

let session: SiteSession;
// the registration's eight files, removed with the run
const documentFiles = openStoredFiles('driver-documents');

beforeAll(async () => {
  session = await openSiteSession();
});

afterAll(async () => {
  await session?.close();
  documentFiles.removeTracked();
});

function readStored(reference: string): { status: string; documents: Record<string, string>; storedNames: string[] } {
  return readServerDatabase(session.state.databaseFile, (db) => {
    const registration = db.prepare('SELECT id, review_status FROM driver_registrations WHERE reference = ?').get(reference) as {
      id: number;
      review_status: string;
    };
    const documents = db
      .prepare('SELECT document_type, review_state, stored_name FROM driver_documents WHERE registration_id = ?')
      .all(registration.id) as { document_type: string; review_state: string; stored_name: string }[];
    return {
      status: registration.review_status,
      documents: Object.fromEntries(documents.map((document) => [document.document_type, document.review_state])),
      storedNames: documents.map((document) => document.stored_name),
    };
  });
}

const statusLine = (page: Page) => page.getByText(/^Status:/);

test('driver-ops rejects one document and approves seven; the registration needs action; a recruiter is refused', async () => {
  const driver = await session.newPage();
  const reference = await withScreenshotOnFailure(driver.page, 'driver registers for review', () =>
    registerDriver(driver.page, `6${String(Date.now()).slice(-9)}`),
  );
  documentFiles.track(...readStored(reference).storedNames);

  const reviewer = await createStaffAccount(session.state, 'driver-ops', 'Kiran Das');
  // axe is injected as a script, which the site's Content-Security-Policy rightly forbids: the test bypasses it
  const { page, watch } = await session.newPage({ bypassCSP: true });
  await withScreenshotOnFailure(
    page,
    'driver review',
    async () => {
      await signInToConsole(page, reviewer, '/staff/drivers?status=submitted');
      const queue = page.getByRole('table', { name: 'Driver registrations, oldest first' });
      await queue.getByRole('link', { name: reference }).click();
      await page.getByRole('heading', { name: `Driver registration ${reference}` }).waitFor();
      expect(await statusLine(page).innerText()).toMatch(/^Status: Submitted/);
      expect(await listSeriousViolations(page)).toEqual([]);

      // masked until revealed, one value at a time
      await page.getByText('••••••••9900').waitFor();
      expect(await page.getByText('556677889900').count()).toBe(0);
      await page.getByRole('button', { name: 'Reveal Bank account number' }).click();
      await page.getByText('556677889900').waitFor();
      expect(await page.getByText('HDFC0004321').count()).toBe(0);

      // photos come inline from the document route (with the session's cookie); PDFs are download links
      const front = page.getByRole('img', { name: 'Aadhaar card, front as uploaded by the driver' });
      await front.scrollIntoViewIfNeeded();
      await page.waitForFunction(
        (name) => [...document.images].some((image) => image.alt === name && image.complete && image.naturalWidth === 640),
        'Aadhaar card, front as uploaded by the driver',
      );
      const insurance = page.getByRole('region', { name: 'Vehicle insurance', exact: true });
      expect(await insurance.getByRole('link', { name: /^Download Vehicle insurance \(PDF/ }).getAttribute('download')).toBe('');

      const back = page.getByRole('region', { name: 'Driving licence, back', exact: true });
      await back.getByRole('button', { name: 'Reject Driving licence, back' }).click();
      await back.getByText('Choose a reason.').waitFor();
      await back.getByLabel('Reason to reject').selectOption({ label: 'Expired' });

      // meanwhile someone else (another tab) approves a document: the version this page holds is stale
      const seen = (await (await page.request.get(`/api/staff/drivers/${reference}`)).json()) as {
        data: { registration: { version: number } };
      };
      const elsewhere = await page.request.post(`/api/staff/drivers/${reference}/documents/adharCardFrontPhoto/decision`, {
        headers: { origin: session.state.baseUrl, 'x-csrf-token': await readCsrfToken(page) },
        data: { version: seen.data.registration.version, decision: 'approve' },
      });
      expect(elsewhere.status()).toBe(200);
      await back.getByRole('button', { name: 'Reject Driving licence, back' }).click();
      await page
        .getByRole('alert')
        .getByText(/^Someone else reviewed this registration meanwhile/)
        .waitFor();
      // the page shows the other decision and keeps the reason chosen, so deciding again is one click
      await page.getByRole('region', { name: 'Aadhaar card, front', exact: true }).getByText('Approved', { exact: true }).waitFor();
      expect(await back.getByLabel('Reason to reject').inputValue()).toBe('expired');
      await back.getByRole('button', { name: 'Reject Driving licence, back' }).click();
      await page.getByText('Driving licence, back: rejected.').waitFor();
      await back.getByText('Rejected: Expired').waitFor();

      for (const name of REVIEWED_DOCUMENTS.filter((document) => document !== 'Driving licence, back')) {
        const region = page.getByRole('region', { name, exact: true });
        await region.getByRole('button', { name: `Approve ${name}` }).click();
        await page.getByText(`${name}: approved.`).waitFor();
      }
      expect(await statusLine(page).innerText()).toMatch(/^Status: Action needed/);
      expect(await listSeriousViolations(page)).toEqual([]);

      // what the page shows is what the server keeps
      const stored = readStored(reference);
      expect(stored.status).toBe('action_needed');
      expect(Object.values(stored.documents).sort()).toEqual([...Array(7).fill('approved'), 'rejected']);
      expect(stored.documents.drivingLicenseBackPhoto).toBe('rejected');
      await page.reload();
      await page.getByRole('heading', { name: `Driver registration ${reference}` }).waitFor();
      expect(await statusLine(page).innerText()).toMatch(/^Status: Action needed/);

      // a tablet holds it too: nothing wider than the screen
      await page.setViewportSize({ width: 768, height: 1024 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      expect(watch.pageErrors).toEqual([]);
    },
    watch,
  );

  const recruiter = await createStaffAccount(session.state, 'recruiter', 'Nila Shah');
  const refused = await session.newPage({ bypassCSP: true });
  await withScreenshotOnFailure(
    refused.page,
    'recruiter refused a registration',
    async () => {
      await signInToConsole(refused.page, recruiter, `/staff/drivers/${reference}`);
      await refused.page.getByRole('heading', { name: 'Your roles do not allow this page' }).waitFor();
      expect(await refused.page.getByText(reference).count()).toBe(0);
      expect(await listSeriousViolations(refused.page)).toEqual([]);
      // and the server refuses the registration itself, whatever the page does
      const direct = await refused.page.request.get(`/api/staff/drivers/${reference}`);
      expect(direct.status()).toBe(403);
    },
    refused.watch,
  );
});
