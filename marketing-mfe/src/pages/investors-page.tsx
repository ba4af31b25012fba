import { Link } from 'react-router-dom';
import { submitInvestorEnquiry } from '@chalein/shared/api/marketing';
import { brand } from '@chalein/shared/lib/brand';
import { usePostedForm } from '@chalein/shared/lib/posted-form';
import { PostedFormFields, PostedThankYou, usePostedFormProps } from '@chalein/shared/ui/posted-form-fields';
import { PHONE_INPUT_MAX_LENGTH, readPhoneInput, replyConsentMessage } from '@chalein/shared/lib/validation/common';
import { investorMessages, validateInvestor, type InvestorInput } from '@chalein/shared/lib/validation/investor';
import { describeMessageWithoutFieldErrors, useSubmissionForm } from '@chalein/shared/lib/use-submission-form';
import { CheckboxField } from '@chalein/shared/ui/checkbox-field';
import { ErrorSummary } from '@chalein/shared/ui/error-summary';
import { PageRoot } from '@chalein/shared/ui/page-root';
import { TextField } from '@chalein/shared/ui/text-field';
import { PageHeader } from '../components/page-header';
import { SubmissionConfirmation, SubmissionFailure, SubmitActions } from '../components/submission-parts';
import '../styles/marketing.css';

const emptyEnquiry: InvestorInput = { strFullName: '', strEmail: '', iMobile: '', iAlternativeMobile: '', strDescription: '' };

const highlights: ReadonlyArray<{ figure: string; text: string }> = [
  { figure: '4', text: 'services on one app: cabs, bike taxis and autos, outstation trips and porter' },
  { figure: '15,000+', text: 'verified driver partners across Bengaluru' },
  { figure: '24x7', text: 'safety desk answering every SOS within a minute' },
];

/** Investors: who we are in numbers and the 'Get in touch' enquiry form, with its Thank You modal. */
export function InvestorsPage() {
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
  const sent = usePostedForm('investor')?.sent;

  const { values, errors } = form;
  return (
    <PageRoot>
      <PageHeader
        title="Investors"
        lead="Chalein is building the safest way to move people and goods around Bengaluru, and then across India's growing cities. We would like to hear from investors who share that ambition."
      />
      <section className="section section--surface" aria-labelledby="investor-highlights-title">
        <div className="container">
          <h2 id="investor-highlights-title" className="section__title">
            Chalein at a glance
          </h2>
          <ul className="grid highlights">
            {highlights.map((item) => (
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
            <img
              src="/uploads/brand/sponsor.svg"
              alt="A growing bar chart rising over a city skyline"
              width="480"
              height="360"
              loading="lazy"
            />
            <p>
              Prefer e-mail? Write to <a href={`mailto:${brand.investorEmail}`}>{brand.investorEmail}</a>.
            </p>
          </div>
          <form className="card form-card" {...postedProps} onSubmit={form.handleSubmit} noValidate aria-labelledby="investor-form-title">
            <h2 id="investor-form-title">Get in touch</h2>
            {sent ? <PostedThankYou message={investorMessages.success} reference={sent.reference} /> : null}
            <p className="form-card__required-note">All fields are required.</p>
            <ErrorSummary count={form.summaryCount} />
            <PostedFormFields form="investor" />
            <TextField
              label="Full name"
              error={errors.strFullName}
              required
              name="strFullName"
              autoComplete="name"
              value={values.strFullName}
              onChange={(value) => form.setValue('strFullName', value)}
            />
            <TextField
              label="Email address"
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
                label="Phone number"
                error={errors.iMobile}
                hint="10 digits; a +91 or a leading 0 in front is fine."
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
                label="Alternative contact number"
                error={errors.iAlternativeMobile}
                hint="Another number we can reach you on."
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
              label="Description"
              error={errors.strDescription}
              hint="Your fund or company, and what you would like to discuss."
              required
              multiline
              name="strDescription"
              rows={5}
              value={values.strDescription}
              onChange={(value) => form.setValue('strDescription', value)}
            />
            <CheckboxField
              name="consent"
              className="consent-field"
              labelClassName="consent-field__row"
              noticeClassName="consent-field__notice"
              checked={form.consent}
              onChange={form.setConsent}
              error={form.consentError}
              label="I agree that Chalein may use these details to respond to my enquiry."
              notice={
                <>
                  We use your name, e-mail, phone numbers and message only to respond to your enquiry, and keep them for 24 months after our
                  last contact. See our <Link to="/privacypolicy">Privacy policy</Link>.
                </>
              }
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
