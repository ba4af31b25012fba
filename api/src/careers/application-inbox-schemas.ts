import { Type } from '@sinclair/typebox';
import { buildStringEnum, nullableTextSchema } from '@chalein/shared/api/schemas/common';
import { pageCursorSchema, pageLimitSchema } from '../onboarding/driver-review-schemas';
import { APPLICATION_STATUSES } from './application-inbox-repository';

// Schemas of the job application calls under /api/staff/applications (README.md in this folder lists them). Only the
// staff console makes these calls, so they live beside the routes, like the staff accounts' (staff/staff-schemas.ts).

// ---- requests

/** JA-2026-00042, as job-application-repository.ts makes them */
export const applicationParamsSchema = Type.Object({ reference: Type.String({ pattern: '^JA-\\d{4}-\\d{5,}$' }) });

const filterProperties = {
  /** a job's id (GET /api/categories lists them) */
  job: Type.Optional(Type.Integer({ minimum: 1 })),
  status: Type.Optional(buildStringEnum(APPLICATION_STATUSES)),
  /** a part of the name or the email address, any case */
  q: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
};

export const applicationListQuerySchema = Type.Object(
  { ...filterProperties, cursor: Type.Optional(pageCursorSchema), limit: Type.Optional(pageLimitSchema) },
  { additionalProperties: false },
);

export const applicationExportQuerySchema = Type.Object(filterProperties, { additionalProperties: false });

export const statusChangeBodySchema = Type.Object(
  {
    status: buildStringEnum(APPLICATION_STATUSES),
    /** mail the applicant about a shortlist or a rejection; off unless the recruiter ticks it */
    notifyApplicant: Type.Optional(Type.Boolean({ default: false })),
  },
  { additionalProperties: false },
);

// ---- answers

const applicationEntryProperties = {
  reference: Type.String(),
  name: Type.String(),
  email: Type.String(),
  contactNumber: Type.String(),
  currentLocation: Type.String(),
  jobId: Type.Integer(),
  jobTitle: Type.String(),
  status: buildStringEnum(APPLICATION_STATUSES),
  priorExperience: Type.Boolean(),
  resumeType: buildStringEnum(['pdf', 'docx', 'doc'] as const),
  createdAt: Type.String(),
  statusChangedAt: nullableTextSchema,
};

export const applicationEntrySchema = Type.Object(applicationEntryProperties);

/** A page of the inbox, newest first; `nextCursor` asks for the page after it (null: this is the last). */
export const applicationPageSchema = Type.Object({ applications: Type.Array(applicationEntrySchema), nextCursor: nullableTextSchema });

export const applicationDetailSchema = Type.Object({
  ...applicationEntryProperties,
  gender: Type.String(),
  additionalInformation: Type.String(),
  referencePersonName: nullableTextSchema,
  referencePersonEmail: nullableTextSchema,
  resume: Type.Object({
    /** the applicant's own file name, cleaned when it was received */
    originalName: Type.String(),
    byteSize: Type.Integer(),
    /** where it downloads (an attachment, audited) */
    url: Type.String(),
  }),
  consentAt: Type.String(),
});

export const applicationResultSchema = Type.Object({ application: applicationDetailSchema });
