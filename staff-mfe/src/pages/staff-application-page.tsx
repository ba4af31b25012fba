import { useState } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { getJobApplication, updateJobApplicationStatus } from '@chalein/shared/api/staff-applications';
import {
  JOB_APPLICATION_STATUSES,
  NOTIFIABLE_JOB_APPLICATION_STATUSES,
  type JobApplicationDetail,
  type JobApplicationStatus,
} from '@chalein/shared/api/staff-inbox-types';
import { useAsyncData } from '@chalein/shared/lib/use-async-data';
import { LoadingState } from '@chalein/shared/ui/status';
import { useDescribeFailedWrite, StaffFieldList, StaffOutcomeNotice, type StaffOutcome } from '../components/staff-outcome';
import { StaffStatusForm } from '../components/staff-status-form';
import { formatByteSize, formatInstant, formatStatus, readListPath } from '../lib/staff-inbox-format';
import { StaffCallError, StaffConsoleLayout } from '../lib/staff-session';
import { APPLICATION_ROLES } from './staff-applications-page';
import '../styles/staff-inbox.css';

// One job application: what the applicant sent, their resume (downloaded as a file, each download audited on the
// server) and the status recruiters move it through.

function StatusPanel({
  application,
  onChanged,
}: {
  application: JobApplicationDetail;
  onChanged: (next: JobApplicationDetail | null, outcome: StaffOutcome) => void;
}) {
  const describeFailure = useDescribeFailedWrite();
  const save = (status: JobApplicationStatus, notifyApplicant: boolean) =>
    updateJobApplicationStatus(application.reference, status, { notifyApplicant }).then(
      (next) =>
        onChanged(next, {
          message: `Status set to ${formatStatus(next.status).toLowerCase()}.${notifyApplicant ? ' The applicant will get an e-mail saying so.' : ''}`,
        }),
      (error: unknown) => onChanged(null, describeFailure(error)),
    );
  return (
    <section className="staff-panel" aria-labelledby="staff-application-status">
      <h2 id="staff-application-status">Status</h2>
      <p>
        Now: <strong>{formatStatus(application.status)}</strong>
        {application.statusChangedAt ? `, since ${formatInstant(application.statusChangedAt)}` : ''}.
      </p>
      <StaffStatusForm
        current={application.status}
        statuses={JOB_APPLICATION_STATUSES}
        // off unless the recruiter ticks it: a shortlist may still be discussed, a rejection softened first
        choice={{ label: 'Notify the applicant', shownFor: NOTIFIABLE_JOB_APPLICATION_STATUSES }}
        onSave={save}
      />
    </section>
  );
}

function StaffApplication({ reference }: { reference: string }) {
  const loaded = useAsyncData(() => getJobApplication(reference), `staff-application:${reference}`);
  const [changed, setChanged] = useState<JobApplicationDetail | null>(null);
  const [outcome, setOutcome] = useState<StaffOutcome | null>(null);
  if (loaded.status === 'loading') return <LoadingState />;
  if (loaded.status === 'error') return <StaffCallError error={loaded.error} onRetry={loaded.reload} />;
  const application = changed ?? loaded.data;
  const onChanged = (next: JobApplicationDetail | null, nextOutcome: StaffOutcome) => {
    if (next) setChanged(next);
    setOutcome(nextOutcome);
  };
  return (
    <>
      <h1 id="staff-application-title">Application {application.reference}</h1>
      <StaffOutcomeNotice outcome={outcome} />
      <div className="staff-record">
        <section aria-labelledby="staff-application-applicant">
          <h2 id="staff-application-applicant">Applicant</h2>
          <StaffFieldList
            fields={[
              ['Job', application.jobTitle],
              ['Received', formatInstant(application.createdAt)],
              ['Name', application.name],
              ['Email', application.email],
              ['Contact number', application.contactNumber],
              ['Gender', application.gender],
              ['Current location', application.currentLocation],
              ['Prior experience', application.priorExperience ? 'Yes' : 'No'],
              ['Referred by', application.referencePersonName],
              ["Referrer's email", application.referencePersonEmail],
              ['Consent given', formatInstant(application.consentAt)],
            ]}
          />
          {application.additionalInformation.trim() !== '' ? (
            <>
              <h3>Additional information</h3>
              <p className="staff-text">{application.additionalInformation}</p>
            </>
          ) : null}
        </section>
        <div>
          <section className="staff-panel" aria-labelledby="staff-application-resume">
            <h2 id="staff-application-resume">Resume</h2>
            <p>
              <a className="button button--small" href={application.resume.url} download>
                Download resume
              </a>
            </p>
            <p>
              {application.resume.originalName} ({application.resumeType.toUpperCase()}, {formatByteSize(application.resume.byteSize)}).
              Each download is recorded in the audit trail.
            </p>
          </section>
          {/* keyed by the saved status, so the choice starts again from it after each change */}
          <StatusPanel key={application.status} application={application} onChanged={onChanged} />
        </div>
      </div>
    </>
  );
}

function StaffApplicationRoute() {
  const { reference = '' } = useParams();
  const { state } = useLocation();
  return (
    <div>
      <p>
        <Link to={readListPath(state, '/staff/applications')}>Back to job applications</Link>
      </p>
      <StaffApplication key={reference} reference={reference} />
    </div>
  );
}

/** /staff/applications/:reference (recruiter, admin). */
export function StaffApplicationPage() {
  return (
    <StaffConsoleLayout roles={APPLICATION_ROLES}>
      <StaffApplicationRoute />
    </StaffConsoleLayout>
  );
}
