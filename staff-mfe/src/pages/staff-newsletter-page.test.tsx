import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@chalein/shared/api/client';
import type { NewsletterSubscriber } from '@chalein/shared/api/staff-inbox-types';
import { listNewsletterSubscribers, unsubscribeNewsletterAddress } from '@chalein/shared/api/staff-newsletter';
import { getStaffMe } from '@chalein/shared/api/staff-session';
import { supportMe } from './api-fixtures';
import { investorRelationsMe } from './inbox-fixtures';
import { StaffNewsletterPage } from './staff-newsletter-page';
import { readShownAddress, readShownQuery, renderStaffRoutes, standInForFormData } from './staff-page-test-kit';

jest.mock('@chalein/shared/api/staff-session', () => ({ getStaffMe: jest.fn(), signOutStaff: jest.fn() }));
jest.mock('@chalein/shared/api/staff-newsletter', () => ({
  ...jest.requireActual<object>('@chalein/shared/api/staff-newsletter'),
  listNewsletterSubscribers: jest.fn(),
  unsubscribeNewsletterAddress: jest.fn(),
}));
const mockedMe = jest.mocked(getStaffMe);
const mockedList = jest.mocked(listNewsletterSubscribers);
const mockedUnsubscribe = jest.mocked(unsubscribeNewsletterAddress);

const subscriber = (id: number, email: string): NewsletterSubscriber => ({ id, email, subscribedAt: '2026-11-20T10:00:00.000Z' });

function renderAt(path: string) {
  renderStaffRoutes(path, { '/staff/newsletter': <StaffNewsletterPage /> });
}

standInForFormData();

beforeEach(() => {
  jest.clearAllMocks();
  mockedMe.mockResolvedValue(supportMe);
});

test('the search in the address is what the server is asked, and the export link carries it', async () => {
  mockedList.mockResolvedValue({ subscribers: [subscriber(4, 'priya@gmail.com')], nextCursor: null });
  renderAt('/staff/newsletter?q=gmail');
  const table = await screen.findByRole('table', { name: 'Subscribers, newest first' });
  expect(mockedList).toHaveBeenCalledWith({ q: 'gmail', cursor: undefined });
  expect(within(table).getByRole('cell', { name: 'priya@gmail.com' })).toBeInTheDocument();
  expect(screen.getByLabelText('Search by email')).toHaveValue('gmail');
  expect(screen.getByRole('link', { name: 'Export these subscribers (CSV)' })).toHaveAttribute(
    'href',
    '/api/staff/newsletter/export.csv?q=gmail',
  );
});

test('Search puts the text in the address; Next page follows the cursor', async () => {
  mockedList.mockImplementation(async (query) =>
    query?.cursor === 'n2'
      ? { subscribers: [subscriber(1, 'first@example.in')], nextCursor: null }
      : { subscribers: [subscriber(3, 'third@example.in')], nextCursor: 'n2' },
  );
  renderAt('/staff/newsletter');
  await screen.findByRole('cell', { name: 'third@example.in' });
  await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
  expect(await screen.findByRole('cell', { name: 'first@example.in' })).toBeInTheDocument();
  await userEvent.type(screen.getByLabelText('Search by email'), 'example.in');
  await userEvent.click(screen.getByRole('button', { name: 'Search' }));
  // a new search starts from the first page
  expect(Object.fromEntries(readShownQuery())).toEqual({ q: 'example.in' });
  expect(mockedList).toHaveBeenLastCalledWith({ q: 'example.in', cursor: undefined });
});

test('unsubscribing asks first; Cancel changes nothing', async () => {
  mockedList.mockResolvedValue({ subscribers: [subscriber(4, 'priya@gmail.com')], nextCursor: null });
  renderAt('/staff/newsletter');
  await userEvent.click(await screen.findByRole('button', { name: 'Unsubscribe priya@gmail.com' }));
  const dialog = screen.getByRole('dialog', { name: 'Unsubscribe this address?' });
  expect(dialog).toHaveTextContent('priya@gmail.com will get no more newsletters.');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(mockedUnsubscribe).not.toHaveBeenCalled();
  // Escape closes it too, from the keyboard
  await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe priya@gmail.com' }));
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(mockedUnsubscribe).not.toHaveBeenCalled();
});

test('a confirmed unsubscribe removes the address and says so', async () => {
  mockedList.mockResolvedValueOnce({ subscribers: [subscriber(4, 'priya@gmail.com'), subscriber(2, 'sam@example.in')], nextCursor: null });
  mockedList.mockResolvedValueOnce({ subscribers: [subscriber(2, 'sam@example.in')], nextCursor: null });
  mockedUnsubscribe.mockResolvedValue(undefined);
  renderAt('/staff/newsletter');
  await userEvent.click(await screen.findByRole('button', { name: 'Unsubscribe priya@gmail.com' }));
  await userEvent.click(screen.getByRole('button', { name: 'Yes, unsubscribe' }));
  expect(mockedUnsubscribe).toHaveBeenCalledWith(4);
  expect(await screen.findByText('priya@gmail.com is unsubscribed.')).toBeInTheDocument();
  await screen.findByRole('cell', { name: 'sam@example.in' });
  expect(screen.queryByRole('cell', { name: 'priya@gmail.com' })).not.toBeInTheDocument();
});

test('a refused unsubscribe says why and keeps the list', async () => {
  mockedList.mockResolvedValue({ subscribers: [subscriber(4, 'priya@gmail.com')], nextCursor: null });
  mockedUnsubscribe.mockRejectedValue(new ApiError('There is no such subscriber.', 404));
  renderAt('/staff/newsletter');
  await userEvent.click(await screen.findByRole('button', { name: 'Unsubscribe priya@gmail.com' }));
  await userEvent.click(screen.getByRole('button', { name: 'Yes, unsubscribe' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('There is no such subscriber.');
  expect(screen.getByRole('cell', { name: 'priya@gmail.com' })).toBeInTheDocument();
  expect(mockedList).toHaveBeenCalledTimes(1);
});

test('no subscriber at all says so', async () => {
  mockedList.mockResolvedValue({ subscribers: [], nextCursor: null });
  renderAt('/staff/newsletter');
  expect(await screen.findByText('Nobody has subscribed yet.')).toBeInTheDocument();
});

test('an empty search result says so', async () => {
  mockedList.mockResolvedValue({ subscribers: [], nextCursor: null });
  renderAt('/staff/newsletter?q=nobody');
  expect(await screen.findByText('No subscriber matches this search.')).toBeInTheDocument();
});

test('investor relations may not open the newsletter', async () => {
  mockedMe.mockResolvedValue(investorRelationsMe);
  renderAt('/staff/newsletter');
  expect(await screen.findByRole('heading', { name: 'Your roles do not allow this page' })).toBeInTheDocument();
  expect(mockedList).not.toHaveBeenCalled();
});

test('a session that ended before the unsubscribe sends the person to sign in and back here', async () => {
  mockedList.mockResolvedValue({ subscribers: [subscriber(4, 'priya@gmail.com')], nextCursor: null });
  mockedUnsubscribe.mockRejectedValue(new ApiError('Please sign in.', 401));
  renderAt('/staff/newsletter?q=priya');
  await userEvent.click(await screen.findByRole('button', { name: 'Unsubscribe priya@gmail.com' }));
  await userEvent.click(screen.getByRole('button', { name: 'Yes, unsubscribe' }));
  await waitFor(() => expect(readShownAddress()).toBe(`/staff/sign-in?next=${encodeURIComponent('/staff/newsletter?q=priya')}`));
});
