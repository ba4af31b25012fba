import type { Kysely } from 'kysely';
import type { SeoData } from '@chalein/shared/api/types';
import type { Database } from '../db/schema';

export function createSeoRepository(db: Kysely<Database>) {
  return {
    /** a page's metadata by the seoId of shared/src/lib/routes.ts */
    async findSeoData(id: number): Promise<SeoData | undefined> {
      const row = await db.selectFrom('seo_pages').selectAll().where('id', '=', id).executeTakeFirst();
      return (
        row && {
          metaTitle: row.meta_title,
          metaDescription: row.meta_description,
          metaKeyword: row.meta_keyword,
          head: row.head_image,
        }
      );
    },
  };
}

export type SeoRepository = ReturnType<typeof createSeoRepository>;
