import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@chalein/shared/api/client';
import { getStaffMe } from '@chalein/shared/api/staff-session';
import { listOutboxMessages, readOutboxCounts, retryOutboxMessage, type OutboxMessageEntry } from '@chalein/shared/api/staff-outbox';
import { adminMe, supportMe } from './api-fixtures';
import { StaffOutboxPage } from './staff-outbox-page';
import { readShownAddress, readShownQuery, renderStaffRoutes } from './staff-page-test-kit';

jest.mock('@chalein/shared/api/staff-session', () => ({ getStaffMe: jest.fn(), signOutStaff: jest.fn() }));
jest.mock('@chalein/shared/api/staff-outbox', () => ({
  ...jest.requireActual<object>('@chalein/shared/api/staff-outbox'),
  listOutboxMessages: jest.fn(),
  readOutboxCounts: jest.fn(),
  retryOutboxMessage: jest.fn(),
}));
const mockedMe = jest.mocked(getStaffMe);
const mockedList = jest.mocked(listOutboxMessages);
const mockedCounts = jest.mocked(readOutboxCounts);
const mockedRetry = jest.mocked(retryOutboxMessage);

const counts = { pending: 2, sending: 0, sent: 140, failed: 1, dead: 2, unsent: 5 };

const deadReceipt: OutboxMessageEntry = {
  id: 41,
  kind: 'pass-receipt',
  channel: 'email',
  recipient: 'asha@example.com',
  summary: 'Your Chalein pass receipt',
  status: 'dead',
  attempts: 8,
  lastError: '451 4.7.1 Try again later',
  createdAt: '2026-11-20T10:00:00.000Z',
  nextAttemptAt: '2026-11-21T10:00:00.000Z',
  sentAt: null,
};

const deadSms: OutboxMessageEntry = {
  ...deadReceipt,
  id: 40,
  kind: 'driver-registered',
  channel: 'sms',
  recipient: '+919876543210',
  summary: 'Dear Ravi, your application CHD-GY9F-3D4V is received.',
  lastError: 'MSG91 answered 401: Authentication failure',
};

function renderAt(path: string) {
  renderStaffRoutes(path, { '/staff/outbox': <StaffOutboxPage /> });
}

beforeEach(() => {
  jest.clearAllMocks();
  mockedMe.mockResolvedValue(adminMe);
  mockedCounts.mockResolvedValue({ counts });
});

test('shows the dead messages first, with each state and its count, and what each message is', async () => {
  mockedList.mockResolvedValue({ messages: [deadReceipt, deadSms], nextCursor: null });
  renderAt('/staff/outbox');
  expect(await screen.findByText('Loading...')).toBeInTheDocument();

  const table = await screen.findByRole('table', { name: 'Dead messages, newest first' });
  expect(mockedList).toHaveBeenCalledWith({ status: 'dead', cursor: undefined });
  const rows = within(table).getAllByRole('row');
  expect(within(rows[1]!).getByRole('cell', { name: 'asha@example.com' })).toBeInTheDocument();
  expect(within(rows[1]!).getByRole('cell', { name: 'Your Chalein pass receipt' })).toBeInTheDocument();
  expect(within(rows[1]!).getByRole('cell', { name: '451 4.7.1 Try again later' })).toBeInTheDocument();
  expect(within(rows[1]!).getByRole('cell', { name: 'Email' })).toBeInTheDocument();
  expect(within(rows[2]!).getByRole('cell', { name: 'SMS' })).toBeInTheDocument();
  expect(within(rows[2]!).getByRole('cell', { name: 'Dear Ravi, your application CHD-GY9F-3D4V is received.' })).toBeInTheDocument();

  const states = await screen.findByRole('navigation', { name: 'Outbox states' });
  await waitFor(() => expect(within(states).getByRole('link', { name: 'Dead (2)' })).toHaveAttribute('aria-current', 'page'));
  expect(within(states).getByRole('link', { name: 'Not sent: no channel (5)' })).toHaveAttribute('href', '/staff/outbox?status=unsent');
  expect(within(states).getByRole('link', { name: 'Sent (140)' })).not.toHaveAttribute('aria-current');
});

test('another state is chosen in the address, and has no Retry', async () => {
  const sent: OutboxMessageEntry = {
    ...deadReceipt,
    id: 7,
    status: 'sent',
    attempts: 1,
    lastError: null,
    sentAt: '2026-11-20T10:00:05.000Z',
  };
  mockedList.mockImplementation(async (query) =>
    query.status === 'sent' ? { messages: [sent], nextCursor: null } : { messages: [deadReceipt], nextCursor: null },
  );
  renderAt('/staff/outbox');
  await screen.findByRole('table', { name: 'Dead messages, newest first' });
  await userEvent.click(await screen.findByRole('link', { name: 'Sent (140)' }));

  const table = await screen.findByRole('table', { name: 'Sent messages, newest first' });
  expect(Object.fromEntries(readShownQuery())).toEqual({ status: 'sent' });
  expect(mockedList).toHaveBeenLastCalledWith({ status: 'sent', cursor: undefined });
  expect(within(table).getByRole('columnheader', { name: 'Sent' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /^Retry/ })).not.toBeInTheDocument();
});

test('Retry sends a dead message again, says so and reads the list and counts again', async () => {
  mockedList.mockResolvedValueOnce({ messages: [deadReceipt, deadSms], nextCursor: null });
  mockedList.mockResolvedValueOnce({ messages: [deadSms], nextCursor: null });
  mockedCounts.mockResolvedValueOnce({ counts }).mockResolvedValueOnce({ counts: { ...counts, dead: 1, pending: 3 } });
  mockedRetry.mockResolvedValue(undefined);
  renderAt('/staff/outbox?status=dead');

  const retry = await screen.findByRole('button', { name: 'Retry the pass receipt to asha@example.com' });
  // each notification by what it is, not by its name in the code
  expect(screen.getByRole('cell', { name: 'Pass receipt' })).toBeInTheDocument();
  expect(screen.getByRole('cell', { name: 'Driver registered' })).toBeInTheDocument();
  await userEvent.click(retry);
  expect(mockedRetry).toHaveBeenCalledWith(41);
  expect(await screen.findByText('The message to asha@example.com is queued to be sent again.')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('cell', { name: 'asha@example.com' })).not.toBeInTheDocument());
  expect(await screen.findByRole('link', { name: 'Dead (1)' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Pending (3)' })).toBeInTheDocument();
});

test('a refused retry says why and keeps the list', async () => {
  mockedList.mockResolvedValue({ messages: [deadReceipt], nextCursor: null });
  mockedRetry.mockRejectedValue(new ApiError('Only a dead message can be retried; this one is not dead.', 409));
  renderAt('/staff/outbox');
  await userEvent.click(await screen.findByRole('button', { name: 'Retry the pass receipt to asha@example.com' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Only a dead message can be retried; this one is not dead.');
  expect(screen.getByRole('cell', { name: 'asha@example.com' })).toBeInTheDocument();
  expect(mockedList).toHaveBeenCalledTimes(1);
});

test('an empty state says so in its own words', async () => {
  mockedList.mockResolvedValue({ messages: [], nextCursor: null });
  renderAt('/staff/outbox?status=unsent');
  expect(await screen.findByText('No message is waiting for a channel to be set up.')).toBeInTheDocument();
});

test('a list that cannot be read says so and offers to try again', async () => {
  mockedList.mockRejectedValueOnce(new ApiError('The server could not answer.', 500));
  mockedList.mockResolvedValueOnce({ messages: [deadReceipt], nextCursor: null });
  renderAt('/staff/outbox');
  expect(await screen.findByRole('alert')).toHaveTextContent('The server could not answer.');
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('cell', { name: 'asha@example.com' })).toBeInTheDocument();
});

test('Next page follows the cursor of the state shown', async () => {
  mockedList.mockImplementation(async (query) =>
    query.cursor === 'c2' ? { messages: [deadSms], nextCursor: null } : { messages: [deadReceipt], nextCursor: 'c2' },
  );
  renderAt('/staff/outbox?status=dead');
  await screen.findByRole('cell', { name: 'asha@example.com' });
  await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
  expect(await screen.findByRole('cell', { name: '+919876543210' })).toBeInTheDocument();
  expect(mockedList).toHaveBeenLastCalledWith({ status: 'dead', cursor: 'c2' });
});

test('support may not open the outbox', async () => {
  mockedMe.mockResolvedValue(supportMe);
  renderAt('/staff/outbox');
  expect(await screen.findByRole('heading', { name: 'Your roles do not allow this page' })).toBeInTheDocument();
  expect(mockedList).not.toHaveBeenCalled();
  expect(readShownAddress()).toBe('/staff/outbox');
});
