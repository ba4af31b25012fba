import fs from 'node:fs';
import path from 'node:path';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { hydrateServerHtml } from '@chalein/testing/server-render-harness';
import { CAROUSEL_BREAKPOINTS, Carousel, RESIZE_DEBOUNCE_MS, type CarouselSettings } from './carousel';

// jsdom lays nothing out and scrolls nothing: layOut gives the track and its slides the sizes a browser would, and
// the track's scrollLeft is a plain value the carousel sets. Real scrolling and snapping are checked in Chromium
// (e2e/tests/carousel-scrolling.test.ts).

const settings: CarouselSettings = {
  slidesToShow: 3,
  slidesToScroll: 3,
  speed: 500,
  infinite: true,
  autoplay: true,
  autoplaySpeed: 3000,
  dots: true,
  responsive: [
    { breakpoint: 1024, settings: { slidesToShow: 2, slidesToScroll: 2 } },
    { breakpoint: 600, settings: { slidesToShow: 1, slidesToScroll: 1 } },
  ],
};

const names = ['One', 'Two', 'Three', 'Four', 'Five'];
const slides = names.map((name) => (
  <article key={name} className="card">
    <h3>{name}</h3>
    <a href={`/${name}`}>Link {name}</a>
  </article>
));

function mockReducedMotion(reduce: boolean) {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: reduce && query === '(prefers-reduced-motion: reduce)',
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  }));
}

const SLIDE_WIDTH = 300;
const GAP = 20;

/** Sizes the track for `shown` slides of 300 px with 20 px between them, as the stylesheet would, and reads it. */
function layOut(shown: number) {
  const track = document.querySelector<HTMLElement>('.carousel__track')!;
  const all = Array.from(track.children) as HTMLElement[];
  const define = (element: HTMLElement, property: string, value: number) =>
    Object.defineProperty(element, property, { configurable: true, value });
  define(track, 'clientWidth', shown * SLIDE_WIDTH + (shown - 1) * GAP);
  define(track, 'scrollWidth', all.length * SLIDE_WIDTH + (all.length - 1) * GAP);
  all.forEach((slide, index) => {
    define(slide, 'offsetLeft', index * (SLIDE_WIDTH + GAP));
    define(slide, 'offsetWidth', SLIDE_WIDTH);
  });
  // the browser says a scroll has ended
  act(() => {
    track.dispatchEvent(new Event('scrollend'));
  });
  return track;
}

/** The headings of the slides a visitor can reach: the others are inert. */
function reachableSlides(): string[] {
  return Array.from(document.querySelectorAll('.carousel__slide:not([inert]) h3')).map((heading) => heading.textContent ?? '');
}

function renderCarousel(label = 'testimonials') {
  return render(
    <Carousel label={label} settings={settings}>
      {slides}
    </Carousel>,
  );
}

beforeEach(() => jest.useFakeTimers());

afterEach(() => {
  jest.useRealTimers();
  // jsdom has no matchMedia; leave it as we found it
  delete (window as { matchMedia?: unknown }).matchMedia;
});

test('is a labelled carousel of labelled slides with previous, next, slide and pause buttons', async () => {
  mockReducedMotion(false);
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderCarousel();
  expect(screen.getByRole('group', { name: 'testimonials' })).toHaveAttribute('aria-roledescription', 'carousel');
  expect(screen.getByRole('group', { name: '1 of 5' })).toHaveAttribute('aria-roledescription', 'slide');
  expect(screen.getByRole('button', { name: 'Previous testimonials' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Next testimonials' })).toBeInTheDocument();
  expect(screen.getAllByRole('button', { name: /^Go to testimonials slide \d$/ })).toHaveLength(5);
  await user.click(screen.getByRole('button', { name: 'Pause testimonials' }));
  expect(screen.getByRole('button', { name: 'Play testimonials' })).toHaveAttribute('aria-pressed', 'true');
});

test("the server's HTML has every slide, laid out by CSS for each breakpoint, and hydrates without a mismatch", async () => {
  const element = (
    <Carousel label="news" settings={settings}>
      {slides}
    </Carousel>
  );
  const html = renderToString(element);
  for (const name of names) expect(html).toContain(`<h3>${name}</h3>`);
  // slides shown at the base width and at every width the stylesheet has a rule for, resolved from the settings
  expect(html).toContain(
    'style="--carousel-slides:3;--carousel-slides-1024:2;--carousel-slides-1023:2;--carousel-slides-820:2;' +
      '--carousel-slides-778:2;--carousel-slides-766:2;--carousel-slides-600:1;--carousel-slides-480:1"',
  );
  // nothing is inert before the browser has measured what is in view
  expect(html).not.toContain('inert');
  const { container, hydrationErrors } = await hydrateServerHtml(element);
  expect(hydrationErrors).toEqual([]);
  expect(within(container).getAllByRole('group', { name: /of 5$/ })).toHaveLength(5);
  container.remove();
});

test('the stylesheet has a rule for every breakpoint a carousel may use', () => {
  const css = fs.readFileSync(path.join(__dirname, '../styles/base.css'), 'utf8');
  const rules = [
    ...css.matchAll(/@media \(max-width: (\d+)px\) \{\s*\.carousel__track \{\s*--carousel-shown: var\(--carousel-slides-(\d+)\);/g),
  ];
  expect(rules.map((rule) => Number(rule[1]))).toEqual([...CAROUSEL_BREAKPOINTS]);
  expect(rules.every((rule) => rule[1] === rule[2])).toBe(true);
});

test('slides out of view are inert: out of the tab order and hidden from screen readers', () => {
  mockReducedMotion(true);
  renderCarousel();
  expect(screen.getByRole('group', { name: 'testimonials' })).not.toHaveAttribute('data-measured');
  layOut(2);
  expect(screen.getByRole('group', { name: 'testimonials' })).toHaveAttribute('data-measured');
  expect(reachableSlides()).toEqual(['One', 'Two']);
  expect(screen.getByRole('button', { name: 'Go to testimonials slide 1' })).toHaveAttribute('aria-current', 'true');
});

test('Next and Previous page by the slides to scroll at this width, and wrap around at either end', async () => {
  // jsdom is 1024 px wide: 2 shown, 2 scrolled. Reduced motion makes a step instant.
  mockReducedMotion(true);
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderCarousel();
  const track = layOut(2);
  const next = screen.getByRole('button', { name: 'Next testimonials' });
  await user.click(next);
  expect(track.scrollLeft).toBe(640);
  expect(reachableSlides()).toEqual(['Three', 'Four']);
  // the last step stops at the end of the track (one slide further), then Next goes back to the start
  await user.click(next);
  expect(track.scrollLeft).toBe(960);
  expect(reachableSlides()).toEqual(['Four', 'Five']);
  await user.click(next);
  expect(reachableSlides()).toEqual(['One', 'Two']);
  await user.click(screen.getByRole('button', { name: 'Previous testimonials' }));
  expect(reachableSlides()).toEqual(['Four', 'Five']);
  await user.click(screen.getByRole('button', { name: 'Go to testimonials slide 2' }));
  expect(reachableSlides()).toEqual(['Two', 'Three']);
});

test('is usable by keyboard alone: Tab reaches Pause and Previous, and Enter presses them', async () => {
  mockReducedMotion(false);
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderCarousel();
  await user.tab();
  expect(screen.getByRole('button', { name: 'Pause testimonials' })).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(screen.getByRole('button', { name: 'Play testimonials' })).toHaveAttribute('aria-pressed', 'true');
  await user.tab();
  expect(screen.getByRole('button', { name: 'Previous testimonials' })).toHaveFocus();
});

test('pages by the arrow keys on the track or a slide, and keeps focus when its slide moves out of view', async () => {
  mockReducedMotion(true);
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderCarousel();
  const track = layOut(2);
  act(() => screen.getByRole('link', { name: 'Link Two' }).focus());
  await user.keyboard('{ArrowRight}');
  expect(reachableSlides()).toEqual(['Three', 'Four']);
  expect(track).toHaveFocus();
  await user.keyboard('{ArrowLeft}');
  expect(reachableSlides()).toEqual(['One', 'Two']);
});

test('plays by itself every 3000 ms, moving over the speed, and holds still when paused or hovered', async () => {
  mockReducedMotion(false);
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderCarousel();
  const track = layOut(2);
  act(() => jest.advanceTimersByTime(2999));
  expect(track.scrollLeft).toBe(0);
  act(() => jest.advanceTimersByTime(1));
  // half-way through the 500 ms step it is moving, with snapping off; then it rests on the third slide
  act(() => jest.advanceTimersByTime(250));
  expect(track.scrollLeft).toBeGreaterThan(0);
  expect(track.scrollLeft).toBeLessThan(640);
  expect(track).toHaveAttribute('data-moving');
  act(() => jest.advanceTimersByTime(300));
  expect(track.scrollLeft).toBe(640);
  expect(track).not.toHaveAttribute('data-moving');
  expect(reachableSlides()).toEqual(['Three', 'Four']);

  const carousel = screen.getByRole('group', { name: 'testimonials' });
  // React hears the pointer coming in and going out as the browser reports them: pointerover and pointerout
  fireEvent.pointerOver(carousel);
  act(() => jest.advanceTimersByTime(4000));
  expect(reachableSlides()).toEqual(['Three', 'Four']);
  fireEvent.pointerOut(carousel, { relatedTarget: document.body });

  await user.click(screen.getByRole('button', { name: 'Pause testimonials' }));
  // the click put focus inside, which holds it too: move it out so only the pause holds it
  act(() => screen.getByRole('button', { name: 'Play testimonials' }).blur());
  act(() => jest.advanceTimersByTime(4000));
  expect(reachableSlides()).toEqual(['Three', 'Four']);
});

test('does not play by itself, and offers no pause, for visitors who prefer reduced motion', () => {
  mockReducedMotion(true);
  renderCarousel('news');
  const track = layOut(2);
  expect(screen.queryByRole('button', { name: 'Pause news' })).not.toBeInTheDocument();
  act(() => jest.advanceTimersByTime(10_000));
  expect(track.scrollLeft).toBe(0);
  expect(screen.getByRole('button', { name: 'Next news' })).toBeInTheDocument();
});

test(`reads its layout again ${RESIZE_DEBOUNCE_MS} ms after the width settles`, () => {
  mockReducedMotion(true);
  let resized: ResizeObserverCallback = () => undefined;
  window.ResizeObserver = jest.fn().mockImplementation((callback: ResizeObserverCallback) => {
    resized = callback;
    return { observe: jest.fn(), disconnect: jest.fn() };
  });
  try {
    renderCarousel();
    layOut(2);
    expect(reachableSlides()).toEqual(['One', 'Two']);
    // a phone turned upright: one slide shows
    const track = document.querySelector<HTMLElement>('.carousel__track')!;
    Object.defineProperty(track, 'clientWidth', { configurable: true, value: SLIDE_WIDTH });
    act(() => resized([], {} as ResizeObserver));
    act(() => jest.advanceTimersByTime(RESIZE_DEBOUNCE_MS - 1));
    expect(reachableSlides()).toEqual(['One', 'Two']);
    act(() => jest.advanceTimersByTime(1));
    expect(reachableSlides()).toEqual(['One']);
  } finally {
    delete (window as { ResizeObserver?: unknown }).ResizeObserver;
  }
});
