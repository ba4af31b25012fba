import type { Faq, NewsUpdate, Testimonial } from '@chalein/shared/api/types';
import { HYDRATED_ATTRIBUTE, HYDRATES_WHEN_NEAR_ATTRIBUTE, withAttribute } from '@chalein/shared/lib/dom-markers';
import type { Page } from 'playwright-core';
import { readShownSlides, waitForCarousel, waitForRemotePage } from '../support/site-checks';
import { apiCall } from '../support/site-data';
import { openSiteSession, withScreenshotOnFailure, type SiteSession } from '../support/site-session';
import { waitUntil } from '@chalein/testing/wait-until';

// The home page of the composed site, against the real API and its seeded database: every data section shows what
// the API holds, the carousels follow their breakpoints, and they hold still for reduced motion.

let session: SiteSession;

beforeAll(async () => {
  session = await openSiteSession();
});

afterAll(async () => {
  await session?.close();
});

const newsDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });

/** Resolves once the carousel shows other slides than `before`; fails after `timeoutMs`. */
async function waitForSlidesToChange(page: Page, carousel: string, before: number[], timeoutMs = 5000): Promise<void> {
  const shown = async () => JSON.stringify(await readShownSlides(page, carousel));
  const start = JSON.stringify(before);
  await waitUntil(async () => (await shown()) !== start, `the ${carousel} carousel to move from slides ${before.join(', ')}`, {
    timeoutMs,
    intervalMs: 100,
  });
}

/** Records the API paths a page asks for. */
function recordApiCalls(page: Page): string[] {
  const apiCalls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) apiCalls.push(pathname);
  });
  return apiCalls;
}

test('arriving on the home page, its sections come with the HTML and no API call; each hydrates when scrolled near', async () => {
  const testimonials = (await apiCall(session.state.baseUrl, 'GET', '/testimonials')) as Testimonial[];
  const { page, watch } = await session.newPage({ viewport: { width: 390, height: 844 } });
  const apiCalls = recordApiCalls(page);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await withScreenshotOnFailure(
    page,
    'marketing carousel lazy',
    async () => {
      await page.goto('/');
      await page.getByRole('heading', { level: 1, name: 'Every ride a joyride.' }).waitFor();
      await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
      // the server rendered the reviews, news and FAQs into the page: no call for them
      const reviews = page.getByRole('region', { name: 'Customer Reviews and Testimonials' });
      const first = testimonials[0]!;
      await reviews.getByText(`${first.firstName} ${first.lastName}`).first().waitFor({ state: 'attached' });
      // nor their code: the browser keeps the server's HTML of the three sections until the visitor comes near them
      await waitForRemotePage(page);
      expect(await page.locator(withAttribute(HYDRATES_WHEN_NEAR_ATTRIBUTE)).count()).toBe(3);
      expect(await page.locator(`[${HYDRATES_WHEN_NEAR_ATTRIBUTE}][${HYDRATED_ATTRIBUTE}]`).count()).toBe(0);
      const scriptsBeforeScrolling = scripts.length;

      await reviews.scrollIntoViewIfNeeded();
      await waitForCarousel(page, 'testimonials');
      await page.locator(`[${HYDRATES_WHEN_NEAR_ATTRIBUTE}][${HYDRATED_ATTRIBUTE}]`).first().waitFor({ state: 'attached' });
      expect(scripts.length).toBeGreaterThan(scriptsBeforeScrolling);

      // a tap on a section the moment it is on screen is not lost while its code arrives
      const faq = page.getByRole('region', { name: 'Frequently asked questions' });
      const viewMore = faq.getByRole('button', { name: 'View More' }).first();
      await viewMore.scrollIntoViewIfNeeded();
      await viewMore.click();
      await faq.getByRole('button', { name: 'View Less' }).first().waitFor();
      expect(apiCalls.filter((call) => /testimonials|news_updates|faqs/.test(call))).toEqual([]);
      expect(watch.problems()).toEqual([]);
    },
    watch,
  );
});

test('arriving by a link inside the site, sections below the fold and their API calls load only when scrolled near', async () => {
  const { page, watch } = await session.newPage({ viewport: { width: 390, height: 844 } });
  const apiCalls = recordApiCalls(page);
  await withScreenshotOnFailure(
    page,
    'marketing carousel lazy after navigation',
    async () => {
      await page.goto('/contact');
      await waitForRemotePage(page);
      await page.locator('header').first().getByRole('link', { name: 'Chalein home' }).click();
      await page.getByRole('heading', { level: 1, name: 'Every ride a joyride.' }).waitFor();
      await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
      // the hero and its sections, but not the reviews, news and FAQ calls
      expect(apiCalls.filter((call) => /testimonials|news_updates|faqs/.test(call))).toEqual([]);
      const reviews = page.getByRole('region', { name: 'Customer Reviews and Testimonials' });
      await reviews.getByText('Loading testimonials...').waitFor({ state: 'attached' });

      await reviews.scrollIntoViewIfNeeded();
      await waitForCarousel(page, 'testimonials');
      expect(apiCalls).toContain('/api/testimonials');
      expect(watch.problems()).toEqual([]);
    },
    watch,
  );
});

test('every section of the home page shows data from the API', async () => {
  const base = session.state.baseUrl;
  const testimonials = (await apiCall(base, 'GET', '/testimonials')) as Testimonial[];
  const news = (await apiCall(base, 'GET', '/news_updates')) as NewsUpdate[];
  const faqs = (await apiCall(base, 'GET', '/faqs')) as Faq[];
  const { page, watch } = await session.newPage();

  await withScreenshotOnFailure(
    page,
    'marketing home sections',
    async () => {
      await page.goto('/');
      await waitForRemotePage(page);
      await page.getByRole('heading', { level: 1, name: 'Every ride a joyride.' }).waitFor();
      expect(await page.getByRole('region', { name: 'Our partners' }).getByRole('listitem').count()).toBe(2);
      expect(await page.getByRole('region', { name: 'Safety and reliability' }).getByRole('listitem').count()).toBe(4);

      // these sections load as they near the screen, as a visitor scrolling down would see them
      const reviews = page.getByRole('region', { name: 'Customer Reviews and Testimonials' });
      await reviews.scrollIntoViewIfNeeded();
      const first = testimonials[0]!;
      await reviews.getByText(`${first.firstName} ${first.lastName}`).first().waitFor({ state: 'visible' });
      await reviews
        .getByRole('img', { name: `Rated ${first.rating} out of 5` })
        .first()
        .waitFor({ state: 'visible' });

      const newsSection = page.getByRole('region', { name: 'News and updates' });
      await newsSection.scrollIntoViewIfNeeded();
      const latest = news[0]!;
      await newsSection.getByRole('heading', { name: latest.title }).waitFor({ state: 'visible' });
      await newsSection
        .getByText(newsDate.format(new Date(latest.created_at)))
        .first()
        .waitFor({ state: 'visible' });

      const initiatives = page.getByRole('region', { name: 'Our initiatives' });
      await initiatives.getByRole('heading', { name: 'Free meals on the move' }).waitFor({ state: 'visible' });

      const faqSection = page.getByRole('region', { name: 'Frequently asked questions' });
      await faqSection.scrollIntoViewIfNeeded();
      const categories = [...new Set(faqs.map((faq) => faq.category))].slice(0, 4);
      for (const category of categories) await faqSection.getByRole('heading', { name: category, exact: true }).waitFor();
      // a question is the summary of a disclosure the browser opens by itself
      const firstQuestion = faqSection.locator('summary', { has: page.getByRole('heading', { name: faqs[0]!.question }) });
      await firstQuestion.click();
      await faqSection.getByText(faqs[0]!.answer).waitFor({ state: 'visible' });

      await faqSection.getByRole('link', { name: 'see more faq' }).click();
      await page.waitForURL('**/faq');
      await page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' }).waitFor();
      // the full list: every question, not the teaser's 3 per category (counted once the list has loaded)
      await page.locator('.faq-item').first().waitFor();
      expect(await page.locator('.faq-item').count()).toBe(faqs.length);
      expect(watch.problems()).toEqual([]);
    },
    watch,
  );
});

test.each([
  [390, 1],
  [800, 2],
  [1280, 3],
])('at %i px the testimonials carousel shows %i review(s) at a time; Next, or Enter on Previous, moves it', async (width, shown) => {
  const { page, watch } = await session.newPage({ viewport: { width, height: 900 }, reducedMotion: 'reduce' });
  await withScreenshotOnFailure(
    page,
    `marketing carousel ${width}`,
    async () => {
      await page.goto('/');
      const carousel = await waitForCarousel(page, 'testimonials');
      const before = await readShownSlides(page, 'testimonials');
      expect(before).toHaveLength(shown);
      // the stylesheet lays the slides out for the width: those shown fill the track, side by side
      const widths = await carousel
        .locator('.carousel__track, .carousel__slide:not([inert])')
        .evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().width));
      const [track = 0, ...cards] = widths;
      // (the track's content box: 4 px of padding either side, for the cards' shadows; 20 px between cards)
      expect(Math.abs(cards.reduce((sum, card) => sum + card, 0) + (shown - 1) * 20 - (track - 8))).toBeLessThanOrEqual(1);
      await page.getByRole('button', { name: 'Next testimonials' }).click();
      await waitForSlidesToChange(page, 'testimonials', before);
      // and by keyboard alone: Enter on the focused Previous button pages back
      const after = await readShownSlides(page, 'testimonials');
      await page.getByRole('button', { name: 'Previous testimonials' }).focus();
      await page.keyboard.press('Enter');
      await waitForSlidesToChange(page, 'testimonials', after);
      expect(await readShownSlides(page, 'testimonials')).toEqual(before);
      // slides out of view are inert: Tab cannot reach them
      const total = await carousel.locator('.carousel__slide').count();
      expect(await carousel.locator('.carousel__slide[inert]').count()).toBe(total - shown);
      expect(watch.problems()).toEqual([]);
    },
    watch,
  );
});

test('carousels play by themselves with a Pause button, and never move for visitors who prefer reduced motion', async () => {
  const moving = await session.newPage({ reducedMotion: 'no-preference' });
  const still = await session.newPage({ reducedMotion: 'reduce' });
  await withScreenshotOnFailure(moving.page, 'marketing carousel autoplay', async () => {
    // Each page gets a clock the test drives: once the sliders are there, time stands still until the test moves it
    // on, so 'plays by itself' and 'never moves' are checked over exactly the same 4 s, with no wall-clock sleep.
    await Promise.all([moving.page.clock.install(), still.page.clock.install()]);
    await Promise.all([moving.page.goto('/'), still.page.goto('/')]);
    await Promise.all([waitForCarousel(moving.page, 'initiatives'), waitForCarousel(still.page, 'initiatives')]);
    await moving.page.getByRole('button', { name: 'Pause initiatives' }).waitFor();
    expect(await still.page.getByRole('button', { name: 'Pause initiatives' }).count()).toBe(0);
    // a moment ahead of the page's own time, which keeps flowing while this call travels
    const pause = async (page: Page) => page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await Promise.all([pause(moving.page), pause(still.page)]);

    const movingStart = await readShownSlides(moving.page, 'initiatives');
    const stillStart = await readShownSlides(still.page, 'initiatives');
    // autoplay speed is 3000 ms and a step takes 500 ms: 4 s hold one step
    await Promise.all([moving.page.clock.runFor(4000), still.page.clock.runFor(4000)]);
    await waitForSlidesToChange(moving.page, 'initiatives', movingStart);
    expect(await readShownSlides(still.page, 'initiatives')).toEqual(stillStart);

    await moving.page.getByRole('button', { name: 'Pause initiatives' }).click();
    const paused = await readShownSlides(moving.page, 'initiatives');
    await moving.page.clock.runFor(4000);
    expect(await readShownSlides(moving.page, 'initiatives')).toEqual(paused);
  });
});
