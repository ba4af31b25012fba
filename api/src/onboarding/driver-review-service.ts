import type { Static } from '@sinclair/typebox';
import type { Kysely } from 'kysely';
import type { DriverDocumentField } from '@chalein/shared/lib/validation/driver-registration';
import type { Database } from '../db/schema';
import { ApiHttpError } from '../http/api-envelope';
import type { AuditActor } from '../staff/staff-accounts';
import type { StaffStore } from '../staff/staff-store';
import type { PrivateFileStore } from '../uploads/private-file-storage';
import {
  buildDocumentRejectedMessage,
  buildRegistrationApprovedMessage,
  buildRegistrationRejectedMessage,
  type DriverAddressee,
} from '../notifications/driver-notifications';
import { enqueueOutboxMessage } from '../outbox/outbox-message';
import type { SignedLinks } from '../security/link-signing';
import { readCheckedDocument } from './driver-document-file';
import type { DriverRegistrationRepository, DriverRegistrationRow } from './driver-registration-repository';
import type { DocumentHistoryRow, DocumentReviewRow, DriverReviewRepository, RegistrationReviewState } from './driver-review-repository';
import {
  DOCUMENT_LABELS,
  DOCUMENT_REJECTION_REASONS,
  REGISTRATION_REJECTION_REASONS,
  deriveRegistrationStatus,
  findRejectionProblem,
  maskRevealableField,
  type RevealableField,
} from './driver-review-rules';
import type {
  documentDecisionBodySchema,
  registrationDetailSchema,
  registrationRejectionBodySchema,
  revealedSchema,
} from './driver-review-schemas';

// What a reviewer does to a driver registration, each change and its audit event in one transaction
// (docs/decisions/0040-staff-inboxes.md). Audit details hold codes, names of fields and document types, versions
// and statuses: never an entered value or a reviewer's note.

export const REGISTRATION_NOT_FOUND = 'There is no driver registration with this reference.';
export const STALE_VERSION =
  'Someone else has reviewed this registration since you opened it. Reload it to see their decision, then decide again.';
export const REGISTRATION_CLOSED = 'This registration was rejected as a whole: it takes no more decisions.';

export const DRIVER_CATEGORIES: Readonly<Record<number, string>> = { 0: 'Cab', 1: 'Porter' };
export const VEHICLE_CATEGORIES: Readonly<Record<number, string>> = { 0: 'Two-Wheeler', 1: 'Three-Wheeler', 2: 'Four-Wheeler' };

export type RegistrationDetail = Static<typeof registrationDetailSchema>;
type DocumentDecisionBody = Static<typeof documentDecisionBodySchema>;
type RegistrationRejectionBody = Static<typeof registrationRejectionBodySchema>;

/** Who decides, from where, and when (the staff clock). */
export interface ReviewActor {
  audit: AuditActor;
  userId: number;
  now: number;
}

export function formatRegistrationTarget(registrationId: number): string {
  return `driver_registration:${registrationId}`;
}

const listReasons = (reasons: Readonly<Record<string, string>>) => Object.entries(reasons).map(([code, label]) => ({ code, label }));

/** The stored value of each revealable field. */
function readRevealable(row: DriverRegistrationRow, field: RevealableField): string {
  switch (field) {
    case 'bankAccountNumber':
      return row.bank_account_number;
    case 'ifscCode':
      return row.ifsc_code;
    case 'drivingLicenseNumber':
      return row.driving_license_number;
    case 'dateOfBirth':
      return row.date_of_birth;
  }
}

export function buildDocumentUrl(reference: string, documentType: string): string {
  return `/api/staff/drivers/${reference}/documents/${documentType}`;
}

export function buildHistoryFileUrl(reference: string, documentType: string, entryId: number): string {
  return `${buildDocumentUrl(reference, documentType)}/history/${entryId}`;
}

function describeRegistration(
  row: DriverRegistrationRow,
  documents: readonly DocumentReviewRow[],
  history: readonly DocumentHistoryRow[],
): RegistrationDetail {
  return {
    reference: row.reference,
    status: row.review_status,
    version: row.review_version,
    rejectionReason: row.rejection_reason,
    rejectionNote: row.rejection_note,
    reviewedAt: row.reviewed_at,
    createdAt: row.created_at,
    resubmittedAt: row.resubmitted_at,
    details: {
      fullName: row.full_name,
      contactNumber: row.contact_number,
      driverCategory: DRIVER_CATEGORIES[row.driver_category] ?? String(row.driver_category),
      referralCode: row.referral_code,
      pincode: row.pincode,
      address: row.address,
      stateName: row.state_name,
      cityName: row.city_name,
      vehicleCategory: VEHICLE_CATEGORIES[row.vehicle_category] ?? String(row.vehicle_category),
      vehicleNumber: row.vehicle_number,
      wheelchair: row.wheelchair === 1,
      bankAccountNumber: maskRevealableField('bankAccountNumber', row.bank_account_number),
      ifscCode: maskRevealableField('ifscCode', row.ifsc_code),
      drivingLicenseNumber: maskRevealableField('drivingLicenseNumber', row.driving_license_number),
      dateOfBirth: maskRevealableField('dateOfBirth', row.date_of_birth),
      consentGivenAt: row.consent_given_at,
    },
    documents: documents.map((document) => ({
      documentType: document.document_type as DriverDocumentField,
      label: DOCUMENT_LABELS[document.document_type as DriverDocumentField] ?? document.document_type,
      contentType: document.content_type,
      byteSize: document.byte_size,
      state: document.review_state,
      rejectionReason: document.rejection_reason,
      rejectionNote: document.rejection_note,
      reviewedBy: document.reviewed_by,
      reviewedAt: document.reviewed_at,
      url: buildDocumentUrl(row.reference, document.document_type),
      resubmittedAt: document.resubmitted_at,
      // the rejected files the driver replaced, each still viewable with why it was rejected
      history: history
        .filter((entry) => entry.document_type === document.document_type)
        .map((entry) => ({
          id: entry.id,
          contentType: entry.content_type,
          byteSize: entry.byte_size,
          uploadedAt: entry.uploaded_at,
          rejectionReason: entry.rejection_reason,
          rejectionNote: entry.rejection_note,
          reviewedBy: entry.reviewed_by,
          reviewedAt: entry.reviewed_at,
          replacedAt: entry.replaced_at,
          url: buildHistoryFileUrl(row.reference, entry.document_type, entry.id),
        })),
    })),
    reasons: { document: listReasons(DOCUMENT_REJECTION_REASONS), registration: listReasons(REGISTRATION_REJECTION_REASONS) },
  };
}

export interface DriverReviewServiceOptions {
  reviews: DriverReviewRepository;
  registrations: DriverRegistrationRepository;
  staffStore: StaffStore;
  documentStore: PrivateFileStore;
  /** the site's address, for the status page's link in the driver's SMS */
  links: SignedLinks;
}

/** Who a decision's SMS goes to. */
function describeAddressee(state: RegistrationReviewState): DriverAddressee {
  return { registrationId: state.id, reference: state.reference, mobile: state.contactNumber };
}

export function createDriverReviewService({ reviews, registrations, staffStore, documentStore, links }: DriverReviewServiceOptions) {
  const db: Kysely<Database> = reviews.db;
  const toIso = (ms: number) => new Date(ms).toISOString();

  async function findRegistrationOrFail(reference: string): Promise<DriverRegistrationRow> {
    const row = await registrations.findRegistrationByReference(reference);
    if (!row) throw new ApiHttpError(404, REGISTRATION_NOT_FOUND);
    return row;
  }

  /**
   * Runs `decide` in a transaction once the decision's version is claimed: a registration moved on since the
   * reviewer's version, or rejected as a whole, is a 409 and nothing is written.
   */
  async function decideWithVersion(
    reference: string,
    basedOn: number,
    decide: (trx: Kysely<Database>, state: RegistrationReviewState, newVersion: number) => Promise<void>,
  ): Promise<void> {
    await db.transaction().execute(async (trx) => {
      const state = await reviews.findReviewState(trx, reference);
      if (!state) throw new ApiHttpError(404, REGISTRATION_NOT_FOUND);
      if (state.status === 'rejected') throw new ApiHttpError(409, REGISTRATION_CLOSED);
      if (state.version !== basedOn || !(await reviews.claimVersion(trx, state.id, basedOn)))
        throw new ApiHttpError(409, STALE_VERSION, { version: STALE_VERSION });
      await decide(trx, state, basedOn + 1);
    });
  }

  return {
    async describeRegistration(reference: string): Promise<RegistrationDetail> {
      const row = await findRegistrationOrFail(reference);
      return describeRegistration(row, await reviews.listDocumentReviews(db, row.id), await reviews.listDocumentHistory(db, row.id));
    },

    /** Approves or rejects one document; the registration's status follows from all eight. */
    async decideDocument(reference: string, documentType: DriverDocumentField, body: DocumentDecisionBody, actor: ReviewActor) {
      const rejecting = body.decision === 'reject';
      if (rejecting) {
        const problem = findRejectionProblem(body.reason, body.note);
        if (problem) throw new ApiHttpError(400, problem.message, { [problem.field]: problem.message });
      }
      const now = toIso(actor.now);
      await decideWithVersion(reference, body.version, async (trx, before, version) => {
        const registrationId = before.id;
        const saved = await reviews.saveDocumentDecision(trx, {
          registrationId,
          documentType,
          state: rejecting ? 'rejected' : 'approved',
          reason: rejecting ? (body.reason ?? null) : null,
          note: rejecting ? (body.note?.trim() ?? null) : null,
          reviewerId: actor.userId,
          now,
        });
        if (!saved) throw new ApiHttpError(404, 'This registration has no such document.');
        const documents = await reviews.listDocumentReviews(trx, registrationId);
        const status = deriveRegistrationStatus(documents.map((document) => document.review_state));
        await reviews.saveStatus(trx, registrationId, status, now);
        await staffStore.recordAuditEvent(
          trx,
          {
            ...actor.audit,
            action: 'staff.drivers.review',
            target: formatRegistrationTarget(registrationId),
            outcome: 'success',
            details: {
              documentType,
              decision: rejecting ? 'rejected' : 'approved',
              reason: rejecting ? (body.reason ?? null) : null,
              version,
              status,
            },
          },
          actor.now,
        );
        // the driver hears of each document turned down (and why), and of the approval once all eight are approved
        if (rejecting) {
          await enqueueOutboxMessage(
            trx,
            buildDocumentRejectedMessage(links, describeAddressee(before), { documentType, reason: body.reason ?? 'other', version }),
          );
        } else if (status === 'approved' && before.status !== 'approved') {
          await enqueueOutboxMessage(trx, buildRegistrationApprovedMessage(describeAddressee(before), version));
        }
      });
      return this.describeRegistration(reference);
    },

    /** Rejects the registration as a whole, whatever its documents say. */
    async rejectRegistration(reference: string, body: RegistrationRejectionBody, actor: ReviewActor) {
      const problem = findRejectionProblem(body.reason, body.note);
      if (problem) throw new ApiHttpError(400, problem.message, { [problem.field]: problem.message });
      await decideWithVersion(reference, body.version, async (trx, before, version) => {
        const registrationId = before.id;
        await reviews.saveRejection(trx, registrationId, { reason: body.reason, note: body.note?.trim() ?? null, now: toIso(actor.now) });
        await staffStore.recordAuditEvent(
          trx,
          {
            ...actor.audit,
            action: 'staff.drivers.reject',
            target: formatRegistrationTarget(registrationId),
            outcome: 'success',
            details: { reason: body.reason, version, status: 'rejected' },
          },
          actor.now,
        );
        await enqueueOutboxMessage(trx, buildRegistrationRejectedMessage(describeAddressee(before)));
      });
      return this.describeRegistration(reference);
    },

    /** The asked-for values in the clear; the event names the fields, never their values. */
    async revealFields(reference: string, fields: readonly RevealableField[], actor: ReviewActor): Promise<Static<typeof revealedSchema>> {
      const row = await findRegistrationOrFail(reference);
      await staffStore.recordAuditEvent(
        db,
        {
          ...actor.audit,
          action: 'staff.drivers.reveal',
          target: formatRegistrationTarget(row.id),
          outcome: 'success',
          details: { fields },
        },
        actor.now,
      );
      return Object.fromEntries(fields.map((field) => [field, readRevealable(row, field)]));
    },

    /**
     * One document's checked bytes, the download audited before a byte is sent; with `entryId`, an earlier file of it
     * that was rejected and replaced (its history entry).
     */
    async readDocument(reference: string, documentType: DriverDocumentField, actor: ReviewActor, entryId?: number) {
      const state = await reviews.findReviewState(db, reference);
      if (!state) throw new ApiHttpError(404, REGISTRATION_NOT_FOUND);
      const document =
        entryId === undefined
          ? (await reviews.listDocumentReviews(db, state.id)).find((row) => row.document_type === documentType)
          : (await reviews.listDocumentHistory(db, state.id)).find((row) => row.document_type === documentType && row.id === entryId);
      if (!document) throw new ApiHttpError(404, 'This registration has no such document.');
      const recordDownload = (outcome: 'success' | 'failure') =>
        staffStore.recordAuditEvent(
          db,
          {
            ...actor.audit,
            action: 'staff.drivers.document',
            target: formatRegistrationTarget(state.id),
            outcome,
            details: {
              documentType,
              contentType: document.content_type,
              byteSize: document.byte_size,
              ...(entryId === undefined ? {} : { historyEntry: entryId }),
            },
          },
          actor.now,
        );
      let bytes: Buffer;
      try {
        bytes = await readCheckedDocument(documentStore, document);
      } catch (error) {
        // a file that cannot be served is still an attempt to see it
        await recordDownload('failure');
        throw error;
      }
      await recordDownload('success');
      return { bytes, contentType: document.content_type };
    },
  };
}

export type DriverReviewService = ReturnType<typeof createDriverReviewService>;
