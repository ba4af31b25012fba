import type { Kysely } from 'kysely';
import type { JobCategory, JobDetails } from '@chalein/shared/api/types';
import type { Database } from '../db/schema';
import { sanitizeHtml } from '@chalein/shared/lib/html-sanitizer';

export function createJobRepository(db: Kysely<Database>) {
  return {
    async listCategories(): Promise<JobCategory[]> {
      const rows = await db
        .selectFrom('job_categories')
        .select(['id', 'job_title', 'image_file', 'slug'])
        .orderBy('sort_order')
        .orderBy('id')
        .execute();
      return rows.map((row) => ({ id: row.id, job_title: row.job_title, imageURL: row.image_file, slugName: row.slug }));
    },

    async findJobDetails(id: number): Promise<JobDetails | undefined> {
      const row = await db.selectFrom('job_categories').selectAll().where('id', '=', id).executeTakeFirst();
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
