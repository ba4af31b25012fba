import { hasHiddenCharacters, hiddenCharactersMessage, type FieldErrors } from './common';
import { validateContact, type ContactInput } from './contact';
import { validateDriver } from './driver-registration';
import { validateInvestor, type InvestorInput } from './investor';
import { validateJobApplication } from './job-application';
import { validateNewsletter } from './newsletter';
import { validatePassBuyer, type PassBuyerInput } from './pass-buyer';
import { validateSupport, type SupportInput } from './support';
import { contactAnswers } from '@chalein/testing/fixtures/contact-message';
import { driverAnswers } from '@chalein/testing/fixtures/driver-registration';
import { jobApplicationAnswers } from '@chalein/testing/fixtures/job-application';

const RIGHT_TO_LEFT_OVERRIDE = '\u202E';

describe('hidden characters', () => {
  it('are NUL, a surrogate without its pair and every bidirectional embedding, override and isolate control', () => {
    const bidiControls = ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069'];
    for (const control of bidiControls) expect(hasHiddenCharacters(`invoice${control}fdp.exe`)).toBe(true);
    expect(hasHiddenCharacters('Asha\0Rao')).toBe(true);
    // a high surrogate alone, at the end, or before another high one; a low surrogate alone or first
    for (const broken of ['\uD83D', 'Asha \uD83D', '\uD83D\uD83D\uDE00', '\uDE00', 'Asha \uDE00 Rao', '\uDE00\uD83D']) {
      expect(hasHiddenCharacters(broken)).toBe(true);
    }
  });

  it('are not the text people write: any script, emoji, the right-to-left marks and the neighbours of the ranges', () => {
    for (const text of [
      'Asha Rao',
      'आशा राव',
      'ஆஷா ராவ்',
      'ಆಶಾ ರಾವ್',
      'Booked 😀👍🏽 for 2 people',
      // Arabic and Hebrew names may carry the left-to-right and right-to-left marks
      'عائشة\u200F Rao',
      'Rao \u200Eשרה',
      // just outside the refused ranges: the paragraph separator, a narrow no-break space, U+2065 and U+206A
      'a\u2029b\u202Fc\u2065d\u206Ae',
      'line one\nline two\ttabbed',
    ]) {
      expect(hasHiddenCharacters(text)).toBe(false);
    }
  });
});

/** Each form's validator with a valid answer: hiding a character in any text field gives that field the message. */
const forms: { name: string; valid: Record<string, string>; validate: (input: Record<string, string>) => FieldErrors }[] = [
  {
    name: 'contact',
    valid: { ...contactAnswers },
    validate: (input) => validateContact(input as unknown as ContactInput),
  },
  {
    name: 'investor',
    valid: {
      strFullName: 'Asha Rao',
      strEmail: 'asha@example.in',
      iMobile: '9876543210',
      iAlternativeMobile: '9123456780',
      strDescription: 'Series A',
    },
    validate: (input) => validateInvestor(input as unknown as InvestorInput),
  },
  {
    name: 'support',
    valid: { strTicketType: 'Sales Query', strSubject: 'Airport cabs', strDescription: 'Do you have them?' },
    validate: (input) => validateSupport(input as unknown as SupportInput),
  },
  { name: 'newsletter', valid: { email: 'asha@example.in' }, validate: (input) => validateNewsletter({ email: input.email ?? '' }) },
  {
    name: 'pass buyer',
    valid: { name: 'Asha Rao', mobile: '9876543210', email: 'asha@example.in', gender: 'Female' },
    validate: (input) => validatePassBuyer(input as unknown as PassBuyerInput),
  },
  {
    name: 'job application',
    valid: { ...jobApplicationAnswers },
    validate: (input) => validateJobApplication({ ...jobApplicationAnswers, ...input }),
  },
  {
    name: 'driver registration',
    valid: { ...driverAnswers },
    validate: (input) => validateDriver({ ...driverAnswers, ...input }, new Date('2026-11-22')),
  },
];

describe.each(forms)('the $name form', ({ valid, validate }) => {
  it('accepts its valid answer', () => {
    expect(validate(valid)).toEqual({});
  });

  it('refuses a hidden character in any of its text fields with the hidden-characters message, in place of any other', () => {
    for (const [field, value] of Object.entries(valid)) {
      const middle = Math.ceil(value.length / 2);
      for (const hidden of [RIGHT_TO_LEFT_OVERRIDE, '\0', '\uD83D']) {
        const errors = validate({ ...valid, [field]: `${value.slice(0, middle)}${hidden}${value.slice(middle)}` });
        expect({ field, message: errors[field] }).toEqual({ field, message: hiddenCharactersMessage });
      }
    }
  });
});
