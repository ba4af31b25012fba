import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { getJobCategories } from '@chalein/shared/api/careers';
import { ApiError } from '@chalein/shared/api/client';
import { FirstScreenDataProvider, type FirstScreenData } from '@chalein/shared/lib/use-async-data';
import { ThemeProvider } from '@chalein/shared/ui/theme';
import { createTestI18n } from '@chalein/testing/i18n';
import { jobCategories } from './api-fixtures';
import { JobsPage, loadFirstScreen } from './jobs-page';

jest.mock('@chalein/shared/api/careers', () => ({ getJobCategories: jest.fn() }));
const mockedGetJobCategories = jest.mocked(getJobCategories);

function renderPage(data: FirstScreenData = {}) {
  return render(
    <ThemeProvider>
      <FirstScreenDataProvider data={data}>
        <MemoryRouter>
          <JobsPage />
        </MemoryRouter>
      </FirstScreenDataProvider>
    </ThemeProvider>,
  );
}

beforeEach(() => jest.clearAllMocks());

test('shows the loading text, then a card per category linking to its details', async () => {
  mockedGetJobCategories.mockResolvedValue(jobCategories);
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

test("loadFirstScreen fetches the categories under the page's key; given them, the page shows them at once and asks for nothing", async () => {
  mockedGetJobCategories.mockResolvedValue(jobCategories);
  const data = await loadFirstScreen({ pathname: '/jobs', params: {}, search: '' });
  expect(data).toEqual({ 'job-categories': jobCategories });
  mockedGetJobCategories.mockClear();
  renderPage(data);
  expect(screen.getByRole('link', { name: 'Engineering' })).toHaveAttribute('href', '/jobs_details/1/engineering');
  expect(screen.getByRole('link', { name: 'Operations' })).toBeInTheDocument();
  expect(screen.queryByText('Loading job categories...')).not.toBeInTheDocument();
  expect(mockedGetJobCategories).not.toHaveBeenCalled();
});

test.each([
  ['hi', 'बेंगलुरु के सफ़र को नई दिशा दें', 'हमारे साथ ड्राइव करें', 'टीम के हिसाब से खुली नौकरियाँ'],
  ['kn', 'ಬೆಂಗಳೂರಿನ ಸಂಚಾರವನ್ನು ರೂಪಿಸಿ', 'ನಮ್ಮೊಂದಿಗೆ ಚಾಲನೆ ಮಾಡಿ', 'ತಂಡವಾರು ಖಾಲಿ ಹುದ್ದೆಗಳು'],
] as const)(
  "in %s the heading, the links and the openings read in that language; job titles stay the API's",
  async (language, heading, drive, openings) => {
    mockedGetJobCategories.mockResolvedValue(jobCategories);
    render(
      <I18nextProvider i18n={createTestI18n(language)}>
        <ThemeProvider>
          <MemoryRouter>
            <JobsPage />
          </MemoryRouter>
        </ThemeProvider>
      </I18nextProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: drive })).toHaveAttribute('href', '/drive_with_us');
    expect(screen.getByRole('heading', { level: 2, name: openings })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Engineering' })).toHaveAttribute('href', '/jobs_details/1/engineering');
  },
);
