import { readEnglishMessages } from '@chalein/testing/validation-messages';
import { validateNewsletter } from './newsletter';

test('newsletter checks', () => {
  expect(readEnglishMessages(validateNewsletter({ email: '' }))).toEqual({ email: 'Please enter your email address.' });
  expect(readEnglishMessages(validateNewsletter({ email: 'a@b.in' }))).toEqual({});
});
