import { sql, type Kysely, type Selectable } from 'kysely';
import { isPostgres } from '../db/portable-sql';
import type { Database, OutboxMessagesTable } from '../db/schema';
import type { OutboxChannel } from './outbox-message';

// The relay's reads and writes of outbox_messages. Every change of a claimed row is conditional on the claim (the
// relay's id and the attempt it claimed), so a relay whose claim expired and was taken over changes nothing.

export type OutboxRow = Selectable<OutboxMessagesTable>;

export interface Claim {
  relayId: string;
  /** the row's attempts once claimed */
  attempts: number;
}

const DUE_STATUSES = ['pending', 'failed', 'sending'] as const;

export function createOutboxRepository(db: Kysely<Database>) {
  const ownedBy = (id: number, claim: Claim) =>
    db
      .updateTable('outbox_messages')
      .where('id', '=', id)
      .where('status', '=', 'sending')
      .where('claimed_by', '=', claim.relayId)
      .where('attempts', '=', claim.attempts);

  return {
    /**
     * Claims up to `limit` due messages of the given channels for `relayId` until `expiresAt`: new and failed ones
     * whose time has come, and ones left 'sending' by a relay whose claim expired (it died, or hung). On PostgreSQL
     * the rows are locked as they are picked and rows another claim holds are skipped (`for update skip locked`), so
     * two claims at once never take one row; SQLite runs one writer at a time.
     */
    async claimDue(options: { channels: readonly OutboxChannel[]; relayId: string; now: Date; expiresAt: Date; limit: number }) {
      if (options.channels.length === 0) return [];
      const now = options.now.toISOString();
      const expiresAt = options.expiresAt.toISOString();
      // two statements in one transaction, not `update ... where id in (select ... limit n for update skip locked)`:
      // PostgreSQL may run such a subquery more than once within the update and so claim more than n rows
      const claim = async (trx: Kysely<Database>) => {
        const due = trx
          .selectFrom('outbox_messages')
          .select('id')
          .where('status', 'in', DUE_STATUSES)
          .where('next_attempt_at', '<=', now)
          .where('channel', 'in', options.channels)
          .orderBy('next_attempt_at')
          .orderBy('id')
          .limit(options.limit);
        const ids = (await (isPostgres(trx) ? due.forUpdate().skipLocked() : due).execute()).map((row) => row.id);
        if (ids.length === 0) return [];
        return trx
          .updateTable('outbox_messages')
          .set({
            status: 'sending',
            attempts: sql<number>`attempts + 1`,
            claimed_by: options.relayId,
            claim_expires_at: expiresAt,
            next_attempt_at: expiresAt,
            updated_at: now,
          })
          .where('id', 'in', ids)
          .returningAll()
          .execute();
      };
      return db.isTransaction ? claim(db) : db.transaction().execute(claim);
    },

    /** Messages of channels that are not configured wait, untried, as 'unsent' until a start with the channel. */
    async markUnconfiguredChannels(configured: readonly OutboxChannel[], now: Date): Promise<number> {
      let query = db
        .updateTable('outbox_messages')
        .set({
          status: 'unsent',
          last_error: 'no channel configured',
          claimed_by: null,
          claim_expires_at: null,
          updated_at: now.toISOString(),
        })
        .where('status', 'in', DUE_STATUSES)
        .where('next_attempt_at', '<=', now.toISOString());
      if (configured.length > 0) query = query.where('channel', 'not in', configured);
      const result = await query.executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /** At a start with a channel configured: its 'unsent' messages become due again. */
    async reviveUnsent(channels: readonly OutboxChannel[], now: Date): Promise<number> {
      if (channels.length === 0) return 0;
      const result = await db
        .updateTable('outbox_messages')
        .set({ status: 'pending', next_attempt_at: now.toISOString(), updated_at: now.toISOString() })
        .where('status', '=', 'unsent')
        .where('channel', 'in', channels)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /** False when the claim was lost (expired and taken over): the message may then have gone out twice. */
    async markSent(id: number, claim: Claim, now: Date): Promise<boolean> {
      const result = await ownedBy(id, claim)
        .set({
          status: 'sent',
          sent_at: now.toISOString(),
          claimed_by: null,
          claim_expires_at: null,
          last_error: null,
          updated_at: now.toISOString(),
        })
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    async markFailed(id: number, claim: Claim, failure: { error: string; retryAt: Date | null; now: Date }): Promise<boolean> {
      const result = await ownedBy(id, claim)
        .set({
          status: failure.retryAt === null ? 'dead' : 'failed',
          next_attempt_at: (failure.retryAt ?? failure.now).toISOString(),
          claimed_by: null,
          claim_expires_at: null,
          last_error: failure.error.slice(0, 1000),
          updated_at: failure.now.toISOString(),
        })
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** The channel cannot send this message as set up: 'unsent', and the attempt it never made is given back. */
    async markUnsent(id: number, claim: Claim, reason: string, now: Date): Promise<boolean> {
      const result = await ownedBy(id, claim)
        .set({
          status: 'unsent',
          attempts: claim.attempts - 1,
          claimed_by: null,
          claim_expires_at: null,
          last_error: reason.slice(0, 1000),
          updated_at: now.toISOString(),
        })
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** Gives a claimed message back untried (its claim would end before a send could): due now, attempt returned. */
    async releaseClaim(id: number, claim: Claim, now: Date): Promise<boolean> {
      const result = await ownedBy(id, claim)
        .set({
          status: claim.attempts > 1 ? 'failed' : 'pending',
          attempts: claim.attempts - 1,
          next_attempt_at: now.toISOString(),
          claimed_by: null,
          claim_expires_at: null,
          updated_at: now.toISOString(),
        })
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** A dead message sent again from the console: pending, due now, with its tries counted afresh. */
    async retryDead(id: number, now: Date): Promise<boolean> {
      const result = await db
        .updateTable('outbox_messages')
        .set({ status: 'pending', attempts: 0, next_attempt_at: now.toISOString(), updated_at: now.toISOString() })
        .where('id', '=', id)
        .where('status', '=', 'dead')
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
  };
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
