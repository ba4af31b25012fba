import type { Kysely } from 'kysely';
import { readUniqueViolation } from '../db/portable-sql';
import type { Database } from '../db/schema';

// The rows of idempotency_keys (docs/decisions/0035-idempotent-submissions.md). Claiming a key is one insert: the primary
// key (route, key) lets exactly one of two sends arriving together in, on either engine, and the other reads what the
// winner left.

/** How long a key holds: a retry a day later is a new submission. */
export const IDEMPOTENCY_KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** How often, at most, one server deletes the expired rows (on a claim, so an idle server does nothing). */
const CLEANUP_INTERVAL_MS = 10 * 60 * 1000;

export interface StoredAnswer {
  statusCode: number;
  body: string;
  requestHash: string | null;
}

export type ClaimResult = { kind: 'claimed'; createdAt: string } | { kind: 'in-progress' } | { kind: 'done'; answer: StoredAnswer };

export interface IdempotencyStore {
  /**
   * Takes (route, key) for this request, or says who has it: a request still running, or a finished one and its
   * answer. A row that has expired, or a pending one older than `abandonedAfterMs` (its server died or lost the
   * database while it ran), is taken over.
   */
  claimKey(route: string, key: string, requestHash: string | null): Promise<ClaimResult>;
  /** Keeps the answer of the request that claimed (route, key), with its content's hash. */
  storeAnswer(route: string, key: string, createdAt: string, answer: StoredAnswer): Promise<void>;
  /** Lets go of a claim whose answer is not worth keeping (a failure of ours, an aborted request). */
  releaseKey(route: string, key: string, createdAt: string): Promise<void>;
  deleteExpiredKeys(): Promise<number>;
}

export function createIdempotencyStore(db: Kysely<Database>, abandonedAfterMs: number, now: () => number = Date.now): IdempotencyStore {
  let lastCleanup = 0;

  async function cleanUpNowAndThen(): Promise<void> {
    if (now() - lastCleanup < CLEANUP_INTERVAL_MS) return;
    lastCleanup = now();
    await deleteExpiredKeys();
  }

  async function deleteExpiredKeys(): Promise<number> {
    const result = await db.deleteFrom('idempotency_keys').where('expires_at', '<', new Date(now()).toISOString()).executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  async function insertClaim(route: string, key: string, requestHash: string | null): Promise<string | undefined> {
    const at = now();
    const createdAt = new Date(at).toISOString();
    try {
      await db
        .insertInto('idempotency_keys')
        .values({
          route,
          idempotency_key: key,
          state: 'pending',
          request_hash: requestHash,
          created_at: createdAt,
          expires_at: new Date(at + IDEMPOTENCY_KEY_LIFETIME_MS).toISOString(),
        })
        .execute();
      return createdAt;
    } catch (error) {
      if (readUniqueViolation(error)?.table === 'idempotency_keys') return undefined;
      throw error;
    }
  }

  async function claimKey(route: string, key: string, requestHash: string | null): Promise<ClaimResult> {
    await cleanUpNowAndThen();
    // twice at most: a stale row found the first time is deleted and the insert tried again
    for (let attempt = 0; attempt < 2; attempt++) {
      const createdAt = await insertClaim(route, key, requestHash);
      if (createdAt !== undefined) return { kind: 'claimed', createdAt };
      const row = await db
        .selectFrom('idempotency_keys')
        .selectAll()
        .where('route', '=', route)
        .where('idempotency_key', '=', key)
        .executeTakeFirst();
      // gone between the insert and the read: its claim was released, try again
      if (!row) continue;
      const expired = row.expires_at < new Date(now()).toISOString();
      const abandoned = row.state === 'pending' && Date.parse(row.created_at) + abandonedAfterMs < now();
      if (expired || abandoned) {
        // only the row that was read: another request that took it over meanwhile keeps its claim
        await releaseKey(route, key, row.created_at);
        continue;
      }
      if (row.state === 'pending' || row.status_code === null || row.response_body === null) return { kind: 'in-progress' };
      return { kind: 'done', answer: { statusCode: row.status_code, body: row.response_body, requestHash: row.request_hash } };
    }
    return { kind: 'in-progress' };
  }

  async function storeAnswer(route: string, key: string, createdAt: string, answer: StoredAnswer): Promise<void> {
    await db
      .updateTable('idempotency_keys')
      .set({ state: 'done', status_code: answer.statusCode, response_body: answer.body, request_hash: answer.requestHash })
      .where('route', '=', route)
      .where('idempotency_key', '=', key)
      .where('created_at', '=', createdAt)
      .execute();
  }

  async function releaseKey(route: string, key: string, createdAt: string): Promise<void> {
    await db
      .deleteFrom('idempotency_keys')
      .where('route', '=', route)
      .where('idempotency_key', '=', key)
      .where('created_at', '=', createdAt)
      .execute();
  }

  return { claimKey, storeAnswer, releaseKey, deleteExpiredKeys };
}
