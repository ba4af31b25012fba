import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { ApiError } from '@chalein/shared/api/client';
import { lookUpDriverApplication, type DriverApplication, type DriverStatusResult } from '@chalein/shared/api/driver-status';
import { brand } from '@chalein/shared/lib/brand';
import { usePostedForm } from '@chalein/shared/lib/posted-form';
import { useFormState } from '@chalein/shared/lib/use-form';
import { PHONE_INPUT_MAX_LENGTH, readPhoneInput } from '@chalein/shared/lib/validation/common';
import {
  driverStatusMessages,
  REFERENCE_INPUT_MAX_LENGTH,
  validateDriverStatusLookup,
  type DriverStatusLookupInput,
} from '@chalein/shared/lib/validation/driver-status';
import { ErrorSummary } from '@chalein/shared/ui/error-summary';
import { PageRoot } from '@chalein/shared/ui/page-root';
import { PostedFormFields, usePostedFormProps } from '@chalein/shared/ui/posted-form-fields';
import { EmptyState, ErrorState, LoadingState } from '@chalein/shared/ui/status';
import { TextField } from '@chalein/shared/ui/text-field';
import { RejectedDocumentUpload } from '../components/rejected-document-upload';
import '../styles/onboarding.css';

// /drive_with_us/status: a driver enters the reference and mobile number of their registration and sees where it
// stands, each document's state, and for a rejected one why and what to do, with its upload
// (docs/decisions/0046-driver-status-page.md). The answer is one person's: the server never caches the page, and
// without scripts it answers the form's post with this page, the status in it.

export const STATUS_LABELS: Readonly<Record<DriverApplication['status'], string>> = {
  submitted: 'Submitted',
  under_review: 'Under review',
  action_needed: 'Action needed',
  approved: 'Approved',
  rejected: 'Rejected',
};

const STATUS_EXPLANATIONS: Readonly<Record<DriverApplication['status'], string>> = {
  submitted: 'We have your application. Our team will check your documents soon.',
  under_review: 'Our team is checking your documents. Come back here to see how it goes.',
  action_needed: 'We could not accept some of your documents. Please send them again below.',
  approved: 'Your application is approved. Welcome to Chalein: our team will call you about your first trips.',
  rejected: `We could not accept your application. For questions, call driver support on ${brand.supportPhone}.`,
};

const DOCUMENT_STATE_LABELS = {
  pending: 'Being checked',
  resubmitted: 'Sent again, being checked',
  approved: 'Accepted',
  rejected: 'Please send again',
} as const;

const EMPTY_LOOKUP: DriverStatusLookupInput = { reference: '', contactNumber: '' };

/** The API's answer as the server put it in the page (after a post without scripts), or null when it is not one. */
function readPostedResult(answer: unknown): DriverStatusResult | null {
  if (typeof answer !== 'object' || answer === null) return null;
  const result = answer as Partial<DriverStatusResult>;
  return typeof result.token === 'string' &&
    typeof result.application?.firstName === 'string' &&
    Array.isArray(result.application.documents)
    ? (result as DriverStatusResult)
    : null;
}

type Lookup = { kind: 'idle' } | { kind: 'checking' } | { kind: 'failed'; message: string };

function LookupForm({ onFound, refusal }: { onFound: (result: DriverStatusResult) => void; refusal: string | undefined }) {
  const form = useFormState<keyof DriverStatusLookupInput>(EMPTY_LOOKUP, 'driver-status');
  const posted = usePostedForm('driver-status');
  const postedProps = usePostedFormProps();
  const [lookup, setLookup] = useState<Lookup>(() => {
    const failure = posted?.failure ?? refusal;
    return failure ? { kind: 'failed', message: failure } : { kind: 'idle' };
  });
  const { values, errors } = form;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (lookup.kind === 'checking') return;
    const element = event.currentTarget;
    const found = validateDriverStatusLookup(values);
    if (Object.values(found).some(Boolean)) {
      form.refuse(element, found);
      return;
    }
    setLookup({ kind: 'checking' });
    try {
      onFound(await lookUpDriverApplication(values));
    } catch (error) {
      const failure = error instanceof ApiError ? error : new ApiError(driverStatusMessages.notFound, null);
      if (Object.keys(failure.fieldErrors).length > 0) {
        setLookup({ kind: 'idle' });
        form.refuse(element, failure.fieldErrors);
      } else {
        setLookup({ kind: 'failed', message: failure.message });
      }
    }
  };

  return (
    <form
      className="card onboarding-form"
      {...postedProps}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby="status-form-title"
    >
      <h2 id="status-form-title">Find your application</h2>
      <PostedFormFields form="driver-status" />
      <ErrorSummary count={form.summaryCount} />
      <TextField
        label="Application reference"
        name="reference"
        required
        hint="As shown when you registered, e.g. CHD-7K3M-9QXP"
        autoComplete="off"
        autoCapitalize="characters"
        maxLength={REFERENCE_INPUT_MAX_LENGTH}
        value={values.reference}
        error={errors.reference}
        onChange={(value) => form.setValue('reference', value)}
      />
      <TextField
        label="Mobile number"
        name="contactNumber"
        required
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        hint="The number you registered with"
        maxLength={PHONE_INPUT_MAX_LENGTH}
        value={values.contactNumber}
        error={errors.contactNumber}
        onChange={(value) => form.setValue('contactNumber', readPhoneInput(value))}
      />
      {lookup.kind === 'checking' ? <LoadingState label="Finding your application..." /> : null}
      {lookup.kind === 'failed' ? <ErrorState message={lookup.message} /> : null}
      <button type="submit" className="button onboarding-form__submit" aria-disabled={lookup.kind === 'checking'}>
        {lookup.kind === 'checking' ? 'Checking...' : 'Check status'}
      </button>
    </form>
  );
}

function ApplicationStatus({
  result,
  uploaded,
  onUploaded,
  onLookUpAgain,
}: {
  result: DriverStatusResult;
  uploaded: boolean;
  onUploaded: (result: DriverStatusResult) => void;
  onLookUpAgain: () => void;
}) {
  const { application, token } = result;
  return (
    <section className="card onboarding-form" aria-labelledby="status-title">
      <h2 id="status-title">Hello {application.firstName}</h2>
      <p className="application-status">
        Status: <strong>{STATUS_LABELS[application.status]}</strong>
      </p>
      <p>{STATUS_EXPLANATIONS[application.status]}</p>
      {uploaded ? (
        <p className="form-message--success" role="status">
          {driverStatusMessages.uploaded}
        </p>
      ) : null}
      {application.documents.length === 0 ? (
        <EmptyState message="No documents are recorded for this application. Please call driver support." />
      ) : (
        <ul className="status-documents" aria-label="Your documents">
          {application.documents.map((document) => (
            <li key={document.documentType} className={`status-document status-document--${document.state}`}>
              <h3>{document.label}</h3>
              <p>{DOCUMENT_STATE_LABELS[document.resubmitted ? 'resubmitted' : document.state]}</p>
              {document.state === 'rejected' ? (
                <>
                  <p>
                    <strong>Why:</strong> {document.reason}
                  </p>
                  <p>
                    <strong>What to do:</strong> {document.whatToDo}
                  </p>
                  {application.status === 'rejected' ? null : (
                    <RejectedDocumentUpload token={token} document={document} onUploaded={onUploaded} />
                  )}
                </>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <p>
        <Link to="/drive_with_us/status" onClick={onLookUpAgain}>
          Look up another application
        </Link>
      </p>
    </section>
  );
}

/** Where a driver sees their application, by its reference and mobile number. */
export function DriverStatusPage() {
  const postedLookup = usePostedForm('driver-status');
  const postedUpload = usePostedForm('driver-document');
  const [result, setResult] = useState<DriverStatusResult | null>(() => readPostedResult(postedLookup?.answer ?? postedUpload?.answer));
  const [uploaded, setUploaded] = useState(() => readPostedResult(postedUpload?.answer) !== null);
  // an upload sent without scripts and refused: its message, and the lookup again (the page holds no status then)
  const uploadRefusal = postedUpload && !postedUpload.answer ? (postedUpload.errors.document ?? postedUpload.failure) : undefined;

  return (
    <PageRoot className="onboarding-page">
      <section className="section onboarding-hero" aria-labelledby="status-page-title">
        <div className="container">
          <h1 id="status-page-title">Your driver application</h1>
          <p className="section__lead">
            See where your registration stands and send again any document we could not accept. Not registered yet?{' '}
            <Link to="/drive_with_us">Register as a driver partner</Link>.
          </p>
        </div>
      </section>
      <section className="section section--surface">
        <div className="container onboarding-status">
          {result ? (
            <ApplicationStatus
              result={result}
              uploaded={uploaded}
              onUploaded={(next) => {
                setResult(next);
                setUploaded(true);
              }}
              onLookUpAgain={() => {
                setResult(null);
                setUploaded(false);
              }}
            />
          ) : (
            <LookupForm
              onFound={setResult}
              refusal={
                uploadRefusal === undefined || uploadRefusal === driverStatusMessages.lookupAgain
                  ? uploadRefusal
                  : `${uploadRefusal} ${driverStatusMessages.lookupAgain}`
              }
            />
          )}
        </div>
      </section>
    </PageRoot>
  );
}
