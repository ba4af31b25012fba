import { useState, type FormEvent } from 'react';
import { Trans } from 'react-i18next';
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
import { useOnboardingTexts } from '../lib/onboarding-texts';
import { useDocumentName } from '../lib/use-document-name';
import '../styles/onboarding.css';
import { useValidationMessage } from '@chalein/shared/lib/i18n/use-validation-texts';

// /drive_with_us/status: a driver enters the reference and mobile number of their registration and sees where it
// stands, each document's state, and for a rejected one why and what to do, with its upload
// (docs/decisions/0046-driver-status-page.md). The answer is one person's: the server never caches the page, and
// without scripts it answers the form's post with this page, the status in it.

// each status and document state by its key in the 'onboarding' namespace
const STATUS_LABEL_KEYS = {
  submitted: 'statusPage.statuses.submitted',
  under_review: 'statusPage.statuses.under_review',
  action_needed: 'statusPage.statuses.action_needed',
  approved: 'statusPage.statuses.approved',
  rejected: 'statusPage.statuses.rejected',
} as const satisfies Readonly<Record<DriverApplication['status'], string>>;

const STATUS_EXPLANATION_KEYS = {
  submitted: 'statusPage.explanations.submitted',
  under_review: 'statusPage.explanations.under_review',
  action_needed: 'statusPage.explanations.action_needed',
  approved: 'statusPage.explanations.approved',
  rejected: 'statusPage.explanations.rejected',
} as const satisfies Readonly<Record<DriverApplication['status'], string>>;

const DOCUMENT_STATE_KEYS = {
  pending: 'statusPage.documentStates.pending',
  resubmitted: 'statusPage.documentStates.resubmitted',
  approved: 'statusPage.documentStates.approved',
  rejected: 'statusPage.documentStates.rejected',
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
  const { t } = useOnboardingTexts();
  const translateMessage = useValidationMessage();
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
      <h2 id="status-form-title">{t('statusPage.lookup.heading')}</h2>
      <PostedFormFields form="driver-status" />
      <ErrorSummary count={form.summaryCount} />
      <TextField
        label={t('statusPage.lookup.reference')}
        name="reference"
        required
        hint={t('statusPage.lookup.referenceHint')}
        autoComplete="off"
        autoCapitalize="characters"
        maxLength={REFERENCE_INPUT_MAX_LENGTH}
        value={values.reference}
        error={errors.reference}
        onChange={(value) => form.setValue('reference', value)}
      />
      <TextField
        label={t('statusPage.lookup.mobileNumber')}
        name="contactNumber"
        required
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        hint={t('statusPage.lookup.mobileNumberHint')}
        maxLength={PHONE_INPUT_MAX_LENGTH}
        value={values.contactNumber}
        error={errors.contactNumber}
        onChange={(value) => form.setValue('contactNumber', readPhoneInput(value))}
      />
      {lookup.kind === 'checking' ? <LoadingState label={t('statusPage.lookup.finding')} /> : null}
      {lookup.kind === 'failed' ? <ErrorState message={translateMessage(lookup.message)} /> : null}
      <button type="submit" className="button onboarding-form__submit" aria-disabled={lookup.kind === 'checking'}>
        {lookup.kind === 'checking' ? t('statusPage.lookup.checking') : t('statusPage.lookup.submit')}
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
  const { t } = useOnboardingTexts();
  // shown as the page renders after an upload sent without scripts, so the server writes it out
  const translateMessage = useValidationMessage({ suspend: uploaded });
  const nameDocument = useDocumentName();
  const { application, token } = result;
  return (
    <section className="card onboarding-form" aria-labelledby="status-title">
      <h2 id="status-title">{t('statusPage.greeting', { firstName: application.firstName })}</h2>
      <p className="application-status">
        <Trans
          t={t}
          i18nKey="statusPage.status"
          values={{ status: t(STATUS_LABEL_KEYS[application.status]) }}
          components={{ strong: <strong /> }}
        />
      </p>
      <p>{t(STATUS_EXPLANATION_KEYS[application.status], { productName: brand.productName, supportPhone: brand.supportPhone })}</p>
      {uploaded ? (
        <p className="form-message--success" role="status">
          {translateMessage(driverStatusMessages.uploaded)}
        </p>
      ) : null}
      {application.documents.length === 0 ? (
        <EmptyState message={t('statusPage.noDocuments')} />
      ) : (
        <ul className="status-documents" aria-label={t('statusPage.documentsLabel')}>
          {application.documents.map((document) => (
            <li key={document.documentType} className={`status-document status-document--${document.state}`}>
              <h3>{nameDocument(document)}</h3>
              <p>{t(DOCUMENT_STATE_KEYS[document.resubmitted ? 'resubmitted' : document.state])}</p>
              {document.state === 'rejected' ? (
                <>
                  <p>
                    <Trans t={t} i18nKey="statusPage.why" values={{ reason: document.reason }} components={{ strong: <strong /> }} />
                  </p>
                  <p>
                    <Trans
                      t={t}
                      i18nKey="statusPage.whatToDo"
                      values={{ whatToDo: document.whatToDo }}
                      components={{ strong: <strong /> }}
                    />
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
          {t('statusPage.lookUpAgain')}
        </Link>
      </p>
    </section>
  );
}

/** Where a driver sees their application, by its reference and mobile number. */
export function DriverStatusPage() {
  const { t } = useOnboardingTexts();
  const postedLookup = usePostedForm('driver-status');
  const postedUpload = usePostedForm('driver-document');
  const [result, setResult] = useState<DriverStatusResult | null>(() => readPostedResult(postedLookup?.answer ?? postedUpload?.answer));
  const [uploaded, setUploaded] = useState(() => readPostedResult(postedUpload?.answer) !== null);
  // an upload sent without scripts and refused: its message, and the lookup again (the page holds no status then)
  const uploadRefusal = postedUpload && !postedUpload.answer ? (postedUpload.errors.document ?? postedUpload.failure) : undefined;
  // the refusal is the server's text, in the page's language: so is what it is compared with and followed by
  const translateMessage = useValidationMessage({ suspend: uploadRefusal !== undefined });
  const lookupAgain = translateMessage(driverStatusMessages.lookupAgain);

  return (
    <PageRoot className="onboarding-page">
      <section className="section onboarding-hero" aria-labelledby="status-page-title">
        <div className="container">
          <h1 id="status-page-title">{t('statusPage.heading')}</h1>
          <p className="section__lead">
            <Trans t={t} i18nKey="statusPage.lead" components={{ registerLink: <Link to="/drive_with_us" /> }} />
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
              refusal={uploadRefusal === undefined || uploadRefusal === lookupAgain ? uploadRefusal : `${uploadRefusal} ${lookupAgain}`}
            />
          )}
        </div>
      </section>
    </PageRoot>
  );
}
