import { useEffect, useRef, type FormEvent } from 'react';
import { Trans } from 'react-i18next';
import { Link } from 'react-router-dom';
import { type FieldErrors, PHONE_INPUT_MAX_LENGTH, readPhoneInput } from '@chalein/shared/lib/validation/common';
import { passBuyerGenders } from '@chalein/shared/lib/validation/pass-buyer';
import { focusFirstInvalidField } from '@chalein/shared/lib/use-form';
import { CheckboxField } from '@chalein/shared/ui/checkbox-field';
import { ErrorSummary } from '@chalein/shared/ui/error-summary';
import { Modal } from '@chalein/shared/ui/modal';
import { SelectField } from '@chalein/shared/ui/select-field';
import { TextField } from '@chalein/shared/ui/text-field';
import { usePassesTexts } from '../lib/passes-texts';

export interface BuyerDetails {
  name: string;
  mobile: string;
  email: string;
  gender: string;
  consent: boolean;
}

export type BuyerField = keyof BuyerDetails;

interface BuyerDetailsModalProps {
  passName: string;
  values: BuyerDetails;
  errors: FieldErrors<BuyerField>;
  /** fields still in error since the last refused Pay Now; 0 hides the summary */
  summaryCount: number;
  /** true while the order is created: fields and Pay Now wait */
  busy: boolean;
  /** a failure of the whole form (registration, order), shown above the buttons */
  formError: { message: string; detail?: string } | null;
  onChange: <K extends BuyerField>(field: K, value: BuyerDetails[K]) => void;
  onSubmit: () => void;
  onClose: () => void;
  /** raised by one each time Pay Now is refused: the summary shows and the first field in error takes focus */
  errorFocusRequest?: number;
}

/** 'Enter your details': who the pass is for. No sign-in; the mobile number links the pass to the Rider App. */
export function BuyerDetailsModal({
  passName,
  values,
  errors,
  summaryCount,
  busy,
  formError,
  onChange,
  onSubmit,
  onClose,
  errorFocusRequest = 0,
}: BuyerDetailsModalProps) {
  const { t } = usePassesTexts();
  const formId = 'pass-buyer-form';
  const formRef = useRef<HTMLFormElement>(null);
  // only a refused submit moves focus, to the first field in error; an error cleared by typing leaves focus alone
  useEffect(() => {
    if (errorFocusRequest === 0) return;
    focusFirstInvalidField(formRef.current, errors);
    // errors are read as they were when the request was raised, not followed
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [errorFocusRequest]);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!busy) onSubmit();
  };
  return (
    <Modal
      title={t('purchase.detailsTitle')}
      onClose={busy ? () => undefined : onClose}
      closeLabel={t('purchase.close')}
      actions={
        <button type="submit" form={formId} className="button" disabled={busy} aria-busy={busy}>
          {busy ? <span className="spinner pass-spinner--small" aria-hidden="true" /> : null}
          {t('purchase.pay')}
        </button>
      }
    >
      <form id={formId} ref={formRef} className="buyer-form" noValidate onSubmit={submit}>
        <p className="buyer-form__lead">
          <Trans t={t} i18nKey="buyerForm.lead" values={{ passName }} components={{ strong: <strong /> }} />
        </p>
        <ErrorSummary count={summaryCount} />
        <fieldset className="buyer-form__fields" disabled={busy}>
          <legend className="visually-hidden">{t('buyerForm.legend')}</legend>
          <TextField
            label={t('buyerForm.name')}
            error={errors.name}
            required
            name="name"
            autoComplete="name"
            value={values.name}
            maxLength={200}
            onChange={(value) => onChange('name', value)}
          />
          <TextField
            label={t('buyerForm.mobile')}
            error={errors.mobile}
            hint={t('buyerForm.mobileHint')}
            required
            name="mobile"
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            value={values.mobile}
            maxLength={PHONE_INPUT_MAX_LENGTH}
            onChange={(value) => onChange('mobile', readPhoneInput(value))}
          />
          <TextField
            label={t('buyerForm.email')}
            error={errors.email}
            hint={t('buyerForm.emailHint')}
            required
            name="email"
            type="email"
            autoComplete="email"
            value={values.email}
            maxLength={254}
            onChange={(value) => onChange('email', value)}
          />
          <SelectField
            label={t('buyerForm.gender')}
            name="gender"
            required
            placeholder={t('purchase.selectGender')}
            options={passBuyerGenders.map((gender) => ({ value: gender, label: t(`buyerForm.genders.${gender.toLowerCase()}`) }))}
            value={values.gender}
            error={errors.gender}
            onChange={(value) => onChange('gender', value)}
          />
          <CheckboxField
            name="consent"
            className="buyer-form__consent"
            labelClassName="buyer-form__checkbox"
            checked={values.consent}
            error={errors.consent}
            onChange={(checked) => onChange('consent', checked)}
            label={
              <Trans
                t={t}
                i18nKey="buyerForm.consent"
                components={{
                  privacyLink: <Link to="/privacypolicy" target="_blank" rel="noopener noreferrer" />,
                  hidden: <span className="visually-hidden" />,
                }}
              />
            }
          />
        </fieldset>
        {busy ? (
          <p className="buyer-form__progress" role="status">
            {t('purchase.creatingOrder')}
          </p>
        ) : null}
        {formError ? (
          <div className="buyer-form__error" role="alert">
            <p>{formError.message}</p>
            {formError.detail && formError.detail !== formError.message ? (
              <p className="buyer-form__error-detail">{formError.detail}</p>
            ) : null}
          </div>
        ) : null}
      </form>
    </Modal>
  );
}
