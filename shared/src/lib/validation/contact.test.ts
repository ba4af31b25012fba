import { readEnglishMessages } from '@chalein/testing/validation-messages';
import { validateContact } from './contact';

test('contact form: the spec messages, word for word', () => {
  expect(
    readEnglishMessages(validateContact({ firstName: '', lastName: '', email: '', phone_number: '', message: '', address: '' })),
  ).toEqual({
    firstName: 'First name is required',
    lastName: 'Last name is required',
    email: 'Email address is required',
    phone_number: 'Phone number is required',
    message: 'Message is required',
    address: 'Address is required',
  });
  const bad = validateContact({ firstName: 'A', lastName: 'B', email: 'a@b', phone_number: '98765', message: 'Hi', address: 'MG Road' });
  expect(readEnglishMessages(bad)).toEqual({ email: 'Email address is invalid', phone_number: 'Phone number must be exactly 10 digits' });
  expect(
    readEnglishMessages(
      validateContact({ firstName: 'A', lastName: 'B', email: 'a@b.in', phone_number: '9876543210', message: 'Hi', address: 'MG Road' }),
    ),
  ).toEqual({});
});
