import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { subscribeToNewsletter } from '@chalein/shared/api/site';
import { NewsletterForm } from './newsletter-form';

jest.mock('@chalein/shared/api/site', () => ({ subscribeToNewsletter: jest.fn() }));
const mockedSubscribe = jest.mocked(subscribeToNewsletter);

beforeEach(() => jest.clearAllMocks());
afterEach(() => jest.useRealTimers());

const field = () => screen.getByLabelText('Email address for newsletter');
const button = () => screen.getByRole('button', { name: 'Subscribe' });

test('disables the button while submitting, then shows success for 3 seconds and clears the field', async () => {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  let resolve: (message: string) => void = () => undefined;
  mockedSubscribe.mockReturnValue(new Promise((r) => (resolve = r)));
  render(<NewsletterForm />);
  await user.type(field(), 'asha@example.in');
  await user.click(button());
  expect(button()).toBeDisabled();
  expect(mockedSubscribe).toHaveBeenCalledWith({ email: 'asha@example.in' });

  await act(async () => resolve('Thanks'));
  expect(screen.getByText('Subscribed successfully!')).toBeInTheDocument();
  expect(field()).toHaveValue('');
  expect(button()).toBeEnabled();

  act(() => jest.advanceTimersByTime(2900));
  expect(screen.getByText('Subscribed successfully!')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(200));
  expect(screen.queryByText('Subscribed successfully!')).not.toBeInTheDocument();
});

test('a failure shows a message that stays, and keeps what was typed', async () => {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  mockedSubscribe.mockRejectedValue(new Error('Network Error'));
  render(<NewsletterForm />);
  await user.type(field(), 'asha@example.in');
  await user.click(button());
  expect(await screen.findByText('Failed to subscribe. Please try again.')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(10_000));
  expect(screen.getByText('Failed to subscribe. Please try again.')).toBeInTheDocument();
  expect(field()).toHaveValue('asha@example.in');
});

test('an invalid address is refused before any call', async () => {
  render(<NewsletterForm />);
  await userEvent.type(field(), 'not-an-email');
  await userEvent.click(button());
  expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
  expect(mockedSubscribe).not.toHaveBeenCalled();
  expect(field()).toHaveAttribute('aria-invalid', 'true');
});
