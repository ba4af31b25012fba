import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@chalein/shared/api/client';
import { signInStaff, submitStaffCode } from '@chalein/shared/api/staff-session';
import { adminMe } from './api-fixtures';
import { StaffSignInPage } from './staff-sign-in-page';
import { readShownAddress, renderStaffRoutes } from './staff-page-test-kit';

jest.mock('@chalein/shared/api/staff-session', () => ({ signInStaff: jest.fn(), submitStaffCode: jest.fn() }));
const mockedSignIn = jest.mocked(signInStaff);
const mockedCode = jest.mocked(submitStaffCode);

const REFUSED = 'That email, password or code is not right.';

function renderAt(path: string) {
  renderStaffRoutes(path, { '/staff/sign-in': <StaffSignInPage /> });
}

async function enterPassword() {
  await userEvent.type(screen.getByLabelText(/Email/), 'asha@chalein.in');
  await userEvent.type(screen.getByLabelText(/Password/), 'a long enough phrase');
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
}

beforeEach(() => jest.clearAllMocks());

test('email and password, then the code, then back to where the person was going', async () => {
  mockedSignIn.mockResolvedValue(undefined);
  mockedCode.mockResolvedValue(adminMe);
  renderAt('/staff/sign-in?next=%2Fstaff%2Faudit%3Fperson%3D2');
  expect(screen.getByRole('heading', { name: 'Staff sign-in' })).toBeInTheDocument();
  await enterPassword();
  expect(mockedSignIn).toHaveBeenCalledWith('asha@chalein.in', 'a long enough phrase');
  await userEvent.type(await screen.findByLabelText(/Code from your authenticator app/), '12ab3456');
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(mockedCode).toHaveBeenCalledWith('123456');
  await waitFor(() => expect(readShownAddress()).toBe('/staff/audit?person=2'));
});

test("a refusal shows the server's one message, whatever was wrong", async () => {
  mockedSignIn.mockRejectedValue(new ApiError(REFUSED, 401));
  renderAt('/staff/sign-in');
  await enterPassword();
  expect(await screen.findByRole('alert')).toHaveTextContent(REFUSED);
  expect(screen.getByLabelText(/Password/)).toBeInTheDocument();
});

test('a refused code shows the same message and starts again from the password', async () => {
  mockedSignIn.mockResolvedValue(undefined);
  mockedCode.mockRejectedValue(new ApiError(REFUSED, 401));
  renderAt('/staff/sign-in');
  await enterPassword();
  await userEvent.type(await screen.findByLabelText(/Code from your authenticator app/), '000000');
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(REFUSED);
  expect(screen.getByRole('button', { name: 'Continue' })).toBeInTheDocument();
});

test('a return address off the console is ignored', async () => {
  mockedSignIn.mockResolvedValue(undefined);
  mockedCode.mockResolvedValue(adminMe);
  renderAt('/staff/sign-in?next=https%3A%2F%2Fevil.example%2F');
  await enterPassword();
  await userEvent.type(await screen.findByLabelText(/Code from your authenticator app/), '123456');
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  await waitFor(() => expect(readShownAddress()).toBe('/staff'));
});
