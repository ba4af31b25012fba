import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export type SubscriptionOutcome = 'subscribed' | 'already-subscribed';

export function createNewsletterRepository(db: Kysely<Database>) {
  return {
    /** Stores the address once; the unique constraint, not a read-then-write, decides (two quick clicks are safe). */
    async addSubscription(email: string, now: Date = new Date()): Promise<SubscriptionOutcome> {
      const result = await db
        .insertInto('newsletter_subscriptions')
        .values({ email, created_at: now.toISOString() })
        .onConflict((conflict) => conflict.column('email').doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0 ? 'subscribed' : 'already-subscribed';
    },

    async countSubscriptions(email?: string): Promise<number> {
      let query = db.selectFrom('newsletter_subscriptions').select((eb) => eb.fn.countAll<number>().as('count'));
      if (email !== undefined) query = query.where('email', '=', email);
      const row = await query.executeTakeFirstOrThrow();
      return Number(row.count);
    },
  };
}

export type NewsletterRepository = ReturnType<typeof createNewsletterRepository>;
