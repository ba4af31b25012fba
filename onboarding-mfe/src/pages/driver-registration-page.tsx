import { useCallback, useRef, useState, type FormEvent } from 'react';
import { ApiError } from '@chalein/shared/api/client';
import { getStateCityMapping, submitDriverRegistrationDocuments, validateDriverMobile } from '@chalein/shared/api/onboarding';
import { brand } from '@chalein/shared/lib/brand';
import { useAsyncData } from '@chalein/shared/lib/use-async-data';
import {
  driverDocumentFields,
  driverMessages,
  driverRegistrationMessages,
  hasErrors,
  checkIndianMobile,
  normaliseIndianMobile,
  validateDocumentFile,
  type DriverDocumentField,
  type DriverInput,
} from '@chalein/shared/lib/validation';
import { ThankYouModal } from '@chalein/shared/ui/modal';
import { PageRoot } from '@chalein/shared/ui/page-root';
import { AddressSection, type MappingState } from '../components/address-section';
import { BankDetailsSection } from '../components/bank-details-section';
import { ConsentSection } from '../components/consent-section';
import { DocumentsSection } from '../components/documents-section';
import { LicenceSection } from '../components/licence-section';
import { PersonalDetailsSection, type MobileCheckStatus } from '../components/personal-details-section';
import { UploadProgress } from '../components/upload-progress';
import { VehicleSection } from '../components/vehicle-section';
import {
  buildRegistrationDocuments,
  buildRegistrationFields,
  emptyDriver,
  pickRegistrationErrors,
  validateRegistration,
  type ChosenDocuments,
  type RegistrationErrors,
  type RegistrationField,
} from '../lib/driver-registration-form';
import { readPreviewUrl } from '../lib/document-preview';
import { downscaleImage } from '../lib/image-downscale';
import '../styles/onboarding.css';

const documentsNeeded = [
  'Aadhaar card, front and back (masked Aadhaar preferred)',
  'Driving licence, front and back',
  'Vehicle registration certificate',
  'Vehicle insurance',
  'A cheque book page and a cancelled cheque for payouts',
];

interface MobileCheck {
  /** the number the check was for; a result for another number is stale */
  number: string;
  status: MobileCheckStatus | 'refused';
  message?: string;
}

const idleMobileCheck: MobileCheck = { number: '', status: 'idle' };

export function DriverRegistrationPage() {
  const mappingLoad = useAsyncData(getStateCityMapping, 'state-city-mapping');
  const mapping: MappingState =
    mappingLoad.status === 'success'
      ? { status: 'success', data: mappingLoad.data }
      : mappingLoad.status === 'error'
        ? { status: 'error', retry: mappingLoad.reload }
        : { status: 'loading' };
  const mappingData = mappingLoad.status === 'success' ? mappingLoad.data : null;

  const [values, setValues] = useState<DriverInput>(emptyDriver);
  const [documents, setDocuments] = useState<ChosenDocuments>({});
  const [preparing, setPreparing] = useState<ReadonlySet<DriverDocumentField>>(new Set());
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<RegistrationErrors>({});
  const [mobileCheck, setMobileCheck] = useState<MobileCheck>(idleMobileCheck);
  const [submitting, setSubmitting] = useState(false);
  const [progress, setProgress] = useState(0);
  const [failed, setFailed] = useState(false);
  const [reference, setReference] = useState<string | null>(null);
  // file inputs cannot be emptied by React; a new key after success gives the documents section fresh ones
  const [formKey, setFormKey] = useState(0);

  const summaryRef = useRef<HTMLDivElement>(null);
  const [summaryShown, setSummaryShown] = useState(false);
  // the latest documents and the photos still being prepared, read by a submit that waited for them
  const documentsRef = useRef<ChosenDocuments>({});
  const pendingRef = useRef(new Map<DriverDocumentField, Promise<void>>());
  // increases on every choice of a document and every reset, so a late result of an older choice is dropped
  const choiceTicketRef = useRef(new Map<DriverDocumentField, number>());
  const mobileTicketRef = useRef(0);

  const clearError = useCallback((field: RegistrationField) => {
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  }, []);

  const onChange = useCallback(
    (field: keyof DriverInput, value: string) => {
      setValues((current) => {
        const next = { ...current, [field]: value };
        // a new state empties the city: the old one belongs to another state's list
        if (field === 'stateId' && value !== current.stateId) next.cityId = '';
        return next;
      });
      // editing a field clears its error
      clearError(field);
      if (field === 'stateId') clearError('cityId');
      if (field === 'contactNumber') {
        // a check still under way is for the number as it was: its answer must not land on the new one
        mobileTicketRef.current += 1;
        setMobileCheck(idleMobileCheck);
      }
    },
    [clearError],
  );

  const onBlur = async (field: keyof DriverInput) => {
    if (field !== 'contactNumber') return;
    const number = normaliseIndianMobile(values.contactNumber);
    if (number === '' || number === mobileCheck.number) return;
    const invalid = checkIndianMobile(number, {
      required: driverMessages.contactNumberRequired,
      invalid: driverMessages.contactNumberInvalid,
    });
    if (invalid) {
      setErrors((current) => ({ ...current, contactNumber: invalid }));
      return;
    }
    const ticket = ++mobileTicketRef.current;
    setMobileCheck({ number, status: 'checking' });
    try {
      const result = await validateDriverMobile(number);
      if (ticket !== mobileTicketRef.current) return;
      if (result.success) {
        setMobileCheck({ number, status: 'available', message: result.message ?? driverRegistrationMessages.mobileAvailable });
      } else {
        const message = result.message ?? driverRegistrationMessages.mobileRegistered;
        // Only "already registered" holds the submit back (it would upload eight files to be refused). Any other
        // refusal, such as too many requests from a shared mobile-network address, is shown but not kept: the
        // next blur asks again, and the server checks the number again on submit.
        const registered = message === driverRegistrationMessages.mobileRegistered;
        setMobileCheck(registered ? { number, status: 'refused', message } : idleMobileCheck);
        setErrors((current) => ({ ...current, contactNumber: message }));
      }
    } catch {
      if (ticket !== mobileTicketRef.current) return;
      // the server will check again on submit; the driver is told this check did not happen
      setMobileCheck(idleMobileCheck);
      setErrors((current) => ({ ...current, contactNumber: driverMessages.mobileCheckFailed }));
    }
  };

  const updateDocuments = (update: (current: ChosenDocuments) => ChosenDocuments) => {
    documentsRef.current = update(documentsRef.current);
    setDocuments(documentsRef.current);
  };

  const setPreparingField = (field: DriverDocumentField, on: boolean) =>
    setPreparing((current) => {
      const next = new Set(current);
      if (on) next.add(field);
      else next.delete(field);
      return next;
    });

  const onChooseDocument = (field: DriverDocumentField, chosenFile: File) => {
    const ticket = (choiceTicketRef.current.get(field) ?? 0) + 1;
    choiceTicketRef.current.set(field, ticket);
    clearError(field);
    setPreparingField(field, true);
    const work = (async () => {
      const file = await downscaleImage(chosenFile);
      const previewUrl = await readPreviewUrl(file);
      if (choiceTicketRef.current.get(field) !== ticket) return;
      updateDocuments((current) => ({ ...current, [field]: { file, originalSize: chosenFile.size, previewUrl } }));
      // the type and size rules apply to what will be uploaded, so a large photo made small enough passes
      const problem = validateDocumentFile(file);
      if (problem) setErrors((current) => ({ ...current, [field]: problem }));
    })().finally(() => {
      if (choiceTicketRef.current.get(field) !== ticket) return;
      pendingRef.current.delete(field);
      setPreparingField(field, false);
    });
    pendingRef.current.set(field, work);
  };

  const showErrors = (found: RegistrationErrors) => {
    setErrors(found);
    setSummaryShown(true);
    window.scrollTo(0, 0);
    // the summary takes focus (without scrolling away from the top) so a screen reader reads what to fix
    requestAnimationFrame(() => summaryRef.current?.focus({ preventScroll: true }));
  };

  const resetForm = () => {
    setValues(emptyDriver);
    documentsRef.current = {};
    setDocuments({});
    for (const field of driverDocumentFields) choiceTicketRef.current.set(field, (choiceTicketRef.current.get(field) ?? 0) + 1);
    pendingRef.current.clear();
    setPreparing(new Set());
    setConsent(false);
    setErrors({});
    setSummaryShown(false);
    setMobileCheck(idleMobileCheck);
    mobileTicketRef.current += 1;
    setFormKey((key) => key + 1);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    setFailed(false);
    // photos still being made smaller are waited for, so what is checked is what is sent
    await Promise.all(pendingRef.current.values());
    const chosen = documentsRef.current;
    const found = validateRegistration(values, chosen, consent, mappingData);
    if (mobileCheck.status === 'refused' && mobileCheck.number === values.contactNumber && !found.contactNumber) {
      found.contactNumber = mobileCheck.message;
    }
    if (hasErrors(found)) {
      showErrors(found);
      return;
    }
    setSubmitting(true);
    setProgress(0);
    try {
      const receipt = await submitDriverRegistrationDocuments(
        buildRegistrationFields(values, mappingData),
        buildRegistrationDocuments(chosen),
        setProgress,
      );
      setReference(receipt.reference);
      resetForm();
    } catch (error) {
      // everything typed and chosen stays; the server's field messages show at their fields, and only a failure
      // that names no field gets the generic message
      const fieldErrors = error instanceof ApiError ? pickRegistrationErrors(error.fieldErrors) : {};
      if (hasErrors(fieldErrors)) showErrors(fieldErrors);
      else setFailed(true);
    } finally {
      setSubmitting(false);
    }
  };

  // the summary above the form answers a submit; an error found on leaving a field shows only beside the field, so
  // it cannot push the form down under the pointer
  const errorCount = summaryShown ? Object.values(errors).filter(Boolean).length : 0;

  return (
    <PageRoot className="onboarding-page">
      <section className="section onboarding-hero" aria-labelledby="drive-title">
        <div className="container">
          <h1 id="drive-title">Drive with {brand.productName}</h1>
          <p className="section__lead">
            Earn on your own schedule with cab or porter trips across Bengaluru. Weekly payouts, zero commission on your first 50 rides, and
            a support desk that answers.
          </p>
        </div>
      </section>
      <section className="section section--surface" aria-labelledby="needed-title">
        <div className="container onboarding-layout">
          <div className="onboarding-aside">
            <h2 id="needed-title">What you will need</h2>
            <ul className="checklist">
              {documentsNeeded.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
            <p className="field__hint">Each document as a JPEG, PNG or PDF photo or scan.</p>
          </div>
          <form className="card onboarding-form" onSubmit={onSubmit} noValidate aria-labelledby="form-title">
            <h2 id="form-title">Register as a driver partner</h2>
            <p className="field__hint">Fields marked * are required.</p>
            <div
              ref={summaryRef}
              tabIndex={-1}
              className={errorCount > 0 ? 'error-summary' : undefined}
              role={errorCount > 0 ? 'alert' : undefined}
            >
              {errorCount > 0 ? (
                <p>
                  {errorCount === 1 ? 'Please correct the field marked below.' : `Please correct the ${errorCount} fields marked below.`}
                </p>
              ) : null}
            </div>
            <PersonalDetailsSection
              values={values}
              errors={errors}
              onChange={onChange}
              onBlur={(field) => void onBlur(field)}
              mobileCheck={
                mobileCheck.status === 'refused' ? { status: 'idle' } : { status: mobileCheck.status, message: mobileCheck.message }
              }
            />
            <AddressSection values={values} errors={errors} mapping={mapping} onChange={onChange} />
            <VehicleSection values={values} errors={errors} onChange={onChange} />
            <BankDetailsSection values={values} errors={errors} onChange={onChange} />
            <LicenceSection values={values} errors={errors} onChange={onChange} />
            <DocumentsSection key={formKey} documents={documents} preparing={preparing} errors={errors} onChoose={onChooseDocument} />
            <ConsentSection
              checked={consent}
              error={errors.consent}
              onChange={(checked) => {
                setConsent(checked);
                clearError('consent');
              }}
            />
            {submitting ? <UploadProgress fraction={progress} /> : null}
            {failed ? (
              <p className="form-alert" role="alert">
                {driverMessages.failure}
              </p>
            ) : null}
            {/* aria-disabled, not disabled: the button keeps focus, so focus returns to it when the Thank You modal closes */}
            <button type="submit" className="button onboarding-form__submit" aria-disabled={submitting}>
              {submitting ? 'Submitting...' : 'Submit'}
            </button>
          </form>
        </div>
      </section>
      {reference ? <ThankYouModal message={driverMessages.success} reference={reference} onClose={() => setReference(null)} /> : null}
    </PageRoot>
  );
}
