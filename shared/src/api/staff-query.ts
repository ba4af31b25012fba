// The staff lists' filters travel as a query string: the same filters make the list's call and its CSV export's
// address, so an export always holds what the list shows (without its paging).

type QueryValue = string | number | undefined;

/** The filters that are set, as query parameters (an unset or empty one is left out, not sent empty). */
export function compactStaffQuery(query: object): Record<string, string> {
  return Object.fromEntries(
    Object.entries(query as Record<string, QueryValue>)
      .filter(([, value]) => value !== undefined && value !== '')
      .map(([name, value]) => [name, String(value)]),
  );
}

/** The address of a CSV export under /api/staff, with `filter` as its query (opened as a plain download link). */
export function buildStaffExportUrl(path: string, filter: object): string {
  const search = new URLSearchParams(compactStaffQuery(filter)).toString();
  return `/api/staff${path}${search === '' ? '' : `?${search}`}`;
}
