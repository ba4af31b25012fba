import type { RefundStatus, StaffOrderStatus } from '@chalein/shared/api/staff-orders';

// The words and amounts the orders pages show.

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

/** An amount in paise as money: ₹199.00. */
export function formatMoney(paise: number, currency = 'INR'): string {
  return new Intl.NumberFormat('en-IN', { style: 'currency', currency }).format(paise / 100);
}
