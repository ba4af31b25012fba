import type { Kysely } from 'kysely';
import type { PassCatalogEntry, PassDetail } from '@chalein/shared/api/types';
import type { Database, PassRow } from '../db/schema';
import { DEFAULT_LANGUAGE, type Language } from '@chalein/shared/lib/i18n/languages';
import { translateRecords } from '../content/content-translations';

/** A JSON column that should hold a list of strings; anything else reads as an empty list rather than failing the page. */
function parseStringList(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

/** Paise are stored (exact integers); the catalog answers rupees, the unit the pages show. */
export function convertPaiseToRupees(paise: number): number {
  return paise / 100;
}

export function mapPassRow(row: PassRow): PassCatalogEntry {
  return {
    iPassId: row.id,
    slug: row.slug,
    name: row.name,
    audience: row.audience,
    group: row.pass_group,
    price: convertPaiseToRupees(row.price_paise),
    listPrice: row.list_price_paise === null ? null : convertPaiseToRupees(row.list_price_paise),
    periodLabel: row.period_label,
    summary: row.summary,
    eligibility: row.eligibility,
    benefits: parseStringList(row.benefits_json),
    howToAvail: parseStringList(row.how_to_avail_json),
    terms: parseStringList(row.terms_json),
    image: row.image_file,
  };
}

export function createPassRepository(db: Kysely<Database>) {
  return {
    /** the catalog's texts in `language` where translated (names stay as they are in every language) */
    async listCatalog(language: Language = DEFAULT_LANGUAGE): Promise<PassCatalogEntry[]> {
      const rows = await db.selectFrom('passes').selectAll().orderBy('sort_order').orderBy('id').execute();
      return (await translateRecords(db, 'passes', language, rows)).map(mapPassRow);
    },

    async findPassDetail(id: number): Promise<PassDetail | undefined> {
      const row = await db.selectFrom('passes').select(['id', 'status']).where('id', '=', id).executeTakeFirst();
      return row && { iPassId: row.id, iStatus: row.status };
    },

    /** the full row, for pricing an order from the catalog (purchase-service.ts; prices in paise) */
    async findPass(id: number): Promise<PassRow | undefined> {
      return db.selectFrom('passes').selectAll().where('id', '=', id).executeTakeFirst();
    },
  };
}

export type PassRepository = ReturnType<typeof createPassRepository>;
