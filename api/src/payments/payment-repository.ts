import type { Kysely, Transaction } from 'kysely';
import type { IssuedPassSummary } from '@chalein/shared/api/types';
import type { Database, IssuedPassRow, OrderStatus, PaymentOrderRow, RiderRow, StoredPaymentStatus } from '../db/schema';
import { lockForUpdate } from '../db/portable-sql';
import { selectNextOrderStatus, selectNextPaymentStatus, selectOrderEvent, type OrderEvent } from './order-state';
import { computeValidityWindow } from './pass-validity';

// Riders, orders, payments, webhook deliveries and issued passes. Everything that changes an order runs in one
// transaction (applyPaymentUpdate), so a status report, a webhook and the reconciler confirming the same payment at
// the same moment still leave one paid order and one issued pass.

export interface RiderDetails {
  mobile: string;
  name: string;
  email: string;
  gender: RiderRow['gender'];
}

export interface NewOrder {
  providerOrderId: string;
  provider: PaymentOrderRow['provider'];
  riderId: number;
  passId: number;
  amountPaise: number;
  /** the details given with this order, kept on it (never on the rider) */
  buyer: RiderDetails;
}

export interface PaymentReport {
  id: string;
  amountPaise: number;
  currency: string;
  status: StoredPaymentStatus;
  source: 'checkout' | 'webhook' | 'reconciler';
  errorDescription: string | null;
}

export interface PaymentUpdate {
  providerOrderId: string;
  /** the payment the provider or checkout reported; absent for a dismissed checkout */
  payment?: PaymentReport;
  /** defaults to the event the payment's status stands for */
  event?: OrderEvent;
  failureReason?: string;
  /** a webhook delivery: recorded by its id, and nothing happens when that id was seen before */
  webhookEvent?: { id: string; name: string };
  now: Date;
  /** runs in the update's transaction when it issued the order's pass (once per order): the receipt is enqueued there */
  onPassIssued?: (trx: Transaction<Database>, order: PaymentOrderRow) => Promise<void>;
}

export type PaymentUpdateResult =
  | { kind: 'duplicate-event' }
  | { kind: 'unknown-order' }
  | { kind: 'mismatch'; reason: string }
  | { kind: 'applied'; order: PaymentOrderRow; issuedPass: IssuedPassRow | null };

type Executor = Kysely<Database> | Transaction<Database>;

async function findOrderRow(db: Executor, providerOrderId: string): Promise<PaymentOrderRow | undefined> {
  return db.selectFrom('payment_orders').selectAll().where('provider_order_id', '=', providerOrderId).executeTakeFirst();
}

/**
 * The order, locked until the transaction ends: reports about one order (checkout, webhooks, reconciler, from any
 * node) are applied one after the other, so a second one sees the payment and the status the first wrote.
 */
async function lockOrderRow(trx: Transaction<Database>, providerOrderId: string): Promise<PaymentOrderRow | undefined> {
  return lockForUpdate(
    trx,
    trx.selectFrom('payment_orders').selectAll().where('provider_order_id', '=', providerOrderId),
  ).executeTakeFirst();
}

/**
 * Issues the order's pass unless it has one; the unique payment_order_id makes a second insert a no-op. `issuedNow`
 * says whether this call issued it.
 */
async function issuePass(
  trx: Transaction<Database>,
  order: PaymentOrderRow,
  now: Date,
): Promise<{ row: IssuedPassRow; issuedNow: boolean }> {
  const pass = await trx.selectFrom('passes').select(['validity']).where('id', '=', order.pass_id).executeTakeFirstOrThrow();
  const window = computeValidityWindow(pass.validity, new Date(order.paid_at ?? now.toISOString()));
  const inserted = await trx
    .insertInto('issued_passes')
    .values({
      payment_order_id: order.id,
      rider_id: order.rider_id,
      pass_id: order.pass_id,
      valid_from: window.validFrom,
      valid_until: window.validUntil,
      issued_at: now.toISOString(),
    })
    .onConflict((conflict) => conflict.column('payment_order_id').doNothing())
    .executeTakeFirst();
  const row = await trx.selectFrom('issued_passes').selectAll().where('payment_order_id', '=', order.id).executeTakeFirstOrThrow();
  return { row, issuedNow: Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0 };
}

/** Where an order's buyer may be told about it: the address and number given with the order (`payment_orders.id`). */
export async function findOrderBuyerContact(
  executor: Kysely<Database>,
  orderId: number,
): Promise<Pick<RiderDetails, 'email' | 'mobile'> | undefined> {
  return executor.selectFrom('payment_order_buyers').select(['email', 'mobile']).where('payment_order_id', '=', orderId).executeTakeFirst();
}

/** Records a webhook delivery as received; false when its event id was seen before (then nothing else may happen). */
export async function claimWebhookEvent(
  trx: Transaction<Database>,
  event: { id: string; name: string },
  providerOrderId: string | null,
  at: string,
): Promise<boolean> {
  const inserted = await trx
    .insertInto('webhook_events')
    .values({ event_id: event.id, event: event.name, provider_order_id: providerOrderId, outcome: 'received', received_at: at })
    .onConflict((conflict) => conflict.column('event_id').doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** What became of a webhook delivery claimed in this transaction (nothing when the update came from elsewhere). */
export async function setWebhookOutcome(trx: Transaction<Database>, event: { id: string } | undefined, outcome: string): Promise<void> {
  if (!event) return;
  await trx.updateTable('webhook_events').set({ outcome }).where('event_id', '=', event.id).execute();
}

export function createPaymentRepository(db: Kysely<Database>) {
  return {
    /**
     * The rider with this mobile number, registered with `details` when there is none: one rider per number. An
     * existing rider's details are never changed here, since anyone who knows the number can call this
     * (docs/decisions/0010-buyer-details-on-orders.md); the details of each purchase go on its order.
     */
    async findOrCreateRider(details: RiderDetails, now: Date): Promise<RiderRow> {
      const at = now.toISOString();
      await db
        .insertInto('riders')
        .values({ ...details, consent_at: at, created_at: at, updated_at: at })
        .onConflict((conflict) => conflict.column('mobile').doNothing())
        .execute();
      return db.selectFrom('riders').selectAll().where('mobile', '=', details.mobile).executeTakeFirstOrThrow();
    },

    /** The order and its buyer's details, together or not at all. */
    async insertOrder(order: NewOrder, now: Date): Promise<PaymentOrderRow> {
      const at = now.toISOString();
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('payment_orders')
          .values({
            provider_order_id: order.providerOrderId,
            provider: order.provider,
            rider_id: order.riderId,
            pass_id: order.passId,
            amount_paise: order.amountPaise,
            currency: 'INR',
            status: 'created',
            paid_payment_id: null,
            paid_at: null,
            failure_reason: null,
            created_at: at,
            updated_at: at,
            reconcile_next_at: null,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('payment_order_buyers')
          .values({
            payment_order_id: row.id,
            name: order.buyer.name,
            mobile: order.buyer.mobile,
            email: order.buyer.email,
            gender: order.buyer.gender,
            consent_at: at,
          })
          .execute();
        return row;
      });
    },

    /** The details the buyer gave for this order (what a receipt or support uses), not the rider's. */
    async findOrderBuyer(providerOrderId: string): Promise<RiderDetails | undefined> {
      return db
        .selectFrom('payment_order_buyers')
        .innerJoin('payment_orders', 'payment_orders.id', 'payment_order_buyers.payment_order_id')
        .select(['payment_order_buyers.name', 'payment_order_buyers.email', 'payment_order_buyers.gender', 'payment_order_buyers.mobile'])
        .where('payment_orders.provider_order_id', '=', providerOrderId)
        .executeTakeFirst();
    },

    findOrder: (providerOrderId: string) => findOrderRow(db, providerOrderId),

    /** The pass an order issued, with the pass's name, as the API answers it (paid orders only: a refunded one has none). */
    async findIssuedPassSummary(orderRowId: number): Promise<IssuedPassSummary | undefined> {
      const row = await db
        .selectFrom('issued_passes')
        .innerJoin('passes', 'passes.id', 'issued_passes.pass_id')
        .select(['passes.name as passName', 'issued_passes.valid_from as validFrom', 'issued_passes.valid_until as validUntil'])
        .where('issued_passes.payment_order_id', '=', orderRowId)
        .executeTakeFirst();
      return row;
    },

    /**
     * Records a webhook delivery that names no order we can act on (an event we do not handle, a payload without an
     * order). False when the event id was seen before.
     */
    async recordWebhookEvent(
      event: { id: string; name: string; providerOrderId: string | null; outcome: string },
      now: Date,
    ): Promise<boolean> {
      const result = await db
        .insertInto('webhook_events')
        .values({
          event_id: event.id,
          event: event.name,
          provider_order_id: event.providerOrderId,
          outcome: event.outcome,
          received_at: now.toISOString(),
        })
        .onConflict((conflict) => conflict.column('event_id').doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    /**
     * Applies one report about an order (checkout, webhook, reconciler or a dismissed checkout) in one transaction:
     * the webhook's event id is recorded first (a repeat stops here), the payment's order, amount and currency must be
     * the stored ones, the payment and the order move forward only, and a paid order gets its one pass.
     */
    async applyPaymentUpdate(update: PaymentUpdate): Promise<PaymentUpdateResult> {
      return db.transaction().execute(async (trx): Promise<PaymentUpdateResult> => {
        const at = update.now.toISOString();
        if (update.webhookEvent && !(await claimWebhookEvent(trx, update.webhookEvent, update.providerOrderId, at))) {
          return { kind: 'duplicate-event' };
        }

        let order = await lockOrderRow(trx, update.providerOrderId);
        if (!order) {
          await setWebhookOutcome(trx, update.webhookEvent, 'ignored: unknown order');
          return { kind: 'unknown-order' };
        }

        const { payment } = update;
        if (payment) {
          if (payment.amountPaise !== order.amount_paise || payment.currency !== order.currency) {
            const reason = `amount or currency mismatch: ${payment.amountPaise} ${payment.currency}, order ${order.amount_paise} ${order.currency}`;
            await setWebhookOutcome(trx, update.webhookEvent, `rejected: ${reason}`);
            return { kind: 'mismatch', reason };
          }
          const existing = await trx.selectFrom('payments').selectAll().where('id', '=', payment.id).executeTakeFirst();
          if (existing && existing.payment_order_id !== order.id) {
            const reason = `payment ${payment.id} belongs to another order`;
            await setWebhookOutcome(trx, update.webhookEvent, `rejected: ${reason}`);
            return { kind: 'mismatch', reason };
          }
          if (!existing) {
            await trx
              .insertInto('payments')
              .values({
                id: payment.id,
                payment_order_id: order.id,
                amount_paise: payment.amountPaise,
                currency: payment.currency,
                status: payment.status,
                source: payment.source,
                error_description: payment.errorDescription,
                created_at: at,
                updated_at: at,
              })
              .execute();
          } else {
            const status = selectNextPaymentStatus(existing.status, payment.status);
            if (status !== existing.status) {
              await trx
                .updateTable('payments')
                .set({ status, error_description: payment.errorDescription ?? existing.error_description, updated_at: at })
                .where('id', '=', payment.id)
                .execute();
            }
          }
        }

        const event = update.event ?? (payment ? selectOrderEvent(payment.status) : 'attempt');
        // a capture needs the payment that made it; without one the order cannot be paid
        const next: OrderStatus = event === 'capture' && !payment ? order.status : selectNextOrderStatus(order.status, event);
        if (next !== order.status) {
          const paid = next === 'paid';
          await trx
            .updateTable('payment_orders')
            .set({
              status: next,
              updated_at: at,
              // a paid order is no longer failed: an earlier declined attempt is in payments, not on the order
              ...(paid && payment ? { paid_payment_id: payment.id, paid_at: at, failure_reason: null } : {}),
              ...(next === 'failed' ? { failure_reason: update.failureReason ?? payment?.errorDescription ?? null } : {}),
            })
            .where('id', '=', order.id)
            .execute();
          order = (await findOrderRow(trx, update.providerOrderId)) ?? order;
        }

        const issued = order.status === 'paid' ? await issuePass(trx, order, update.now) : null;
        if (issued?.issuedNow) await update.onPassIssued?.(trx, order);
        await setWebhookOutcome(trx, update.webhookEvent, 'applied');
        return { kind: 'applied', order, issuedPass: issued?.row ?? null };
      });
    },

    /** Unpaid orders created in [createdAfter, createdBefore] whose next reconciler check is due, oldest check first. */
    async listOrdersDueReconcile(options: {
      now: Date;
      createdAfter: Date;
      createdBefore: Date;
      limit: number;
    }): Promise<PaymentOrderRow[]> {
      const now = options.now.toISOString();
      return db
        .selectFrom('payment_orders')
        .selectAll()
        .where('status', 'in', ['created', 'attempted', 'failed'])
        .where('created_at', '>=', options.createdAfter.toISOString())
        .where('created_at', '<=', options.createdBefore.toISOString())
        .where((eb) => eb.or([eb('reconcile_next_at', 'is', null), eb('reconcile_next_at', '<=', now)]))
        .orderBy('reconcile_next_at')
        .orderBy('created_at')
        .limit(options.limit)
        .execute();
    },

    async scheduleReconcile(orderRowId: number, nextAt: Date): Promise<void> {
      await db.updateTable('payment_orders').set({ reconcile_next_at: nextAt.toISOString() }).where('id', '=', orderRowId).execute();
    },
  };
}

export type PaymentRepository = ReturnType<typeof createPaymentRepository>;
