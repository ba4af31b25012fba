import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ApiError } from '@chalein/shared/api/client';
import { getBlog } from '@chalein/shared/api/marketing';
import { FirstScreenDataProvider, type FirstScreenData } from '@chalein/shared/lib/use-async-data';
import { ThemeProvider } from '@chalein/shared/ui/theme';
import { blogArticle } from './api-fixtures';
import { renderInLanguage } from '../test-support/render-in-language';
import { BlogArticlePage, loadFirstScreen } from './blog-article-page';

jest.mock('@chalein/shared/api/marketing', () => ({ getBlog: jest.fn() }));
const mockedGetBlog = jest.mocked(getBlog);

function renderAt(path: string, data: FirstScreenData = {}) {
  render(
    <ThemeProvider>
      <FirstScreenDataProvider data={data}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/blog/:slug" element={<BlogArticlePage />} />
          </Routes>
        </MemoryRouter>
      </FirstScreenDataProvider>
    </ThemeProvider>,
  );
}

beforeEach(() => jest.clearAllMocks());

test('loads the article named by the URL and shows all of it, sanitized, with a way back', async () => {
  mockedGetBlog.mockResolvedValue(blogArticle);
  renderAt('/blog/daylight-or-moonlight');
  expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  expect(await screen.findByRole('heading', { level: 1, name: 'Daylight or Moonlight?' })).toBeInTheDocument();
  expect(mockedGetBlog).toHaveBeenCalledWith('daylight-or-moonlight');
  expect(screen.getByRole('heading', { level: 2, name: 'How the Daylight pass works' })).toBeInTheDocument();
  expect(screen.getByText('6 am to 6 pm')).toBeInTheDocument();
  expect(screen.getByText('2 April 2026')).toBeInTheDocument();
  expect(document.querySelector('script')).toBeNull();
  expect(screen.getByRole('link', { name: 'Back to all blogs' })).toHaveAttribute('href', '/blog');
  expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toBeInTheDocument();
});

test('an unknown article says so and links to the list', async () => {
  mockedGetBlog.mockRejectedValue(new ApiError('Blog not found.', 404));
  renderAt('/blog/no-such-article');
  expect(await screen.findByRole('heading', { level: 1, name: 'Article not found' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Latest Blogs' })).toHaveAttribute('href', '/blog');
});

test('a failure shows an error with Retry', async () => {
  mockedGetBlog.mockRejectedValueOnce(new ApiError('Network Error: the server could not be reached.', null));
  mockedGetBlog.mockResolvedValueOnce({
    blogId: 1,
    blogSlug: 'x',
    blogTitle: 'Found it',
    blogImage: 'x.svg',
    blogDescription: '<p>Text</p>',
    publishedAt: '2026-01-01T00:00:00.000Z',
  });
  renderAt('/blog/x');
  expect(await screen.findByRole('alert')).toHaveTextContent('Error fetching blogs');
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Found it' })).toBeInTheDocument();
});

test("the document's title names the article, as the server's HTML does on a direct load", async () => {
  document.title = 'Blog | Chalein';
  mockedGetBlog.mockResolvedValue({
    blogId: 2,
    blogSlug: 'daylight-or-moonlight',
    blogTitle: 'Daylight or Moonlight?',
    blogImage: 'daylight-vs-moonlight.svg',
    blogDescription: '<p>Two passes.</p>',
    publishedAt: '2026-04-02T06:00:00.000Z',
  });
  renderAt('/blog/daylight-or-moonlight');
  await screen.findByRole('heading', { level: 1, name: 'Daylight or Moonlight?' });
  expect(document.title).toBe('Daylight or Moonlight? | Chalein');
  expect(document.querySelector('meta[property="og:title"]')).toHaveAttribute('content', 'Daylight or Moonlight? | Chalein');
});

test("loadFirstScreen fetches the URL's article under the page's key; given it, the page shows it at once and asks for nothing", async () => {
  mockedGetBlog.mockResolvedValue(blogArticle);
  const data = await loadFirstScreen({ pathname: '/blog/daylight-or-moonlight', params: { slug: 'daylight-or-moonlight' }, search: '' });
  expect(data).toEqual({ 'blog:daylight-or-moonlight': blogArticle });
  expect(mockedGetBlog).toHaveBeenCalledWith('daylight-or-moonlight');
  mockedGetBlog.mockClear();
  renderAt('/blog/daylight-or-moonlight', data);
  expect(screen.getByRole('heading', { level: 1, name: 'Daylight or Moonlight?' })).toBeInTheDocument();
  expect(screen.getByText('6 am to 6 pm')).toBeInTheDocument();
  expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  expect(mockedGetBlog).not.toHaveBeenCalled();
});

test.each([
  ['hi', '2 अप्रैल 2026 को प्रकाशित', 'सभी ब्लॉग पर वापस जाएँ', 'लेख नहीं मिला', 'ताज़ा ब्लॉग'],
  ['kn', 'ಏಪ್ರಿಲ್ 2, 2026 ರಂದು ಪ್ರಕಟಿಸಲಾಗಿದೆ', 'ಎಲ್ಲಾ ಬ್ಲಾಗ್‌ಗಳಿಗೆ ಹಿಂತಿರುಗಿ', 'ಲೇಖನ ಸಿಗಲಿಲ್ಲ', 'ಇತ್ತೀಚಿನ ಬ್ಲಾಗ್‌ಗಳು'],
] as const)(
  'in %s the date line, the way back and the not-found page are in that language',
  async (language, published, back, notFound, list) => {
    const articleAt = (path: string) =>
      renderInLanguage(
        language,
        <Routes>
          <Route path="/blog/:slug" element={<BlogArticlePage />} />
        </Routes>,
        path,
      );
    mockedGetBlog.mockResolvedValueOnce(blogArticle);
    const { unmount } = articleAt('/blog/daylight-or-moonlight');
    expect(await screen.findByRole('heading', { level: 1, name: 'Daylight or Moonlight?' })).toBeInTheDocument();
    expect(
      screen.getByText((_, element) => element?.className === 'blog-article__date' && element.textContent === published),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: back })).toHaveAttribute('href', '/blog');
    unmount();

    mockedGetBlog.mockRejectedValueOnce(new ApiError('Blog not found.', 404));
    articleAt('/blog/no-such-article');
    expect(await screen.findByRole('heading', { level: 1, name: notFound })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: list })).toHaveAttribute('href', '/blog');
  },
);
