import { sql, type RawBuilder } from 'kysely';

/**
 * `column` contains `text`, any case: the column holds lower-cased text (stored so, as portable-sql.ts asks, since
 * the engines disagree on case in LIKE), the text is lower-cased here, and its own %, _ and \ are taken literally.
 */
export function matchContaining(column: string, text: string): RawBuilder<boolean> {
  const pattern = `%${text.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  return sql<boolean>`${sql.ref(column)} like ${pattern} escape '\\'`;
}
