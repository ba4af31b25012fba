import type { Kysely } from 'kysely';
import type { Language } from '@chalein/shared/lib/i18n/languages';
import type { Database } from '../db/schema';
import { TRANSLATED_FIELDS, type TranslatedField, type TranslatedKind } from '../db/translated-fields';

// Content in the request's language (docs/decisions/0050-content-languages.md). The English columns are the record;
// content_translations holds Hindi and Kannada per field. A field with no translation (a record added in English
// only, a new field) keeps its English, so a page is never missing a text, only partly in English.

/** A `_json` column holds a JSON list of strings; its translation must be one too, or the English list is kept. */
function isStringListJson(value: string): boolean {
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) && parsed.every((item) => typeof item === 'string');
  } catch {
    return false;
  }
}

/** Whether a stored translation can stand in for the English: text that is there, and a list where a list is due. */
function isUsableTranslation(field: string, value: string): boolean {
  if (value.trim() === '') return false;
  return !field.endsWith('_json') || isStringListJson(value);
}

/**
 * The rows with their translated fields in `language`, each field that has no usable translation left in English.
 * Only the translated fields a row carries are read (a list that selects a job's title only does not load its page).
 * English asks nothing of the database.
 */
export async function translateRecords<K extends TranslatedKind, R extends { id: number } & { [F in TranslatedField<K>]?: string }>(
  db: Kysely<Database>,
  kind: K,
  language: Language,
  rows: readonly R[],
): Promise<R[]> {
  const first = rows[0];
  // English is the records' own columns
  if (language === 'en' || first === undefined) return [...rows];
  const fields: string[] = TRANSLATED_FIELDS[kind].filter((field) => field in first);
  if (fields.length === 0) return [...rows];
  const translations = await db
    .selectFrom('content_translations')
    .select(['record_id', 'field', 'value'])
    .where('kind', '=', kind)
    .where('language', '=', language)
    .where('record_id', 'in', [...new Set(rows.map((row) => row.id))])
    .where('field', 'in', fields)
    .execute();
  const byRecord = new Map<number, Record<string, string>>();
  for (const { record_id: recordId, field, value } of translations) {
    if (!isUsableTranslation(field, value)) continue;
    byRecord.set(recordId, { ...byRecord.get(recordId), [field]: value });
  }
  return rows.map((row) => {
    const translated = byRecord.get(row.id);
    return translated ? { ...row, ...translated } : row;
  });
}

/** One row in `language` (see translateRecords); undefined stays undefined. */
export async function translateRecord<K extends TranslatedKind, R extends { id: number } & { [F in TranslatedField<K>]?: string }>(
  db: Kysely<Database>,
  kind: K,
  language: Language,
  row: R | undefined,
): Promise<R | undefined> {
  if (!row) return undefined;
  const [translated] = await translateRecords(db, kind, language, [row]);
  return translated;
}
