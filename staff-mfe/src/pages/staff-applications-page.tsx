import type { ColumnDef } from '@tanstack/react-table';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { getJobCategories } from '@chalein/shared/api/careers';
import { buildJobApplicationsExportUrl, listJobApplications } from '@chalein/shared/api/staff-applications';
import { JOB_APPLICATION_STATUSES, type JobApplicationEntry, type JobApplicationFilter } from '@chalein/shared/api/staff-inbox-types';
import type { StaffRoleName } from '@chalein/shared/api/staff-types';
import { useAsyncData } from '@chalein/shared/lib/use-async-data';
import { LoadingState } from '@chalein/shared/ui/status';
import { StaffDataTable } from '../components/staff-data-table';
import {
  readFilterKey,
  StaffExportLink,
  StaffFilterForm,
  type StaffFilterField,
  type StaffFilterOption,
} from '../components/staff-filter-form';
import { formatInstant, formatStatus, readChoice, type ListOrigin } from '../lib/staff-inbox-format';
import { StaffCallError, StaffConsoleLayout } from '../lib/staff-session';
import '../styles/staff-inbox.css';

// The job applications inbox: newest first, by job, status and a name or email, a page at a time by cursor. The
// filters are the address's query, so a view can be shared, and the CSV export link carries the same filters.

export const APPLICATION_ROLES: readonly StaffRoleName[] = ['admin', 'recruiter'];

/** The list's filters from the address; a value the server would refuse is left out instead. */
export function readApplicationFilter(params: URLSearchParams): JobApplicationFilter {
  const job = Number(params.get('job'));
  return {
    job: Number.isInteger(job) && job > 0 ? job : undefined,
    status: readChoice(params, 'status', JOB_APPLICATION_STATUSES),
    q: params.get('q')?.trim() || undefined,
  };
}

function buildFilterFields(jobs: readonly StaffFilterOption[]): StaffFilterField[] {
  return [
    { name: 'q', label: 'Search name or email', type: 'search' },
    { name: 'job', label: 'Job', type: 'select', anyLabel: 'Every job', options: jobs },
    {
      name: 'status',
      label: 'Status',
      type: 'select',
      options: JOB_APPLICATION_STATUSES.map((status) => ({ value: status, label: formatStatus(status) })),
    },
  ];
}

/** The list's columns; `listPath` is this list as it is now, for the application's Back link. */
function buildColumns(listPath: string): ColumnDef<JobApplicationEntry, unknown>[] {
  return [
    { id: 'createdAt', accessorKey: 'createdAt', header: 'Received', cell: ({ getValue }) => formatInstant(String(getValue())) },
    {
      id: 'reference',
      accessorKey: 'reference',
      header: 'Reference',
      cell: ({ row }) => (
        <Link to={`/staff/applications/${row.original.reference}`} state={{ listPath } satisfies ListOrigin}>
          {row.original.reference}
        </Link>
      ),
    },
    { id: 'name', accessorKey: 'name', header: 'Name' },
    { id: 'email', accessorKey: 'email', header: 'Email' },
    { id: 'jobTitle', accessorKey: 'jobTitle', header: 'Job' },
    { id: 'currentLocation', accessorKey: 'currentLocation', header: 'Location' },
    { id: 'status', accessorFn: (application) => formatStatus(application.status), header: 'Status' },
  ];
}

function StaffApplications() {
  const [params] = useSearchParams();
  const { pathname, search } = useLocation();
  // the job filter's choices; without them (a failed call) the list still works, filtered by the rest
  const jobs = useAsyncData(getJobCategories, 'staff-job-categories');
  const jobOptions = jobs.status === 'success' ? jobs.data.map((job) => ({ value: String(job.id), label: job.job_title })) : [];
  const fields = buildFilterFields(jobOptions);
  const filter = readApplicationFilter(params);
  const cursor = params.get('cursor') ?? undefined;
  const page = useAsyncData(() => listJobApplications({ ...filter, cursor }), `staff-applications:${JSON.stringify({ filter, cursor })}`);
  return (
    <section aria-labelledby="staff-applications-title">
      <h1 id="staff-applications-title">Job applications</h1>
      {/* remade once the jobs arrive, so a job named in the address shows as chosen */}
      <StaffFilterForm
        key={`${readFilterKey(params, fields)}|${jobs.status}`}
        label="Filter job applications"
        fields={fields}
        submitLabel="Show applications"
      />
      <StaffExportLink href={buildJobApplicationsExportUrl(filter)} label="Export these applications (CSV)" />
      {page.status === 'loading' ? <LoadingState /> : null}
      {page.status === 'error' ? <StaffCallError error={page.error} onRetry={page.reload} /> : null}
      {page.status === 'success' ? (
        <StaffDataTable
          caption="Job applications, newest first"
          columns={buildColumns(`${pathname}${search}`)}
          rows={page.data.applications}
          emptyMessage="No application matches these filters."
          paging={{ cursorParam: 'cursor', nextCursor: page.data.nextCursor }}
          getRowId={(application) => application.reference}
        />
      ) : null}
    </section>
  );
}

/** /staff/applications (recruiter, admin). */
export function StaffApplicationsPage() {
  return (
    <StaffConsoleLayout roles={APPLICATION_ROLES}>
      <StaffApplications />
    </StaffConsoleLayout>
  );
}
