import { PHONE_INPUT_MAX_LENGTH, readPhoneInput, type FieldErrors } from '@chalein/shared/lib/validation/common';
import { TextField } from '@chalein/shared/ui/text-field';
import { ChoiceGroup } from '@chalein/shared/ui/choice-group';

export interface PersonalDetails {
  fullName: string;
  contactNumber: string;
  driver_category: string;
  referralCode: string;
}

/** Where the server's check of the contact number stands (it runs when the field is left). */
export type MobileCheckStatus = 'idle' | 'checking' | 'available';

interface Props {
  values: PersonalDetails;
  errors: FieldErrors<keyof PersonalDetails>;
  onChange: (field: keyof PersonalDetails, value: string) => void;
  onBlur?: (field: keyof PersonalDetails) => void;
  mobileCheck?: { status: MobileCheckStatus; message?: string };
}

export const driverCategoryOptions = [
  { value: '0', label: 'Cab' },
  { value: '1', label: 'Porter' },
] as const;

/** The first section of the driver registration form: who the driver is and which service they drive for. */
export function PersonalDetailsSection({ values, errors, onChange, onBlur, mobileCheck }: Props) {
  return (
    <fieldset className="form-section">
      <legend>Personal details</legend>
      <TextField
        label="Full name"
        required
        error={errors.fullName}
        name="fullName"
        autoComplete="name"
        maxLength={200}
        value={values.fullName}
        onChange={(value) => onChange('fullName', value)}
        onBlur={() => onBlur?.('fullName')}
      />
      <TextField
        label="Contact number"
        required
        error={errors.contactNumber}
        hint="10 digits, the number you will use in the Driver App."
        reserveMessageSpace
        status={
          mobileCheck?.status === 'checking' ? 'Checking this number...' : mobileCheck?.status === 'available' ? mobileCheck.message : null
        }
        name="contactNumber"
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        maxLength={PHONE_INPUT_MAX_LENGTH}
        value={values.contactNumber}
        onChange={(value) => onChange('contactNumber', readPhoneInput(value))}
        onBlur={() => onBlur?.('contactNumber')}
      />
      <ChoiceGroup
        legend="Driver category"
        name="driver_category"
        required
        options={driverCategoryOptions}
        value={values.driver_category}
        error={errors.driver_category}
        onChange={(value) => onChange('driver_category', value)}
      />
      <TextField
        label="Referral code (optional)"
        error={errors.referralCode}
        hint="From a Chalein driver who invited you, if any."
        name="referralCode"
        autoComplete="off"
        maxLength={32}
        value={values.referralCode}
        onChange={(value) => onChange('referralCode', value)}
      />
    </fieldset>
  );
}
