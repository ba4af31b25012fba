import type { TranslatedField, TranslatedKind } from '../translated-fields';
import type { NewContentTranslation } from '../schema';

// How the seed writes Hindi and Kannada: per record, per language, the translated fields by their English column's
// name (docs/decisions/0050-content-languages.md). Lists (`_json` columns) are written as lists, as in English.

export type TranslatedLanguage = NewContentTranslation['language'];

export const TRANSLATED_LANGUAGES: readonly TranslatedLanguage[] = ['hi', 'kn'];

/** One record's fields in Hindi and Kannada. */
export type RecordTranslations<K extends TranslatedKind> = Record<TranslatedLanguage, Partial<Record<TranslatedField<K>, string>>>;

/** The rows of content_translations for one kind: a row per record, language and field. */
export function flattenTranslations<K extends TranslatedKind>(
  kind: K,
  byRecord: ReadonlyMap<number, RecordTranslations<K>>,
): NewContentTranslation[] {
  return [...byRecord].flatMap(([recordId, languages]) =>
    TRANSLATED_LANGUAGES.flatMap((language) =>
      Object.entries(languages[language]).map(([field, value]) => ({ kind, record_id: recordId, field, language, value: String(value) })),
    ),
  );
}
