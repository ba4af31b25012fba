import { Link, useParams } from 'react-router-dom';
import { formatJobDetailsTitle } from '@chalein/shared/lib/record-titles';
import { useRecordTitle } from '@chalein/shared/lib/use-record-title';
import { PageRoot } from '@chalein/shared/ui/page-root';
import { SafeHtml, sanitizeHtml } from '@chalein/shared/ui/safe-html';
import { EmptyState, ErrorState, LoadingState } from '@chalein/shared/ui/status';
import { JobNotFound } from '../components/job-not-found';
import { jobDetailsMessages, loadJobFirstScreen, useJobDetails } from '../lib/use-job-details';
import '../styles/careers.css';

/** For the server: the job of the URL, keyed as useJobDetails keys it. */
export const loadFirstScreen = loadJobFirstScreen;

/** True when HTML shows no text once sanitized (e.g. '', '<p> </p>', or only a removed script). */
function isBlankHtml(html: string): boolean {
  return (
    sanitizeHtml(html)
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/g, ' ')
      .trim() === ''
  );
}

export function JobDetailsPage() {
  const { id = '', slugName = '' } = useParams();
  const job = useJobDetails(id, slugName);
  useRecordTitle(job.status === 'success' ? formatJobDetailsTitle(job.title) : undefined);

  return (
    <PageRoot className="careers-page">
      <section className="section">
        <div className="container job-details">
          <nav aria-label="Breadcrumb" className="careers-breadcrumb">
            <Link to="/jobs">Careers</Link>
            {job.status === 'success' ? (
              <>
                <span aria-hidden="true"> / </span>
                <span aria-current="page">{job.title}</span>
              </>
            ) : null}
          </nav>
          {job.status === 'loading' ? <LoadingState label={jobDetailsMessages.loading} /> : null}
          {job.status === 'not-found' ? <JobNotFound /> : null}
          {job.status === 'error' ? <ErrorState message={job.message} onRetry={job.reload} /> : null}
          {job.status === 'success' ? (
            <article className="job-details__body" aria-labelledby="job-title">
              <h1 id="job-title">{job.title}</h1>
              {isBlankHtml(job.job.content ?? '') ? (
                <EmptyState message={jobDetailsMessages.noContent} />
              ) : (
                <SafeHtml className="rich-text job-details__content" html={job.job.content} />
              )}
              <div className="job-details__actions">
                <Link className="button" to={`/apply_job/${encodeURIComponent(id)}/${encodeURIComponent(job.slugName)}`}>
                  Apply now
                </Link>
                <Link className="button button--secondary" to="/jobs">
                  See all open roles
                </Link>
              </div>
            </article>
          ) : null}
        </div>
      </section>
    </PageRoot>
  );
}
