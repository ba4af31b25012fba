import type { RefundStatus, StaffOrderStatus } from '@chalein/shared/api/staff-orders';

// The words the orders pages show (amounts: formatMoney in @chalein/shared/lib/money).

export const ORDER_STATUS_LABELS: Readonly<Record<StaffOrderStatus, string>> = {
  created: 'Created',
  attempted: 'Payment attempted',
  paid: 'Paid',
  failed: 'Failed',
  refunded: 'Refunded',
};

export const REFUND_STATUS_LABELS: Readonly<Record<RefundStatus, string>> = {
  pending: 'Refund pending',
  processed: 'Refund processed',
  failed: 'Refund failed',
};
