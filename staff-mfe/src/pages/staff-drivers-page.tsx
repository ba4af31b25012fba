import type { ColumnDef } from '@tanstack/react-table';
import { Link, useSearchParams } from 'react-router-dom';
import {
  DRIVER_REVIEW_STATUSES,
  listDriverRegistrations,
  type DriverQueueEntry,
  type DriverQueueQuery,
  type DriverReviewStatus,
} from '@chalein/shared/api/staff-drivers';
import { useAsyncData } from '@chalein/shared/lib/use-async-data';
import { LoadingState } from '@chalein/shared/ui/status';
import { StaffDataTable } from '../components/staff-data-table';
import { readFilterKey, StaffFilterForm, type StaffFilterField } from '../components/staff-filter-form';
import { describeQueueStatus, DRIVER_STATUS_LABELS, formatStaffTime } from '../lib/driver-review-labels';
import { StaffCallError, StaffConsoleLayout } from '../lib/staff-session';

// The driver registrations waiting for review, oldest first (the one waiting longest is at the top), filtered by
// status on the server and paged by its cursor. The status and the page are the address's query, so a view can be
// sent to another reviewer as it is.

const isStatus = (value: string | null): value is DriverReviewStatus => DRIVER_REVIEW_STATUSES.some((status) => status === value);

/** The server's query from the address. */
export function readDriverQueueQuery(params: URLSearchParams): DriverQueueQuery {
  const status = params.get('status');
  return { status: isStatus(status) ? status : undefined, cursor: params.get('cursor') || undefined };
}

const columns: ColumnDef<DriverQueueEntry, unknown>[] = [
  {
    id: 'reference',
    accessorKey: 'reference',
    header: 'Reference',
    cell: ({ row }) => <Link to={`/staff/drivers/${row.original.reference}`}>{row.original.reference}</Link>,
  },
  { id: 'fullName', accessorKey: 'fullName', header: 'Name' },
  { id: 'cityName', accessorKey: 'cityName', header: 'City' },
  { id: 'driverCategory', accessorKey: 'driverCategory', header: 'Drives' },
  { id: 'vehicleCategory', accessorKey: 'vehicleCategory', header: 'Vehicle' },
  { id: 'status', accessorFn: (entry) => describeQueueStatus(entry), header: 'Status' },
  {
    id: 'createdAt',
    accessorKey: 'createdAt',
    header: 'Submitted',
    cell: ({ getValue }) => formatStaffTime(String(getValue())),
  },
  {
    id: 'documents',
    accessorFn: (entry) => `${entry.documentsApproved} approved, ${entry.documentsRejected} rejected`,
    header: 'Documents',
    enableSorting: false,
  },
];

const FILTER_FIELDS: readonly StaffFilterField[] = [
  {
    name: 'status',
    label: 'Status',
    type: 'select',
    anyLabel: 'Any status',
    options: DRIVER_REVIEW_STATUSES.map((value) => ({ value, label: DRIVER_STATUS_LABELS[value] })),
  },
];

function DriverQueue() {
  const [params] = useSearchParams();
  const query = readDriverQueueQuery(params);
  const page = useAsyncData(() => listDriverRegistrations(query), `staff-drivers:${JSON.stringify(query)}`);
  return (
    <section aria-labelledby="staff-drivers-title">
      <h1 id="staff-drivers-title">Driver registrations</h1>
      <StaffFilterForm
        key={readFilterKey(params, FILTER_FIELDS)}
        label="Filter the registrations"
        fields={FILTER_FIELDS}
        submitLabel="Show registrations"
      />
      {page.status === 'loading' ? <LoadingState /> : null}
      {page.status === 'error' ? <StaffCallError error={page.error} onRetry={page.reload} /> : null}
      {page.status === 'success' ? (
        <StaffDataTable
          caption="Driver registrations, oldest first"
          columns={columns}
          rows={page.data.registrations}
          emptyMessage="No registration matches this status."
          filterable={['fullName', 'cityName']}
          paging={{ cursorParam: 'cursor', nextCursor: page.data.nextCursor }}
          getRowId={(entry) => entry.reference}
        />
      ) : null}
    </section>
  );
}

/** /staff/drivers (driver-ops, admin). */
export function StaffDriversPage() {
  return (
    <StaffConsoleLayout roles={['driver-ops', 'admin']}>
      <DriverQueue />
    </StaffConsoleLayout>
  );
}
