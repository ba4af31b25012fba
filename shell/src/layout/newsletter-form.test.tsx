import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { subscribeToNewsletter } from '@chalein/shared/api/site';
import { POSTED_FORM_DATA_KEY, type PostedFormState } from '@chalein/shared/lib/posted-form';
import { FirstScreenDataProvider } from '@chalein/shared/lib/use-async-data';
import { NewsletterForm as BareNewsletterForm } from './newsletter-form';

jest.mock('@chalein/shared/api/site', () => ({ subscribeToNewsletter: jest.fn() }));
const mockedSubscribe = jest.mocked(subscribeToNewsletter);

beforeEach(() => jest.clearAllMocks());
afterEach(() => jest.useRealTimers());

/** The footer's form on a page at /pricing, answering a post without scripts when `posted` is given. */
function NewsletterForm({ posted }: { posted?: PostedFormState }): ReactNode {
  return (
    <MemoryRouter initialEntries={['/pricing']}>
      <FirstScreenDataProvider data={posted ? { [POSTED_FORM_DATA_KEY]: posted } : null}>
        <BareNewsletterForm />
      </FirstScreenDataProvider>
    </MemoryRouter>
  );
}

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
  expect(mockedSubscribe).toHaveBeenCalledWith(
    { email: 'asha@example.in' },
    expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/),
  );

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

test('posts to the page it is on, with the address named, when no script runs', () => {
  const { container } = render(<NewsletterForm />);
  const form = container.querySelector('form')!;
  expect(form).toHaveAttribute('method', 'post');
  expect(form).toHaveAttribute('action', '/pricing');
  expect(field()).toHaveAttribute('name', 'email');
  expect(container.querySelector('input[name="chaleinForm"]')).toHaveValue('newsletter');
  expect(container.querySelector('input[name="idempotencyKey"]')).toHaveValue('');
});

test("answering its post, it shows the server's message and keeps the address", () => {
  render(
    <NewsletterForm
      posted={{ form: 'newsletter', values: { email: 'not-an-email' }, errors: { email: 'Please enter a valid email address.' } }}
    />,
  );
  expect(field()).toHaveValue('not-an-email');
  expect(field()).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
});

test('after its post was stored, it says so', () => {
  render(<NewsletterForm posted={{ form: 'newsletter', values: {}, errors: {}, sent: {} }} />);
  expect(screen.getByText('Subscribed successfully!')).toBeInTheDocument();
  expect(field()).toHaveValue('');
});

test("another form's post leaves it as it is", () => {
  render(<NewsletterForm posted={{ form: 'contact', values: { email: 'someone@example.in' }, errors: { email: 'Wrong' } }} />);
  expect(field()).toHaveValue('');
  expect(screen.queryByText('Wrong')).not.toBeInTheDocument();
});
