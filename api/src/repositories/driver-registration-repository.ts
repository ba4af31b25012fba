import type { Insertable, Kysely } from 'kysely';
import type { Database, DriverDocumentsTable, DriverRegistrationsTable } from '../db/schema';

export type NewDriverRegistration = Insertable<DriverRegistrationsTable>;
/** a document row before its registration has an id */
export type NewDriverDocument = Omit<Insertable<DriverDocumentsTable>, 'registration_id'>;

export type CreateRegistrationOutcome =
  { status: 'created'; id: number } | { status: 'duplicate-mobile' } | { status: 'duplicate-reference' };

/**
 * better-sqlite3's native addon keeps the Error class of the first jest realm that loaded it, so constraint
 * failures are recognised by their code and message, never by instanceof.
 */
function readUniqueViolation(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, message } = error as { code?: unknown; message?: unknown };
  return code === 'SQLITE_CONSTRAINT_UNIQUE' && typeof message === 'string' ? message : undefined;
}

export function createDriverRegistrationRepository(db: Kysely<Database>) {
  return {
    async isContactNumberRegistered(contactNumber: string): Promise<boolean> {
      const row = await db.selectFrom('driver_registrations').select('id').where('contact_number', '=', contactNumber).executeTakeFirst();
      return row !== undefined;
    },

    /**
     * Inserts the registration and its documents in one transaction: all rows or none. A second registration of
     * the same number (two submissions racing past the pre-check) is an outcome, not an error.
     */
    async createRegistration(
      registration: NewDriverRegistration,
      documents: readonly NewDriverDocument[],
    ): Promise<CreateRegistrationOutcome> {
      try {
        const id = await db.transaction().execute(async (trx) => {
          const inserted = await trx.insertInto('driver_registrations').values(registration).returning('id').executeTakeFirstOrThrow();
          await trx
            .insertInto('driver_documents')
            .values(documents.map((document) => ({ ...document, registration_id: inserted.id })))
            .execute();
          return inserted.id;
        });
        return { status: 'created', id };
      } catch (error) {
        const violation = readUniqueViolation(error);
        if (violation?.includes('driver_registrations.contact_number')) return { status: 'duplicate-mobile' };
        if (violation?.includes('driver_registrations.reference')) return { status: 'duplicate-reference' };
        throw error;
      }
    },

    /** Undoes createRegistration (its documents go with it) when the files could not be put in place. */
    async deleteRegistration(id: number): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('driver_documents').where('registration_id', '=', id).execute();
        await trx.deleteFrom('driver_registrations').where('id', '=', id).execute();
      });
    },

    /** The stored name a document row gives the file of `stem` (the sweep's question about a leftover .part). */
    async findDocumentStoredName(stem: string): Promise<string | undefined> {
      const row = await db
        .selectFrom('driver_documents')
        .select('stored_name')
        .where('stored_name', 'in', [`${stem}.jpg`, `${stem}.png`, `${stem}.pdf`])
        .executeTakeFirst();
      return row?.stored_name;
    },
  };
}

export type DriverRegistrationRepository = ReturnType<typeof createDriverRegistrationRepository>;
