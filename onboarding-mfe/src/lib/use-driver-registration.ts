import { useCallback, useRef, useState, type FormEvent } from 'react';
import { submitDriverRegistrationDocuments, validateDriverMobile } from '@chalein/shared/api/onboarding';
import type { StateCityMapping } from '@chalein/shared/api/types';
import { useFormState } from '@chalein/shared/lib/use-form';
import { usePostedForm } from '@chalein/shared/lib/posted-form';
import { useUploadSubmission } from '@chalein/shared/lib/use-upload-submission';
import { checkIndianMobile, normaliseIndianMobile } from '@chalein/shared/lib/validation/common';
import { driverMessages, driverRegistrationMessages, type DriverInput } from '@chalein/shared/lib/validation/driver-registration';
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
import { useChosenDocuments } from './use-chosen-documents';

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
  const form = useFormState<keyof DriverInput, RegistrationField>(emptyDriver, 'driver-registration');
  const { values, setErrors, clearError } = form;
  // the server's answer to a post without scripts (docs/decisions/0036-forms-without-javascript.md)
  const posted = usePostedForm('driver-registration');
  const [consent, setConsentValue] = useState(posted?.values.consent === 'on');
  const [mobileCheck, setMobileCheck] = useState<MobileCheck>(idleMobileCheck);
  // file inputs cannot be emptied by React; a new key after success gives the documents section fresh ones
  const [formKey, setFormKey] = useState(0);

  const mobileTicketRef = useRef(0);

  const { setValue } = form;
  const upload = useUploadSubmission<RegistrationField>({
    postedFailure: posted?.failure,
    pickFieldErrors: pickRegistrationErrors,
    refuse: form.refuse,
    setErrors,
  });
  // one key per submission (docs/decisions/0035-idempotent-submissions.md): a change makes the next send another one
  const { keys } = upload;
  const onChange = useCallback(
    (field: keyof DriverInput, value: string) => {
      keys.renewKey();
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
    [keys, setValue, clearError, values.stateId],
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
        const registered = result.registered;
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

  const { documents, preparing, chooseDocument, readyDocuments, resetDocuments } = useChosenDocuments({
    onChosen: (field) => {
      keys.renewKey();
      clearError(field);
    },
    onProblem: (field, problem) => setErrors((current) => ({ ...current, [field]: problem })),
  });

  const setConsent = (checked: boolean) => {
    keys.renewKey();
    setConsentValue(checked);
    clearError('consent');
  };

  const resetForm = () => {
    form.reset();
    resetDocuments();
    setConsentValue(false);
    setMobileCheck(idleMobileCheck);
    mobileTicketRef.current += 1;
    setFormKey((key) => key + 1);
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // what is checked is what is sent
    let chosen: ChosenDocuments = {};
    await upload.submit(event.currentTarget, {
      check: async () => {
        chosen = await readyDocuments();
        const found = validateRegistration(values, chosen, consent, mapping);
        if (mobileCheck.status === 'refused' && mobileCheck.number === values.contactNumber && !found.contactNumber) {
          found.contactNumber = mobileCheck.message;
        }
        return found;
      },
      send: (onProgress, idempotencyKey) =>
        submitDriverRegistrationDocuments(
          buildRegistrationFields(values, mapping),
          buildRegistrationDocuments(chosen),
          onProgress,
          idempotencyKey,
        ),
      clear: resetForm,
    });
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
    status: upload.status,
    closeConfirmation: upload.closeConfirmation,
    handleSubmit,
  };
}
