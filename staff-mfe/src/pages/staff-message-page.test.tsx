import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@chalein/shared/api/client';
import {
  addStaffMessageNote,
  assignStaffMessage,
  getStaffMessage,
  unassignStaffMessage,
  updateStaffMessageStatus,
} from '@chalein/shared/api/staff-messages';
import { getStaffMe } from '@chalein/shared/api/staff-session';
import { supportMe } from './api-fixtures';
import { buildMessageResult } from './inbox-fixtures';
import { StaffMessagePage } from './staff-message-page';
import { readShownAddress, renderStaffRoutes, standInForFormData } from './staff-page-test-kit';

jest.mock('@chalein/shared/api/staff-session', () => ({ getStaffMe: jest.fn(), signOutStaff: jest.fn() }));
jest.mock('@chalein/shared/api/staff-messages', () => ({
  getStaffMessage: jest.fn(),
  updateStaffMessageStatus: jest.fn(),
  assignStaffMessage: jest.fn(),
  unassignStaffMessage: jest.fn(),
  addStaffMessageNote: jest.fn(),
}));
const mockedMe = jest.mocked(getStaffMe);
const mockedGet = jest.mocked(getStaffMessage);
const mockedStatus = jest.mocked(updateStaffMessageStatus);
const mockedAssign = jest.mocked(assignStaffMessage);
const mockedUnassign = jest.mocked(unassignStaffMessage);
const mockedNote = jest.mocked(addStaffMessageNote);

function renderAt(path: string) {
  renderStaffRoutes(path, { '/staff/messages/:kind/:id': <StaffMessagePage /> });
}

standInForFormData();

beforeEach(() => {
  jest.clearAllMocks();
  mockedMe.mockResolvedValue(supportMe);
});

test('shows what the sender wrote, the fields their kind has, and the notes', async () => {
  mockedGet.mockResolvedValue(
    buildMessageResult({}, [
      { id: 1, author: { id: 1, name: 'Asha Rao' }, createdAt: '2026-11-25T08:00:00.000Z', text: 'Called her back' },
    ]),
  );
  renderAt('/staff/messages/contact/12');
  expect(screen.getByText('Loading...')).toBeInTheDocument();
  expect(await screen.findByRole('heading', { level: 1, name: 'Contact message CM-2026-00012' })).toBeInTheDocument();
  expect(mockedGet).toHaveBeenCalledWith('contact', 12);
  expect(screen.getByText('12 MG Road, Bengaluru')).toBeInTheDocument();
  expect(screen.getByText(/My driver was late twice this week\./)).toBeInTheDocument();
  // a field the kind does not have is not shown at all
  expect(screen.queryByText('Ticket type')).not.toBeInTheDocument();
  const notes = screen.getByRole('region', { name: 'Internal notes' });
  expect(within(notes).getByRole('listitem')).toHaveTextContent('Called her back');
  expect(within(notes).getByRole('listitem')).toHaveTextContent('Asha Rao');
});

test('a status change is saved and the page shows the answer', async () => {
  mockedGet.mockResolvedValue(buildMessageResult());
  mockedStatus.mockResolvedValue(buildMessageResult({ status: 'in-progress' }));
  renderAt('/staff/messages/contact/12');
  const handling = await screen.findByRole('region', { name: 'Handling' });
  expect(within(handling).getByRole('button', { name: 'Save status' })).toBeDisabled();
  await userEvent.selectOptions(within(handling).getByLabelText('New status'), 'in-progress');
  await userEvent.click(within(handling).getByRole('button', { name: 'Save status' }));
  expect(mockedStatus).toHaveBeenCalledWith('contact', 12, 'in-progress');
  expect(await screen.findByText('Status set to in progress.')).toBeInTheDocument();
  expect(within(screen.getByRole('region', { name: 'Handling' })).getByText('In progress', { selector: 'strong' })).toBeInTheDocument();
});

test('assign to me, then unassign', async () => {
  mockedGet.mockResolvedValue(buildMessageResult());
  mockedAssign.mockResolvedValue(buildMessageResult({ assignee: { id: supportMe.id, name: supportMe.name } }));
  mockedUnassign.mockResolvedValue(buildMessageResult());
  renderAt('/staff/messages/contact/12');
  await userEvent.click(await screen.findByRole('button', { name: 'Assign to me' }));
  expect(mockedAssign).toHaveBeenCalledWith('contact', 12);
  expect(await screen.findByText('Assigned to you.')).toBeInTheDocument();
  // assigned to the person already: only Unassign is offered
  expect(screen.queryByRole('button', { name: 'Assign to me' })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Unassign' }));
  expect(mockedUnassign).toHaveBeenCalledWith('contact', 12);
  expect(await screen.findByRole('button', { name: 'Assign to me' })).toBeInTheDocument();
});

test('a note is added to the list; a refused one says why', async () => {
  mockedGet.mockResolvedValue(buildMessageResult());
  mockedNote.mockResolvedValueOnce({
    id: 8,
    author: { id: 2, name: 'Ravi Kumar' },
    createdAt: '2026-11-26T09:00:00.000Z',
    text: 'Refund sent',
  });
  mockedNote.mockRejectedValueOnce(new ApiError('There is no such message.', 404));
  renderAt('/staff/messages/contact/12');
  const notes = await screen.findByRole('region', { name: 'Internal notes' });
  expect(within(notes).getByText('No notes yet.')).toBeInTheDocument();
  await userEvent.type(within(notes).getByLabelText('New note (seen by staff only)'), '  Refund sent ');
  await userEvent.click(within(notes).getByRole('button', { name: 'Add note' }));
  expect(mockedNote).toHaveBeenCalledWith('contact', 12, 'Refund sent');
  expect(await within(notes).findByText('Refund sent')).toBeInTheDocument();
  expect(within(notes).getByLabelText('New note (seen by staff only)')).toHaveValue('');

  await userEvent.type(within(notes).getByLabelText('New note (seen by staff only)'), 'Second');
  await userEvent.click(within(notes).getByRole('button', { name: 'Add note' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('There is no such message.');
  expect(within(notes).getByLabelText('New note (seen by staff only)')).toHaveValue('Second');
});

test('a message of another kind answers 404, shown as an error', async () => {
  mockedGet.mockRejectedValue(new ApiError('There is no such message.', 404));
  renderAt('/staff/messages/investor/3');
  expect(await screen.findByRole('alert')).toHaveTextContent('There is no such message.');
});

test('an address that names no message asks nothing', async () => {
  renderAt('/staff/messages/letters/x');
  expect(await screen.findByRole('alert')).toHaveTextContent('There is no such message.');
  expect(mockedGet).not.toHaveBeenCalled();
});

test('a signed-out person is sent to sign in and back here', async () => {
  mockedGet.mockRejectedValue(new ApiError('Please sign in.', 401));
  renderAt('/staff/messages/contact/12');
  await screen.findByText((_, element) => element?.tagName === 'OUTPUT' && readShownAddress().startsWith('/staff/sign-in'));
  expect(readShownAddress()).toBe(`/staff/sign-in?next=${encodeURIComponent('/staff/messages/contact/12')}`);
});
