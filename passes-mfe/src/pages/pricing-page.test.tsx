import { render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { createTestI18n } from '@chalein/testing/i18n';
import { getPassCatalog } from '@chalein/shared/api/passes';
import type { PassCatalogEntry } from '@chalein/shared/api/types';
import { FirstScreenDataProvider, type FirstScreenData } from '@chalein/shared/lib/use-async-data';
import { ThemeProvider } from '@chalein/shared/ui/theme';
import { passCatalog } from './api-fixtures';
import { loadFirstScreen, PricingPage } from './pricing-page';

jest.mock('@chalein/shared/api/passes', () => ({ getPassCatalog: jest.fn() }));
const mockedGetPassCatalog = jest.mocked(getPassCatalog);

const pass = (overrides: Partial<PassCatalogEntry>): PassCatalogEntry => ({
  iPassId: 6,
  slug: 'daylight_pass',
  name: 'Daylight Saver Pass',
  audience: 'customer',
  group: 'limited',
  price: 339,
  listPrice: 429,
  periodLabel: 'per day',
  summary: 'Up to 20 km a day',
  eligibility: '',
  benefits: [],
  howToAvail: [],
  terms: [],
  image: 'daylight.svg',
  ...overrides,
});

function renderPage(data: FirstScreenData = {}) {
  render(
    <ThemeProvider>
      <FirstScreenDataProvider data={data}>
        <MemoryRouter>
          <PricingPage />
        </MemoryRouter>
      </FirstScreenDataProvider>
    </ThemeProvider>,
  );
}

test('groups the catalog into limited edition, customer and driver passes with their prices', async () => {
  mockedGetPassCatalog.mockResolvedValue([
    pass({}),
    pass({
      iPassId: 8,
      slug: 'student_pass',
      name: 'Student Pass',
      group: 'customer',
      price: 469,
      listPrice: 499,
      periodLabel: 'for 3 months',
    }),
    pass({
      iPassId: 2,
      slug: 'silver_pass',
      name: 'Silver Driver Pass',
      group: 'driver',
      audience: 'driver',
      price: 499,
      listPrice: null,
      periodLabel: 'per month',
    }),
    pass({
      iPassId: 1,
      slug: 'standard_pass',
      name: 'Standard Driver Pass',
      group: 'driver',
      audience: 'driver',
      price: 0,
      listPrice: null,
      periodLabel: 'per month',
    }),
  ]);
  renderPage();
  expect(screen.getByText('Loading...')).toBeInTheDocument();
  const limited = await screen.findByRole('region', { name: 'Limited edition passes' });
  expect(within(limited).getByRole('heading', { name: 'Daylight Saver Pass' })).toBeInTheDocument();
  expect(within(limited).getByText('₹339')).toBeInTheDocument();
  expect(within(limited).getByText('₹429')).toBeInTheDocument();
  expect(within(limited).getByRole('link', { name: 'View Daylight Saver Pass' })).toHaveAttribute('href', '/daylight_pass');
  const drivers = screen.getByRole('region', { name: 'Driver passes' });
  expect(within(drivers).getByText('₹499')).toBeInTheDocument();
  expect(within(drivers).getByText('Free')).toBeInTheDocument();
  expect(within(screen.getByRole('region', { name: 'Customer passes' })).getByRole('link', { name: 'View Student Pass' })).toHaveAttribute(
    'href',
    '/student_pass',
  );
});

test('a failure is shown with Retry', async () => {
  mockedGetPassCatalog.mockRejectedValueOnce(new Error('timeout'));
  renderPage();
  expect(await screen.findByText('Could not load passes: timeout')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
});

test('an empty catalog says no passes are on sale', async () => {
  mockedGetPassCatalog.mockResolvedValue([]);
  renderPage();
  expect(await screen.findByText('No passes are on sale right now.')).toBeInTheDocument();
});

test("loadFirstScreen fetches the catalog under the page's key; given it, the page shows every pass and price at once and asks for nothing", async () => {
  mockedGetPassCatalog.mockResolvedValue(passCatalog);
  const data = await loadFirstScreen({ pathname: '/pricing', params: {}, search: '' });
  expect(data).toEqual({ 'pass-catalog': passCatalog });
  mockedGetPassCatalog.mockClear();
  renderPage(data);
  expect(screen.getByRole('heading', { level: 2, name: 'Limited edition passes' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'View Gold Driver Pass' })).toHaveAttribute('href', '/driver_gold_pass');
  expect(screen.getByText('₹339')).toBeInTheDocument();
  expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  expect(mockedGetPassCatalog).not.toHaveBeenCalled();
});

test.each([
  ['hi', 'ऐसे पास जो अपनी कीमत ख़ुद वसूल कर दें', 'लिमिटेड एडिशन पास', 'Daylight Saver Pass देखें', 'पास देखें'],
  ['kn', 'ತಮ್ಮ ಬೆಲೆಯನ್ನು ತಾವೇ ತೀರಿಸುವ ಪಾಸ್‌ಗಳು', 'ಲಿಮಿಟೆಡ್ ಎಡಿಷನ್ ಪಾಸ್‌ಗಳು', 'Daylight Saver Pass ನೋಡಿ', 'ಪಾಸ್ ನೋಡಿ'],
] as const)(
  'in %s the heading, a group and the pass link are in that language, the price as ever',
  async (language, heading, group, link, linkText) => {
    mockedGetPassCatalog.mockResolvedValue([pass({})]);
    render(
      <I18nextProvider i18n={createTestI18n(language)}>
        <ThemeProvider>
          <MemoryRouter>
            <PricingPage />
          </MemoryRouter>
        </ThemeProvider>
      </I18nextProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: group })).toBeInTheDocument();
    const view = screen.getByRole('link', { name: link });
    expect(view).toHaveTextContent(linkText);
    expect(view).toHaveAttribute('href', '/daylight_pass');
    // the pass's own name and the API's period stay as the API gives them; the amount keeps ₹ and Latin digits
    expect(screen.getByRole('heading', { level: 3, name: 'Daylight Saver Pass' })).toBeInTheDocument();
    expect(screen.getByText('₹339')).toBeInTheDocument();
  },
);
