import { getJobDetails } from '@chalein/shared/api/careers';
import { ApiError } from '@chalein/shared/api/client';
import type { JobDetails } from '@chalein/shared/api/types';
import { collectFirstScreenData, useAsyncData, type FirstScreenLoader } from '@chalein/shared/lib/use-async-data';

export type JobDetailsState =
  | { status: 'loading' }
  | { status: 'not-found' }
  /** message: a key of the 'careers' namespace */
  | { status: 'error'; message: 'jobDetails.invalidStructure' | 'jobDetails.fetchFailed' }
  | { status: 'success'; job: JobDetails; title: string; slugName: string };

const INVALID_STRUCTURE = 'Invalid response structure';

function isJobDetails(value: unknown): value is JobDetails {
  if (typeof value !== 'object' || value === null) return false;
  const master: unknown = (value as Record<string, unknown>)['job-category-master'];
  const content: unknown = (value as Record<string, unknown>).content;
  return (
    typeof master === 'object' &&
    master !== null &&
    typeof (master as Record<string, unknown>).job_title === 'string' &&
    typeof (master as Record<string, unknown>).slugName === 'string' &&
    (typeof content === 'string' || content === null || content === undefined)
  );
}

/** The key of a job's answer: useJobDetails and the pages' loadFirstScreen both use it. */
export function jobDetailsKey(id: string): string {
  return `job-details-${id}`;
}

/**
 * For the server, on the two pages of a job (/jobs_details and /apply_job): the job named by the route's id, keyed
 * as useJobDetails keys it. Its answer is kept as it came (a slug that does not match is the page's to judge).
 */
export const loadJobFirstScreen: FirstScreenLoader = ({ params }) => {
  const id = params.id ?? '';
  return collectFirstScreenData({ [jobDetailsKey(id)]: () => getJobDetails(id) });
};

/**
 * Loads the job of a /jobs_details or /apply_job URL. An id the server does not know (404), cannot read (400) or
 * whose slug is not the one in the URL is 'not-found': an old or mistyped link, not a fault to retry.
 */
export function useJobDetails(id: string, slugName: string): JobDetailsState & { reload: () => void } {
  const result = useAsyncData(() => getJobDetails(id), jobDetailsKey(id));
  const { reload } = result;
  if (result.status === 'loading') return { status: 'loading', reload };
  if (result.status === 'error') {
    const { error } = result;
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return { status: 'not-found', reload };
    if (error.message === INVALID_STRUCTURE) return { status: 'error', message: 'jobDetails.invalidStructure', reload };
    return { status: 'error', message: 'jobDetails.fetchFailed', reload };
  }
  const job: unknown = result.data;
  if (!isJobDetails(job)) return { status: 'error', message: 'jobDetails.invalidStructure', reload };
  const master = job['job-category-master'];
  if (master.slugName !== slugName) return { status: 'not-found', reload };
  return { status: 'success', job, title: master.job_title, slugName: master.slugName, reload };
}
