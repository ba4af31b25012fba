import type { Kysely } from 'kysely';
import type { JobCategory, JobDetails } from '@chalein/shared/api/types';
import type { Database } from '../db/schema';
import { sanitizeHtml } from '@chalein/shared/lib/html-sanitizer';
import { DEFAULT_LANGUAGE, type Language } from '@chalein/shared/lib/i18n/languages';
import { translateRecord, translateRecords } from '../content/content-translations';

export function createJobRepository(db: Kysely<Database>) {
  return {
    async listCategories(language: Language = DEFAULT_LANGUAGE): Promise<JobCategory[]> {
      const found = await db
        .selectFrom('job_categories')
        .select(['id', 'job_title', 'image_file', 'slug'])
        .orderBy('sort_order')
        .orderBy('id')
        .execute();
      const rows = await translateRecords(db, 'job_categories', language, found);
      return rows.map((row) => ({ id: row.id, job_title: row.job_title, imageURL: row.image_file, slugName: row.slug }));
    },

    async findJobDetails(id: number, language: Language = DEFAULT_LANGUAGE): Promise<JobDetails | undefined> {
      const found = await db.selectFrom('job_categories').selectAll().where('id', '=', id).executeTakeFirst();
      const row = await translateRecord(db, 'job_categories', language, found);
      return (
        row && {
          'job-category-master': { id: row.id, job_title: row.job_title, slugName: row.slug },
          // as blogs and CMS pages: whatever was written to the database, the API only serves safe markup
          content: sanitizeHtml(row.content_html),
        }
      );
    },
  };
}

export type JobRepository = ReturnType<typeof createJobRepository>;
