import type { Page } from 'playwright-core';
import { buildJpeg, buildPng } from '@chalein/testing/files/image-files';
import { buildTinyPdf } from '@chalein/testing/files/resume-files';
import { waitForRemotePage } from './site-checks';

// A driver's registration through the public form, as the browser tests of the review and of the status page
// start from it.

/** A field by the start of its label (required labels end in ' *'). */
export const label = (page: Page, text: string) => page.getByLabel(new RegExp(`^${text.replace(/[().]/g, '\\$&')}`));

/** The eight documents of a registration as the staff console's review page names them. */
export const REVIEWED_DOCUMENTS = [
  'Aadhaar card, front',
  'Aadhaar card, back',
  'Cheque book',
  'Cancelled cheque',
  'Driving licence, front',
  'Driving licence, back',
  'Vehicle registration certificate',
  'Vehicle insurance',
] as const;

/** Fills and sends the registration form; answers the reference the Thank You modal shows. */
export async function registerDriver(page: Page, contactNumber: string): Promise<string> {
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
