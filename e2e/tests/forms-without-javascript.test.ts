import type { Locator, Page } from 'playwright-core';
import { buildTinyPdf } from '@chalein/testing/files/resume-files';
import { CHOOSE_FILES_AGAIN_MESSAGE } from '@chalein/shared/lib/posted-form';
import { siteRoutes } from '@chalein/shared/lib/routes';
import { replyConsentMessage as replyConsentKey } from '@chalein/shared/lib/validation/common';
import { contactMessages as contactMessageKeys } from '@chalein/shared/lib/validation/contact';
import {
  driverMessages as driverMessageKeys,
  driverRegistrationMessages as driverRegistrationMessageKeys,
} from '@chalein/shared/lib/validation/driver-registration';
import { investorMessages as investorMessageKeys } from '@chalein/shared/lib/validation/investor';
import { jobApplicationMessages as jobApplicationMessageKeys } from '@chalein/shared/lib/validation/job-application';
import { newsletterMessages as newsletterMessageKeys } from '@chalein/shared/lib/validation/newsletter';
import { supportMessages as supportMessageKeys } from '@chalein/shared/lib/validation/support';
import { concretePath, fetchSiteFacts, type SiteFacts } from '../support/site-data';
import { openSiteSession, withScreenshotOnFailure, type SiteSession } from '../support/site-session';
import { readServerDatabase } from '../support/stored-files';
import { readEnglishMessage, readEnglishMessages } from '@chalein/testing/validation-messages';

// the pages are English: the messages as an English page shows them
const replyConsentMessage = readEnglishMessage(replyConsentKey);
const contactMessages = readEnglishMessages(contactMessageKeys);
const driverMessages = readEnglishMessages(driverMessageKeys);
const driverRegistrationMessages = readEnglishMessages(driverRegistrationMessageKeys);
const investorMessages = readEnglishMessages(investorMessageKeys);
const jobApplicationMessages = readEnglishMessages(jobApplicationMessageKeys);
const newsletterMessages = readEnglishMessages(newsletterMessageKeys);
const supportMessages = readEnglishMessages(supportMessageKeys);

// Every form of the site with JavaScript off, as a visitor whose scripts failed or never ran: the form posts to its
// own page, a wrong input comes back with the spec's message and what was typed, a right one is stored once and
// thanked after a redirect, and no address the browser asks for ever carries what was typed.

let session: SiteSession;
let facts: SiteFacts;

beforeAll(async () => {
  session = await openSiteSession();
  facts = await fetchSiteFacts(session.state.baseUrl);
});

afterAll(async () => {
  await session?.close();
});

const unique = `${Date.now()}-${process.pid}`;

/** A page with scripts off, and every address it asks for (page, post, redirect, image, stylesheet). */
async function openPageWithoutScripts(): Promise<{ page: Page; requested: string[] }> {
  const { page, context } = await session.newPage({ javaScriptEnabled: false });
  const requested: string[] = [];
  context.on('request', (request) => requested.push(request.url()));
  return { page, requested };
}

/** Clicks a submit button and waits for the page the server answers with (after its redirect, if any). */
async function submit(page: Page, button: Locator): Promise<void> {
  await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), button.click()]);
}

/** No address carried any of `typed`, nor any query at all on the page's own path. */
function expectNoTypedValueInAddresses(requested: readonly string[], typed: readonly string[]): void {
  expect(requested.length).toBeGreaterThan(0);
  for (const url of requested) {
    const decoded = decodeURIComponent(url);
    for (const value of typed) expect(decoded).not.toContain(value);
  }
}

function countRows(sql: string, ...parameters: unknown[]): number {
  return readServerDatabase(session.state.databaseFile, (db) => (db.prepare(sql).get(...parameters) as { count: number }).count);
}

test('contact: a wrong post comes back with the messages and what was typed; a right one is stored once and thanked', async () => {
  const { page, requested } = await openPageWithoutScripts();
  const message = `No-script contact ${unique}`;
  await withScreenshotOnFailure(page, 'contact without scripts', async () => {
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Send us a message' });
    await form.getByLabel(/^First name/).fill('Asha');
    await form.getByLabel(/^Last name/).fill('Rao');
    await form.getByLabel(/^Email address/).fill('asha.rao');
    await form.getByLabel(/^Phone number/).fill('9876543210');
    await form.getByLabel(/^Address/).fill('12 MG Road, Bengaluru 560001');
    await form.getByLabel(/^Message/).fill(message);
    await submit(page, form.getByRole('button', { name: 'Submit' }));

    await form.getByText(contactMessages.emailInvalid).waitFor();
    await form.getByText(replyConsentMessage).waitFor();
    await form.getByText('Please correct the 2 fields marked below.').waitFor();
    expect(await form.getByLabel(/^First name/).inputValue()).toBe('Asha');
    expect(await form.getByLabel(/^Email address/).inputValue()).toBe('asha.rao');
    expect(await form.getByLabel(/^Message/).inputValue()).toBe(message);
    expect(countRows('SELECT COUNT(*) AS count FROM contact_messages WHERE message = ?', message)).toBe(0);

    await form.getByLabel(/^Email address/).fill(`asha-${unique}@example.com`);
    await form.getByRole('checkbox', { name: /I agree that Chalein/ }).check();
    await submit(page, form.getByRole('button', { name: 'Submit' }));
    expect(new URL(page.url()).pathname).toBe('/contact');
    await page.getByRole('status').filter({ hasText: 'Thank You' }).getByText(contactMessages.success).waitFor();
    expect(countRows('SELECT COUNT(*) AS count FROM contact_messages WHERE message = ?', message)).toBe(1);
    // the thank-you is shown once: a reload is the page as everyone gets it, and posts nothing again
    await page.reload();
    expect(await page.getByText(contactMessages.success).count()).toBe(0);
    expect(countRows('SELECT COUNT(*) AS count FROM contact_messages WHERE message = ?', message)).toBe(1);
  });
  expectNoTypedValueInAddresses(requested, ['asha.rao', `asha-${unique}`, '9876543210', 'MG Road', message]);
});

test('investor: a wrong number comes back with its message; a right enquiry is stored once and thanked', async () => {
  const { page, requested } = await openPageWithoutScripts();
  const description = `No-script enquiry ${unique}`;
  await withScreenshotOnFailure(page, 'investor without scripts', async () => {
    await page.goto('/investors');
    const form = page.getByRole('form', { name: 'Get in touch' });
    await form.getByLabel(/^Full name/).fill('Vikram Shah');
    await form.getByLabel(/^Email address/).fill(`vikram-${unique}@example.in`);
    await form.getByLabel(/^Phone number/).fill('98765');
    await form.getByLabel(/^Alternative contact number/).fill('9123456780');
    await form.getByLabel(/^Description/).fill(description);
    await form.getByRole('checkbox', { name: /I agree that Chalein/ }).check();
    await submit(page, form.getByRole('button', { name: 'Submit' }));

    await form.getByText(investorMessages.phoneInvalid).waitFor();
    expect(await form.getByLabel(/^Full name/).inputValue()).toBe('Vikram Shah');
    expect(await form.getByLabel(/^Description/).inputValue()).toBe(description);
    expect(await form.getByRole('checkbox', { name: /I agree that Chalein/ }).isChecked()).toBe(true);

    await form.getByLabel(/^Phone number/).fill('9876543210');
    await submit(page, form.getByRole('button', { name: 'Submit' }));
    await page.getByRole('status').filter({ hasText: 'Thank You' }).getByText(investorMessages.success).waitFor();
    expect(countRows('SELECT COUNT(*) AS count FROM investor_enquiries WHERE description = ?', description)).toBe(1);
  });
  expectNoTypedValueInAddresses(requested, ['Vikram', `vikram-${unique}`, '98765', '9123456780', description]);
});

test('support: a ticket without a description comes back with its message; a right one is stored once and thanked', async () => {
  const { page, requested } = await openPageWithoutScripts();
  const subject = `No-script ticket ${unique}`;
  await withScreenshotOnFailure(page, 'support without scripts', async () => {
    await page.goto('/support');
    const form = page.getByRole('form', { name: 'Raise a Ticket' });
    await form.getByLabel(/^Ticket type/).selectOption('Technical Query');
    await form.getByLabel(/^Subject/).fill(subject);
    await submit(page, form.getByRole('button', { name: 'Submit' }));

    await form.getByText(supportMessages.descriptionRequired).waitFor();
    expect(await form.getByLabel(/^Ticket type/).inputValue()).toBe('Technical Query');
    expect(await form.getByLabel(/^Subject/).inputValue()).toBe(subject);

    await form.getByLabel(/^Description/).fill('The app shows the wrong pickup point.');
    await submit(page, form.getByRole('button', { name: 'Submit' }));
    await page.getByRole('status').filter({ hasText: 'Thank You' }).waitFor();
    expect(countRows('SELECT COUNT(*) AS count FROM support_tickets WHERE subject = ?', subject)).toBe(1);
  });
  expectNoTypedValueInAddresses(requested, [subject, 'wrong pickup']);
});

test("newsletter: from any page's footer, a wrong address is kept beside its message; a right one is subscribed", async () => {
  const { page, requested } = await openPageWithoutScripts();
  const email = `reader-${unique}@example.in`;
  await withScreenshotOnFailure(page, 'newsletter without scripts', async () => {
    await page.goto('/about');
    const field = page.getByLabel('Email address for newsletter');
    await field.fill('not-an-email');
    await submit(page, page.getByRole('button', { name: 'Subscribe' }));
    expect(new URL(page.url()).pathname).toBe('/about');
    await page.getByText(newsletterMessages.invalid).waitFor();
    expect(await page.getByLabel('Email address for newsletter').inputValue()).toBe('not-an-email');

    await page.getByLabel('Email address for newsletter').fill(email);
    await submit(page, page.getByRole('button', { name: 'Subscribe' }));
    expect(new URL(page.url()).pathname).toBe('/about');
    await page.getByText(newsletterMessages.success).waitFor();
    expect(countRows('SELECT COUNT(*) AS count FROM newsletter_subscriptions WHERE email = ?', email)).toBe(1);
  });
  expectNoTypedValueInAddresses(requested, ['not-an-email', email]);
});

test('job application: without a resume it comes back asking for it again; with one it is stored once and thanked', async () => {
  const { page, requested } = await openPageWithoutScripts();
  const email = `applicant-${unique}@example.in`;
  const applyPath = `/apply_job/${facts.job.id}/${facts.job.slugName}`;
  await withScreenshotOnFailure(page, 'job application without scripts', async () => {
    await page.goto(applyPath);
    const form = page.getByRole('form', { name: 'Your application' });
    await form.getByLabel(/^Name/).fill('Asha Rao');
    await form.getByLabel(/^Gender/).selectOption('prefer not to disclose');
    await form.getByLabel(/^Contact number/).fill('9876543210');
    await form.getByLabel(/^Email/).fill(email);
    await form.getByLabel(/^Current location/).fill('Indiranagar, Bengaluru');
    await form.getByRole('radio', { name: 'Yes' }).check();
    await form.getByRole('checkbox', { name: /I agree that Chalein may use these details/ }).check();
    await submit(page, form.getByRole('button', { name: 'Submit application' }));

    await form.getByText(jobApplicationMessages.resumeRequired).waitFor();
    await form.getByText(CHOOSE_FILES_AGAIN_MESSAGE).waitFor();
    expect(await form.getByLabel(/^Name/).inputValue()).toBe('Asha Rao');
    expect(await form.getByLabel(/^Email/).inputValue()).toBe(email);
    expect(await form.getByRole('radio', { name: 'Yes' }).isChecked()).toBe(true);

    await form.getByLabel(/^Resume/).setInputFiles({ name: 'asha-rao.pdf', mimeType: 'application/pdf', buffer: buildTinyPdf() });
    await submit(page, form.getByRole('button', { name: 'Submit application' }));
    expect(new URL(page.url()).pathname).toBe(applyPath);
    await page.getByRole('status').filter({ hasText: 'Thank You' }).getByText(jobApplicationMessages.success).waitFor();
    expect(countRows('SELECT COUNT(*) AS count FROM job_applications WHERE email = ?', email)).toBe(1);
  });
  expectNoTypedValueInAddresses(requested, [email, 'Asha', '9876543210', 'Indiranagar']);
});

test('driver registration: the city and documents are asked for after a first post; then it is stored once and thanked', async () => {
  const { page, requested } = await openPageWithoutScripts();
  const contactNumber = `8${String(Date.now()).slice(-9)}`;
  const label = (text: string) => page.getByLabel(new RegExp(`^${text.replace(/[().]/g, '\\$&')}`));
  const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: buildTinyPdf(`Document ${name}`) });
  await withScreenshotOnFailure(page, 'driver registration without scripts', async () => {
    await page.goto('/drive_with_us');
    await label('Full name').fill('Ravi Kumar');
    await label('Contact number').fill(contactNumber);
    await page.getByRole('radio', { name: 'Cab' }).check();
    await label('Address').fill('12, 3rd Cross, Shanthala Nagar');
    await label('PIN code').fill('560025');
    await page.getByRole('combobox', { name: /^State/ }).selectOption({ label: 'Karnataka' });
    await page.getByRole('radio', { name: 'Four-Wheeler' }).check();
    await label('Vehicle number').fill('KA 01 AB 1234');
    await page.getByRole('radio', { name: 'Yes' }).check();
    await label('Bank account number').fill('123456789012');
    await label('Re-enter bank account number').fill('123456789012');
    await label('IFSC code').fill('SBIN0001234');
    await label('Driving licence number').fill('KA01 20191234567');
    await label('Re-enter driving licence number').fill('KA01 20191234567');
    await label('Date of birth').fill('1990-05-17');
    await page.getByRole('checkbox', { name: /I agree/ }).check();
    await submit(page, page.getByRole('button', { name: 'Submit' }));

    // the city list follows the state: without scripts it comes with the answer to the first post
    await page.getByText(driverRegistrationMessages.cityRequired).waitFor();
    await page.getByText(CHOOSE_FILES_AGAIN_MESSAGE).waitFor();
    expect(await label('Full name').inputValue()).toBe('Ravi Kumar');
    expect(await label('Bank account number').inputValue()).toBe('123456789012');
    await page.getByRole('combobox', { name: /^City/ }).selectOption({ label: 'Bengaluru' });
    for (const document of [
      'Aadhaar card, front (masked)',
      'Aadhaar card, back (masked)',
      'Cheque book or passbook, first page',
      'Cancelled cheque',
      'Driving licence, front',
      'Driving licence, back',
      'Vehicle registration certificate (RC)',
      'Vehicle insurance',
    ]) {
      await label(document).setInputFiles(pdf(`${document.replace(/\W+/g, '-')}.pdf`));
    }
    await submit(page, page.getByRole('button', { name: 'Submit' }));
    expect(new URL(page.url()).pathname).toBe('/drive_with_us');
    await page.getByRole('status').filter({ hasText: 'Thank You' }).getByText(driverMessages.success).waitFor();
    expect(countRows('SELECT COUNT(*) AS count FROM driver_registrations WHERE contact_number = ?', contactNumber)).toBe(1);
  });
  expectNoTypedValueInAddresses(requested, [contactNumber, 'Ravi', '123456789012', 'SBIN0001234', '20191234567', 'Shanthala']);
});

/** Each <form> of a page's HTML with its opening tag and whether it has any control that sends a value. */
function listForms(html: string): { tag: string; sendsFields: boolean }[] {
  return [...html.matchAll(/(<form\b[^>]*>)([\s\S]*?)<\/form>/g)].map((match) => ({
    tag: match[1]!,
    sendsFields: /<(?:input|select|textarea)\b[^>]*\bname=/.test(match[2]!),
  }));
}

test("every route's server HTML: each form that sends fields posts to an address of the site", async () => {
  // staff pages are rendered in the browser only: there is no server HTML to scan; a receipt needs a signed link
  for (const route of siteRoutes.filter((entry) => !entry.staff && !entry.signedLink)) {
    const path = concretePath(route, facts);
    const response = await fetch(`${session.state.baseUrl}${path}`, { signal: AbortSignal.timeout(20_000) });
    const html = await response.text();
    const forms = listForms(html);
    // the footer's newsletter is on every page rendered on the server: a page without it was not scanned
    expect({ path, newsletter: forms.some((form) => form.tag.includes('class="newsletter"')) }).toEqual({ path, newsletter: true });
    for (const form of forms.filter((candidate) => candidate.sendsFields)) {
      expect({ path, form: form.tag, method: /\bmethod="post"/i.test(form.tag) }).toEqual({ path, form: form.tag, method: true });
      expect({ path, form: form.tag, action: /\baction="\/[^"]*"/.test(form.tag) }).toEqual({ path, form: form.tag, action: true });
    }
  }
});
