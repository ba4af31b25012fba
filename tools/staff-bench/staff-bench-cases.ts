import type { VolumeCounts } from './seed-volume';

// What `npm run bench:staff` measures: each staff list with its first page, a page deep in it and a filtered search,
// and each CSV export. A list's deep page is found by walking its cursors with the largest page the route allows
// until the walk is DEEP_FRACTION of the way through the rows, so the measured page sits where keyset paging has to
// prove itself (an OFFSET would read every row before it).

export interface StaffSession {
  url: string;
  cookie: string;
  csrfToken: string;
}

export interface DeepPage {
  pathAndQuery: string;
  /** how many rows come before it */
  row: number;
}

export interface StaffListCase {
  label: string;
  firstPage: string;
  filtered: string;
  /** `volume`: the counts the database was seeded with */
  findDeepPage(session: StaffSession, volume: VolumeCounts): Promise<DeepPage>;
}

export interface StaffExportCase {
  label: string;
  pathAndQuery: string;
}

const PAGE_SIZE = 50;
const DEEP_FRACTION = 0.8;

async function getData<T>(session: StaffSession, pathAndQuery: string): Promise<T> {
  const response = await fetch(`${session.url}${pathAndQuery}`, { headers: { cookie: session.cookie } });
  if (!response.ok) throw new Error(`${pathAndQuery} answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

interface WalkOptions<Page> {
  /** the list's URL with its query, without the cursor and limit */
  path: string;
  /** how many rows the list holds */
  total: number;
  maxLimit: number;
  cursorParameter: string;
  rowsOf(page: Page): readonly unknown[];
  nextCursorOf(page: Page): string | number | null;
}

/** Walks the list's cursors with its largest page until DEEP_FRACTION of `total` rows lie behind. */
async function walkToDeepPage<Page>(session: StaffSession, options: WalkOptions<Page>): Promise<DeepPage> {
  const separator = options.path.includes('?') ? '&' : '?';
  const target = Math.floor(options.total * DEEP_FRACTION);
  let row = 0;
  let cursor: string | number | null = null;
  while (row + options.maxLimit <= target) {
    const query: string = cursor === null ? '' : `&${options.cursorParameter}=${encodeURIComponent(String(cursor))}`;
    const page: Page = await getData<Page>(session, `${options.path}${separator}limit=${options.maxLimit}${query}`);
    const next = options.nextCursorOf(page);
    if (next === null) break;
    row += options.rowsOf(page).length;
    cursor = next;
  }
  if (cursor === null) throw new Error(`${options.path} has no page ${target} rows deep`);
  return {
    pathAndQuery: `${options.path}${separator}limit=${PAGE_SIZE}&${options.cursorParameter}=${encodeURIComponent(String(cursor))}`,
    row,
  };
}

interface AuditPage {
  events: unknown[];
  nextBefore: number | null;
}

/** A list answering `{ <rows>: [...], nextCursor }` with an opaque cursor, as the inboxes do. */
function cursorList(options: {
  label: string;
  path: string;
  rowsField: string;
  maxLimit: number;
  filtered: string;
  totalOf: (volume: VolumeCounts) => number;
}): StaffListCase {
  type Page = Record<string, unknown> & { nextCursor: string | null };
  return {
    label: options.label,
    firstPage: `${options.path}?limit=${PAGE_SIZE}`,
    filtered: `${options.path}?limit=${PAGE_SIZE}&${options.filtered}`,
    findDeepPage: (session, volume) =>
      walkToDeepPage<Page>(session, {
        path: options.path,
        total: options.totalOf(volume),
        maxLimit: options.maxLimit,
        cursorParameter: 'cursor',
        rowsOf: (page) => page[options.rowsField] as unknown[],
        nextCursorOf: (page) => page.nextCursor,
      }),
  };
}

export const STAFF_BENCH_CASES: readonly StaffListCase[] = [
  cursorList({
    label: 'messages',
    path: '/api/staff/messages',
    rowsField: 'messages',
    maxLimit: 200,
    // a word of the text, among the contact messages still new
    filtered: 'kind=contact&status=new&q=refund',
    totalOf: (volume) => volume.messages,
  }),
  cursorList({
    label: 'newsletter',
    path: '/api/staff/newsletter',
    rowsField: 'subscribers',
    maxLimit: 200,
    filtered: 'q=reader4242',
    totalOf: (volume) => volume.newsletter,
  }),
  cursorList({
    label: 'job applications',
    path: '/api/staff/applications',
    rowsField: 'applications',
    maxLimit: 100,
    filtered: 'status=new&q=meera',
    totalOf: (volume) => volume.applications,
  }),
  cursorList({
    label: 'driver review queue',
    path: '/api/staff/drivers',
    rowsField: 'registrations',
    maxLimit: 100,
    filtered: 'status=submitted',
    totalOf: (volume) => volume.registrations,
  }),
  cursorList({
    label: 'orders',
    path: '/api/staff/orders',
    rowsField: 'orders',
    maxLimit: 200,
    filtered: 'status=paid&from=2026-03-01&to=2026-03-31',
    totalOf: (volume) => volume.orders,
  }),
  {
    label: 'audit trail',
    firstPage: `/api/staff/audit?limit=${PAGE_SIZE}`,
    filtered: `/api/staff/audit?limit=${PAGE_SIZE}&action=staff.drivers.review&from=2026-03-01&to=2026-06-30`,
    findDeepPage: (session, volume) =>
      walkToDeepPage<AuditPage>(session, {
        path: '/api/staff/audit',
        total: volume.auditEvents,
        maxLimit: 200,
        cursorParameter: 'before',
        rowsOf: (page) => page.events,
        nextCursorOf: (page) => page.nextBefore,
      }),
  },
];

export const STAFF_EXPORT_CASES: readonly StaffExportCase[] = [
  { label: 'newsletter CSV', pathAndQuery: '/api/staff/newsletter/export.csv' },
  { label: 'messages CSV', pathAndQuery: '/api/staff/messages/export.csv' },
  { label: 'orders CSV', pathAndQuery: '/api/staff/orders/export.csv' },
  { label: 'job applications CSV', pathAndQuery: '/api/staff/applications/export.csv' },
];
