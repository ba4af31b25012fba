import type { Kysely, Selectable } from 'kysely';
import { fetchKeysetPage, type KeysetPage } from '../db/keyset-page';
import type {
  Database,
  DriverDocumentHistoryTable,
  DriverDocumentReviewState,
  DriverDocumentsTable,
  DriverReviewStatus,
} from '../db/schema';

// The review side of driver registrations (migration 0011-review-states): the queue, each document's review and the
// registration's status and version. Functions that change something take the transaction they are part of, so the
// audit event of a decision commits or rolls back with it. The encrypted columns are never read here: the
// registration repository decrypts them (driver-registration-repository.ts).

export interface QueueFilter {
  status?: DriverReviewStatus;
  cursor?: string;
  limit: number;
}

export interface QueueEntry {
  id: number;
  reference: string;
  fullName: string;
  cityName: string;
  driverCategory: number;
  vehicleCategory: number;
  status: DriverReviewStatus;
  version: number;
  createdAt: string;
  reviewedAt: string | null;
  documentsApproved: number;
  documentsRejected: number;
  resubmittedAt: string | null;
}

/** What a decision is checked against. */
export interface RegistrationReviewState {
  id: number;
  status: DriverReviewStatus;
  version: number;
  /** what the driver's SMS about a decision names, and where it goes */
  reference: string;
  contactNumber: string;
}

export type DocumentReviewRow = Pick<
  Selectable<DriverDocumentsTable>,
  | 'document_type'
  | 'stored_name'
  | 'content_type'
  | 'byte_size'
  | 'sha256'
  | 'review_state'
  | 'rejection_reason'
  | 'rejection_note'
  | 'reviewed_by'
  | 'reviewed_at'
  | 'resubmitted_at'
>;

/** A rejected file the driver replaced (migration 0014-document-resubmissions). */
export type DocumentHistoryRow = Selectable<DriverDocumentHistoryTable>;

export interface DocumentDecision {
  registrationId: number;
  documentType: string;
  state: Exclude<DriverDocumentReviewState, 'pending'>;
  reason: string | null;
  note: string | null;
  reviewerId: number;
  now: string;
}

export function createDriverReviewRepository(db: Kysely<Database>) {
  return {
    db,

    /** The queue, oldest first (the driver who waited longest is seen first), a keyset page at a time. */
    async listQueue(filter: QueueFilter): Promise<KeysetPage<QueueEntry>> {
      let query = db
        .selectFrom('driver_registrations')
        .select([
          'id',
          'reference',
          'full_name',
          'city_name',
          'driver_category',
          'vehicle_category',
          'review_status',
          'review_version',
          'created_at',
          'reviewed_at',
          'resubmitted_at',
        ]);
      if (filter.status !== undefined) query = query.where('review_status', '=', filter.status);
      const page = await fetchKeysetPage(query, {
        sortColumn: 'driver_registrations.created_at',
        idColumn: 'driver_registrations.id',
        direction: 'asc',
        readPosition: (row) => ({ sort: row.created_at, id: row.id }),
        limit: filter.limit,
        cursor: filter.cursor,
      });
      const counts = await countReviewedDocuments(page.rows.map((row) => row.id));
      return {
        nextCursor: page.nextCursor,
        rows: page.rows.map((row) => ({
          id: row.id,
          reference: row.reference,
          fullName: row.full_name,
          cityName: row.city_name,
          driverCategory: row.driver_category,
          vehicleCategory: row.vehicle_category,
          status: row.review_status,
          version: row.review_version,
          createdAt: row.created_at,
          reviewedAt: row.reviewed_at,
          documentsApproved: counts.get(row.id)?.approved ?? 0,
          documentsRejected: counts.get(row.id)?.rejected ?? 0,
          resubmittedAt: row.resubmitted_at,
        })),
      };
    },

    async findReviewState(executor: Kysely<Database>, reference: string): Promise<RegistrationReviewState | undefined> {
      const row = await executor
        .selectFrom('driver_registrations')
        .select(['id', 'review_status', 'review_version', 'reference', 'contact_number'])
        .where('reference', '=', reference)
        .executeTakeFirst();
      return (
        row && {
          id: row.id,
          status: row.review_status,
          version: row.review_version,
          reference: row.reference,
          contactNumber: row.contact_number,
        }
      );
    },

    /** The eight documents with their reviews, in the order they were stored (the form's). */
    async listDocumentReviews(executor: Kysely<Database>, registrationId: number): Promise<DocumentReviewRow[]> {
      return executor
        .selectFrom('driver_documents')
        .select([
          'document_type',
          'stored_name',
          'content_type',
          'byte_size',
          'sha256',
          'review_state',
          'rejection_reason',
          'rejection_note',
          'reviewed_by',
          'reviewed_at',
          'resubmitted_at',
        ])
        .where('registration_id', '=', registrationId)
        .orderBy('id')
        .execute();
    },

    /** Every replaced file of the registration's documents, oldest first. */
    async listDocumentHistory(executor: Kysely<Database>, registrationId: number): Promise<DocumentHistoryRow[]> {
      return executor
        .selectFrom('driver_document_history')
        .selectAll()
        .where('registration_id', '=', registrationId)
        .orderBy('id')
        .execute();
    },

    /**
     * Moves the version on by one if it is still `basedOn`: true when this decision won. A conditional update, so
     * of two decisions based on one version only one can win, on either engine (PostgreSQL makes the second wait on
     * the row and then finds the version moved).
     */
    async claimVersion(trx: Kysely<Database>, registrationId: number, basedOn: number): Promise<boolean> {
      const result = await trx
        .updateTable('driver_registrations')
        .set((eb) => ({ review_version: eb('review_version', '+', 1) }))
        .where('id', '=', registrationId)
        .where('review_version', '=', basedOn)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Records one document's decision; false when the registration has no such document. */
    async saveDocumentDecision(trx: Kysely<Database>, decision: DocumentDecision): Promise<boolean> {
      const result = await trx
        .updateTable('driver_documents')
        .set({
          review_state: decision.state,
          rejection_reason: decision.reason,
          rejection_note: decision.note,
          reviewed_by: decision.reviewerId,
          reviewed_at: decision.now,
        })
        .where('registration_id', '=', decision.registrationId)
        .where('document_type', '=', decision.documentType)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async saveStatus(trx: Kysely<Database>, registrationId: number, status: DriverReviewStatus, now: string): Promise<void> {
      await trx
        .updateTable('driver_registrations')
        .set({ review_status: status, reviewed_at: now })
        .where('id', '=', registrationId)
        .execute();
    },

    async saveRejection(trx: Kysely<Database>, registrationId: number, rejection: { reason: string; note: string | null; now: string }) {
      await trx
        .updateTable('driver_registrations')
        .set({ review_status: 'rejected', rejection_reason: rejection.reason, rejection_note: rejection.note, reviewed_at: rejection.now })
        .where('id', '=', registrationId)
        .execute();
    },
  };

  /** Approved and rejected documents of each registration of a page, in one query. */
  async function countReviewedDocuments(registrationIds: readonly number[]) {
    const counts = new Map<number, { approved: number; rejected: number }>();
    if (registrationIds.length === 0) return counts;
    const rows = await db
      .selectFrom('driver_documents')
      .select((eb) => ['registration_id', 'review_state', eb.fn.countAll<number | string>().as('count')])
      .where('registration_id', 'in', [...registrationIds])
      .where('review_state', '!=', 'pending')
      .groupBy(['registration_id', 'review_state'])
      .execute();
    for (const row of rows) {
      const entry = counts.get(row.registration_id) ?? { approved: 0, rejected: 0 };
      // PostgreSQL's count is a bigint, which its driver hands over as text
      if (row.review_state === 'approved') entry.approved = Number(row.count);
      if (row.review_state === 'rejected') entry.rejected = Number(row.count);
      counts.set(row.registration_id, entry);
    }
    return counts;
  }
}

export type DriverReviewRepository = ReturnType<typeof createDriverReviewRepository>;
