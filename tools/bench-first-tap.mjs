// The first tap (docs/decisions/0022-benchmark.md): on Lighthouse's phone model (4x CPU, 150 ms RTT, 1.6 Mbps), how long a
// page that has just painted takes to answer a touch on its control with a visible change, scripts loading meanwhile
// as they would. The phone, its answer clock and the swipe are the browser tests' own (e2e/support/phone-model.ts).
import { createRequire } from 'node:module';

// required, not imported, as bench.mjs requires the remote manifest
const { HYDRATED_ATTRIBUTE, ROOT_ID } = createRequire(import.meta.url)('../shared/src/lib/dom-markers.ts');

/** Lighthouse's mobile network (its 'slow 4G'): 150 ms round trips, 1.6 Mbps down, 750 kbps up. */
const phoneNetwork = { latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
export const FIRST_TAP_BUDGET_MS = 100;
// a touch that is never answered is a figure too: the run is reported as this, not dropped
const ANSWER_TIMEOUT_MS = 15_000;

/**
 * The control of each route, and how its answer shows: an event or an attribute's change on the element it opens
 * (watch: the popover its popovertarget names, its parent, or itself). A route's first control found on the page is used: /pricing's
 * carousel when it has one, else the header's menu, which every page has.
 */
const menu = {
  name: "the header's menu button",
  selector: 'header .site-header__menu-toggle',
  touch: 'tap',
  // beforetoggle comes as the browser opens the popover (toggle comes later, in a task of its own)
  watch: 'popovertarget',
  event: 'beforetoggle',
};
const faq = {
  name: 'an FAQ question',
  selector: 'main details > summary',
  touch: 'tap',
  // the open attribute changes as the browser opens it
  watch: 'parent',
  attribute: 'open',
};
const carousel = {
  name: "a carousel's track (swipe)",
  selector: '.carousel__track',
  touch: 'swipe',
  watch: 'self',
  event: 'scroll',
};
export const firstTapRoutes = [
  { route: '/', controls: [menu] },
  { route: '/faq', controls: [faq] },
  { route: '/pricing', controls: [carousel, menu] },
];

/**
 * A finger down and up at the middle of `target`, through the browser's own touch input. Not Playwright's tap: it
 * listens to the touch's events in the page to check, with elementsFromPoint, that they hit the target, which makes
 * the slowed main thread compute style and layout inside the very interaction measured, as no phone does.
 */
async function touchCentre(cdp, target) {
  const box = await target.boundingBox();
  if (!box) throw new Error('the control has no box to touch');
  const point = { x: Math.round(box.x + box.width / 2), y: Math.round(box.y + box.height / 2) };
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

/** One fresh load of `route` on the phone: tap its control as soon as it is visible, and time the answer. */
async function tapOnce({ browser, phone, baseUrl, route, controls }) {
  const context = await browser.newContext({ ...phone.phoneContextOptions, baseURL: baseUrl });
  try {
    const page = await context.newPage();
    // the browser's own floor: the same page and touch with none of the app's scripts (the inline starter still runs)
    if (process.env.BENCH_BLOCK_SCRIPTS === '1') await context.route(/\.js(\?|$)/, (route) => route.abort());
    const cdp = await phone.preparePhonePage(context, page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...phoneNetwork });
    await page.goto(route, { waitUntil: 'commit', timeout: 60_000 });
    // once the page has painted one of the route's controls, the first of them in the route's order that is on it
    await Promise.any(
      controls.map((control) => page.locator(control.selector).first().waitFor({ state: 'visible', timeout: 30_000 })),
    ).catch(() => {
      throw new Error(`none of ${controls.map((c) => c.name).join(', ')} appeared on ${route}`);
    });
    let found;
    for (const control of controls) {
      if (await page.locator(control.selector).first().isVisible()) {
        found = control;
        break;
      }
    }
    if (!found) throw new Error(`the control of ${route} went out of view as the page painted`);
    const target = page.locator(found.selector).first();
    await target.scrollIntoViewIfNeeded();
    await phone.resetAnswerClock(page);
    /* global document, window, MutationObserver */
    await target.evaluate(
      (element, { watch, event, attribute }) => {
        const watched =
          watch === 'popovertarget'
            ? document.getElementById(element.getAttribute('popovertarget'))
            : watch === 'parent'
              ? element.parentElement
              : element;
        const answered = () => window.chaleinAnswered();
        if (event) watched.addEventListener(event, answered, { passive: true, once: true });
        if (attribute) new MutationObserver(answered).observe(watched, { attributeFilter: [attribute] });
      },
      { watch: found.watch, event: found.event, attribute: found.attribute },
    );
    const hydratedAtTouch = (await page.locator(`#${ROOT_ID}[${HYDRATED_ATTRIBUTE}]`).count()) > 0;
    const paintedMs = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null);
    if (found.touch === 'swipe') await phone.swipe(cdp, target, -240);
    else await touchCentre(cdp, target);
    const answerMs = await Promise.race([
      phone.readAnswerMs(page),
      new Promise((resolve) => setTimeout(() => resolve(null), ANSWER_TIMEOUT_MS)),
    ]);
    return { control: found.name, answerMs, hydratedAtTouch, paintedMs };
  } finally {
    await context.close();
  }
}

/** Waits until the server renders `route` (its render processes start after it listens): the page a visitor gets. */
async function waitForServerRendering(baseUrl, route) {
  const deadline = Date.now() + 90_000;
  for (;;) {
    const response = await fetch(`${baseUrl}${route}`, { headers: { accept: 'text/html' } });
    await response.arrayBuffer();
    if (/desc="(server|cache)"/.test(response.headers.get('server-timing') ?? '')) return;
    if (Date.now() > deadline) throw new Error(`${route} was never rendered on the server`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const median = (values) => {
  const sorted = values.filter((value) => typeof value === 'number').sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

function summariseTaps(route, taps) {
  return {
    route,
    control: taps[0].control,
    controls: [...new Set(taps.map((tap) => tap.control))],
    answerMs: taps.some((tap) => tap.answerMs === null) ? null : median(taps.map((tap) => tap.answerMs)),
    answerRunsMs: taps.map((tap) => tap.answerMs),
    hydratedAtTouch: taps.filter((tap) => tap.hydratedAtTouch).length,
    firstPaintMs: median(taps.map((tap) => tap.paintedMs)),
  };
}

/**
 * The median over `runs` fresh loads of each route's first-tap time; a touch not answered within 15 s counts as
 * unanswered (null) and fails the budget. With `otherBaseUrl` (another build, for before and after figures) each
 * load of this site is followed by one of the other, so that whatever else the machine runs weighs on both alike;
 * its figures come as `other` beside each route's.
 */
export async function measureFirstTaps({ browser, baseUrl, otherBaseUrl, runs, phone }) {
  const results = [];
  for (const { route, controls } of firstTapRoutes) {
    console.log(`bench: first tap on ${route}, phone model (${runs} loads${otherBaseUrl ? ' of each build, in turns' : ''})...`);
    await waitForServerRendering(baseUrl, route);
    if (otherBaseUrl) await waitForServerRendering(otherBaseUrl, route);
    const taps = [];
    const otherTaps = [];
    for (let run = 0; run < runs; run += 1) {
      taps.push(await tapOnce({ browser, phone, baseUrl, route, controls }));
      if (otherBaseUrl) otherTaps.push(await tapOnce({ browser, phone, baseUrl: otherBaseUrl, route, controls }));
    }
    results.push({ ...summariseTaps(route, taps), ...(otherBaseUrl ? { other: summariseTaps(route, otherTaps) } : {}) });
  }
  return results;
}

/** The two builds' figures side by side (measureFirstTaps with `otherBaseUrl`), with this build's over the other's. */
export function printComparedFirstTaps(firstTaps, { label, otherLabel }, table, fmt) {
  const each = (runsMs) => runsMs.map((ms) => (ms === null ? 'none' : fmt(ms))).join(' / ');
  console.log(`\nFirst tap, ${label} against ${otherLabel}, loads taken in turns (ms, medians; each load in its order)`);
  console.log(
    table(
      ['route', `${otherLabel} ms`, `${label} ms`, 'ratio', `${otherLabel} each load`, `${label} each load`],
      firstTaps.map((t) => [
        t.route,
        fmt(t.other.answerMs),
        fmt(t.answerMs),
        t.answerMs === null || !t.other.answerMs ? '-' : (t.answerMs / t.other.answerMs).toFixed(2),
        each(t.other.answerRunsMs),
        each(t.answerRunsMs),
      ]),
    ),
  );
}

export function printFirstTaps(firstTaps, table, fmt) {
  console.log(
    `\nFirst tap on the phone model (4x CPU, 150 ms RTT, 1.6 Mbps): a fresh load, the control touched as soon as it is ` +
      `visible, ms from the touch to the first frame after its visible change; medians of ${firstTaps[0]?.answerRunsMs.length ?? 0} loads`,
  );
  console.log(
    table(
      ['route', 'control', 'first tap ms', 'each load', 'hydrated at the touch', 'first paint ms'],
      firstTaps.map((t) => [
        t.route,
        t.controls.join(' / '),
        fmt(t.answerMs),
        t.answerRunsMs.map((ms) => (ms === null ? 'none' : fmt(ms))).join(' / '),
        `${t.hydratedAtTouch} of ${t.answerRunsMs.length}`,
        fmt(t.firstPaintMs),
      ]),
    ),
  );
}
