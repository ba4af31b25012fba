import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { createTestI18n } from '@chalein/testing/i18n';
import { ApiError, UnsuccessfulAnswerError } from '@chalein/shared/api/client';
import { getBlogs } from '@chalein/shared/api/marketing';
import { FirstScreenDataProvider, type FirstScreenData } from '@chalein/shared/lib/use-async-data';
import { ThemeProvider } from '@chalein/shared/ui/theme';
import { blogPost as blog } from './api-fixtures';
import { BlogPage, loadFirstScreen } from './blog-page';

jest.mock('@chalein/shared/api/marketing', () => ({ getBlogs: jest.fn() }));
const mockedGetBlogs = jest.mocked(getBlogs);

function renderPage(data: FirstScreenData = {}) {
  render(
    <ThemeProvider>
      <FirstScreenDataProvider data={data}>
        <MemoryRouter>
          <BlogPage />
        </MemoryRouter>
      </FirstScreenDataProvider>
    </ThemeProvider>,
  );
}

beforeEach(() => jest.clearAllMocks());

test("'Latest Blogs' lists each post with image, title linking to its article, date and sanitized opening", async () => {
  mockedGetBlogs.mockResolvedValue([blog]);
  renderPage();
  expect(screen.getByRole('heading', { level: 1, name: 'Latest Blogs' })).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  const title = await screen.findByRole('link', { name: 'Seven habits for a safe ride home at night' });
  expect(title).toHaveAttribute('href', '/blog/safe-night-rides-in-bengaluru');
  const card = title.closest('article') as HTMLElement;
  expect(within(card).getByText('10 February 2026')).toBeInTheDocument();
  expect(within(card).getByText('works late').tagName).toBe('STRONG');
  // only the opening paragraph, and nothing that runs
  expect(within(card).queryByText('Book inside the app.')).not.toBeInTheDocument();
  expect(card.innerHTML).not.toMatch(/onerror|<img src="x"/);
  expect(card.querySelector('img')).toHaveAttribute('src', '/uploads/blog/safe-night-rides.svg');
  expect(within(card).getByRole('link', { name: /^Read more\s?: Seven habits for a safe ride home at night$/ })).toHaveAttribute(
    'href',
    '/blog/safe-night-rides-in-bengaluru',
  );
});

test("when the server answers without success: 'Failed to load blogs', with Retry", async () => {
  // what the API client throws for a 200 answer carrying success: false
  mockedGetBlogs.mockRejectedValueOnce(new UnsuccessfulAnswerError('Blogs are not available.'));
  mockedGetBlogs.mockResolvedValueOnce([blog]);
  renderPage();
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Failed to load blogs');
  expect(alert).not.toHaveTextContent('Error fetching blogs');
  await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('link', { name: 'Seven habits for a safe ride home at night' })).toBeInTheDocument();
});

test("when the request fails with a server error: 'Error fetching blogs'", async () => {
  mockedGetBlogs.mockRejectedValue(new ApiError('Something went wrong on our side. Please try again later.', 500));
  renderPage();
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Error fetching blogs');
  expect(alert).not.toHaveTextContent('Failed to load blogs');
});

test("when the server cannot be reached: 'Error fetching blogs'", async () => {
  mockedGetBlogs.mockRejectedValue(new ApiError('Network Error: the server could not be reached.', null));
  renderPage();
  expect(await screen.findByRole('alert')).toHaveTextContent('Error fetching blogs');
});

test('no posts shows an empty state', async () => {
  mockedGetBlogs.mockResolvedValue([]);
  renderPage();
  expect(await screen.findByText('No articles yet. Check back soon.')).toBeInTheDocument();
});

test("loadFirstScreen fetches the posts under the page's key; given them, the page lists them at once and asks for nothing", async () => {
  mockedGetBlogs.mockResolvedValue([blog]);
  const data = await loadFirstScreen({ pathname: '/blog', params: {}, search: '' });
  expect(data).toEqual({ blogs: [blog] });
  mockedGetBlogs.mockClear();
  renderPage(data);
  expect(screen.getByRole('link', { name: blog.blogTitle })).toHaveAttribute('href', `/blog/${blog.blogSlug}`);
  expect(screen.getByText('10 February 2026')).toBeInTheDocument();
  expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  expect(mockedGetBlogs).not.toHaveBeenCalled();
});

test.each([
  ['hi', 'ताज़ा ब्लॉग', '10 फ़रवरी 2026', /^और पढ़ें\s?: Seven habits for a safe ride home at night$/],
  ['kn', 'ಇತ್ತೀಚಿನ ಬ್ಲಾಗ್‌ಗಳು', 'ಫೆಬ್ರವರಿ 10, 2026', /^ಇನ್ನಷ್ಟು ಓದಿ\s?: Seven habits for a safe ride home at night$/],
] as const)('in %s the heading, the dates and the read-more links are in that language', async (language, heading, date, readMore) => {
  mockedGetBlogs.mockResolvedValue([blog]);
  render(
    <I18nextProvider i18n={createTestI18n(language)}>
      <ThemeProvider>
        <MemoryRouter>
          <BlogPage />
        </MemoryRouter>
      </ThemeProvider>
    </I18nextProvider>,
  );
  expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  expect(await screen.findByText(date)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: readMore })).toHaveAttribute('href', '/blog/safe-night-rides-in-bengaluru');
});
