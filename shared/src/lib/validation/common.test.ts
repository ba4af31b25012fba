import { readEnglishMessage } from '@chalein/testing/validation-messages';
import { indianMobileStartMessage, keepDigits, normaliseIndianMobile, readPhoneInput } from './common';
import { validateContact } from './contact';
import { validateDriver } from './driver-registration';
import { validateInvestor } from './investor';
import { validateJobApplication } from './job-application';
import { validatePassBuyer } from './pass-buyer';
import { driverAnswers } from '@chalein/testing/fixtures/driver-registration';
import { jobApplicationAnswers } from '@chalein/testing/fixtures/job-application';

test('digit-only inputs keep at most the allowed digits', () => {
  expect(keepDigits('98a76-54 32101', 10)).toBe('9876543210');
});

describe('Indian mobile numbers', () => {
  it('normalises a number written with +91, 91 or 0 and spaces, dashes, dots or brackets to its bare 10 digits', () => {
    for (const written of [
      '+91 98765 43210',
      '98765 43210',
      '098765 43210',
      '098765-43210',
      '91 98765 43210',
      '+91-98765.43210',
      '(+91) 98765 43210',
      '0091 98765 43210',
    ]) {
      expect(normaliseIndianMobile(written)).toBe('9876543210');
    }
  });

  it('leaves a plain 10-digit number alone, even one that starts with 91 or 0', () => {
    expect(normaliseIndianMobile('9198765432')).toBe('9198765432');
    expect(normaliseIndianMobile('0123456789')).toBe('0123456789');
  });

  it('while typing +91 98765 43210 one character at a time, the field ends as the right 10 digits', () => {
    let value = '';
    for (const character of '+91 98765 43210') value = readPhoneInput(value + character);
    expect(value).toBe('9876543210');
    value = '';
    for (const character of '098765 43210') value = readPhoneInput(value + character);
    expect(value).toBe('9876543210');
  });

  it('pasting a written number gives its 10 digits; extra digits of a bare number are cut at 10; letters are dropped', () => {
    expect(readPhoneInput('98765 43210')).toBe('9876543210');
    expect(readPhoneInput('+91 98765 43210')).toBe('9876543210');
    expect(readPhoneInput('987654321099')).toBe('9876543210');
    expect(readPhoneInput('98765abc')).toBe('98765');
  });

  it('every phone rule refuses a number that does not start with 6-9 with our own message, and accepts +91 forms', () => {
    const start = indianMobileStartMessage;
    expect(
      validateContact({ firstName: 'A', lastName: 'B', email: 'a@b.in', phone_number: '1234567890', message: 'Hi', address: 'MG Road' })
        .phone_number,
    ).toBe(start);
    expect(
      validateContact({
        firstName: 'A',
        lastName: 'B',
        email: 'a@b.in',
        phone_number: '+91 98765 43210',
        message: 'Hi',
        address: 'MG Road',
      }),
    ).toEqual({});
    const investor = { strFullName: 'A', strEmail: 'a@b.in', iMobile: '1234567890', iAlternativeMobile: '5234567890', strDescription: 'x' };
    expect(validateInvestor(investor)).toEqual({ iMobile: start, iAlternativeMobile: start });
    expect(
      readEnglishMessage(
        validateInvestor({ ...investor, iMobile: '+91 98765 43210', iAlternativeMobile: '09876543210' }).iAlternativeMobile,
      ),
    ).toBe('Alternative contact number must differ from the phone number');
    expect(validatePassBuyer({ name: 'A', mobile: '1234567890', email: 'a@b.in', gender: 'Male' }).mobile).toBe(start);
    expect(validatePassBuyer({ name: 'A', mobile: '98765 43210', email: 'a@b.in', gender: 'Male' })).toEqual({});
    expect(validateJobApplication({ ...jobApplicationAnswers, number: '1234567890' }).number).toBe(start);
    expect(validateJobApplication({ ...jobApplicationAnswers, number: '+91 98765 43210' }).number).toBeUndefined();
    expect(validateDriver({ ...driverAnswers, contactNumber: '1234567890' }, new Date('2026-11-22')).contactNumber).toBe(start);
    expect(validateDriver({ ...driverAnswers, contactNumber: '098765-43210' }, new Date('2026-11-22'))).toEqual({});
    expect(
      readEnglishMessage(
        validateContact({ firstName: 'A', lastName: 'B', email: 'a@b.in', phone_number: '98765', message: 'Hi', address: 'MG Road' })
          .phone_number,
      ),
    ).toBe('Phone number must be exactly 10 digits');
    expect(readEnglishMessage(start)).toBe('Mobile numbers start with 6, 7, 8 or 9.');
  });
});
