import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { isPostgres } from './portable-sql';
import type { Database } from './schema';

// Which node runs a background job when several share a PostgreSQL database (docs/decisions/0026-postgresql.md). The
// node that holds the job's advisory lock runs it; the lock belongs to one connection, which that node keeps open,
// so a node that dies (its connection closes with it) frees the lock and the next node to ask takes the job over.
// On SQLite there is one server per database file: it always runs its jobs.

export interface JobLeadership {
  /** True when this node runs the job now: it holds the lock already, or has just taken it because it was free. */
  claim(): Promise<boolean>;
  /** Gives the lock up (on close), so another node takes the job at its next claim. */
  release(): Promise<void>;
}

interface HeldConnection {
  connection: Kysely<Database>;
  /** returns the connection to the pool */
  giveBack(): Promise<void>;
}

/** One pooled connection kept out of the pool until giveBack (Kysely lends one only for the length of a callback). */
function holdConnection(db: Kysely<Database>): Promise<HeldConnection> {
  return new Promise((resolve, reject) => {
    let giveBack!: () => void;
    const givenBack = new Promise<void>((done) => {
      giveBack = done;
    });
    const lent = db.connection().execute(async (connection) => {
      resolve({
        connection,
        giveBack: async () => {
          giveBack();
          await lent;
        },
      });
      await givenBack;
    });
    lent.catch(reject);
  });
}

/** The job's lock key: 64 bits of a hash of its name, the same on every node. */
function computeLockKey(job: string): string {
  return createHash('sha256').update(`chalein:${job}`).digest().readBigInt64BE(0).toString();
}

export function createJobLeadership(db: Kysely<Database>, job: string, log: FastifyBaseLogger): JobLeadership {
  if (!isPostgres(db)) {
    return { claim: async () => true, release: async () => {} };
  }
  const key = computeLockKey(job);
  let held: HeldConnection | null = null;
  let released = false;
  // logged when it changes, so the log says which node runs the job and since when
  let leading: boolean | undefined;
  const note = (now: boolean) => {
    if (leading !== now) log.info({ job }, now ? 'this node now runs the job' : 'another node runs the job');
    leading = now;
  };

  async function dropHeld(): Promise<void> {
    const previous = held;
    held = null;
    await previous?.giveBack().catch(() => undefined);
  }

  return {
    async claim() {
      if (released) return false;
      if (held) {
        try {
          // the lock lives as long as this connection: while it answers, the lock is still ours
          await sql`select 1`.execute(held.connection);
          return true;
        } catch (error) {
          log.warn({ err: error, job }, 'lost the database connection holding the job lock; another node may take the job');
          await dropHeld();
        }
      }
      let candidate: HeldConnection;
      try {
        candidate = await holdConnection(db);
      } catch (error) {
        log.warn({ err: error, job }, 'could not ask for the job lock');
        return false;
      }
      try {
        const { rows } = await sql<{ locked: boolean }>`select pg_try_advisory_lock(${key}::bigint) as locked`.execute(
          candidate.connection,
        );
        if (rows[0]?.locked === true && released) {
          // released while asking (the app is closing): not ours to keep
          await sql`select pg_advisory_unlock(${key}::bigint)`.execute(candidate.connection);
        } else if (rows[0]?.locked === true) {
          held = candidate;
          note(true);
          return true;
        }
        await candidate.giveBack();
        if (!released) note(false);
      } catch (error) {
        log.warn({ err: error, job }, 'could not ask for the job lock');
        await candidate.giveBack().catch(() => undefined);
      }
      return false;
    },

    async release() {
      released = true;
      if (!held) return;
      try {
        await sql`select pg_advisory_unlock(${key}::bigint)`.execute(held.connection);
      } catch {
        // the connection is gone, and the lock with it
      }
      await dropHeld();
    },
  };
}
