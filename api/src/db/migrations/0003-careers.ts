import { sql, type Kysely } from 'kysely';
import { defineGeneratedId } from '../portable-sql';

// Job applications (POST /api/career). Frozen once released, like every migration: it takes Kysely<unknown>.
// The resume itself is a file under the private uploads folder; the row names it by its generated file name and
// records what the server found in its bytes, never what the browser claimed.

export async function up(db: Kysely<unknown>): Promise<void> {
  // an autoincrement id on SQLite, an identity column on PostgreSQL (portable-sql.ts)
  const generatedId = defineGeneratedId(db);
  await db.schema
    .createTable('job_applications')
    .addColumn('id', 'integer', generatedId)
    // shown to the applicant in the Thank You modal (JA-2026-00042, like the other forms' references)
    .addColumn('reference', 'text', (col) => col.notNull().unique())
    // restrict: an application outlives nothing it points at, and a job with applicants is not deleted by accident
    .addColumn('job_category_id', 'integer', (col) => col.notNull().references('job_categories.id').onDelete('restrict'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('gender', 'text', (col) => col.notNull().check(sql`gender in ('Male', 'Female', 'Other', 'prefer not to disclose')`))
    .addColumn('current_location', 'text', (col) => col.notNull())
    .addColumn('contact_number', 'text', (col) => col.notNull().check(sql`length(contact_number) = 10`))
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('additional_information', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('prior_experience', 'integer', (col) => col.notNull().check(sql`prior_experience in (0, 1)`))
    .addColumn('reference_person_name', 'text')
    .addColumn('reference_person_email', 'text')
    // the generated name under <private uploads>/resumes, e.g. 3f2c...e1.pdf; unique, so no two rows share a file
    .addColumn('resume_file', 'text', (col) => col.notNull().unique())
    // the applicant's own file name, cleaned, for staff who download it; never used as a path
    .addColumn('resume_original_name', 'text', (col) => col.notNull())
    .addColumn('resume_size', 'integer', (col) => col.notNull().check(sql`resume_size > 0`))
    .addColumn('resume_type', 'text', (col) => col.notNull().check(sql`resume_type in ('pdf', 'docx', 'doc')`))
    // DPDP Act 2023: when the applicant agreed to the use the form describes
    .addColumn('consent_at', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  // staff read the applications of one job, newest first
  await db.schema
    .createIndex('job_applications_job_created_idx')
    .on('job_applications')
    .columns(['job_category_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('job_applications').ifExists().execute();
}
