import { keepDigits, type FieldErrors } from '@chalein/shared/lib/validation';
import { FormField } from '@chalein/shared/ui/form-field';

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
      <FormField label="Bank account number" required error={errors.bankAccNo} hint="9 to 18 digits.">
        {({ id, describedBy, invalid }) => (
          <input
            id={id}
            name="bankAccNo"
            inputMode="numeric"
            autoComplete="off"
            maxLength={18}
            value={values.bankAccNo}
            onChange={(event) => onChange('bankAccNo', keepDigits(event.target.value, 18))}
            aria-invalid={invalid}
            aria-describedby={describedBy}
          />
        )}
      </FormField>
      <FormField label="Re-enter bank account number" required error={errors.reBankAccNo}>
        {({ id, describedBy, invalid }) => (
          <input
            id={id}
            name="reBankAccNo"
            inputMode="numeric"
            autoComplete="off"
            maxLength={18}
            value={values.reBankAccNo}
            onChange={(event) => onChange('reBankAccNo', keepDigits(event.target.value, 18))}
            aria-invalid={invalid}
            aria-describedby={describedBy}
          />
        )}
      </FormField>
      <FormField label="IFSC code" required error={errors.ifscCode} hint="11 characters, printed on your cheque, like SBIN0001234.">
        {({ id, describedBy, invalid }) => (
          <input
            id={id}
            name="ifscCode"
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            maxLength={11}
            value={values.ifscCode}
            onChange={(event) => onChange('ifscCode', event.target.value.toUpperCase().replace(/\s/g, ''))}
            aria-invalid={invalid}
            aria-describedby={describedBy}
          />
        )}
      </FormField>
    </fieldset>
  );
}
