import { readStaff, writeStaff } from '@chalein/shared/api/staff-client';
import type {
  JobApplicationDetail,
  JobApplicationFilter,
  JobApplicationPage,
  JobApplicationQuery,
  JobApplicationStatus,
} from '@chalein/shared/api/staff-inbox-types';
import { buildStaffExportUrl, compactStaffQuery } from '@chalein/shared/api/staff-query';

// The job applications inbox (recruiters and admins). An application's address is its reference (JA-2026-00042).

function applicationPath(reference: string): string {
  return `/applications/${encodeURIComponent(reference)}`;
}

/** A page of applications, newest first; `query.cursor` is the `nextCursor` of the page before. */
export function listJobApplications(query: JobApplicationQuery = {}): Promise<JobApplicationPage> {
  return readStaff<JobApplicationPage>('/applications', compactStaffQuery(query));
}

export async function getJobApplication(reference: string): Promise<JobApplicationDetail> {
  return (await readStaff<{ application: JobApplicationDetail }>(applicationPath(reference))).application;
}

/**
 * Moves the application to `status`. `notifyApplicant` mails the applicant about a shortlist or a rejection (the
 * server refuses it for any other status); off unless the recruiter chooses it.
 */
export async function updateJobApplicationStatus(
  reference: string,
  status: JobApplicationStatus,
  { notifyApplicant = false }: { notifyApplicant?: boolean } = {},
): Promise<JobApplicationDetail> {
  return (await writeStaff<{ application: JobApplicationDetail }>('PATCH', applicationPath(reference), { status, notifyApplicant }))
    .application;
}

/** The CSV of every application the filters match (a download; the server audits it). */
export function buildJobApplicationsExportUrl({ job, status, q }: JobApplicationFilter): string {
  return buildStaffExportUrl('/applications/export.csv', { job, status, q });
}
