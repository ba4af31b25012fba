import { Trans } from 'react-i18next';
import { Link } from 'react-router-dom';
import { submitSupportTicket } from '@chalein/shared/api/marketing';
import type { TicketType } from '@chalein/shared/api/types';
import { brand } from '@chalein/shared/lib/brand';
import { supportMessages, ticketTypes, validateSupport, type SupportInput } from '@chalein/shared/lib/validation/support';
import { useSubmissionForm } from '@chalein/shared/lib/use-submission-form';
import { PageRoot } from '@chalein/shared/ui/page-root';
import { usePostedFormProps } from '@chalein/shared/ui/posted-form-fields';
import { SelectField } from '@chalein/shared/ui/select-field';
import { TextField } from '@chalein/shared/ui/text-field';
import { PageHeader } from '../components/page-header';
import { FormCardTop, SubmissionConfirmation, SubmissionFailure, SubmitActions } from '../components/submission-parts';
import { useMarketingTexts } from '../lib/marketing-texts';
import '../styles/marketing.css';

const emptyTicket: SupportInput = { strTicketType: '', strSubject: '', strDescription: '' };

// the ticket types are sent as they are; a visitor reads them in the page's language
const ticketTypeLabelKeys: Readonly<Record<TicketType, string>> = {
  'Sales Query': 'supportPage.ticketTypes.sales',
  'Technical Query': 'supportPage.ticketTypes.technical',
  'Account Query': 'supportPage.ticketTypes.account',
};

/** Support: 'Raise a Ticket'. The confirmation is the server's message with the ticket number. */
export function SupportPage() {
  const { t } = useMarketingTexts();
  const form = useSubmissionForm<keyof SupportInput>({
    initial: emptyTicket,
    validate: validateSupport,
    send: async (values, _consent, idempotencyKey) => {
      const result = await submitSupportTicket({ ...values, strTicketType: values.strTicketType as TicketType }, idempotencyKey);
      return { message: result.message || supportMessages.success, reference: result.receipt?.reference };
    },
    // the server's message when it answered; a network failure has no server message, so the spec's default
    describeFailure: (apiError) => (apiError && apiError.status !== null ? apiError.message : supportMessages.failure),
    postedForm: 'support',
  });
  const postedProps = usePostedFormProps();

  const { values, errors } = form;
  return (
    <PageRoot>
      <PageHeader title={t('supportPage.title')} lead={t('supportPage.lead')} />
      <section className="section" aria-label={t('supportPage.sectionLabel')}>
        <div className="container contact-layout">
          <form className="card form-card" {...postedProps} onSubmit={form.handleSubmit} noValidate aria-labelledby="support-form-title">
            <FormCardTop
              titleId="support-form-title"
              title={t('supportPage.formTitle')}
              postedForm="support"
              successMessage={supportMessages.success}
              summaryCount={form.summaryCount}
            />
            <SelectField
              label={t('supportPage.ticketType')}
              name="strTicketType"
              required
              placeholder={t('supportPage.ticketTypePlaceholder')}
              options={ticketTypes.map((type) => ({ value: type, label: t(ticketTypeLabelKeys[type]) }))}
              value={values.strTicketType}
              error={errors.strTicketType}
              onChange={(value) => form.setValue('strTicketType', value)}
            />
            <TextField
              label={t('supportPage.subject')}
              error={errors.strSubject}
              required
              name="strSubject"
              value={values.strSubject}
              onChange={(value) => form.setValue('strSubject', value)}
            />
            <TextField
              label={t('forms.description')}
              error={errors.strDescription}
              hint={t('supportPage.descriptionHint', { productName: brand.productName })}
              required
              multiline
              name="strDescription"
              rows={6}
              value={values.strDescription}
              onChange={(value) => form.setValue('strDescription', value)}
            />
            <SubmitActions form={form} />
            <SubmissionFailure form={form} />
          </form>
          <aside className="contact-details" aria-labelledby="support-other-title">
            <h2 id="support-other-title">{t('supportPage.otherWays')}</h2>
            <ul className="contact-details__list">
              <li>
                <Trans t={t} i18nKey="supportPage.emergency" />
              </li>
              <li>
                {t('supportPage.phone')} <a href={`tel:${brand.supportPhone.replace(/\s+/g, '')}`}>{brand.supportPhone}</a>
              </li>
              <li>
                {t('supportPage.email')} <a href={`mailto:${brand.supportEmail}`}>{brand.supportEmail}</a>
              </li>
            </ul>
            <p>
              <Trans t={t} i18nKey="supportPage.faq" components={{ faqLink: <Link to="/faq" /> }} />
            </p>
          </aside>
        </div>
      </section>
      <SubmissionConfirmation form={form} />
    </PageRoot>
  );
}
