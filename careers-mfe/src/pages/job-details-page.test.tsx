import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { getJobDetails } from '@chalein/shared/api/careers';
import { ApiError } from '@chalein/shared/api/client';
import type { JobDetails } from '@chalein/shared/api/types';
import { FirstScreenDataProvider, type FirstScreenData } from '@chalein/shared/lib/use-async-data';
import { createTestI18n } from '@chalein/testing/i18n';
import { ThemeProvider } from '@chalein/shared/ui/theme';
import { engineeringJob as engineering } from './api-fixtures';
import { JobDetailsPage, loadFirstScreen } from './job-details-page';

jest.mock('@chalein/shared/api/careers', () => ({ getJobDetails: jest.fn() }));
const mockedGetJobDetails = jest.mocked(getJobDetails);

function renderPage(path = '/jobs_details/1/engineering', data: FirstScreenData = {}) {
  return render(
    <ThemeProvider>
      <FirstScreenDataProvider data={data}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/jobs_details/:id/:slugName" element={<JobDetailsPage />} />
          </Routes>
        </MemoryRouter>
      </FirstScreenDataProvider>
    </ThemeProvider>,
  );
}

beforeEach(() => jest.clearAllMocks());

test("shows 'Loading...', then the title, the sanitized content and a link to apply", async () => {
  mockedGetJobDetails.mockResolvedValue(engineering);
  renderPage();
  expect(screen.getByText('Loading...')).toBeInTheDocument();
  expect(await screen.findByRole('heading', { level: 1, name: 'Engineering' })).toBeInTheDocument();
  expect(mockedGetJobDetails).toHaveBeenCalledWith('1');
  expect(screen.getByRole('heading', { level: 2, name: 'About the team' })).toBeInTheDocument();
  expect(screen.getByText('We build the Rider App.')).toBeInTheDocument();
  expect(document.querySelector('script')).toBeNull();
  expect(screen.getByRole('link', { name: 'Apply now' })).toHaveAttribute('href', '/apply_job/1/engineering');
  expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('Careers / Engineering');
});

test("a job with no content says 'No content available.' and can still be applied for", async () => {
  mockedGetJobDetails.mockResolvedValue({ ...engineering, content: '<p> </p>' });
  renderPage();
  expect(await screen.findByText('No content available.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Apply now' })).toBeInTheDocument();
});

test("an answer without the job's fields shows 'Error: Invalid response structure'", async () => {
  mockedGetJobDetails.mockResolvedValue({ content: '<p>x</p>' } as unknown as JobDetails);
  renderPage();
  expect(await screen.findByText('Error: Invalid response structure')).toBeInTheDocument();
});

test("a body that is not the API's envelope shows 'Error: Invalid response structure' too", async () => {
  mockedGetJobDetails.mockRejectedValue(new ApiError('Invalid response structure', 200));
  renderPage();
  expect(await screen.findByText('Error: Invalid response structure')).toBeInTheDocument();
});

test("a failed load shows 'Error: Error fetching job details', and Retry loads again", async () => {
  mockedGetJobDetails.mockRejectedValueOnce(new ApiError('Network Error: the server could not be reached.', null));
  mockedGetJobDetails.mockResolvedValueOnce(engineering);
  renderPage();
  expect(await screen.findByText('Error: Error fetching job details')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Engineering' })).toBeInTheDocument();
});

test('an unknown id shows a clear not-found message with the way back to all roles', async () => {
  mockedGetJobDetails.mockRejectedValue(new ApiError('Job not found.', 404));
  renderPage('/jobs_details/999/engineering');
  expect(await screen.findByRole('heading', { name: "We couldn't find this job" })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'See all open roles' })).toHaveAttribute('href', '/jobs');
  expect(screen.queryByRole('link', { name: 'Apply now' })).not.toBeInTheDocument();
});

test('an id that is not a number (the server answers 400) is not found either', async () => {
  mockedGetJobDetails.mockRejectedValue(new ApiError('Job id must be a whole number', 400));
  renderPage('/jobs_details/driver/engineering');
  expect(await screen.findByRole('heading', { name: "We couldn't find this job" })).toBeInTheDocument();
});

test("a slug that does not match the job's is not found, so a wrong link never shows another job", async () => {
  mockedGetJobDetails.mockResolvedValue(engineering);
  renderPage('/jobs_details/1/marketing');
  expect(await screen.findByRole('heading', { name: "We couldn't find this job" })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Engineering' })).not.toBeInTheDocument();
});

test("the document's title names the job, as the server's HTML does on a direct load", async () => {
  document.title = 'Job details | Chalein';
  mockedGetJobDetails.mockResolvedValue(engineering);
  renderPage();
  await screen.findByRole('heading', { level: 1, name: 'Engineering' });
  expect(document.title).toBe('Careers: Engineering | Chalein');
  expect(document.querySelector('meta[property="og:title"]')).toHaveAttribute('content', 'Careers: Engineering | Chalein');
});

test("loadFirstScreen fetches the URL's job under its key; given it, the page shows the job at once and asks for nothing", async () => {
  mockedGetJobDetails.mockResolvedValue(engineering);
  const data = await loadFirstScreen({ pathname: '/jobs_details/1/engineering', params: { id: '1', slugName: 'engineering' }, search: '' });
  expect(data).toEqual({ 'job-details-1': engineering });
  expect(mockedGetJobDetails).toHaveBeenCalledWith('1');
  mockedGetJobDetails.mockClear();
  renderPage('/jobs_details/1/engineering', data);
  expect(screen.getByRole('heading', { level: 1, name: 'Engineering' })).toBeInTheDocument();
  expect(screen.getByText('We build the Rider App.')).toBeInTheDocument();
  expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  expect(mockedGetJobDetails).not.toHaveBeenCalled();
});

test.each([
  ['hi', 'अभी आवेदन करें', 'करियर', 'यह नौकरी हमें नहीं मिली'],
  ['kn', 'ಈಗಲೇ ಅರ್ಜಿ ಸಲ್ಲಿಸಿ', 'ವೃತ್ತಿಗಳು', 'ಈ ಉದ್ಯೋಗ ನಮಗೆ ಸಿಗಲಿಲ್ಲ'],
] as const)(
  "in %s the job page and its not-found page read in that language; the job stays the API's",
  async (language, apply, careers, notFound) => {
    const renderIn = (path: string) =>
      render(
        <I18nextProvider i18n={createTestI18n(language)}>
          <ThemeProvider>
            <MemoryRouter initialEntries={[path]}>
              <Routes>
                <Route path="/jobs_details/:id/:slugName" element={<JobDetailsPage />} />
              </Routes>
            </MemoryRouter>
          </ThemeProvider>
        </I18nextProvider>,
      );
    mockedGetJobDetails.mockResolvedValue(engineering);
    const { unmount } = renderIn('/jobs_details/1/engineering');
    expect(await screen.findByRole('heading', { level: 1, name: 'Engineering' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: apply })).toHaveAttribute('href', '/apply_job/1/engineering');
    expect(screen.getByRole('link', { name: careers })).toHaveAttribute('href', '/jobs');
    // the title the server writes for this page in this language
    expect(document.title).toBe(`${careers}: Engineering | Chalein`);
    unmount();

    renderIn('/jobs_details/1/wrong-slug');
    expect(await screen.findByRole('heading', { level: 1, name: notFound })).toBeInTheDocument();
  },
);
