import { Link } from 'react-router-dom';
import { submitSupportTicket } from '@chalein/shared/api/marketing';
import type { TicketType } from '@chalein/shared/api/types';
import { brand } from '@chalein/shared/lib/brand';
import { supportMessages, ticketTypes, validateSupport, type SupportInput } from '@chalein/shared/lib/validation/support';
import { useSubmissionForm } from '@chalein/shared/lib/use-submission-form';
import { ErrorSummary } from '@chalein/shared/ui/error-summary';
import { PageRoot } from '@chalein/shared/ui/page-root';
import { PostedFormFields, PostedThankYou, usePostedFormProps } from '@chalein/shared/ui/posted-form-fields';
import { usePostedForm } from '@chalein/shared/lib/posted-form';
import { SelectField } from '@chalein/shared/ui/select-field';
import { TextField } from '@chalein/shared/ui/text-field';
import { PageHeader } from '../components/page-header';
import { SubmissionConfirmation, SubmissionFailure, SubmitActions } from '../components/submission-parts';
import '../styles/marketing.css';

const emptyTicket: SupportInput = { strTicketType: '', strSubject: '', strDescription: '' };

/** Support: 'Raise a Ticket'. The confirmation is the server's message with the ticket number. */
export function SupportPage() {
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
  const sent = usePostedForm('support')?.sent;

  const { values, errors } = form;
  return (
    <PageRoot>
      <PageHeader
        title="Support"
        lead="Something wrong with a ride, a pass or your account? Raise a ticket and our support team will get back to you."
      />
      <section className="section" aria-label="Support ticket and other help">
        <div className="container contact-layout">
          <form className="card form-card" {...postedProps} onSubmit={form.handleSubmit} noValidate aria-labelledby="support-form-title">
            <h2 id="support-form-title">Raise a Ticket</h2>
            {sent ? <PostedThankYou message={supportMessages.success} reference={sent.reference} /> : null}
            <p className="form-card__required-note">All fields are required.</p>
            <ErrorSummary count={form.summaryCount} />
            <PostedFormFields form="support" />
            <SelectField
              label="Ticket type"
              name="strTicketType"
              required
              placeholder="Select a ticket type"
              options={ticketTypes}
              value={values.strTicketType}
              error={errors.strTicketType}
              onChange={(value) => form.setValue('strTicketType', value)}
            />
            <TextField
              label="Subject"
              error={errors.strSubject}
              required
              name="strSubject"
              value={values.strSubject}
              onChange={(value) => form.setValue('strSubject', value)}
            />
            <TextField
              label="Description"
              error={errors.strDescription}
              hint="What happened, and when. If it is about a ride or your account, add the mobile number registered with Chalein so we can find it. Never share OTPs, PINs or card numbers."
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
            <h2 id="support-other-title">Other ways to get help</h2>
            <ul className="contact-details__list">
              <li>
                Safety emergency during a ride: press <strong>SOS</strong> in the Rider App, or call 112.
              </li>
              <li>
                Phone, 24x7: <a href={`tel:${brand.supportPhone.replace(/\s+/g, '')}`}>{brand.supportPhone}</a>
              </li>
              <li>
                E-mail: <a href={`mailto:${brand.supportEmail}`}>{brand.supportEmail}</a>
              </li>
            </ul>
            <p>
              Many questions about bookings, passes and payments are answered in our <Link to="/faq">FAQ</Link>.
            </p>
          </aside>
        </div>
      </section>
      <SubmissionConfirmation form={form} />
    </PageRoot>
  );
}
