import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@chalein/shared/api/client';
import { submitSupportTicket } from '@chalein/shared/api/marketing';
import { SupportPage } from './support-page';
import { expectPostedForm, renderFormPage } from './render-form-page';

jest.mock('@chalein/shared/api/marketing', () => ({ submitSupportTicket: jest.fn() }));
const mockedSubmit = jest.mocked(submitSupportTicket);

function renderPage() {
  renderFormPage(<SupportPage />);
}

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(screen.getByLabelText(/^Ticket type/), 'Account Query');
  await user.type(screen.getByLabelText(/^Subject/), 'Cannot log in');
  await user.type(screen.getByLabelText(/^Description/), 'The OTP never arrives.');
}

beforeEach(() => jest.clearAllMocks());

test("'Raise a Ticket' offers the three ticket types", () => {
  renderPage();
  expect(screen.getByRole('form', { name: 'Raise a Ticket' })).toBeInTheDocument();
  const options = within(screen.getByLabelText(/^Ticket type/))
    .getAllByRole('option')
    .map((option) => option.textContent);
  expect(options).toEqual(['Select a ticket type', 'Sales Query', 'Technical Query', 'Account Query']);
});

test('every field is required, with a message each', async () => {
  const user = userEvent.setup();
  renderPage();
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect(screen.getByText('Please choose a ticket type')).toBeInTheDocument();
  expect(screen.getByText('Subject is required')).toBeInTheDocument();
  expect(screen.getByText('Description is required')).toBeInTheDocument();
  expect(screen.getByLabelText(/^Ticket type/)).toHaveFocus();
  expect(mockedSubmit).not.toHaveBeenCalled();
});

test("the confirmation is the server's message, with the ticket number; the form is cleared", async () => {
  const user = userEvent.setup();
  let resolve: (value: { message?: string; receipt?: { reference: string } }) => void = () => undefined;
  mockedSubmit.mockImplementation(() => new Promise((done) => (resolve = done)));
  renderPage();
  await fillValidForm(user);
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect(screen.getByRole('button', { name: 'Loading...' })).toBeDisabled();
  expect(mockedSubmit).toHaveBeenCalledWith(
    {
      strTicketType: 'Account Query',
      strSubject: 'Cannot log in',
      strDescription: 'The OTP never arrives.',
    },
    // the submission's Idempotency-Key: a send repeated after a failure is stored once
    expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/),
  );
  resolve({ message: 'We have your ticket.', receipt: { reference: 'TKT-2026-00103' } });
  const dialog = await screen.findByRole('dialog', { name: 'Thank You' });
  expect(within(dialog).getByText('We have your ticket.')).toBeInTheDocument();
  expect(within(dialog).getByText('TKT-2026-00103')).toBeInTheDocument();
  expect(screen.getByLabelText(/^Subject/)).toHaveValue('');
});

test("without a server message the confirmation reads 'Ticket submitted successfully!'", async () => {
  const user = userEvent.setup();
  mockedSubmit.mockResolvedValue({});
  renderPage();
  await fillValidForm(user);
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect(await within(await screen.findByRole('dialog')).findByText('Ticket submitted successfully!')).toBeInTheDocument();
});

test("a failure shows the server's message, or the default when the server could not be reached; the form is kept", async () => {
  const user = userEvent.setup();
  mockedSubmit.mockRejectedValueOnce(new ApiError('Too many requests. Please wait a minute and try again.', 429));
  renderPage();
  await fillValidForm(user);
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Please wait a minute and try again.');

  mockedSubmit.mockRejectedValueOnce(new ApiError('Network Error: the server could not be reached.', null));
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect(await screen.findByText('Something went wrong. Please try again.')).toBeInTheDocument();
  expect(screen.getByLabelText(/^Subject/)).toHaveValue('Cannot log in');
});

test("the server's field errors are shown beside their fields, and the form is kept", async () => {
  const user = userEvent.setup();
  mockedSubmit.mockRejectedValue(new ApiError('Subject is required', 400, { strSubject: 'Subject is required' }));
  renderPage();
  await fillValidForm(user);
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect((await screen.findAllByRole('alert')).length).toBeGreaterThan(0);
  expect(screen.getByLabelText(/^Subject/)).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByLabelText(/^Subject/)).toHaveAccessibleDescription('Subject is required');
  expect(screen.getByLabelText(/^Description/)).toHaveValue('The OTP never arrives.');
});

test('without scripts it posts to /support and, answering a post, keeps the chosen type and the text', () => {
  const form = renderFormPage(<SupportPage />, {
    path: '/support',
    posted: {
      form: 'support',
      values: { strTicketType: 'Technical Query', strSubject: 'Late driver', strDescription: '' },
      errors: { strDescription: 'Needed' },
    },
  });
  expectPostedForm(form, '/support', 'support');
  expect(screen.getByLabelText(/^Ticket type/)).toHaveValue('Technical Query');
  expect(screen.getByLabelText(/^Subject/)).toHaveValue('Late driver');
  expect(screen.getByText('Needed')).toBeInTheDocument();
});
