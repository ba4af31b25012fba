import type { ColumnDef } from '@tanstack/react-table';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { listAuditEvents } from '@chalein/shared/api/staff-audit';
import type { AuditEvent, AuditQuery } from '@chalein/shared/api/staff-types';
import { useAsyncData } from '@chalein/shared/lib/use-async-data';
import { LoadingState } from '@chalein/shared/ui/status';
import { StaffDataTable } from '../components/staff-data-table';
import { StaffCallError, StaffConsoleLayout } from '../lib/staff-session';

// The audit trail (admin): filtered by person, action, target and date on the server, newest first, a page at a
// time by cursor. The filters are the address's query, so a view can be sent to another admin as it is.

const FILTERS = ['person', 'action', 'target', 'from', 'to'] as const;
type FilterName = (typeof FILTERS)[number];

const FILTER_LABELS: Record<FilterName, string> = {
  person: 'Person (account id)',
  action: 'Action',
  target: 'Target',
  from: 'From date',
  to: 'To date',
};

/** The server's query from the address: the filters, and the page's cursor. */
export function readAuditQuery(params: URLSearchParams): AuditQuery {
  const number = (name: string) => {
    const value = Number(params.get(name));
    return Number.isInteger(value) && value > 0 ? value : undefined;
  };
  return {
    person: number('person'),
    action: params.get('action') || undefined,
    target: params.get('target') || undefined,
    from: params.get('from') || undefined,
    // a day typed as the end means the whole of that day
    to: params.get('to') ? `${params.get('to')}T23:59:59.999Z` : undefined,
    before: number('before'),
  };
}

const columns: ColumnDef<AuditEvent, unknown>[] = [
  {
    id: 'occurredAt',
    accessorKey: 'occurredAt',
    header: 'When',
    cell: ({ getValue }) => new Date(String(getValue())).toLocaleString('en-IN'),
  },
  { id: 'actorId', accessorFn: (event) => (event.actorId === null ? 'system' : `#${event.actorId}`), header: 'Who' },
  { id: 'actorRoles', accessorFn: (event) => event.actorRoles.join(', '), header: 'Roles' },
  { id: 'action', accessorKey: 'action', header: 'Action' },
  { id: 'target', accessorFn: (event) => event.target ?? '', header: 'Target' },
  { id: 'outcome', accessorKey: 'outcome', header: 'Outcome' },
  { id: 'address', accessorFn: (event) => event.address ?? '', header: 'Address' },
  {
    id: 'details',
    accessorFn: (event) => JSON.stringify(event.details),
    header: 'Details',
    enableSorting: false,
    cell: ({ getValue }) => <code className="staff-details">{String(getValue())}</code>,
  },
];

function AuditFilters() {
  const [params, setParams] = useSearchParams();
  const [values, setValues] = useState<Record<FilterName, string>>(
    () => Object.fromEntries(FILTERS.map((name) => [name, params.get(name) ?? ''])) as Record<FilterName, string>,
  );
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams();
    for (const name of FILTERS) if (values[name].trim() !== '') next.set(name, values[name].trim());
    setParams(next);
  };
  return (
    <form className="staff-filters" onSubmit={apply} aria-label="Filter the audit trail">
      {FILTERS.map((name) => (
        <label key={name} className="staff-filters__field">
          <span>{FILTER_LABELS[name]}</span>
          <input
            name={name}
            type={name === 'from' || name === 'to' ? 'date' : name === 'person' ? 'number' : 'text'}
            min={name === 'person' ? 1 : undefined}
            value={values[name]}
            onChange={(event) => setValues({ ...values, [name]: event.target.value })}
          />
        </label>
      ))}
      <button type="submit" className="button button--small">
        Show events
      </button>
    </form>
  );
}

function StaffAudit() {
  const [params] = useSearchParams();
  const query = readAuditQuery(params);
  const page = useAsyncData(() => listAuditEvents(query), `staff-audit:${JSON.stringify(query)}`);
  return (
    <section aria-labelledby="staff-audit-title">
      <h1 id="staff-audit-title">Audit trail</h1>
      <AuditFilters key={FILTERS.map((name) => params.get(name)).join('|')} />
      {page.status === 'loading' ? <LoadingState /> : null}
      {page.status === 'error' ? <StaffCallError error={page.error} onRetry={page.reload} /> : null}
      {page.status === 'success' ? (
        <StaffDataTable
          caption="Audit events, newest first"
          columns={columns}
          rows={page.data.events}
          emptyMessage="No event matches these filters."
          filterable={['action', 'outcome']}
          paging={{ cursorParam: 'before', nextCursor: page.data.nextBefore }}
          getRowId={(event) => String(event.id)}
        />
      ) : null}
    </section>
  );
}

/** /staff/audit (admin). */
export function StaffAuditPage() {
  return (
    <StaffConsoleLayout roles={['admin']}>
      <StaffAudit />
    </StaffConsoleLayout>
  );
}
