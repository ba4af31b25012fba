import { Type } from '@sinclair/typebox';
import { driverDocumentFields } from '@chalein/shared/lib/validation/driver-registration';
import { REFERENCE_INPUT_MAX_LENGTH } from '@chalein/shared/lib/validation/driver-status';
import { PHONE_INPUT_MAX_LENGTH } from '@chalein/shared/lib/validation/common';
import { buildStringEnum, nullableTextSchema } from './common';

// The driver status page's calls (api/src/onboarding/driver-status-routes.ts). The answer names the driver by the
// first name alone and says nothing else they entered: whoever holds a reference and its mobile number sees only
// what the page shows.

export const DRIVER_APPLICATION_STATUSES = ['submitted', 'under_review', 'action_needed', 'approved', 'rejected'] as const;
export const DRIVER_DOCUMENT_STATES = ['pending', 'approved', 'rejected'] as const;

/** POST /api/driver-status/lookup; checked by validateDriverStatusLookup, so the page's words come back */
export const driverStatusLookupSchema = Type.Object({
  reference: Type.String({ maxLength: REFERENCE_INPUT_MAX_LENGTH }),
  contactNumber: Type.String({ maxLength: PHONE_INPUT_MAX_LENGTH }),
});

export const driverStatusDocumentSchema = Type.Object({
  documentType: buildStringEnum(driverDocumentFields),
  label: Type.String(),
  state: buildStringEnum(DRIVER_DOCUMENT_STATES),
  /** a rejected document: why, in plain words */
  reason: nullableTextSchema,
  /** a rejected document: what to do about it */
  whatToDo: nullableTextSchema,
  /** sent again after a rejection and waiting for its review */
  resubmitted: Type.Boolean(),
});

export const driverApplicationSchema = Type.Object({
  firstName: Type.String(),
  status: buildStringEnum(DRIVER_APPLICATION_STATUSES),
  documents: Type.Array(driverStatusDocumentSchema),
});

/**
 * The answer of a lookup and of an upload: the application as it is, and a short-lived token that stands for the
 * reference and mobile number in the page's next call (an upload), so the mobile number is sent once.
 */
export const driverStatusResultSchema = Type.Object({
  token: Type.String(),
  expiresAt: Type.String(),
  application: driverApplicationSchema,
});
