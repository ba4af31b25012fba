import { VALIDATION_TEXTS } from './validation-texts-by-language';
import { formatValidationMessage, isValidationKey, readMessageValues } from './validation-message';
import { contactMessages } from './contact';
import { driverMessages, driverRegistrationMessages } from './driver-registration';
import { driverStatusMessages } from './driver-status';
import { investorMessages } from './investor';
import { jobApplicationMessages } from './job-application';
import { newsletterMessages } from './newsletter';
import { passBuyerConsentMessage, passBuyerMessages } from './pass-buyer';
import { supportMessages } from './support';
import { uploadedFileMessages } from './uploaded-files';
import { hiddenCharactersMessage, indianMobileStartMessage, replyConsentMessage } from './common';

const everyRuleMessage = [
  ...Object.values(contactMessages),
  ...Object.values(driverMessages),
  ...Object.values(driverRegistrationMessages),
  ...Object.values(driverStatusMessages),
  ...Object.values(investorMessages),
  ...Object.values(jobApplicationMessages),
  ...Object.values(newsletterMessages),
  ...Object.values(passBuyerMessages),
  ...Object.values(supportMessages),
  ...Object.values(uploadedFileMessages),
  passBuyerConsentMessage,
  hiddenCharactersMessage,
  indianMobileStartMessage,
  replyConsentMessage,
];

test('every message of the rules is a key with a text in English, Hindi and Kannada', () => {
  for (const key of everyRuleMessage) {
    expect(isValidationKey(key)).toBe(true);
    for (const language of ['en', 'hi', 'kn'] as const) {
      const text = formatValidationMessage(VALIDATION_TEXTS[language], key);
      expect({ key, language, text }).toEqual({ key, language, text: expect.not.stringMatching(/^$|\{\{|^[a-z]+\.[a-zA-Z]+$/) });
    }
  }
});

test('a key becomes its text with the limits it quotes, from the rules own constants', () => {
  expect(formatValidationMessage(VALIDATION_TEXTS.en, driverMessages.documentTooLarge)).toBe('Each document must be 5 MB or smaller.');
  expect(formatValidationMessage(VALIDATION_TEXTS.hi, jobApplicationMessages.resumeTooLarge)).toBe('रिज़्यूमे 5 MB या उससे छोटा होना चाहिए।');
  expect(formatValidationMessage(VALIDATION_TEXTS.kn, uploadedFileMessages.pictureTooLarge)).toContain('50 ಮೆಗಾಪಿಕ್ಸೆಲ್');
  expect(formatValidationMessage(VALIDATION_TEXTS.kn, uploadedFileMessages.pictureTooLarge)).toContain('12,000 ಪಿಕ್ಸೆಲ್‌');
  expect(readMessageValues(contactMessages.emailInvalid)).toBeUndefined();
  // values given with the key fill the rest; the server's own messages name their field so
  expect(formatValidationMessage(VALIDATION_TEXTS.en, 'request.maxLength', { label: 'Subject', limit: 200 })).toBe(
    'Subject must be at most 200 characters',
  );
  expect(formatValidationMessage(VALIDATION_TEXTS.kn, 'request.maxLength', { label: 'Subject', limit: 200 })).toBe(
    'ಇದು ಗರಿಷ್ಠ 200 ಅಕ್ಷರಗಳಷ್ಟಿರಬಹುದು',
  );
});

test('a text, or a key no language has, is left as it is: the server answers in the page language already', () => {
  expect(formatValidationMessage(VALIDATION_TEXTS.hi, 'Too many requests. Please wait a minute and try again.')).toBe(
    'Too many requests. Please wait a minute and try again.',
  );
  expect(formatValidationMessage(VALIDATION_TEXTS.hi, 'ईमेल पता सही नहीं है')).toBe('ईमेल पता सही नहीं है');
  expect(formatValidationMessage(VALIDATION_TEXTS.hi, 'contact.noSuchMessage')).toBe('contact.noSuchMessage');
  expect(formatValidationMessage(VALIDATION_TEXTS.hi, 'request.types')).toBe('request.types');
  expect(['contact.emailInvalid', 'This is too long.', 'Error: x.y', 'a.b c', 'contact.'].map(isValidationKey)).toEqual([
    true,
    false,
    false,
    false,
    false,
  ]);
});
