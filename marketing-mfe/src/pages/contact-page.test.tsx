import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@chalein/shared/api/client';
import { submitContactMessage } from '@chalein/shared/api/marketing';
import { hiddenCharactersMessage } from '@chalein/shared/lib/validation/common';
import { readEnglishMessage } from '@chalein/testing/validation-messages';
import { contactMessage } from '@chalein/testing/fixtures/contact-message';
import { ContactPage } from './contact-page';
import { expectPostedForm, renderFormPage } from './render-form-page';

jest.mock('@chalein/shared/api/marketing', () => ({ submitContactMessage: jest.fn() }));
const mockedSubmit = jest.mocked(submitContactMessage);

function renderPage() {
  renderFormPage(<ContactPage />);
}

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^First name/), contactMessage.firstName);
  await user.type(screen.getByLabelText(/^Last name/), contactMessage.lastName);
  await user.type(screen.getByLabelText(/^Email address/), contactMessage.email);
  await user.type(screen.getByLabelText(/^Phone number/), contactMessage.phone_number);
  await user.type(screen.getByLabelText(/^Address/), contactMessage.address);
  await user.type(screen.getByLabelText(/^Message/), contactMessage.message);
  await user.click(screen.getByRole('checkbox', { name: 'I agree that Chalein may use these details to reply to my message.' }));
}

beforeEach(() => jest.clearAllMocks());

test('every field has a label, and the office address and contacts are shown', () => {
  renderPage();
  expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
  for (const label of [/^First name/, /^Last name/, /^Email address/, /^Phone number/, /^Address/, /^Message/]) {
    expect(screen.getByLabelText(label)).toBeInTheDocument();
  }
  expect(screen.getByText(/Residency Road/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'support@chalein.in' })).toHaveAttribute('href', 'mailto:support@chalein.in');
});

test('submitting empty shows every message of the spec, the consent message, and sends nothing', async () => {
  const user = userEvent.setup();
  renderPage();
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  for (const message of [
    'First name is required',
    'Last name is required',
    'Email address is required',
    'Phone number is required',
    'Address is required',
    'Message is required',
    'Please agree to let us use these details to reply to you.',
  ]) {
    expect(screen.getByText(message)).toBeInTheDocument();
  }
  expect(screen.getByLabelText(/^First name/)).toHaveFocus();
  expect(screen.getByLabelText(/^First name/)).toHaveAttribute('aria-invalid', 'true');
  expect(mockedSubmit).not.toHaveBeenCalled();
});

test('an invalid email and a short phone number get their messages; editing a field clears its error', async () => {
  const user = userEvent.setup();
  renderPage();
  await user.type(screen.getByLabelText(/^Email address/), 'asha@');
  await user.type(screen.getByLabelText(/^Phone number/), '98765');
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect(screen.getByText('Email address is invalid')).toBeInTheDocument();
  expect(screen.getByText('Phone number must be exactly 10 digits')).toBeInTheDocument();
  await user.type(screen.getByLabelText(/^Email address/), 'example.com');
  expect(screen.queryByText('Email address is invalid')).not.toBeInTheDocument();
});

test('a name pasted with a hidden right-to-left override is refused with its own message, and nothing is sent', async () => {
  const user = userEvent.setup();
  renderPage();
  await fillValidForm(user);
  const firstName = screen.getByLabelText(/^First name/);
  await user.clear(firstName);
  await user.click(firstName);
  await user.paste('Asha\u202Etxt.exe');
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect(screen.getAllByText(readEnglishMessage(hiddenCharactersMessage)).length).toBeGreaterThan(0);
  expect(firstName).toHaveAttribute('aria-invalid', 'true');
  expect(mockedSubmit).not.toHaveBeenCalled();
});

test('the phone field keeps at most 10 digits, after taking off a +91 prefix', async () => {
  const user = userEvent.setup();
  renderPage();
  const phone = screen.getByLabelText(/^Phone number/);
  await user.type(phone, '+91 98-7654-3210 99');
  expect(phone).toHaveValue('9876543210');
});

test("while sending the button reads 'Loading...'; success shows the message, the Thank You modal with the reference, and clears the form", async () => {
  const user = userEvent.setup();
  let resolve: (value: { reference: string }) => void = () => undefined;
  mockedSubmit.mockImplementation(() => new Promise((done) => (resolve = done)));
  renderPage();
  await fillValidForm(user);
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect(screen.getByRole('button', { name: 'Loading...' })).toBeDisabled();
  expect(mockedSubmit).toHaveBeenCalledWith(
    // the answers as typed, and the consent
    contactMessage,
    // the submission's Idempotency-Key: a send repeated after a failure is stored once
    expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/),
  );
  resolve({ reference: 'CT-2026-00042' });

  const dialog = await screen.findByRole('dialog', { name: 'Thank You' });
  expect(within(dialog).getByText('Your form has been submitted successfully')).toBeInTheDocument();
  expect(within(dialog).getByText('CT-2026-00042')).toBeInTheDocument();
  expect(screen.getByLabelText(/^First name/)).toHaveValue('');
  expect(screen.getByRole('checkbox')).not.toBeChecked();

  await user.click(within(dialog).getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  // closing the modal clears the feedback message too
  expect(screen.queryByText('Your form has been submitted successfully')).not.toBeInTheDocument();
});

test('a failure shows the inline error and keeps everything typed', async () => {
  const user = userEvent.setup();
  mockedSubmit.mockRejectedValue(new ApiError('Network Error: the server could not be reached.', null));
  renderPage();
  await fillValidForm(user);
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Error submitting form. Please try again.');
  expect(alert).toHaveTextContent('Network Error: the server could not be reached.');
  expect(screen.getByLabelText(/^First name/)).toHaveValue(contactMessage.firstName);
  expect(screen.getByLabelText(/^Message/)).toHaveValue(contactMessage.message);
  expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
});

test("the server's field errors are shown beside their fields", async () => {
  const user = userEvent.setup();
  mockedSubmit.mockRejectedValue(new ApiError('Email address is invalid', 400, { email: 'Email address is invalid' }));
  renderPage();
  await fillValidForm(user);
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect(await screen.findByText('Email address is invalid')).toBeInTheDocument();
  expect(screen.getByLabelText(/^Email address/)).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByText('Error submitting form. Please try again.')).toBeInTheDocument();
});

test('a phone number typed or pasted as +91 98765 43210 or 98765 43210 becomes 9876543210; 1234567890 is refused', async () => {
  const user = userEvent.setup();
  renderPage();
  const phone = screen.getByLabelText(/^Phone number/);
  await user.type(phone, '+91 98765 43210');
  expect(phone).toHaveValue('9876543210');
  await user.clear(phone);
  await user.click(phone);
  await user.paste('98765 43210');
  expect(phone).toHaveValue('9876543210');
  await user.clear(phone);
  await user.type(phone, '1234567890');
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect(screen.getByText('Mobile numbers start with 6, 7, 8 or 9.')).toBeInTheDocument();
  expect(phone).toHaveValue('1234567890');
});

test('without scripts the form posts to /contact, naming itself, with an empty idempotency key', () => {
  const form = renderFormPage(<ContactPage />, { path: '/contact' });
  expectPostedForm(form, '/contact', 'contact');
  for (const field of form.querySelectorAll('input:not([type="hidden"]), textarea')) expect(field).toHaveAttribute('name');
});

test("answering a post, it keeps what was typed and shows the server's messages with the summary", () => {
  renderFormPage(<ContactPage />, {
    path: '/contact',
    posted: {
      form: 'contact',
      values: { firstName: 'Asha', lastName: 'Rao', email: 'asha.rao', phone_number: '9876543210', address: 'MG Road', message: 'Hello' },
      errors: { email: 'Email address is invalid', consent: 'Please agree to let us use these details to reply to you.' },
    },
  });
  expect(screen.getByLabelText(/^First name/)).toHaveValue('Asha');
  expect(screen.getByLabelText(/^Email address/)).toHaveValue('asha.rao');
  expect(screen.getByLabelText(/^Message/)).toHaveValue('Hello');
  expect(screen.getByText('Email address is invalid')).toBeInTheDocument();
  expect(screen.getByText('Please agree to let us use these details to reply to you.')).toBeInTheDocument();
  expect(screen.getByText('Please correct the 2 fields marked below.')).toBeInTheDocument();
  expect(screen.getByRole('checkbox', { name: /I agree that Chalein/ })).not.toBeChecked();
});

test('after a post was stored, the page thanks with the reference', () => {
  renderFormPage(<ContactPage />, {
    path: '/contact',
    posted: { form: 'contact', values: {}, errors: {}, sent: { reference: 'CT-2026-00042' } },
  });
  expect(screen.getByRole('status')).toHaveTextContent('Thank You');
  expect(screen.getByText('CT-2026-00042')).toBeInTheDocument();
  expect(screen.getByLabelText(/^First name/)).toHaveValue('');
});
