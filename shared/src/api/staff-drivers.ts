import { readStaff, writeStaff } from '@chalein/shared/api/staff-client';
import type { DriverDocumentField } from '@chalein/shared/lib/validation/driver-registration';

// The driver registration review under /api/staff/drivers (api/src/onboarding/driver-review-routes.ts), for
// `driver-ops` and `admin`. Every decision sends the registration's `version` as the reviewer saw it: the server
// answers 409 when someone else decided since, and nothing is written.

export const DRIVER_REVIEW_STATUSES = ['submitted', 'under_review', 'action_needed', 'approved', 'rejected'] as const;
export type DriverReviewStatus = (typeof DRIVER_REVIEW_STATUSES)[number];

export const DOCUMENT_REVIEW_STATES = ['pending', 'approved', 'rejected'] as const;
export type DocumentReviewState = (typeof DOCUMENT_REVIEW_STATES)[number];

/** The four entered values the server shows masked until a reviewer reveals them (each reveal is audited). */
export const REVEALABLE_DRIVER_FIELDS = ['bankAccountNumber', 'ifscCode', 'drivingLicenseNumber', 'dateOfBirth'] as const;
export type RevealableDriverField = (typeof REVEALABLE_DRIVER_FIELDS)[number];

/** One line of the queue. */
export interface DriverQueueEntry {
  reference: string;
  fullName: string;
  cityName: string;
  driverCategory: string;
  vehicleCategory: string;
  status: DriverReviewStatus;
  version: number;
  createdAt: string;
  reviewedAt: string | null;
  documentsApproved: number;
  documentsRejected: number;
  /** when the driver last sent a rejected document again from the status page; null if never */
  resubmittedAt: string | null;
}

/** A page of the queue, oldest first; `nextCursor` asks for the next page (null: this is the last). */
export interface DriverQueuePage {
  registrations: DriverQueueEntry[];
  nextCursor: string | null;
}

export interface DriverQueueQuery {
  status?: DriverReviewStatus;
  cursor?: string;
  limit?: number;
}

/** An earlier file of a document, rejected and then replaced by the driver: kept with why it was rejected. */
export interface DriverDocumentHistoryEntry {
  id: number;
  contentType: string;
  byteSize: number;
  uploadedAt: string;
  rejectionReason: string | null;
  rejectionNote: string | null;
  reviewedBy: number | null;
  reviewedAt: string | null;
  replacedAt: string;
  /** where the server still serves its bytes */
  url: string;
}

export interface DriverDocumentReview {
  documentType: DriverDocumentField;
  label: string;
  contentType: string;
  byteSize: number;
  state: DocumentReviewState;
  rejectionReason: string | null;
  rejectionNote: string | null;
  reviewedBy: number | null;
  reviewedAt: string | null;
  /** where the server serves its bytes: an image inline, a PDF as a download */
  url: string;
  /** when this file replaced a rejected one; null for the file sent with the registration */
  resubmittedAt: string | null;
  /** the rejected files it replaced, oldest first */
  history: DriverDocumentHistoryEntry[];
}

/** A reason a rejection may give, with its words. */
export interface ReviewReason {
  code: string;
  label: string;
}

export interface DriverRegistrationDetail {
  reference: string;
  status: DriverReviewStatus;
  /** sent back with every decision */
  version: number;
  rejectionReason: string | null;
  rejectionNote: string | null;
  reviewedAt: string | null;
  createdAt: string;
  /** when the driver last sent a rejected document again; null if never */
  resubmittedAt: string | null;
  details: {
    fullName: string;
    contactNumber: string;
    driverCategory: string;
    referralCode: string | null;
    pincode: string;
    address: string;
    stateName: string;
    cityName: string;
    vehicleCategory: string;
    vehicleNumber: string;
    wheelchair: boolean;
    bankAccountNumber: string;
    ifscCode: string;
    drivingLicenseNumber: string;
    dateOfBirth: string;
    consentGivenAt: string;
  };
  documents: DriverDocumentReview[];
  reasons: { document: ReviewReason[]; registration: ReviewReason[] };
}

/** The revealed values asked for, in the clear. */
export type RevealedDriverDetails = Partial<Record<RevealableDriverField, string>>;

export type DocumentDecision =
  { version: number; decision: 'approve' } | { version: number; decision: 'reject'; reason: string; note?: string };

export interface RegistrationRejection {
  version: number;
  reason: string;
  note?: string;
}

const path = (reference: string) => `/drivers/${encodeURIComponent(reference)}`;

/** A page of the review queue, oldest first, by status. */
export function listDriverRegistrations(query: DriverQueueQuery = {}): Promise<DriverQueuePage> {
  const params = Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== ''));
  return readStaff<DriverQueuePage>('/drivers', params);
}

/** A registration with its entered details (four of them masked), its eight documents and the reasons to choose. */
export async function getDriverRegistration(reference: string): Promise<DriverRegistrationDetail> {
  return (await readStaff<{ registration: DriverRegistrationDetail }>(path(reference))).registration;
}

/** The masked values in the clear; the server records who asked. */
export function revealDriverDetails(reference: string, fields: readonly RevealableDriverField[]): Promise<RevealedDriverDetails> {
  return writeStaff<RevealedDriverDetails>('POST', `${path(reference)}/reveal`, { fields });
}

/** Approves or rejects one document; answers the registration as it now is. */
export async function reviewDriverDocument(
  reference: string,
  documentType: DriverDocumentField,
  decision: DocumentDecision,
): Promise<DriverRegistrationDetail> {
  const answer = await writeStaff<{ registration: DriverRegistrationDetail }>(
    'POST',
    `${path(reference)}/documents/${encodeURIComponent(documentType)}/decision`,
    decision,
  );
  return answer.registration;
}

/** Rejects the registration as a whole; answers it as it now is. */
export async function rejectDriverRegistration(reference: string, rejection: RegistrationRejection): Promise<DriverRegistrationDetail> {
  return (await writeStaff<{ registration: DriverRegistrationDetail }>('POST', `${path(reference)}/rejection`, rejection)).registration;
}

/** Where a document's bytes are served (the same address the detail's `url` gives). */
export function buildDriverDocumentUrl(reference: string, documentType: DriverDocumentField): string {
  return `/api/staff${path(reference)}/documents/${encodeURIComponent(documentType)}`;
}
