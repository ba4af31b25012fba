import type { FieldErrors } from '@chalein/shared/lib/validation';
import { FormField } from '@chalein/shared/ui/form-field';
import { latestAdultBirthDate } from '../lib/driver-registration-form';

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
  return (
    <fieldset className="form-section">
      <legend>Driving licence</legend>
      <FormField label="Driving licence number" required error={errors.drivingLicenseNo} hint="As on your licence, like KA01 20191234567.">
        {({ id, describedBy, invalid }) => (
          <input
            id={id}
            name="drivingLicenseNo"
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            maxLength={20}
            value={values.drivingLicenseNo}
            onChange={(event) => onChange('drivingLicenseNo', event.target.value.toUpperCase())}
            aria-invalid={invalid}
            aria-describedby={describedBy}
          />
        )}
      </FormField>
      <FormField label="Re-enter driving licence number" required error={errors.reDrivingLicenseNumber}>
        {({ id, describedBy, invalid }) => (
          <input
            id={id}
            name="reDrivingLicenseNumber"
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            maxLength={20}
            value={values.reDrivingLicenseNumber}
            onChange={(event) => onChange('reDrivingLicenseNumber', event.target.value.toUpperCase())}
            aria-invalid={invalid}
            aria-describedby={describedBy}
          />
        )}
      </FormField>
      <FormField label="Date of birth" required error={errors.dob} hint="You must be at least 18.">
        {({ id, describedBy, invalid }) => (
          <input
            id={id}
            name="dob"
            type="date"
            autoComplete="bday"
            min="1920-01-01"
            max={latestAdultBirthDate()}
            value={values.dob}
            onChange={(event) => onChange('dob', event.target.value)}
            aria-invalid={invalid}
            aria-describedby={describedBy}
          />
        )}
      </FormField>
    </fieldset>
  );
}
