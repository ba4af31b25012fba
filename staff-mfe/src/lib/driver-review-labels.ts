import type { DocumentReviewState, DriverQueueEntry, DriverReviewStatus } from '@chalein/shared/api/staff-drivers';

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

/**
 * The status with '(re-submitted)' while the registration waits on documents the driver sent again after a
 * rejection; once it is decided as a whole (approved or rejected) the status says enough.
 */
export function describeQueueStatus(entry: Pick<DriverQueueEntry, 'status' | 'resubmittedAt'>): string {
  const open = entry.status !== 'approved' && entry.status !== 'rejected';
  return entry.resubmittedAt !== null && open ? `${DRIVER_STATUS_LABELS[entry.status]} (re-submitted)` : DRIVER_STATUS_LABELS[entry.status];
}

/** An instant as staff in India read it. */
export function formatStaffTime(iso: string): string {
  return new Date(iso).toLocaleString('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'short' });
}
