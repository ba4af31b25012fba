import { Link, useParams } from 'react-router-dom';
import { DEFAULT_LANGUAGE, isLanguage } from '@chalein/shared/lib/i18n/languages';
import { formatApplyJobTitle } from '@chalein/shared/lib/record-titles';
import { useRecordTitle } from '@chalein/shared/lib/use-record-title';
import { PageRoot } from '@chalein/shared/ui/page-root';
import { ErrorState, LoadingState } from '@chalein/shared/ui/status';
import { JobApplicationForm } from '../components/job-application-form';
import { JobNotFound } from '../components/job-not-found';
import { useCareersTexts } from '../lib/careers-texts';
import { loadJobFirstScreen, useJobDetails } from '../lib/use-job-details';
import '../styles/careers.css';

/** For the server: the job of the URL (its title heads the form), keyed as useJobDetails keys it. */
export const loadFirstScreen = loadJobFirstScreen;

/** /apply_job/:id/:slugName: the job's title from the server (so a wrong link is caught first), then the form. */
export function ApplyJobPage() {
  const { t, i18n } = useCareersTexts();
  const { id = '', slugName = '' } = useParams();
  const job = useJobDetails(id, slugName);
  // the title the server writes for this page in its language (api/src/site/page-meta.ts), also after in-app navigation
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  useRecordTitle(job.status === 'success' ? formatApplyJobTitle(job.title, language) : undefined);

  return (
    <PageRoot className="careers-page">
      <section className="section">
        <div className="container apply-job">
          <nav aria-label={t('jobDetails.breadcrumb')} className="careers-breadcrumb">
            <Link to="/jobs">{t('jobDetails.careers')}</Link>
            {job.status === 'success' ? (
              <>
                <span aria-hidden="true"> / </span>
                <Link to={`/jobs_details/${encodeURIComponent(id)}/${encodeURIComponent(job.slugName)}`}>{job.title}</Link>
                <span aria-hidden="true"> / </span>
                <span aria-current="page">{t('applyPage.apply')}</span>
              </>
            ) : null}
          </nav>
          {job.status === 'loading' ? <LoadingState label={t('jobDetails.loading')} /> : null}
          {job.status === 'not-found' ? <JobNotFound /> : null}
          {job.status === 'error' ? <ErrorState message={t(job.message)} onRetry={job.reload} /> : null}
          {job.status === 'success' ? (
            <>
              <h1 className="apply-job__title">{t('applyPage.heading', { title: job.title })}</h1>
              <p className="apply-job__lead">{t('applyPage.lead')}</p>
              {/* keyed by job: moving to another job's form starts it empty */}
              <JobApplicationForm key={id} jobId={id} jobTitle={job.title} />
            </>
          ) : null}
        </div>
      </section>
    </PageRoot>
  );
}
