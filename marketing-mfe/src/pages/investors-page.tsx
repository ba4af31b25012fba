import type { TFunction } from 'i18next';
import { Trans } from 'react-i18next';
import { Link } from 'react-router-dom';
import { submitInvestorEnquiry } from '@chalein/shared/api/marketing';
import { brand } from '@chalein/shared/lib/brand';
import { usePostedFormProps } from '@chalein/shared/ui/posted-form-fields';
import { PHONE_INPUT_MAX_LENGTH, readPhoneInput, replyConsentMessage } from '@chalein/shared/lib/validation/common';
import { investorMessages, validateInvestor, type InvestorInput } from '@chalein/shared/lib/validation/investor';
import { describeMessageWithoutFieldErrors, useSubmissionForm } from '@chalein/shared/lib/use-submission-form';
import { PageRoot } from '@chalein/shared/ui/page-root';
import { TextField } from '@chalein/shared/ui/text-field';
import { PageHeader } from '../components/page-header';
import { ConsentField, FormCardTop, SubmissionConfirmation, SubmissionFailure, SubmitActions } from '../components/submission-parts';
import { useMarketingTexts } from '../lib/marketing-texts';
import '../styles/marketing.css';

const emptyEnquiry: InvestorInput = { strFullName: '', strEmail: '', iMobile: '', iAlternativeMobile: '', strDescription: '' };

/** Chalein at a glance: each figure with what it counts, in the page's language. */
function listHighlights(t: TFunction<'marketing'>): ReadonlyArray<{ figure: string; text: string }> {
  return [
    { figure: '4', text: t('investorsPage.highlights.services') },
    { figure: '15,000+', text: t('investorsPage.highlights.drivers') },
    { figure: '24x7', text: t('investorsPage.highlights.safetyDesk') },
  ];
}

/** Investors: who we are in numbers and the 'Get in touch' enquiry form, with its Thank You modal. */
export function InvestorsPage() {
  const { t } = useMarketingTexts();
  const form = useSubmissionForm<keyof InvestorInput>({
    initial: emptyEnquiry,
    validate: validateInvestor,
    missingConsentMessage: replyConsentMessage,
    send: async (values, consent, idempotencyKey) => {
      const receipt = await submitInvestorEnquiry({ ...values, consent }, idempotencyKey);
      return { message: investorMessages.success, reference: receipt.reference };
    },
    describeFailure: describeMessageWithoutFieldErrors,
    postedForm: 'investor',
  });
  const postedProps = usePostedFormProps();

  const { values, errors } = form;
  return (
    <PageRoot>
      <PageHeader title={t('investorsPage.title')} lead={t('investorsPage.lead', { productName: brand.productName })} />
      <section className="section section--surface" aria-labelledby="investor-highlights-title">
        <div className="container">
          <h2 id="investor-highlights-title" className="section__title">
            {t('investorsPage.glanceTitle', { productName: brand.productName })}
          </h2>
          <ul className="grid highlights">
            {listHighlights(t).map((item) => (
              <li key={item.figure} className="card highlights__item">
                <strong className="highlights__figure">{item.figure}</strong>
                <span>{item.text}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className="section" aria-labelledby="investor-form-title">
        <div className="container investor-layout">
          <div className="investor-layout__art">
            <img src="/uploads/brand/sponsor.svg" alt={t('investorsPage.artAlt')} width="480" height="360" loading="lazy" />
            <p>
              <Trans
                t={t}
                i18nKey="investorsPage.preferEmail"
                values={{ email: brand.investorEmail }}
                components={{ mailLink: <a href={`mailto:${brand.investorEmail}`} /> }}
              />
            </p>
          </div>
          <form className="card form-card" {...postedProps} onSubmit={form.handleSubmit} noValidate aria-labelledby="investor-form-title">
            <FormCardTop
              titleId="investor-form-title"
              title={t('investorsPage.formTitle')}
              postedForm="investor"
              successMessage={investorMessages.success}
              summaryCount={form.summaryCount}
            />
            <TextField
              label={t('forms.fullName')}
              error={errors.strFullName}
              required
              name="strFullName"
              autoComplete="name"
              value={values.strFullName}
              onChange={(value) => form.setValue('strFullName', value)}
            />
            <TextField
              label={t('forms.email')}
              error={errors.strEmail}
              required
              name="strEmail"
              type="email"
              autoComplete="email"
              value={values.strEmail}
              onChange={(value) => form.setValue('strEmail', value)}
            />
            <div className="form-row">
              <TextField
                label={t('forms.phone')}
                error={errors.iMobile}
                hint={t('forms.phoneHint')}
                required
                name="iMobile"
                type="tel"
                inputMode="tel"
                autoComplete="tel-national"
                maxLength={PHONE_INPUT_MAX_LENGTH}
                value={values.iMobile}
                onChange={(value) => form.setValue('iMobile', readPhoneInput(value))}
              />
              <TextField
                label={t('investorsPage.alternativeNumber')}
                error={errors.iAlternativeMobile}
                hint={t('investorsPage.alternativeNumberHint')}
                required
                name="iAlternativeMobile"
                type="tel"
                inputMode="tel"
                maxLength={PHONE_INPUT_MAX_LENGTH}
                value={values.iAlternativeMobile}
                onChange={(value) => form.setValue('iAlternativeMobile', readPhoneInput(value))}
              />
            </div>
            <TextField
              label={t('forms.description')}
              error={errors.strDescription}
              hint={t('investorsPage.descriptionHint')}
              required
              multiline
              name="strDescription"
              rows={5}
              value={values.strDescription}
              onChange={(value) => form.setValue('strDescription', value)}
            />
            <ConsentField
              form={form}
              label={t('investorsPage.consent', { productName: brand.productName })}
              notice={<Trans t={t} i18nKey="investorsPage.consentNotice" components={{ privacyLink: <Link to="/privacypolicy" /> }} />}
            />
            <SubmitActions form={form} />
            <SubmissionFailure form={form} message={investorMessages.failure} />
          </form>
        </div>
      </section>
      <SubmissionConfirmation form={form} />
    </PageRoot>
  );
}
