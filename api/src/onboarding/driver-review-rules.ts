import { driverDocumentFields, type DriverDocumentField } from '@chalein/shared/lib/validation/driver-registration';
import type { DriverDocumentReviewState, DriverReviewStatus } from '../db/schema';

// The rules of reviewing a driver registration (docs/decisions/0040-staff-inboxes.md): why a document or a whole
// registration may be rejected, the registration's status as its documents' reviews make it, and how the entered
// details are shown before a reviewer asks to see them.

export const DRIVER_REVIEW_STATUSES = [
  'submitted',
  'under_review',
  'action_needed',
  'approved',
  'rejected',
] as const satisfies readonly DriverReviewStatus[];
export const DOCUMENT_REVIEW_STATES = ['pending', 'approved', 'rejected'] as const satisfies readonly DriverDocumentReviewState[];

/** What each of the eight documents is, as the registration form asks for it. */
export const DOCUMENT_LABELS: Readonly<Record<DriverDocumentField, string>> = {
  adharCardFrontPhoto: 'Aadhaar card, front',
  adharCardBackPhoto: 'Aadhaar card, back',
  chequeBook: 'Cheque book',
  chequePhoto: 'Cancelled cheque',
  drivingLicenseFrontPhoto: 'Driving licence, front',
  drivingLicenseBackPhoto: 'Driving licence, back',
  registrationCertificateNoFrontPhoto: 'Vehicle registration certificate',
  vehicleInsurancePhoto: 'Vehicle insurance',
};

/** Why a document is rejected: the driver is told what to fix, so the list is fixed and each code has its words. */
export const DOCUMENT_REJECTION_REASONS = {
  unreadable: 'Unreadable or cut off',
  expired: 'Expired',
  'name-mismatch': 'Name does not match',
  'wrong-document': 'Wrong document',
  'side-missing': 'Side missing',
  'details-mismatch': 'Details do not match what was entered',
  other: 'Other',
} as const;

/** Why a registration is rejected as a whole, whatever its documents. */
export const REGISTRATION_REJECTION_REASONS = {
  'not-eligible': 'The driver is not eligible',
  'duplicate-registration': 'Duplicate of another registration',
  'suspected-fraud': 'Suspected fraud',
  'documents-not-valid': 'The documents cannot be accepted',
  other: 'Other',
} as const;

export type DocumentRejectionReason = keyof typeof DOCUMENT_REJECTION_REASONS;
export type RegistrationRejectionReason = keyof typeof REGISTRATION_REJECTION_REASONS;

export const DOCUMENT_REJECTION_REASON_CODES = Object.keys(DOCUMENT_REJECTION_REASONS) as DocumentRejectionReason[];
export const REGISTRATION_REJECTION_REASON_CODES = Object.keys(REGISTRATION_REJECTION_REASONS) as RegistrationRejectionReason[];

/** A reason of 'other' says nothing by itself: the reviewer writes what it is. */
export const NOTE_REQUIRED = "Write a note saying why: the reason is 'other'.";
export const REASON_REQUIRED = 'Choose a reason for rejecting it.';
export const MAX_REVIEW_NOTE_LENGTH = 500;

/**
 * The registration's status from its documents' review states: any rejected document asks the driver for action;
 * all eight approved approve it; some approved put it under review; none reviewed leave it submitted. A rejection of
 * the whole registration is a separate decision and is not worked out here.
 */
export function deriveRegistrationStatus(states: readonly DriverDocumentReviewState[]): Exclude<DriverReviewStatus, 'rejected'> {
  if (states.includes('rejected')) return 'action_needed';
  const approved = states.filter((state) => state === 'approved').length;
  if (approved === driverDocumentFields.length && states.length === driverDocumentFields.length) return 'approved';
  return approved > 0 ? 'under_review' : 'submitted';
}

/** The refusal of a rejection's reason and note, or null when they are acceptable. */
export function findRejectionProblem(
  reason: string | undefined,
  note: string | undefined,
): { field: 'reason' | 'note'; message: string } | null {
  if (reason === undefined) return { field: 'reason', message: REASON_REQUIRED };
  if (reason === 'other' && (note === undefined || note.trim() === '')) return { field: 'note', message: NOTE_REQUIRED };
  return null;
}

// ---- the entered details a reviewer sees masked until they ask

/** The four values stored encrypted, by the names the staff API gives them. */
export const REVEALABLE_FIELDS = ['bankAccountNumber', 'ifscCode', 'drivingLicenseNumber', 'dateOfBirth'] as const;
export type RevealableField = (typeof REVEALABLE_FIELDS)[number];

const MASK = '•';

/** All but the last four characters hidden (an account or licence number the reviewer can match to a document's end). */
export function maskAllButLastFour(value: string): string {
  const shown = value.length > 4 ? value.slice(-4) : '';
  return MASK.repeat(Math.max(value.length - shown.length, 4)) + shown;
}

/** A date of birth hidden whole: its last characters are the day and month, which identify as much as the rest. */
export function maskDateOfBirth(value: string): string {
  return value.replace(/\d/g, MASK);
}

export function maskRevealableField(field: RevealableField, value: string): string {
  return field === 'dateOfBirth' ? maskDateOfBirth(value) : maskAllButLastFour(value);
}
