import type { DocumentReviewState, DriverReviewStatus } from '@chalein/shared/api/staff-drivers';

// The words the console shows for a registration's status and a document's review state.

export const DRIVER_STATUS_LABELS: Readonly<Record<DriverReviewStatus, string>> = {
  submitted: 'Submitted',
  under_review: 'Under review',
  action_needed: 'Action needed',
  approved: 'Approved',
  rejected: 'Rejected',
};

export const DOCUMENT_STATE_LABELS: Readonly<Record<DocumentReviewState, string>> = {
  pending: 'Not reviewed yet',
  approved: 'Approved',
  rejected: 'Rejected',
};

/** An instant as staff in India read it. */
export function formatStaffTime(iso: string): string {
  return new Date(iso).toLocaleString('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'short' });
}
