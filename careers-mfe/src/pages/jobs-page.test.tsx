import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { getJobCategories } from '@chalein/shared/api/careers';
import { ApiError } from '@chalein/shared/api/client';
import { ThemeProvider } from '@chalein/shared/ui/theme';
import { JobsPage } from './jobs-page';

jest.mock('@chalein/shared/api/careers', () => ({ getJobCategories: jest.fn() }));
const mockedGetJobCategories = jest.mocked(getJobCategories);

function renderPage() {
  return render(
    <ThemeProvider>
      <MemoryRouter>
        <JobsPage />
      </MemoryRouter>
    </ThemeProvider>,
  );
}

beforeEach(() => jest.clearAllMocks());

test('shows the loading text, then a card per category linking to its details', async () => {
  mockedGetJobCategories.mockResolvedValue([
    { id: 1, job_title: 'Engineering', imageURL: 'engineering.svg', slugName: 'engineering' },
    { id: 2, job_title: 'Operations', imageURL: 'operations.svg', slugName: 'operations' },
  ]);
  renderPage();
  expect(screen.getByText('Loading job categories...')).toBeInTheDocument();
  const link = await screen.findByRole('link', { name: 'Engineering' });
  expect(link).toHaveAttribute('href', '/jobs_details/1/engineering');
  expect(within(link).getByRole('presentation', { hidden: true })).toHaveAttribute('src', '/uploads/job-category/engineering.svg');
  expect(screen.getByRole('link', { name: 'Operations' })).toHaveAttribute('href', '/jobs_details/2/operations');
});

test('a failure shows the spec message with the reason, and Retry loads again', async () => {
  mockedGetJobCategories.mockRejectedValueOnce(new ApiError('Network Error: the server could not be reached.', null));
  mockedGetJobCategories.mockResolvedValueOnce([{ id: 3, job_title: 'Design', imageURL: 'design.svg', slugName: 'design' }]);
  renderPage();
  expect(await screen.findByText('Error fetching job categories: Network Error: the server could not be reached.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('link', { name: 'Design' })).toBeInTheDocument();
});

test('no categories shows an empty state', async () => {
  mockedGetJobCategories.mockResolvedValue([]);
  renderPage();
  expect(await screen.findByText('There are no open roles right now. Please check back soon.')).toBeInTheDocument();
});

test("'drive with us' goes to driver registration and 'find your next job' scrolls to the grid", async () => {
  mockedGetJobCategories.mockResolvedValue([]);
  const scrollIntoView = jest.fn();
  Element.prototype.scrollIntoView = scrollIntoView;
  renderPage();
  expect(screen.getByRole('link', { name: 'drive with us' })).toHaveAttribute('href', '/drive_with_us');
  await userEvent.click(screen.getByRole('button', { name: 'find your next job' }));
  expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
  expect(screen.getByRole('region', { name: 'Open roles by team' })).toHaveFocus();
});
