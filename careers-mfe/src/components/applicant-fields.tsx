import { MAX_TEXT_LENGTH, PHONE_INPUT_MAX_LENGTH, readPhoneInput } from '@chalein/shared/lib/validation/common';
import { genderOptions } from '@chalein/shared/lib/validation/job-application';
import { ChoiceGroup } from '@chalein/shared/ui/choice-group';
import { SelectField } from '@chalein/shared/ui/select-field';
import { TextField } from '@chalein/shared/ui/text-field';
import { useCareersTexts } from '../lib/careers-texts';
import type { JobFieldsProps } from '../lib/use-job-application';

// each gender's label, by the value the form sends
const genderKeys: Readonly<Record<(typeof genderOptions)[number], string>> = {
  Male: 'applicantFields.genders.male',
  Female: 'applicantFields.genders.female',
  Other: 'applicantFields.genders.other',
  'prefer not to disclose': 'applicantFields.genders.preferNotToDisclose',
};

/** Who is applying: name, gender, how to reach them, where they live, and whether they have done this work. */
export function ApplicantFields({ values, errors, setValue }: JobFieldsProps) {
  const { t } = useCareersTexts();
  const experienceOptions = [
    { value: '1', label: t('applicantFields.yes') },
    { value: '0', label: t('applicantFields.no') },
  ];
  return (
    <div className="job-form__grid">
      <TextField
        label={t('applicantFields.name')}
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
        label={t('applicantFields.gender')}
        name="gender"
        required
        placeholder={t('applicantFields.selectGender')}
        options={genderOptions.map((gender) => ({ value: gender, label: t(genderKeys[gender]) }))}
        value={values.gender}
        error={errors.gender}
        onChange={(value) => setValue('gender', value)}
        aria-required="true"
      />

      <TextField
        label={t('applicantFields.contactNumber')}
        required
        error={errors.number}
        hint={t('applicantFields.contactNumberHint')}
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
        label={t('applicantFields.email')}
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
        label={t('applicantFields.location')}
        required
        error={errors.current_location}
        hint={t('applicantFields.locationHint')}
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
        legend={t('applicantFields.experience')}
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
