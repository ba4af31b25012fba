import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ApiError } from '@chalein/shared/api/client';
import {
  getDriverRegistration,
  rejectDriverRegistration,
  revealDriverDetails,
  reviewDriverDocument,
  type DriverDocumentReview,
  type DriverRegistrationDetail,
  type RevealableDriverField,
  type RevealedDriverDetails,
  type ReviewReason,
} from '@chalein/shared/api/staff-drivers';
import { useAsyncData } from '@chalein/shared/lib/use-async-data';
import { LoadingState } from '@chalein/shared/ui/status';
import {
  EMPTY_REASON,
  findReasonProblems,
  readReasonBody,
  ReasonFields,
  type ReasonChoice,
  type ReasonValue,
} from '../components/reason-fields';
import { StaffFacts } from '../components/staff-facts';
import { describeQueueStatus, DOCUMENT_STATE_LABELS, formatStaffTime } from '../lib/driver-review-labels';
import { formatByteSize } from '../lib/staff-inbox-format';
import { StaffCallError, StaffConsoleLayout, useSignInOnExpiry } from '../lib/staff-session';
import '../styles/staff-review.css';

// One driver registration under review: what the driver entered (four values masked until a reviewer reveals
// them, which the server audits), the eight documents with a decision on each, and the rejection of the whole.
// Every decision sends the version the reviewer is looking at; when someone else decided meanwhile the server
// answers 409, and the page shows the registration as it now is while keeping what the reviewer typed.

export const CONFLICT_MESSAGE =
  'Someone else reviewed this registration meanwhile. It is shown below as it is now, and what you typed is kept: check their decision, then decide again.';

/** A decision's outcome as the page announces it. */
type Notice = { kind: 'done' | 'failed'; message: string } | null;

/** A driver's reasons: only 'other' says nothing by itself, so it alone needs the note. */
const toChoices = (reasons: readonly ReviewReason[]): ReasonChoice[] =>
  reasons.map(({ code, label }) => ({ code, label, noteRequired: code === 'other' }));

const REVEALABLE_LABELS: Readonly<Record<RevealableDriverField, string>> = {
  bankAccountNumber: 'Bank account number',
  ifscCode: 'IFSC',
  drivingLicenseNumber: 'Driving licence number',
  dateOfBirth: 'Date of birth',
};

const describeFailure = (error: unknown) => (error instanceof Error ? error.message : 'That did not work. Try again.');

function RevealableValue({
  field,
  masked,
  revealed,
  onReveal,
}: {
  field: RevealableDriverField;
  masked: string;
  revealed: string | undefined;
  onReveal: (field: RevealableDriverField) => Promise<void>;
}) {
  const [busy, setBusy] = useState(false);
  const label = REVEALABLE_LABELS[field];
  return (
    <div className="staff-review__fact">
      <dt>{label}</dt>
      <dd>
        {revealed === undefined ? (
          <>
            <span className="staff-review__masked">
              {masked}
              <span className="visually-hidden"> (hidden)</span>
            </span>{' '}
            <button
              type="button"
              className="button button--small button--secondary"
              disabled={busy}
              aria-label={`Reveal ${label}`}
              onClick={() => {
                setBusy(true);
                void onReveal(field).finally(() => setBusy(false));
              }}
            >
              Reveal
            </button>
          </>
        ) : (
          <span className="staff-review__revealed">{revealed}</span>
        )}
      </dd>
    </div>
  );
}

function EnteredDetails({
  registration,
  revealed,
  onReveal,
}: {
  registration: DriverRegistrationDetail;
  revealed: RevealedDriverDetails;
  onReveal: (field: RevealableDriverField) => Promise<void>;
}) {
  const { details } = registration;
  const facts: [string, string][] = [
    ['Full name', details.fullName],
    ['Mobile', details.contactNumber],
    ['Drives', details.driverCategory],
    ['Vehicle', `${details.vehicleCategory}, ${details.vehicleNumber}`],
    ['Wheelchair accessible', details.wheelchair ? 'Yes' : 'No'],
    ['Address', `${details.address}, ${details.cityName}, ${details.stateName} ${details.pincode}`],
    ['Referral code', details.referralCode ?? 'None'],
    ['Consent given', formatStaffTime(details.consentGivenAt)],
  ];
  return (
    <section className="staff-panel" aria-labelledby="staff-driver-details-title">
      <h2 id="staff-driver-details-title">Entered details</h2>
      <p className="staff-review__hint">The masked values are shown only on Reveal, and each reveal is recorded in the audit trail.</p>
      <StaffFacts facts={facts}>
        {(['bankAccountNumber', 'ifscCode', 'drivingLicenseNumber', 'dateOfBirth'] as const).map((field) => (
          <RevealableValue key={field} field={field} masked={details[field]} revealed={revealed[field]} onReveal={onReveal} />
        ))}
      </StaffFacts>
    </section>
  );
}

/** The reason's words from its code (the code itself when the list no longer has it). */
const describeReason = (reasons: readonly ReviewReason[], code: string | null) =>
  reasons.find((reason) => reason.code === code)?.label ?? code ?? '';

function DocumentPreview({ document }: { document: DriverDocumentReview }) {
  if (document.contentType === 'application/pdf') {
    return (
      <p>
        <a href={document.url} download>
          Download {document.label} (PDF, {formatByteSize(document.byteSize)})
        </a>
      </p>
    );
  }
  return (
    <a className="staff-review__image-link" href={document.url} target="_blank" rel="noreferrer">
      <img className="staff-review__image" src={document.url} alt={`${document.label} as uploaded by the driver`} loading="lazy" />
      <span className="visually-hidden"> (opens full size in a new tab)</span>
    </a>
  );
}

/** The files of this document the driver replaced after a rejection, each with why it was rejected and a link to it. */
function DocumentHistory({ document, reasons }: { document: DriverDocumentReview; reasons: readonly ReviewReason[] }) {
  if (document.history.length === 0) return null;
  return (
    <div className="staff-review__history">
      <h4>Earlier files of this document</h4>
      <ul>
        {document.history.map((entry, index) => (
          <li key={entry.id}>
            Rejected: {describeReason(reasons, entry.rejectionReason)}
            {entry.rejectionNote ? ` (${entry.rejectionNote})` : ''}
            {entry.reviewedAt ? ` on ${formatStaffTime(entry.reviewedAt)}` : ''} · replaced {formatStaffTime(entry.replacedAt)} ·{' '}
            <a href={entry.url} target="_blank" rel="noreferrer">
              View rejected file {index + 1}
              <span className="visually-hidden"> of {document.label}</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

type Decision = (reference: string, version: number) => Promise<DriverRegistrationDetail>;

/** Runs a decision on the registration as the reviewer sees it; true when the server took it. */
type Decide = (run: Decision, done: string) => Promise<boolean>;

function DocumentReview({
  document,
  reasons,
  closed,
  decide,
}: {
  document: DriverDocumentReview;
  reasons: readonly ReviewReason[];
  closed: boolean;
  decide: Decide;
}) {
  const [rejection, setRejection] = useState<ReasonValue>(EMPTY_REASON);
  const [errors, setErrors] = useState<Partial<Record<keyof ReasonValue, string>>>({});
  const [busy, setBusy] = useState(false);
  const titleId = `staff-document-${document.documentType}`;
  const choices = toChoices(reasons);

  const send = async (run: Decision, done: string) => {
    setBusy(true);
    const taken = await decide(run, done);
    setBusy(false);
    if (taken) {
      setRejection(EMPTY_REASON);
      setErrors({});
    }
  };
  const approve = () =>
    send(
      (reference, version) => reviewDriverDocument(reference, document.documentType, { version, decision: 'approve' }),
      `${document.label}: approved.`,
    );
  const reject = (event: FormEvent) => {
    event.preventDefault();
    const problems = findReasonProblems(choices, rejection);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    void send(
      (reference, version) =>
        reviewDriverDocument(reference, document.documentType, { version, decision: 'reject', ...readReasonBody(rejection) }),
      `${document.label}: rejected.`,
    );
  };

  return (
    <section className="staff-review__document" aria-labelledby={titleId}>
      <h3 id={titleId}>{document.label}</h3>
      <p className={`staff-review__state staff-review__state--${document.state}`}>
        {DOCUMENT_STATE_LABELS[document.state]}
        {document.state === 'rejected' ? `: ${describeReason(reasons, document.rejectionReason)}` : ''}
        {document.rejectionNote ? ` (${document.rejectionNote})` : ''}
        {document.resubmittedAt && document.state === 'pending' ? ` · re-submitted ${formatStaffTime(document.resubmittedAt)}` : ''}
      </p>
      <DocumentPreview document={document} />
      <DocumentHistory document={document} reasons={reasons} />
      {closed ? null : (
        <>
          <div className="staff-actions">
            <button type="button" className="button button--small" disabled={busy} onClick={() => void approve()}>
              Approve<span className="visually-hidden"> {document.label}</span>
            </button>
          </div>
          <form onSubmit={reject} noValidate aria-label={`Reject ${document.label}`}>
            <ReasonFields
              name={document.documentType}
              label="Reason to reject"
              choices={choices}
              value={rejection}
              onChange={setRejection}
              errors={errors}
              disabled={busy}
            />
            <button type="submit" className="button button--small button--secondary" disabled={busy}>
              Reject<span className="visually-hidden"> {document.label}</span>
            </button>
          </form>
        </>
      )}
    </section>
  );
}

function RegistrationRejection({ reasons, decide }: { reasons: readonly ReviewReason[]; decide: Decide }) {
  const [rejection, setRejection] = useState<ReasonValue>(EMPTY_REASON);
  const [errors, setErrors] = useState<Partial<Record<keyof ReasonValue, string>>>({});
  // rejecting the whole registration ends its review: the reviewer says so twice, as a refund asks
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const choices = toChoices(reasons);
  const review = (event: FormEvent) => {
    event.preventDefault();
    const problems = findReasonProblems(choices, rejection);
    setErrors(problems);
    if (Object.keys(problems).length === 0) setConfirming(true);
  };
  const reject = async () => {
    setBusy(true);
    await decide(
      (reference, version) => rejectDriverRegistration(reference, { version, ...readReasonBody(rejection) }),
      'The registration is rejected.',
    );
    setBusy(false);
    setConfirming(false);
  };
  const reasonLabel = choices.find((choice) => choice.code === rejection.reason)?.label ?? '';
  return (
    <section className="staff-panel" aria-labelledby="staff-driver-reject-title">
      <h2 id="staff-driver-reject-title">Reject the whole registration</h2>
      {confirming ? (
        <div role="group" aria-labelledby="staff-driver-reject-confirm">
          <p id="staff-driver-reject-confirm">
            Reject this registration as a whole for &lsquo;{reasonLabel}&rsquo;? It then takes no more decisions on its documents.
          </p>
          <div className="staff-actions">
            <button type="button" className="button button--small button--secondary" disabled={busy} onClick={() => void reject()}>
              {busy ? 'Rejecting...' : 'Confirm rejection'}
            </button>
            <button type="button" className="button button--small" disabled={busy} onClick={() => setConfirming(false)}>
              Cancel
            </button>
          </div>
        </div>
      ) : (
        <form onSubmit={review} noValidate aria-label="Reject the whole registration">
          <p className="staff-review__hint">Whatever its documents say; it then takes no more decisions.</p>
          <ReasonFields name="registration" label="Reason" choices={choices} value={rejection} onChange={setRejection} errors={errors} />
          <button type="submit" className="button button--small button--secondary">
            Reject registration...
          </button>
        </form>
      )}
    </section>
  );
}

function RegistrationReview({ initial }: { initial: DriverRegistrationDetail }) {
  const [registration, setRegistration] = useState(initial);
  const [revealed, setRevealed] = useState<RevealedDriverDetails>({});
  const [notice, setNotice] = useState<Notice>(null);
  const signInOnExpiry = useSignInOnExpiry();
  const { reference } = registration;

  const decide: Decide = async (run, done) => {
    setNotice(null);
    try {
      setRegistration(await run(reference, registration.version));
      setNotice({ kind: 'done', message: done });
      return true;
    } catch (error) {
      if (signInOnExpiry(error)) return false;
      if (error instanceof ApiError && error.status === 409) {
        // the forms keep their text: only the registration they decide on is read again
        setNotice({ kind: 'failed', message: CONFLICT_MESSAGE });
        await getDriverRegistration(reference).then(setRegistration, (reload: unknown) =>
          setNotice({ kind: 'failed', message: `${CONFLICT_MESSAGE} ${describeFailure(reload)}` }),
        );
      } else {
        setNotice({ kind: 'failed', message: describeFailure(error) });
      }
      return false;
    }
  };

  const reveal = async (field: RevealableDriverField) => {
    try {
      const values = await revealDriverDetails(reference, [field]);
      setRevealed((current) => ({ ...current, ...values }));
    } catch (error) {
      if (!signInOnExpiry(error)) setNotice({ kind: 'failed', message: describeFailure(error) });
    }
  };

  const closed = registration.status === 'rejected';
  return (
    <article aria-labelledby="staff-driver-title" className="staff-review">
      <p>
        <Link to="/staff/drivers">Back to the queue</Link>
      </p>
      <h1 id="staff-driver-title">Driver registration {reference}</h1>
      <p className="staff-review__status">
        Status: <strong>{describeQueueStatus(registration)}</strong> · submitted {formatStaffTime(registration.createdAt)}
        {registration.resubmittedAt ? ` · re-submitted ${formatStaffTime(registration.resubmittedAt)}` : ''}
        {registration.reviewedAt ? ` · last reviewed ${formatStaffTime(registration.reviewedAt)}` : ''}
      </p>
      {closed ? (
        <p className="staff-refusal">
          Rejected as a whole: {describeReason(registration.reasons.registration, registration.rejectionReason)}
          {registration.rejectionNote ? ` (${registration.rejectionNote})` : ''}
        </p>
      ) : null}
      <div
        role={notice?.kind === 'failed' ? 'alert' : 'status'}
        className={notice?.kind === 'failed' ? 'staff-outcome staff-outcome--failed' : 'staff-outcome'}
      >
        {notice?.message}
      </div>
      <EnteredDetails registration={registration} revealed={revealed} onReveal={reveal} />
      <section aria-labelledby="staff-driver-documents-title">
        <h2 id="staff-driver-documents-title">Documents</h2>
        <div className="staff-review__documents">
          {registration.documents.map((document) => (
            <DocumentReview
              key={document.documentType}
              document={document}
              reasons={registration.reasons.document}
              closed={closed}
              decide={decide}
            />
          ))}
        </div>
      </section>
      {closed ? null : <RegistrationRejection reasons={registration.reasons.registration} decide={decide} />}
    </article>
  );
}

function DriverRegistration() {
  const reference = useParams().reference ?? '';
  const registration = useAsyncData(() => getDriverRegistration(reference), `staff-driver:${reference}`);
  if (registration.status === 'loading') return <LoadingState />;
  if (registration.status === 'error') return <StaffCallError error={registration.error} onRetry={registration.reload} />;
  return <RegistrationReview key={reference} initial={registration.data} />;
}

/** /staff/drivers/:reference (driver-ops, admin). */
export function StaffDriverPage() {
  return (
    <StaffConsoleLayout roles={['driver-ops', 'admin']}>
      <DriverRegistration />
    </StaffConsoleLayout>
  );
}
