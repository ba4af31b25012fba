import { waitForRemotePage } from '../support/site-checks';
import { apiCall, fetchSiteFacts } from '../support/site-data';
import { openSiteSession, withScreenshotOnFailure, type SiteSession } from '../support/site-session';

// The head of the document follows the route on in-app navigation as it does on a direct load: title,
// description and canonical link; pages showing one record (a job, an article) carry that record's title.

let session: SiteSession;

beforeAll(async () => {
  session = await openSiteSession();
});

afterAll(async () => {
  await session?.close();
});

function readSeoTitle(data: unknown): { metaTitle: string; metaDescription: string } {
  const record = data as { metaTitle: string; metaDescription: string };
  return { metaTitle: record.metaTitle, metaDescription: record.metaDescription };
}

test('a click from the home page to Pricing moves the title, description and canonical link', async () => {
  const pricing = readSeoTitle(await apiCall(session.state.baseUrl, 'POST', '/seodata', { id: 5 }));
  const { page, watch } = await session.newPage();
  await withScreenshotOnFailure(
    page,
    'client head pricing',
    async () => {
      await page.goto('/');
      await waitForRemotePage(page);
      expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(/\/$/);
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing', exact: true }).click();
      await page.waitForURL('**/pricing');
      await page.waitForFunction((title) => document.title === title, pricing.metaTitle);
      expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(pricing.metaDescription);
      expect(new URL((await page.locator('link[rel="canonical"]').getAttribute('href')) ?? '').pathname).toBe('/pricing');
      expect(await page.locator('link[rel="canonical"]').count()).toBe(1);
    },
    watch,
  );
});

test('a job opened from the jobs list and an article opened from the blog carry their own titles', async () => {
  const facts = await fetchSiteFacts(session.state.baseUrl);
  const { page, watch } = await session.newPage();
  await withScreenshotOnFailure(
    page,
    'client head records',
    async () => {
      await page.goto('/jobs');
      await waitForRemotePage(page);
      await page.locator(`a[href="/jobs_details/${facts.job.id}/${facts.job.slugName}"]`).first().click();
      await page.waitForURL(`**/jobs_details/${facts.job.id}/${facts.job.slugName}`);
      // The jobs list's own h1 is still on screen for a moment after the click, so the page's heading is read
      // in the browser until title and heading agree, rather than once before the job page has rendered.
      await page.waitForFunction(() => {
        const headings = document.querySelectorAll('h1');
        const heading = headings[headings.length - 1]?.textContent?.trim() ?? '';
        return heading !== '' && document.title === `Careers: ${heading} | Chalein`;
      });
      expect(new URL((await page.locator('link[rel="canonical"]').getAttribute('href')) ?? '').pathname).toBe(
        `/jobs_details/${facts.job.id}/${facts.job.slugName}`,
      );

      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'blog', exact: true }).click();
      await page.waitForURL('**/blog');
      const article = page.locator(`a[href="/blog/${facts.blogSlug}"]`).first();
      const articleTitle = ((await article.textContent()) ?? '').trim();
      await article.click();
      await page.getByRole('heading', { level: 1, name: articleTitle }).waitFor();
      await page.waitForFunction((title) => document.title === title, `${articleTitle} | Chalein`);
    },
    watch,
  );
});

test('/About opens /about, on a direct load and in the browser', async () => {
  const { page, watch } = await session.newPage();
  await withScreenshotOnFailure(
    page,
    'client head case',
    async () => {
      const response = await page.goto('/About');
      expect(new URL(page.url()).pathname).toBe('/about');
      expect(response?.request().redirectedFrom()?.url()).toMatch(/\/About$/);
      await waitForRemotePage(page);
    },
    watch,
  );
});
