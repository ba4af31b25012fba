import { checkIndianMobile, normaliseIndianMobile, type FieldErrors } from '@chalein/shared/lib/validation/common';

// The driver status page's lookup (/drive_with_us/status): the registration's reference and the mobile number it was
// registered with. The page and the API check them with these rules and words.

export interface DriverStatusLookupInput {
  reference: string;
  contactNumber: string;
}

export const driverStatusMessages = {
  referenceRequired: 'driverStatus.referenceRequired',
  referenceInvalid: 'driverStatus.referenceInvalid',
  contactNumberRequired: 'driverStatus.contactNumberRequired',
  contactNumberInvalid: 'driverStatus.contactNumberInvalid',
  /** one answer for every wrong pair: it never says which half is wrong, nor whether the reference exists */
  notFound: 'driverStatus.notFound',
  /** the signed status token has expired or was not ours: the driver looks the application up again */
  lookupAgain: 'driverStatus.lookupAgain',
  documentOnlyRejected: 'driverStatus.documentOnlyRejected',
  documentRequired: 'driverStatus.documentRequired',
  uploaded: 'driverStatus.uploaded',
} as const;

/** The most a typed reference may be: CHD-7K3M-9QXP with spaces a driver may put around the groups. */
export const REFERENCE_INPUT_MAX_LENGTH = 24;

// Crockford's alphabet, as the references are made (no I, L, O or U)
const REFERENCE_PATTERN = /^CHD([0-9A-HJKMNP-TV-Z]{4})([0-9A-HJKMNP-TV-Z]{4})$/;

/**
 * The reference as stored (CHD-7K3M-9QXP), from what a driver typed: any case, with or without the dashes or
 * spaces; a letter O typed for zero is read as zero, as Crockford's alphabet intends. Null when it cannot be one.
 */
export function normaliseRegistrationReference(value: string): string | null {
  const compact = value.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0');
  const match = REFERENCE_PATTERN.exec(compact);
  return match ? `CHD-${match[1]}-${match[2]}` : null;
}

export function validateDriverStatusLookup(input: DriverStatusLookupInput): FieldErrors<keyof DriverStatusLookupInput> {
  const errors: FieldErrors<keyof DriverStatusLookupInput> = {};
  if (input.reference.trim() === '') errors.reference = driverStatusMessages.referenceRequired;
  else if (input.reference.length > REFERENCE_INPUT_MAX_LENGTH || normaliseRegistrationReference(input.reference) === null)
    errors.reference = driverStatusMessages.referenceInvalid;
  const contactNumber = checkIndianMobile(normaliseIndianMobile(input.contactNumber), {
    required: driverStatusMessages.contactNumberRequired,
    invalid: driverStatusMessages.contactNumberInvalid,
  });
  if (contactNumber) errors.contactNumber = contactNumber;
  return errors;
}
