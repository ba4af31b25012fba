import { brand } from '@chalein/shared/lib/brand';
import { CheckboxField } from '@chalein/shared/ui/checkbox-field';

interface Props {
  checked: boolean;
  error?: string;
  onChange: (checked: boolean) => void;
}

const verificationPartner = brand.partners[0].name;

/**
 * What is collected, why, and for how long, and the driver's consent to it (Digital Personal Data Protection Act,
 * 2023). The server records the time of consent and the version of this wording (DRIVER_CONSENT_VERSION in
 * api/src/routes/driver-registration-routes.ts): change that version when this text changes.
 */
export function ConsentSection({ checked, error, onChange }: Props) {
  return (
    <fieldset className="form-section consent">
      <legend>Your data and your consent</legend>
      <CheckboxField
        name="consent"
        labelClassName="consent__choice"
        noticeClassName="consent__notice"
        checked={checked}
        onChange={onChange}
        error={error}
        label={`I agree to ${brand.productName} collecting and using these details and documents as described above. *`}
        notice={
          <>
            {brand.legalName} collects the details and documents in this form (your name, contact number, address, date of birth, vehicle,
            bank and driving licence details, and photos or scans of your Aadhaar card, driving licence, cheque, registration certificate
            and insurance) only to verify your identity, licence and vehicle, to run a background check with our verification partner{' '}
            {verificationPartner}, and to pay you. We keep them while you drive with {brand.productName} and for 3 years after your last
            trip, as tax and transport rules require; if your registration is not approved, we delete them within 180 days. You can ask to
            see, correct or erase them, or withdraw your consent, at <a href={`mailto:${brand.supportEmail}`}>{brand.supportEmail}</a>{' '}
            (Digital Personal Data Protection Act, 2023).
          </>
        }
      />
    </fieldset>
  );
}
