import type { CDPSession, Locator, Page } from 'playwright-core';
import { HYDRATED_ATTRIBUTE, ROOT_ID, SERVER_RENDERED_ATTRIBUTE } from '@chalein/shared/lib/dom-markers';
import { waitUntil } from '@chalein/testing/wait-until';
import { openPhonePage, readAnswerMs, resetAnswerClock, swipe, type AnswerClock } from '../support/phone-model';
import { holdAppScripts, waitForRemotePage, waitForServerRendering } from '../support/site-checks';
import { openSiteSession, withScreenshotOnFailure, type SitePage, type SiteSession } from '../support/site-session';

// On Lighthouse's phone model, with the app's scripts held back as a slow connection holds them: the header's menu,
// an FAQ question and a carousel answer a touch from the server's HTML alone, and work the same once the page has
// hydrated, with no hydration error on the way. How fast the first answer comes (its 100 ms budget) is a figure for
// the benchmark, not an assertion here: on a machine shared with the rest of the suite, a timed test fails for the
// machine's load rather than for the page.

// the first touch of a page that has just painted, on two fresh loads: each must be answered from the HTML alone
const FIRST_TOUCH_LOADS = 2;

let session: SiteSession;

beforeAll(async () => {
  session = await openSiteSession();
});

afterAll(async () => {
  await session?.close();
});

type PhonePage = SitePage & { cdp: CDPSession };

/**
 * A page on the phone model at `path`, server-rendered, with the app's scripts held until the returned function is
 * called. The starter adds them at the first touch (or 3 s after it ran), and a script the page has asked for and not
 * yet run keeps its load event waiting, so this waits for the document only.
 */
async function openHeld(path: string): Promise<PhonePage & { releaseScripts: () => void }> {
  await waitForServerRendering(session.state.baseUrl, path);
  const site = await openPhonePage(session);
  const releaseScripts = await holdAppScripts(site.page);
  await site.page.goto(path, { waitUntil: 'domcontentloaded' });
  expect(await site.page.locator(`#${ROOT_ID}[${SERVER_RENDERED_ATTRIBUTE}]`).count()).toBe(1);
  return { ...site, releaseScripts };
}

async function expectNotHydrated(page: Page): Promise<void> {
  expect(await page.locator(`#${ROOT_ID}[${HYDRATED_ATTRIBUTE}]`).count()).toBe(0);
}

async function hydrate(page: Page, releaseScripts: () => void): Promise<void> {
  releaseScripts();
  await page.locator(`#${ROOT_ID}[${HYDRATED_ATTRIBUTE}]`).waitFor({ state: 'attached', timeout: 60_000 });
  await waitForRemotePage(page);
}

interface FirstTouch {
  path: string;
  /** waits for the control, checks it has not answered yet, and adds the listener that calls chaleinAnswered */
  arm: (site: PhonePage) => Promise<void>;
  touch: (site: PhonePage) => Promise<void>;
  /** the answer, as the visitor sees it */
  answered: (site: PhonePage) => Promise<void>;
}

/** The median, over fresh loads, of the ms from the first touch of a just-painted page, scripts held, to its answer. */
async function measureFirstTouch({ path, arm, touch, answered }: FirstTouch): Promise<number> {
  const times: number[] = [];
  for (let load = 1; load <= FIRST_TOUCH_LOADS; load += 1) {
    const site = await openHeld(path);
    await withScreenshotOnFailure(
      site.page,
      `first touch ${path} ${load}`,
      async () => {
        await arm(site);
        await touch(site);
        times.push(await readAnswerMs(site.page));
        await answered(site);
        await expectNotHydrated(site.page);
        expect(site.watch.problems()).toEqual([]);
      },
      site.watch,
    );
    await site.context.close();
  }
  expect(times.every((ms) => ms >= 0)).toBe(true);
  return [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
}

async function isFocused(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element === document.activeElement);
}

const menuToggle = (page: Page) => page.locator('header .site-header__menu-toggle');
const menuLink = (page: Page) => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing', exact: true });

test('the menu opens from the HTML on a tap; hydrated, it opens, and closes on Escape, a tap outside and a link', async () => {
  await measureFirstTouch({
    path: '/',
    arm: async ({ page }) => {
      await menuToggle(page).waitFor({ state: 'visible' });
      expect(await menuLink(page).isVisible()).toBe(false);
      await resetAnswerClock(page);
      // beforetoggle comes as the browser opens it (toggle comes later, in a task of its own)
      await page.evaluate(() =>
        document.getElementById('site-nav')!.addEventListener('beforetoggle', () => (window as unknown as AnswerClock).chaleinAnswered()),
      );
    },
    touch: ({ page }) => menuToggle(page).tap(),
    answered: ({ page }) => menuLink(page).waitFor({ state: 'visible' }),
  });

  const { page, watch, releaseScripts } = await openHeld('/');
  await withScreenshotOnFailure(
    page,
    'menu before and after hydration',
    async () => {
      const toggle = menuToggle(page);
      const pricing = menuLink(page);
      // the browser's own, before any script: the label follows, and Escape closes it
      await toggle.tap();
      await pricing.waitFor({ state: 'visible' });
      expect(await toggle.innerText()).toBe('Close menu');
      await page.keyboard.press('Escape');
      await pricing.waitFor({ state: 'hidden' });
      expect(await toggle.innerText()).toBe('Open menu');
      await expectNotHydrated(page);

      await hydrate(page, releaseScripts);
      await toggle.tap();
      await pricing.waitFor({ state: 'visible' });
      // a tap outside it (the page's margin, below the menu) closes it
      await page.touchscreen.tap(4, page.viewportSize()!.height - 10);
      await pricing.waitFor({ state: 'hidden' });
      // Escape from inside it closes it and gives focus back to its button
      await toggle.tap();
      await pricing.focus();
      await page.keyboard.press('Escape');
      await pricing.waitFor({ state: 'hidden' });
      expect(await isFocused(toggle)).toBe(true);
      // a link in it takes the visitor to the page, in the app, and the menu is closed there
      await toggle.tap();
      await pricing.tap();
      await page.waitForURL('**/pricing');
      await page.getByRole('heading', { level: 1, name: 'Passes that pay for themselves' }).waitFor();
      expect(await pricing.isVisible()).toBe(false);
      expect(watch.problems()).toEqual([]);
    },
    watch,
  );
});

const firstQuestion = (page: Page) => page.locator('main details').first();

test('an FAQ question opens from the HTML on a tap, and questions open and close once hydrated', async () => {
  await measureFirstTouch({
    path: '/faq',
    arm: async ({ page }) => {
      await firstQuestion(page).locator('summary').waitFor({ state: 'visible' });
      expect(await firstQuestion(page).locator('.faq-item__answer').isVisible()).toBe(false);
      await resetAnswerClock(page);
      // the open attribute changes as the browser opens it (its toggle event comes later, in a task of its own)
      await firstQuestion(page).evaluate((details) =>
        new MutationObserver(() => (window as unknown as AnswerClock).chaleinAnswered()).observe(details, { attributeFilter: ['open'] }),
      );
    },
    touch: ({ page }) => firstQuestion(page).locator('summary').tap(),
    answered: ({ page }) => firstQuestion(page).locator('.faq-item__answer').waitFor({ state: 'visible' }),
  });

  const { page, watch, releaseScripts } = await openHeld('/faq');
  await withScreenshotOnFailure(
    page,
    'faq before and after hydration',
    async () => {
      const first = firstQuestion(page);
      const answer = first.locator('.faq-item__answer');
      await first.locator('summary').tap();
      await answer.waitFor({ state: 'visible' });
      await hydrate(page, releaseScripts);
      // hydrating left the question the visitor opened open
      expect(await answer.isVisible()).toBe(true);
      const second = page.locator('main details').nth(1);
      await second.locator('summary').tap();
      await second.locator('.faq-item__answer').waitFor({ state: 'visible' });
      await first.locator('summary').tap();
      await answer.waitFor({ state: 'hidden' });
      expect(watch.problems()).toEqual([]);
    },
    watch,
  );
});

/** The track's scroll position and the positions it may rest at (each slide's start), once scrolling has stopped. */
async function readRestingScroll(track: Locator): Promise<{ left: number; slideStarts: number[] }> {
  let last = -1;
  await waitUntil(
    async () => {
      const now = await track.evaluate((element) => element.scrollLeft);
      const still = now === last;
      last = now;
      return still;
    },
    'the carousel to stop scrolling',
    { intervalMs: 250, timeoutMs: 10_000 },
  );
  return track.evaluate((element) => {
    const slides = Array.from(element.children) as HTMLElement[];
    const end = element.scrollWidth - element.clientWidth;
    return {
      left: Math.round(element.scrollLeft),
      slideStarts: slides.map((slide) => Math.round(Math.min(slide.offsetLeft - slides[0]!.offsetLeft, end))),
    };
  });
}

const initiatives = (page: Page) => page.getByRole('group', { name: 'initiatives' });
const initiativesTrack = (page: Page) => initiatives(page).locator('.carousel__track');

/**
 * A swipe of 70% of the distance between two slides' starts, towards the next slide (direction 1) or the one before
 * (-1). Scroll snapping rests on the slide nearest where the finger lets go, and the browser keeps the first few
 * pixels of a touch to tell a swipe from a tap, so a swipe just past half a slide (240 of 400 px) sometimes rested
 * on the slide it started from on a loaded machine; a visitor's swipe carries further.
 */
async function swipeOneSlide(cdp: CDPSession, track: Locator, direction: 1 | -1): Promise<void> {
  const pitch = await track.evaluate((element) => {
    const [first, second] = Array.from(element.children) as HTMLElement[];
    return second!.offsetLeft - first!.offsetLeft;
  });
  await swipe(cdp, track, -direction * Math.round(pitch * 0.7));
}

test('a carousel scrolls from the HTML on a swipe and rests on a slide; hydrated, Next and swipes work', async () => {
  await measureFirstTouch({
    path: '/',
    arm: async ({ page }) => {
      const track = initiativesTrack(page);
      await track.scrollIntoViewIfNeeded();
      expect(await track.evaluate((element) => element.scrollLeft)).toBe(0);
      await resetAnswerClock(page);
      await track.evaluate((element) =>
        element.addEventListener('scroll', () => (window as unknown as AnswerClock).chaleinAnswered(), { passive: true }),
      );
    },
    touch: ({ page, cdp }) => swipeOneSlide(cdp, initiativesTrack(page), 1),
    // scroll snapping leaves it on the second slide, not part-way between two
    answered: async ({ page }) => {
      const swiped = await readRestingScroll(initiativesTrack(page));
      expect(swiped.left).toBe(swiped.slideStarts[1]);
    },
  });

  const { page, watch, cdp, releaseScripts } = await openHeld('/');
  await withScreenshotOnFailure(
    page,
    'carousel before and after hydration',
    async () => {
      const carousel = initiatives(page);
      const track = initiativesTrack(page);
      await track.scrollIntoViewIfNeeded();
      await swipeOneSlide(cdp, track, 1);
      const swiped = await readRestingScroll(track);
      expect(swiped.left).toBe(swiped.slideStarts[1]);

      // a visitor who asks for less motion: the carousel does not move by itself once hydrated (autoplay and its
      // Pause button are marketing-home.test.ts's), so where it rests is the visitor's doing alone
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await hydrate(page, releaseScripts);
      await carousel.and(page.locator('[data-measured]')).waitFor({ state: 'attached' });
      // hydrating left the carousel where the visitor had swiped it
      expect((await readRestingScroll(track)).left).toBe(swiped.slideStarts[1]);
      await carousel.getByRole('button', { name: 'Next initiatives' }).tap();
      await waitUntil(async () => (await readRestingScroll(track)).left === swiped.slideStarts[2], 'Next to move to the third slide', {
        timeoutMs: 10_000,
      });
      // the slides out of view are out of reach; the one in view is not
      expect(await carousel.locator('.carousel__slide:not([inert])').count()).toBe(1);
      // and a swipe back, as before hydration
      await swipeOneSlide(cdp, track, -1);
      await waitUntil(async () => (await readRestingScroll(track)).left === swiped.slideStarts[1], 'a swipe back to the second slide', {
        timeoutMs: 10_000,
      });
      expect(watch.problems()).toEqual([]);
    },
    watch,
  );
});
