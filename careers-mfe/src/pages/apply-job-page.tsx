import { Link, useParams } from 'react-router-dom';
import { PageRoot } from '@chalein/shared/ui/page-root';
import { ErrorState, LoadingState } from '@chalein/shared/ui/status';
import { JobApplicationForm } from '../components/job-application-form';
import { JobNotFound } from '../components/job-not-found';
import { jobDetailsMessages, loadJobFirstScreen, useJobDetails } from '../lib/use-job-details';
import '../styles/careers.css';

/** For the server: the job of the URL (its title heads the form), keyed as useJobDetails keys it. */
export const loadFirstScreen = loadJobFirstScreen;

/** /apply_job/:id/:slugName: the job's title from the server (so a wrong link is caught first), then the form. */
export function ApplyJobPage() {
  const { id = '', slugName = '' } = useParams();
  const job = useJobDetails(id, slugName);

  return (
    <PageRoot className="careers-page">
      <section className="section">
        <div className="container apply-job">
          <nav aria-label="Breadcrumb" className="careers-breadcrumb">
            <Link to="/jobs">Careers</Link>
            {job.status === 'success' ? (
              <>
                <span aria-hidden="true"> / </span>
                <Link to={`/jobs_details/${encodeURIComponent(id)}/${encodeURIComponent(job.slugName)}`}>{job.title}</Link>
                <span aria-hidden="true"> / </span>
                <span aria-current="page">Apply</span>
              </>
            ) : null}
          </nav>
          {job.status === 'loading' ? <LoadingState label={jobDetailsMessages.loading} /> : null}
          {job.status === 'not-found' ? <JobNotFound /> : null}
          {job.status === 'error' ? <ErrorState message={job.message} onRetry={job.reload} /> : null}
          {job.status === 'success' ? (
            <>
              <h1 className="apply-job__title">Apply for {job.title}</h1>
              <p className="apply-job__lead">
                Tell us about yourself and attach your resume. It takes about five minutes, and we reply to every application within two
                weeks.
              </p>
              {/* keyed by job: moving to another job's form starts it empty */}
              <JobApplicationForm key={id} jobId={id} jobTitle={job.title} />
            </>
          ) : null}
        </div>
      </section>
    </PageRoot>
  );
}
