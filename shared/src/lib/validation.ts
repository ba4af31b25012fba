// Validation rules and their messages, used by the forms and again by the API server, so both say the same
// words (decisions.md 'API contract'). Messages in quotes in spec section 5 appear here word for word, odd
// spacing included; the Indian formats of decisions.md have messages of our own.

export type FieldErrors<K extends string = string> = Partial<Record<K, string>>;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const TEN_DIGITS = /^\d{10}$/;

export const isValidEmail = (value: string): boolean => EMAIL_PATTERN.test(value.trim());
export const isTenDigits = (value: string): boolean => TEN_DIGITS.test(value);

/** Keeps digits only, at most `max` of them: for PIN code and account inputs (phones use readPhoneInput). */
export const keepDigits = (value: string, max: number): string => value.replace(/\D/g, '').slice(0, max);

/* ---------------------------------------------------------------- Indian mobile numbers */

// How people in India write a mobile number: with the country code (+91, 91, 0091), a trunk 0, and spaces, dashes,
// dots or brackets anywhere. Why the prefix is taken off only when exactly ten digits remain:
// docs/decisions/indian-phone-numbers.md.
const PHONE_SEPARATORS = /[\s\-.()]/g;
const PREFIXED_MOBILE = /^(?:\+91|\+?0091|91)?0?(\d{10})$/;
/** a prefix still being typed (+, 0, 91): kept as typed until the number is complete */
const PHONE_PREFIX_START = /^(?:\+|0|91)/;
/** room for `+91 (98765) 43210` and the like, and no more */
export const PHONE_INPUT_MAX_LENGTH = 20;

/** The Indian mobile rule of our own (short, so it fits one line under a phone-sized field). */
export const indianMobileStartMessage = 'Mobile numbers start with 6, 7, 8 or 9.';

/**
 * The bare 10 digits of a mobile written as `+91 98765 43210`, `098765-43210`, `98765 43210`...; anything else is
 * returned without its separators, for the 10-digit rule to refuse.
 */
export function normaliseIndianMobile(value: string): string {
  const compact = value.trim().replace(PHONE_SEPARATORS, '');
  return PREFIXED_MOBILE.exec(compact)?.[1] ?? compact;
}

export const isIndianMobile = (value: string): boolean => /^[6-9]\d{9}$/.test(value);

/**
 * What a phone input keeps of a typed or pasted value. A complete number becomes its bare 10 digits at once; a
 * number starting with a prefix (+, 0, 91) is kept as typed while it is incomplete, so typing `+91 9...` one
 * character at a time is not cut to 10 digits too early; any other value keeps its first 10 digits.
 */
export function readPhoneInput(value: string): string {
  const kept = value.replace(/[^\d+\s\-.()]/g, '').slice(0, PHONE_INPUT_MAX_LENGTH);
  const normalised = normaliseIndianMobile(kept);
  if (TEN_DIGITS.test(normalised)) return normalised;
  if (PHONE_PREFIX_START.test(kept.replace(PHONE_SEPARATORS, ''))) return kept;
  return keepDigits(kept, 10);
}

/** The message for a phone value, or undefined when it is a valid Indian mobile in any accepted form. */
export function checkIndianMobile(value: string, messages: { required: string; invalid: string }): string | undefined {
  if (!value.trim()) return messages.required;
  const mobile = normaliseIndianMobile(value);
  if (!isTenDigits(mobile)) return messages.invalid;
  if (!isIndianMobile(mobile)) return indianMobileStartMessage;
  return undefined;
}

export const MAX_TEXT_LENGTH = 200;
export const MAX_MESSAGE_LENGTH = 5000;

/* ---------------------------------------------------------------- newsletter */

export const newsletterMessages = {
  required: 'Please enter your email address.',
  invalid: 'Please enter a valid email address.',
  success: 'Subscribed successfully!',
  failure: 'Failed to subscribe. Please try again.',
} as const;

export function validateNewsletter(input: { email: string }): FieldErrors<'email'> {
  if (!input.email.trim()) return { email: newsletterMessages.required };
  if (!isValidEmail(input.email) || input.email.length > 254) return { email: newsletterMessages.invalid };
  return {};
}

/* ---------------------------------------------------------------- contact */

export const contactMessages = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  emailRequired: 'Email address is required',
  emailInvalid: 'Email address is invalid',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Phone number must be exactly 10 digits',
  messageRequired: 'Message is required',
  addressRequired: 'Address is required',
  tooLong: 'This is too long.',
  success: 'Your form has been submitted successfully',
  failure: 'Error submitting form. Please try again.',
} as const;

export interface ContactInput {
  firstName: string;
  lastName: string;
  email: string;
  phone_number: string;
  message: string;
  address: string;
}

export function validateContact(input: ContactInput): FieldErrors<keyof ContactInput> {
  const m = contactMessages;
  const errors: FieldErrors<keyof ContactInput> = {};
  if (!input.firstName.trim()) errors.firstName = m.firstNameRequired;
  else if (input.firstName.length > MAX_TEXT_LENGTH) errors.firstName = m.tooLong;
  if (!input.lastName.trim()) errors.lastName = m.lastNameRequired;
  else if (input.lastName.length > MAX_TEXT_LENGTH) errors.lastName = m.tooLong;
  if (!input.email.trim()) errors.email = m.emailRequired;
  else if (!isValidEmail(input.email) || input.email.length > 254) errors.email = m.emailInvalid;
  const phone = checkIndianMobile(input.phone_number, { required: m.phoneRequired, invalid: m.phoneInvalid });
  if (phone) errors.phone_number = phone;
  if (!input.address.trim()) errors.address = m.addressRequired;
  else if (input.address.length > MAX_TEXT_LENGTH * 2) errors.address = m.tooLong;
  if (!input.message.trim()) errors.message = m.messageRequired;
  else if (input.message.length > MAX_MESSAGE_LENGTH) errors.message = m.tooLong;
  return errors;
}

/** The contact and investor forms ask for consent to use what they collect (decisions.md 'Personal data'). */
export const replyConsentMessage = 'Please agree to let us use these details to reply to you.';

/* ---------------------------------------------------------------- investor */

export const investorMessages = {
  fullNameRequired: 'fullname is required',
  emailRequired: 'Email address is required',
  emailInvalid: 'Email address is invalid',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Phone number must be exactly 10 digits',
  alternativeRequired: 'Alternative contact number is required',
  alternativeInvalid: 'Alternative contact number must be exactly 10 digits',
  alternativeSame: 'Alternative contact number must differ from the phone number',
  descriptionRequired: 'Please tell us about your interest',
  tooLong: 'This is too long.',
  success: 'Your form has been submitted successfully',
  failure: 'Error submitting form. Please try again.',
} as const;

export interface InvestorInput {
  strFullName: string;
  strEmail: string;
  iMobile: string;
  iAlternativeMobile: string;
  strDescription: string;
}

export function validateInvestor(input: InvestorInput): FieldErrors<keyof InvestorInput> {
  const m = investorMessages;
  const errors: FieldErrors<keyof InvestorInput> = {};
  if (!input.strFullName.trim()) errors.strFullName = m.fullNameRequired;
  else if (input.strFullName.length > MAX_TEXT_LENGTH) errors.strFullName = m.tooLong;
  if (!input.strEmail.trim()) errors.strEmail = m.emailRequired;
  else if (!isValidEmail(input.strEmail) || input.strEmail.length > 254) errors.strEmail = m.emailInvalid;
  const mobile = checkIndianMobile(input.iMobile, { required: m.phoneRequired, invalid: m.phoneInvalid });
  if (mobile) errors.iMobile = mobile;
  const alternative = checkIndianMobile(input.iAlternativeMobile, { required: m.alternativeRequired, invalid: m.alternativeInvalid });
  if (alternative) errors.iAlternativeMobile = alternative;
  else if (normaliseIndianMobile(input.iAlternativeMobile) === normaliseIndianMobile(input.iMobile)) {
    errors.iAlternativeMobile = m.alternativeSame;
  }
  if (!input.strDescription.trim()) errors.strDescription = m.descriptionRequired;
  else if (input.strDescription.length > MAX_MESSAGE_LENGTH) errors.strDescription = m.tooLong;
  return errors;
}

/* ---------------------------------------------------------------- support */

export const ticketTypes = ['Sales Query', 'Technical Query', 'Account Query'] as const;

export const supportMessages = {
  ticketTypeRequired: 'Please choose a ticket type',
  subjectRequired: 'Subject is required',
  descriptionRequired: 'Description is required',
  tooLong: 'This is too long.',
  success: 'Ticket submitted successfully!',
  failure: 'Something went wrong. Please try again.',
} as const;

export interface SupportInput {
  strTicketType: string;
  strSubject: string;
  strDescription: string;
}

export function validateSupport(input: SupportInput): FieldErrors<keyof SupportInput> {
  const m = supportMessages;
  const errors: FieldErrors<keyof SupportInput> = {};
  if (!(ticketTypes as readonly string[]).includes(input.strTicketType)) errors.strTicketType = m.ticketTypeRequired;
  if (!input.strSubject.trim()) errors.strSubject = m.subjectRequired;
  else if (input.strSubject.length > MAX_TEXT_LENGTH) errors.strSubject = m.tooLong;
  if (!input.strDescription.trim()) errors.strDescription = m.descriptionRequired;
  else if (input.strDescription.length > MAX_MESSAGE_LENGTH) errors.strDescription = m.tooLong;
  return errors;
}

/* ---------------------------------------------------------------- job application */

export const genderOptions = ['Male', 'Female', 'Other', 'prefer not to disclose'] as const;

export const RESUME_MAX_BYTES = 5 * 1024 * 1024;
export const resumeMimeTypes = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
] as const;

export const jobApplicationMessages = {
  nameRequired: 'Name is required.',
  genderRequired: 'Gender is required.',
  priorExperienceRequired: 'prior experience  is required.',
  currentLocationRequired: 'Current location is required.',
  numberRequired: 'Contact number is required.',
  numberInvalid: 'Contact number must be a 10-digit number.',
  emailRequired: 'Email is required.',
  emailInvalid: 'Please enter a valid email address.',
  resumeType: 'Please upload a PDF, DOC, or DOCX file.',
  resumeRequired: 'Please upload your resume (PDF, DOC, or DOCX).',
  resumeTooLarge: 'The resume must be 5 MB or smaller.',
  referenceEmailInvalid: 'Please enter a valid email address for the reference person.',
  /** the application form asks for consent to use what it collects (decisions.md 'Personal data') */
  consentRequired: 'Please agree to let us use these details and your resume to consider your application.',
  tooLong: 'This is too long.',
  success: 'Your form has been submitted successfully.',
  failure: 'Error submitting form. Please try again later.',
} as const;

export interface JobApplicationInput {
  name: string;
  gender: string;
  current_location: string;
  number: string;
  email: string;
  additional_information: string;
  prior_experience: string;
  reference_person_name: string;
  reference_person_email: string;
}

export function validateJobApplication(input: JobApplicationInput): FieldErrors<keyof JobApplicationInput> {
  const m = jobApplicationMessages;
  const errors: FieldErrors<keyof JobApplicationInput> = {};
  if (!input.name.trim()) errors.name = m.nameRequired;
  else if (input.name.length > MAX_TEXT_LENGTH) errors.name = m.tooLong;
  if (!(genderOptions as readonly string[]).includes(input.gender)) errors.gender = m.genderRequired;
  if (input.prior_experience !== '1' && input.prior_experience !== '0') errors.prior_experience = m.priorExperienceRequired;
  if (!input.current_location.trim()) errors.current_location = m.currentLocationRequired;
  else if (input.current_location.length > MAX_TEXT_LENGTH) errors.current_location = m.tooLong;
  const number = checkIndianMobile(input.number, { required: m.numberRequired, invalid: m.numberInvalid });
  if (number) errors.number = number;
  if (!input.email.trim()) errors.email = m.emailRequired;
  else if (!isValidEmail(input.email) || input.email.length > 254) errors.email = m.emailInvalid;
  if (input.reference_person_email.trim() && !isValidEmail(input.reference_person_email)) {
    errors.reference_person_email = m.referenceEmailInvalid;
  }
  if (input.reference_person_name.length > MAX_TEXT_LENGTH) errors.reference_person_name = m.tooLong;
  if (input.additional_information.length > MAX_MESSAGE_LENGTH) errors.additional_information = m.tooLong;
  return errors;
}

/** Checks a chosen resume by its declared type and size (the server checks its bytes as well). */
export function validateResumeFile(file: { type: string; size: number } | null): string | undefined {
  if (!file) return jobApplicationMessages.resumeRequired;
  if (!(resumeMimeTypes as readonly string[]).includes(file.type)) return jobApplicationMessages.resumeType;
  if (file.size > RESUME_MAX_BYTES) return jobApplicationMessages.resumeTooLarge;
  return undefined;
}

/* ---------------------------------------------------------------- driver registration */

export const DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;
export const documentMimeTypes = ['image/jpeg', 'image/png', 'application/pdf'] as const;

export const driverDocumentFields = [
  'adharCardFrontPhoto',
  'adharCardBackPhoto',
  'chequeBook',
  'chequePhoto',
  'drivingLicenseFrontPhoto',
  'drivingLicenseBackPhoto',
  'registrationCertificateNoFrontPhoto',
  'vehicleInsurancePhoto',
] as const;
export type DriverDocumentField = (typeof driverDocumentFields)[number];

export const driverMessages = {
  fullNameRequired: 'Name is required.',
  addressRequired: 'Address is required.',
  pincodeRequired: 'Pincode is required.',
  pincodeInvalid: 'Enter a valid 6-digit PIN code (it cannot start with 0).',
  wheelChairRequired: 'Please Select Yes/No  required.',
  vehicleCategoryRequired: 'Vehicle Category is required.',
  contactNumberRequired: 'Contact number is required',
  contactNumberInvalid: 'Contact number must be exactly 10 digits',
  driverCategoryRequired: 'Driver category is required.',
  vehicleNumberRequired: 'Vehicle Number is required.',
  vehicleNumberInvalid: 'Enter a valid vehicle registration number, like KA 01 AB 1234 or 22 BH 1234 AB.',
  bankAccNoRequired: 'Account Number is required',
  bankAccNoInvalid: 'Enter a valid account number (9 to 18 digits).',
  reBankAccNoMismatch: 'Account numbers do not match',
  ifscRequired: 'IFSC Number is required',
  ifscInvalid: 'Enter a valid IFSC code, like SBIN0001234.',
  drivingLicenseRequired: 'Driving License is required',
  drivingLicenseInvalid: 'Enter a valid driving licence number, like KA01 20191234567.',
  reDrivingLicenseMismatch: 'Driving License numbers do not match',
  dobRequired: 'Date Of Birth is required',
  dobTooYoung: 'You must be at least 18 years old to drive with Chalein.',
  dobInvalid: 'Enter a valid date of birth.',
  documentType: 'Please upload a JPEG, PNG, or PDF file.',
  documentRequired: 'Please upload this document.',
  documentTooLarge: 'Each document must be 5 MB or smaller.',
  tooLong: 'This is too long.',
  mobileCheckFailed: 'An error occurred during validation.',
  success: 'Your form has been submitted successfully.',
  failure: 'Error submitting form. Please try again later.',
} as const;

const normalizeCode = (value: string): string => value.replace(/[\s-]/g, '').toUpperCase();

export const isValidPincode = (value: string): boolean => /^[1-9]\d{5}$/.test(value);
export const isValidIfsc = (value: string): boolean => /^[A-Z]{4}0[A-Z0-9]{6}$/.test(value.trim().toUpperCase());

/** Indian registration marks: state code, RTO, series, number (KA 01 AB 1234), or the BH series (22 BH 1234 AB). */
export function isValidVehicleNumber(value: string): boolean {
  const v = normalizeCode(value);
  return /^[A-Z]{2}\d{1,2}[A-Z]{0,3}\d{4}$/.test(v) || /^\d{2}BH\d{4}[A-Z]{1,2}$/.test(v);
}

/** Driving licence: state code, RTO code, year of issue, 7-digit number; spaces and hyphens ignored. */
export function isValidDrivingLicence(value: string): boolean {
  const v = normalizeCode(value);
  const match = /^[A-Z]{2}\d{2}((?:19|20)\d{2})\d{7}$/.exec(v);
  return match !== null && Number(match[1]) <= todayInIndia().getUTCFullYear();
}

export const sameLicence = (a: string, b: string): boolean => normalizeCode(a) === normalizeCode(b);

/** India keeps one time zone all year, five and a half hours ahead of UTC, with no summer time. */
const INDIA_UTC_OFFSET_MS = 5.5 * 3_600_000;

/**
 * Today on India's calendar, as a Date to be read through its UTC getters (getUTCFullYear and so on). Drivers count
 * their birthdays in India, while the server's clock (and a browser abroad) may still be on yesterday's date: between
 * 00:00 and 05:30 IST the UTC date is the day before.
 */
export function todayInIndia(now: number = Date.now()): Date {
  return new Date(now + INDIA_UTC_OFFSET_MS);
}

/**
 * Age in whole years on `today` (read through its UTC getters, see todayInIndia) of someone born on `isoDate`
 * (YYYY-MM-DD); NaN when the date is not real.
 */
export function ageOn(isoDate: string, today: Date): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return Number.NaN;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const born = new Date(Date.UTC(year, month - 1, day));
  if (born.getUTCMonth() !== month - 1 || born.getUTCDate() !== day) return Number.NaN;
  let age = today.getUTCFullYear() - year;
  const beforeBirthday = today.getUTCMonth() + 1 < month || (today.getUTCMonth() + 1 === month && today.getUTCDate() < day);
  if (beforeBirthday) age -= 1;
  return age;
}

export interface DriverInput {
  fullName: string;
  contactNumber: string;
  driver_category: string;
  referralCode: string;
  pincode: string;
  address: string;
  stateId: string;
  cityId: string;
  vehicle_category: string;
  vehicleNumber: string;
  wheelChair: string;
  bankAccNo: string;
  reBankAccNo: string;
  ifscCode: string;
  drivingLicenseNo: string;
  reDrivingLicenseNumber: string;
  dob: string;
}

export function validateDriver(input: DriverInput, today: Date = todayInIndia()): FieldErrors<keyof DriverInput> {
  const m = driverMessages;
  const errors: FieldErrors<keyof DriverInput> = {};
  if (!input.fullName.trim()) errors.fullName = m.fullNameRequired;
  else if (input.fullName.length > MAX_TEXT_LENGTH) errors.fullName = m.tooLong;
  if (!input.address.trim()) errors.address = m.addressRequired;
  else if (input.address.length > MAX_TEXT_LENGTH * 2) errors.address = m.tooLong;
  if (!input.pincode.trim()) errors.pincode = m.pincodeRequired;
  else if (!isValidPincode(input.pincode)) errors.pincode = m.pincodeInvalid;
  if (input.wheelChair !== '1' && input.wheelChair !== '0') errors.wheelChair = m.wheelChairRequired;
  if (!['0', '1', '2'].includes(input.vehicle_category)) errors.vehicle_category = m.vehicleCategoryRequired;
  const contactNumber = checkIndianMobile(input.contactNumber, { required: m.contactNumberRequired, invalid: m.contactNumberInvalid });
  if (contactNumber) errors.contactNumber = contactNumber;
  if (input.driver_category !== '0' && input.driver_category !== '1') errors.driver_category = m.driverCategoryRequired;
  if (!input.vehicleNumber.trim()) errors.vehicleNumber = m.vehicleNumberRequired;
  else if (!isValidVehicleNumber(input.vehicleNumber)) errors.vehicleNumber = m.vehicleNumberInvalid;
  if (!input.bankAccNo.trim()) errors.bankAccNo = m.bankAccNoRequired;
  else if (!/^\d{9,18}$/.test(input.bankAccNo)) errors.bankAccNo = m.bankAccNoInvalid;
  if (input.reBankAccNo !== input.bankAccNo) errors.reBankAccNo = m.reBankAccNoMismatch;
  if (!input.ifscCode.trim()) errors.ifscCode = m.ifscRequired;
  else if (!isValidIfsc(input.ifscCode)) errors.ifscCode = m.ifscInvalid;
  if (!input.drivingLicenseNo.trim()) errors.drivingLicenseNo = m.drivingLicenseRequired;
  else if (!isValidDrivingLicence(input.drivingLicenseNo)) errors.drivingLicenseNo = m.drivingLicenseInvalid;
  if (!sameLicence(input.reDrivingLicenseNumber, input.drivingLicenseNo)) errors.reDrivingLicenseNumber = m.reDrivingLicenseMismatch;
  if (!input.dob.trim()) errors.dob = m.dobRequired;
  else {
    const age = ageOn(input.dob, today);
    if (Number.isNaN(age) || age > 100) errors.dob = m.dobInvalid;
    else if (age < 18) errors.dob = m.dobTooYoung;
  }
  if (input.referralCode.length > 32) errors.referralCode = m.tooLong;
  return errors;
}

export function validateDocumentFile(file: { type: string; size: number } | null): string | undefined {
  if (!file) return driverMessages.documentRequired;
  if (!(documentMimeTypes as readonly string[]).includes(file.type)) return driverMessages.documentType;
  if (file.size > DOCUMENT_MAX_BYTES) return driverMessages.documentTooLarge;
  return undefined;
}

// Rules of our own beyond spec section 5, shared by the form and the server. The spec leaves state and city
// unvalidated, but a driver cannot be placed without a city, so both are required and must match the server's
// mapping; consent is what the DPDP Act 2023 asks of a form that collects personal data (decisions.md).
export const driverRegistrationMessages = {
  stateRequired: 'Please choose your state.',
  cityRequired: 'Please choose your city.',
  cityNotInState: 'Please choose a city in the chosen state.',
  consentRequired: 'Please agree to the use of your details and documents to continue.',
  mobileRegistered: 'This contact number is already registered with Chalein. Please sign in to the Driver App instead.',
  mobileAvailable: 'This contact number can be used.',
} as const;

export interface DriverLocationMapping {
  states: readonly { stateId: number }[];
  cities: readonly { cityId: number; stateMasterStateId: number }[];
}

export function validateDriverLocation(
  input: { stateId: string; cityId: string },
  mapping: DriverLocationMapping,
): FieldErrors<'stateId' | 'cityId'> {
  const m = driverRegistrationMessages;
  const errors: FieldErrors<'stateId' | 'cityId'> = {};
  const stateId = /^\d{1,9}$/.test(input.stateId) ? Number(input.stateId) : NaN;
  const cityId = /^\d{1,9}$/.test(input.cityId) ? Number(input.cityId) : NaN;
  if (!mapping.states.some((state) => state.stateId === stateId)) errors.stateId = m.stateRequired;
  const city = mapping.cities.find((candidate) => candidate.cityId === cityId);
  if (!city) errors.cityId = m.cityRequired;
  else if (!errors.stateId && city.stateMasterStateId !== stateId) errors.cityId = m.cityNotInState;
  return errors;
}

/* ---------------------------------------------------------------- pass buyer */

export const passBuyerMessages = {
  nameRequired: 'Please enter your name.',
  mobileRequired: 'Please enter your mobile number.',
  mobileInvalid: 'Mobile number must be exactly 10 digits.',
  emailRequired: 'Please enter your email address.',
  emailInvalid: 'Please enter a valid email address.',
  genderRequired: 'Please select your gender.',
  tooLong: 'This is too long.',
} as const;

export const passBuyerGenders = ['Male', 'Female', 'Other'] as const;

export interface PassBuyerInput {
  name: string;
  mobile: string;
  email: string;
  gender: string;
}

export function validatePassBuyer(input: PassBuyerInput): FieldErrors<keyof PassBuyerInput> {
  const m = passBuyerMessages;
  const errors: FieldErrors<keyof PassBuyerInput> = {};
  if (!input.name.trim()) errors.name = m.nameRequired;
  else if (input.name.length > MAX_TEXT_LENGTH) errors.name = m.tooLong;
  const mobile = checkIndianMobile(input.mobile, { required: m.mobileRequired, invalid: m.mobileInvalid });
  if (mobile) errors.mobile = mobile;
  if (!input.email.trim()) errors.email = m.emailRequired;
  else if (!isValidEmail(input.email) || input.email.length > 254) errors.email = m.emailInvalid;
  if (!(passBuyerGenders as readonly string[]).includes(input.gender)) errors.gender = m.genderRequired;
  return errors;
}

/** The details modal asks for consent to use what it collects (decisions.md 'Personal data'); the server checks it too. */
export const passBuyerConsentMessage = 'Please agree to let us use these details to issue your pass.';

export const hasErrors = (errors: FieldErrors): boolean => Object.values(errors).some(Boolean);
