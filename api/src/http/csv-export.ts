import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

// CSV exports of the staff console, written as the rows arrive: the rows come from an async iterable (the database
// read a keyset batch at a time, db/keyset-page.ts), and the stream pulls the next row only when the socket has
// taken the text of the ones before, so memory stays flat however many rows there are.
//
// RFC 4180: fields separated by commas, records by CRLF; a field holding a comma, a quote, CR or LF is quoted, its
// quotes doubled. A spreadsheet opening the file runs any cell that starts like a formula, so a visitor who wrote
// `=HYPERLINK(...)` into a form would run it on a staff member's machine. Each cell starting with =, +, -, @, tab
// or CR is neutralised as OWASP's CSV injection page advises: a single quote before it, and the cell quoted.

/** A cell as a column reads it from a row; null and undefined are empty cells. */
export type CsvValue = string | number | boolean | null | undefined;

export interface CsvColumn<R> {
  header: string;
  read: (row: R) => CsvValue;
}

export interface CsvExport<R> {
  /** the file name the browser saves it under; anything but letters, digits, dot, dash and underscore becomes '-' */
  filename: string;
  columns: readonly CsvColumn<R>[];
  rows: AsyncIterable<R>;
}

/** Excel reads a file without it as the machine's code page, garbling every non-ASCII name. */
const BYTE_ORDER_MARK = '\uFEFF';

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One field, neutralised against formula injection and quoted when RFC 4180 asks for it. */
export function formatCsvCell(value: CsvValue): string {
  const text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text)) return `"'${text.replaceAll('"', '""')}"`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One record, with its line break. */
export function formatCsvRecord(values: readonly CsvValue[]): string {
  return `${values.map(formatCsvCell).join(',')}\r\n`;
}

export function sanitiseCsvFilename(filename: string): string {
  const safe = filename.replace(/[^A-Za-z0-9._-]/g, '-');
  return safe.toLowerCase().endsWith('.csv') ? safe : `${safe}.csv`;
}

async function* generateCsvText<R>(columns: readonly CsvColumn<R>[], rows: AsyncIterable<R>): AsyncGenerator<string, void, undefined> {
  yield BYTE_ORDER_MARK + formatCsvRecord(columns.map((column) => column.header));
  for await (const row of rows) yield formatCsvRecord(columns.map((column) => column.read(row)));
}

/**
 * The export as a readable stream of UTF-8 text. Readable.from asks the generator for a record only when its buffer
 * has room, and the reply's pipe fills the buffer only as the socket drains.
 */
export function createCsvStream<R>(columns: readonly CsvColumn<R>[], rows: AsyncIterable<R>): Readable {
  return Readable.from(generateCsvText(columns, rows), { objectMode: false, encoding: 'utf8' });
}

/**
 * Sends the export as an attachment that no cache keeps. Call it after the checks that can fail (permission,
 * filters): once the headers are out, a database error can only cut the file short, which the browser reports as
 * a failed download.
 */
export function sendCsvExport<R>(reply: FastifyReply, csv: CsvExport<R>): FastifyReply {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${sanitiseCsvFilename(csv.filename)}"`)
    .header('cache-control', 'no-store')
    .send(createCsvStream(csv.columns, csv.rows));
}
