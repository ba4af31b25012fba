import { randomInt } from 'node:crypto';
import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import { readUniqueViolation } from '../db/portable-sql';
import type { Database, DriverDocumentsTable, DriverRegistrationsTable } from '../db/schema';
import { DecryptionError, type FieldCipher } from '../security/field-cipher';

export type NewDriverRegistration = Insertable<DriverRegistrationsTable>;
/** a document row before its registration has an id */
export type NewDriverDocument = Omit<Insertable<DriverDocumentsTable>, 'registration_id'>;

export type DriverRegistrationRow = Selectable<DriverRegistrationsTable>;

/**
 * Bank account, IFSC, licence number and date of birth are stored encrypted (docs/decisions/0011-personal-data-at-rest.md);
 * this repository is the only code that sees both forms. None of them is looked up by value, so no blind index is
 * needed: the one uniqueness rule, one registration per contact number, is on a column kept in the clear.
 */
export const ENCRYPTED_DRIVER_COLUMNS = ['bank_account_number', 'ifsc_code', 'driving_license_number', 'date_of_birth'] as const;

type EncryptedDriverColumn = (typeof ENCRYPTED_DRIVER_COLUMNS)[number];

/** Rows re-encrypted per transaction at start, so a large table never holds the write lock for long. */
const REENCRYPT_BATCH = 200;

export type CreateRegistrationOutcome =
  { status: 'created'; id: number } | { status: 'duplicate-mobile' } | { status: 'duplicate-reference' };

/** Work done in the registration's own transaction, once its row has an id and a reference. */
export type RegistrationTransactionStep = (trx: Transaction<Database>, registration: { id: number; reference: string }) => Promise<void>;

export type InsertRegistrationOutcome = { status: 'created'; id: number; reference: string } | { status: 'duplicate-mobile' };

// Crockford's alphabet: no I, L, O or U, so a reference read out over the phone is not misheard
const REFERENCE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** e.g. CHD-7K3M-9QXP: 40 random bits; the unique constraint catches the unlikely repeat. */
export function generateRegistrationReference(): string {
  const pick = () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  const group = () => Array.from({ length: 4 }, pick).join('');
  return `CHD-${group()}-${group()}`;
}

export function createDriverRegistrationRepository(db: Kysely<Database>, cipher: FieldCipher) {
  // the column is the authenticated context: a value copied into another column or table does not decrypt there
  const contextOf = (column: EncryptedDriverColumn) => `driver_registrations.${column}`;

  function encryptColumns<T extends Pick<DriverRegistrationRow, EncryptedDriverColumn>>(row: T): T {
    const encrypted = { ...row };
    for (const column of ENCRYPTED_DRIVER_COLUMNS) encrypted[column] = cipher.encrypt(row[column], contextOf(column));
    return encrypted;
  }

  function decryptColumns(row: DriverRegistrationRow): DriverRegistrationRow {
    const decrypted = { ...row };
    for (const column of ENCRYPTED_DRIVER_COLUMNS) {
      // a row written before encryption and not yet converted at start is still plain text
      decrypted[column] = cipher.isEncrypted(row[column]) ? cipher.decrypt(row[column], contextOf(column)) : row[column];
    }
    return decrypted;
  }

  /** A value to re-encrypt; one that cannot be decrypted stops the start with what to do about it. */
  function decryptForRewrite(id: number, column: EncryptedDriverColumn, stored: string): string {
    if (!cipher.isEncrypted(stored)) return stored;
    try {
      return cipher.decrypt(stored, contextOf(column));
    } catch (error) {
      if (!(error instanceof DecryptionError)) throw error;
      throw new DecryptionError(
        `driver registration ${id}, ${column}: ${error.message}; add the key that encrypted it to DATA_ENCRYPTION_KEYS_OLD`,
      );
    }
  }

  return {
    /** One registration with its encrypted columns decrypted. */
    async findRegistrationByReference(reference: string): Promise<DriverRegistrationRow | undefined> {
      const row = await db.selectFrom('driver_registrations').selectAll().where('reference', '=', reference).executeTakeFirst();
      return row ? decryptColumns(row) : undefined;
    },

    /**
     * Encrypts under the current key every value still in plain text (rows from before encryption) or under an
     * older key (after a rotation); run at start. Returns the number of rows rewritten.
     */
    async encryptStoredValues(): Promise<number> {
      let rewritten = 0;
      let afterId = 0;
      for (;;) {
        const batch = await db
          .selectFrom('driver_registrations')
          .select(['id', ...ENCRYPTED_DRIVER_COLUMNS])
          .where('id', '>', afterId)
          .orderBy('id')
          .limit(REENCRYPT_BATCH)
          .execute();
        if (batch.length === 0) return rewritten;
        afterId = batch[batch.length - 1]!.id;
        const stale = batch.filter((row) => ENCRYPTED_DRIVER_COLUMNS.some((column) => !cipher.isCurrent(row[column])));
        await db.transaction().execute(async (trx) => {
          for (const row of stale) {
            const plain = Object.fromEntries(
              ENCRYPTED_DRIVER_COLUMNS.map((column) => [column, decryptForRewrite(row.id, column, row[column])]),
            ) as Pick<DriverRegistrationRow, EncryptedDriverColumn>;
            await trx.updateTable('driver_registrations').set(encryptColumns(plain)).where('id', '=', row.id).execute();
          }
        });
        rewritten += stale.length;
      }
    },

    async isContactNumberRegistered(contactNumber: string): Promise<boolean> {
      const row = await db.selectFrom('driver_registrations').select('id').where('contact_number', '=', contactNumber).executeTakeFirst();
      return row !== undefined;
    },

    /**
     * Inserts the registration and its documents in one transaction: all rows or none. A second registration of
     * the same number (two submissions racing past the pre-check) is an outcome, not an error. `withinTransaction`
     * runs in the same transaction (the private file store keeps the documents there: rows and files commit together;
     * the driver's SMS is enqueued there, so it exists exactly when the registration does).
     */
    async createRegistration(
      registration: NewDriverRegistration,
      documents: readonly NewDriverDocument[],
      withinTransaction?: RegistrationTransactionStep,
    ): Promise<CreateRegistrationOutcome> {
      try {
        const id = await db.transaction().execute(async (trx) => {
          const inserted = await trx
            .insertInto('driver_registrations')
            .values(encryptColumns(registration))
            .returning('id')
            .executeTakeFirstOrThrow();
          await trx
            .insertInto('driver_documents')
            .values(documents.map((document) => ({ ...document, registration_id: inserted.id })))
            .execute();
          await withinTransaction?.(trx, { id: inserted.id, reference: registration.reference });
          return inserted.id;
        });
        return { status: 'created', id };
      } catch (error) {
        // the unique constraints decide, on either engine: two submissions racing past the pre-check store one row
        const violation = readUniqueViolation(error);
        if (violation?.table === 'driver_registrations' && violation.columns.includes('contact_number'))
          return { status: 'duplicate-mobile' };
        if (violation?.table === 'driver_registrations' && violation.columns.includes('reference'))
          return { status: 'duplicate-reference' };
        throw error;
      }
    },

    /**
     * createRegistration under a new reference, made here as a job application's is made by its repository; a
     * reference that happens to be taken already is drawn again.
     */
    async insertRegistration(
      registration: Omit<NewDriverRegistration, 'reference'>,
      documents: readonly NewDriverDocument[],
      withinTransaction?: RegistrationTransactionStep,
    ): Promise<InsertRegistrationOutcome> {
      for (let attempt = 0; attempt < 4; attempt += 1) {
        const reference = generateRegistrationReference();
        const outcome = await this.createRegistration({ ...registration, reference }, documents, withinTransaction);
        if (outcome.status === 'created') return { ...outcome, reference };
        if (outcome.status === 'duplicate-mobile') return outcome;
      }
      throw new Error('could not find a free registration reference');
    },

    /** Undoes createRegistration (its documents go with it) when the files could not be put in place. */
    async deleteRegistration(id: number): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('driver_documents').where('registration_id', '=', id).execute();
        await trx.deleteFrom('driver_registrations').where('id', '=', id).execute();
      });
    },

    /** The documents of one registration, in the form's order of fields as stored. */
    async listDocuments(registrationId: number): Promise<Selectable<DriverDocumentsTable>[]> {
      return db.selectFrom('driver_documents').selectAll().where('registration_id', '=', registrationId).orderBy('id').execute();
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
