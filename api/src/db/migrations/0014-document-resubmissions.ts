import { sql, type Kysely } from 'kysely';
import { defineGeneratedId } from '../portable-sql';

// A driver sends again a document a reviewer rejected, from the status page (onboarding/driver-status-service.ts).
// The new file takes the document's row; the rejected one moves, with its reason, its reviewer and when it came, to
// driver_document_history, so reviewers still see what they rejected and why. The registration and the document say
// when they were last re-submitted. Frozen once released: it takes Kysely<unknown> and never imports the table types.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('driver_document_history')
    .addColumn('id', 'integer', defineGeneratedId(db))
    .addColumn('registration_id', 'integer', (col) => col.notNull().references('driver_registrations.id').onDelete('cascade'))
    .addColumn('document_type', 'text', (col) => col.notNull())
    // the rejected file stays in the private store under this name: reviewers may still open it
    .addColumn('stored_name', 'text', (col) => col.notNull().unique())
    .addColumn('content_type', 'text', (col) => col.notNull())
    .addColumn('byte_size', 'integer', (col) => col.notNull())
    .addColumn('sha256', 'text', (col) => col.notNull())
    // when that file was received
    .addColumn('uploaded_at', 'text', (col) => col.notNull())
    .addColumn('review_state', 'text', (col) => col.notNull().check(sql`review_state in ('rejected')`))
    .addColumn('rejection_reason', 'text')
    .addColumn('rejection_note', 'text')
    .addColumn('reviewed_by', 'integer')
    .addColumn('reviewed_at', 'text')
    // when the driver sent the file that replaced it
    .addColumn('replaced_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('driver_document_history_registration_idx')
    .on('driver_document_history')
    .columns(['registration_id', 'document_type', 'id'])
    .execute();
  await db.schema.alterTable('driver_registrations').addColumn('resubmitted_at', 'text').execute();
  await db.schema.alterTable('driver_documents').addColumn('resubmitted_at', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('driver_documents').dropColumn('resubmitted_at').execute();
  await db.schema.alterTable('driver_registrations').dropColumn('resubmitted_at').execute();
  await db.schema.dropIndex('driver_document_history_registration_idx').ifExists().execute();
  await db.schema.dropTable('driver_document_history').ifExists().execute();
}
