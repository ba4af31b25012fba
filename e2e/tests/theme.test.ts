import { remotePageSelector, waitForRemotePage } from '../support/site-checks';
import { openSiteSession, withScreenshotOnFailure, type SiteSession } from '../support/site-session';

// The theme lives in the shell's shared state; a remote page reads it from the one shared theme context and puts
// it on its root element. Seeing the shell's choice there proves the remote shares the shell's context instance.

let session: SiteSession;

beforeAll(async () => {
  session = await openSiteSession();
});

afterAll(async () => {
  await session?.close();
});

test('the header theme toggle reaches remote pages and is remembered after a reload', async () => {
  const { page, watch } = await session.newPage();
  await withScreenshotOnFailure(
    page,
    'theme',
    async () => {
      await page.goto('/');
      await waitForRemotePage(page);
      const header = page.locator('header').first();
      // light by default, on the document and in the remote
      expect(await page.locator('html').getAttribute('data-theme')).not.toBe('dark');
      await page.locator(`${remotePageSelector}[data-theme="light"]`).waitFor({ state: 'visible' });

      await header.getByRole('button', { name: 'Switch to dark theme' }).click();
      await page.locator('html[data-theme="dark"]').waitFor({ state: 'attached' });
      await page.locator(`${remotePageSelector}[data-theme="dark"]`).waitFor({ state: 'visible' });

      // another remote (passes), reached through the shell's router without a reload
      await header.getByRole('link', { name: 'Pricing', exact: true }).first().click();
      await page.waitForURL('**/pricing');
      await waitForRemotePage(page);
      await page.locator(`${remotePageSelector}[data-theme="dark"]`).waitFor({ state: 'visible' });
      expect(await page.locator(`${remotePageSelector}[data-theme="light"]`).count()).toBe(0);

      await page.reload();
      await waitForRemotePage(page);
      await page.locator('html[data-theme="dark"]').waitFor({ state: 'attached' });
      await page.locator(`${remotePageSelector}[data-theme="dark"]`).waitFor({ state: 'visible' });
      await header.getByRole('button', { name: 'Switch to light theme' }).click();
      await page.locator(`${remotePageSelector}[data-theme="light"]`).waitFor({ state: 'visible' });
      expect(await page.locator('html').getAttribute('data-theme')).not.toBe('dark');
      expect(watch.pageErrors).toEqual([]);
    },
    watch,
  );
});
