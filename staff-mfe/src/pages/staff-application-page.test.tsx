import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@chalein/shared/api/client';
import { getJobApplication, updateJobApplicationStatus } from '@chalein/shared/api/staff-applications';
import { getStaffMe } from '@chalein/shared/api/staff-session';
import { buildApplicationDetail, hiringMe } from './inbox-fixtures';
import { StaffApplicationPage } from './staff-application-page';
import { readShownAddress, renderStaffRoutes, standInForFormData } from './staff-page-test-kit';

jest.mock('@chalein/shared/api/staff-session', () => ({ getStaffMe: jest.fn(), signOutStaff: jest.fn() }));
jest.mock('@chalein/shared/api/staff-applications', () => ({ getJobApplication: jest.fn(), updateJobApplicationStatus: jest.fn() }));
const mockedMe = jest.mocked(getStaffMe);
const mockedGet = jest.mocked(getJobApplication);
const mockedUpdate = jest.mocked(updateJobApplicationStatus);

function renderAt(path: string) {
  renderStaffRoutes(path, { '/staff/applications/:reference': <StaffApplicationPage />, '/staff/applications': <p>The list</p> });
}

standInForFormData();

beforeEach(() => {
  jest.clearAllMocks();
  mockedMe.mockResolvedValue(hiringMe);
});

test("shows the application's fields and links its resume as a download", async () => {
  mockedGet.mockResolvedValue(buildApplicationDetail('JA-2026-00042'));
  renderAt('/staff/applications/JA-2026-00042');
  expect(await screen.findByRole('heading', { level: 1, name: 'Application JA-2026-00042' })).toBeInTheDocument();
  expect(mockedGet).toHaveBeenCalledWith('JA-2026-00042');
  const applicant = screen.getByRole('region', { name: 'Applicant' });
  expect(within(applicant).getByText('Fleet Manager')).toBeInTheDocument();
  expect(within(applicant).getByText('Lakshmi Iyer')).toBeInTheDocument();
  expect(within(applicant).getByText('Ran a fleet of forty cabs in Kochi.')).toBeInTheDocument();
  const download = screen.getByRole('link', { name: 'Download resume' });
  expect(download).toHaveAttribute('href', '/api/staff/applications/JA-2026-00042/resume');
  expect(download).toHaveAttribute('download');
  expect(screen.getByRole('region', { name: 'Resume' })).toHaveTextContent('arjun-cv.pdf (PDF, 240 KB)');
});

test('a status change is saved and shown', async () => {
  mockedGet.mockResolvedValue(buildApplicationDetail('JA-2026-00042'));
  mockedUpdate.mockResolvedValue(
    buildApplicationDetail('JA-2026-00042', { status: 'shortlisted', statusChangedAt: '2026-11-26T09:00:00.000Z' }),
  );
  renderAt('/staff/applications/JA-2026-00042');
  const panel = await screen.findByRole('region', { name: 'Status' });
  expect(within(panel).getByRole('button', { name: 'Save status' })).toBeDisabled();
  await userEvent.selectOptions(within(panel).getByLabelText('New status'), 'shortlisted');
  await userEvent.click(within(panel).getByRole('button', { name: 'Save status' }));
  // the applicant is not told unless the recruiter ticks the box
  expect(mockedUpdate).toHaveBeenCalledWith('JA-2026-00042', 'shortlisted', { notifyApplicant: false });
  expect(await screen.findByText('Status set to shortlisted.')).toBeInTheDocument();
  expect(within(screen.getByRole('region', { name: 'Status' })).getByText('Shortlisted', { selector: 'strong' })).toBeInTheDocument();
});

test('the recruiter may tell the applicant of a shortlist or a rejection, and of nothing else', async () => {
  mockedGet.mockResolvedValue(buildApplicationDetail('JA-2026-00042'));
  mockedUpdate.mockResolvedValue(
    buildApplicationDetail('JA-2026-00042', { status: 'rejected', statusChangedAt: '2026-11-26T09:00:00.000Z' }),
  );
  renderAt('/staff/applications/JA-2026-00042');
  const panel = await screen.findByRole('region', { name: 'Status' });
  const status = within(panel).getByLabelText('New status');
  expect(within(panel).queryByRole('checkbox', { name: 'Notify the applicant' })).not.toBeInTheDocument();
  await userEvent.selectOptions(status, 'hired');
  expect(within(panel).queryByRole('checkbox', { name: 'Notify the applicant' })).not.toBeInTheDocument();
  await userEvent.selectOptions(status, 'shortlisted');
  const notify = within(panel).getByRole('checkbox', { name: 'Notify the applicant' });
  expect(notify).not.toBeChecked();
  await userEvent.click(notify);
  // ticked for a shortlist, then another status chosen: it is not sent with one it does not go with
  await userEvent.selectOptions(status, 'hired');
  await userEvent.selectOptions(status, 'rejected');
  expect(within(panel).getByRole('checkbox', { name: 'Notify the applicant' })).toBeChecked();
  await userEvent.click(within(panel).getByRole('button', { name: 'Save status' }));
  expect(mockedUpdate).toHaveBeenCalledWith('JA-2026-00042', 'rejected', { notifyApplicant: true });
  expect(await screen.findByText('Status set to rejected. The applicant will get an e-mail saying so.')).toBeInTheDocument();
});

test('a status the applicant is not told about is saved without telling them, even when the box was ticked before', async () => {
  mockedGet.mockResolvedValue(buildApplicationDetail('JA-2026-00042'));
  mockedUpdate.mockResolvedValue(buildApplicationDetail('JA-2026-00042', { status: 'hired', statusChangedAt: '2026-11-26T09:00:00.000Z' }));
  renderAt('/staff/applications/JA-2026-00042');
  const panel = await screen.findByRole('region', { name: 'Status' });
  await userEvent.selectOptions(within(panel).getByLabelText('New status'), 'shortlisted');
  await userEvent.click(within(panel).getByRole('checkbox', { name: 'Notify the applicant' }));
  await userEvent.selectOptions(within(panel).getByLabelText('New status'), 'hired');
  await userEvent.click(within(panel).getByRole('button', { name: 'Save status' }));
  expect(mockedUpdate).toHaveBeenCalledWith('JA-2026-00042', 'hired', { notifyApplicant: false });
  expect(await screen.findByText('Status set to hired.')).toBeInTheDocument();
});

test('a refused change says why and keeps what was shown', async () => {
  mockedGet.mockResolvedValue(buildApplicationDetail('JA-2026-00042'));
  mockedUpdate.mockRejectedValue(new ApiError('Your roles do not allow this.', 403));
  renderAt('/staff/applications/JA-2026-00042');
  const panel = await screen.findByRole('region', { name: 'Status' });
  await userEvent.selectOptions(within(panel).getByLabelText('New status'), 'rejected');
  await userEvent.click(within(panel).getByRole('button', { name: 'Save status' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Your roles do not allow this.');
  expect(within(panel).getByText('New', { selector: 'strong' })).toBeInTheDocument();
});

test('an unknown reference shows the server’s answer; Back returns to the list', async () => {
  mockedGet.mockRejectedValue(new ApiError('There is no job application with this reference.', 404));
  renderAt('/staff/applications/JA-2026-99999');
  expect(await screen.findByRole('alert')).toHaveTextContent('There is no job application with this reference.');
  await userEvent.click(screen.getByRole('link', { name: 'Back to job applications' }));
  expect(readShownAddress()).toBe('/staff/applications');
});

test('a session that ended before the change sends the person to sign in and back here', async () => {
  mockedGet.mockResolvedValue(buildApplicationDetail('JA-2026-00042'));
  mockedUpdate.mockRejectedValue(new ApiError('Please sign in.', 401));
  renderAt('/staff/applications/JA-2026-00042');
  const panel = await screen.findByRole('region', { name: 'Status' });
  await userEvent.selectOptions(within(panel).getByLabelText('New status'), 'hired');
  await userEvent.click(within(panel).getByRole('button', { name: 'Save status' }));
  await waitFor(() => expect(readShownAddress()).toBe(`/staff/sign-in?next=${encodeURIComponent('/staff/applications/JA-2026-00042')}`));
});
