import type { FastifyBaseLogger } from 'fastify';
import { findSiteRoute } from '@chalein/shared/lib/routes';
import type { Repositories } from '../../repositories';

/** The pages of one job, each at /<page>/<id>/<slug>: the slug is the job's own, the id alone names it. */
const JOB_ROUTE_PATHS = new Set(['/jobs_details/:id/:slugName', '/apply_job/:id/:slugName']);

function decodeSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/**
 * The address a job's page belongs at when `pathname` names an existing job under another slug or a padded id (an
 * old link, or a mistyped one): '/jobs_details/1/wrong-slug' -> '/jobs_details/1/engineering'. Undefined when the
 * path is already right, names no job page, or names a job that does not exist (that page answers 404). One
 * lookup by primary key, only for job pages; a database fault leaves the page to answer as it would have.
 */
export async function findJobPageRedirect(
  pathname: string,
  repositories: Repositories,
  log: FastifyBaseLogger,
): Promise<string | undefined> {
  const route = findSiteRoute(pathname);
  if (!route || !JOB_ROUTE_PATHS.has(route.path)) return undefined;
  const [, page = '', id = '', slug = ''] = pathname.replace(/\/+$/, '').split('/');
  if (!/^\d{1,9}$/.test(id)) return undefined;
  let job: Awaited<ReturnType<Repositories['jobs']['findJobDetails']>>;
  try {
    job = await repositories.jobs.findJobDetails(Number(id));
  } catch (error) {
    log.error({ err: error }, 'job lookup for the slug redirect failed; serving the page as asked');
    return undefined;
  }
  if (!job) return undefined;
  const { id: jobId, slugName } = job['job-category-master'];
  if (id === String(jobId) && decodeSegment(slug) === slugName) return undefined;
  return `/${page}/${jobId}/${encodeURIComponent(slugName)}`;
}
