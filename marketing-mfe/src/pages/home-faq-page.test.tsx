import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { getFaqs } from '@chalein/shared/api/marketing';
import { FirstScreenDataProvider } from '@chalein/shared/lib/use-async-data';
import { ThemeProvider } from '@chalein/shared/ui/theme';
import { faqs } from './api-fixtures';
import { renderInLanguage } from '../test-support/render-in-language';
import { HomeFaqPage, loadFirstScreen } from './home-faq-page';

jest.mock('@chalein/shared/api/marketing', () => ({ getFaqs: jest.fn() }));

test('shows the FAQ teaser as a page, categories as h2, with the way to the full FAQ', async () => {
  jest.mocked(getFaqs).mockResolvedValue([{ id: 1, category: 'Safety', question: 'Is there an SOS button?', answer: 'Yes.' }]);
  render(
    <ThemeProvider>
      <MemoryRouter>
        <HomeFaqPage />
      </MemoryRouter>
    </ThemeProvider>,
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeInTheDocument();
  expect(await screen.findByRole('heading', { level: 2, name: 'Safety' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 3, name: 'Is there an SOS button?' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'see more faq' })).toHaveAttribute('href', '/faq');
});

test("loadFirstScreen fetches the questions under the teaser's key; given them, the page shows them at once and asks for nothing", async () => {
  jest.mocked(getFaqs).mockResolvedValue(faqs);
  const data = await loadFirstScreen({ pathname: '/homefaq', params: {}, search: '' });
  expect(data).toEqual({ faqs });
  jest.mocked(getFaqs).mockClear();
  render(
    <ThemeProvider>
      <FirstScreenDataProvider data={data}>
        <MemoryRouter>
          <HomeFaqPage />
        </MemoryRouter>
      </FirstScreenDataProvider>
    </ThemeProvider>,
  );
  expect(screen.getByRole('heading', { level: 2, name: 'Booking a ride' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 3, name: 'Can I book by voice?' })).toBeInTheDocument();
  expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  expect(getFaqs).not.toHaveBeenCalled();
});

test.each([
  ['hi', 'अक्सर पूछे जाने वाले सवाल', 'और देखें', 'और सवाल देखें'],
  ['kn', 'ಪದೇ ಪದೇ ಕೇಳುವ ಪ್ರಶ್ನೆಗಳು', 'ಇನ್ನಷ್ಟು ನೋಡಿ', 'ಇನ್ನಷ್ಟು ಪ್ರಶ್ನೆಗಳನ್ನು ನೋಡಿ'],
] as const)(
  'in %s the heading, View More and the way to the full FAQ are in that language',
  async (language, heading, viewMore, seeMore) => {
    // four questions in one category: one more than the teaser shows, so it offers the rest
    jest
      .mocked(getFaqs)
      .mockResolvedValue([1, 2, 3, 4].map((id) => ({ id, category: 'Safety', question: `Question ${id}?`, answer: 'Yes.' })));
    renderInLanguage(language, <HomeFaqPage />);
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: viewMore })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('link', { name: seeMore })).toHaveAttribute('href', '/faq');
  },
);
