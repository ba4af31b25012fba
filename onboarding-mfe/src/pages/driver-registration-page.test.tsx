import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '@chalein/shared/ui/theme';
import { DriverRegistrationPage } from './driver-registration-page';

function renderPage() {
  render(
    <ThemeProvider>
      <DriverRegistrationPage />
    </ThemeProvider>,
  );
}

beforeEach(() => {
  window.scrollTo = jest.fn();
});

test('an empty first section shows the spec messages and scrolls to the top', async () => {
  renderPage();
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
  expect(screen.getByText('Name is required.')).toBeInTheDocument();
  expect(screen.getByText('Contact number is required')).toBeInTheDocument();
  expect(screen.getByText('Driver category is required.')).toBeInTheDocument();
  expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
});

test('the contact number takes digits only, at most ten, and a short one is refused', async () => {
  renderPage();
  const phone = screen.getByLabelText(/Contact number/);
  await userEvent.type(phone, '98a76-5432101');
  expect(phone).toHaveValue('9876543210');
  await userEvent.clear(phone);
  await userEvent.type(phone, '98765');
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
  expect(screen.getByText('Contact number must be exactly 10 digits')).toBeInTheDocument();
});

test('editing a field clears its error, and a complete section is accepted', async () => {
  renderPage();
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
  await userEvent.type(screen.getByLabelText(/Full name/), 'Ravi Kumar');
  expect(screen.queryByText('Name is required.')).not.toBeInTheDocument();
  await userEvent.type(screen.getByLabelText(/Contact number/), '9876543210');
  await userEvent.click(screen.getByRole('radio', { name: 'Porter' }));
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
  expect(screen.getByText('Your personal details look good.')).toBeInTheDocument();
});
