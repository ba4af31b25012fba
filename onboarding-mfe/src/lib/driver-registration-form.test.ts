import type { StateCityMapping } from '@chalein/shared/api/types';
import { readEnglishMessage } from '@chalein/testing/validation-messages';
import {
  buildRegistrationDocuments,
  buildRegistrationFields,
  emptyDriver,
  formatBytes,
  latestAdultBirthDate,
  pickRegistrationErrors,
  validateRegistration,
} from './driver-registration-form';

// as a Kannada page loads it: the names shown in Kannada, the English ones beside them
const mapping: StateCityMapping = {
  states: [{ stateId: 11, stateName: 'Karnataka', stateLabel: 'ಕರ್ನಾಟಕ' }],
  cities: [
    { cityId: 100, cityName: 'Bengaluru', cityLabel: 'ಬೆಂಗಳೂರು', stateMasterStateId: 11 },
    { cityId: 200, cityName: 'Mumbai', cityLabel: 'ಮುಂಬೈ', stateMasterStateId: 14 },
  ],
};

test('the fields sent carry the English names of the chosen state and city, whatever language shows them, and the consent', () => {
  const fields = buildRegistrationFields({ ...emptyDriver, stateId: '11', cityId: '100' }, mapping);
  expect(fields).toMatchObject({ stateId: '11', stateName: 'Karnataka', cityId: '100', cityName: 'Bengaluru', consent: '1' });
  expect(Object.keys(fields)).toHaveLength(Object.keys(emptyDriver).length + 3);
  expect(buildRegistrationFields(emptyDriver, null)).toMatchObject({ stateName: '', cityName: '' });
});

test('only chosen documents are sent, by their field names', () => {
  const file = new File(['%PDF-'], 'rc.pdf', { type: 'application/pdf' });
  expect(buildRegistrationDocuments({ registrationCertificateNoFrontPhoto: { file, originalSize: 5, previewUrl: null } })).toEqual({
    registrationCertificateNoFrontPhoto: file,
  });
});

test('a city of another state is refused; without the list, state and city are still required', () => {
  // the rules give keys: read in English, as an English page shows them
  expect(readEnglishMessage(validateRegistration({ ...emptyDriver, stateId: '11', cityId: '200' }, {}, true, mapping).cityId)).toBe(
    'Please choose a city in the chosen state.',
  );
  const offline = validateRegistration(emptyDriver, {}, true, null);
  expect(readEnglishMessage(offline.stateId)).toBe('Please choose your state.');
  expect(readEnglishMessage(offline.cityId)).toBe('Please choose your city.');
  expect(offline.consent).toBeUndefined();
});

test("the server's field errors are kept for the form's fields only", () => {
  expect(pickRegistrationErrors({ chequePhoto: 'Please upload this document.', body: 'x', consent: 'agree' })).toEqual({
    chequePhoto: 'Please upload this document.',
    consent: 'agree',
  });
});

test('sizes and the latest adult birth date read as a person reads them', () => {
  expect(formatBytes(700 * 1024)).toBe('700 KB');
  expect(formatBytes(100)).toBe('1 KB');
  expect(formatBytes(4.5 * 1024 * 1024)).toBe('4.5 MB');
  expect(latestAdultBirthDate(new Date('2025-03-09'))).toBe('2007-03-09');
});

test("the date picker's latest birth date follows India's calendar, as the age check does", () => {
  // 00:30 IST on 9 March 2025, still 8 March in UTC
  jest.spyOn(Date, 'now').mockReturnValue(Date.parse('2025-03-08T19:00:00Z'));
  try {
    expect(latestAdultBirthDate()).toBe('2007-03-09');
  } finally {
    jest.restoreAllMocks();
  }
});
