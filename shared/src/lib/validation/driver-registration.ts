// The driver registration form's rules and messages: Indian formats, age, documents, state and city (the server
// checks them again).
import { type FieldErrors, MAX_TEXT_LENGTH, checkIndianMobile, refuseHiddenCharacters } from './common';
import { DOCUMENT_MAX_BYTES } from './uploaded-files';

// the limit lives with the upload messages that quote it; the form and the server read it here
export { DOCUMENT_MAX_BYTES };
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
  fullNameRequired: 'driver.fullNameRequired',
  addressRequired: 'driver.addressRequired',
  pincodeRequired: 'driver.pincodeRequired',
  pincodeInvalid: 'driver.pincodeInvalid',
  wheelChairRequired: 'driver.wheelChairRequired',
  vehicleCategoryRequired: 'driver.vehicleCategoryRequired',
  contactNumberRequired: 'driver.contactNumberRequired',
  contactNumberInvalid: 'driver.contactNumberInvalid',
  driverCategoryRequired: 'driver.driverCategoryRequired',
  vehicleNumberRequired: 'driver.vehicleNumberRequired',
  vehicleNumberInvalid: 'driver.vehicleNumberInvalid',
  bankAccNoRequired: 'driver.bankAccNoRequired',
  bankAccNoInvalid: 'driver.bankAccNoInvalid',
  reBankAccNoMismatch: 'driver.reBankAccNoMismatch',
  ifscRequired: 'driver.ifscRequired',
  ifscInvalid: 'driver.ifscInvalid',
  drivingLicenseRequired: 'driver.drivingLicenseRequired',
  drivingLicenseInvalid: 'driver.drivingLicenseInvalid',
  reDrivingLicenseMismatch: 'driver.reDrivingLicenseMismatch',
  dobRequired: 'driver.dobRequired',
  dobTooYoung: 'driver.dobTooYoung',
  dobInvalid: 'driver.dobInvalid',
  documentType: 'driver.documentType',
  documentRequired: 'driver.documentRequired',
  documentTooLarge: 'driver.documentTooLarge',
  tooLong: 'common.tooLong',
  mobileCheckFailed: 'driver.mobileCheckFailed',
  success: 'driver.success',
  failure: 'driver.failure',
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
  return refuseHiddenCharacters(input, errors);
}

export function validateDocumentFile(file: { type: string; size: number } | null): string | undefined {
  if (!file) return driverMessages.documentRequired;
  if (!(documentMimeTypes as readonly string[]).includes(file.type)) return driverMessages.documentType;
  if (file.size > DOCUMENT_MAX_BYTES) return driverMessages.documentTooLarge;
  return undefined;
}

// Rules of our own beyond the original form's, shared by the form and the server. The original left state and city
// unvalidated, but a driver cannot be placed without a city, so both are required and must match the server's
// mapping; consent is what the DPDP Act 2023 asks of a form that collects personal data (docs/decisions/0002-dpdp-consent.md).
export const driverRegistrationMessages = {
  stateRequired: 'driverRegistration.stateRequired',
  cityRequired: 'driverRegistration.cityRequired',
  cityNotInState: 'driverRegistration.cityNotInState',
  consentRequired: 'driverRegistration.consentRequired',
  mobileRegistered: 'driverRegistration.mobileRegistered',
  mobileAvailable: 'driverRegistration.mobileAvailable',
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
