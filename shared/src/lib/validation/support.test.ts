import { readEnglishMessages } from '@chalein/testing/validation-messages';
import { validateSupport } from './support';

test('support form needs one of the three ticket types', () => {
  expect(readEnglishMessages(validateSupport({ strTicketType: 'Other', strSubject: 's', strDescription: 'd' }))).toEqual({
    strTicketType: 'Please choose a ticket type',
  });
  expect(readEnglishMessages(validateSupport({ strTicketType: 'Technical Query', strSubject: 's', strDescription: 'd' }))).toEqual({});
});
