import { sql, type Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { ClientEventKind } from '@chalein/shared/lib/client-events';
import type { Database } from '../db/schema';
import type { RenderedBy } from '../site/send-page';

/** What is counted per remote version: a browser's report, or a page the server sent with that version. */
export type CountedKind = ClientEventKind | `page-${RenderedBy}`;

export const PAGE_KINDS = ['page-server', 'page-cache', 'page-browser'] as const satisfies readonly CountedKind[];

/** The version label of a report that named a version the server does not know: never the label it sent. */
export const UNKNOWN_VERSION = 'unknown';

/** '2026-11-26T22:05Z': the minute a moment falls in, in UTC; compared as text, in order. */
export function formatMinuteBucket(at: Date): string {
  return `${at.toISOString().slice(0, 16)}Z`;
}

interface PendingCount {
  remote: string;
  version: string;
  kind: CountedKind;
  bucket: string;
  count: number;
}

export interface EventCounterOptions {
  db: Kysely<Database>;
  log: FastifyBaseLogger;
  /** how often what was counted in memory is added to the database */
  flushIntervalMs: number;
  now?: () => Date;
}

/**
 * Counts in this node's memory and adds them to the database every few seconds (and on close), one upsert per
 * minute, remote version and kind: a page view costs no write of its own, and every node's counts add up in one row.
 */
export function createEventCounter(options: EventCounterOptions) {
  const now = options.now ?? (() => new Date());
  let pending = new Map<string, PendingCount>();
  let timer: NodeJS.Timeout | undefined;
  let flushing: Promise<void> = Promise.resolve();

  function count(remote: string, version: string, kind: CountedKind): void {
    const bucket = formatMinuteBucket(now());
    const key = `${bucket}\n${remote}\n${version}\n${kind}`;
    const held = pending.get(key);
    if (held) held.count += 1;
    else pending.set(key, { remote, version, kind, bucket, count: 1 });
  }

  async function writePending(): Promise<void> {
    if (pending.size === 0) return;
    const rows = [...pending.values()];
    pending = new Map();
    try {
      await options.db
        .insertInto('client_event_counts')
        .values(rows)
        .onConflict((conflict) =>
          conflict.columns(['remote', 'version', 'bucket', 'kind']).doUpdateSet({
            count: sql<number>`client_event_counts.count + excluded.count`,
          }),
        )
        .execute();
    } catch (error) {
      // kept for the next flush rather than lost: a database that is away for a moment costs a few seconds' delay
      for (const row of rows) {
        const key = `${row.bucket}\n${row.remote}\n${row.version}\n${row.kind}`;
        const held = pending.get(key);
        if (held) held.count += row.count;
        else pending.set(key, row);
      }
      options.log.warn({ err: error }, 'Could not add client event counts to the database; kept for the next try');
    }
  }

  /** Adds what is held to the database; flushes never overlap, so no count is written twice. */
  function flush(): Promise<void> {
    flushing = flushing.then(writePending);
    return flushing;
  }

  return {
    count,
    flush,
    start(): void {
      timer ??= setInterval(() => void flush(), options.flushIntervalMs);
      timer.unref();
    },
    async stop(): Promise<void> {
      clearInterval(timer);
      timer = undefined;
      await flush();
    },
  };
}

export type EventCounter = ReturnType<typeof createEventCounter>;

/** A remote version's counts over a window: each kind's total, and the pages sent with it (every page kind). */
export interface VersionTotals {
  kinds: Partial<Record<CountedKind, number>>;
  pageViews: number;
  /** every client event kind together */
  clientEvents: number;
}

/**
 * The counts of one remote version from the minute of `from` through the minute of `to`: what a comparison of a
 * canary's errors per page view with the active version's reads, over the same window for both.
 */
export async function readVersionTotals(
  db: Kysely<Database>,
  remote: string,
  version: string,
  window: { from: Date; to: Date },
): Promise<VersionTotals> {
  const rows = await db
    .selectFrom('client_event_counts')
    .select(['kind', (eb) => eb.fn.sum<number | string>('count').as('total')])
    .where('remote', '=', remote)
    .where('version', '=', version)
    .where('bucket', '>=', formatMinuteBucket(window.from))
    .where('bucket', '<=', formatMinuteBucket(window.to))
    .groupBy('kind')
    .execute();
  const kinds: Partial<Record<CountedKind, number>> = {};
  let pageViews = 0;
  let clientEvents = 0;
  for (const row of rows) {
    // PostgreSQL sums integers as bigint, which its driver hands over as text
    const total = Number(row.total);
    kinds[row.kind as CountedKind] = total;
    if ((PAGE_KINDS as readonly string[]).includes(row.kind)) pageViews += total;
    else clientEvents += total;
  }
  return { kinds, pageViews, clientEvents };
}

/** Removes the minutes before `before`; returns how many rows went. */
export async function pruneEventCounts(db: Kysely<Database>, before: Date): Promise<number> {
  const result = await db.deleteFrom('client_event_counts').where('bucket', '<', formatMinuteBucket(before)).executeTakeFirst();
  return Number(result.numDeletedRows);
}
