import { driverStatusMessages, normaliseRegistrationReference, validateDriverStatusLookup } from './driver-status';

test('a reference is read in any case, with or without its dashes, O read as zero', () => {
  expect(normaliseRegistrationReference('CHD-7K3M-9QXP')).toBe('CHD-7K3M-9QXP');
  expect(normaliseRegistrationReference(' chd 7k3m 9qxp ')).toBe('CHD-7K3M-9QXP');
  expect(normaliseRegistrationReference('chd7k3m9qxp')).toBe('CHD-7K3M-9QXP');
  expect(normaliseRegistrationReference('CHD-7K3M-9QXO')).toBe('CHD-7K3M-9QX0');
  // letters the alphabet leaves out, and the wrong length, are no reference
  expect(normaliseRegistrationReference('CHD-7K3M-9QXU')).toBeNull();
  expect(normaliseRegistrationReference('CHD-7K3M-9QX')).toBeNull();
  expect(normaliseRegistrationReference('ABC-7K3M-9QXP')).toBeNull();
});

test('the lookup names each missing or malformed field in the words the page shows', () => {
  expect(validateDriverStatusLookup({ reference: '', contactNumber: '' })).toEqual({
    reference: driverStatusMessages.referenceRequired,
    contactNumber: driverStatusMessages.contactNumberRequired,
  });
  expect(validateDriverStatusLookup({ reference: 'CHD-1', contactNumber: '98765' })).toEqual({
    reference: driverStatusMessages.referenceInvalid,
    contactNumber: driverStatusMessages.contactNumberInvalid,
  });
  expect(validateDriverStatusLookup({ reference: 'chd-7k3m-9qxp', contactNumber: '+91 98765 43210' })).toEqual({});
});
