import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';

export type SubscriptionOutcome = 'subscribed' | 'already-subscribed';

export function createNewsletterRepository(db: Kysely<Database>) {
  return {
    /**
     * Stores the address once; the unique constraint, not a read-then-write, decides (two quick clicks are safe).
     * `onSubscribed` runs in the same transaction for a new subscription only (the welcome mail is enqueued there).
     */
    async addSubscription(
      email: string,
      now: Date = new Date(),
      onSubscribed?: (trx: Transaction<Database>, subscriptionId: number) => Promise<void>,
    ): Promise<SubscriptionOutcome> {
      return db.transaction().execute(async (trx) => {
        // `do nothing` returns no row for an address already on the list, on either engine
        const inserted = await trx
          .insertInto('newsletter_subscriptions')
          .values({ email, created_at: now.toISOString() })
          .onConflict((conflict) => conflict.column('email').doNothing())
          .returning('id')
          .executeTakeFirst();
        if (!inserted) return 'already-subscribed';
        await onSubscribed?.(trx, Number(inserted.id));
        return 'subscribed';
      });
    },

    /** Whether the subscription is still on the list (an unsubscribe link's page asks before showing its button). */
    async hasSubscription(id: number): Promise<boolean> {
      const row = await db.selectFrom('newsletter_subscriptions').select('id').where('id', '=', id).executeTakeFirst();
      return row !== undefined;
    },

    /**
     * Deletes the subscription, as the console's unsubscribe does (docs/decisions/0040-staff-inboxes.md): the person
     * withdrew their consent. False when it was already gone, which the caller answers the same way.
     */
    async removeSubscription(id: number): Promise<boolean> {
      const deleted = await db.deleteFrom('newsletter_subscriptions').where('id', '=', id).executeTakeFirst();
      return Number(deleted.numDeletedRows) > 0;
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
