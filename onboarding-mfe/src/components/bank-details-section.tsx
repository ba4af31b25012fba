import { keepDigits, type FieldErrors } from '@chalein/shared/lib/validation/common';
import { TextField } from '@chalein/shared/ui/text-field';

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
  return (
    <fieldset className="form-section">
      <legend>Bank account for payouts</legend>
      <TextField
        label="Bank account number"
        required
        error={errors.bankAccNo}
        hint="9 to 18 digits."
        name="bankAccNo"
        inputMode="numeric"
        autoComplete="off"
        maxLength={18}
        value={values.bankAccNo}
        onChange={(value) => onChange('bankAccNo', keepDigits(value, 18))}
      />
      <TextField
        label="Re-enter bank account number"
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
        label="IFSC code"
        required
        error={errors.ifscCode}
        hint="11 characters, printed on your cheque, like SBIN0001234."
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
