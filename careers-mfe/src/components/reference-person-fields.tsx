import { MAX_TEXT_LENGTH } from '@chalein/shared/lib/validation/common';
import { TextField } from '@chalein/shared/ui/text-field';
import { useCareersTexts } from '../lib/careers-texts';
import type { JobFieldsProps } from '../lib/use-job-application';

/** The optional reference person: someone who has worked with the applicant and agreed to be contacted. */
export function ReferencePersonFields({ values, errors, setValue }: JobFieldsProps) {
  const { t } = useCareersTexts();
  return (
    <fieldset className="job-form__reference">
      <legend className="field__label">{t('referenceFields.legend')}</legend>
      <p className="field__hint">{t('referenceFields.hint')}</p>
      <div className="job-form__grid">
        <TextField
          label={t('referenceFields.name')}
          error={errors.reference_person_name}
          name="reference_person_name"
          type="text"
          autoComplete="off"
          maxLength={MAX_TEXT_LENGTH}
          value={values.reference_person_name}
          onChange={(value) => setValue('reference_person_name', value)}
        />
        <TextField
          label={t('referenceFields.email')}
          error={errors.reference_person_email}
          name="reference_person_email"
          type="email"
          autoComplete="off"
          maxLength={254}
          value={values.reference_person_email}
          onChange={(value) => setValue('reference_person_email', value)}
        />
      </div>
    </fieldset>
  );
}
