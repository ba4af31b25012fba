import { readStaff, writeStaff } from '@chalein/shared/api/staff-client';

// The orders inbox under /api/staff/orders (api/src/payments/README.md, 'Staff API'): `finance` and `admin` read,
// only `finance` refunds. Amounts are paise; instants ISO 8601 in UTC; the date filters are days in India.

export const STAFF_ORDER_STATUSES = ['created', 'attempted', 'paid', 'failed', 'refunded'] as const;
export type StaffOrderStatus = (typeof STAFF_ORDER_STATUSES)[number];

export type RefundStatus = 'pending' | 'processed' | 'failed';

export interface StaffOrderListItem {
  id: number;
  providerOrderId: string;
  provider: string;
  status: StaffOrderStatus;
  amountPaise: number;
  currency: string;
  createdAt: string;
  paidAt: string | null;
  passId: number;
  passName: string;
  buyerName: string;
  buyerMobile: string;
  /** the latest refund's status; null when none was asked for */
  refundStatus: RefundStatus | null;
}

/** A page, newest first; `nextCursor` asks for the next page (null: this is the last). */
export interface StaffOrderPage {
  orders: StaffOrderListItem[];
  nextCursor: string | null;
}

/** The list's filters (and the export's, which has no paging). */
export interface StaffOrderFilter {
  status?: StaffOrderStatus;
  /** the buyer's 10-digit mobile number, exactly */
  mobile?: string;
  /** days YYYY-MM-DD in India's time, both inclusive */
  from?: string;
  to?: string;
}

export interface StaffOrderQuery extends StaffOrderFilter {
  cursor?: string;
  limit?: number;
}

export interface StaffRefund {
  id: number;
  providerRefundId: string | null;
  paymentId: string;
  amountPaise: number;
  currency: string;
  status: RefundStatus;
  reasonCode: string | null;
  reasonNote: string | null;
  requestedById: number | null;
  requestedByName: string | null;
  requestedAt: string;
  processedAt: string | null;
  failureReason: string | null;
}

export interface StaffOrderDetail {
  order: StaffOrderListItem & { paidPaymentId: string | null };
  buyer: { name: string; mobile: string; email: string; gender: string; consentAt: string };
  pass: { id: number; name: string; validity: string; pricePaise: number };
  issuedPass: { validFrom: string; validUntil: string; issuedAt: string; revokedAt: string | null; valid: boolean } | null;
  payments: {
    id: string;
    amountPaise: number;
    currency: string;
    status: string;
    source: string;
    errorDescription: string | null;
    createdAt: string;
    updatedAt: string;
  }[];
  webhooks: { eventId: string; event: string; outcome: string; receivedAt: string }[];
  refunds: StaffRefund[];
}

export interface RefundReason {
  code: string;
  label: string;
  noteRequired: boolean;
}

/** The refund just started: pending until the provider confirms it by webhook. */
export interface StartedRefund {
  id: number;
  providerRefundId: string | null;
  status: RefundStatus;
  amountPaise: number;
  currency: string;
  reasonCode: string;
}

function dropEmpty(query: object): Record<string, string | number> {
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== '')) as Record<
    string,
    string | number
  >;
}

/** A page of orders, newest first, filtered. */
export function listStaffOrders(query: StaffOrderQuery = {}): Promise<StaffOrderPage> {
  return readStaff<StaffOrderPage>('/orders', dropEmpty(query));
}

/** An order with its buyer, pass, payments, webhooks and refunds. */
export function getStaffOrder(id: number): Promise<StaffOrderDetail> {
  return readStaff<StaffOrderDetail>(`/orders/${id}`);
}

/** The fixed list of reasons a refund may give. */
export async function listRefundReasons(): Promise<RefundReason[]> {
  return (await readStaff<{ reasons: RefundReason[] }>('/orders/refund-reasons')).reasons;
}

/**
 * Asks the payment provider for a full refund (finance only). The server starts at most one refund per order (a
 * second request while one is pending, or after it is processed, is a 409), so sending it twice never pays twice.
 */
export async function refundStaffOrder(id: number, refund: { reason: string; note?: string }): Promise<StartedRefund> {
  return (await writeStaff<{ refund: StartedRefund }>('POST', `/orders/${id}/refund`, refund)).refund;
}

/** The CSV export of every order the filters match (a download link: the browser sends the session's cookie). */
export function buildStaffOrderExportUrl(filter: StaffOrderFilter = {}): string {
  const query = new URLSearchParams(Object.entries(dropEmpty(filter)).map(([key, value]) => [key, String(value)])).toString();
  return `/api/staff/orders/export.csv${query ? `?${query}` : ''}`;
}
