import type { ColumnDef } from '@tanstack/react-table';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { buildStaffMessagesExportUrl, listStaffMessages } from '@chalein/shared/api/staff-messages';
import {
  selectStaffMessageKinds,
  STAFF_MESSAGE_STATUSES,
  type StaffMessageFilter,
  type StaffMessageKind,
  type StaffMessageSummary,
} from '@chalein/shared/api/staff-inbox-types';
import type { StaffRoleName } from '@chalein/shared/api/staff-types';
import { useAsyncData } from '@chalein/shared/lib/use-async-data';
import { LoadingState } from '@chalein/shared/ui/status';
import { StaffDataTable } from '../components/staff-data-table';
import { readFilterKey, StaffExportLink, StaffFilterForm, type StaffFilterField } from '../components/staff-filter-form';
import { formatInstant, formatStatus, readChoice, readDayRange, type ListOrigin } from '../lib/staff-inbox-format';
import { StaffCallError, StaffConsoleLayout, useStaffMe } from '../lib/staff-session';
import '../styles/staff-inbox.css';

// The messages inbox: contact messages, investor enquiries and support tickets, of the kinds the person's roles
// handle, newest first, a page at a time by cursor. The filters are the address's query, so a view can be shared,
// and the CSV export link carries the same filters.

export const MESSAGE_ROLES: readonly StaffRoleName[] = ['admin', 'support', 'investor-relations'];

export const KIND_LABELS: Record<StaffMessageKind, string> = {
  contact: 'Contact message',
  investor: 'Investor enquiry',
  support: 'Support ticket',
};

/** The list's filters from the address: the kind only when the person handles it, the days as their instants. */
export function readMessageFilter(params: URLSearchParams, kinds: readonly StaffMessageKind[]): StaffMessageFilter {
  return {
    kind: readChoice(params, 'kind', kinds),
    status: readChoice(params, 'status', STAFF_MESSAGE_STATUSES),
    ...readDayRange(params.get('from'), params.get('to')),
    q: params.get('q')?.trim() || undefined,
    assignee: readChoice(params, 'assignee', ['me', 'none'] as const),
  };
}

function buildFilterFields(kinds: readonly StaffMessageKind[]): StaffFilterField[] {
  return [
    { name: 'q', label: 'Search reference, name, email, phone or text', type: 'search' },
    {
      name: 'kind',
      label: 'Kind',
      type: 'select',
      anyLabel: 'All my kinds',
      options: kinds.map((kind) => ({ value: kind, label: KIND_LABELS[kind] })),
    },
    {
      name: 'status',
      label: 'Status',
      type: 'select',
      options: STAFF_MESSAGE_STATUSES.map((status) => ({ value: status, label: formatStatus(status) })),
    },
    {
      name: 'assignee',
      label: 'Assigned to',
      type: 'select',
      anyLabel: 'Anyone or nobody',
      options: [
        { value: 'me', label: 'Me' },
        { value: 'none', label: 'Nobody' },
      ],
    },
    { name: 'from', label: 'Received from', type: 'date' },
    { name: 'to', label: 'Received to', type: 'date' },
  ];
}

/** The list's columns; `listPath` is this list as it is now, for the record's Back link. */
function buildColumns(listPath: string): ColumnDef<StaffMessageSummary, unknown>[] {
  return [
    {
      id: 'receivedAt',
      accessorKey: 'receivedAt',
      header: 'Received',
      cell: ({ getValue }) => formatInstant(String(getValue())),
    },
    {
      id: 'reference',
      accessorKey: 'reference',
      header: 'Reference',
      cell: ({ row }) => (
        <Link to={`/staff/messages/${row.original.kind}/${row.original.id}`} state={{ listPath } satisfies ListOrigin}>
          {row.original.reference}
        </Link>
      ),
    },
    { id: 'kind', accessorFn: (message) => KIND_LABELS[message.kind], header: 'Kind' },
    {
      id: 'from',
      accessorFn: (message) => [message.name, message.email].filter(Boolean).join(' · ') || (message.subject ?? ''),
      header: 'From or subject',
    },
    { id: 'preview', accessorKey: 'preview', header: 'Message', enableSorting: false },
    { id: 'status', accessorFn: (message) => formatStatus(message.status), header: 'Status' },
    { id: 'assignee', accessorFn: (message) => message.assignee?.name ?? 'Nobody', header: 'Assigned to' },
  ];
}

function StaffMessages() {
  const me = useStaffMe();
  const [params] = useSearchParams();
  const { pathname, search } = useLocation();
  const kinds = selectStaffMessageKinds(me.roles);
  const fields = buildFilterFields(kinds);
  const filter = readMessageFilter(params, kinds);
  const cursor = params.get('cursor') ?? undefined;
  const page = useAsyncData(() => listStaffMessages({ ...filter, cursor }), `staff-messages:${JSON.stringify({ filter, cursor })}`);
  return (
    <section aria-labelledby="staff-messages-title">
      <h1 id="staff-messages-title">Messages</h1>
      <StaffFilterForm key={readFilterKey(params, fields)} label="Filter messages" fields={fields} submitLabel="Show messages" />
      <StaffExportLink href={buildStaffMessagesExportUrl(filter)} label="Export these messages (CSV)" />
      {page.status === 'loading' ? <LoadingState /> : null}
      {page.status === 'error' ? <StaffCallError error={page.error} onRetry={page.reload} /> : null}
      {page.status === 'success' ? (
        <StaffDataTable
          caption="Messages, newest first"
          columns={buildColumns(`${pathname}${search}`)}
          rows={page.data.messages}
          emptyMessage="No message matches these filters."
          paging={{ cursorParam: 'cursor', nextCursor: page.data.nextCursor }}
          getRowId={(message) => `${message.kind}:${message.id}`}
        />
      ) : null}
    </section>
  );
}

/** /staff/messages (support, investor relations, admin). */
export function StaffMessagesPage() {
  return (
    <StaffConsoleLayout roles={MESSAGE_ROLES}>
      <StaffMessages />
    </StaffConsoleLayout>
  );
}
