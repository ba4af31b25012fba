import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@chalein/shared/api/client';
import { listStaffOrders } from '@chalein/shared/api/staff-orders';
import { getStaffMe } from '@chalein/shared/api/staff-session';
import { driverOpsMe } from './driver-review-fixtures';
import { buildOrderItem, financeMe } from './order-fixtures';
import { readShownAddress, readShownQuery, renderStaffRoutes, standInForFormData } from './staff-page-test-kit';
import { MOBILE_PROBLEM, StaffOrdersPage } from './staff-orders-page';

jest.mock('@chalein/shared/api/staff-session', () => ({ getStaffMe: jest.fn(), signOutStaff: jest.fn() }));
jest.mock('@chalein/shared/api/staff-orders', () => ({
  ...jest.requireActual<object>('@chalein/shared/api/staff-orders'),
  listStaffOrders: jest.fn(),
}));
const mockedMe = jest.mocked(getStaffMe);
const mockedList = jest.mocked(listStaffOrders);

const renderAt = (path: string) => renderStaffRoutes(path, { '/staff/orders': <StaffOrdersPage /> });

standInForFormData();

beforeEach(() => {
  jest.clearAllMocks();
  mockedMe.mockResolvedValue(financeMe);
});

test('the orders show with their status, amount and buyer, each linking to its detail', async () => {
  mockedList.mockResolvedValue({
    orders: [
      buildOrderItem(12, { status: 'paid', refundStatus: 'pending' }),
      buildOrderItem(11, { status: 'refunded', refundStatus: 'processed' }),
    ],
    nextCursor: null,
  });
  renderAt('/staff/orders');
  const table = await screen.findByRole('table', { name: 'Orders, newest first' });
  const rows = within(table).getAllByRole('row');
  expect(within(rows[1]!).getByRole('cell', { name: 'Paid (refund pending)' })).toBeInTheDocument();
  expect(within(rows[1]!).getByRole('cell', { name: '₹199.00' })).toBeInTheDocument();
  expect(within(rows[1]!).getByRole('cell', { name: 'Priya Nair' })).toBeInTheDocument();
  expect(within(rows[2]!).getByRole('cell', { name: 'Refunded' })).toBeInTheDocument();
  await userEvent.click(within(table).getByRole('link', { name: 'Order 11' }));
  expect(readShownAddress()).toBe('/staff/orders/11');
});

test('the filters go in the address, are what the server is asked and what the export link exports', async () => {
  mockedList.mockResolvedValue({ orders: [buildOrderItem(3)], nextCursor: null });
  renderAt('/staff/orders');
  await screen.findByRole('table', { name: 'Orders, newest first' });
  expect(screen.getByRole('link', { name: 'Export these orders as CSV' })).toHaveAttribute('href', '/api/staff/orders/export.csv');

  await userEvent.type(screen.getByLabelText('From day'), '2026-11-01');
  await userEvent.type(screen.getByLabelText('To day'), '2026-11-25');
  await userEvent.selectOptions(screen.getByLabelText('Status'), 'Paid');
  await userEvent.type(screen.getByLabelText("Buyer's mobile (10 digits)"), '9876543210');
  await userEvent.click(screen.getByRole('button', { name: 'Show orders' }));

  expect(Object.fromEntries(readShownQuery())).toEqual({ from: '2026-11-01', to: '2026-11-25', status: 'paid', mobile: '9876543210' });
  expect(mockedList).toHaveBeenLastCalledWith({
    from: '2026-11-01',
    to: '2026-11-25',
    status: 'paid',
    mobile: '9876543210',
    cursor: undefined,
  });
  expect(screen.getByRole('link', { name: 'Export these orders as CSV' })).toHaveAttribute(
    'href',
    '/api/staff/orders/export.csv?status=paid&mobile=9876543210&from=2026-11-01&to=2026-11-25',
  );
});

test('Next page follows the cursor with the filters kept', async () => {
  mockedList.mockImplementation(async (query) =>
    query?.cursor === 'c2' ? { orders: [buildOrderItem(1)], nextCursor: null } : { orders: [buildOrderItem(2)], nextCursor: 'c2' },
  );
  renderAt('/staff/orders?status=refunded');
  await screen.findByRole('link', { name: 'Order 2' });
  await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
  expect(await screen.findByRole('link', { name: 'Order 1' })).toBeInTheDocument();
  expect(mockedList).toHaveBeenLastCalledWith(expect.objectContaining({ status: 'refunded', cursor: 'c2' }));
  expect(screen.getByLabelText('Status')).toHaveValue('refunded');
});

test('no order shows the empty state', async () => {
  mockedList.mockResolvedValueOnce({ orders: [], nextCursor: null });
  renderAt('/staff/orders?status=failed');
  expect(await screen.findByText('No order matches these filters.')).toBeInTheDocument();
});

test("the server's refusal of a filter is shown with Retry", async () => {
  mockedList.mockRejectedValue(new ApiError('The first day comes after the last.', 400));
  renderAt('/staff/orders?from=2026-11-20&to=2026-11-01');
  expect(await screen.findByText('The first day comes after the last.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /retry/i })).toBeInTheDocument();
});

test('driver-ops cannot open the orders', async () => {
  mockedMe.mockResolvedValue(driverOpsMe);
  renderAt('/staff/orders');
  expect(await screen.findByRole('heading', { name: 'Your roles do not allow this page' })).toBeInTheDocument();
  expect(mockedList).not.toHaveBeenCalled();
});

test('a mobile number that cannot be one is explained, and not sent', async () => {
  renderAt('/staff/orders?mobile=12345');
  expect(await screen.findByText(MOBILE_PROBLEM)).toBeInTheDocument();
  expect(screen.getByLabelText("Buyer's mobile (10 digits)")).toHaveValue('12345');
  expect(mockedList).not.toHaveBeenCalled();
});
