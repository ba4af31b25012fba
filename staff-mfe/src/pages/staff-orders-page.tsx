import type { ColumnDef } from '@tanstack/react-table';
import { useState, type FormEvent } from 'react';
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
import { formatStaffTime } from '../lib/driver-review-labels';
import { formatMoney, ORDER_STATUS_LABELS, REFUND_STATUS_LABELS } from '../lib/order-labels';
import { StaffCallError, StaffConsoleLayout } from '../lib/staff-session';

// Pass orders, newest first, filtered on the server by the days they were made (India's days), status and the
// buyer's mobile number, a page at a time by cursor; the same filters export every matching order as CSV. The
// filters are the address's query, so a view can be sent to a colleague as it is.

const FILTERS = ['from', 'to', 'status', 'mobile'] as const;
type FilterName = (typeof FILTERS)[number];

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

function OrderFilters() {
  const [params, setParams] = useSearchParams();
  const [values, setValues] = useState<Record<FilterName, string>>(
    () => Object.fromEntries(FILTERS.map((name) => [name, params.get(name) ?? ''])) as Record<FilterName, string>,
  );
  const change = (name: FilterName, value: string) => setValues((current) => ({ ...current, [name]: value }));
  const apply = (event: FormEvent) => {
    event.preventDefault();
    // a new filter starts again from the first page
    const next = new URLSearchParams();
    for (const name of FILTERS) if (values[name].trim() !== '') next.set(name, values[name].trim());
    setParams(next);
  };
  return (
    <form className="staff-filters" onSubmit={apply} aria-label="Filter the orders">
      <label className="staff-filters__field">
        <span>From day</span>
        <input name="from" type="date" value={values.from} onChange={(event) => change('from', event.target.value)} />
      </label>
      <label className="staff-filters__field">
        <span>To day</span>
        <input name="to" type="date" value={values.to} onChange={(event) => change('to', event.target.value)} />
      </label>
      <label className="staff-filters__field">
        <span>Status</span>
        <select name="status" value={values.status} onChange={(event) => change('status', event.target.value)}>
          <option value="">Any status</option>
          {STAFF_ORDER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {ORDER_STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </label>
      <label className="staff-filters__field">
        <span>Buyer&apos;s mobile</span>
        <input
          name="mobile"
          type="tel"
          inputMode="numeric"
          autoComplete="off"
          maxLength={10}
          value={values.mobile}
          onChange={(event) => change('mobile', event.target.value.replace(/\D/g, ''))}
        />
      </label>
      <button type="submit" className="button button--small">
        Show orders
      </button>
    </form>
  );
}

function OrderList() {
  const [params] = useSearchParams();
  const query = readStaffOrderQuery(params);
  const page = useAsyncData(() => listStaffOrders(query), `staff-orders:${JSON.stringify(query)}`);
  return (
    <section aria-labelledby="staff-orders-title">
      <h1 id="staff-orders-title">Orders</h1>
      <OrderFilters key={FILTERS.map((name) => params.get(name)).join('|')} />
      <p>
        <a href={buildStaffOrderExportUrl(readStaffOrderFilter(params))} download>
          Export these orders as CSV
        </a>{' '}
        (every order the filters match, not only this page)
      </p>
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
