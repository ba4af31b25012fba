import type { Page } from 'playwright-core';
import { buildJpeg, buildPng } from '@chalein/testing/files/image-files';
import { buildTinyPdf } from '@chalein/testing/files/resume-files';
import { listSeriousViolations } from '../support/axe';
import { waitForRemotePage } from '../support/site-checks';
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

const label = (page: Page, text: string) => page.getByLabel(new RegExp(`^${text.replace(/[().]/g, '\\$&')}`));

/** Fills and sends the registration form; answers the reference the Thank You modal shows. */
async function registerDriver(page: Page, contactNumber: string): Promise<string> {
  await page.goto('/drive_with_us');
  await waitForRemotePage(page);
  await label(page, 'Full name').fill('Meena Pillai');
  await label(page, 'Contact number').fill(contactNumber);
  await page.getByRole('radio', { name: 'Cab' }).check();
  await label(page, 'Address').fill('4, 2nd Main, Indiranagar');
  await label(page, 'PIN code').fill('560038');
  await page.getByRole('combobox', { name: /^State/ }).selectOption({ label: 'Karnataka' });
  await page.getByRole('combobox', { name: /^City/ }).selectOption({ label: 'Bengaluru' });
  await page.getByRole('radio', { name: 'Four-Wheeler' }).check();
  await label(page, 'Vehicle number').fill('KA 03 MP 4321');
  await page.getByRole('radio', { name: 'No' }).check();
  await label(page, 'Bank account number').fill('556677889900');
  await label(page, 'Re-enter bank account number').fill('556677889900');
  await label(page, 'IFSC code').fill('HDFC0004321');
  await label(page, 'Driving licence number').fill('KA03 20181234567');
  await label(page, 'Re-enter driving licence number').fill('KA03 20181234567');
  await label(page, 'Date of birth').fill('1988-02-29');
  const picture = (name: string) => ({ name, mimeType: 'image/jpeg', buffer: buildJpeg(640, 400) });
  const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: buildTinyPdf(`Meena Pillai ${name}`) });
  const uploads = {
    'Aadhaar card, front (masked)': { name: 'front.png', mimeType: 'image/png', buffer: buildPng(640, 400) },
    'Aadhaar card, back (masked)': picture('back.jpg'),
    'Cheque book or passbook, first page': pdf('passbook.pdf'),
    'Cancelled cheque': picture('cheque.jpg'),
    'Driving licence, front': picture('licence-front.jpg'),
    'Driving licence, back': picture('licence-back.jpg'),
    'Vehicle registration certificate (RC)': picture('rc.jpg'),
    'Vehicle insurance': pdf('insurance.pdf'),
  };
  for (const [field, file] of Object.entries(uploads)) await label(page, field).setInputFiles(file);
  await page.getByLabel(/I agree/).check();
  await page.getByRole('button', { name: 'Submit' }).click();
  const thanks = page.getByRole('dialog', { name: 'Thank You' });
  await thanks.getByText('Your form has been submitted successfully.').waitFor();
  const reference = /CHD-[0-9A-Z]{4}-[0-9A-Z]{4}/.exec(await thanks.innerText())?.[0];
  if (!reference) throw new Error('the Thank You modal shows no reference');
  return reference;
}

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

      for (const name of DOCUMENTS.filter((document) => document !== 'Driving licence, back')) {
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
