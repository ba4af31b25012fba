import { render, screen } from '@testing-library/react';
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
