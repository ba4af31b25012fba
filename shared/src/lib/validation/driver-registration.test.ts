import { readEnglishMessage, readEnglishMessages } from '@chalein/testing/validation-messages';
import {
  type DriverInput,
  ageOn,
  isValidDrivingLicence,
  isValidIfsc,
  isValidPincode,
  isValidVehicleNumber,
  todayInIndia,
  validateDocumentFile,
  validateDriver,
} from './driver-registration';
import { driverAnswers } from '@chalein/testing/fixtures/driver-registration';

test('driver documents: JPEG, PNG or PDF', () => {
  expect(readEnglishMessage(validateDocumentFile({ type: 'image/jpeg', size: 1000 }))).toBeUndefined();
  expect(readEnglishMessage(validateDocumentFile({ type: 'image/gif', size: 1000 }))).toBe('Please upload a JPEG, PNG, or PDF file.');
});

test('driver registration: a valid driver passes, separators in the licence are ignored', () => {
  expect(readEnglishMessages(validateDriver(driverAnswers, new Date('2026-11-22')))).toEqual({});
});

test('driver registration: the spec messages and our format messages', () => {
  const empty = Object.fromEntries(Object.keys(driverAnswers).map((key) => [key, ''])) as unknown as DriverInput;
  expect(readEnglishMessages(validateDriver(empty, new Date('2026-11-22')))).toEqual({
    fullName: 'Name is required.',
    address: 'Address is required.',
    pincode: 'Pincode is required.',
    wheelChair: 'Please Select Yes/No  required.',
    vehicle_category: 'Vehicle Category is required.',
    contactNumber: 'Contact number is required',
    driver_category: 'Driver category is required.',
    vehicleNumber: 'Vehicle Number is required.',
    bankAccNo: 'Account Number is required',
    ifscCode: 'IFSC Number is required',
    drivingLicenseNo: 'Driving License is required',
    dob: 'Date Of Birth is required',
  });
  const mismatched = validateDriver(
    { ...driverAnswers, reBankAccNo: '1', reDrivingLicenseNumber: 'KA0120191234568', dob: '2010-01-01' },
    new Date('2026-11-22'),
  );
  expect(readEnglishMessages(mismatched)).toEqual({
    reBankAccNo: 'Account numbers do not match',
    reDrivingLicenseNumber: 'Driving License numbers do not match',
    dob: 'You must be at least 18 years old to drive with Chalein.',
  });
});

test('Indian formats: PIN code, IFSC, registration marks (BH series too) and licence numbers', () => {
  expect(isValidPincode('560025')).toBe(true);
  expect(isValidPincode('060025')).toBe(false);
  expect(isValidPincode('56002')).toBe(false);
  expect(isValidIfsc('HDFC0ABC123')).toBe(true);
  expect(isValidIfsc('HDFC1ABC123')).toBe(false);
  expect(isValidVehicleNumber('KA 01 AB 1234')).toBe(true);
  expect(isValidVehicleNumber('ka-05-m-9')).toBe(false);
  expect(isValidVehicleNumber('KA05M1234')).toBe(true);
  expect(isValidVehicleNumber('22 BH 1234 AB')).toBe(true);
  expect(isValidDrivingLicence('KA-01-2019-1234567')).toBe(true);
  expect(isValidDrivingLicence('KA01 1850 1234567')).toBe(false);
  expect(isValidDrivingLicence('KA01 2019 123456')).toBe(false);
});

test('age is counted in whole years, and impossible dates are refused', () => {
  expect(ageOn('2008-11-22', new Date('2026-11-22'))).toBe(18);
  expect(ageOn('2008-11-23', new Date('2026-11-22'))).toBe(17);
  expect(ageOn('2001-02-30', new Date('2026-11-22'))).toBeNaN();
});

describe("age on India's calendar", () => {
  afterEach(() => jest.restoreAllMocks());

  it('counts a driver who turns 18 today as 18 before 05:30 IST, while the UTC date is still yesterday', () => {
    // 00:30 IST on 22 November 2026 is 19:00 UTC on 21 November
    jest.spyOn(Date, 'now').mockReturnValue(Date.parse('2026-11-21T19:00:00Z'));
    expect(readEnglishMessages(validateDriver({ ...driverAnswers, dob: '2008-11-22' }))).toEqual({});
    expect(readEnglishMessages(validateDriver({ ...driverAnswers, dob: '2008-11-23' }))).toEqual({
      dob: 'You must be at least 18 years old to drive with Chalein.',
    });
  });

  it('turns the date at midnight IST, not UTC', () => {
    expect(todayInIndia(Date.parse('2026-11-21T18:29:59Z')).getUTCDate()).toBe(21);
    expect(todayInIndia(Date.parse('2026-11-21T18:30:00Z')).getUTCDate()).toBe(22);
    // late evening in India, still the same date in UTC
    expect(todayInIndia(Date.parse('2026-12-31T18:00:00Z')).toISOString().slice(0, 10)).toBe('2026-12-31');
    expect(todayInIndia(Date.parse('2026-12-31T18:30:00Z')).toISOString().slice(0, 10)).toBe('2027-01-01');
  });
});
