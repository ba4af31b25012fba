import { act, type ReactNode } from 'react';
import { waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { getFaqs, getNewsUpdates, getTeamMembers, getTestimonials } from '@chalein/shared/api/marketing';
import { RenderedPlatformContext } from '@chalein/shared/lib/app-store';
import { hydrateServerHtml } from '@chalein/testing/server-render-harness';
import { FirstScreenDataProvider, type FirstScreenData } from '@chalein/shared/lib/use-async-data';
import { ThemeProvider } from '@chalein/shared/ui/theme';
import { HYDRATED_ATTRIBUTE, HYDRATES_WHEN_NEAR_ATTRIBUTE, withAttribute } from '@chalein/shared/lib/dom-markers';
import { AboutPage } from './pages/about-page';
import { faqs, newsUpdates, teamMember, testimonials } from './pages/api-fixtures';
import { HomePage } from './pages/home-page';
import { bringNear, installFakeIntersectionObserver, removeFakeIntersectionObserver } from './test-support/fake-intersection-observer';

// What only the browser knows (the viewport's width, a wish for less motion, whether it can tell where an element
// is) must not change its first, hydrating render: it takes the server's HTML over as it is, and those values apply
// right after. Here the server's HTML is made without them, and the browser is a phone. The app store is the one
// thing the server knows too, from the request's User-Agent: it renders the iPhone's store, as the real server does.

jest.mock('@chalein/shared/api/marketing', () => ({
  getTestimonials: jest.fn(),
  getNewsUpdates: jest.fn(),
  getFaqs: jest.fn(),
  getTeamMembers: jest.fn(),
}));

const desktopWidth = window.innerWidth;

/** An iPhone, 375 px wide, asking for less motion, with an IntersectionObserver (see bringNear). */
function enterPhone() {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: 375 });
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: query === '(prefers-reduced-motion: reduce)',
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  }));
  installFakeIntersectionObserver();
  jest.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)');
}

afterEach(() => {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: desktopWidth });
  delete (window as { matchMedia?: unknown }).matchMedia;
  removeFakeIntersectionObserver();
  jest.restoreAllMocks();
});

function page(content: ReactNode, data: FirstScreenData) {
  return (
    <RenderedPlatformContext.Provider value="ios">
      <ThemeProvider>
        <FirstScreenDataProvider data={data}>
          <MemoryRouter>{content}</MemoryRouter>
        </FirstScreenDataProvider>
      </ThemeProvider>
    </RenderedPlatformContext.Provider>
  );
}

test("the home page hydrates the server's HTML for a phone unchanged, its store with it, then takes its motion", async () => {
  const { container, hydrationErrors } = await hydrateServerHtml(page(<HomePage />, { testimonials, 'news-updates': newsUpdates, faqs }), {
    enterBrowser: enterPhone,
  });
  expect(hydrationErrors).toEqual([]);
  const home = within(container);
  expect(home.getByRole('link', { name: 'book a ride' })).toHaveAttribute('href', expect.stringContaining('apps.apple.com'));
  expect(home.getAllByText('Safe at midnight.').length).toBeGreaterThan(0);
  expect(home.queryByText(/Loading/)).not.toBeInTheDocument();
  for (const load of [getTestimonials, getNewsUpdates, getFaqs]) expect(load).not.toHaveBeenCalled();

  // the reviews are below the fold: the server's HTML of them stays as it is (its autoplay and Pause button with it)
  // until the visitor comes near them; then they hydrate, and take the phone's wish for less motion
  const reviews = home.getByRole('region', { name: 'Customer Reviews and Testimonials' });
  const section = reviews.closest(withAttribute(HYDRATES_WHEN_NEAR_ATTRIBUTE))!;
  expect(section).not.toHaveAttribute(HYDRATED_ATTRIBUTE);
  expect(within(reviews).getByRole('button', { name: /^Pause/ })).toBeInTheDocument();
  await act(async () => bringNear(section));
  await waitFor(() => expect(section).toHaveAttribute(HYDRATED_ATTRIBUTE));
  expect(within(reviews).queryByRole('button', { name: /^Pause/ })).not.toBeInTheDocument();
  expect(within(reviews).getAllByText('Safe at midnight.').length).toBeGreaterThan(0);
  expect(home.queryByText(/Loading/)).not.toBeInTheDocument();
  expect(hydrationErrors).toEqual([]);
  expect(getTestimonials).not.toHaveBeenCalled();
  // the whole page rendered to HTML and hydrated, its code loaded cold: longer than one render on a busy machine
}, 15_000);

test("the about page's carousels hydrate unchanged on a phone, every card in them and the phone's layout CSS's", async () => {
  const team = [teamMember(1), teamMember(2, { strName: 'Nikhil Bhat' }), teamMember(3, { strName: 'Farah Khan' })];
  const { container, hydrationErrors } = await hydrateServerHtml(page(<AboutPage />, { team }), { enterBrowser: enterPhone });
  expect(hydrationErrors).toEqual([]);
  const carousel = within(container).getByRole('group', { name: 'team' });
  expect(
    within(carousel)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent),
  ).toEqual(['Kavya Raghunath', 'Nikhil Bhat', 'Farah Khan']);
  // one card below 767 px, whatever width the server assumed: the stylesheet chooses by the phone's own width
  expect(carousel.style.getPropertyValue('--carousel-slides-766')).toBe('1');
  expect(getTeamMembers).not.toHaveBeenCalled();
});
