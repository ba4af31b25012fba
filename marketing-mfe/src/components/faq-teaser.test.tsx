import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { getFaqs } from '@chalein/shared/api/marketing';
import { ApiError } from '@chalein/shared/api/client';
import type { Faq } from '@chalein/shared/api/types';
import { FaqTeaser } from './faq-teaser';

jest.mock('@chalein/shared/api/marketing', () => ({ getFaqs: jest.fn() }));
const mockedGetFaqs = jest.mocked(getFaqs);

let nextId = 1;
const faqsOf = (category: string, count: number): Faq[] =>
  Array.from({ length: count }, (_, index) => ({
    id: nextId++,
    category,
    question: `${category} question ${index + 1}?`,
    answer: `${category} answer ${index + 1}.`,
  }));

function renderTeaser() {
  render(
    <MemoryRouter>
      <FaqTeaser categoryHeading="h3" />
    </MemoryRouter>,
  );
}

beforeEach(() => jest.clearAllMocks());

test("shows 'Loading...' then the first 4 categories with 3 questions each", async () => {
  mockedGetFaqs.mockResolvedValue([
    ...faqsOf('Booking', 5),
    ...faqsOf('Passes', 2),
    ...faqsOf('Safety', 4),
    ...faqsOf('Porter', 3),
    ...faqsOf('Drivers', 3),
  ]);
  renderTeaser();
  expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  expect(await screen.findByRole('heading', { level: 3, name: 'Booking' })).toBeInTheDocument();
  expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
    'Booking',
    'Passes',
    'Safety',
    'Porter',
  ]);
  expect(screen.queryByText('Drivers question 1?')).not.toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 4, name: 'Booking question 3?' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Booking question 4?' })).not.toBeInTheDocument();
  // only categories with more than 3 questions get the toggle
  expect(screen.getAllByRole('button', { name: 'View More' })).toHaveLength(2);
  expect(screen.getByRole('link', { name: 'see more faq' })).toHaveAttribute('href', '/faq');
});

test('View More shows the rest of a category and View Less hides it again', async () => {
  mockedGetFaqs.mockResolvedValue(faqsOf('Booking', 5));
  renderTeaser();
  const more = await screen.findByRole('button', { name: 'View More' });
  expect(more).toHaveAttribute('aria-expanded', 'false');
  await userEvent.click(more);
  expect(screen.getByRole('heading', { name: 'Booking question 5?' })).toBeInTheDocument();
  const less = screen.getByRole('button', { name: 'View Less' });
  expect(less).toHaveAttribute('aria-expanded', 'true');
  await userEvent.click(less);
  expect(screen.queryByRole('heading', { name: 'Booking question 5?' })).not.toBeInTheDocument();
});

test('a question opens and closes its answer, as a disclosure the browser opens by itself', async () => {
  mockedGetFaqs.mockResolvedValue(faqsOf('Safety', 1));
  renderTeaser();
  const question = await screen.findByRole('heading', { level: 4, name: 'Safety question 1?' });
  const disclosure = question.closest('details');
  expect(question.closest('summary')?.parentElement).toBe(disclosure);
  const answer = screen.getByText('Safety answer 1.');
  expect(answer).not.toBeVisible();
  await userEvent.click(question);
  expect(disclosure).toHaveAttribute('open');
  expect(answer).toBeVisible();
  await userEvent.click(question);
  expect(answer).not.toBeVisible();
});

test("a failure shows 'Error: ' and the reason, with Retry", async () => {
  mockedGetFaqs.mockRejectedValueOnce(new ApiError('Network Error: the server could not be reached.', null));
  mockedGetFaqs.mockResolvedValueOnce(faqsOf('Passes', 1));
  renderTeaser();
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Error: Network Error: the server could not be reached.');
  await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { name: 'Passes' })).toBeInTheDocument();
});

test('no FAQs shows an empty state and still links to the FAQ page', async () => {
  mockedGetFaqs.mockResolvedValue([]);
  renderTeaser();
  expect(await screen.findByText('No questions yet. Ask us anything on the Contact page.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'see more faq' })).toBeInTheDocument();
});
