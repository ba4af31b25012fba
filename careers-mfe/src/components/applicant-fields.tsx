import { MAX_TEXT_LENGTH, PHONE_INPUT_MAX_LENGTH, readPhoneInput, type FieldErrors } from '@chalein/shared/lib/validation/common';
import { genderOptions, type JobApplicationInput } from '@chalein/shared/lib/validation/job-application';
import { ChoiceGroup } from '@chalein/shared/ui/choice-group';
import { SelectField } from '@chalein/shared/ui/select-field';
import { TextField } from '@chalein/shared/ui/text-field';
import type { FieldName, TextFieldName } from '../lib/use-job-application';

interface Props {
  values: JobApplicationInput;
  errors: FieldErrors<FieldName>;
  setValue: (name: TextFieldName, value: string) => void;
}

const experienceOptions = [
  { value: '1', label: 'Yes' },
  { value: '0', label: 'No' },
] as const;

/** Who is applying: name, gender, how to reach them, where they live, and whether they have done this work. */
export function ApplicantFields({ values, errors, setValue }: Props) {
  return (
    <div className="job-form__grid">
      <TextField
        label="Name"
        required
        error={errors.name}
        name="name"
        type="text"
        autoComplete="name"
        maxLength={MAX_TEXT_LENGTH}
        value={values.name}
        onChange={(value) => setValue('name', value)}
        aria-required="true"
      />

      <SelectField
        label="Gender"
        name="gender"
        required
        placeholder="Select gender"
        options={genderOptions}
        value={values.gender}
        error={errors.gender}
        onChange={(value) => setValue('gender', value)}
        aria-required="true"
      />

      <TextField
        label="Contact number"
        required
        error={errors.number}
        hint="10 digits; a +91 or a leading 0 in front is fine."
        name="number"
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        maxLength={PHONE_INPUT_MAX_LENGTH}
        value={values.number}
        onChange={(value) => setValue('number', readPhoneInput(value))}
        aria-required="true"
      />

      <TextField
        label="Email"
        required
        error={errors.email}
        name="email"
        type="email"
        autoComplete="email"
        maxLength={254}
        value={values.email}
        onChange={(value) => setValue('email', value)}
        aria-required="true"
      />

      <TextField
        label="Current location"
        required
        error={errors.current_location}
        hint="Your area and city, e.g. Indiranagar, Bengaluru."
        name="current_location"
        type="text"
        autoComplete="address-level2"
        maxLength={MAX_TEXT_LENGTH}
        value={values.current_location}
        onChange={(value) => setValue('current_location', value)}
        aria-required="true"
      />

      <ChoiceGroup
        className="field job-form__choices"
        legend="Do you have prior experience in this kind of role?"
        name="prior_experience"
        required
        options={experienceOptions}
        value={values.prior_experience}
        error={errors.prior_experience}
        onChange={(value) => setValue('prior_experience', value)}
      />
    </div>
  );
}
