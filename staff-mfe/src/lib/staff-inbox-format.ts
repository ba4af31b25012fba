// How the inbox pages write the server's values for people.

/** An instant as a person in India reads it: 26 Nov 2026, 2:30 pm. */
export function formatInstant(iso: string): string {
  return new Date(iso).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short' });
}

/** 'in-progress' -> 'In progress'. */
export function formatStatus(status: string): string {
  const words = status.replace(/-/g, ' ');
  return `${words.charAt(0).toUpperCase()}${words.slice(1)}`;
}

/** A file's size as people read it: 842 KB, 1.4 MB. */
export function formatByteSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

function readDay(day: string | null): Date | null {
  if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const start = new Date(year, month - 1, date);
  // Date rolls 2026-02-30 over into March: a day that is not on the calendar is no day
  return start.getFullYear() === year && start.getMonth() === month - 1 && start.getDate() === date ? start : null;
}

/**
 * The instants a day range typed in the browser covers, in the person's own time zone: from the start of the first
 * day to the start of the day after the last (the server's `to` is exclusive), so 'to 26 Nov' includes all of it.
 */
export function readDayRange(from: string | null, to: string | null): { from?: string; to?: string } {
  const start = readDay(from);
  const end = readDay(to);
  if (end) end.setDate(end.getDate() + 1);
  return { from: start?.toISOString(), to: end?.toISOString() };
}

/** A query parameter when it is one of `allowed`, else undefined (a hand-edited address is ignored, not sent). */
export function readChoice<T extends string>(params: URLSearchParams, name: string, allowed: readonly T[]): T | undefined {
  const value = params.get(name);
  return allowed.find((choice) => choice === value);
}

/** The list a record was opened from (its filters and page), carried in the link's history state. */
export interface ListOrigin {
  listPath: string;
}

/** Where a record's 'Back' link goes: the list it came from, as it was, or the list's first page. */
export function readListPath(state: unknown, fallback: string): string {
  const listPath = (state as Partial<ListOrigin> | null)?.listPath;
  return typeof listPath === 'string' && listPath.startsWith(fallback) ? listPath : fallback;
}
