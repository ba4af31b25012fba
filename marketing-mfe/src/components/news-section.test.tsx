import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getNewsUpdates } from '@chalein/shared/api/marketing';
import { ApiError } from '@chalein/shared/api/client';
import { NewsSection } from './news-section';

jest.mock('@chalein/shared/api/marketing', () => ({ getNewsUpdates: jest.fn() }));
const mockedGetNewsUpdates = jest.mocked(getNewsUpdates);

beforeEach(() => jest.clearAllMocks());

test('shows the loading text, then each post with its image, title and en-GB date', async () => {
  mockedGetNewsUpdates.mockResolvedValue([
    {
      id: 2,
      image: 'porter-launch.svg',
      title: 'Chalein Porter is here',
      description: 'Move anything.',
      created_at: '2026-04-18T04:30:00.000Z',
    },
    { id: 1, image: 'ev-fleet.svg', title: '200 electric cabs', description: 'Quieter rides.', created_at: '2026-01-02T10:00:00.000Z' },
  ]);
  render(<NewsSection />);
  expect(screen.getByRole('status')).toHaveTextContent('Loading news updates...');
  expect(await screen.findByRole('group', { name: 'news' })).toBeInTheDocument();
  expect(screen.getAllByRole('heading', { name: 'Chalein Porter is here' }).length).toBeGreaterThan(0);
  expect(screen.getAllByText('18 April 2026').length).toBeGreaterThan(0);
  expect(screen.getAllByText('2 January 2026').length).toBeGreaterThan(0);
  expect(document.querySelector('img[src="/uploads/news/porter-launch.svg"]')).not.toBeNull();
});

test('a failure shows the spec message with Retry', async () => {
  mockedGetNewsUpdates.mockRejectedValueOnce(new ApiError('Request failed with status code 500', 500));
  mockedGetNewsUpdates.mockResolvedValueOnce([]);
  render(<NewsSection />);
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load news updates. Please try again later.');
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('No news yet. Check back soon.')).toBeInTheDocument();
});
