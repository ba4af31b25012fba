import { useCallback, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { submitJobApplication } from '@chalein/shared/api/careers';
import { useFormState } from '@chalein/shared/lib/use-form';
import { usePostedForm } from '@chalein/shared/lib/posted-form';
import { useUploadSubmission } from '@chalein/shared/lib/use-upload-submission';
import type { FieldErrors } from '@chalein/shared/lib/validation/common';
import {
  jobApplicationMessages,
  resumeMimeTypes,
  validateJobApplication,
  validateResumeFile,
  type JobApplicationInput,
} from '@chalein/shared/lib/validation/job-application';

export type TextFieldName = keyof JobApplicationInput;
export type FieldName = TextFieldName | 'resume_cv' | 'consent';

/** What a group of the form's text fields gets from the form: the answers, their errors and how to change one. */
export interface JobFieldsProps {
  values: JobApplicationInput;
  errors: FieldErrors<FieldName>;
  setValue: (name: TextFieldName, value: string) => void;
}

const emptyValues: JobApplicationInput = {
  name: '',
  gender: '',
  current_location: '',
  number: '',
  email: '',
  additional_information: '',
  prior_experience: '',
  reference_person_name: '',
  reference_person_email: '',
};

const FIELD_NAMES: readonly FieldName[] = [...(Object.keys(emptyValues) as TextFieldName[]), 'resume_cv', 'consent'];

// Some systems (Windows without Office, many Android file pickers) give .doc and .docx files no type at all, or the
// catch-all application/octet-stream; the extension then stands in for it here. The server checks the bytes
// whatever the browser says.
const TYPE_BY_EXTENSION: Readonly<Record<string, (typeof resumeMimeTypes)[number]>> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

function readResumeType(file: File): string {
  if (file.type && file.type !== 'application/octet-stream') return file.type;
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return TYPE_BY_EXTENSION[extension] ?? '';
}

export function checkResumeFile(file: File | null): string | undefined {
  return validateResumeFile(file && { type: readResumeType(file), size: file.size });
}

function pickFieldErrors(fieldErrors: Readonly<Record<string, string>>): FieldErrors<FieldName> {
  const picked: FieldErrors<FieldName> = {};
  for (const name of FIELD_NAMES) {
    const message = fieldErrors[name];
    if (message) picked[name] = message;
  }
  return picked;
}

/**
 * The state, checks and submission of the job application. Everything typed, and the chosen
 * file, stay through every failure; only a successful submission clears the form.
 */
export function useJobApplication(jobId: string) {
  const form = useFormState<TextFieldName, FieldName>(emptyValues, 'job-application');
  // the server's answer to a post without scripts (docs/decisions/0036-forms-without-javascript.md)
  const posted = usePostedForm('job-application');
  const [resume, setResume] = useState<File | null>(null);
  const [consent, setConsentValue] = useState(posted?.values.consent === 'on');
  const fileInputRef = useRef<HTMLInputElement>(null);
  const { values, setErrors, refuse } = form;
  const upload = useUploadSubmission<FieldName>({ postedFailure: posted?.failure, pickFieldErrors, refuse, setErrors });
  const { keys } = upload;
  const { setValue: setFormValue } = form;

  // what the visitor changes makes the next send another submission, with a key of its own
  const setValue = useCallback(
    (name: TextFieldName, value: string) => {
      keys.renewKey();
      setFormValue(name, value);
    },
    [keys, setFormValue],
  );

  const chooseResume = (event: ChangeEvent<HTMLInputElement>) => {
    keys.renewKey();
    const file = event.target.files?.[0] ?? null;
    setResume(file);
    // a wrong file is named at once, not only on submit; a right one clears the old message
    setErrors((current) => ({ ...current, resume_cv: file ? checkResumeFile(file) : undefined }));
  };

  const setConsent = (checked: boolean) => {
    keys.renewKey();
    setConsentValue(checked);
    form.clearError('consent');
  };

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await upload.submit(event.currentTarget, {
      check: () => {
        const found: FieldErrors<FieldName> = { ...validateJobApplication(values), resume_cv: checkResumeFile(resume) };
        if (!consent) found.consent = jobApplicationMessages.consentRequired;
        return found;
      },
      send: (onProgress, idempotencyKey) =>
        submitJobApplication(
          {
            name: values.name.trim(),
            gender: values.gender,
            current_location: values.current_location.trim(),
            number: values.number,
            email: values.email.trim(),
            additional_information: values.additional_information.trim(),
            prior_experience: values.prior_experience === '1' ? '1' : '0',
            reference_person_name: values.reference_person_name.trim(),
            reference_person_email: values.reference_person_email.trim(),
            jobId,
            consent: '1',
          },
          // the check refuses a submit without a resume, so there is one by now
          resume as File,
          onProgress,
          idempotencyKey,
        ),
      clear: () => {
        form.reset();
        setResume(null);
        setConsentValue(false);
        if (fileInputRef.current) fileInputRef.current.value = '';
      },
    });
  }

  return {
    ...form,
    setValue,
    resume,
    chooseResume,
    fileInputRef,
    consent,
    setConsent,
    status: upload.status,
    handleSubmit,
    closeConfirmation: upload.closeConfirmation,
  };
}
