import { readEnglishMessages } from '@chalein/testing/validation-messages';
import { validateInvestor } from './investor';

test('investor form: spec messages plus the alternative number and description we validate', () => {
  const errors = readEnglishMessages(
    validateInvestor({ strFullName: '', strEmail: 'x', iMobile: '12', iAlternativeMobile: '', strDescription: ' ' }),
  );
  expect(errors).toEqual({
    strFullName: 'fullname is required',
    strEmail: 'Email address is invalid',
    iMobile: 'Phone number must be exactly 10 digits',
    iAlternativeMobile: 'Alternative contact number is required',
    strDescription: 'Please tell us about your interest',
  });
});
