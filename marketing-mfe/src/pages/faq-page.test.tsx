import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ApiError } from '@chalein/shared/api/client';
import { getFaqs } from '@chalein/shared/api/marketing';
import { FirstScreenDataProvider, type FirstScreenData } from '@chalein/shared/lib/use-async-data';
import { ThemeProvider } from '@chalein/shared/ui/theme';
import { faqs } from './api-fixtures';
import { FaqPage, loadFirstScreen } from './faq-page';
import { renderInLanguage } from '../test-support/render-in-language';

jest.mock('@chalein/shared/api/marketing', () => ({ getFaqs: jest.fn() }));
const mockedGetFaqs = jest.mocked(getFaqs);

function renderPage(data: FirstScreenData = {}) {
  render(
    <ThemeProvider>
      <FirstScreenDataProvider data={data}>
        <MemoryRouter>
          <FaqPage />
        </MemoryRouter>
      </FirstScreenDataProvider>
    </ThemeProvider>,
  );
}

beforeEach(() => jest.clearAllMocks());

test('lists every category and every question (no limit of 3), answers closed until opened', async () => {
  mockedGetFaqs.mockResolvedValue(faqs);
  renderPage();
  expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  expect(await screen.findByRole('heading', { level: 2, name: 'Booking a ride' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Safety' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 3, name: 'What if I cancel?' })).toBeInTheDocument();
  expect(screen.getByText('5 questions in 2 topics.')).toBeInTheDocument();
  // each question is the summary of a disclosure the browser opens by itself, before and without scripts
  const question = screen.getByRole('heading', { level: 3, name: 'What does the SOS button do?' });
  expect(question.closest('summary')).not.toBeNull();
  expect(screen.getByText('It alerts our safety desk.')).not.toBeVisible();
  await userEvent.click(question);
  expect(screen.getByText('It alerts our safety desk.')).toBeVisible();
});

test('the search keeps the questions that match and says when none do', async () => {
  mockedGetFaqs.mockResolvedValue(faqs);
  const user = userEvent.setup();
  renderPage();
  const search = await screen.findByRole('searchbox', { name: 'Search the FAQ' });
  await user.type(search, 'kannada');
  expect(await screen.findByText('1 of 5 questions match.')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Can I book by voice?' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'How do I book a ride?' })).not.toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Safety' })).not.toBeInTheDocument();

  await user.clear(search);
  await user.type(search, 'helicopter');
  expect(await screen.findByText(/No questions match/)).toHaveTextContent(
    'No questions match “helicopter”. Try other words, or ask us directly.',
  );
  expect(screen.getByRole('link', { name: 'ask us directly' })).toHaveAttribute('href', '/contact');
});

test("a failure shows 'Error: ' with the reason and Retry; an empty list says so", async () => {
  mockedGetFaqs.mockRejectedValueOnce(new ApiError('Request failed with status code 503', 503));
  mockedGetFaqs.mockResolvedValueOnce([]);
  renderPage();
  expect(await screen.findByRole('alert')).toHaveTextContent('Error: Request failed with status code 503');
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('No questions yet. Ask us anything on the Contact page.')).toBeInTheDocument();
});

test("loadFirstScreen fetches the questions under the page's key; given them, the page shows them at once and asks for nothing", async () => {
  mockedGetFaqs.mockResolvedValue(faqs);
  const data = await loadFirstScreen({ pathname: '/faq', params: {}, search: '' });
  expect(data).toEqual({ faqs });
  mockedGetFaqs.mockClear();
  renderPage(data);
  expect(screen.getByRole('heading', { level: 2, name: 'Booking a ride' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'What does the SOS button do?' })).toBeInTheDocument();
  expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  expect(mockedGetFaqs).not.toHaveBeenCalled();
});

test.each([
  ['hi', 'अक्सर पूछे जाने वाले सवाल', '2 विषयों में 5 सवाल।', 'सवालों में खोजें', '5 में से 1 सवाल मेल खाता है।', 'सीधे हमसे पूछें'],
  ['kn', 'ಪದೇ ಪದೇ ಕೇಳುವ ಪ್ರಶ್ನೆಗಳು', '2 ವಿಷಯಗಳಲ್ಲಿ 5 ಪ್ರಶ್ನೆಗಳು.', 'ಪ್ರಶ್ನೆಗಳಲ್ಲಿ ಹುಡುಕಿ', '5 ಪ್ರಶ್ನೆಗಳಲ್ಲಿ 1 ಹೊಂದಿಕೆಯಾಗುತ್ತದೆ.', 'ನೇರವಾಗಿ ನಮ್ಮನ್ನು ಕೇಳಿ'],
] as const)(
  'in %s the heading, the counts, the search and its answers are in that language',
  async (language, heading, summary, search, oneMatch, askUs) => {
    mockedGetFaqs.mockResolvedValue(faqs);
    renderInLanguage(language, <FaqPage />);
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(await screen.findByText(summary)).toBeInTheDocument();
    const box = screen.getByRole('searchbox', { name: search });
    await userEvent.type(box, 'SOS');
    expect(await screen.findByText(oneMatch)).toBeInTheDocument();
    await userEvent.clear(box);
    await userEvent.type(box, 'helicopter');
    expect(await screen.findByRole('link', { name: askUs })).toHaveAttribute('href', '/contact');
  },
);
