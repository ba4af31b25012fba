import { Type } from '@sinclair/typebox';
import { buildStringEnum, nullableNumberSchema, nullableTextSchema } from '@chalein/shared/api/schemas/common';
import { driverDocumentFields } from '@chalein/shared/lib/validation/driver-registration';
import {
  DOCUMENT_REJECTION_REASON_CODES,
  DOCUMENT_REVIEW_STATES,
  DRIVER_REVIEW_STATUSES,
  MAX_REVIEW_NOTE_LENGTH,
  REGISTRATION_REJECTION_REASON_CODES,
  REVEALABLE_FIELDS,
} from './driver-review-rules';

// Schemas of the driver review calls under /api/staff/drivers (README.md in this folder lists them). Only the staff
// console makes these calls, so they live beside the routes, like the staff accounts' (staff/staff-schemas.ts). An
// answer's schema also decides what leaves the server: the four encrypted values appear only masked, except in the
// reveal's answer.

// ---- requests

/** CHD-7K3M-9QXP: Crockford's alphabet, as driver-registration-repository.ts makes them */
export const registrationParamsSchema = Type.Object({
  reference: Type.String({ pattern: '^CHD-[0-9A-Z]{4}-[0-9A-Z]{4}$' }),
});

export const documentParamsSchema = Type.Object({
  reference: registrationParamsSchema.properties.reference,
  documentType: buildStringEnum(driverDocumentFields),
});

/** An earlier, rejected file of a document, by its history entry's id. */
export const historyFileParamsSchema = Type.Object({
  ...documentParamsSchema.properties,
  entryId: Type.Integer({ minimum: 1 }),
});

/** A page size the console may ask for; 50 when it does not. */
export const pageLimitSchema = Type.Integer({ minimum: 1, maximum: 100 });
/** The opaque cursor a page answered, sent back for the page after it. */
export const pageCursorSchema = Type.String({ minLength: 1, maxLength: 512 });

export const queueQuerySchema = Type.Object(
  {
    status: Type.Optional(buildStringEnum(DRIVER_REVIEW_STATUSES)),
    cursor: Type.Optional(pageCursorSchema),
    limit: Type.Optional(pageLimitSchema),
  },
  { additionalProperties: false },
);

const versionField = Type.Integer({ minimum: 1 });
const noteField = Type.String({ minLength: 1, maxLength: MAX_REVIEW_NOTE_LENGTH });

export const documentDecisionBodySchema = Type.Object(
  {
    /** the registration's version the reviewer saw when deciding */
    version: versionField,
    decision: buildStringEnum(['approve', 'reject'] as const),
    /** required to reject */
    reason: Type.Optional(buildStringEnum(DOCUMENT_REJECTION_REASON_CODES)),
    /** required when the reason is 'other' */
    note: Type.Optional(noteField),
  },
  { additionalProperties: false },
);

export const registrationRejectionBodySchema = Type.Object(
  {
    version: versionField,
    reason: buildStringEnum(REGISTRATION_REJECTION_REASON_CODES),
    note: Type.Optional(noteField),
  },
  { additionalProperties: false },
);

export const revealBodySchema = Type.Object(
  {
    fields: Type.Array(buildStringEnum(REVEALABLE_FIELDS), { minItems: 1, maxItems: REVEALABLE_FIELDS.length, uniqueItems: true }),
  },
  { additionalProperties: false },
);

// ---- answers

const statusSchema = buildStringEnum(DRIVER_REVIEW_STATUSES);

export const queueEntrySchema = Type.Object({
  reference: Type.String(),
  fullName: Type.String(),
  cityName: Type.String(),
  driverCategory: Type.String(),
  vehicleCategory: Type.String(),
  status: statusSchema,
  version: Type.Integer(),
  createdAt: Type.String(),
  reviewedAt: nullableTextSchema,
  documentsApproved: Type.Integer(),
  documentsRejected: Type.Integer(),
  /** when the driver last sent a rejected document again (the console marks it re-submitted); null if never */
  resubmittedAt: nullableTextSchema,
});

/** A page of the queue, oldest first; `nextCursor` asks for the page after it (null: this is the last). */
export const queuePageSchema = Type.Object({ registrations: Type.Array(queueEntrySchema), nextCursor: nullableTextSchema });

/** A file the driver replaced after it was rejected: kept, with why, for reviewers to see (migration 0014). */
export const documentHistoryEntrySchema = Type.Object({
  id: Type.Integer(),
  contentType: Type.String(),
  byteSize: Type.Integer(),
  /** when that file was received */
  uploadedAt: Type.String(),
  rejectionReason: nullableTextSchema,
  rejectionNote: nullableTextSchema,
  reviewedBy: nullableNumberSchema,
  reviewedAt: nullableTextSchema,
  /** when the driver's new file replaced it */
  replacedAt: Type.String(),
  /** where its bytes are served, as a current document's */
  url: Type.String(),
});

export const documentReviewSchema = Type.Object({
  documentType: buildStringEnum(driverDocumentFields),
  label: Type.String(),
  contentType: Type.String(),
  byteSize: Type.Integer(),
  state: buildStringEnum(DOCUMENT_REVIEW_STATES),
  rejectionReason: nullableTextSchema,
  rejectionNote: nullableTextSchema,
  /** the staff account that decided */
  reviewedBy: nullableNumberSchema,
  reviewedAt: nullableTextSchema,
  /** where its bytes are served (an image inline, a PDF as a download) */
  url: Type.String(),
  /** when this file replaced a rejected one (sent again from the status page); null for the registration's own */
  resubmittedAt: nullableTextSchema,
  /** the earlier files of this document that were rejected and replaced, oldest first */
  history: Type.Array(documentHistoryEntrySchema),
});

const reasonSchema = Type.Object({ code: Type.String(), label: Type.String() });

export const registrationDetailSchema = Type.Object({
  reference: Type.String(),
  status: statusSchema,
  /** send it back with every decision */
  version: Type.Integer(),
  rejectionReason: nullableTextSchema,
  rejectionNote: nullableTextSchema,
  reviewedAt: nullableTextSchema,
  createdAt: Type.String(),
  /** when the driver last sent a rejected document again; null if never */
  resubmittedAt: nullableTextSchema,
  details: Type.Object({
    fullName: Type.String(),
    contactNumber: Type.String(),
    driverCategory: Type.String(),
    referralCode: nullableTextSchema,
    pincode: Type.String(),
    address: Type.String(),
    stateName: Type.String(),
    cityName: Type.String(),
    vehicleCategory: Type.String(),
    vehicleNumber: Type.String(),
    wheelchair: Type.Boolean(),
    /** masked: all but the last four characters */
    bankAccountNumber: Type.String(),
    ifscCode: Type.String(),
    drivingLicenseNumber: Type.String(),
    /** masked whole */
    dateOfBirth: Type.String(),
    consentGivenAt: Type.String(),
  }),
  documents: Type.Array(documentReviewSchema),
  /** the codes a rejection may give, with their words */
  reasons: Type.Object({ document: Type.Array(reasonSchema), registration: Type.Array(reasonSchema) }),
});

export const registrationResultSchema = Type.Object({ registration: registrationDetailSchema });

/** The values asked for, in the clear. */
export const revealedSchema = Type.Object({
  bankAccountNumber: Type.Optional(Type.String()),
  ifscCode: Type.Optional(Type.String()),
  drivingLicenseNumber: Type.Optional(Type.String()),
  dateOfBirth: Type.Optional(Type.String()),
});
