import { sql, type Kysely } from 'kysely';
import { defineGeneratedId } from '../portable-sql';

// Driver registrations (POST /api/new-registration) and their eight documents. Frozen once released, like every
// migration: it takes Kysely<unknown> and never imports the current table types.
//
// No column holds an Aadhaar number or a file's original name (which could contain one): the Aadhaar card is
// kept only as the images the driver chose (docs/decisions/0005-private-files.md).

export async function up(db: Kysely<unknown>): Promise<void> {
  // an autoincrement id on SQLite, an identity column on PostgreSQL (portable-sql.ts)
  const generatedId = defineGeneratedId(db);
  await db.schema
    .createTable('driver_registrations')
    .addColumn('id', 'integer', generatedId)
    // what the driver is told and quotes to support, e.g. CHD-7K3M-9QXP
    .addColumn('reference', 'text', (col) => col.notNull().unique())
    .addColumn('full_name', 'text', (col) => col.notNull())
    // one registration per number: the pre-check and the unique constraint both refuse a second one
    .addColumn('contact_number', 'text', (col) => col.notNull().unique())
    .addColumn('driver_category', 'integer', (col) => col.notNull().check(sql`driver_category in (0, 1)`))
    .addColumn('referral_code', 'text')
    .addColumn('pincode', 'text', (col) => col.notNull())
    .addColumn('address', 'text', (col) => col.notNull())
    .addColumn('state_id', 'integer', (col) => col.notNull().references('states.id'))
    .addColumn('state_name', 'text', (col) => col.notNull())
    .addColumn('city_id', 'integer', (col) => col.notNull().references('cities.id'))
    .addColumn('city_name', 'text', (col) => col.notNull())
    .addColumn('vehicle_category', 'integer', (col) => col.notNull().check(sql`vehicle_category in (0, 1, 2)`))
    // stored without spaces or hyphens, upper case (KA01AB1234), so one vehicle is one value
    .addColumn('vehicle_number', 'text', (col) => col.notNull())
    .addColumn('wheelchair', 'integer', (col) => col.notNull().check(sql`wheelchair in (0, 1)`))
    .addColumn('bank_account_number', 'text', (col) => col.notNull())
    .addColumn('ifsc_code', 'text', (col) => col.notNull())
    .addColumn('driving_license_number', 'text', (col) => col.notNull())
    // YYYY-MM-DD
    .addColumn('date_of_birth', 'text', (col) => col.notNull())
    // when the driver ticked the consent box, and which wording they agreed to
    .addColumn('consent_given_at', 'text', (col) => col.notNull())
    .addColumn('consent_version', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('driver_documents')
    .addColumn('id', 'integer', generatedId)
    .addColumn('registration_id', 'integer', (col) => col.notNull().references('driver_registrations.id').onDelete('cascade'))
    // one of the eight document fields of the registration form, e.g. adharCardFrontPhoto
    .addColumn('document_type', 'text', (col) => col.notNull())
    // generated name of the file inside the registration's folder, e.g. 0f9c…e2.jpg
    // unique: the sweep finds the row of a leftover .part file by it
    .addColumn('stored_name', 'text', (col) => col.notNull().unique())
    // what the file's bytes are, not what the browser said
    .addColumn('content_type', 'text', (col) => col.notNull().check(sql`content_type in ('image/jpeg', 'image/png', 'application/pdf')`))
    .addColumn('byte_size', 'integer', (col) => col.notNull())
    .addColumn('sha256', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('driver_documents_registration_type_unique', ['registration_id', 'document_type'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('driver_documents').execute();
  await db.schema.dropTable('driver_registrations').execute();
}
