import { keepDigits, type FieldErrors } from '@chalein/shared/lib/validation/common';
import { TextField } from '@chalein/shared/ui/text-field';
import { useOnboardingTexts } from '../lib/onboarding-texts';

export interface BankDetails {
  bankAccNo: string;
  reBankAccNo: string;
  ifscCode: string;
}

interface Props {
  values: BankDetails;
  errors: FieldErrors<keyof BankDetails>;
  onChange: (field: keyof BankDetails, value: string) => void;
}

/** Where payouts go: the account number, typed twice so a slip of a finger cannot send money elsewhere, and the IFSC. */
export function BankDetailsSection({ values, errors, onChange }: Props) {
  const { t } = useOnboardingTexts();
  return (
    <fieldset className="form-section">
      <legend>{t('bankDetails.legend')}</legend>
      <TextField
        label={t('bankDetails.accountNumber')}
        required
        error={errors.bankAccNo}
        hint={t('bankDetails.accountNumberHint')}
        name="bankAccNo"
        inputMode="numeric"
        autoComplete="off"
        maxLength={18}
        value={values.bankAccNo}
        onChange={(value) => onChange('bankAccNo', keepDigits(value, 18))}
      />
      <TextField
        label={t('bankDetails.accountNumberAgain')}
        required
        error={errors.reBankAccNo}
        name="reBankAccNo"
        inputMode="numeric"
        autoComplete="off"
        maxLength={18}
        value={values.reBankAccNo}
        onChange={(value) => onChange('reBankAccNo', keepDigits(value, 18))}
      />
      <TextField
        label={t('bankDetails.ifsc')}
        required
        error={errors.ifscCode}
        hint={t('bankDetails.ifscHint')}
        name="ifscCode"
        autoCapitalize="characters"
        autoComplete="off"
        spellCheck={false}
        maxLength={11}
        value={values.ifscCode}
        onChange={(value) => onChange('ifscCode', value.toUpperCase().replace(/\s/g, ''))}
      />
    </fieldset>
  );
}
