import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

// Test helpers (not tests): the seeded Hindi and Kannada, read straight from content_translations, to compare what a
// route or a page answers with what the seed wrote.

/** One field's translation of one record; throws when the seed wrote none. */
export async function readSeededTranslation(
  db: Kysely<Database>,
  kind: string,
  recordId: number,
  field: string,
  language: 'hi' | 'kn',
): Promise<string> {
  const row = await db
    .selectFrom('content_translations')
    .select('value')
    .where('kind', '=', kind)
    .where('record_id', '=', recordId)
    .where('field', '=', field)
    .where('language', '=', language)
    .executeTakeFirstOrThrow();
  return row.value;
}
