import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@chalein/shared/api/client';
import { submitInvestorEnquiry } from '@chalein/shared/api/marketing';
import { InvestorsPage } from './investors-page';
import { expectPostedForm, renderFormPage } from './render-form-page';

jest.mock('@chalein/shared/api/marketing', () => ({ submitInvestorEnquiry: jest.fn() }));
const mockedSubmit = jest.mocked(submitInvestorEnquiry);

function renderPage() {
  renderFormPage(<InvestorsPage />);
}

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Full name/), 'Vikram Shetty');
  await user.type(screen.getByLabelText(/^Email address/), 'vikram@shettycapital.in');
  await user.type(screen.getByLabelText(/^Phone number/), '9845012345');
  await user.type(screen.getByLabelText(/^Alternative contact number/), '8045012345');
  await user.type(screen.getByLabelText(/^Description/), 'Series A mobility fund.');
  await user.click(screen.getByRole('checkbox', { name: 'I agree that Chalein may use these details to respond to my enquiry.' }));
}

beforeEach(() => jest.clearAllMocks());

test("'Get in touch' form with the sponsor image and labelled fields", () => {
  renderPage();
  expect(screen.getByRole('heading', { level: 1, name: 'Investors' })).toBeInTheDocument();
  expect(screen.getByRole('form', { name: 'Get in touch' })).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'A growing bar chart rising over a city skyline' })).toHaveAttribute(
    'src',
    '/uploads/brand/sponsor.svg',
  );
  expect(screen.getByRole('link', { name: 'investors@chalein.in' })).toBeInTheDocument();
});

test('submitting empty shows the spec messages and ours for the alternative number, description and consent', async () => {
  const user = userEvent.setup();
  renderPage();
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  for (const message of [
    'fullname is required',
    'Email address is required',
    'Phone number is required',
    'Alternative contact number is required',
    'Please tell us about your interest',
    'Please agree to let us use these details to reply to you.',
  ]) {
    expect(screen.getByText(message)).toBeInTheDocument();
  }
  expect(screen.getByLabelText(/^Full name/)).toHaveFocus();
  expect(mockedSubmit).not.toHaveBeenCalled();
});

test('format rules: email, 10 digits, and an alternative number different from the first', async () => {
  const user = userEvent.setup();
  renderPage();
  await user.type(screen.getByLabelText(/^Email address/), 'vikram.at.example');
  await user.type(screen.getByLabelText(/^Phone number/), '98450');
  await user.type(screen.getByLabelText(/^Alternative contact number/), '80450');
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect(screen.getByText('Email address is invalid')).toBeInTheDocument();
  expect(screen.getByText('Phone number must be exactly 10 digits')).toBeInTheDocument();
  expect(screen.getByText('Alternative contact number must be exactly 10 digits')).toBeInTheDocument();

  await user.clear(screen.getByLabelText(/^Phone number/));
  await user.type(screen.getByLabelText(/^Phone number/), '9845012345');
  await user.clear(screen.getByLabelText(/^Alternative contact number/));
  await user.type(screen.getByLabelText(/^Alternative contact number/), '9845012345');
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect(screen.getByText('Alternative contact number must differ from the phone number')).toBeInTheDocument();
});

test("'Loading...' while sending, then the Thank You modal with the reference and a cleared form", async () => {
  const user = userEvent.setup();
  let resolve: (value: { reference: string }) => void = () => undefined;
  mockedSubmit.mockImplementation(() => new Promise((done) => (resolve = done)));
  renderPage();
  await fillValidForm(user);
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect(screen.getByRole('button', { name: 'Loading...' })).toBeDisabled();
  expect(mockedSubmit).toHaveBeenCalledWith(
    {
      strFullName: 'Vikram Shetty',
      strEmail: 'vikram@shettycapital.in',
      iMobile: '9845012345',
      iAlternativeMobile: '8045012345',
      strDescription: 'Series A mobility fund.',
      consent: true,
    },
    // the submission's Idempotency-Key: a send repeated after a failure is stored once
    expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/),
  );
  resolve({ reference: 'INV-2026-00007' });
  const dialog = await screen.findByRole('dialog', { name: 'Thank You' });
  expect(within(dialog).getByText('Your form has been submitted successfully')).toBeInTheDocument();
  expect(within(dialog).getByText('INV-2026-00007')).toBeInTheDocument();
  expect(screen.getByLabelText(/^Full name/)).toHaveValue('');
});

test('a failure shows the inline error and keeps the form', async () => {
  const user = userEvent.setup();
  mockedSubmit.mockRejectedValue(new ApiError('Too many requests. Please wait a minute and try again.', 429));
  renderPage();
  await fillValidForm(user);
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Error submitting form. Please try again.');
  expect(alert).toHaveTextContent('Too many requests. Please wait a minute and try again.');
  expect(screen.getByLabelText(/^Full name/)).toHaveValue('Vikram Shetty');
});

test("the server's field errors, in the form's own words, are shown beside their fields", async () => {
  const user = userEvent.setup();
  mockedSubmit.mockRejectedValue(
    new ApiError('Alternative contact number must be exactly 10 digits', 400, {
      iAlternativeMobile: 'Alternative contact number must be exactly 10 digits',
    }),
  );
  renderPage();
  await fillValidForm(user);
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect(await screen.findByText('Error submitting form. Please try again.')).toBeInTheDocument();
  const alternative = screen.getByLabelText(/^Alternative contact number/);
  expect(alternative).toHaveAttribute('aria-invalid', 'true');
  expect(alternative).toHaveAccessibleDescription(expect.stringContaining('Alternative contact number must be exactly 10 digits'));
  expect(screen.getByLabelText(/^Description/)).toHaveValue('Series A mobility fund.');
});

test('both numbers take +91, 0 and spaced forms, typed or pasted, as their 10 digits', async () => {
  const user = userEvent.setup();
  renderPage();
  const phone = screen.getByLabelText(/^Phone number/);
  const alternative = screen.getByLabelText(/^Alternative contact number/);
  await user.type(phone, '+91 98450 12345');
  expect(phone).toHaveValue('9845012345');
  await user.click(alternative);
  await user.paste('080450 12345');
  expect(alternative).toHaveValue('8045012345');
  await user.clear(alternative);
  await user.type(alternative, '098450-12345');
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect(alternative).toHaveValue('9845012345');
  expect(screen.getByText('Alternative contact number must differ from the phone number')).toBeInTheDocument();
});

test('without scripts it posts to /investors and, answering a post, keeps what was typed beside the messages', () => {
  const form = renderFormPage(<InvestorsPage />, {
    path: '/investors',
    posted: {
      form: 'investor',
      values: { strFullName: 'Vikram Shah', iMobile: '12345', consent: 'on' },
      errors: { iMobile: 'Wrong number' },
    },
  });
  expectPostedForm(form, '/investors', 'investor');
  expect(screen.getByLabelText(/^Full name/)).toHaveValue('Vikram Shah');
  expect(screen.getByLabelText(/^Phone number/)).toHaveValue('12345');
  expect(screen.getByText('Wrong number')).toBeInTheDocument();
  expect(screen.getByRole('checkbox')).toBeChecked();
});
