import { sql, type SelectQueryBuilder, type Simplify } from 'kysely';

// Keyset ("seek") paging for the staff lists: a page is the rows that come after the last row of the page before in
// a fixed order, (sort column, id), found through an index on those two columns. Unlike an offset, the cost of a
// deep page is the cost of the first, and rows added while someone pages never shift what they see into duplicates
// or gaps. Both engines compare row values, `(a, b) < (x, y)`, and use an index on (a, b) to seek to it.
//
// The sort column must be NOT NULL (a null compares as unknown, so its rows would fall out of every later page),
// and the id unique: together they order the rows totally.

export type KeysetDirection = 'asc' | 'desc';

/** A sort value as stored: ISO 8601 text (dates and instants) or a number. */
export type KeysetSortValue = string | number;

/** Where a page ends: its last row's sort value and id. */
export interface KeysetPosition {
  sort: KeysetSortValue;
  id: number;
}

export interface KeysetPage<O> {
  rows: O[];
  /** asks for the rows after this page; null when this page is the last */
  nextCursor: string | null;
}

export interface KeysetOrder<O> {
  /** the sort column as the query names it, e.g. 'message_handling.created_at' */
  sortColumn: string;
  /** the unique column that breaks ties, e.g. 'message_handling.id' */
  idColumn: string;
  direction: KeysetDirection;
  /** a row's sort value and id, as the query selects them */
  readPosition: (row: O) => KeysetPosition;
}

export interface KeysetPageOptions<O> extends KeysetOrder<O> {
  limit: number;
  /** the cursor of the page before; absent for the first page */
  cursor?: string | undefined;
}

/** A cursor no page of this server made (edited, truncated, or of another shape): the caller answers 400. */
export class InvalidCursorError extends Error {
  constructor() {
    super('The cursor is not valid.');
    this.name = 'InvalidCursorError';
  }
}

/** A cursor is short; anything longer is refused before it is decoded. */
const MAX_CURSOR_LENGTH = 512;

/** The opaque cursor of a position: base64url of JSON `[sort, id]`. Opaque so clients pass it back untouched. */
export function encodeKeysetCursor(position: KeysetPosition): string {
  return Buffer.from(JSON.stringify([position.sort, position.id]), 'utf8').toString('base64url');
}

export function decodeKeysetCursor(cursor: string): KeysetPosition {
  if (cursor.length === 0 || cursor.length > MAX_CURSOR_LENGTH || !/^[A-Za-z0-9_-]+$/.test(cursor)) throw new InvalidCursorError();
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw new InvalidCursorError();
  }
  if (!Array.isArray(decoded) || decoded.length !== 2) throw new InvalidCursorError();
  const [sort, id] = decoded as unknown[];
  const sortIsValid = typeof sort === 'string' || (typeof sort === 'number' && Number.isFinite(sort));
  if (!sortIsValid || typeof id !== 'number' || !Number.isSafeInteger(id)) throw new InvalidCursorError();
  return { sort, id };
}

/** The query ordered by (sort, id) in `direction`, starting after `position` when given. */
export function applyKeysetOrder<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  order: Omit<KeysetOrder<O>, 'readPosition'>,
  position?: KeysetPosition,
): SelectQueryBuilder<DB, TB, O> {
  const sortRef = sql.ref(order.sortColumn);
  const idRef = sql.ref(order.idColumn);
  let ordered = query.orderBy(sortRef, order.direction).orderBy(idRef, order.direction);
  if (position !== undefined) {
    const comparison = order.direction === 'desc' ? sql.raw('<') : sql.raw('>');
    ordered = ordered.where(sql<boolean>`(${sortRef}, ${idRef}) ${comparison} (${position.sort}, ${position.id})`);
  }
  return ordered;
}

/**
 * One page of `query` (which selects and filters, but neither orders nor limits): `limit` rows after the cursor's
 * position, and the cursor of the page after them. One row more than the page is read to learn whether another
 * page exists, so the last page says so without an empty page after it.
 */
export async function fetchKeysetPage<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  options: KeysetPageOptions<O>,
): Promise<KeysetPage<O>> {
  const position = options.cursor === undefined ? undefined : decodeKeysetCursor(options.cursor);
  const rows = await applyKeysetOrder(query, options, position)
    .limit(options.limit + 1)
    .execute();
  const page = rows.slice(0, options.limit);
  const last = page.at(-1);
  return {
    rows: page,
    nextCursor: rows.length > options.limit && last !== undefined ? encodeKeysetCursor(options.readPosition(last)) : null,
  };
}

/**
 * Every row of `query`, read a page of `batchSize` at a time (for an export): at most one batch is in memory, and
 * the next is read only when the consumer has taken the rows of this one.
 */
export async function* iterateKeysetRows<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  order: KeysetOrder<O>,
  batchSize = 500,
): AsyncGenerator<Simplify<O>, void, undefined> {
  let position: KeysetPosition | undefined;
  for (;;) {
    const rows = await applyKeysetOrder(query, order, position).limit(batchSize).execute();
    yield* rows;
    const last = rows.at(-1);
    if (rows.length < batchSize || last === undefined) return;
    position = order.readPosition(last);
  }
}
