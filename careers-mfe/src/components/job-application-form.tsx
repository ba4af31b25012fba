import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { submitJobApplication } from '@chalein/shared/api/careers';
import { ApiError } from '@chalein/shared/api/client';
import { brand } from '@chalein/shared/lib/brand';
import {
  MAX_MESSAGE_LENGTH,
  MAX_TEXT_LENGTH,
  RESUME_MAX_BYTES,
  genderOptions,
  jobApplicationMessages,
  PHONE_INPUT_MAX_LENGTH,
  readPhoneInput,
  resumeMimeTypes,
  validateJobApplication,
  validateResumeFile,
  type JobApplicationInput,
} from '@chalein/shared/lib/validation';
import { FormField } from '@chalein/shared/ui/form-field';
import { ThankYouModal } from '@chalein/shared/ui/modal';

type TextFieldName = keyof JobApplicationInput;
type FieldName = TextFieldName | 'resume_cv' | 'consent';
type Errors = Partial<Record<FieldName, string>>;

type Status =
  | { kind: 'idle' }
  | { kind: 'invalid'; count: number }
  | { kind: 'submitting'; percent: number }
  | { kind: 'failed'; reason?: string }
  | { kind: 'success'; reference: string };

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

function formatFileSize(bytes: number): string {
  return bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

function pickFieldErrors(fieldErrors: Record<string, string>): Errors {
  const picked: Errors = {};
  for (const name of FIELD_NAMES) {
    const message = fieldErrors[name];
    if (message) picked[name] = message;
  }
  return picked;
}

function scrollToTop(): void {
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  try {
    window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
  } catch {
    // jsdom and very old browsers know only scrollTo(x, y)
    window.scrollTo(0, 0);
  }
}

/**
 * The application form of spec sections 3 and 5. Everything typed, and the chosen file, stay through every failure;
 * only a successful submission clears the form.
 */
export function JobApplicationForm({ jobId, jobTitle }: { jobId: string; jobTitle: string }) {
  const [values, setValues] = useState<JobApplicationInput>(emptyValues);
  const [resume, setResume] = useState<File | null>(null);
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const fileInputRef = useRef<HTMLInputElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const submitting = status.kind === 'submitting';

  const clearError = (name: FieldName) => setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));

  const setValue = (name: TextFieldName, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    clearError(name);
  };

  const onText = (name: TextFieldName) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
    setValue(name, event.target.value);

  const onResume = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    setResume(file);
    // a wrong file is named at once, not only on submit; a right one clears the old message
    setErrors((current) => ({ ...current, resume_cv: file ? checkResumeFile(file) : undefined }));
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const found: Errors = { ...validateJobApplication(values), resume_cv: checkResumeFile(resume) };
    if (!consent) found.consent = jobApplicationMessages.consentRequired;
    const count = Object.values(found).filter(Boolean).length;
    if (count > 0 || !resume) {
      setErrors(found);
      setStatus({ kind: 'invalid', count });
      // spec section 4: validation errors scroll the page to the top, where the summary names them
      scrollToTop();
      summaryRef.current?.focus({ preventScroll: true });
      return;
    }

    setErrors({});
    setStatus({ kind: 'submitting', percent: 0 });
    try {
      const receipt = await submitJobApplication(
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
        resume,
        (fraction) => setStatus({ kind: 'submitting', percent: Math.min(100, Math.round(fraction * 100)) }),
      );
      setValues(emptyValues);
      setResume(null);
      setConsent(false);
      if (fileInputRef.current) fileInputRef.current.value = '';
      setStatus({ kind: 'success', reference: receipt.reference });
    } catch (error) {
      // the server checks the same rules: its field messages go beside the fields, and nothing typed is lost
      const apiError = error instanceof ApiError ? error : null;
      const serverErrors = pickFieldErrors(apiError?.fieldErrors ?? {});
      setErrors(serverErrors);
      const count = Object.values(serverErrors).filter(Boolean).length;
      if (count > 0) {
        // a refused file or field is said at the field, named by the summary; the generic failure would only confuse
        setStatus({ kind: 'invalid', count });
        scrollToTop();
        summaryRef.current?.focus({ preventScroll: true });
        return;
      }
      setStatus({ kind: 'failed', reason: apiError?.message });
    }
  }

  return (
    <>
      <form className="job-form card" onSubmit={onSubmit} noValidate aria-labelledby="job-form-title">
        <h2 id="job-form-title" className="job-form__title">
          Your application
        </h2>
        <p className="job-form__intro">
          Fields marked <span aria-hidden="true">*</span>
          <span className="visually-hidden">required</span> are required.
        </p>

        <div ref={summaryRef} tabIndex={-1} className="job-form__summary-anchor">
          {status.kind === 'invalid' ? (
            <p className="job-form__alert" role="alert">
              {status.count === 1
                ? 'Please correct the highlighted field below.'
                : `Please correct the ${status.count} highlighted fields below.`}
            </p>
          ) : null}
        </div>

        <fieldset className="job-form__fields" disabled={submitting}>
          <legend className="visually-hidden">Application for {jobTitle}</legend>
          <div className="job-form__grid">
            <FormField label="Name" required error={errors.name}>
              {({ id, describedBy, invalid }) => (
                <input
                  id={id}
                  name="name"
                  type="text"
                  autoComplete="name"
                  maxLength={MAX_TEXT_LENGTH}
                  value={values.name}
                  onChange={onText('name')}
                  aria-invalid={invalid}
                  aria-describedby={describedBy}
                  aria-required="true"
                />
              )}
            </FormField>

            <FormField label="Gender" required error={errors.gender}>
              {({ id, describedBy, invalid }) => (
                <select
                  id={id}
                  name="gender"
                  value={values.gender}
                  onChange={onText('gender')}
                  aria-invalid={invalid}
                  aria-describedby={describedBy}
                  aria-required="true"
                >
                  <option value="">Select gender</option>
                  {genderOptions.map((option) => (
                    <option key={option} value={option}>
                      {option}
                    </option>
                  ))}
                </select>
              )}
            </FormField>

            <FormField label="Contact number" required error={errors.number} hint="10 digits, without +91 or a leading 0.">
              {({ id, describedBy, invalid }) => (
                <input
                  id={id}
                  name="number"
                  type="tel"
                  inputMode="tel"
                  autoComplete="tel-national"
                  maxLength={PHONE_INPUT_MAX_LENGTH}
                  value={values.number}
                  onChange={(event) => setValue('number', readPhoneInput(event.target.value))}
                  aria-invalid={invalid}
                  aria-describedby={describedBy}
                  aria-required="true"
                />
              )}
            </FormField>

            <FormField label="Email" required error={errors.email}>
              {({ id, describedBy, invalid }) => (
                <input
                  id={id}
                  name="email"
                  type="email"
                  autoComplete="email"
                  maxLength={254}
                  value={values.email}
                  onChange={onText('email')}
                  aria-invalid={invalid}
                  aria-describedby={describedBy}
                  aria-required="true"
                />
              )}
            </FormField>

            <FormField
              label="Current location"
              required
              error={errors.current_location}
              hint="Your area and city, e.g. Indiranagar, Bengaluru."
            >
              {({ id, describedBy, invalid }) => (
                <input
                  id={id}
                  name="current_location"
                  type="text"
                  autoComplete="address-level2"
                  maxLength={MAX_TEXT_LENGTH}
                  value={values.current_location}
                  onChange={onText('current_location')}
                  aria-invalid={invalid}
                  aria-describedby={describedBy}
                  aria-required="true"
                />
              )}
            </FormField>

            <fieldset
              className={errors.prior_experience ? 'field job-form__choices field--invalid' : 'field job-form__choices'}
              aria-describedby={errors.prior_experience ? 'prior-experience-error' : undefined}
            >
              <legend className="field__label">
                Do you have prior experience in this kind of role?<span aria-hidden="true"> *</span>
              </legend>
              <div className="job-form__options">
                {[
                  { value: '1', label: 'Yes' },
                  { value: '0', label: 'No' },
                ].map((option) => (
                  <label key={option.value} className="job-form__choice">
                    <input
                      type="radio"
                      name="prior_experience"
                      value={option.value}
                      checked={values.prior_experience === option.value}
                      onChange={onText('prior_experience')}
                      aria-invalid={Boolean(errors.prior_experience)}
                    />
                    {option.label}
                  </label>
                ))}
              </div>
              {errors.prior_experience ? (
                <p id="prior-experience-error" className="field__error" role="alert">
                  {errors.prior_experience}
                </p>
              ) : null}
            </fieldset>
          </div>

          <FormField
            label="Resume"
            required
            error={errors.resume_cv}
            hint={
              resume
                ? `Chosen: ${resume.name} (${formatFileSize(resume.size)})`
                : `PDF, DOC or DOCX, up to ${RESUME_MAX_BYTES / (1024 * 1024)} MB.`
            }
          >
            {({ id, describedBy, invalid }) => (
              <input
                id={id}
                ref={fileInputRef}
                name="resume_cv"
                type="file"
                accept={['.pdf', '.doc', '.docx', ...resumeMimeTypes].join(',')}
                onChange={onResume}
                aria-invalid={invalid}
                aria-describedby={describedBy}
                aria-required="true"
              />
            )}
          </FormField>

          <FormField
            label="Additional information (optional)"
            error={errors.additional_information}
            hint="Anything else you would like us to know."
          >
            {({ id, describedBy, invalid }) => (
              <textarea
                id={id}
                name="additional_information"
                rows={4}
                maxLength={MAX_MESSAGE_LENGTH}
                value={values.additional_information}
                onChange={onText('additional_information')}
                aria-invalid={invalid}
                aria-describedby={describedBy}
              />
            )}
          </FormField>

          <fieldset className="job-form__reference">
            <legend className="field__label">Reference person (optional)</legend>
            <p className="field__hint">Someone who has worked with you and agreed to be contacted.</p>
            <div className="job-form__grid">
              <FormField label="Reference person's name" error={errors.reference_person_name}>
                {({ id, describedBy, invalid }) => (
                  <input
                    id={id}
                    name="reference_person_name"
                    type="text"
                    autoComplete="off"
                    maxLength={MAX_TEXT_LENGTH}
                    value={values.reference_person_name}
                    onChange={onText('reference_person_name')}
                    aria-invalid={invalid}
                    aria-describedby={describedBy}
                  />
                )}
              </FormField>
              <FormField label="Reference person's email" error={errors.reference_person_email}>
                {({ id, describedBy, invalid }) => (
                  <input
                    id={id}
                    name="reference_person_email"
                    type="email"
                    autoComplete="off"
                    maxLength={254}
                    value={values.reference_person_email}
                    onChange={onText('reference_person_email')}
                    aria-invalid={invalid}
                    aria-describedby={describedBy}
                  />
                )}
              </FormField>
            </div>
          </fieldset>

          <div className="job-form__consent">
            <p className="job-form__consent-text">
              <strong>What we collect and why.</strong> We collect your name, gender, contact number, email, location, experience, any
              reference you name, and your resume, only to assess your application for this role and to contact you about it. Your resume is
              stored privately and seen only by our hiring team. We keep applications for 12 months; write to{' '}
              <a href={`mailto:${brand.careersEmail}`}>{brand.careersEmail}</a> to see, correct or delete yours.
            </p>
            <div className={errors.consent ? 'field field--invalid job-form__consent-field' : 'field job-form__consent-field'}>
              <label className="job-form__choice">
                <input
                  type="checkbox"
                  name="consent"
                  checked={consent}
                  onChange={(event) => {
                    setConsent(event.target.checked);
                    clearError('consent');
                  }}
                  aria-invalid={Boolean(errors.consent)}
                  aria-describedby={errors.consent ? 'consent-error' : undefined}
                />
                I agree that {brand.productName} may use these details and my resume to consider my application.
              </label>
              {errors.consent ? (
                <p id="consent-error" className="field__error" role="alert">
                  {errors.consent}
                </p>
              ) : null}
            </div>
          </div>
        </fieldset>

        {status.kind === 'failed' ? (
          <div className="job-form__alert" role="alert">
            <p>{jobApplicationMessages.failure}</p>
            {status.reason ? <p>{status.reason}</p> : null}
          </div>
        ) : null}

        {status.kind === 'submitting' ? (
          <div className="job-form__progress" role="status" aria-live="polite">
            <progress max={100} value={status.percent} aria-label="Upload progress" />
            <span>Uploading your application... {status.percent}%</span>
          </div>
        ) : null}

        <div className="job-form__actions">
          <button type="submit" className="button" disabled={submitting}>
            {submitting ? 'Submitting...' : 'Submit application'}
          </button>
        </div>
      </form>

      {status.kind === 'success' ? (
        <ThankYouModal message={jobApplicationMessages.success} reference={status.reference} onClose={() => setStatus({ kind: 'idle' })} />
      ) : null}
    </>
  );
}
