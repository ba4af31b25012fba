import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ApiError } from '@chalein/shared/api/client';
import { getSeoIndex } from '@chalein/shared/api/marketing';
import { siteRoutes } from '@chalein/shared/lib/routes';
import { FirstScreenDataProvider, type FirstScreenData } from '@chalein/shared/lib/use-async-data';
import { ThemeProvider } from '@chalein/shared/ui/theme';
import { seoIndex } from './api-fixtures';
import { loadFirstScreen, SeoPage } from './seo-page';
import { renderInLanguage } from '../test-support/render-in-language';

jest.mock('@chalein/shared/api/marketing', () => ({ getSeoIndex: jest.fn() }));
const mockedGetSeoIndex = jest.mocked(getSeoIndex);

const indexable = siteRoutes.filter((route) => route.indexable);

function renderPage(data: FirstScreenData = {}) {
  render(
    <ThemeProvider>
      <FirstScreenDataProvider data={data}>
        <MemoryRouter>
          <SeoPage />
        </MemoryRouter>
      </FirstScreenDataProvider>
    </ThemeProvider>,
  );
}

beforeEach(() => jest.clearAllMocks());

test('lists every indexable page with its title and description, linking each; pages with parameters are left out', async () => {
  mockedGetSeoIndex.mockResolvedValue(seoIndex);
  renderPage();
  expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  const home = await screen.findByRole('link', { name: 'Chalein | Safe taxi service' });
  expect(home).toHaveAttribute('href', '/');
  expect(screen.getByText('Book cabs in Bengaluru.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Investors | Chalein' })).toHaveAttribute('href', '/investors');
  // a page without metadata still appears, under its route name
  expect(screen.getByRole('link', { name: 'Porter service' })).toHaveAttribute('href', '/porter');
  const items = within(screen.getByRole('list')).getAllByRole('listitem');
  expect(items).toHaveLength(indexable.length);
  expect(screen.queryByText('/blog/:slug')).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Thank you' })).not.toBeInTheDocument();
});

test('when descriptions fail to load, the pages are still listed, with an error and Retry', async () => {
  mockedGetSeoIndex.mockRejectedValueOnce(new ApiError('Network Error: the server could not be reached.', null));
  mockedGetSeoIndex.mockResolvedValueOnce([
    { id: 2, metaTitle: 'About Us | Chalein', metaDescription: 'Meet the team.', metaKeyword: 'about', head: '/x.svg' },
  ]);
  renderPage();
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Page descriptions could not be loaded.');
  expect(screen.getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/about');
  await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('link', { name: 'About Us | Chalein' })).toBeInTheDocument();
});

test("loadFirstScreen fetches the descriptions under the page's key; given them, the page lists them at once and asks for nothing", async () => {
  mockedGetSeoIndex.mockResolvedValue(seoIndex);
  const data = await loadFirstScreen({ pathname: '/seo', params: {}, search: '' });
  expect(data).toEqual({ 'seo-index': seoIndex });
  mockedGetSeoIndex.mockClear();
  renderPage(data);
  expect(screen.getByRole('link', { name: 'Chalein | Safe taxi service' })).toHaveAttribute('href', '/');
  expect(screen.getByText('Book cabs in Bengaluru.')).toBeInTheDocument();
  expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  expect(mockedGetSeoIndex).not.toHaveBeenCalled();
});

test.each([
  ['hi', 'साइट की सूची', 'पेज'],
  ['kn', 'ಸೈಟ್ ಸೂಚಿ', 'ಪುಟಗಳು'],
] as const)('in %s the heading, the count and the list are in that language', async (language, heading, list) => {
  mockedGetSeoIndex.mockResolvedValue(seoIndex);
  renderInLanguage(language, <SeoPage />);
  expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  expect(screen.getByText(new RegExp(`${indexable.length}`))).toBeInTheDocument();
  expect(await screen.findByRole('region', { name: list })).toBeInTheDocument();
});

test.each([
  ['en', '/pricing', 'In every language:'],
  ['hi', '/hi/pricing', 'हर भाषा में:'],
  ['kn', '/kn/pricing', 'ಪ್ರತಿ ಭಾಷೆಯಲ್ಲಿ:'],
] as const)(
  'in %s each page shows its address in that language and links its version in every language',
  async (language, address, versions) => {
    mockedGetSeoIndex.mockResolvedValue(seoIndex);
    renderInLanguage(language, <SeoPage />);
    const pricing = (await screen.findByText(address)).closest('li');
    if (!pricing) throw new Error('no item for /pricing');
    expect(within(pricing).getByText(versions)).toBeInTheDocument();
    const links = [
      ['English', '/pricing', 'en-IN'],
      ['हिन्दी', '/hi/pricing', 'hi-IN'],
      ['ಕನ್ನಡ', '/kn/pricing', 'kn-IN'],
    ] as const;
    for (const [name, href, hreflang] of links) {
      const link = within(pricing).getByRole('link', { name });
      expect([link.getAttribute('href'), link.getAttribute('hreflang')]).toEqual([href, hreflang]);
      expect(link.getAttribute('aria-current')).toBe(hreflang.startsWith(language) ? 'page' : null);
    }
  },
);
