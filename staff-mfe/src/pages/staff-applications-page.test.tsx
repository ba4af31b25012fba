import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@chalein/shared/api/client';
import { getJobCategories } from '@chalein/shared/api/careers';
import { listJobApplications } from '@chalein/shared/api/staff-applications';
import { getStaffMe } from '@chalein/shared/api/staff-session';
import { supportMe } from './api-fixtures';
import { buildApplicationEntry, hiringMe } from './inbox-fixtures';
import { StaffApplicationsPage } from './staff-applications-page';
import { readShownAddress, readShownQuery, renderStaffRoutes, standInForFormData } from './staff-page-test-kit';

jest.mock('@chalein/shared/api/staff-session', () => ({ getStaffMe: jest.fn(), signOutStaff: jest.fn() }));
jest.mock('@chalein/shared/api/careers', () => ({ getJobCategories: jest.fn() }));
jest.mock('@chalein/shared/api/staff-applications', () => ({
  ...jest.requireActual<object>('@chalein/shared/api/staff-applications'),
  listJobApplications: jest.fn(),
}));
const mockedMe = jest.mocked(getStaffMe);
const mockedJobs = jest.mocked(getJobCategories);
const mockedList = jest.mocked(listJobApplications);

const jobs = [
  { id: 3, job_title: 'Fleet Manager', imageURL: 'fleet.png', slugName: 'fleet-manager' },
  { id: 5, job_title: 'Driver Partner Support', imageURL: 'support.png', slugName: 'driver-partner-support' },
];

function renderAt(path: string) {
  renderStaffRoutes(path, {
    '/staff/applications': <StaffApplicationsPage />,
    '/staff/applications/:reference': <p>Application opened</p>,
  });
}

standInForFormData();

beforeEach(() => {
  jest.clearAllMocks();
  mockedMe.mockResolvedValue(hiringMe);
  mockedJobs.mockResolvedValue(jobs);
});

test('the filters in the address are what the server is asked, fill the form, and make the export link', async () => {
  mockedList.mockResolvedValue({ applications: [buildApplicationEntry('JA-2026-00042', { status: 'shortlisted' })], nextCursor: null });
  renderAt('/staff/applications?job=3&status=shortlisted&q=arjun');
  const table = await screen.findByRole('table', { name: 'Job applications, newest first' });
  expect(mockedList).toHaveBeenCalledWith({ job: 3, status: 'shortlisted', q: 'arjun', cursor: undefined });
  expect(within(table).getByRole('link', { name: 'JA-2026-00042' })).toBeInTheDocument();
  expect(within(table).getByRole('cell', { name: 'Shortlisted' })).toBeInTheDocument();
  expect(within(table).getByRole('cell', { name: 'Fleet Manager' })).toBeInTheDocument();
  expect(await screen.findByRole('option', { name: 'Fleet Manager' })).toBeInTheDocument();
  expect(screen.getByLabelText('Job')).toHaveValue('3');
  expect(screen.getByLabelText('Status')).toHaveValue('shortlisted');
  expect(screen.getByLabelText('Search name or email')).toHaveValue('arjun');
  expect(screen.getByRole('link', { name: 'Export these applications (CSV)' })).toHaveAttribute(
    'href',
    '/api/staff/applications/export.csv?job=3&status=shortlisted&q=arjun',
  );
});

test('a filter the server would refuse is left out of the call', async () => {
  mockedList.mockResolvedValue({ applications: [], nextCursor: null });
  renderAt('/staff/applications?job=abc&status=archived');
  expect(await screen.findByText('No application matches these filters.')).toBeInTheDocument();
  expect(mockedList).toHaveBeenCalledWith({ job: undefined, status: undefined, q: undefined, cursor: undefined });
});

test('Show applications puts the chosen job and status in the address; a row opens its application', async () => {
  mockedList.mockResolvedValue({ applications: [buildApplicationEntry('JA-2026-00007')], nextCursor: null });
  renderAt('/staff/applications');
  await screen.findByRole('option', { name: 'Driver Partner Support' });
  await userEvent.selectOptions(screen.getByLabelText('Job'), 'Driver Partner Support');
  await userEvent.selectOptions(screen.getByLabelText('Status'), 'hired');
  await userEvent.click(screen.getByRole('button', { name: 'Show applications' }));
  expect(Object.fromEntries(readShownQuery())).toEqual({ job: '5', status: 'hired' });
  expect(mockedList).toHaveBeenLastCalledWith({ job: 5, status: 'hired', q: undefined, cursor: undefined });
  await userEvent.click(await screen.findByRole('link', { name: 'JA-2026-00007' }));
  expect(readShownAddress()).toBe('/staff/applications/JA-2026-00007');
});

test('Next page follows the cursor', async () => {
  mockedList.mockImplementation(async (query) =>
    query?.cursor === 'a2'
      ? { applications: [buildApplicationEntry('JA-2026-00001')], nextCursor: null }
      : { applications: [buildApplicationEntry('JA-2026-00002')], nextCursor: 'a2' },
  );
  renderAt('/staff/applications?status=new');
  await screen.findByRole('link', { name: 'JA-2026-00002' });
  await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
  expect(await screen.findByRole('link', { name: 'JA-2026-00001' })).toBeInTheDocument();
  expect(readShownQuery().get('status')).toBe('new');
  expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
});

test('without the job list the inbox still works, filtered by the rest', async () => {
  mockedJobs.mockRejectedValue(new ApiError('Network Error: the server could not be reached.', null));
  mockedList.mockResolvedValue({ applications: [buildApplicationEntry('JA-2026-00009')], nextCursor: null });
  renderAt('/staff/applications');
  expect(await screen.findByRole('link', { name: 'JA-2026-00009' })).toBeInTheDocument();
  expect(
    within(screen.getByLabelText('Job'))
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['Every job']);
});

test('a failed list shows the error with Retry', async () => {
  mockedList.mockRejectedValueOnce(new ApiError('Something went wrong on our side.', 500));
  mockedList.mockResolvedValueOnce({ applications: [], nextCursor: null });
  renderAt('/staff/applications');
  expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side.');
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('No application matches these filters.')).toBeInTheDocument();
});

test('support may not open the job applications', async () => {
  mockedMe.mockResolvedValue(supportMe);
  renderAt('/staff/applications');
  expect(await screen.findByRole('heading', { name: 'Your roles do not allow this page' })).toBeInTheDocument();
  expect(mockedList).not.toHaveBeenCalled();
});
