import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ApiError } from '@chalein/shared/api/client';
import { endStaffSessions, inviteStaffUser, listStaffUsers, resetStaffUser, updateStaffUser } from '@chalein/shared/api/staff-accounts';
import { getStaffMe } from '@chalein/shared/api/staff-session';
import { adminMe, staffUsers } from './api-fixtures';
import { StaffAccountsPage } from './staff-accounts-page';
import { readShownAddress, renderStaffRoutes } from './staff-page-test-kit';

jest.mock('@chalein/shared/api/staff-session', () => ({ getStaffMe: jest.fn(), signOutStaff: jest.fn() }));
jest.mock('@chalein/shared/api/staff-accounts', () => ({
  listStaffUsers: jest.fn(),
  inviteStaffUser: jest.fn(),
  updateStaffUser: jest.fn(),
  resetStaffUser: jest.fn(),
  endStaffSessions: jest.fn(),
}));
const mocked = {
  me: jest.mocked(getStaffMe),
  list: jest.mocked(listStaffUsers),
  invite: jest.mocked(inviteStaffUser),
  update: jest.mocked(updateStaffUser),
  reset: jest.mocked(resetStaffUser),
  end: jest.mocked(endStaffSessions),
};

function renderPage(path = '/staff/accounts') {
  render(
    <MemoryRouter initialEntries={[path]}>
      <StaffAccountsPage />
    </MemoryRouter>,
  );
}

const table = () => screen.getByRole('table', { name: 'Staff accounts' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);

beforeEach(() => {
  jest.clearAllMocks();
  mocked.me.mockResolvedValue(adminMe);
});

test('lists every account with its roles and status, sortable by a header', async () => {
  mocked.list.mockResolvedValue(staffUsers);
  renderPage();
  await screen.findByRole('table', { name: 'Staff accounts' });
  expect(bodyRows().map((row) => within(row).getAllByRole('cell')[3]?.textContent)).toEqual(['Active', 'Active', 'Disabled']);
  await userEvent.click(within(table()).getByRole('button', { name: 'Name' }));
  expect(within(table()).getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'ascending');
  expect(bodyRows().map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual(['Asha Rao', 'Meera Iyer', 'Ravi Kumar']);
});

test('invite shows the setup link once and the list again', async () => {
  mocked.list.mockResolvedValue(staffUsers);
  const invited = { ...staffUsers[1]!, id: 9, email: 'kiran@chalein.in', name: 'Kiran', isSetUp: false };
  mocked.invite.mockResolvedValue({ user: invited, setupLink: 'http://localhost:8080/staff/setup#token=abc' });
  renderPage();
  await screen.findByRole('table', { name: 'Staff accounts' });
  const form = screen.getByRole('form', { name: 'Invite someone' });
  await userEvent.type(within(form).getByLabelText(/Email/), 'kiran@chalein.in');
  await userEvent.type(within(form).getByLabelText(/Full name/), 'Kiran');
  await userEvent.click(within(form).getByRole('checkbox', { name: 'driver-ops' }));
  await userEvent.click(within(form).getByRole('button', { name: 'Invite' }));
  expect(mocked.invite).toHaveBeenCalledWith({ email: 'kiran@chalein.in', name: 'Kiran', roles: ['driver-ops'] });
  expect(await screen.findByText('http://localhost:8080/staff/setup#token=abc')).toBeInTheDocument();
  expect(mocked.list).toHaveBeenCalledTimes(2);
});

test('an invitation without a role is refused before sending; a taken email shows the server message', async () => {
  mocked.list.mockResolvedValue(staffUsers);
  mocked.invite.mockRejectedValue(
    new ApiError('A staff account with this email already exists.', 409, { email: 'A staff account with this email already exists.' }),
  );
  renderPage();
  const form = await screen.findByRole('form', { name: 'Invite someone' });
  await userEvent.type(within(form).getByLabelText(/Email/), 'ravi@chalein.in');
  await userEvent.type(within(form).getByLabelText(/Full name/), 'Ravi');
  await userEvent.click(within(form).getByRole('button', { name: 'Invite' }));
  expect(await within(form).findByText('Choose at least one role.')).toBeInTheDocument();
  expect(mocked.invite).not.toHaveBeenCalled();
  await userEvent.click(within(form).getByRole('checkbox', { name: 'support' }));
  await userEvent.click(within(form).getByRole('button', { name: 'Invite' }));
  expect(await within(form).findByText('A staff account with this email already exists.')).toBeInTheDocument();
  expect(within(form).getByLabelText(/Email/)).toHaveAttribute('aria-invalid', 'true');
});

test('manage one person: roles, disable, reset with a new link, end sessions', async () => {
  mocked.list.mockResolvedValue(staffUsers);
  mocked.update.mockImplementation(async (id, change) => ({ ...staffUsers[1]!, ...change }));
  mocked.reset.mockResolvedValue({ setupLink: 'http://localhost:8080/staff/setup#token=new', sessionsEnded: 2 });
  mocked.end.mockResolvedValue(1);
  renderPage();
  await userEvent.click(await screen.findByRole('button', { name: 'Manage Ravi Kumar' }));
  const editor = screen.getByRole('region', { name: 'Ravi Kumar (ravi@chalein.in)' });
  await userEvent.click(within(editor).getByRole('checkbox', { name: 'finance' }));
  await userEvent.click(within(editor).getByRole('button', { name: 'Save roles' }));
  expect(mocked.update).toHaveBeenCalledWith(2, { roles: ['support', 'finance'] });
  expect(await screen.findByText('Roles of ravi@chalein.in saved; their sessions ended.')).toBeInTheDocument();

  await userEvent.click(
    within(screen.getByRole('region', { name: 'Ravi Kumar (ravi@chalein.in)' })).getByRole('button', { name: 'Disable' }),
  );
  expect(mocked.update).toHaveBeenLastCalledWith(2, { disabled: true });
  expect(await screen.findByText('ravi@chalein.in is disabled.')).toBeInTheDocument();

  await userEvent.click(
    within(screen.getByRole('region', { name: 'Ravi Kumar (ravi@chalein.in)' })).getByRole('button', { name: 'Reset' }),
  );
  expect(await screen.findByText('http://localhost:8080/staff/setup#token=new')).toBeInTheDocument();

  await userEvent.click(
    within(screen.getByRole('region', { name: 'Ravi Kumar (ravi@chalein.in)' })).getByRole('button', { name: 'End sessions' }),
  );
  expect(await screen.findByText('1 session(s) of ravi@chalein.in ended.')).toBeInTheDocument();
  expect(mocked.end).toHaveBeenCalledWith(2);
});

test('refusing the last admin shows the server message', async () => {
  mocked.list.mockResolvedValue(staffUsers);
  mocked.update.mockRejectedValue(new ApiError('At least one enabled admin must remain.', 409));
  renderPage();
  await userEvent.click(await screen.findByRole('button', { name: 'Manage Asha Rao' }));
  await userEvent.click(screen.getByRole('button', { name: 'Disable' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('At least one enabled admin must remain.');
});

test('a filter in the address narrows the list; no match shows the empty state', async () => {
  mocked.list.mockResolvedValue(staffUsers);
  renderPage('/staff/accounts?f.email=meera');
  await screen.findByRole('table', { name: 'Staff accounts' });
  expect(bodyRows()).toHaveLength(1);
  expect(screen.getByLabelText('Filter by email')).toHaveValue('meera');
  await userEvent.type(screen.getByLabelText('Filter by email'), 'zzz');
  expect(await screen.findByText('No staff account matches.')).toBeInTheDocument();
});

test('a failed list shows the message and Retry', async () => {
  mocked.list
    .mockRejectedValueOnce(new ApiError('Network Error: the server could not be reached.', null))
    .mockResolvedValueOnce(staffUsers);
  renderPage();
  expect(await screen.findByRole('alert')).toHaveTextContent('Network Error');
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('table', { name: 'Staff accounts' })).toBeInTheDocument();
});

test('a session that ended meanwhile sends the person to sign in, back to accounts afterwards', async () => {
  mocked.list.mockResolvedValue(staffUsers);
  mocked.end.mockRejectedValue(new ApiError('Please sign in.', 401));
  renderStaffRoutes('/staff/accounts', { '/staff/accounts': <StaffAccountsPage /> });
  await userEvent.click(await screen.findByRole('button', { name: 'Manage Ravi Kumar' }));
  await userEvent.click(screen.getByRole('button', { name: 'End sessions' }));
  await waitFor(() => expect(readShownAddress()).toBe('/staff/sign-in?next=%2Fstaff%2Faccounts'));
});
