import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@chalein/shared/api/client';
import { getStaffMe, signOutStaff } from '@chalein/shared/api/staff-session';
import { adminMe, supportMe } from './api-fixtures';
import { StaffAccountsPage } from './staff-accounts-page';
import { StaffHomePage } from './staff-home-page';
import { readShownAddress, renderStaffRoutes } from './staff-page-test-kit';

// The signed-in layout, through the home page (and the accounts page for a role that may not open it).

jest.mock('@chalein/shared/api/staff-session', () => ({ getStaffMe: jest.fn(), signOutStaff: jest.fn() }));
jest.mock('@chalein/shared/api/staff-accounts', () => ({ listStaffUsers: jest.fn(() => new Promise(() => undefined)) }));
const mockedMe = jest.mocked(getStaffMe);
const mockedSignOut = jest.mocked(signOutStaff);

function renderAt(path: string) {
  renderStaffRoutes(path, { '/staff': <StaffHomePage />, '/staff/accounts': <StaffAccountsPage /> });
}

beforeEach(() => jest.clearAllMocks());

test('shows who is signed in and, for an admin, the admin pages', async () => {
  mockedMe.mockResolvedValue(adminMe);
  renderAt('/staff');
  expect(screen.getByText('Loading...')).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'Staff console' })).toBeInTheDocument();
  expect(screen.getByText(/Signed in as/)).toHaveTextContent('Signed in as Asha Rao (admin)');
  const nav = screen.getByRole('navigation', { name: 'Staff console' });
  expect(
    within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual(expect.arrayContaining(['Accounts', 'Audit']));
});

test("a role without admin pages sees only its own links, and an admin page says their roles don't allow it", async () => {
  mockedMe.mockResolvedValue(supportMe);
  renderAt('/staff/accounts');
  expect(await screen.findByRole('heading', { name: 'Your roles do not allow this page' })).toBeInTheDocument();
  const links = within(screen.getByRole('navigation', { name: 'Staff console' }))
    .queryAllByRole('link')
    .map((link) => link.textContent);
  expect(links).toContain('Messages');
  expect(links).not.toContain('Accounts');
  expect(links).not.toContain('Audit');
});

test('nobody signed in goes to sign-in, which will bring them back here', async () => {
  mockedMe.mockRejectedValue(new ApiError('Please sign in.', 401));
  renderAt('/staff/accounts');
  await waitFor(() => expect(readShownAddress()).toBe('/staff/sign-in?next=%2Fstaff%2Faccounts'));
});

test('another failure shows its message with Retry, which asks again', async () => {
  mockedMe.mockRejectedValueOnce(new ApiError('Network Error: the server could not be reached.', null)).mockResolvedValueOnce(adminMe);
  renderAt('/staff');
  expect(await screen.findByRole('alert')).toHaveTextContent('Network Error: the server could not be reached.');
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { name: 'Staff console' })).toBeInTheDocument();
});

test('sign out ends the session and goes to sign-in', async () => {
  mockedMe.mockResolvedValue(adminMe);
  mockedSignOut.mockResolvedValue(undefined);
  renderAt('/staff');
  await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
  expect(mockedSignOut).toHaveBeenCalled();
  await waitFor(() => expect(readShownAddress()).toBe('/staff/sign-in'));
});
