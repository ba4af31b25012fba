import { PostgresAdapter, type ColumnDefinitionBuilder, type Kysely, type SelectQueryBuilder } from 'kysely';

// What SQLite and PostgreSQL do differently, in one file (docs/decisions/0026-postgresql.md). Everything else the server
// writes is SQL both engines read the same way:
// - booleans are integer 0/1 columns with a check, dates and instants ISO 8601 text (they sort as text on both),
//   JSON is text parsed by the server, files live outside the database: no type that exists on only one side;
// - `insert ... on conflict (...) do nothing / do update` and `returning` are spelled alike on both;
// - row values compare with `is distinct from` (SQLite reads it as its own `is not`);
// - case is never matched loosely in SQL: the server stores what it looks up lower-cased (e-mail addresses) or
//   upper-cased (vehicle numbers), so neither engine's idea of case-insensitivity is relied on.
// What remains differs, and goes through these functions.

/** True on PostgreSQL. Works on a Kysely instance or a transaction, whatever its table types. */
export function isPostgres(db: Pick<Kysely<unknown>, 'getExecutor'>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * A generated integer id. SQLite: `integer primary key autoincrement` (the rowid, never reused). PostgreSQL has no
 * autoincrement keyword: an identity column, `by default` so that an explicit id (a test's fixture) is allowed as
 * SQLite allows it. Released migrations call it, so what it emits never changes: a new kind of id is a new function.
 */
export function defineGeneratedId(db: Pick<Kysely<unknown>, 'getExecutor'>) {
  const postgres = isPostgres(db);
  return (column: ColumnDefinitionBuilder): ColumnDefinitionBuilder =>
    postgres ? column.primaryKey().generatedByDefaultAsIdentity() : column.primaryKey().autoIncrement();
}

/**
 * A read that the rest of its transaction depends on, locked until the transaction ends. PostgreSQL runs
 * transactions side by side (read committed), so two reports about one order must queue on the order's row:
 * `for update`. SQLite has no row locks and no such clause; there Kysely runs every query on the one connection and
 * holds it for a whole transaction, so transactions already run one after the other.
 */
export function lockForUpdate<DB, TB extends keyof DB, O>(
  db: Pick<Kysely<unknown>, 'getExecutor'>,
  query: SelectQueryBuilder<DB, TB, O>,
): SelectQueryBuilder<DB, TB, O> {
  return isPostgres(db) ? query.forUpdate() : query;
}

export interface UniqueViolation {
  table: string;
  columns: string[];
}

/**
 * The table and columns of a unique constraint an insert or update broke, or undefined for any other error.
 * SQLite says `UNIQUE constraint failed: table.a, table.b` (code SQLITE_CONSTRAINT_UNIQUE or _PRIMARYKEY);
 * PostgreSQL answers SQLSTATE 23505 with the table in its own field and `Key (a, b)=(…) already exists.` in the
 * detail. Errors are read by their fields, never by instanceof: better-sqlite3's native addon keeps the Error class
 * of the first jest realm that loaded it.
 */
export function readUniqueViolation(error: unknown): UniqueViolation | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, message, table, detail } = error as { code?: unknown; message?: unknown; table?: unknown; detail?: unknown };
  if ((code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY') && typeof message === 'string') {
    const qualified = message
      .replace(/^UNIQUE constraint failed: /, '')
      .split(',')
      .map((name) => name.trim());
    const [first] = qualified;
    if (first === undefined || !first.includes('.')) return undefined;
    return { table: first.split('.')[0]!, columns: qualified.map((name) => name.split('.').slice(1).join('.')) };
  }
  if (code === '23505' && typeof table === 'string') {
    const columns = typeof detail === 'string' ? /^Key \(([^)]*)\)=/.exec(detail)?.[1] : undefined;
    return { table, columns: columns === undefined ? [] : columns.split(',').map((name) => name.trim().replace(/^"|"$/g, '')) };
  }
  return undefined;
}
