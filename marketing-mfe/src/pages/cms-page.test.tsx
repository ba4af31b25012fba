import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ApiError } from '@chalein/shared/api/client';
import { getCmsPage } from '@chalein/shared/api/marketing';
import { FirstScreenDataProvider, type FirstScreenData } from '@chalein/shared/lib/use-async-data';
import { ThemeProvider } from '@chalein/shared/ui/theme';
import { CmsPage, loadFirstScreen } from './cms-page';
import { renderInLanguage } from '../test-support/render-in-language';

jest.mock('@chalein/shared/api/marketing', () => ({ getCmsPage: jest.fn() }));
const mockedGetCmsPage = jest.mocked(getCmsPage);

function renderAt(path: string, data: FirstScreenData = {}) {
  render(
    <ThemeProvider>
      <FirstScreenDataProvider data={data}>
        <MemoryRouter initialEntries={[path]}>
          <CmsPage />
        </MemoryRouter>
      </FirstScreenDataProvider>
    </ThemeProvider>,
  );
}

beforeEach(() => jest.clearAllMocks());

test.each([
  ['/termscondition', 1],
  ['/privacypolicy', 2],
  ['/refundpolicy', 3],
  ['/generalinfo', 4],
])('%s loads CMS page %i', async (path, id) => {
  mockedGetCmsPage.mockResolvedValue({ strTitle: `Page ${id}`, strDescription: '<p>Text</p>' });
  renderAt(path);
  expect(await screen.findByRole('heading', { level: 1, name: `Page ${id}` })).toBeInTheDocument();
  expect(mockedGetCmsPage).toHaveBeenCalledWith(id);
});

test("shows 'Loading...', then the title and sanitized HTML", async () => {
  mockedGetCmsPage.mockResolvedValue({
    strTitle: 'Privacy Policy',
    strDescription:
      '<h2>1. What we collect and why</h2><p onmouseover="x()">Under the <strong>DPDP Act</strong>.</p><iframe src="//evil"></iframe>',
  });
  renderAt('/privacypolicy');
  // the route's name stands in as the heading while the page loads
  expect(screen.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: '1. What we collect and why' })).toBeInTheDocument();
  expect(screen.getByText('DPDP Act').tagName).toBe('STRONG');
  expect(document.querySelector('iframe, [onmouseover]')).toBeNull();
});

test('a failure shows an error with Retry (not Loading... forever), and Retry recovers', async () => {
  mockedGetCmsPage.mockRejectedValueOnce(new ApiError('Network Error: the server could not be reached.', null));
  mockedGetCmsPage.mockResolvedValueOnce({ strTitle: 'Refund Policy', strDescription: '<p>Passes are not refundable once issued.</p>' });
  renderAt('/refundpolicy');
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('We could not load this page. Network Error: the server could not be reached.');
  expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('Passes are not refundable once issued.')).toBeInTheDocument();
  expect(mockedGetCmsPage).toHaveBeenCalledTimes(2);
});

test.each([
  ['/termscondition', 1],
  ['/privacypolicy', 2],
  ['/refundpolicy', 3],
  ['/generalinfo/', 4],
])(
  "loadFirstScreen fetches %s's page (CMS %i) under the page's key; given it, the page shows it at once and asks for nothing",
  async (path, id) => {
    const answer = { strTitle: `Page ${id}`, strDescription: '<p>What the page says.</p>' };
    mockedGetCmsPage.mockResolvedValue(answer);
    const data = await loadFirstScreen({ pathname: path, params: {}, search: '' });
    expect(data).toEqual({ [`cms:${id}`]: answer });
    expect(mockedGetCmsPage).toHaveBeenCalledWith(id);
    mockedGetCmsPage.mockClear();
    renderAt(path, data);
    expect(screen.getByRole('heading', { level: 1, name: `Page ${id}` })).toBeInTheDocument();
    expect(screen.getByText('What the page says.')).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    expect(mockedGetCmsPage).not.toHaveBeenCalled();
  },
);

test('loadFirstScreen loads nothing for a path that is not a CMS page', async () => {
  await expect(loadFirstScreen({ pathname: '/no-such-page', params: {}, search: '' })).resolves.toEqual({});
  expect(mockedGetCmsPage).not.toHaveBeenCalled();
});

test.each([
  ['hi', 'गोपनीयता नीति', 'हम यह पेज लोड नहीं कर सके। Network Error', 'यह पेज उपलब्ध नहीं है।'],
  ['kn', 'ಗೌಪ್ಯತಾ ನೀತಿ', 'ಈ ಪುಟವನ್ನು ಲೋಡ್ ಮಾಡಲಾಗಲಿಲ್ಲ. Network Error', 'ಈ ಪುಟ ಲಭ್ಯವಿಲ್ಲ.'],
] as const)(
  "in %s the page's name, its error and an unknown page's message are in that language",
  async (language, name, error, missing) => {
    mockedGetCmsPage.mockRejectedValue(new ApiError('Network Error', null));
    const { unmount } = renderInLanguage(language, <CmsPage />, '/privacypolicy');
    expect(screen.getByRole('heading', { level: 1, name })).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent(error);
    unmount();
    renderInLanguage(language, <CmsPage />, '/no-such-page');
    expect(screen.getByText(missing)).toBeInTheDocument();
  },
);
