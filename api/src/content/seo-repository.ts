import type { Kysely } from 'kysely';
import type { SeoData } from '@chalein/shared/api/types';
import { DEFAULT_LANGUAGE, type Language } from '@chalein/shared/lib/i18n/languages';
import type { Database } from '../db/schema';
import { translateRecord } from './content-translations';

export function createSeoRepository(db: Kysely<Database>) {
  return {
    /**
     * a page's metadata by the seoId of shared/src/lib/routes.ts, in `language`: each field with no translation
     * keeps its English (docs/decisions/0050-content-languages.md)
     */
    async findSeoData(id: number, language: Language = DEFAULT_LANGUAGE): Promise<SeoData | undefined> {
      const found = await db.selectFrom('seo_pages').selectAll().where('id', '=', id).executeTakeFirst();
      const row = await translateRecord(db, 'seo_pages', language, found);
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
