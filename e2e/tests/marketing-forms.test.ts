import Database from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { waitForRemotePage } from '../support/site-checks';
import { openSiteSession, withScreenshotOnFailure, type SiteSession } from '../support/site-session';

// The contact, investor and support forms end to end: a visitor fills them in the browser, the API validates and
// stores them in the SQLite file the server really uses (read here directly), and the Thank You modal shows the
// reference number of the stored row.

let session: SiteSession;

beforeAll(async () => {
  session = await openSiteSession();
});

afterAll(async () => {
  await session?.close();
});

function readRow(
  table: 'contact_messages' | 'investor_enquiries' | 'support_tickets',
  reference: string,
): Record<string, unknown> | undefined {
  const db = new Database(session.state.databaseFile, { readonly: true, fileMustExist: true });
  try {
    const row: unknown = db.prepare(`SELECT * FROM ${table} WHERE reference = ?`).get(reference);
    return typeof row === 'object' && row !== null ? (row as Record<string, unknown>) : undefined;
  } finally {
    db.close();
  }
}

/** The reference number the open Thank You modal shows. */
async function readModalReference(page: Page): Promise<string> {
  const dialog = page.getByRole('dialog', { name: 'Thank You' });
  await dialog.waitFor({ state: 'visible' });
  return (await dialog.locator('strong').innerText()).trim();
}

const unique = `${Date.now()}-${process.pid}`;

test('a contact message: the rules are checked in the page, then it is stored and the Thank You modal shows its reference', async () => {
  const { page, watch } = await session.newPage({ viewport: { width: 390, height: 844 } });
  await withScreenshotOnFailure(
    page,
    'marketing contact form',
    async () => {
      await page.goto('/contact');
      await waitForRemotePage(page);
      const form = page.getByRole('form', { name: 'Send us a message' });
      await form.getByRole('button', { name: 'Submit' }).click();
      await form.getByText('First name is required').waitFor();
      await form.getByText('Phone number is required').waitFor();

      await form.getByLabel(/^First name/).fill('Asha');
      await form.getByLabel(/^Last name/).fill('Rao');
      await form.getByLabel(/^Email address/).fill(`asha-${unique}@example.com`);
      await form.getByLabel(/^Phone number/).pressSequentially('+91 98765-43210');
      expect(await form.getByLabel(/^Phone number/).inputValue()).toBe('9876543210');
      await form.getByLabel(/^Address/).fill('12 MG Road, Bengaluru 560001');
      await form.getByLabel(/^Message/).fill(`Airport cabs with wheelchairs? ${unique}`);
      await form.getByRole('checkbox', { name: 'I agree that Chalein may use these details to reply to my message.' }).check();
      await form.getByRole('button', { name: 'Submit' }).click();

      const reference = await readModalReference(page);
      expect(reference).toMatch(/^CT-\d{4}-\d{5}$/);
      await page.getByRole('dialog').getByText('Your form has been submitted successfully').waitFor();
      expect(readRow('contact_messages', reference)).toMatchObject({
        first_name: 'Asha',
        last_name: 'Rao',
        email: `asha-${unique}@example.com`,
        phone_number: '9876543210',
        address: '12 MG Road, Bengaluru 560001',
        message: `Airport cabs with wheelchairs? ${unique}`,
      });
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      expect(await form.getByLabel(/^First name/).inputValue()).toBe('');
      expect(watch.problems()).toEqual([]);
    },
    watch,
  );
});

test('an investor enquiry is stored and confirmed with its reference', async () => {
  const { page, watch } = await session.newPage();
  await withScreenshotOnFailure(
    page,
    'marketing investor form',
    async () => {
      await page.goto('/investors');
      await waitForRemotePage(page);
      const form = page.getByRole('form', { name: 'Get in touch' });
      await form.getByLabel(/^Full name/).fill('Vikram Shetty');
      await form.getByLabel(/^Email address/).fill(`vikram-${unique}@example.com`);
      await form.getByLabel(/^Phone number/).fill('9845012345');
      await form.getByLabel(/^Alternative contact number/).fill('9845012345');
      await form.getByLabel(/^Description/).fill(`Series A fund ${unique}`);
      await form.getByRole('checkbox').check();
      await form.getByRole('button', { name: 'Submit' }).click();
      // the same number twice is refused in the page, and what was typed stays
      await form.getByText('Alternative contact number must differ from the phone number').waitFor();
      expect(await form.getByLabel(/^Full name/).inputValue()).toBe('Vikram Shetty');
      await form.getByLabel(/^Alternative contact number/).fill('8045012345');
      await form.getByRole('button', { name: 'Submit' }).click();

      const reference = await readModalReference(page);
      expect(reference).toMatch(/^INV-\d{4}-\d{5}$/);
      expect(readRow('investor_enquiries', reference)).toMatchObject({
        full_name: 'Vikram Shetty',
        mobile: '9845012345',
        alternative_mobile: '8045012345',
        description: `Series A fund ${unique}`,
      });
      expect(watch.problems()).toEqual([]);
    },
    watch,
  );
});

test("a support ticket is stored, and the confirmation is the server's message with the ticket number", async () => {
  const { page, watch } = await session.newPage();
  await withScreenshotOnFailure(
    page,
    'marketing support form',
    async () => {
      await page.goto('/support');
      await waitForRemotePage(page);
      const form = page.getByRole('form', { name: 'Raise a Ticket' });
      await form.getByLabel(/^Ticket type/).selectOption('Technical Query');
      await form.getByLabel(/^Subject/).fill(`Wrong pick-up pin ${unique}`);
      await form.getByLabel(/^Description/).fill('The pin is two streets away from my home.');
      await form.getByRole('button', { name: 'Submit' }).click();

      const reference = await readModalReference(page);
      expect(reference).toMatch(/^TKT-\d{4}-\d{5}$/);
      await page.getByRole('dialog').getByText('Ticket submitted successfully!').waitFor();
      expect(readRow('support_tickets', reference)).toMatchObject({
        ticket_type: 'Technical Query',
        subject: `Wrong pick-up pin ${unique}`,
        status: 'open',
      });
      expect(watch.problems()).toEqual([]);
    },
    watch,
  );
});

test('the first invalid field is focused in view below the sticky header; closing the Thank You modal returns focus to Submit', async () => {
  const { page, watch } = await session.newPage({ viewport: { width: 390, height: 844 } });
  await withScreenshotOnFailure(
    page,
    'marketing form focus',
    async () => {
      await page.goto('/contact');
      await waitForRemotePage(page);
      const form = page.getByRole('form', { name: 'Send us a message' });
      await form.getByLabel(/^Last name/).fill('Rao');
      await form.getByLabel(/^Email address/).fill(`focus-${unique}@example.com`);
      await form.getByLabel(/^Phone number/).fill('+91 98765 43210');
      await form.getByLabel(/^Address/).fill('12 MG Road, Bengaluru 560001');
      await form.getByLabel(/^Message/).fill(`Focus check ${unique}`);
      await form.getByRole('checkbox', { name: 'I agree that Chalein may use these details to reply to my message.' }).check();
      const firstName = form.getByLabel(/^First name/);
      // the page scrolled so that the empty first name sits under the sticky header: in the viewport, yet hidden
      await firstName.evaluate((element) => window.scrollBy(0, element.getBoundingClientRect().top - 8));
      await form.getByRole('button', { name: 'Submit' }).evaluate((button: HTMLButtonElement) => button.click());

      await form.getByText('First name is required').waitFor();
      expect(await firstName.evaluate((element) => element === document.activeElement)).toBe(true);
      const header = (await page.locator('.site-header').boundingBox())!;
      const field = (await firstName.boundingBox())!;
      // the focused field is below the sticky header, not under it
      expect(field.y).toBeGreaterThanOrEqual(header.y + header.height);
      expect(field.y + field.height).toBeLessThanOrEqual(844);

      await firstName.fill('Asha');
      await form.getByRole('button', { name: 'Submit' }).click();
      await readModalReference(page);
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      expect(await form.getByRole('button', { name: 'Submit' }).evaluate((element) => element === document.activeElement)).toBe(true);
      expect(watch.problems()).toEqual([]);
    },
    watch,
  );
});
