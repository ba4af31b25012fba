import type { ChangeEvent } from 'react';
import { keepDigits, type FieldErrors } from '@chalein/shared/lib/validation';
import { FormField } from '@chalein/shared/ui/form-field';

export interface PersonalDetails {
  fullName: string;
  contactNumber: string;
  driver_category: string;
  referralCode: string;
}

interface Props {
  values: PersonalDetails;
  errors: FieldErrors<keyof PersonalDetails>;
  onChange: (field: keyof PersonalDetails, value: string) => void;
  onBlur?: (field: keyof PersonalDetails) => void;
}

/** The first section of the driver registration form: who the driver is and which service they drive for. */
export function PersonalDetailsSection({ values, errors, onChange, onBlur }: Props) {
  const text = (field: keyof PersonalDetails) => (event: ChangeEvent<HTMLInputElement>) => onChange(field, event.target.value);
  return (
    <fieldset className="form-section">
      <legend>Personal details</legend>
      <FormField label="Full name" required error={errors.fullName}>
        {({ id, describedBy, invalid }) => (
          <input id={id} name="fullName" autoComplete="name" value={values.fullName} onChange={text('fullName')} onBlur={() => onBlur?.('fullName')} aria-invalid={invalid} aria-describedby={describedBy} />
        )}
      </FormField>
      <FormField label="Contact number" required error={errors.contactNumber} hint="10 digits, the number you will use in the Driver App.">
        {({ id, describedBy, invalid }) => (
          <input
            id={id}
            name="contactNumber"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={10}
            value={values.contactNumber}
            onChange={(event) => onChange('contactNumber', keepDigits(event.target.value, 10))}
            onBlur={() => onBlur?.('contactNumber')}
            aria-invalid={invalid}
            aria-describedby={describedBy}
          />
        )}
      </FormField>
      <fieldset className="choice-group" aria-describedby={errors.driver_category ? 'driver-category-error' : undefined}>
        <legend className="field__label">Driver category *</legend>
        {[
          { value: '0', label: 'Cab' },
          { value: '1', label: 'Porter' },
        ].map((option) => (
          <label key={option.value} className="choice">
            <input type="radio" name="driver_category" value={option.value} checked={values.driver_category === option.value} onChange={() => onChange('driver_category', option.value)} />
            {option.label}
          </label>
        ))}
        {errors.driver_category ? (
          <p id="driver-category-error" className="field__error" role="alert">
            {errors.driver_category}
          </p>
        ) : null}
      </fieldset>
      <FormField label="Referral code (optional)" error={errors.referralCode}>
        {({ id, describedBy, invalid }) => (
          <input id={id} name="referralCode" autoComplete="off" value={values.referralCode} onChange={text('referralCode')} aria-invalid={invalid} aria-describedby={describedBy} />
        )}
      </FormField>
    </fieldset>
  );
}
