import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@chalein/shared/api/client';
import { listDriverRegistrations } from '@chalein/shared/api/staff-drivers';
import { getStaffMe } from '@chalein/shared/api/staff-session';
import { buildQueueEntry, driverOpsMe, recruiterMe } from './driver-review-fixtures';
import { StaffDriversPage } from './staff-drivers-page';
import { readShownQuery, renderStaffRoutes, standInForFormData } from './staff-page-test-kit';

jest.mock('@chalein/shared/api/staff-session', () => ({ getStaffMe: jest.fn(), signOutStaff: jest.fn() }));
jest.mock('@chalein/shared/api/staff-drivers', () => ({
  ...jest.requireActual<object>('@chalein/shared/api/staff-drivers'),
  listDriverRegistrations: jest.fn(),
}));
const mockedMe = jest.mocked(getStaffMe);
const mockedList = jest.mocked(listDriverRegistrations);

function renderAt(path: string) {
  renderStaffRoutes(path, {
    '/staff/drivers': <StaffDriversPage />,
    '/staff/drivers/:reference': <p>Registration page</p>,
  });
}

standInForFormData();

beforeEach(() => {
  jest.clearAllMocks();
  mockedMe.mockResolvedValue(driverOpsMe);
});

test('the queue shows each registration with its status and a link to review it', async () => {
  mockedList.mockResolvedValue({
    registrations: [
      buildQueueEntry('CHD-AAAA-0001', { fullName: 'Meena Rao', status: 'action_needed', documentsApproved: 7, documentsRejected: 1 }),
      buildQueueEntry('CHD-AAAA-0002', { fullName: 'Arun Pillai' }),
    ],
    nextCursor: null,
  });
  renderAt('/staff/drivers');
  const table = await screen.findByRole('table', { name: 'Driver registrations, oldest first' });
  const rows = within(table).getAllByRole('row');
  expect(within(rows[1]!).getByRole('cell', { name: 'Meena Rao' })).toBeInTheDocument();
  expect(within(rows[1]!).getByRole('cell', { name: 'Action needed' })).toBeInTheDocument();
  expect(within(rows[1]!).getByRole('cell', { name: '7 approved, 1 rejected' })).toBeInTheDocument();
  expect(within(rows[2]!).getByRole('cell', { name: 'Submitted' })).toBeInTheDocument();
  expect(mockedList).toHaveBeenCalledWith({ status: undefined, cursor: undefined });
  await userEvent.click(within(table).getByRole('link', { name: 'CHD-AAAA-0002' }));
  expect(screen.getByText('Registration page')).toBeInTheDocument();
});

test('the status filter is the address, and the server is asked for it', async () => {
  mockedList.mockResolvedValue({ registrations: [buildQueueEntry('CHD-AAAA-0003')], nextCursor: null });
  renderAt('/staff/drivers');
  await screen.findByRole('table', { name: 'Driver registrations, oldest first' });
  await userEvent.selectOptions(screen.getByLabelText('Status'), 'Under review');
  await userEvent.click(screen.getByRole('button', { name: 'Show registrations' }));
  expect(readShownQuery().get('status')).toBe('under_review');
  expect(mockedList).toHaveBeenLastCalledWith({ status: 'under_review', cursor: undefined });
});

test('an address with a status and a cursor asks for that page, and the form shows the status', async () => {
  mockedList.mockResolvedValue({ registrations: [buildQueueEntry('CHD-AAAA-0004')], nextCursor: 'next-1' });
  renderAt('/staff/drivers?status=approved&cursor=abc');
  await screen.findByRole('table', { name: 'Driver registrations, oldest first' });
  expect(mockedList).toHaveBeenCalledWith({ status: 'approved', cursor: 'abc' });
  expect(screen.getByLabelText('Status')).toHaveValue('approved');
  await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
  expect(readShownQuery().get('cursor')).toBe('next-1');
  expect(readShownQuery().get('status')).toBe('approved');
});

test('a status the server does not know is not sent', async () => {
  mockedList.mockResolvedValue({ registrations: [], nextCursor: null });
  renderAt('/staff/drivers?status=lost');
  expect(await screen.findByText('No registration matches this status.')).toBeInTheDocument();
  expect(mockedList).toHaveBeenCalledWith({ status: undefined, cursor: undefined });
});

test('a failed call shows the message and Retry asks again', async () => {
  mockedList.mockRejectedValueOnce(new ApiError('The server is busy.', 503));
  mockedList.mockResolvedValueOnce({ registrations: [buildQueueEntry('CHD-AAAA-0005')], nextCursor: null });
  renderAt('/staff/drivers');
  expect(await screen.findByText('The server is busy.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: /retry/i }));
  expect(await screen.findByRole('link', { name: 'CHD-AAAA-0005' })).toBeInTheDocument();
});

test('a recruiter sees the forbidden page and the queue is never asked for', async () => {
  mockedMe.mockResolvedValue(recruiterMe);
  renderAt('/staff/drivers');
  expect(await screen.findByRole('heading', { name: 'Your roles do not allow this page' })).toBeInTheDocument();
  expect(mockedList).not.toHaveBeenCalled();
});

test('a registration the driver sent documents to again reads re-submitted until it is decided', async () => {
  mockedList.mockResolvedValue({
    registrations: [
      buildQueueEntry('CHD-AAAA-0003', { fullName: 'Meena Rao', status: 'under_review', resubmittedAt: '2026-11-26T08:30:00.000Z' }),
      buildQueueEntry('CHD-AAAA-0004', { fullName: 'Arun Pillai', status: 'approved', resubmittedAt: '2026-11-26T08:30:00.000Z' }),
    ],
    nextCursor: null,
  });
  renderAt('/staff/drivers');
  const rows = within(await screen.findByRole('table', { name: 'Driver registrations, oldest first' })).getAllByRole('row');
  expect(within(rows[1]!).getByRole('cell', { name: 'Under review (re-submitted)' })).toBeInTheDocument();
  expect(within(rows[2]!).getByRole('cell', { name: 'Approved' })).toBeInTheDocument();
});
