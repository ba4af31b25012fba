import { listSeriousViolations } from '../support/axe';
import { waitForRemotePage } from '../support/site-checks';
import { openSiteSession, withScreenshotOnFailure, type SiteSession } from '../support/site-session';

// axe-core over the driver registration page as composed by the shell, in both themes, on a phone-sized screen:
// once as it opens and once with every field's error showing (what a driver sees after an empty submit).

let session: SiteSession;

beforeAll(async () => {
  session = await openSiteSession();
});

afterAll(async () => {
  await session?.close();
});

describe.each(['light', 'dark'] as const)('%s theme', (theme) => {
  test('/drive_with_us has no serious or critical accessibility violation, with or without errors', async () => {
    // axe is injected as a script; the site's Content-Security-Policy rightly forbids that, so the test bypasses it
    const { page, context, watch } = await session.newPage({ bypassCSP: true, viewport: { width: 390, height: 844 } });
    await context.addInitScript((value) => window.localStorage.setItem('chalein-theme', value), theme);
    await withScreenshotOnFailure(
      page,
      `onboarding a11y ${theme}`,
      async () => {
        await page.goto('/drive_with_us');
        await waitForRemotePage(page);
        await page.getByRole('combobox', { name: /^State/ }).waitFor();
        expect(await listSeriousViolations(page)).toEqual([]);

        await page.getByRole('button', { name: 'Submit' }).click();
        await page.getByText('Please correct the 23 fields marked below.').waitFor();
        // the summary is announced and the first invalid field has focus, below the sticky header (docs/decisions/0019-forms.md)
        expect(await page.getByRole('alert').filter({ hasText: 'Please correct the 23 fields marked below.' }).count()).toBe(1);
        expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('fullName');
        const fieldTop = await page.getByLabel(/^Full name/).evaluate((input) => input.getBoundingClientRect().top);
        const headerBottom = await page
          .locator('header')
          .first()
          .evaluate((header) => header.getBoundingClientRect().bottom);
        expect(fieldTop).toBeGreaterThanOrEqual(headerBottom);
        expect(await listSeriousViolations(page)).toEqual([]);
        expect(watch.problems()).toEqual([]);
      },
      watch,
    );
  });
});
