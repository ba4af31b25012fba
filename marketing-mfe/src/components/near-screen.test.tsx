import { lazy, useState } from 'react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateServerHtml } from '@chalein/testing/server-render-harness';
import { FirstScreenDataProvider, useAsyncData } from '@chalein/shared/lib/use-async-data';
import { HYDRATED_ATTRIBUTE, HYDRATES_WHEN_NEAR_ATTRIBUTE, withAttribute } from '@chalein/shared/lib/dom-markers';
import { bringNear, installFakeIntersectionObserver, removeFakeIntersectionObserver } from '../test-support/fake-intersection-observer';
import { NearScreen } from './near-screen';

/** A section fed by the API under the key 'reviews', with a button only scripts give a meaning to. */
function Reviews({ load }: { load: () => Promise<string[]> }) {
  const reviews = useAsyncData(load, 'reviews');
  const [open, setOpen] = useState(false);
  if (reviews.status !== 'success') return <p>Loading reviews...</p>;
  return (
    <section aria-label="Reviews">
      <p>{reviews.data.join(', ')}</p>
      <button type="button" aria-expanded={open} onClick={() => setOpen((value) => !value)}>
        View More
      </button>
    </section>
  );
}

/** The section's code, loaded lazily: `loaded` counts how often it was asked for. */
function lazySection() {
  const loaded = jest.fn();
  const LazyReviews = lazy(async () => {
    loaded();
    return { default: Reviews };
  });
  return { loaded, LazyReviews };
}

const loadReviews = jest.fn(async () => ['Safe at midnight.']);

beforeEach(() => {
  installFakeIntersectionObserver();
  loadReviews.mockClear();
});
afterEach(removeFakeIntersectionObserver);

test('reached by a link, a section shows its heading and loading text, and loads its code and data only when near', async () => {
  const { loaded, LazyReviews } = lazySection();
  const { container } = render(
    <NearScreen title="Customer Reviews" loadingLabel="Loading testimonials..." firstScreenKey="reviews">
      <LazyReviews load={loadReviews} />
    </NearScreen>,
  );
  expect(screen.getByRole('heading', { name: 'Customer Reviews' })).toBeInTheDocument();
  expect(screen.getByText('Loading testimonials...')).toBeInTheDocument();
  expect(loaded).not.toHaveBeenCalled();
  expect(container.firstElementChild).not.toHaveAttribute(HYDRATES_WHEN_NEAR_ATTRIBUTE);

  await act(async () => bringNear(container));
  expect(await screen.findByText('Safe at midnight.')).toBeInTheDocument();
  expect(loaded).toHaveBeenCalledTimes(1);
  expect(loadReviews).toHaveBeenCalledTimes(1);
});

test("server-rendered with its data, a section keeps the server's HTML until near, then hydrates it without asking again", async () => {
  // the server's code and the browser's are loaded apart, as they are on the site
  const server = lazySection();
  const browser = lazySection();
  const section = (Section: typeof browser.LazyReviews) => (
    <FirstScreenDataProvider data={{ reviews: ['Safe at midnight.'] }}>
      <NearScreen title="Customer Reviews" loadingLabel="Loading testimonials..." firstScreenKey="reviews">
        <Section load={loadReviews} />
      </NearScreen>
    </FirstScreenDataProvider>
  );
  // the server has no IntersectionObserver: it renders the section itself
  removeFakeIntersectionObserver();
  const { container, hydrationErrors } = await hydrateServerHtml(section(browser.LazyReviews), {
    serverElement: section(server.LazyReviews),
    enterBrowser: installFakeIntersectionObserver,
  });
  expect(server.loaded).toHaveBeenCalledTimes(1);
  const { loaded } = browser;

  const wrapper = container.querySelector(withAttribute(HYDRATES_WHEN_NEAR_ATTRIBUTE))!;
  const reviews = within(container).getByRole('region', { name: 'Reviews' });
  const button = within(reviews).getByRole('button', { name: 'View More' });
  // not hydrated: the server's HTML, as it was, and its code not asked for
  expect(wrapper).not.toHaveAttribute(HYDRATED_ATTRIBUTE);
  expect(within(reviews).getByText('Safe at midnight.')).toBeInTheDocument();
  expect(loaded).not.toHaveBeenCalled();
  // a tap then reaches no handler (the page's inline starter holds it until the section has hydrated)
  await act(async () => button.click());
  expect(button).toHaveAttribute('aria-expanded', 'false');

  await act(async () => bringNear(wrapper));
  await waitFor(() => expect(wrapper).toHaveAttribute(HYDRATED_ATTRIBUTE));
  expect(loaded).toHaveBeenCalledTimes(1);
  // the same elements, now React's
  expect(within(container).getByRole('region', { name: 'Reviews' })).toBe(reviews);
  await userEvent.click(button);
  expect(button).toHaveAttribute('aria-expanded', 'true');
  expect(screen.queryByText(/Loading/)).not.toBeInTheDocument();
  expect(loadReviews).not.toHaveBeenCalled();
  expect(hydrationErrors).toEqual([]);
});

test('where the browser cannot tell where it is, a server-rendered section hydrates at once', async () => {
  const { LazyReviews } = lazySection();
  removeFakeIntersectionObserver();
  const { container, hydrationErrors } = await hydrateServerHtml(
    <FirstScreenDataProvider data={{ reviews: ['Safe at midnight.'] }}>
      <NearScreen loadingLabel="Loading..." firstScreenKey="reviews">
        <LazyReviews load={loadReviews} />
      </NearScreen>
    </FirstScreenDataProvider>,
  );
  await waitFor(() => expect(container.querySelector(withAttribute(HYDRATES_WHEN_NEAR_ATTRIBUTE))).toHaveAttribute(HYDRATED_ATTRIBUTE));
  const button = within(container).getByRole('button', { name: 'View More' });
  await userEvent.click(button);
  expect(button).toHaveAttribute('aria-expanded', 'true');
  expect(hydrationErrors).toEqual([]);
});
