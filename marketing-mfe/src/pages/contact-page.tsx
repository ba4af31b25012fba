import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { ApiError } from '@chalein/shared/api/client';
import { submitContactMessage } from '@chalein/shared/api/marketing';
import { brand, formatOfficeAddress } from '@chalein/shared/lib/brand';
import {
  contactMessages,
  hasErrors,
  keepDigits,
  replyConsentMessage,
  validateContact,
  type ContactInput,
} from '@chalein/shared/lib/validation';
import { FormField } from '@chalein/shared/ui/form-field';
import { ThankYouModal } from '@chalein/shared/ui/modal';
import { PageRoot } from '@chalein/shared/ui/page-root';
import { ConsentField } from '../components/consent-field';
import { PageHeader } from '../components/page-header';
import { focusFirstError, useFormState, type SubmitStatus } from '../lib/use-form';
import '../styles/marketing.css';

const emptyContact: ContactInput = { firstName: '', lastName: '', email: '', phone_number: '', address: '', message: '' };

/** Contact Us (spec: metadata id 3): the contact form with a Thank You modal, and how else to reach us. */
export function ContactPage() {
  const form = useFormState<keyof ContactInput>(emptyContact);
  const [consent, setConsent] = useState(false);
  const [consentError, setConsentError] = useState<string>();
  const [status, setStatus] = useState<SubmitStatus>('idle');
  const [reference, setReference] = useState<string>();
  const [failureReason, setFailureReason] = useState<string>();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status === 'submitting') return;
    const errors = validateContact(form.values);
    const missingConsent = consent ? undefined : replyConsentMessage;
    form.setErrors(errors);
    setConsentError(missingConsent);
    if (hasErrors(errors) || missingConsent) {
      setStatus('idle');
      focusFirstError(event.currentTarget, { ...errors, consent: missingConsent });
      return;
    }
    setStatus('submitting');
    setFailureReason(undefined);
    try {
      const receipt = await submitContactMessage({ ...form.values, consent });
      setReference(receipt.reference);
      setStatus('success');
      form.reset();
      setConsent(false);
    } catch (error) {
      // the server checks the same rules: its field messages go next to the fields, and everything typed stays
      const apiError = error instanceof ApiError ? error : null;
      const { consent: serverConsent, ...fieldErrors } = apiError?.fieldErrors ?? {};
      form.setErrors(fieldErrors);
      setConsentError(serverConsent);
      setFailureReason(apiError && Object.keys(apiError.fieldErrors).length === 0 ? apiError.message : undefined);
      setStatus('error');
    }
  }

  const closeModal = () => {
    setStatus('idle');
    setReference(undefined);
  };

  const { values, errors } = form;
  return (
    <PageRoot>
      <PageHeader
        title="Contact Us"
        lead="Questions, feedback or a partnership idea? Write to us and someone from our Bengaluru team will reply within one working day."
      />
      <section className="section" aria-label="Contact form and office">
        <div className="container contact-layout">
          <form className="card form-card" onSubmit={handleSubmit} noValidate aria-labelledby="contact-form-title">
            <h2 id="contact-form-title">Send us a message</h2>
            <p className="form-card__required-note">All fields are required.</p>
            <div className="form-row">
              <FormField label="First name" error={errors.firstName} required>
                {({ id, describedBy, invalid }) => (
                  <input
                    id={id}
                    name="firstName"
                    autoComplete="given-name"
                    value={values.firstName}
                    onChange={(event) => form.setValue('firstName', event.target.value)}
                    aria-describedby={describedBy}
                    aria-invalid={invalid}
                  />
                )}
              </FormField>
              <FormField label="Last name" error={errors.lastName} required>
                {({ id, describedBy, invalid }) => (
                  <input
                    id={id}
                    name="lastName"
                    autoComplete="family-name"
                    value={values.lastName}
                    onChange={(event) => form.setValue('lastName', event.target.value)}
                    aria-describedby={describedBy}
                    aria-invalid={invalid}
                  />
                )}
              </FormField>
            </div>
            <div className="form-row">
              <FormField label="Email address" error={errors.email} required>
                {({ id, describedBy, invalid }) => (
                  <input
                    id={id}
                    name="email"
                    type="email"
                    autoComplete="email"
                    value={values.email}
                    onChange={(event) => form.setValue('email', event.target.value)}
                    aria-describedby={describedBy}
                    aria-invalid={invalid}
                  />
                )}
              </FormField>
              <FormField label="Phone number" error={errors.phone_number} hint="10 digits, without +91 or 0." required>
                {({ id, describedBy, invalid }) => (
                  <input
                    id={id}
                    name="phone_number"
                    type="tel"
                    inputMode="numeric"
                    autoComplete="tel-national"
                    maxLength={10}
                    value={values.phone_number}
                    onChange={(event) => form.setValue('phone_number', keepDigits(event.target.value, 10))}
                    aria-describedby={describedBy}
                    aria-invalid={invalid}
                  />
                )}
              </FormField>
            </div>
            <FormField label="Address" error={errors.address} required>
              {({ id, describedBy, invalid }) => (
                <input
                  id={id}
                  name="address"
                  autoComplete="street-address"
                  value={values.address}
                  onChange={(event) => form.setValue('address', event.target.value)}
                  aria-describedby={describedBy}
                  aria-invalid={invalid}
                />
              )}
            </FormField>
            <FormField label="Message" error={errors.message} required>
              {({ id, describedBy, invalid }) => (
                <textarea
                  id={id}
                  name="message"
                  rows={5}
                  value={values.message}
                  onChange={(event) => form.setValue('message', event.target.value)}
                  aria-describedby={describedBy}
                  aria-invalid={invalid}
                />
              )}
            </FormField>
            <ConsentField
              checked={consent}
              onChange={(checked) => {
                setConsent(checked);
                if (checked) setConsentError(undefined);
              }}
              error={consentError}
              label="I agree that Chalein may use these details to reply to my message."
              notice={
                <>
                  We use your name, e-mail, phone number, address and message only to reply to you, and keep them for 12 months after your
                  query is closed. See our <Link to="/privacypolicy">Privacy policy</Link> for your rights.
                </>
              }
            />
            <div className="form-card__actions">
              <button type="submit" className="button" disabled={status === 'submitting'}>
                {status === 'submitting' ? 'Loading...' : 'Submit'}
              </button>
            </div>
            <div aria-live="polite">{status === 'success' ? <p className="form-message--success">{contactMessages.success}</p> : null}</div>
            {status === 'error' ? (
              <div className="form-message--error" role="alert">
                <p>{contactMessages.failure}</p>
                {failureReason ? <p>{failureReason}</p> : null}
              </div>
            ) : null}
          </form>
          <aside className="contact-details" aria-labelledby="contact-details-title">
            <h2 id="contact-details-title">Other ways to reach us</h2>
            <h3>Our office</h3>
            <address>
              {brand.legalName}
              <br />
              {formatOfficeAddress()}
            </address>
            <h3>Call or write</h3>
            <ul className="contact-details__list">
              <li>
                Phone: <a href={`tel:${brand.supportPhone.replace(/\s+/g, '')}`}>{brand.supportPhone}</a>
              </li>
              <li>
                E-mail: <a href={`mailto:${brand.supportEmail}`}>{brand.supportEmail}</a>
              </li>
            </ul>
            <p>
              Need help with a ride, a pass or your account? <Link to="/support">Raise a ticket</Link> and our support team will track it
              for you. Many answers are already in our <Link to="/faq">FAQ</Link>.
            </p>
          </aside>
        </div>
      </section>
      {status === 'success' ? <ThankYouModal message={contactMessages.success} reference={reference} onClose={closeModal} /> : null}
    </PageRoot>
  );
}
