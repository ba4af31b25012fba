import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ApiError } from '@chalein/shared/api/client';
import { getFaqs } from '@chalein/shared/api/marketing';
import type { Faq } from '@chalein/shared/api/types';
import { ThemeProvider } from '@chalein/shared/ui/theme';
import { FaqPage } from './faq-page';

jest.mock('@chalein/shared/api/marketing', () => ({ getFaqs: jest.fn() }));
const mockedGetFaqs = jest.mocked(getFaqs);

const faqs: Faq[] = [
  { id: 1, category: 'Booking a ride', question: 'How do I book a ride?', answer: 'Open the Rider App.' },
  { id: 2, category: 'Booking a ride', question: 'Can I schedule a ride?', answer: 'Yes, up to seven days ahead.' },
  { id: 3, category: 'Booking a ride', question: 'Can I book by voice?', answer: 'Yes, in Kannada too.' },
  { id: 4, category: 'Booking a ride', question: 'What if I cancel?', answer: 'Free within 3 minutes.' },
  { id: 5, category: 'Safety', question: 'What does the SOS button do?', answer: 'It alerts our safety desk.' },
];

function renderPage() {
  render(
    <ThemeProvider>
      <MemoryRouter>
        <FaqPage />
      </MemoryRouter>
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
  expect(screen.getByRole('button', { name: 'What if I cancel?' })).toBeInTheDocument();
  expect(screen.getByText('5 questions in 2 topics.')).toBeInTheDocument();
  const question = screen.getByRole('button', { name: 'What does the SOS button do?' });
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
  expect(screen.getByRole('button', { name: 'Can I book by voice?' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'How do I book a ride?' })).not.toBeInTheDocument();
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
