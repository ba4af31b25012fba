import type { FieldErrors } from '@chalein/shared/lib/validation/common';
import { TextField } from '@chalein/shared/ui/text-field';
import { latestAdultBirthDate } from '../lib/driver-registration-form';
import { useOnboardingTexts } from '../lib/onboarding-texts';

export interface LicenceDetails {
  drivingLicenseNo: string;
  reDrivingLicenseNumber: string;
  dob: string;
}

interface Props {
  values: LicenceDetails;
  errors: FieldErrors<keyof LicenceDetails>;
  onChange: (field: keyof LicenceDetails, value: string) => void;
}

/** The driving licence, typed twice, and the date of birth (a driver must be at least 18). */
export function LicenceSection({ values, errors, onChange }: Props) {
  const { t } = useOnboardingTexts();
  return (
    <fieldset className="form-section">
      <legend>{t('licence.legend')}</legend>
      <TextField
        label={t('licence.number')}
        required
        error={errors.drivingLicenseNo}
        hint={t('licence.numberHint')}
        name="drivingLicenseNo"
        autoCapitalize="characters"
        autoComplete="off"
        spellCheck={false}
        maxLength={20}
        value={values.drivingLicenseNo}
        onChange={(value) => onChange('drivingLicenseNo', value.toUpperCase())}
      />
      <TextField
        label={t('licence.numberAgain')}
        required
        error={errors.reDrivingLicenseNumber}
        name="reDrivingLicenseNumber"
        autoCapitalize="characters"
        autoComplete="off"
        spellCheck={false}
        maxLength={20}
        value={values.reDrivingLicenseNumber}
        onChange={(value) => onChange('reDrivingLicenseNumber', value.toUpperCase())}
      />
      <TextField
        label={t('licence.dateOfBirth')}
        required
        error={errors.dob}
        hint={t('licence.dateOfBirthHint')}
        name="dob"
        type="date"
        autoComplete="bday"
        min="1920-01-01"
        max={latestAdultBirthDate()}
        value={values.dob}
        onChange={(value) => onChange('dob', value)}
      />
    </fieldset>
  );
}
