import { Link, useParams } from 'react-router-dom';
import { DEFAULT_LANGUAGE, isLanguage } from '@chalein/shared/lib/i18n/languages';
import { formatJobDetailsTitle } from '@chalein/shared/lib/record-titles';
import { useRecordTitle } from '@chalein/shared/lib/use-record-title';
import { PageRoot } from '@chalein/shared/ui/page-root';
import { SafeHtml, sanitizeHtml } from '@chalein/shared/ui/safe-html';
import { EmptyState, ErrorState, LoadingState } from '@chalein/shared/ui/status';
import { JobNotFound } from '../components/job-not-found';
import { useCareersTexts } from '../lib/careers-texts';
import { loadJobFirstScreen, useJobDetails } from '../lib/use-job-details';
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
  const { t, i18n } = useCareersTexts();
  const { id = '', slugName = '' } = useParams();
  const job = useJobDetails(id, slugName);
  // the title the server writes for this page in its language (api/src/site/page-meta.ts)
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  useRecordTitle(job.status === 'success' ? formatJobDetailsTitle(job.title, language) : undefined);

  return (
    <PageRoot className="careers-page">
      <section className="section">
        <div className="container job-details">
          <nav aria-label={t('jobDetails.breadcrumb')} className="careers-breadcrumb">
            <Link to="/jobs">{t('jobDetails.careers')}</Link>
            {job.status === 'success' ? (
              <>
                <span aria-hidden="true"> / </span>
                <span aria-current="page">{job.title}</span>
              </>
            ) : null}
          </nav>
          {job.status === 'loading' ? <LoadingState label={t('jobDetails.loading')} /> : null}
          {job.status === 'not-found' ? <JobNotFound /> : null}
          {job.status === 'error' ? <ErrorState message={t(job.message)} onRetry={job.reload} /> : null}
          {job.status === 'success' ? (
            <article className="job-details__body" aria-labelledby="job-title">
              <h1 id="job-title">{job.title}</h1>
              {isBlankHtml(job.job.content ?? '') ? (
                <EmptyState message={t('jobDetails.noContent')} />
              ) : (
                <SafeHtml className="rich-text job-details__content" html={job.job.content} />
              )}
              <div className="job-details__actions">
                <Link className="button" to={`/apply_job/${encodeURIComponent(id)}/${encodeURIComponent(job.slugName)}`}>
                  {t('jobDetails.applyNow')}
                </Link>
                <Link className="button button--secondary" to="/jobs">
                  {t('jobDetails.allRoles')}
                </Link>
              </div>
            </article>
          ) : null}
        </div>
      </section>
    </PageRoot>
  );
}
