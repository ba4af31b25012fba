import { brand } from '@chalein/shared/lib/brand';

interface Props {
  checked: boolean;
  error?: string;
  onChange: (checked: boolean) => void;
}

/** What is collected and why (Digital Personal Data Protection Act, 2023), and the applicant's consent to it. */
export function ApplicationConsent({ checked, error, onChange }: Props) {
  return (
    <div className="job-form__consent">
      <p className="job-form__consent-text">
        <strong>What we collect and why.</strong> We collect your name, gender, contact number, email, location, experience, any reference
        you name, and your resume, only to assess your application for this role and to contact you about it. Your resume is stored
        privately and seen only by our hiring team. We keep applications for 12 months; write to{' '}
        <a href={`mailto:${brand.careersEmail}`}>{brand.careersEmail}</a> to see, correct or delete yours.
      </p>
      <div className={error ? 'field field--invalid job-form__consent-field' : 'field job-form__consent-field'}>
        <label className="job-form__choice">
          <input
            type="checkbox"
            name="consent"
            checked={checked}
            onChange={(event) => onChange(event.target.checked)}
            aria-invalid={Boolean(error)}
            aria-describedby={error ? 'consent-error' : undefined}
          />
          I agree that {brand.productName} may use these details and my resume to consider my application.
        </label>
        {error ? (
          <p id="consent-error" className="field__error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
    </div>
  );
}
