import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@chalein/shared/api/client';
import { listAuditEvents } from '@chalein/shared/api/staff-audit';
import { getStaffMe } from '@chalein/shared/api/staff-session';
import { adminMe, buildAuditEvent } from './api-fixtures';
import { StaffAuditPage } from './staff-audit-page';
import { readShownQuery, renderStaffRoutes, standInForFormData } from './staff-page-test-kit';

jest.mock('@chalein/shared/api/staff-session', () => ({ getStaffMe: jest.fn(), signOutStaff: jest.fn() }));
jest.mock('@chalein/shared/api/staff-audit', () => ({ listAuditEvents: jest.fn() }));
const mockedMe = jest.mocked(getStaffMe);
const mockedList = jest.mocked(listAuditEvents);

function renderAt(path: string) {
  renderStaffRoutes(path, { '/staff/audit': <StaffAuditPage /> });
}

standInForFormData();

beforeEach(() => {
  jest.clearAllMocks();
  mockedMe.mockResolvedValue(adminMe);
});

test('the filters in the address are what the server is asked, and fill the form', async () => {
  mockedList.mockResolvedValue({
    events: [buildAuditEvent(7, { action: 'staff.users.update', target: 'staff_user:2' })],
    nextBefore: null,
  });
  renderAt('/staff/audit?person=1&action=staff.users.update&from=2026-11-01&to=2026-11-26');
  const table = await screen.findByRole('table', { name: 'Audit events, newest first' });
  expect(mockedList).toHaveBeenCalledWith({
    person: 1,
    action: 'staff.users.update',
    target: undefined,
    from: '2026-11-01',
    to: '2026-11-26T23:59:59.999Z',
    before: undefined,
  });
  expect(within(table).getByRole('cell', { name: 'staff_user:2' })).toBeInTheDocument();
  expect(screen.getByLabelText('Action')).toHaveValue('staff.users.update');
  expect(screen.getByLabelText('Person (account id)')).toHaveValue(1);
});

test('Show events puts the filters in the address and asks again', async () => {
  mockedList.mockResolvedValue({ events: [buildAuditEvent(3)], nextBefore: null });
  renderAt('/staff/audit');
  await screen.findByRole('table', { name: 'Audit events, newest first' });
  await userEvent.type(screen.getByLabelText('Target'), 'staff_user:4');
  await userEvent.click(screen.getByRole('button', { name: 'Show events' }));
  expect(readShownQuery().get('target')).toBe('staff_user:4');
  expect(mockedList).toHaveBeenLastCalledWith(expect.objectContaining({ target: 'staff_user:4' }));
});

test('Next page follows the cursor and Previous comes back', async () => {
  mockedList.mockImplementation(async (query) =>
    query?.before === 50
      ? { events: [buildAuditEvent(49)], nextBefore: null }
      : { events: [buildAuditEvent(51), buildAuditEvent(50)], nextBefore: 50 },
  );
  renderAt('/staff/audit?action=staff.sign-in');
  await screen.findByRole('table', { name: 'Audit events, newest first' });
  expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
  await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
  expect(readShownQuery().get('before')).toBe('50');
  expect(readShownQuery().get('action')).toBe('staff.sign-in');
  expect(await screen.findByRole('button', { name: 'Next page' })).toBeDisabled();
  await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
  expect(readShownQuery().get('before')).toBeNull();
  expect(mockedList).toHaveBeenLastCalledWith(expect.objectContaining({ before: undefined, action: 'staff.sign-in' }));
});

test('no event shows the empty state', async () => {
  mockedList.mockResolvedValue({ events: [], nextBefore: null });
  renderAt('/staff/audit?person=99');
  expect(await screen.findByText('No event matches these filters.')).toBeInTheDocument();
});

test('a 403 from the trail shows the forbidden page', async () => {
  mockedList.mockRejectedValueOnce(new ApiError('Your roles do not allow this.', 403));
  renderAt('/staff/audit');
  expect(await screen.findByRole('heading', { name: 'Your roles do not allow this page' })).toBeInTheDocument();
});
