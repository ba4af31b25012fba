import { brand } from '@chalein/shared/lib/brand';
import { CheckboxField } from '@chalein/shared/ui/checkbox-field';
import { Trans } from 'react-i18next';
import { useOnboardingTexts } from '../lib/onboarding-texts';

interface Props {
  checked: boolean;
  error?: string;
  onChange: (checked: boolean) => void;
}

const verificationPartner = brand.partners[0].name;

/**
 * What is collected, why, and for how long, and the driver's consent to it (Digital Personal Data Protection Act,
 * 2023). The server records the time of consent and the version of this wording (DRIVER_CONSENT_VERSION in
 * api/src/onboarding/driver-registration-service.ts): change that version when this text changes, in any language.
 */
export function ConsentSection({ checked, error, onChange }: Props) {
  const { t } = useOnboardingTexts();
  return (
    <fieldset className="form-section consent">
      <legend>{t('consent.legend')}</legend>
      <CheckboxField
        name="consent"
        labelClassName="consent__choice"
        noticeClassName="consent__notice"
        checked={checked}
        onChange={onChange}
        error={error}
        label={t('consent.label', { productName: brand.productName })}
        notice={
          <Trans
            t={t}
            i18nKey="consent.notice"
            values={{
              legalName: brand.legalName,
              productName: brand.productName,
              verificationPartner,
              supportEmail: brand.supportEmail,
            }}
            components={{ emailLink: <a href={`mailto:${brand.supportEmail}`} /> }}
          />
        }
      />
    </fieldset>
  );
}
