import { MAX_TEXT_LENGTH, type FieldErrors } from '@chalein/shared/lib/validation/common';
import type { JobApplicationInput } from '@chalein/shared/lib/validation/job-application';
import { TextField } from '@chalein/shared/ui/text-field';
import type { FieldName, TextFieldName } from '../lib/use-job-application';

interface Props {
  values: JobApplicationInput;
  errors: FieldErrors<FieldName>;
  setValue: (name: TextFieldName, value: string) => void;
}

/** The optional reference person: someone who has worked with the applicant and agreed to be contacted. */
export function ReferencePersonFields({ values, errors, setValue }: Props) {
  return (
    <fieldset className="job-form__reference">
      <legend className="field__label">Reference person (optional)</legend>
      <p className="field__hint">Someone who has worked with you and agreed to be contacted.</p>
      <div className="job-form__grid">
        <TextField
          label="Reference person's name"
          error={errors.reference_person_name}
          name="reference_person_name"
          type="text"
          autoComplete="off"
          maxLength={MAX_TEXT_LENGTH}
          value={values.reference_person_name}
          onChange={(value) => setValue('reference_person_name', value)}
        />
        <TextField
          label="Reference person's email"
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
