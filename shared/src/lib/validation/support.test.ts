import { validateSupport } from './support';

test('support form needs one of the three ticket types', () => {
  expect(validateSupport({ strTicketType: 'Other', strSubject: 's', strDescription: 'd' })).toEqual({
    strTicketType: 'Please choose a ticket type',
  });
  expect(validateSupport({ strTicketType: 'Technical Query', strSubject: 's', strDescription: 'd' })).toEqual({});
});
