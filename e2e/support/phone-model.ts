import type { BrowserContext, CDPSession, Locator, Page } from 'playwright-core';
import type { SitePage, SiteSession } from './site-session';

/** Lighthouse's phone (a Moto G Power): 412 px wide, touch, and a CPU four times slower than this machine's. */
export const phoneViewport = { width: 412, height: 823 };
const phoneUserAgent =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36';
const CPU_SLOWDOWN = 4;

/** The phone's browser context: its screen, touch and user agent (the benchmark opens its pages with these too). */
export const phoneContextOptions = {
  viewport: phoneViewport,
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  userAgent: phoneUserAgent,
};

/** What the page keeps for the test (see openPhonePage). */
export interface AnswerClock {
  /** when the last touch that the page's answer follows happened, on the page's clock (see openPhonePage) */
  chaleinTouchedAt?: number;
  /** ms from that touch to the first frame drawn after the page answered it, once it has */
  chaleinAnswer: Promise<number>;
  /** called by the test's own listener when the state a touch changes has changed */
  chaleinAnswered: () => void;
  /** forgets the last touch and answer */
  chaleinResetAnswer: () => void;
}

/**
 * Slows `page`'s CPU down as Lighthouse does, and keeps its answer clock: `window.chaleinAnswered()`, called from a
 * listener the caller adds, notes the first frame after the page's answer; readAnswerMs gives the time from the touch
 * it answers, measured as Interaction to Next Paint measures a touch: a tap from the finger lifting (the click it
 * makes), a swipe from the finger's first move (the scroll it makes), otherwise from the finger coming down. Each
 * event's timeStamp is on the page's clock. Call it before the page loads anything.
 */
export async function preparePhonePage(context: BrowserContext, page: Page): Promise<CDPSession> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.addInitScript(() => {
    const clock = window as unknown as AnswerClock;
    let down: number | undefined;
    let firstMove: number | undefined;
    let lifted: number | undefined;
    const noteDown = (event: Event) => {
      down = event.timeStamp;
      firstMove = undefined;
      lifted = undefined;
    };
    const noteMove = (event: Event) => {
      if (down !== undefined) firstMove ??= event.timeStamp;
    };
    const noteLifted = (event: Event) => {
      lifted = event.timeStamp;
    };
    const options = { capture: true, passive: true };
    addEventListener('touchstart', noteDown, options);
    addEventListener('touchmove', noteMove, options);
    addEventListener('touchend', noteLifted, options);
    // a promise the test awaits, rather than a condition it polls: polling runs in the page, on the slowed CPU,
    // and would delay the very frame it measures
    clock.chaleinResetAnswer = () => {
      down = undefined;
      let settle: (ms: number) => void = () => undefined;
      clock.chaleinAnswer = new Promise((resolve) => (settle = resolve));
      let answered = false;
      clock.chaleinAnswered = () => {
        if (answered) return;
        answered = true;
        const touchedAt = down === undefined ? undefined : (firstMove ?? lifted ?? down);
        clock.chaleinTouchedAt = touchedAt;
        requestAnimationFrame(() => settle(touchedAt === undefined ? -1 : performance.now() - touchedAt));
      };
    };
    clock.chaleinResetAnswer();
  });
  return cdp;
}

/** A page on the phone model (preparePhonePage): its viewport, touch and user agent, its CPU slowed down. */
export async function openPhonePage(session: SiteSession): Promise<SitePage & { cdp: CDPSession }> {
  const site = await session.newPage(phoneContextOptions);
  const cdp = await preparePhonePage(site.context, site.page);
  return { ...site, cdp };
}

/** Forgets the last touch and answer, before the next one. */
export async function resetAnswerClock(page: Page): Promise<void> {
  await page.evaluate(() => (window as unknown as AnswerClock).chaleinResetAnswer());
}

/** Waits for the page to have answered the last touch, and returns the ms from the touch to the answer's frame. */
export async function readAnswerMs(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as AnswerClock).chaleinAnswer);
}

/**
 * Swipes across `target` as a finger would, `by` px (negative: leftwards, to the next slides), through the browser's
 * own touch input: it decides, as on a phone, that the moves are a scroll.
 */
export async function swipe(cdp: CDPSession, target: Locator, by: number): Promise<void> {
  const box = (await target.boundingBox())!;
  const x = Math.round(box.x + box.width / 2 - by / 2);
  const y = Math.round(box.y + box.height / 2);
  const steps = 10;
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  for (let step = 1; step <= steps; step += 1) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x + Math.round((by * step) / steps), y }] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}
