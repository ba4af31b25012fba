import { brand } from '@chalein/shared/lib/brand';
import { CheckboxField } from '@chalein/shared/ui/checkbox-field';

interface Props {
  checked: boolean;
  error?: string;
  onChange: (checked: boolean) => void;
}

/** What is collected and why (Digital Personal Data Protection Act, 2023), and the applicant's consent to it. */
export function ApplicationConsent({ checked, error, onChange }: Props) {
  return (
    <div className="job-form__consent">
      <CheckboxField
        name="consent"
        className="job-form__consent-field"
        labelClassName="job-form__choice"
        noticeClassName="job-form__consent-text"
        checked={checked}
        onChange={onChange}
        error={error}
        label={`I agree that ${brand.productName} may use these details and my resume to consider my application.`}
        notice={
          <>
            <strong>What we collect and why.</strong> We collect your name, gender, contact number, email, location, experience, any
            reference you name, and your resume, only to assess your application for this role and to contact you about it. Your resume is
            stored privately and seen only by our hiring team. We keep applications for 12 months; write to{' '}
            <a href={`mailto:${brand.careersEmail}`}>{brand.careersEmail}</a> to see, correct or delete yours.
          </>
        }
      />
    </div>
  );
}
