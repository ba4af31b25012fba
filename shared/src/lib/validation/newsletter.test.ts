import { validateNewsletter } from './newsletter';

test('newsletter checks', () => {
  expect(validateNewsletter({ email: '' })).toEqual({ email: 'Please enter your email address.' });
  expect(validateNewsletter({ email: 'a@b.in' })).toEqual({});
});
