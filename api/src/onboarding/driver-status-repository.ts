import { createHash, timingSafeEqual } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { lockForUpdate } from '../db/portable-sql';
import type { Database, DriverDocumentsTable } from '../db/schema';
import { DecryptionError, type FieldCipher } from '../security/field-cipher';
import type { StatusSource } from './driver-status-rules';

// The driver status page's reads and its one write, the replacement of a rejected document
// (docs/decisions/0046-driver-status-page.md). The status token is sealed with the data key's cipher: it is
// authenticated and opaque, opens on every node that shares DATA_ENCRYPTION_KEY, and carries the registration's
// id and its expiry only.

/** The cipher's context of a status token: a token is never taken for an encrypted column, nor one for it. */
const TOKEN_CONTEXT = 'driver-status-token';

/** A stored mobile compared with a typed one in constant time, whatever their lengths. */
function isSameNumber(stored: string, typed: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
  return timingSafeEqual(digest(stored), digest(typed));
}

/** Stands in for a reference that names no registration, so a wrong reference costs the comparison a right one does. */
const ABSENT_NUMBER = '0000000000';

export interface ApplicationRecord extends StatusSource {
  id: number;
}

/** A replaced file's row values (the new file's). */
export type ReplacementFile = Pick<DriverDocumentsTable, 'stored_name' | 'content_type' | 'byte_size' | 'sha256'>;

export type ReplaceOutcome = 'replaced' | 'not-rejected';

export function createDriverStatusRepository(db: Kysely<Database>, cipher: FieldCipher) {
  async function readApplication(
    executor: Kysely<Database>,
    registration: { id: number; full_name: string; review_status: StatusSource['status'] },
  ) {
    const documents = await executor
      .selectFrom('driver_documents')
      .select(['document_type', 'review_state', 'rejection_reason', 'resubmitted_at'])
      .where('registration_id', '=', registration.id)
      .orderBy('id')
      .execute();
    return { id: registration.id, fullName: registration.full_name, status: registration.review_status, documents };
  }

  return {
    /** for the transaction of a replacement, which the file store takes part in */
    db,

    /**
     * The application of this reference when the mobile number is the one it was registered with; undefined for any
     * other pair. An unknown reference and a wrong number take the same steps: one query by the unique reference,
     * one comparison.
     */
    async findApplication(reference: string, contactNumber: string): Promise<ApplicationRecord | undefined> {
      const row = await db
        .selectFrom('driver_registrations')
        .select(['id', 'full_name', 'review_status', 'contact_number'])
        .where('reference', '=', reference)
        .executeTakeFirst();
      const matches = isSameNumber(row?.contact_number ?? ABSENT_NUMBER, contactNumber);
      if (!row || !matches) return undefined;
      return readApplication(db, row);
    },

    async findApplicationById(executor: Kysely<Database>, id: number): Promise<ApplicationRecord | undefined> {
      const row = await executor
        .selectFrom('driver_registrations')
        .select(['id', 'full_name', 'review_status'])
        .where('id', '=', id)
        .executeTakeFirst();
      return row ? readApplication(executor, row) : undefined;
    },

    sealStatusToken(registrationId: number, expiresAtMs: number): string {
      return cipher.encrypt(JSON.stringify({ id: registrationId, exp: expiresAtMs }), TOKEN_CONTEXT);
    },

    /** The registration a token stands for, or null when it is expired, changed or not ours. */
    openStatusToken(token: string, nowMs: number): number | null {
      if (!cipher.isEncrypted(token)) return null;
      let sealed: unknown;
      try {
        sealed = JSON.parse(cipher.decrypt(token, TOKEN_CONTEXT));
      } catch (error) {
        if (error instanceof DecryptionError || error instanceof SyntaxError) return null;
        throw error;
      }
      const { id, exp } = (typeof sealed === 'object' && sealed !== null ? sealed : {}) as { id?: unknown; exp?: unknown };
      if (typeof id !== 'number' || !Number.isSafeInteger(id) || typeof exp !== 'number' || exp <= nowMs) return null;
      return id;
    },

    /**
     * In the caller's transaction: the rejected document's row takes the new file, the rejected one (its reason,
     * reviewer and time) moves to the history, and the registration goes back to review with its version moved on,
     * so a reviewer deciding on the page as it was is told to reload. Only a rejected document of a registration not
     * rejected as a whole is replaced.
     */
    async replaceRejectedDocument(
      trx: Transaction<Database>,
      change: { registrationId: number; documentType: string; file: ReplacementFile; now: string },
    ): Promise<ReplaceOutcome> {
      const registration = await lockForUpdate(
        trx,
        trx.selectFrom('driver_registrations').select(['review_status']).where('id', '=', change.registrationId),
      ).executeTakeFirst();
      if (!registration || registration.review_status === 'rejected') return 'not-rejected';
      const current = await trx
        .selectFrom('driver_documents')
        .selectAll()
        .where('registration_id', '=', change.registrationId)
        .where('document_type', '=', change.documentType)
        .where('review_state', '=', 'rejected')
        .executeTakeFirst();
      if (!current) return 'not-rejected';
      await trx
        .insertInto('driver_document_history')
        .values({
          registration_id: change.registrationId,
          document_type: current.document_type,
          stored_name: current.stored_name,
          content_type: current.content_type,
          byte_size: current.byte_size,
          sha256: current.sha256,
          uploaded_at: current.resubmitted_at ?? current.created_at,
          review_state: 'rejected',
          rejection_reason: current.rejection_reason,
          rejection_note: current.rejection_note,
          reviewed_by: current.reviewed_by,
          reviewed_at: current.reviewed_at,
          replaced_at: change.now,
        })
        .execute();
      await trx
        .updateTable('driver_documents')
        .set({
          ...change.file,
          review_state: 'pending',
          rejection_reason: null,
          rejection_note: null,
          reviewed_by: null,
          reviewed_at: null,
          resubmitted_at: change.now,
        })
        .where('id', '=', current.id)
        .execute();
      const stillRejected = await trx
        .selectFrom('driver_documents')
        .select('id')
        .where('registration_id', '=', change.registrationId)
        .where('review_state', '=', 'rejected')
        .executeTakeFirst();
      await trx
        .updateTable('driver_registrations')
        .set((eb) => ({
          // another document still rejected keeps asking the driver for action
          review_status: stillRejected ? 'action_needed' : 'under_review',
          resubmitted_at: change.now,
          review_version: eb('review_version', '+', 1),
        }))
        .where('id', '=', change.registrationId)
        .execute();
      return 'replaced';
    },
  };
}

export type DriverStatusRepository = ReturnType<typeof createDriverStatusRepository>;
