import { brand } from '@chalein/shared/lib/brand';
import { Trans } from 'react-i18next';
import { CheckboxField } from '@chalein/shared/ui/checkbox-field';
import { useCareersTexts } from '../lib/careers-texts';

interface Props {
  checked: boolean;
  error?: string;
  onChange: (checked: boolean) => void;
}

/** What is collected and why (Digital Personal Data Protection Act, 2023), and the applicant's consent to it. */
export function ApplicationConsent({ checked, error, onChange }: Props) {
  const { t } = useCareersTexts();
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
        label={t('applicationConsent.label', { productName: brand.productName })}
        notice={
          <Trans
            t={t}
            i18nKey="applicationConsent.notice"
            values={{ email: brand.careersEmail }}
            components={{ strong: <strong />, mail: <a href={`mailto:${brand.careersEmail}`} /> }}
          />
        }
      />
    </div>
  );
}
