import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Carousel } from './carousel';
import { testimonialsCarouselSettings } from './carousel-settings';

function mockReducedMotion(reduce: boolean) {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: reduce && query === '(prefers-reduced-motion: reduce)',
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
    addListener: jest.fn(),
    removeListener: jest.fn(),
  }));
}

const slides = ['One', 'Two', 'Three', 'Four', 'Five'].map((name) => (
  <div key={name} className="carousel__slide">
    <h3>{name}</h3>
    <a href={`/${name}`}>Link {name}</a>
  </div>
));

afterEach(() => {
  // jsdom has no matchMedia; leave it as we found it
  delete (window as { matchMedia?: unknown }).matchMedia;
});

test('is a labelled carousel with previous, next, slide and pause buttons', async () => {
  mockReducedMotion(false);
  render(
    <Carousel label="testimonials" settings={testimonialsCarouselSettings}>
      {slides}
    </Carousel>,
  );
  expect(screen.getByRole('group', { name: 'testimonials' })).toHaveAttribute('aria-roledescription', 'carousel');
  expect(await screen.findByRole('button', { name: 'Previous testimonials' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Next testimonials' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Go to testimonials slide 1' })).toBeInTheDocument();
  const pause = screen.getByRole('button', { name: 'Pause testimonials' });
  await userEvent.click(pause);
  expect(screen.getByRole('button', { name: 'Play testimonials' })).toHaveAttribute('aria-pressed', 'true');
});

test('slides off screen are hidden from screen readers and the keyboard', () => {
  mockReducedMotion(false);
  render(
    <Carousel label="testimonials" settings={testimonialsCarouselSettings}>
      {slides}
    </Carousel>,
  );
  // jsdom is 1024 px wide: two slides show
  expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toEqual(['One', 'Two']);
  for (const slide of document.querySelectorAll('.slick-slide[aria-hidden="true"]')) expect(slide).toHaveAttribute('inert');
  for (const slide of document.querySelectorAll('.slick-slide[aria-hidden="false"]')) expect(slide).not.toHaveAttribute('inert');
});

test('Next moves on to the following slides', async () => {
  mockReducedMotion(true);
  render(
    <Carousel label="testimonials" settings={testimonialsCarouselSettings}>
      {slides}
    </Carousel>,
  );
  await userEvent.click(await screen.findByRole('button', { name: 'Next testimonials' }));
  expect(await screen.findByRole('heading', { name: 'Three' })).toBeInTheDocument();
});

test('is usable by keyboard alone: Tab reaches Pause and Previous, and Enter presses them', async () => {
  mockReducedMotion(false);
  const user = userEvent.setup();
  render(
    <Carousel label="testimonials" settings={testimonialsCarouselSettings}>
      {slides}
    </Carousel>,
  );
  await screen.findByRole('button', { name: 'Next testimonials' });
  await user.tab();
  expect(screen.getByRole('button', { name: 'Pause testimonials' })).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(screen.getByRole('button', { name: 'Play testimonials' })).toHaveAttribute('aria-pressed', 'true');
  await user.tab();
  expect(screen.getByRole('button', { name: 'Previous testimonials' })).toHaveFocus();
});

test('pages by keyboard: Enter on Next, and the arrow keys while focus is inside a slide', async () => {
  // reduced motion makes a step instant, so the next key press is not swallowed by a running animation
  mockReducedMotion(true);
  const user = userEvent.setup();
  render(
    <Carousel label="testimonials" settings={testimonialsCarouselSettings}>
      {slides}
    </Carousel>,
  );
  (await screen.findByRole('button', { name: 'Next testimonials' })).focus();
  await user.keyboard('{Enter}');
  expect(await screen.findByRole('heading', { name: 'Three' })).toBeInTheDocument();
  // react-slick ignores a step while the last one settles (its speed, 0 here, plus 10 ms), as a person's next key would
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));

  // react-slick's own keyboard support: Left and Right page while focus is inside its list. It reads keyCode, which
  // browsers set and user-event leaves at 0, so the key is sent as a browser would send it.
  const link = screen.getByRole('link', { name: 'Link Three' });
  link.focus();
  fireEvent.keyDown(link, { key: 'ArrowRight', code: 'ArrowRight', keyCode: 39 });
  expect(await screen.findByRole('heading', { name: 'Five' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Three' })).not.toBeInTheDocument();
});

test('does not play by itself, and offers no pause, for visitors who prefer reduced motion', () => {
  mockReducedMotion(true);
  render(
    <Carousel label="news" settings={testimonialsCarouselSettings}>
      {slides}
    </Carousel>,
  );
  expect(screen.queryByRole('button', { name: 'Pause news' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Next news' })).toBeInTheDocument();
});

test('until it comes near the screen, it shows its first slides without loading the slider', () => {
  const observe = jest.fn();
  // a carousel far below the fold: the observer never reports it
  window.IntersectionObserver = jest.fn().mockImplementation(() => ({ observe, disconnect: jest.fn() }));
  try {
    render(
      <Carousel label="testimonials" settings={testimonialsCarouselSettings}>
        {slides}
      </Carousel>,
    );
    expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toEqual(['One', 'Two']);
    expect(screen.queryByRole('button', { name: 'Next testimonials' })).not.toBeInTheDocument();
    expect(observe).toHaveBeenCalled();
  } finally {
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  }
});
