import { PHONE_INPUT_MAX_LENGTH, readPhoneInput, type FieldErrors } from '@chalein/shared/lib/validation/common';
import { TextField } from '@chalein/shared/ui/text-field';
import { ChoiceGroup } from '@chalein/shared/ui/choice-group';
import { brand } from '@chalein/shared/lib/brand';
import { useOnboardingTexts } from '../lib/onboarding-texts';

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

/** The driver categories by the value the API takes, each with its label's key. */
export const driverCategoryOptions = [
  { value: '0', labelKey: 'personalDetails.cab' },
  { value: '1', labelKey: 'personalDetails.porter' },
] as const;

/** The first section of the driver registration form: who the driver is and which service they drive for. */
export function PersonalDetailsSection({ values, errors, onChange, onBlur, mobileCheck }: Props) {
  const { t } = useOnboardingTexts();
  return (
    <fieldset className="form-section">
      <legend>{t('personalDetails.legend')}</legend>
      <TextField
        label={t('personalDetails.fullName')}
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
        label={t('personalDetails.contactNumber')}
        required
        error={errors.contactNumber}
        hint={t('personalDetails.contactNumberHint')}
        reserveMessageSpace
        status={
          mobileCheck?.status === 'checking'
            ? t('personalDetails.checkingNumber')
            : mobileCheck?.status === 'available'
              ? mobileCheck.message
              : null
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
        legend={t('personalDetails.driverCategory')}
        name="driver_category"
        required
        options={driverCategoryOptions.map(({ value, labelKey }) => ({ value, label: t(labelKey) }))}
        value={values.driver_category}
        error={errors.driver_category}
        onChange={(value) => onChange('driver_category', value)}
      />
      <TextField
        label={t('personalDetails.referralCode')}
        error={errors.referralCode}
        hint={t('personalDetails.referralCodeHint', { productName: brand.productName })}
        name="referralCode"
        autoComplete="off"
        maxLength={32}
        value={values.referralCode}
        onChange={(value) => onChange('referralCode', value)}
      />
    </fieldset>
  );
}
