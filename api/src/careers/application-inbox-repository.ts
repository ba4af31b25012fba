import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import { fetchKeysetPage, iterateKeysetRows, type KeysetOrder, type KeysetPage } from '../db/keyset-page';
import type { Database, JobApplicationStatus } from '../db/schema';

// The recruiters' side of job applications (migration 0011-review-states): the inbox newest first, filtered by job,
// status and a text in the name or email, a keyset page at a time; one application; its status. Functions that
// change something take the transaction they are part of, so the audit event commits or rolls back with them.

export const APPLICATION_STATUSES = ['new', 'shortlisted', 'rejected', 'hired'] as const satisfies readonly JobApplicationStatus[];

export interface ApplicationFilter {
  jobId?: number;
  status?: JobApplicationStatus;
  /** a part of the name or the email address, any case */
  search?: string;
}

/** One row of the inbox (and of its export). */
export interface ApplicationEntry {
  id: number;
  reference: string;
  name: string;
  email: string;
  contactNumber: string;
  currentLocation: string;
  jobId: number;
  jobTitle: string;
  status: JobApplicationStatus;
  priorExperience: boolean;
  resumeType: 'pdf' | 'docx' | 'doc';
  createdAt: string;
  statusChangedAt: string | null;
}

export interface ApplicationDetail extends ApplicationEntry {
  gender: string;
  additionalInformation: string;
  referencePersonName: string | null;
  referencePersonEmail: string | null;
  resumeOriginalName: string;
  resumeSize: number;
  resumeFile: string;
  consentAt: string;
}

/** A LIKE pattern matching `text` anywhere, its own % and _ taken literally (escaped with a backslash). */
export function buildContainsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

function selectApplications(db: Kysely<Database>) {
  return db
    .selectFrom('job_applications')
    .innerJoin('job_categories', 'job_categories.id', 'job_applications.job_category_id')
    .select([
      'job_applications.id as id',
      'job_applications.reference as reference',
      'job_applications.name as name',
      'job_applications.email as email',
      'job_applications.contact_number as contact_number',
      'job_applications.current_location as current_location',
      'job_applications.job_category_id as job_category_id',
      'job_categories.job_title as job_title',
      'job_applications.status as status',
      'job_applications.prior_experience as prior_experience',
      'job_applications.resume_type as resume_type',
      'job_applications.created_at as created_at',
      'job_applications.status_changed_at as status_changed_at',
    ]);
}

type ApplicationRow = Awaited<ReturnType<ReturnType<typeof selectApplications>['executeTakeFirstOrThrow']>>;

function mapEntry(row: ApplicationRow): ApplicationEntry {
  return {
    id: row.id,
    reference: row.reference,
    name: row.name,
    email: row.email,
    contactNumber: row.contact_number,
    currentLocation: row.current_location,
    jobId: row.job_category_id,
    jobTitle: row.job_title,
    status: row.status,
    priorExperience: row.prior_experience === 1,
    resumeType: row.resume_type,
    createdAt: row.created_at,
    statusChangedAt: row.status_changed_at,
  };
}

/** Newest first: a recruiter answers the latest applications while the job is still open. */
const NEWEST_FIRST: KeysetOrder<ApplicationRow> = {
  sortColumn: 'job_applications.created_at',
  idColumn: 'job_applications.id',
  direction: 'desc',
  readPosition: (row) => ({ sort: row.created_at, id: row.id }),
};

function applyFilter<O>(
  query: SelectQueryBuilder<Database, 'job_applications' | 'job_categories', O>,
  filter: ApplicationFilter,
): SelectQueryBuilder<Database, 'job_applications' | 'job_categories', O> {
  let filtered = query;
  if (filter.jobId !== undefined) filtered = filtered.where('job_applications.job_category_id', '=', filter.jobId);
  if (filter.status !== undefined) filtered = filtered.where('job_applications.status', '=', filter.status);
  if (filter.search !== undefined) {
    // lower() on both sides, so each engine folds case its own way alike on the column and on the text typed
    const pattern = buildContainsPattern(filter.search);
    filtered = filtered.where(({ or }) =>
      or([
        sql<boolean>`lower(job_applications.name) like lower(${pattern}) escape '\\'`,
        sql<boolean>`lower(job_applications.email) like lower(${pattern}) escape '\\'`,
      ]),
    );
  }
  return filtered;
}

export function createApplicationInboxRepository(db: Kysely<Database>) {
  return {
    db,

    async listApplications(filter: ApplicationFilter & { cursor?: string; limit: number }): Promise<KeysetPage<ApplicationEntry>> {
      const page = await fetchKeysetPage(applyFilter(selectApplications(db), filter), {
        ...NEWEST_FIRST,
        limit: filter.limit,
        cursor: filter.cursor,
      });
      return { rows: page.rows.map(mapEntry), nextCursor: page.nextCursor };
    },

    /** Every application the filter matches, a batch at a time, for the CSV export. */
    async *iterateApplications(filter: ApplicationFilter): AsyncGenerator<ApplicationEntry, void, undefined> {
      for await (const row of iterateKeysetRows(applyFilter(selectApplications(db), filter), NEWEST_FIRST)) yield mapEntry(row);
    },

    async findApplication(executor: Kysely<Database>, reference: string): Promise<ApplicationDetail | undefined> {
      const row = await selectApplications(executor)
        .select([
          'job_applications.gender as gender',
          'job_applications.additional_information as additional_information',
          'job_applications.reference_person_name as reference_person_name',
          'job_applications.reference_person_email as reference_person_email',
          'job_applications.resume_original_name as resume_original_name',
          'job_applications.resume_size as resume_size',
          'job_applications.resume_file as resume_file',
          'job_applications.consent_at as consent_at',
        ])
        .where('job_applications.reference', '=', reference)
        .executeTakeFirst();
      if (!row) return undefined;
      return {
        ...mapEntry(row),
        gender: row.gender,
        additionalInformation: row.additional_information,
        referencePersonName: row.reference_person_name,
        referencePersonEmail: row.reference_person_email,
        resumeOriginalName: row.resume_original_name,
        resumeSize: row.resume_size,
        resumeFile: row.resume_file,
        consentAt: row.consent_at,
      };
    },

    async saveStatus(trx: Kysely<Database>, id: number, status: JobApplicationStatus, now: string): Promise<void> {
      await trx.updateTable('job_applications').set({ status, status_changed_at: now }).where('id', '=', id).execute();
    },
  };
}

export type ApplicationInboxRepository = ReturnType<typeof createApplicationInboxRepository>;
