import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createTestI18n } from '@chalein/testing/i18n';
import { createI18n } from '@chalein/shared/lib/i18n/create-i18n';
import { contactMessages } from '@chalein/shared/lib/validation/contact';
import { driverMessages } from '@chalein/shared/lib/validation/driver-registration';
import { replyConsentMessage } from '@chalein/shared/lib/validation/common';
import { CheckboxField } from './checkbox-field';
import { ChoiceGroup } from './choice-group';
import { ThankYouModal } from './modal';
import { PostedThankYou } from './posted-form-fields';
import { TextField } from './text-field';

// The field family shows a rule's message (a key) in the page's language, and the server's (a text) as it is.

function Fields({ email, consent, gender }: { email?: string; consent?: string; gender?: string }) {
  return (
    <>
      <TextField label="Email" name="email" value="" error={email} onChange={() => undefined} />
      <CheckboxField name="consent" label="I agree" checked={false} error={consent} onChange={() => undefined} />
      <ChoiceGroup
        legend="Gender"
        name="gender"
        options={[{ value: 'Male', label: 'Male' }]}
        value=""
        error={gender}
        onChange={() => undefined}
      />
    </>
  );
}

test('a rule message reads in English on an English page', () => {
  render(<Fields email={contactMessages.emailInvalid} consent={replyConsentMessage} gender={driverMessages.documentTooLarge} />);
  expect(screen.getByText('Email address is invalid')).toBeInTheDocument();
  expect(screen.getByText('Please agree to let us use these details to reply to you.')).toBeInTheDocument();
  expect(screen.getByText('Each document must be 5 MB or smaller.')).toBeInTheDocument();
});

test("every field shows a rule's message in Hindi on a Hindi page, and the server's text as it came", () => {
  render(
    <I18nextProvider i18n={createTestI18n('hi')}>
      <Fields email={contactMessages.emailInvalid} consent={replyConsentMessage} gender="कृपया अपना लिंग चुनें।" />
    </I18nextProvider>,
  );
  expect(screen.getByRole('textbox', { name: /Email/ })).toHaveAccessibleDescription('ईमेल पता सही नहीं है');
  expect(screen.getByText('कृपया आपको जवाब देने के लिए हमें इन जानकारियों का इस्तेमाल करने की अनुमति दें।')).toBeInTheDocument();
  expect(screen.getByText('कृपया अपना लिंग चुनें।')).toBeInTheDocument();
});

test('a form does not wait for the messages: they load once it shows, and the field then reads in Kannada', async () => {
  // a page instance without the 'validation' texts, as a page starts in the browser: they load through the loader
  const i18n = createI18n('kn');
  render(
    <I18nextProvider i18n={i18n}>
      <Suspense fallback={<p>Suspended</p>}>
        <TextField label="Email" name="email" value="" error={contactMessages.emailRequired} onChange={() => undefined} />
      </Suspense>
    </I18nextProvider>,
  );
  expect(screen.queryByText('Suspended')).not.toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: /Email/ })).toHaveAttribute('aria-invalid', 'true');
  expect(await screen.findByText('ಇಮೇಲ್ ವಿಳಾಸ ಅಗತ್ಯ')).toBeInTheDocument();
});

test('a thank-you waits for the messages, so a page rendered with it shows its text at once', async () => {
  const i18n = createI18n('kn');
  render(
    <I18nextProvider i18n={i18n}>
      <Suspense fallback={<p>Suspended</p>}>
        <PostedThankYou message={contactMessages.success} reference="CT-2026-00001" />
      </Suspense>
    </I18nextProvider>,
  );
  expect(screen.getByText('Suspended')).toBeInTheDocument();
  expect(await screen.findByText('ನಿಮ್ಮ ಫಾರ್ಮ್ ಯಶಸ್ವಿಯಾಗಿ ಸಲ್ಲಿಕೆಯಾಗಿದೆ')).toBeInTheDocument();
});

test('the Thank You modal shows the form success message in the page language', () => {
  render(
    <I18nextProvider i18n={createTestI18n('hi')}>
      <ThankYouModal message={driverMessages.success} onClose={() => undefined} />
    </I18nextProvider>,
  );
  expect(screen.getByRole('dialog')).toHaveTextContent('आपका फ़ॉर्म सफलतापूर्वक सबमिट हो गया है।');
});
