import { brand } from '@chalein/shared/lib/brand';

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
      <p id="consent-notice" className="consent__notice">
        {brand.legalName} collects the details and documents in this form (your name, contact number, address, date of birth, vehicle, bank
        and driving licence details, and photos or scans of your Aadhaar card, driving licence, cheque, registration certificate and
        insurance) only to verify your identity, licence and vehicle, to run a background check with our verification partner{' '}
        {verificationPartner}, and to pay you. We keep them while you drive with {brand.productName} and for 3 years after your last trip,
        as tax and transport rules require; if your registration is not approved, we delete them within 180 days. You can ask to see,
        correct or erase them, or withdraw your consent, at <a href={`mailto:${brand.supportEmail}`}>{brand.supportEmail}</a> (Digital
        Personal Data Protection Act, 2023).
      </p>
      <div className={error ? 'field field--invalid' : 'field'}>
        <label className="consent__choice">
          <input
            type="checkbox"
            name="consent"
            checked={checked}
            onChange={(event) => onChange(event.target.checked)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'consent-notice consent-error' : 'consent-notice'}
          />
          <span>I agree to {brand.productName} collecting and using these details and documents as described above. *</span>
        </label>
        {error ? (
          <p id="consent-error" className="field__error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
    </fieldset>
  );
}
