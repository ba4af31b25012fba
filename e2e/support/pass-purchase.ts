import type { Page } from 'playwright-core';
import { waitForRemotePage } from './site-checks';

/** Buys the Daylight Saver Pass (₹339) as Priya Nair with `mobile` in the sandbox checkout, through to the thank-you page. */
export async function buyDaylightPass(page: Page, mobile: string): Promise<void> {
  await page.goto('/daylight_pass');
  await waitForRemotePage(page);
  await page.getByRole('button', { name: 'Buy Pass Now' }).click();
  const details = page.getByRole('dialog', { name: 'Enter your details' });
  await details.getByLabel('Name').fill('Priya Nair');
  await details.getByLabel('Mobile number').fill(mobile);
  await details.getByLabel('Email').fill('priya.nair@example.com');
  await details.getByLabel('Gender').selectOption('Female');
  await details.getByRole('checkbox').check();
  await details.getByRole('button', { name: 'Pay Now' }).click();
  await page
    .getByRole('dialog', { name: /payment sandbox/ })
    .getByRole('button', { name: 'Pay', exact: true })
    .click();
  await page.waitForURL('**/thankyou');
  await page.getByText('Pass purchased successfully!').waitFor();
}
