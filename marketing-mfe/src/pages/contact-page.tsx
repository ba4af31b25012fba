import { Trans } from 'react-i18next';
import { Link } from 'react-router-dom';
import { submitContactMessage } from '@chalein/shared/api/marketing';
import { brand, formatOfficeAddress } from '@chalein/shared/lib/brand';
import { PHONE_INPUT_MAX_LENGTH, readPhoneInput, replyConsentMessage } from '@chalein/shared/lib/validation/common';
import { contactMessages, validateContact, type ContactInput } from '@chalein/shared/lib/validation/contact';
import { describeMessageWithoutFieldErrors, useSubmissionForm } from '@chalein/shared/lib/use-submission-form';
import { useValidationMessage } from '@chalein/shared/lib/i18n/use-validation-texts';
import { PageRoot } from '@chalein/shared/ui/page-root';
import { usePostedFormProps } from '@chalein/shared/ui/posted-form-fields';
import { TextField } from '@chalein/shared/ui/text-field';
import { PageHeader } from '../components/page-header';
import { ConsentField, FormCardTop, SubmissionConfirmation, SubmissionFailure, SubmitActions } from '../components/submission-parts';
import { useMarketingTexts } from '../lib/marketing-texts';
import '../styles/marketing.css';

const emptyContact: ContactInput = { firstName: '', lastName: '', email: '', phone_number: '', address: '', message: '' };

/** Contact Us (metadata id 3): the contact form with a Thank You modal, and how else to reach us. */
export function ContactPage() {
  const { t } = useMarketingTexts();
  const form = useSubmissionForm<keyof ContactInput>({
    initial: emptyContact,
    validate: validateContact,
    missingConsentMessage: replyConsentMessage,
    send: async (values, consent, idempotencyKey) => {
      const receipt = await submitContactMessage({ ...values, consent }, idempotencyKey);
      return { message: contactMessages.success, reference: receipt.reference };
    },
    describeFailure: describeMessageWithoutFieldErrors,
    postedForm: 'contact',
  });
  const postedProps = usePostedFormProps();
  const translateMessage = useValidationMessage();

  const { values, errors } = form;
  return (
    <PageRoot>
      <PageHeader title={t('contactPage.title')} lead={t('contactPage.lead')} />
      <section className="section" aria-label={t('contactPage.sectionLabel')}>
        <div className="container contact-layout">
          <form className="card form-card" {...postedProps} onSubmit={form.handleSubmit} noValidate aria-labelledby="contact-form-title">
            <FormCardTop
              titleId="contact-form-title"
              title={t('contactPage.formTitle')}
              postedForm="contact"
              successMessage={contactMessages.success}
              summaryCount={form.summaryCount}
            />
            <div className="form-row">
              <TextField
                label={t('forms.firstName')}
                name="firstName"
                required
                autoComplete="given-name"
                value={values.firstName}
                error={errors.firstName}
                onChange={(value) => form.setValue('firstName', value)}
              />
              <TextField
                label={t('forms.lastName')}
                name="lastName"
                required
                autoComplete="family-name"
                value={values.lastName}
                error={errors.lastName}
                onChange={(value) => form.setValue('lastName', value)}
              />
            </div>
            <div className="form-row">
              <TextField
                label={t('forms.email')}
                name="email"
                type="email"
                required
                autoComplete="email"
                value={values.email}
                error={errors.email}
                onChange={(value) => form.setValue('email', value)}
              />
              <TextField
                label={t('forms.phone')}
                name="phone_number"
                type="tel"
                inputMode="tel"
                required
                hint={t('forms.phoneHint')}
                autoComplete="tel-national"
                maxLength={PHONE_INPUT_MAX_LENGTH}
                value={values.phone_number}
                error={errors.phone_number}
                onChange={(value) => form.setValue('phone_number', readPhoneInput(value))}
              />
            </div>
            <TextField
              label={t('forms.address')}
              name="address"
              required
              autoComplete="street-address"
              value={values.address}
              error={errors.address}
              onChange={(value) => form.setValue('address', value)}
            />
            <TextField
              label={t('forms.message')}
              name="message"
              multiline
              rows={5}
              required
              value={values.message}
              error={errors.message}
              onChange={(value) => form.setValue('message', value)}
            />
            <ConsentField
              form={form}
              label={t('contactPage.consent', { productName: brand.productName })}
              notice={<Trans t={t} i18nKey="contactPage.consentNotice" components={{ privacyLink: <Link to="/privacypolicy" /> }} />}
            />
            <SubmitActions form={form} />
            <div aria-live="polite">
              {form.status === 'success' ? <p className="form-message--success">{translateMessage(contactMessages.success)}</p> : null}
            </div>
            <SubmissionFailure form={form} message={contactMessages.failure} />
          </form>
          <aside className="contact-details" aria-labelledby="contact-details-title">
            <h2 id="contact-details-title">{t('contactPage.otherWays')}</h2>
            <h3>{t('contactPage.office')}</h3>
            <address>
              {brand.legalName}
              <br />
              {formatOfficeAddress()}
            </address>
            <h3>{t('contactPage.callOrWrite')}</h3>
            <ul className="contact-details__list">
              <li>
                {t('contactPage.phone')} <a href={`tel:${brand.supportPhone.replace(/\s+/g, '')}`}>{brand.supportPhone}</a>
              </li>
              <li>
                {t('contactPage.email')} <a href={`mailto:${brand.supportEmail}`}>{brand.supportEmail}</a>
              </li>
            </ul>
            <p>
              <Trans
                t={t}
                i18nKey="contactPage.support"
                components={{ supportLink: <Link to="/support" />, faqLink: <Link to="/faq" /> }}
              />
            </p>
          </aside>
        </div>
      </section>
      <SubmissionConfirmation form={form} />
    </PageRoot>
  );
}
