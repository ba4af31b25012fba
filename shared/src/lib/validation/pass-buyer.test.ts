import { readEnglishMessages } from '@chalein/testing/validation-messages';
import { validatePassBuyer } from './pass-buyer';

test('pass buyer checks', () => {
  expect(readEnglishMessages(validatePassBuyer({ name: '', mobile: '98', email: 'x', gender: '' }))).toEqual({
    name: 'Please enter your name.',
    mobile: 'Mobile number must be exactly 10 digits.',
    email: 'Please enter a valid email address.',
    gender: 'Please select your gender.',
  });
});
