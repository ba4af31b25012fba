import type { Blog } from '@chalein/shared/api/types';
import { waitForRemotePage } from '../support/site-checks';
import { apiCall } from '../support/site-data';
import { openSiteSession, withScreenshotOnFailure, type SiteSession } from '../support/site-session';

// Content pages against the real API: a CMS page recovers with Retry after the API fails once, a blog opens to its
// article at /blog/:slug, and /seo indexes the public pages with the server's titles.

let session: SiteSession;

beforeAll(async () => {
  session = await openSiteSession();
});

afterAll(async () => {
  await session?.close();
});

test('a CMS page reached by a link shows an error with Retry when the API fails once, and recovers on Retry', async () => {
  const { page, watch } = await session.newPage();
  let failures = 0;
  // only the first call fails (as a busy server would); every later one reaches the real API
  await page.route('**/api/cms', async (route) => {
    if (failures === 0) {
      failures += 1;
      await route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, message: 'Service unavailable' }),
      });
      return;
    }
    await route.continue();
  });
  await withScreenshotOnFailure(
    page,
    'marketing cms retry',
    async () => {
      // arriving on a page, its content comes with the HTML; a link inside the site asks the API
      await page.goto('/contact');
      await waitForRemotePage(page);
      await page.locator('footer').getByRole('link', { name: 'Privacy policy' }).click();
      await page.waitForURL('**/privacypolicy');
      const alert = page.getByRole('alert').filter({ hasText: 'We could not load this page.' });
      await alert.waitFor({ state: 'visible' });
      expect(await page.getByText('Loading...').count()).toBe(0);
      await alert.getByRole('button', { name: 'Retry' }).click();
      await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
      await page.getByText('Digital Personal Data Protection Act, 2023').first().waitFor();
      expect(failures).toBe(1);
      // the one injected failure is the only problem the page saw
      expect(watch.errorResponses).toEqual([expect.stringMatching(/^503 POST .*\/api\/cms$/)]);
      expect(watch.pageErrors).toEqual([]);
    },
    watch,
  );
});

test('the blog lists the articles from the API, and each opens at /blog/:slug', async () => {
  const blogs = (await apiCall(session.state.baseUrl, 'POST', '/blogs', {})) as Blog[];
  const { page, watch } = await session.newPage({ viewport: { width: 390, height: 844 } });
  await withScreenshotOnFailure(
    page,
    'marketing blog',
    async () => {
      await page.goto('/blog');
      await waitForRemotePage(page);
      await page.getByRole('heading', { level: 1, name: 'Latest Blogs' }).waitFor();
      // the heading shows while the list loads; count once the articles are there
      await page.locator('.blog-card').first().waitFor();
      expect(await page.locator('.blog-card').count()).toBe(blogs.length);
      const second = blogs[1]!;
      await page.getByRole('link', { name: second.blogTitle, exact: true }).click();
      await page.waitForURL(`**/blog/${second.blogSlug}`);
      await page.getByRole('heading', { level: 1, name: second.blogTitle }).waitFor();
      await page.getByRole('link', { name: 'Back to all blogs' }).waitFor();
      // a reload lands on the same article (the server serves the shell for the route)
      await page.reload();
      await page.getByRole('heading', { level: 1, name: second.blogTitle }).waitFor();
      expect(watch.problems()).toEqual([]);
    },
    watch,
  );
});

test('/seo lists every public page with the title the server keeps for it, and its links work', async () => {
  const { page, watch } = await session.newPage();
  await withScreenshotOnFailure(
    page,
    'marketing seo',
    async () => {
      await page.goto('/seo');
      await waitForRemotePage(page);
      const contact = page.getByRole('link', { name: 'Contact Us | Chalein' });
      await contact.waitFor();
      expect(await contact.getAttribute('href')).toBe('/contact');
      await page
        .getByRole('link', { name: /^Investors/ })
        .first()
        .click();
      await page.waitForURL('**/investors');
      await page.getByRole('heading', { level: 1, name: 'Investors' }).waitFor();
      expect(watch.problems()).toEqual([]);
    },
    watch,
  );
});
