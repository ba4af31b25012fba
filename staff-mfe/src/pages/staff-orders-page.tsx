import type { ColumnDef } from '@tanstack/react-table';
import { Link, useSearchParams } from 'react-router-dom';
import {
  buildStaffOrderExportUrl,
  listStaffOrders,
  STAFF_ORDER_STATUSES,
  type StaffOrderFilter,
  type StaffOrderListItem,
  type StaffOrderQuery,
} from '@chalein/shared/api/staff-orders';
import { useAsyncData } from '@chalein/shared/lib/use-async-data';
import { LoadingState } from '@chalein/shared/ui/status';
import { StaffDataTable } from '../components/staff-data-table';
import { readFilterKey, StaffExportLink, StaffFilterForm, type StaffFilterField } from '../components/staff-filter-form';
import { formatStaffTime } from '../lib/driver-review-labels';
import { formatMoney } from '@chalein/shared/lib/money';
import { ORDER_STATUS_LABELS, REFUND_STATUS_LABELS } from '../lib/order-labels';
import { StaffCallError, StaffConsoleLayout } from '../lib/staff-session';

// Pass orders, newest first, filtered on the server by the days they were made (India's days), status and the
// buyer's mobile number, a page at a time by cursor; the same filters export every matching order as CSV. The
// filters are the address's query, so a view can be sent to a colleague as it is.

/** The list's filters from the address (a status the server does not know is left out). */
export function readStaffOrderFilter(params: URLSearchParams): StaffOrderFilter {
  const status = STAFF_ORDER_STATUSES.find((value) => value === params.get('status'));
  return {
    status,
    mobile: params.get('mobile') || undefined,
    from: params.get('from') || undefined,
    to: params.get('to') || undefined,
  };
}

export function readStaffOrderQuery(params: URLSearchParams): StaffOrderQuery {
  return { ...readStaffOrderFilter(params), cursor: params.get('cursor') || undefined };
}

/** The buyer's mobile as the orders are kept: 10 digits, the first 6 to 9. */
const MOBILE_PATTERN = /^[6-9]\d{9}$/;
export const MOBILE_PROBLEM = "Enter the buyer's mobile number as its 10 digits, starting with 6, 7, 8 or 9.";

const columns: ColumnDef<StaffOrderListItem, unknown>[] = [
  {
    id: 'id',
    accessorKey: 'id',
    header: 'Order',
    cell: ({ row }) => <Link to={`/staff/orders/${row.original.id}`}>Order {row.original.id}</Link>,
  },
  { id: 'createdAt', accessorKey: 'createdAt', header: 'Created', cell: ({ getValue }) => formatStaffTime(String(getValue())) },
  {
    id: 'status',
    accessorFn: (order) =>
      order.refundStatus && order.status !== 'refunded'
        ? `${ORDER_STATUS_LABELS[order.status]} (${REFUND_STATUS_LABELS[order.refundStatus].toLowerCase()})`
        : ORDER_STATUS_LABELS[order.status],
    header: 'Status',
  },
  {
    id: 'amount',
    accessorFn: (order) => order.amountPaise,
    header: 'Amount',
    cell: ({ row }) => formatMoney(row.original.amountPaise, row.original.currency),
  },
  { id: 'passName', accessorKey: 'passName', header: 'Pass' },
  { id: 'buyerName', accessorKey: 'buyerName', header: 'Buyer' },
  { id: 'buyerMobile', accessorKey: 'buyerMobile', header: 'Mobile' },
];

const FILTER_FIELDS: readonly StaffFilterField[] = [
  { name: 'from', label: 'From day', type: 'date' },
  { name: 'to', label: 'To day', type: 'date' },
  {
    name: 'status',
    label: 'Status',
    type: 'select',
    anyLabel: 'Any status',
    options: STAFF_ORDER_STATUSES.map((value) => ({ value, label: ORDER_STATUS_LABELS[value] })),
  },
  { name: 'mobile', label: "Buyer's mobile (10 digits)", type: 'search' },
];

function OrderList() {
  const [params] = useSearchParams();
  const query = readStaffOrderQuery(params);
  // a mistyped number is explained here, in words, rather than sent for the server's refusal
  const load = () =>
    query.mobile && !MOBILE_PATTERN.test(query.mobile) ? Promise.reject(new Error(MOBILE_PROBLEM)) : listStaffOrders(query);
  const page = useAsyncData(load, `staff-orders:${JSON.stringify(query)}`);
  return (
    <section aria-labelledby="staff-orders-title">
      <h1 id="staff-orders-title">Orders</h1>
      <StaffFilterForm
        key={readFilterKey(params, FILTER_FIELDS)}
        label="Filter the orders"
        fields={FILTER_FIELDS}
        submitLabel="Show orders"
      />
      <StaffExportLink href={buildStaffOrderExportUrl(readStaffOrderFilter(params))} label="Export these orders as CSV" />
      {page.status === 'loading' ? <LoadingState /> : null}
      {page.status === 'error' ? <StaffCallError error={page.error} onRetry={page.reload} /> : null}
      {page.status === 'success' ? (
        <StaffDataTable
          caption="Orders, newest first"
          columns={columns}
          rows={page.data.orders}
          emptyMessage="No order matches these filters."
          filterable={['passName', 'buyerName']}
          paging={{ cursorParam: 'cursor', nextCursor: page.data.nextCursor }}
          getRowId={(order) => String(order.id)}
        />
      ) : null}
    </section>
  );
}

/** /staff/orders (finance, admin). */
export function StaffOrdersPage() {
  return (
    <StaffConsoleLayout roles={['finance', 'admin']}>
      <OrderList />
    </StaffConsoleLayout>
  );
}
