import fs from 'node:fs';
import { sql, type Kysely } from 'kysely';
import { createTempDir } from '../test-support/temp-dir';
import { createTestDatabase } from '../test-support/test-database';
import {
  InvalidCursorError,
  decodeKeysetCursor,
  encodeKeysetCursor,
  fetchKeysetPage,
  iterateKeysetRows,
  type KeysetDirection,
  type KeysetPosition,
} from './keyset-page';
import type { Database } from './schema';

// Keyset pages on the engine under test (SQLite in the api project, PostgreSQL in api-postgres): paging through a
// table with many ties in its sort column, in both directions, gives exactly the rows of one ordered query, each
// once. The expected order is the engine's own ORDER BY, so a text column sorts by each engine's collation.

interface KeysetRowsTable {
  id: number;
  created_at: string;
  score: number;
  label: string;
  kind: string;
}

type TestDatabase = Kysely<Database & { keyset_rows: KeysetRowsTable }>;

const ROW_COUNT = 53;

let dir: string;
let db: TestDatabase;

beforeAll(async () => {
  dir = createTempDir();
  db = createTestDatabase(dir).withTables<{ keyset_rows: KeysetRowsTable }>();
  await sql`create table keyset_rows (id integer primary key, created_at text not null, score integer not null, label text not null, kind text not null)`.execute(
    db,
  );
  const labels = ['apple', 'Banana', 'banana', 'Zebra', 'éclair', 'a b', 'a-b', '10', '9'];
  const rows = Array.from({ length: ROW_COUNT }, (_, index) => ({
    // ids out of insertion order, so a page ordered by id alone would differ
    id: ((index * 37) % 101) + 1,
    // seven instants for 53 rows: most rows share their sort value with others
    created_at: new Date(Date.UTC(2026, 10, 1 + (index % 7), 9, 30)).toISOString(),
    score: (index % 5) - 2,
    label: labels[index % labels.length]!,
    kind: index % 3 === 0 ? 'even' : 'odd',
  }));
  await db.insertInto('keyset_rows').values(rows).execute();
});

afterAll(async () => {
  await db.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
});

type SortColumn = 'created_at' | 'score' | 'label';

async function readAllOrdered(column: SortColumn, direction: KeysetDirection, kind?: string): Promise<number[]> {
  let query = db.selectFrom('keyset_rows').select('id');
  if (kind !== undefined) query = query.where('kind', '=', kind);
  const rows = await query.orderBy(column, direction).orderBy('id', direction).execute();
  return rows.map((row) => row.id);
}

async function readAllPaged(
  column: SortColumn,
  direction: KeysetDirection,
  limit: number,
  kind?: string,
): Promise<{ ids: number[]; pages: number }> {
  const ids: number[] = [];
  let cursor: string | undefined;
  let pages = 0;
  for (;;) {
    let query = db.selectFrom('keyset_rows').select(['id', column]);
    if (kind !== undefined) query = query.where('kind', '=', kind);
    const page = await fetchKeysetPage(query, {
      sortColumn: `keyset_rows.${column}`,
      idColumn: 'keyset_rows.id',
      direction,
      limit,
      cursor,
      readPosition: (row) => ({ sort: (row as Record<SortColumn, string | number>)[column], id: row.id }),
    });
    pages += 1;
    ids.push(...page.rows.map((row) => row.id));
    if (page.nextCursor === null) return { ids, pages };
    expect(page.rows).toHaveLength(limit);
    cursor = page.nextCursor;
  }
}

describe.each<[SortColumn, KeysetDirection]>([
  ['created_at', 'desc'],
  ['created_at', 'asc'],
  ['score', 'desc'],
  ['score', 'asc'],
  ['label', 'asc'],
  ['label', 'desc'],
])('keyset pages by %s %s', (column, direction) => {
  it.each([1, 5, 10, 53, 60])('visit every row once, in the engine’s order, %i at a time', async (limit) => {
    const expected = await readAllOrdered(column, direction);
    const { ids, pages } = await readAllPaged(column, direction, limit);
    expect(ids).toEqual(expected);
    expect(new Set(ids).size).toBe(ROW_COUNT);
    // the last full page already says it is the last: no empty page after it
    expect(pages).toBe(Math.max(1, Math.ceil(ROW_COUNT / limit)));
  });

  it('pages through a filtered query', async () => {
    const expected = await readAllOrdered(column, direction, 'even');
    expect((await readAllPaged(column, direction, 4, 'even')).ids).toEqual(expected);
  });
});

describe('reading every row in batches', () => {
  it('yields the rows of one ordered query in batches, each once', async () => {
    const expected = await readAllOrdered('created_at', 'desc');
    const rows: number[] = [];
    const order = {
      sortColumn: 'created_at',
      idColumn: 'id',
      direction: 'desc',
      readPosition: (row: { id: number; created_at: string }) => ({ sort: row.created_at, id: row.id }),
    } as const;
    for await (const row of iterateKeysetRows(db.selectFrom('keyset_rows').select(['id', 'created_at']), order, 7)) rows.push(row.id);
    expect(rows).toEqual(expected);
  });

  it('ends after an exactly full last batch', async () => {
    const order = {
      sortColumn: 'id',
      idColumn: 'id',
      direction: 'asc',
      readPosition: (row: { id: number }) => ({ sort: row.id, id: row.id }),
    } as const;
    const rows: number[] = [];
    for await (const row of iterateKeysetRows(db.selectFrom('keyset_rows').select('id'), order, ROW_COUNT)) rows.push(row.id);
    expect(rows).toHaveLength(ROW_COUNT);
  });
});

describe('cursors', () => {
  it('round-trip text and number positions as base64url', () => {
    for (const position of [
      { sort: '2026-11-26T09:30:00.000Z', id: 12 },
      { sort: -3, id: 1 },
      { sort: 'naïve "quoted", text', id: 9007199254740991 },
    ] satisfies KeysetPosition[]) {
      const cursor = encodeKeysetCursor(position);
      expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(decodeKeysetCursor(cursor)).toEqual(position);
    }
  });

  it.each([
    ['empty', ''],
    ['not base64url', 'a+b/c='],
    ['not JSON', Buffer.from('not json').toString('base64url')],
    ['an object', Buffer.from('{"sort":1,"id":2}').toString('base64url')],
    ['three items', Buffer.from('[1,2,3]').toString('base64url')],
    ['a fractional id', Buffer.from('[1,2.5]').toString('base64url')],
    ['a null sort value', Buffer.from('[null,2]').toString('base64url')],
    ['too long', 'A'.repeat(513)],
  ])('refuse a cursor that is %s', (_name, cursor) => {
    expect(() => decodeKeysetCursor(cursor)).toThrow(InvalidCursorError);
  });

  it('refuse an invalid cursor before querying', async () => {
    await expect(
      fetchKeysetPage(db.selectFrom('keyset_rows').select('id'), {
        sortColumn: 'id',
        idColumn: 'id',
        direction: 'asc',
        limit: 5,
        cursor: 'bm90IGpzb24',
        readPosition: (row) => ({ sort: row.id, id: row.id }),
      }),
    ).rejects.toThrow(InvalidCursorError);
  });
});
