import { useCallback, useRef, useState, type FormEvent } from 'react';
import { ApiError } from '@chalein/shared/api/client';
import { submitDriverRegistrationDocuments, validateDriverMobile } from '@chalein/shared/api/onboarding';
import type { StateCityMapping } from '@chalein/shared/api/types';
import { useFormState } from '@chalein/shared/lib/use-form';
import { hasErrors, checkIndianMobile, normaliseIndianMobile } from '@chalein/shared/lib/validation/common';
import {
  driverDocumentFields,
  driverMessages,
  driverRegistrationMessages,
  validateDocumentFile,
  type DriverDocumentField,
  type DriverInput,
} from '@chalein/shared/lib/validation/driver-registration';
import type { MobileCheckStatus } from '../components/personal-details-section';
import {
  buildRegistrationDocuments,
  buildRegistrationFields,
  emptyDriver,
  pickRegistrationErrors,
  validateRegistration,
  type ChosenDocuments,
  type RegistrationField,
} from './driver-registration-form';
import { readPreviewUrl } from './document-preview';
import { downscaleImage } from './image-downscale';

interface MobileCheck {
  /** the number the check was for; a result for another number is stale */
  number: string;
  status: MobileCheckStatus | 'refused';
  message?: string;
}

const idleMobileCheck: MobileCheck = { number: '', status: 'idle' };

/**
 * The driver registration form's state, checks and submission: the values, the chosen documents (downscaled photos
 * prepared in the background), the server's check of the mobile number when it is left, and the upload.
 * `mapping` is the states and cities, null while they are not loaded.
 */
export function useDriverRegistration(mapping: StateCityMapping | null) {
  const form = useFormState<keyof DriverInput, RegistrationField>(emptyDriver);
  const { values, setErrors, clearError } = form;
  const [documents, setDocuments] = useState<ChosenDocuments>({});
  const [preparing, setPreparing] = useState<ReadonlySet<DriverDocumentField>>(new Set());
  const [consent, setConsentValue] = useState(false);
  const [mobileCheck, setMobileCheck] = useState<MobileCheck>(idleMobileCheck);
  const [submitting, setSubmitting] = useState(false);
  const [progress, setProgress] = useState(0);
  const [failed, setFailed] = useState(false);
  const [reference, setReference] = useState<string | null>(null);
  // file inputs cannot be emptied by React; a new key after success gives the documents section fresh ones
  const [formKey, setFormKey] = useState(0);

  // the latest documents and the photos still being prepared, read by a submit that waited for them
  const documentsRef = useRef<ChosenDocuments>({});
  const pendingRef = useRef(new Map<DriverDocumentField, Promise<void>>());
  // increases on every choice of a document and every reset, so a late result of an older choice is dropped
  const choiceTicketRef = useRef(new Map<DriverDocumentField, number>());
  const mobileTicketRef = useRef(0);

  const { setValue } = form;
  const onChange = useCallback(
    (field: keyof DriverInput, value: string) => {
      // editing a field clears its error
      setValue(field, value);
      if (field === 'stateId') {
        // a new state empties the city: the old one belongs to another state's list
        if (value !== values.stateId) setValue('cityId', '');
        else clearError('cityId');
      }
      if (field === 'contactNumber') {
        // a check still under way is for the number as it was: its answer must not land on the new one
        mobileTicketRef.current += 1;
        setMobileCheck(idleMobileCheck);
      }
    },
    [setValue, clearError, values.stateId],
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

  const chooseDocument = (field: DriverDocumentField, chosenFile: File) => {
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

  const setConsent = (checked: boolean) => {
    setConsentValue(checked);
    clearError('consent');
  };

  const resetForm = () => {
    form.reset();
    documentsRef.current = {};
    setDocuments({});
    for (const field of driverDocumentFields) choiceTicketRef.current.set(field, (choiceTicketRef.current.get(field) ?? 0) + 1);
    pendingRef.current.clear();
    setPreparing(new Set());
    setConsentValue(false);
    setMobileCheck(idleMobileCheck);
    mobileTicketRef.current += 1;
    setFormKey((key) => key + 1);
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    // read now: React lets go of the event's target once the handler has awaited
    const formElement = event.currentTarget;
    setFailed(false);
    // photos still being made smaller are waited for, so what is checked is what is sent
    await Promise.all(pendingRef.current.values());
    const chosen = documentsRef.current;
    const found = validateRegistration(values, chosen, consent, mapping);
    if (mobileCheck.status === 'refused' && mobileCheck.number === values.contactNumber && !found.contactNumber) {
      found.contactNumber = mobileCheck.message;
    }
    if (hasErrors(found)) {
      form.refuse(formElement, found);
      return;
    }
    setSubmitting(true);
    setProgress(0);
    try {
      const receipt = await submitDriverRegistrationDocuments(
        buildRegistrationFields(values, mapping),
        buildRegistrationDocuments(chosen),
        setProgress,
      );
      setReference(receipt.reference);
      resetForm();
    } catch (error) {
      // everything typed and chosen stays; the server's field messages show at their fields, and only a failure
      // that names no field gets the generic message
      const fieldErrors = error instanceof ApiError ? pickRegistrationErrors(error.fieldErrors) : {};
      if (hasErrors(fieldErrors)) form.refuse(formElement, fieldErrors);
      else setFailed(true);
    } finally {
      setSubmitting(false);
    }
  };

  return {
    values,
    errors: form.errors,
    summaryCount: form.summaryCount,
    onChange,
    onBlur: (field: keyof DriverInput) => void onBlur(field),
    // a refused number is said as an error, not as the field's status
    mobileCheck:
      mobileCheck.status === 'refused' ? { status: 'idle' as const } : { status: mobileCheck.status, message: mobileCheck.message },
    documents,
    preparing,
    chooseDocument,
    formKey,
    consent,
    setConsent,
    submitting,
    progress,
    failed,
    reference,
    closeConfirmation: () => setReference(null),
    handleSubmit,
  };
}
