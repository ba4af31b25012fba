import type { StateCityMapping } from '@chalein/shared/api/types';
import type { FieldErrors } from '@chalein/shared/lib/validation/common';
import {
  driverDocumentFields,
  driverRegistrationMessages,
  todayInIndia,
  validateDocumentFile,
  validateDriver,
  validateDriverLocation,
  type DriverDocumentField,
  type DriverInput,
} from '@chalein/shared/lib/validation/driver-registration';

// The driver registration form's values, rules and payload, apart from the page that shows them.

export type RegistrationField = keyof DriverInput | DriverDocumentField | 'consent';
export type RegistrationErrors = FieldErrors<RegistrationField>;

export const emptyDriver: DriverInput = {
  fullName: '',
  contactNumber: '',
  driver_category: '',
  referralCode: '',
  pincode: '',
  address: '',
  stateId: '',
  cityId: '',
  vehicle_category: '',
  vehicleNumber: '',
  wheelChair: '',
  bankAccNo: '',
  reBankAccNo: '',
  ifscCode: '',
  drivingLicenseNo: '',
  reDrivingLicenseNumber: '',
  dob: '',
};

/** A chosen document: the file that will be uploaded (perhaps downscaled) and what the driver chose. */
export interface ChosenDocument {
  file: File;
  /** bytes of the file as chosen, before any downscaling */
  originalSize: number;
  /** a data: URL of an image, for the preview (the site's CSP allows data: images, not blob:) */
  previewUrl: string | null;
}

export type ChosenDocuments = Partial<Record<DriverDocumentField, ChosenDocument>>;

/** Each document's name as the form asks for it, by its key in the 'onboarding' namespace. */
export const documentLabelKeys = {
  adharCardFrontPhoto: 'documents.names.adharCardFrontPhoto',
  adharCardBackPhoto: 'documents.names.adharCardBackPhoto',
  chequeBook: 'documents.names.chequeBook',
  chequePhoto: 'documents.names.chequePhoto',
  drivingLicenseFrontPhoto: 'documents.names.drivingLicenseFrontPhoto',
  drivingLicenseBackPhoto: 'documents.names.drivingLicenseBackPhoto',
  registrationCertificateNoFrontPhoto: 'documents.names.registrationCertificateNoFrontPhoto',
  vehicleInsurancePhoto: 'documents.names.vehicleInsurancePhoto',
} as const satisfies Readonly<Record<DriverDocumentField, string>>;

/** Every field in the order it appears on the page, for the error summary and focus. */
export const fieldOrder: readonly RegistrationField[] = [
  'fullName',
  'contactNumber',
  'driver_category',
  'referralCode',
  'pincode',
  'address',
  'stateId',
  'cityId',
  'vehicle_category',
  'vehicleNumber',
  'wheelChair',
  'bankAccNo',
  'reBankAccNo',
  'ifscCode',
  'drivingLicenseNo',
  'reDrivingLicenseNumber',
  'dob',
  ...driverDocumentFields,
  'consent',
];

const isRegistrationField = (name: string): name is RegistrationField => (fieldOrder as readonly string[]).includes(name);

/** Every rule the server applies too, with the same messages; `mapping` is null while states are not loaded. */
export function validateRegistration(
  values: DriverInput,
  documents: ChosenDocuments,
  consent: boolean,
  mapping: StateCityMapping | null,
): RegistrationErrors {
  const errors: RegistrationErrors = { ...validateDriver(values) };
  if (mapping) Object.assign(errors, validateDriverLocation(values, mapping));
  else {
    if (!values.stateId) errors.stateId = driverRegistrationMessages.stateRequired;
    if (!values.cityId) errors.cityId = driverRegistrationMessages.cityRequired;
  }
  for (const field of driverDocumentFields) {
    const message = validateDocumentFile(documents[field]?.file ?? null);
    if (message) errors[field] = message;
  }
  if (!consent) errors.consent = driverRegistrationMessages.consentRequired;
  return errors;
}

/** The server's field errors that belong to this form (anything else it names is not shown at a field). */
export function pickRegistrationErrors(fieldErrors: Readonly<Record<string, string>>): RegistrationErrors {
  const errors: RegistrationErrors = {};
  for (const [name, message] of Object.entries(fieldErrors)) if (isRegistrationField(name)) errors[name] = message;
  return errors;
}

/** The text fields of POST new-registration: every field of the registration by its name, and the consent. */
export function buildRegistrationFields(values: DriverInput, mapping: StateCityMapping | null): Record<string, string> {
  // the spec's client also sends the names; the server takes its own from the ids
  const state = mapping?.states.find((candidate) => String(candidate.stateId) === values.stateId);
  const city = mapping?.cities.find((candidate) => String(candidate.cityId) === values.cityId);
  return { ...values, stateName: state?.stateName ?? '', cityName: city?.cityName ?? '', consent: '1' };
}

/** The eight files of POST new-registration, by their field names. */
export function buildRegistrationDocuments(documents: ChosenDocuments): Record<string, File> {
  const files: Record<string, File> = {};
  for (const field of driverDocumentFields) {
    const chosen = documents[field];
    if (chosen) files[field] = chosen.file;
  }
  return files;
}

/** '1.4 MB', '320 KB': sizes as a driver reads them. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/**
 * The latest date of birth of someone 18 today, for the date picker's max. `today` is read through its UTC getters:
 * India's calendar by default, the one validateDriver counts the age on, so the picker and the check agree.
 */
export function latestAdultBirthDate(today: Date = todayInIndia()): string {
  const year = today.getUTCFullYear() - 18;
  const month = String(today.getUTCMonth() + 1).padStart(2, '0');
  const day = String(today.getUTCDate()).padStart(2, '0');
  return `${year}-${month}-${day}`;
}
