import { Trans } from 'react-i18next';
import { MAX_MESSAGE_LENGTH } from '@chalein/shared/lib/validation/common';
import { jobApplicationMessages } from '@chalein/shared/lib/validation/job-application';
import { useValidationMessage } from '@chalein/shared/lib/i18n/use-validation-texts';
import { ErrorSummary } from '@chalein/shared/ui/error-summary';
import { ThankYouModal } from '@chalein/shared/ui/modal';
import { TextField } from '@chalein/shared/ui/text-field';
import { usePostedForm } from '@chalein/shared/lib/posted-form';
import { FilesDroppedNote } from '@chalein/shared/ui/posted-form-fields';
import { PostedFormFields, PostedThankYou, usePostedFormProps } from '@chalein/shared/ui/posted-form-fields';
import { useCareersTexts } from '../lib/careers-texts';
import { useJobApplication } from '../lib/use-job-application';
import { ApplicantFields } from './applicant-fields';
import { ApplicationConsent } from './application-consent';
import { ReferencePersonFields } from './reference-person-fields';
import { ResumeField } from './resume-field';

/** The job application form; its state and submission live in useJobApplication. */
export function JobApplicationForm({ jobId, jobTitle }: { jobId: string; jobTitle: string }) {
  const { t } = useCareersTexts();
  const form = useJobApplication(jobId);
  const describeHighlightedFields = (count: number) => t('applicationForm.highlighted', { count });
  const translateMessage = useValidationMessage();
  const { values, errors, setValue, status } = form;
  const submitting = status.kind === 'submitting';
  const posted = usePostedForm('job-application');
  const postedProps = usePostedFormProps(true);

  return (
    <>
      <form className="job-form card" {...postedProps} onSubmit={form.handleSubmit} noValidate aria-labelledby="job-form-title">
        <h2 id="job-form-title" className="job-form__title">
          {t('applicationForm.title')}
        </h2>
        {posted?.sent ? <PostedThankYou message={jobApplicationMessages.success} reference={posted.sent.reference} /> : null}
        <PostedFormFields form="job-application" />
        <p className="job-form__intro">
          <Trans
            t={t}
            i18nKey="applicationForm.intro"
            components={{ star: <span aria-hidden="true" />, hidden: <span className="visually-hidden" /> }}
          />
        </p>

        <ErrorSummary count={form.summaryCount} describe={describeHighlightedFields} className="job-form__alert" />

        <fieldset className="job-form__fields" disabled={submitting}>
          <legend className="visually-hidden">{t('applicationForm.legend', { title: jobTitle })}</legend>
          <ApplicantFields values={values} errors={errors} setValue={setValue} />
          {posted?.filesDropped ? <FilesDroppedNote /> : null}
          <ResumeField resume={form.resume} error={errors.resume_cv} onChange={form.chooseResume} inputRef={form.fileInputRef} />
          <TextField
            label={t('applicationForm.additional')}
            error={errors.additional_information}
            hint={t('applicationForm.additionalHint')}
            multiline
            name="additional_information"
            rows={4}
            maxLength={MAX_MESSAGE_LENGTH}
            value={values.additional_information}
            onChange={(value) => setValue('additional_information', value)}
          />
          <ReferencePersonFields values={values} errors={errors} setValue={setValue} />
          <ApplicationConsent checked={form.consent} error={errors.consent} onChange={form.setConsent} />
        </fieldset>

        {status.kind === 'error' ? (
          <div className="job-form__alert" role="alert">
            <p>{translateMessage(jobApplicationMessages.failure)}</p>
            {status.reason ? <p>{status.reason}</p> : null}
          </div>
        ) : null}

        {status.kind === 'submitting' ? (
          <div className="job-form__progress" role="status" aria-live="polite">
            <progress max={100} value={status.percent} aria-label={t('applicationForm.uploadProgress')} />
            <span>{t('applicationForm.uploading', { percent: status.percent })}</span>
          </div>
        ) : null}

        <div className="job-form__actions">
          <button type="submit" className="button" disabled={submitting}>
            {submitting ? t('applicationForm.submitting') : t('applicationForm.submit')}
          </button>
        </div>
      </form>

      {status.kind === 'success' ? (
        <ThankYouModal message={jobApplicationMessages.success} reference={status.reference} onClose={form.closeConfirmation} />
      ) : null}
    </>
  );
}
