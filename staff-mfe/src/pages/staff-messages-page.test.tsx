import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@chalein/shared/api/client';
import { listStaffMessages } from '@chalein/shared/api/staff-messages';
import { getStaffMe } from '@chalein/shared/api/staff-session';
import { supportMe } from './api-fixtures';
import { buildMessageSummary, hiringMe, investorRelationsMe } from './inbox-fixtures';
import { StaffMessagesPage } from './staff-messages-page';
import { readShownAddress, readShownQuery, renderStaffRoutes, standInForFormData } from './staff-page-test-kit';

jest.mock('@chalein/shared/api/staff-session', () => ({ getStaffMe: jest.fn(), signOutStaff: jest.fn() }));
jest.mock('@chalein/shared/api/staff-messages', () => ({
  ...jest.requireActual<object>('@chalein/shared/api/staff-messages'),
  listStaffMessages: jest.fn(),
}));
const mockedMe = jest.mocked(getStaffMe);
const mockedList = jest.mocked(listStaffMessages);

function renderAt(path: string) {
  renderStaffRoutes(path, { '/staff/messages': <StaffMessagesPage />, '/staff/messages/:kind/:id': <p>Message opened</p> });
}

standInForFormData();

beforeEach(() => {
  jest.clearAllMocks();
  mockedMe.mockResolvedValue(supportMe);
});

test('the filters in the address are what the server is asked, fill the form, and make the export link', async () => {
  mockedList.mockResolvedValue({
    messages: [buildMessageSummary(12, { status: 'in-progress', assignee: { id: 2, name: 'Ravi Kumar' } })],
    nextCursor: null,
  });
  renderAt('/staff/messages?kind=support&status=in-progress&from=2026-11-01&to=2026-11-25&q=late&assignee=me');
  const table = await screen.findByRole('table', { name: 'Messages, newest first' });
  const from = new Date(2026, 10, 1).toISOString();
  // the last day is included: the server's `to` is the start of the day after it
  const to = new Date(2026, 10, 26).toISOString();
  expect(mockedList).toHaveBeenCalledWith({
    kind: 'support',
    status: 'in-progress',
    from,
    to,
    q: 'late',
    assignee: 'me',
    cursor: undefined,
  });
  expect(within(table).getByRole('link', { name: 'CM-2026-00012' })).toBeInTheDocument();
  expect(within(table).getByRole('cell', { name: 'In progress' })).toBeInTheDocument();
  expect(within(table).getByRole('cell', { name: 'Ravi Kumar' })).toBeInTheDocument();
  expect(screen.getByLabelText('Kind')).toHaveValue('support');
  expect(screen.getByLabelText('Search reference, name, email, phone or text')).toHaveValue('late');
  expect(screen.getByLabelText('Received to')).toHaveValue('2026-11-25');

  const exportLink = screen.getByRole('link', { name: 'Export these messages (CSV)' });
  const exported = new URL(exportLink.getAttribute('href') ?? '', 'http://x');
  expect(exported.pathname).toBe('/api/staff/messages/export.csv');
  expect(Object.fromEntries(exported.searchParams)).toEqual({
    kind: 'support',
    status: 'in-progress',
    from,
    to,
    q: 'late',
    assignee: 'me',
  });
});

test('the kinds offered are those the roles handle, and a kind named in the address that is not is ignored', async () => {
  mockedList.mockResolvedValue({ messages: [], nextCursor: null });
  renderAt('/staff/messages?kind=investor');
  await screen.findByText('No message matches these filters.');
  const kinds = within(screen.getByLabelText('Kind'))
    .getAllByRole('option')
    .map((option) => option.textContent);
  expect(kinds).toEqual(['All my kinds', 'Contact message', 'Support ticket']);
  expect(mockedList).toHaveBeenCalledWith(expect.objectContaining({ kind: undefined }));
});

test('investor relations are offered investor enquiries only', async () => {
  mockedMe.mockResolvedValue(investorRelationsMe);
  mockedList.mockResolvedValue({ messages: [], nextCursor: null });
  renderAt('/staff/messages');
  await screen.findByText('No message matches these filters.');
  const kinds = within(screen.getByLabelText('Kind'))
    .getAllByRole('option')
    .map((option) => option.textContent);
  expect(kinds).toEqual(['All my kinds', 'Investor enquiry']);
});

test('Show messages puts the chosen filters in the address, back on the first page', async () => {
  mockedList.mockResolvedValue({ messages: [buildMessageSummary(3)], nextCursor: 'c2' });
  renderAt('/staff/messages?cursor=c1&back=');
  await screen.findByRole('table', { name: 'Messages, newest first' });
  await userEvent.selectOptions(screen.getByLabelText('Status'), 'done');
  await userEvent.selectOptions(screen.getByLabelText('Kind'), 'contact');
  await userEvent.type(screen.getByLabelText('Search reference, name, email, phone or text'), 'Meena');
  await userEvent.click(screen.getByRole('button', { name: 'Show messages' }));
  expect(Object.fromEntries(readShownQuery())).toEqual({ status: 'done', kind: 'contact', q: 'Meena' });
  expect(mockedList).toHaveBeenLastCalledWith(expect.objectContaining({ status: 'done', kind: 'contact', q: 'Meena', cursor: undefined }));
});

test('Next page follows the cursor and keeps the filters; a row opens its message', async () => {
  mockedList.mockImplementation(async (query) =>
    query?.cursor === 'c2'
      ? { messages: [buildMessageSummary(1, { kind: 'support', name: null, email: null, subject: 'Refund' })], nextCursor: null }
      : { messages: [buildMessageSummary(3), buildMessageSummary(2)], nextCursor: 'c2' },
  );
  renderAt('/staff/messages?status=new');
  await screen.findByRole('link', { name: 'CM-2026-00003' });
  await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
  expect(readShownQuery().get('cursor')).toBe('c2');
  expect(readShownQuery().get('status')).toBe('new');
  const table = await screen.findByRole('table', { name: 'Messages, newest first' });
  expect(within(table).getByRole('cell', { name: 'Refund' })).toBeInTheDocument();
  await userEvent.click(within(table).getByRole('link', { name: 'CM-2026-00001' }));
  expect(readShownAddress()).toBe('/staff/messages/support/1');
});

test('a failed list shows the error with Retry, which asks again', async () => {
  mockedList.mockRejectedValueOnce(new ApiError('The server took too long to answer. Please try again.', null));
  mockedList.mockResolvedValueOnce({ messages: [buildMessageSummary(5)], nextCursor: null });
  renderAt('/staff/messages');
  expect(await screen.findByRole('alert')).toHaveTextContent('The server took too long to answer.');
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('link', { name: 'CM-2026-00005' })).toBeInTheDocument();
});

test('a role without messages sees the forbidden page and asks nothing', async () => {
  mockedMe.mockResolvedValue(hiringMe);
  renderAt('/staff/messages');
  expect(await screen.findByRole('heading', { name: 'Your roles do not allow this page' })).toBeInTheDocument();
  expect(mockedList).not.toHaveBeenCalled();
});
