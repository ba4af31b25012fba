import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { SubmissionReceipt } from '@chalein/shared/api/types';
import type { Database, JobApplicationsTable } from '../db/schema';

export const JOB_APPLICATION_REFERENCE_PREFIX = 'JA';

/** JA-2026-00042: the same shape as the other forms' references (prefix, year, row id in five digits). */
export function formatJobApplicationReference(id: number, now: Date): string {
  return `${JOB_APPLICATION_REFERENCE_PREFIX}-${now.getUTCFullYear()}-${String(id).padStart(5, '0')}`;
}

export interface NewJobApplicationInput {
  jobCategoryId: number;
  name: string;
  gender: JobApplicationsTable['gender'];
  currentLocation: string;
  contactNumber: string;
  email: string;
  additionalInformation: string;
  priorExperience: 0 | 1;
  referencePersonName: string | null;
  referencePersonEmail: string | null;
  resumeFile: string;
  resumeOriginalName: string;
  resumeSize: number;
  resumeType: JobApplicationsTable['resume_type'];
}

export interface StoredJobApplication extends SubmissionReceipt {
  id: number;
}

export function createJobApplicationRepository(db: Kysely<Database>) {
  return {
    async jobCategoryExists(id: number): Promise<boolean> {
      return (await this.findJobTitle(id)) !== undefined;
    },

    /** The job's title (what the applicant's mail names), or undefined when there is no such job. */
    async findJobTitle(id: number): Promise<string | undefined> {
      const row = await db.selectFrom('job_categories').select('job_title').where('id', '=', id).executeTakeFirst();
      return row?.job_title;
    },

    /**
     * One transaction: the row with a unique placeholder reference, then its real reference from the row id,
     * so the number is readable, never repeats and needs no counter table. `withinTransaction` runs in the same
     * transaction, given the stored application (the private file store keeps the resume there: the row and its file
     * commit together; the applicant's mail is enqueued there too).
     */
    async insertApplication(
      input: NewJobApplicationInput,
      now: Date = new Date(),
      withinTransaction?: (trx: Transaction<Database>, stored: StoredJobApplication) => Promise<void>,
    ): Promise<StoredJobApplication> {
      return db.transaction().execute(async (trx) => {
        const inserted = await trx
          .insertInto('job_applications')
          .values({
            reference: `pending-${randomUUID()}`,
            job_category_id: input.jobCategoryId,
            name: input.name,
            gender: input.gender,
            current_location: input.currentLocation,
            contact_number: input.contactNumber,
            email: input.email,
            additional_information: input.additionalInformation,
            prior_experience: input.priorExperience,
            reference_person_name: input.referencePersonName,
            reference_person_email: input.referencePersonEmail,
            resume_file: input.resumeFile,
            resume_original_name: input.resumeOriginalName,
            resume_size: input.resumeSize,
            resume_type: input.resumeType,
            consent_at: now.toISOString(),
            created_at: now.toISOString(),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const id = Number(inserted.id);
        const reference = formatJobApplicationReference(id, now);
        await trx.updateTable('job_applications').set({ reference }).where('id', '=', id).execute();
        await withinTransaction?.(trx, { id, reference });
        return { id, reference };
      });
    },

    /** What an application's row says of its resume (the file itself is the private file store's). */
    async findResumeByReference(
      reference: string,
    ): Promise<Pick<JobApplicationsTable, 'resume_file' | 'resume_original_name' | 'resume_size' | 'resume_type'> | undefined> {
      return db
        .selectFrom('job_applications')
        .select(['resume_file', 'resume_original_name', 'resume_size', 'resume_type'])
        .where('reference', '=', reference)
        .executeTakeFirst();
    },

    /** Undoes an insert whose file could not be put in place, so no row is left without its file. */
    async deleteApplication(id: number): Promise<void> {
      await db.deleteFrom('job_applications').where('id', '=', id).execute();
    },

    /** The stored file name of the row whose resume is one of `candidates`, for the startup sweep. */
    async findResumeFileName(candidates: readonly string[]): Promise<string | undefined> {
      if (candidates.length === 0) return undefined;
      const row = await db
        .selectFrom('job_applications')
        .select('resume_file')
        .where('resume_file', 'in', [...candidates])
        .executeTakeFirst();
      return row?.resume_file;
    },
  };
}

export type JobApplicationRepository = ReturnType<typeof createJobApplicationRepository>;
