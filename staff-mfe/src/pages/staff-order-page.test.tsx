import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@chalein/shared/api/client';
import { getStaffOrder, listRefundReasons, refundStaffOrder } from '@chalein/shared/api/staff-orders';
import { getStaffMe } from '@chalein/shared/api/staff-session';
import { buildOrderDetail, buildRefund, financeMe, orderAdminMe } from './order-fixtures';
import { readShownAddress, renderStaffRoutes } from './staff-page-test-kit';
import { REFUND_POLL_MS, REFUND_SETTLED, StaffOrderPage } from './staff-order-page';

jest.mock('@chalein/shared/api/staff-session', () => ({ getStaffMe: jest.fn(), signOutStaff: jest.fn() }));
jest.mock('@chalein/shared/api/staff-orders', () => ({
  getStaffOrder: jest.fn(),
  listRefundReasons: jest.fn(),
  refundStaffOrder: jest.fn(),
}));
const mockedMe = jest.mocked(getStaffMe);
const mockedGet = jest.mocked(getStaffOrder);
const mockedReasons = jest.mocked(listRefundReasons);
const mockedRefund = jest.mocked(refundStaffOrder);

const renderPage = (id = '42') => renderStaffRoutes(`/staff/orders/${id}`, { '/staff/orders/:id': <StaffOrderPage /> });

const paid = buildOrderDetail();
const pendingRefund = buildOrderDetail({
  order: { ...paid.order, refundStatus: 'pending' },
  refunds: [buildRefund({ status: 'pending', reasonCode: 'other', reasonNote: 'Paid at the counter too' })],
});
const refunded = buildOrderDetail({
  order: { ...paid.order, status: 'refunded', refundStatus: 'processed' },
  issuedPass: { ...paid.issuedPass!, revokedAt: '2026-11-26T06:00:02.000Z', valid: false },
  webhooks: [...paid.webhooks, { eventId: 'evt_2', event: 'refund.processed', outcome: 'applied', receivedAt: '2026-11-26T06:00:02.000Z' }],
  refunds: [buildRefund({ status: 'processed', processedAt: '2026-11-26T06:00:02.000Z' })],
});

beforeEach(() => {
  jest.clearAllMocks();
  mockedMe.mockResolvedValue(financeMe);
  mockedGet.mockResolvedValue(paid);
  mockedReasons.mockResolvedValue([
    { code: 'duplicate-payment', label: 'Paid twice for the same pass', noteRequired: false },
    { code: 'other', label: 'Other (a note is required)', noteRequired: true },
  ]);
});

test('the detail shows the buyer, the pass, each payment and each webhook', async () => {
  renderPage();
  await screen.findByRole('heading', { name: 'Order 42' });
  expect(screen.getByText(/^Status:/)).toHaveTextContent('Status: Paid · ₹199.00');
  expect(within(screen.getByRole('region', { name: 'Buyer' })).getByText('priya@example.in')).toBeInTheDocument();
  expect(within(screen.getByRole('region', { name: 'Pass' })).getByText(/^Valid:/)).toBeInTheDocument();
  const payments = screen.getByRole('table', { name: 'Payments, oldest first' });
  expect(within(payments).getByRole('cell', { name: 'pay_1' })).toBeInTheDocument();
  expect(within(payments).getByRole('cell', { name: 'captured' })).toBeInTheDocument();
  const webhooks = screen.getByRole('table', { name: 'Webhooks, oldest first' });
  expect(within(webhooks).getByRole('cell', { name: 'payment.captured' })).toBeInTheDocument();
  expect(screen.getByText('No refund was asked for.')).toBeInTheDocument();
  expect(mockedGet).toHaveBeenCalledWith(42);
});

test('finance refunds with a reason after confirming, and the page follows the refund until it is processed', async () => {
  mockedRefund.mockResolvedValue({
    id: 1,
    providerRefundId: 'rfnd_1',
    status: 'pending',
    amountPaise: 19_900,
    currency: 'INR',
    reasonCode: 'other',
  });
  renderPage();
  const form = await screen.findByRole('form', { name: 'Refund this order' });
  await userEvent.click(within(form).getByRole('button', { name: 'Refund ₹199.00...' }));
  expect(within(form).getByText('Choose a reason.')).toBeInTheDocument();
  await userEvent.selectOptions(within(form).getByLabelText('Reason for the refund'), 'Other (a note is required)');
  await userEvent.click(within(form).getByRole('button', { name: 'Refund ₹199.00...' }));
  expect(within(form).getByText('Write a note saying why: this reason needs one.')).toBeInTheDocument();
  await userEvent.type(within(form).getByLabelText('Note (required for this reason)'), 'Paid at the counter too');
  await userEvent.click(within(form).getByRole('button', { name: 'Refund ₹199.00...' }));

  // nothing is refunded before the confirm step, and Cancel goes back to the form as it was
  expect(screen.getByText(/Refund ₹199.00 in full to Priya Nair/)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(screen.getByLabelText('Note (required for this reason)')).toHaveValue('Paid at the counter too');
  expect(mockedRefund).not.toHaveBeenCalled();
  await userEvent.click(screen.getByRole('button', { name: 'Refund ₹199.00...' }));

  mockedGet.mockResolvedValueOnce(pendingRefund).mockResolvedValueOnce(pendingRefund).mockResolvedValue(refunded);
  await userEvent.click(screen.getByRole('button', { name: 'Confirm refund of ₹199.00' }));
  expect(mockedRefund).toHaveBeenCalledTimes(1);
  expect(mockedRefund).toHaveBeenCalledWith(42, { reason: 'other', note: 'Paid at the counter too' });
  expect(await screen.findByText(/^Refund of ₹199.00 started\./)).toBeInTheDocument();
  await waitFor(() => expect(screen.getByText(/^Status:/)).toHaveTextContent('Status: Paid, refund pending'));
  // no second refund can be asked for while one is pending
  expect(screen.queryByRole('form', { name: 'Refund this order' })).not.toBeInTheDocument();

  await waitFor(() => expect(screen.getByText(/^Status:/)).toHaveTextContent('Status: Refunded · ₹199.00'), {
    timeout: REFUND_POLL_MS * 4,
  });
  const refunds = screen.getByRole('table', { name: 'Refunds, oldest first' });
  expect(within(refunds).getByRole('cell', { name: 'Refund processed' })).toBeInTheDocument();
  expect(screen.getByText(REFUND_SETTLED)).toBeInTheDocument();
  expect(within(screen.getByRole('region', { name: 'Pass' })).getByText(/^Not valid:/)).toBeInTheDocument();
  expect(screen.queryByRole('form', { name: 'Refund this order' })).not.toBeInTheDocument();
});

test("a refusal of the refund shows the server's message and reads the order again", async () => {
  mockedRefund.mockRejectedValue(new ApiError('A refund of this order is already under way.', 409));
  renderPage();
  const form = await screen.findByRole('form', { name: 'Refund this order' });
  await userEvent.selectOptions(within(form).getByLabelText('Reason for the refund'), 'Paid twice for the same pass');
  await userEvent.click(within(form).getByRole('button', { name: 'Refund ₹199.00...' }));
  mockedGet.mockResolvedValue(pendingRefund);
  await userEvent.click(screen.getByRole('button', { name: 'Confirm refund of ₹199.00' }));
  expect(mockedRefund).toHaveBeenCalledWith(42, { reason: 'duplicate-payment' });
  expect(await screen.findByRole('alert')).toHaveTextContent('A refund of this order is already under way.');
  await waitFor(() => expect(screen.getByText(/^Status:/)).toHaveTextContent('Status: Paid, refund pending · ₹199.00'));
});

test('an admin reads the order and its refunds with their reasons, but has no Refund', async () => {
  mockedMe.mockResolvedValue(orderAdminMe);
  mockedGet.mockResolvedValue(refunded);
  renderPage();
  const refunds = await screen.findByRole('table', { name: 'Refunds, oldest first' });
  expect(await within(refunds).findByRole('cell', { name: 'Paid twice for the same pass' })).toBeInTheDocument();
  expect(within(refunds).getByRole('cell', { name: 'Devi Menon' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Refund' })).not.toBeInTheDocument();
});

test('an admin of a paid order has no Refund either', async () => {
  mockedMe.mockResolvedValue(orderAdminMe);
  renderPage();
  await screen.findByRole('heading', { name: 'Order 42' });
  expect(screen.queryByRole('heading', { name: 'Refund' })).not.toBeInTheDocument();
});

test('an order that is not paid offers no refund', async () => {
  mockedGet.mockResolvedValue(buildOrderDetail({ order: { ...paid.order, status: 'failed', paidAt: null, paidPaymentId: null } }));
  renderPage();
  await screen.findByRole('heading', { name: 'Order 42' });
  expect(screen.queryByRole('heading', { name: 'Refund' })).not.toBeInTheDocument();
});

test('an unknown order shows the server message', async () => {
  mockedGet.mockRejectedValue(new ApiError('There is no order with this id.', 404));
  renderPage('9999');
  expect(await screen.findByText('There is no order with this id.')).toBeInTheDocument();
});

test('a session that ended before the refund sends the person to sign in and back, with nothing refunded', async () => {
  mockedRefund.mockRejectedValue(new ApiError('Please sign in.', 401));
  renderPage();
  const form = await screen.findByRole('form', { name: 'Refund this order' });
  await userEvent.selectOptions(within(form).getByLabelText('Reason for the refund'), 'Paid twice for the same pass');
  await userEvent.click(within(form).getByRole('button', { name: 'Refund ₹199.00...' }));
  await userEvent.click(screen.getByRole('button', { name: 'Confirm refund of ₹199.00' }));
  await waitFor(() => expect(readShownAddress()).toBe(`/staff/sign-in?next=${encodeURIComponent('/staff/orders/42')}`));
});
