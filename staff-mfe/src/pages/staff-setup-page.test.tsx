import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ApiError } from '@chalein/shared/api/client';
import { completeStaffSetup, startStaffSetup } from '@chalein/shared/api/staff-session';
import { StaffSetupPage } from './staff-setup-page';

jest.mock('@chalein/shared/api/staff-session', () => ({ startStaffSetup: jest.fn(), completeStaffSetup: jest.fn() }));
const mockedStart = jest.mocked(startStaffSetup);
const mockedComplete = jest.mocked(completeStaffSetup);

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DP';
const GUESSABLE = 'Choose a password that is harder to guess: this one is common or follows a pattern.';

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <StaffSetupPage />
    </MemoryRouter>,
  );
}

async function choosePassword(password: string) {
  await userEvent.type(screen.getByLabelText(/Choose a password/), password);
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
}

beforeEach(() => jest.clearAllMocks());

test('password, then the QR code and the key as text, then a code: the account is ready', async () => {
  mockedStart.mockResolvedValue({ secret: SECRET, otpauthUri: `otpauth://totp/Chalein:asha%40chalein.in?secret=${SECRET}&issuer=Chalein` });
  mockedComplete.mockResolvedValue({ email: 'asha@chalein.in' });
  renderAt('/staff/setup#token=tok-1');
  await choosePassword('plum kettle orbit saffron');
  expect(mockedStart).toHaveBeenCalledWith('tok-1', 'plum kettle orbit saffron');

  const qr = await screen.findByRole('img', { name: 'QR code to scan with your authenticator app' });
  expect(decodeURIComponent(qr.getAttribute('src') ?? '')).toMatch(/^data:image\/svg\+xml;charset=utf-8,<svg/);
  expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP')).toBeInTheDocument();

  await userEvent.type(screen.getByLabelText(/Code from your authenticator app/), '123456');
  await userEvent.click(screen.getByRole('button', { name: 'Finish setup' }));
  expect(mockedComplete).toHaveBeenCalledWith({ token: 'tok-1', password: 'plum kettle orbit saffron', secret: SECRET, code: '123456' });
  expect(await screen.findByText('asha@chalein.in')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/staff/sign-in');
});

test("the server's refusal of a guessable password is shown at the field", async () => {
  mockedStart.mockRejectedValue(new ApiError(GUESSABLE, 400, { password: GUESSABLE }));
  renderAt('/staff/setup?token=tok-2');
  await choosePassword('password1234');
  expect(await screen.findByText(GUESSABLE)).toBeInTheDocument();
  expect(screen.getByLabelText(/Choose a password/)).toHaveAttribute('aria-invalid', 'true');
  expect(mockedStart).toHaveBeenCalledWith('tok-2', 'password1234');
});

test('fewer than 12 characters is refused before anything is sent', async () => {
  renderAt('/staff/setup#token=tok-3');
  await choosePassword('short one');
  expect(await screen.findByText('Choose a password of at least 12 characters.')).toBeInTheDocument();
  expect(mockedStart).not.toHaveBeenCalled();
});

test('an expired link says so and asks for a new one', async () => {
  const expired = 'This setup link has expired or was used. Ask an admin for a new one.';
  mockedStart.mockRejectedValue(new ApiError(expired, 400));
  renderAt('/staff/setup#token=old');
  await choosePassword('plum kettle orbit saffron');
  expect(await screen.findByRole('alert')).toHaveTextContent(expired);
});

test('without a token the page says to open the link an admin gave', () => {
  renderAt('/staff/setup');
  expect(screen.getByRole('alert')).toHaveTextContent('This page needs the setup link an admin gave you.');
});
