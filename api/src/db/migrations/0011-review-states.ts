import { sql, type Kysely } from 'kysely';

// What staff decide about driver registrations and job applications (docs/decisions/0040-staff-inboxes.md): each
// driver document's review, the registration's status and the version every decision is checked against, and an
// application's status. Added as columns with defaults, so rows stored before this migration start unreviewed
// ('submitted', 'pending', 'new'). Frozen once released: it takes Kysely<unknown> and never imports the current
// table types. SQLite adds one column per statement, so each is its own ALTER TABLE.

export async function up(db: Kysely<unknown>): Promise<void> {
  // submitted (nothing reviewed), under_review (some approved), action_needed (any rejected), approved (all eight),
  // rejected (as a whole, with a reason); worked out from the documents on every decision (onboarding/driver-review-rules.ts)
  await db.schema
    .alterTable('driver_registrations')
    .addColumn('review_status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('submitted')
        .check(sql`review_status in ('submitted', 'under_review', 'action_needed', 'approved', 'rejected')`),
    )
    .execute();
  // every decision names the version it was based on and moves it on by one: two reviewers never overwrite each
  // other unseen
  await db.schema
    .alterTable('driver_registrations')
    .addColumn('review_version', 'integer', (col) => col.notNull().defaultTo(1))
    .execute();
  // set only when rejected as a whole: a reason code, and a note when the code is 'other'
  await db.schema.alterTable('driver_registrations').addColumn('rejection_reason', 'text').execute();
  await db.schema.alterTable('driver_registrations').addColumn('rejection_note', 'text').execute();
  // ISO 8601: the last decision about the registration or one of its documents
  await db.schema.alterTable('driver_registrations').addColumn('reviewed_at', 'text').execute();
  // the queue is read oldest first, all of it or one status at a time; created_at ties are broken by id
  await db.schema.createIndex('driver_registrations_queue_idx').on('driver_registrations').columns(['created_at', 'id']).execute();
  await db.schema
    .createIndex('driver_registrations_status_queue_idx')
    .on('driver_registrations')
    .columns(['review_status', 'created_at', 'id'])
    .execute();

  await db.schema
    .alterTable('driver_documents')
    .addColumn('review_state', 'text', (col) =>
      col
        .notNull()
        .defaultTo('pending')
        .check(sql`review_state in ('pending', 'approved', 'rejected')`),
    )
    .execute();
  // a code of the fixed list (onboarding/driver-review-rules.ts); the note is required for 'other'
  await db.schema.alterTable('driver_documents').addColumn('rejection_reason', 'text').execute();
  await db.schema.alterTable('driver_documents').addColumn('rejection_note', 'text').execute();
  // the staff account that decided; no foreign key, like the audit trail: accounts are disabled, never deleted
  await db.schema.alterTable('driver_documents').addColumn('reviewed_by', 'integer').execute();
  await db.schema.alterTable('driver_documents').addColumn('reviewed_at', 'text').execute();

  await db.schema
    .alterTable('job_applications')
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('new')
        .check(sql`status in ('new', 'shortlisted', 'rejected', 'hired')`),
    )
    .execute();
  await db.schema.alterTable('job_applications').addColumn('status_changed_at', 'text').execute();
  // the inbox is read newest first, by status, by job, or by both; created_at ties are broken by id
  await db.schema.createIndex('job_applications_created_idx').on('job_applications').columns(['created_at', 'id']).execute();
  await db.schema
    .createIndex('job_applications_status_created_idx')
    .on('job_applications')
    .columns(['status', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('job_applications_job_status_created_idx')
    .on('job_applications')
    .columns(['job_category_id', 'status', 'created_at', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of [
    'job_applications_job_status_created_idx',
    'job_applications_status_created_idx',
    'job_applications_created_idx',
    'driver_registrations_status_queue_idx',
    'driver_registrations_queue_idx',
  ]) {
    await db.schema.dropIndex(index).ifExists().execute();
  }
  for (const column of ['status_changed_at', 'status']) await db.schema.alterTable('job_applications').dropColumn(column).execute();
  for (const column of ['reviewed_at', 'reviewed_by', 'rejection_note', 'rejection_reason', 'review_state']) {
    await db.schema.alterTable('driver_documents').dropColumn(column).execute();
  }
  for (const column of ['reviewed_at', 'rejection_note', 'rejection_reason', 'review_version', 'review_status']) {
    await db.schema.alterTable('driver_registrations').dropColumn(column).execute();
  }
}
