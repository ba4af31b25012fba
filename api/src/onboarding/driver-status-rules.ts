import type { Static } from '@sinclair/typebox';
import type { driverApplicationSchema } from '@chalein/shared/api/schemas/driver-status';
import type { DriverDocumentField } from '@chalein/shared/lib/validation/driver-registration';
import type { DriverDocumentReviewState, DriverReviewStatus } from '../db/schema';
import { DOCUMENT_LABELS, type DocumentRejectionReason } from './driver-review-rules';

// What the driver status page tells a driver (docs/decisions/0046-driver-status-page.md): the first name, the
// application's status and each document's state, and for a rejected document why in plain words and what to do.
// A reviewer's note is written for colleagues and is never shown; the fixed reason is.

export type DriverApplication = Static<typeof driverApplicationSchema>;

/** Each reason a reviewer may give, as the driver reads it, and what they do about it. */
export const DOCUMENT_REASON_WORDS: Readonly<Record<DocumentRejectionReason, { reason: string; whatToDo: string }>> = {
  unreadable: {
    reason: 'We could not read it: the picture is blurred, too dark or cut off.',
    whatToDo: 'Take a new photo in good light, with all four corners of the document in the picture, and upload it here.',
  },
  expired: {
    reason: 'The document has expired.',
    whatToDo: 'Upload a copy of the renewed document that is valid today.',
  },
  'name-mismatch': {
    reason: 'The name on it does not match the name you registered with.',
    whatToDo: 'Upload the document in your own name. If your name was entered wrongly, call driver support.',
  },
  'wrong-document': {
    reason: 'This is not the document we asked for.',
    whatToDo: 'Upload the document named above.',
  },
  'side-missing': {
    reason: 'A side of the document is missing.',
    whatToDo: 'Upload a picture of the side named above, the whole of it in the picture.',
  },
  'details-mismatch': {
    reason: 'The details on it do not match what you entered in the form.',
    whatToDo: 'Upload the document that matches what you entered. If you entered a detail wrongly, call driver support.',
  },
  other: {
    reason: 'We could not accept this copy of the document.',
    whatToDo: 'Upload a clear, complete and current copy. If you are not sure what is needed, call driver support.',
  },
};

const isKnownReason = (code: string | null): code is DocumentRejectionReason => code !== null && Object.hasOwn(DOCUMENT_REASON_WORDS, code);

/** What the status page needs of a registration, and nothing else of it. */
export interface StatusSource {
  fullName: string;
  status: DriverReviewStatus;
  documents: readonly {
    document_type: string;
    review_state: DriverDocumentReviewState;
    rejection_reason: string | null;
    resubmitted_at: string | null;
  }[];
}

/** The first word of the name as entered: the page greets the driver and shows nothing more of who they are. */
export function readFirstName(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] ?? '';
}

export function describeApplication(source: StatusSource): DriverApplication {
  return {
    firstName: readFirstName(source.fullName),
    status: source.status,
    documents: source.documents.map((document) => {
      const rejected = document.review_state === 'rejected';
      const words = rejected ? DOCUMENT_REASON_WORDS[isKnownReason(document.rejection_reason) ? document.rejection_reason : 'other'] : null;
      const documentType = document.document_type as DriverDocumentField;
      return {
        documentType,
        label: DOCUMENT_LABELS[documentType] ?? document.document_type,
        state: document.review_state,
        reason: words?.reason ?? null,
        whatToDo: words?.whatToDo ?? null,
        resubmitted: document.review_state === 'pending' && document.resubmitted_at !== null,
      };
    }),
  };
}
