import type { Locator, Page } from 'playwright-core';
import { HYDRATED_ATTRIBUTE, REMOTE_PAGE_ATTRIBUTE, withAttribute } from '@chalein/shared/lib/dom-markers';
import { waitUntil } from '@chalein/testing/wait-until';

// Texts the shell promises (issue 2); the tests look for them the way a user would, by text and role.
export const errorScreenText = 'Unexpected Application Error!';
export const remoteFallbackHeading = 'This part of Chalein could not be loaded';
export const headerLinkNames = ['Home', 'About Us', 'Services', 'blog', 'Pricing', 'Contact Us'] as const;
export const remotePageSelector = withAttribute(REMOTE_PAGE_ATTRIBUTE);

/** The header with its six links and the footer with the newsletter form are on screen. */
export async function waitForSiteChrome(page: Page): Promise<void> {
  const header = page.locator('header').first();
  await header.waitFor({ state: 'visible' });
  for (const name of headerLinkNames) {
    await header.getByRole('link', { name, exact: true }).first().waitFor({ state: 'visible' });
  }
  const footer = page.locator('footer').first();
  await footer.waitFor({ state: 'visible' });
  await footer.getByLabel('Email address for newsletter').waitFor({ state: 'visible' });
}

/**
 * Waits for the route's remote page to render and become interactive (a server-rendered page is visible before
 * React has hydrated it: typing or clicking earlier would reach no handler), and fails at once (not at a timeout)
 * on the error screens.
 */
export async function waitForRemotePage(page: Page): Promise<void> {
  const outcome = page
    .locator(`${remotePageSelector}[${HYDRATED_ATTRIBUTE}]`)
    .or(page.getByText(errorScreenText))
    .or(page.getByRole('heading', { name: remoteFallbackHeading }));
  await outcome.first().waitFor({ state: 'visible', timeout: 30_000 });
  await assertNoErrorScreens(page);
}

export async function assertNoErrorScreens(page: Page): Promise<void> {
  if ((await page.getByText(errorScreenText).count()) > 0) {
    throw new Error(`the page shows '${errorScreenText}': ${await visibleText(page)}`);
  }
  if ((await page.getByRole('heading', { name: remoteFallbackHeading }).count()) > 0) {
    throw new Error(`the page shows the remote fallback '${remoteFallbackHeading}' instead of its own content`);
  }
}

export async function visibleText(page: Page): Promise<string> {
  const text = await page
    .locator('body')
    .innerText({ timeout: 5000 })
    .catch(() => '');
  return text.replace(/\s+/g, ' ').slice(0, 600);
}

/**
 * Scrolls down, as a visitor would, until `target` is on the page: parts of a page that load as they near the
 * screen (the home page's reviews, news and FAQ) are not there until then. Fails after `maxSteps` screens.
 * It starts once the page itself is there, as a visitor reading it does: wheeling a page that is still loading
 * reaches the footer, and when the page's content then arrives above it the browser keeps the footer in view
 * (scroll anchoring), past sections that a downward scroll would never bring near again.
 */
export async function scrollUntilAttached(page: Page, target: Locator, maxSteps = 30): Promise<void> {
  await waitForRemotePage(page);
  for (let step = 0; step < maxSteps; step += 1) {
    if ((await target.count()) > 0) {
      await target.first().scrollIntoViewIfNeeded();
      return;
    }
    await page.mouse.wheel(0, 700);
    // the section may load as it comes near: give it a moment to appear before the next step of the wheel
    await target
      .first()
      .waitFor({ state: 'attached', timeout: 150 })
      .catch(() => undefined);
  }
  await target.first().waitFor({ state: 'attached', timeout: 5000 });
}

/**
 * Holds back the shell's main script until the returned function is called, as a slow phone's connection would:
 * the server-rendered page is on screen, and the visitor can read, scroll and type, before any of the app has run.
 */
export async function holdAppScripts(page: Page): Promise<() => void> {
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/main\.[0-9a-f]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** How the server rendered a page: 'server', 'cache' or 'browser' (its Server-Timing header says). */
export async function renderedBy(baseUrl: string, pathname: string): Promise<string> {
  const response = await fetch(`${baseUrl}${pathname}`, { signal: AbortSignal.timeout(10_000) });
  await response.text();
  return /desc="(\w+)"/.exec(response.headers.get('server-timing') ?? '')?.[1] ?? 'none';
}

/**
 * Waits until the server renders `pathname` (its render processes start, and warm up, after the server itself): until
 * then a page comes as the shell for the browser to render.
 */
export async function waitForServerRendering(baseUrl: string, pathname = '/pricing'): Promise<void> {
  await waitUntil(async () => (await renderedBy(baseUrl, pathname)) !== 'browser', `${pathname} to be rendered on the server`, {
    timeoutMs: 60_000,
    intervalMs: 250,
  });
}

/**
 * Scrolls to the carousel named `label` and waits until it works: hydrated, it has measured which slides are in view
 * (data-measured) and made the others inert (out of reach of Tab and screen readers).
 */
export async function waitForCarousel(page: Page, label: string): Promise<Locator> {
  const carousel = page.getByRole('group', { name: label });
  await scrollUntilAttached(page, carousel);
  await carousel.and(page.locator('[data-measured]')).waitFor({ state: 'attached' });
  return carousel;
}

/** The positions (from 0) of the slides the carousel named `label` shows: those not inert. */
export async function readShownSlides(page: Page, label: string): Promise<number[]> {
  return page
    .getByRole('group', { name: label })
    .locator('.carousel__slide')
    .evaluateAll((slides) => slides.flatMap((slide, index) => (slide.hasAttribute('inert') ? [] : [index])));
}
