import {
  ageOn,
  isValidDrivingLicence,
  isValidIfsc,
  isValidPincode,
  isValidVehicleNumber,
  indianMobileStartMessage,
  keepDigits,
  normaliseIndianMobile,
  readPhoneInput,
  todayInIndia,
  validateContact,
  validateDriver,
  validateInvestor,
  validateJobApplication,
  validateNewsletter,
  validatePassBuyer,
  validateResumeFile,
  validateDocumentFile,
  validateSupport,
  type DriverInput,
} from './validation';

test('contact form: the spec messages, word for word', () => {
  expect(validateContact({ firstName: '', lastName: '', email: '', phone_number: '', message: '', address: '' })).toEqual({
    firstName: 'First name is required',
    lastName: 'Last name is required',
    email: 'Email address is required',
    phone_number: 'Phone number is required',
    message: 'Message is required',
    address: 'Address is required',
  });
  const bad = validateContact({ firstName: 'A', lastName: 'B', email: 'a@b', phone_number: '98765', message: 'Hi', address: 'MG Road' });
  expect(bad).toEqual({ email: 'Email address is invalid', phone_number: 'Phone number must be exactly 10 digits' });
  expect(
    validateContact({ firstName: 'A', lastName: 'B', email: 'a@b.in', phone_number: '9876543210', message: 'Hi', address: 'MG Road' }),
  ).toEqual({});
});

test('investor form: spec messages plus the alternative number and description we validate', () => {
  const errors = validateInvestor({ strFullName: '', strEmail: 'x', iMobile: '12', iAlternativeMobile: '', strDescription: ' ' });
  expect(errors).toEqual({
    strFullName: 'fullname is required',
    strEmail: 'Email address is invalid',
    iMobile: 'Phone number must be exactly 10 digits',
    iAlternativeMobile: 'Alternative contact number is required',
    strDescription: 'Please tell us about your interest',
  });
});

test('support form needs one of the three ticket types', () => {
  expect(validateSupport({ strTicketType: 'Other', strSubject: 's', strDescription: 'd' })).toEqual({
    strTicketType: 'Please choose a ticket type',
  });
  expect(validateSupport({ strTicketType: 'Technical Query', strSubject: 's', strDescription: 'd' })).toEqual({});
});

test('job application: the spec messages, odd spacing included', () => {
  const errors = validateJobApplication({
    name: '',
    gender: '',
    current_location: '',
    number: '',
    email: '',
    additional_information: '',
    prior_experience: '',
    reference_person_name: '',
    reference_person_email: '',
  });
  expect(errors).toEqual({
    name: 'Name is required.',
    gender: 'Gender is required.',
    prior_experience: 'prior experience  is required.',
    current_location: 'Current location is required.',
    number: 'Contact number is required.',
    email: 'Email is required.',
  });
  expect(validateJobApplication({ ...blankApplication(), number: '12345' }).number).toBe('Contact number must be a 10-digit number.');
});

function blankApplication() {
  return {
    name: 'Asha',
    gender: 'prefer not to disclose',
    current_location: 'Bengaluru',
    number: '9876543210',
    email: 'asha@example.in',
    additional_information: '',
    prior_experience: '0',
    reference_person_name: '',
    reference_person_email: '',
  };
}

test('resumes: PDF, DOC or DOCX up to 5 MB', () => {
  expect(validateResumeFile({ type: 'application/pdf', size: 1000 })).toBeUndefined();
  expect(validateResumeFile({ type: 'image/png', size: 1000 })).toBe('Please upload a PDF, DOC, or DOCX file.');
  expect(validateResumeFile({ type: 'application/pdf', size: 6 * 1024 * 1024 })).toBe('The resume must be 5 MB or smaller.');
});

test('driver documents: JPEG, PNG or PDF', () => {
  expect(validateDocumentFile({ type: 'image/jpeg', size: 1000 })).toBeUndefined();
  expect(validateDocumentFile({ type: 'image/gif', size: 1000 })).toBe('Please upload a JPEG, PNG, or PDF file.');
});

const validDriver: DriverInput = {
  fullName: 'Ravi Kumar',
  contactNumber: '9876543210',
  driver_category: '0',
  referralCode: '',
  pincode: '560025',
  address: '12 MG Road',
  stateId: '16',
  cityId: '5',
  vehicle_category: '2',
  vehicleNumber: 'KA 01 AB 1234',
  wheelChair: '0',
  bankAccNo: '123456789012',
  reBankAccNo: '123456789012',
  ifscCode: 'SBIN0001234',
  drivingLicenseNo: 'KA01 20191234567',
  reDrivingLicenseNumber: 'KA0120191234567',
  dob: '1990-05-17',
};

test('driver registration: a valid driver passes, separators in the licence are ignored', () => {
  expect(validateDriver(validDriver, new Date('2026-11-22'))).toEqual({});
});

test('driver registration: the spec messages and our format messages', () => {
  const empty = Object.fromEntries(Object.keys(validDriver).map((key) => [key, ''])) as unknown as DriverInput;
  expect(validateDriver(empty, new Date('2026-11-22'))).toEqual({
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
    { ...validDriver, reBankAccNo: '1', reDrivingLicenseNumber: 'KA0120191234568', dob: '2010-01-01' },
    new Date('2026-11-22'),
  );
  expect(mismatched).toEqual({
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
    expect(validateDriver({ ...validDriver, dob: '2008-11-22' })).toEqual({});
    expect(validateDriver({ ...validDriver, dob: '2008-11-23' })).toEqual({
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

test('newsletter and pass buyer checks', () => {
  expect(validateNewsletter({ email: '' })).toEqual({ email: 'Please enter your email address.' });
  expect(validateNewsletter({ email: 'a@b.in' })).toEqual({});
  expect(validatePassBuyer({ name: '', mobile: '98', email: 'x', gender: '' })).toEqual({
    name: 'Please enter your name.',
    mobile: 'Mobile number must be exactly 10 digits.',
    email: 'Please enter a valid email address.',
    gender: 'Please select your gender.',
  });
});

test('digit-only inputs keep at most the allowed digits', () => {
  expect(keepDigits('98a76-54 32101', 10)).toBe('9876543210');
});

describe('Indian mobile numbers', () => {
  it('normalises a number written with +91, 91 or 0 and spaces, dashes, dots or brackets to its bare 10 digits', () => {
    for (const written of [
      '+91 98765 43210',
      '98765 43210',
      '098765 43210',
      '098765-43210',
      '91 98765 43210',
      '+91-98765.43210',
      '(+91) 98765 43210',
      '0091 98765 43210',
    ]) {
      expect(normaliseIndianMobile(written)).toBe('9876543210');
    }
  });

  it('leaves a plain 10-digit number alone, even one that starts with 91 or 0', () => {
    expect(normaliseIndianMobile('9198765432')).toBe('9198765432');
    expect(normaliseIndianMobile('0123456789')).toBe('0123456789');
  });

  it('while typing +91 98765 43210 one character at a time, the field ends as the right 10 digits', () => {
    let value = '';
    for (const character of '+91 98765 43210') value = readPhoneInput(value + character);
    expect(value).toBe('9876543210');
    value = '';
    for (const character of '098765 43210') value = readPhoneInput(value + character);
    expect(value).toBe('9876543210');
  });

  it('pasting a written number gives its 10 digits; extra digits of a bare number are cut at 10; letters are dropped', () => {
    expect(readPhoneInput('98765 43210')).toBe('9876543210');
    expect(readPhoneInput('+91 98765 43210')).toBe('9876543210');
    expect(readPhoneInput('987654321099')).toBe('9876543210');
    expect(readPhoneInput('98765abc')).toBe('98765');
  });

  it('every phone rule refuses a number that does not start with 6-9 with our own message, and accepts +91 forms', () => {
    const start = indianMobileStartMessage;
    expect(
      validateContact({ firstName: 'A', lastName: 'B', email: 'a@b.in', phone_number: '1234567890', message: 'Hi', address: 'MG Road' })
        .phone_number,
    ).toBe(start);
    expect(
      validateContact({
        firstName: 'A',
        lastName: 'B',
        email: 'a@b.in',
        phone_number: '+91 98765 43210',
        message: 'Hi',
        address: 'MG Road',
      }),
    ).toEqual({});
    const investor = { strFullName: 'A', strEmail: 'a@b.in', iMobile: '1234567890', iAlternativeMobile: '5234567890', strDescription: 'x' };
    expect(validateInvestor(investor)).toEqual({ iMobile: start, iAlternativeMobile: start });
    expect(validateInvestor({ ...investor, iMobile: '+91 98765 43210', iAlternativeMobile: '09876543210' }).iAlternativeMobile).toBe(
      'Alternative contact number must differ from the phone number',
    );
    expect(validatePassBuyer({ name: 'A', mobile: '1234567890', email: 'a@b.in', gender: 'Male' }).mobile).toBe(start);
    expect(validatePassBuyer({ name: 'A', mobile: '98765 43210', email: 'a@b.in', gender: 'Male' })).toEqual({});
    expect(validateJobApplication({ ...blankApplication(), number: '1234567890' }).number).toBe(start);
    expect(validateJobApplication({ ...blankApplication(), number: '+91 98765 43210' }).number).toBeUndefined();
    expect(validateDriver({ ...validDriver, contactNumber: '1234567890' }, new Date('2026-11-22')).contactNumber).toBe(start);
    expect(validateDriver({ ...validDriver, contactNumber: '098765-43210' }, new Date('2026-11-22'))).toEqual({});
    expect(
      validateContact({ firstName: 'A', lastName: 'B', email: 'a@b.in', phone_number: '98765', message: 'Hi', address: 'MG Road' })
        .phone_number,
    ).toBe('Phone number must be exactly 10 digits');
  });
});
