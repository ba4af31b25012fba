import type { Kysely, Transaction } from 'kysely';
import type { Database, PaymentOrderRow, RefundRow } from '../db/schema';
import { lockForUpdate, readUniqueViolation } from '../db/portable-sql';
import { selectNextOrderStatus } from './order-state';
import { claimWebhookEvent, setWebhookOutcome } from './payment-repository';
import type { RefundReasonCode } from './refund-reasons';

// Refunds of paid orders (docs/decisions/0040-staff-inboxes.md, 'Orders and refunds'). A refund is started here by
// finance (a pending row, in the same transaction as its audit event), sent to the provider, and settled by the
// provider's refund.processed webhook: the refund is processed, the order refunded and its pass revoked, together.
// The order row is locked throughout, as payment reports lock it, so a refund request, a second one and a webhook
// about the same order are applied one after the other, on any node.

export type RefundStartResult =
  | { kind: 'started'; refund: RefundRow; order: PaymentOrderRow }
  | { kind: 'unknown-order' }
  | { kind: 'not-paid'; status: PaymentOrderRow['status'] }
  | { kind: 'already-refunded'; refund: RefundRow | undefined }
  | { kind: 'in-progress'; refund: RefundRow };

export interface RefundRequest {
  orderId: number;
  reasonCode: RefundReasonCode;
  reasonNote: string | null;
  requestedBy: number;
  now: Date;
  /** writes the audit event in the refund's own transaction */
  recordAudit: (trx: Transaction<Database>, refund: RefundRow, order: PaymentOrderRow) => Promise<void>;
}

export interface ProcessedRefund {
  providerRefundId: string;
  paymentId: string;
  amountPaise: number;
  currency: string;
  /** a webhook delivery: recorded by its id, and nothing happens when that id was seen before */
  webhookEvent?: { id: string; name: string };
  now: Date;
  /** runs in the same transaction when it moved the order to refunded (once per order): the notice is enqueued there */
  onRefunded?: (trx: Transaction<Database>, order: PaymentOrderRow) => Promise<void>;
}

export type FailedRefundResult = { kind: 'duplicate-event' } | { kind: 'unknown-refund' } | { kind: 'applied'; refund: RefundRow };

export type ProcessedRefundResult =
  | { kind: 'duplicate-event' }
  | { kind: 'unknown-payment' }
  | { kind: 'mismatch'; reason: string }
  | { kind: 'applied'; refund: RefundRow; order: PaymentOrderRow; changed: boolean };

async function lockOrderById(trx: Transaction<Database>, orderId: number): Promise<PaymentOrderRow | undefined> {
  return lockForUpdate(trx, trx.selectFrom('payment_orders').selectAll().where('id', '=', orderId)).executeTakeFirst();
}

/** The order's refund that is pending or processed (at most one: refunds_one_open_per_order). */
async function findOpenRefund(trx: Kysely<Database>, orderId: number): Promise<RefundRow | undefined> {
  return trx.selectFrom('refunds').selectAll().where('payment_order_id', '=', orderId).where('status', '<>', 'failed').executeTakeFirst();
}

async function findRefund(trx: Kysely<Database>, refundId: number): Promise<RefundRow> {
  return trx.selectFrom('refunds').selectAll().where('id', '=', refundId).executeTakeFirstOrThrow();
}

export function createRefundRepository(db: Kysely<Database>) {
  return {
    /**
     * A pending refund of the whole order, with its audit event, when the order is paid and has no refund under way
     * or done. Anything else is answered with why, and nothing is written.
     */
    async startRefund(request: RefundRequest): Promise<RefundStartResult> {
      try {
        return await db.transaction().execute(async (trx): Promise<RefundStartResult> => {
          const order = await lockOrderById(trx, request.orderId);
          if (!order) return { kind: 'unknown-order' };
          const open = await findOpenRefund(trx, order.id);
          if (order.status === 'refunded') return { kind: 'already-refunded', refund: open };
          if (open) return open.status === 'processed' ? { kind: 'already-refunded', refund: open } : { kind: 'in-progress', refund: open };
          if (order.status !== 'paid' || order.paid_payment_id === null) return { kind: 'not-paid', status: order.status };
          const at = request.now.toISOString();
          const refund = await trx
            .insertInto('refunds')
            .values({
              payment_order_id: order.id,
              payment_id: order.paid_payment_id,
              provider_refund_id: null,
              amount_paise: order.amount_paise,
              currency: order.currency,
              status: 'pending',
              reason_code: request.reasonCode,
              reason_note: request.reasonNote,
              requested_by: request.requestedBy,
              requested_at: at,
              processed_at: null,
              failure_reason: null,
              updated_at: at,
            })
            .returningAll()
            .executeTakeFirstOrThrow();
          await request.recordAudit(trx, refund, order);
          return { kind: 'started', refund, order };
        });
      } catch (error) {
        // the index's word when two requests raced past each other's read (it cannot happen while the lock holds)
        if (readUniqueViolation(error)?.table !== 'refunds') throw error;
        const open = await findOpenRefund(db, request.orderId);
        if (!open) throw error;
        return open.status === 'processed' ? { kind: 'already-refunded', refund: open } : { kind: 'in-progress', refund: open };
      }
    },

    /** The provider took the refund: its id goes on the row, unless a webhook about it already put it there. */
    async recordProviderRefundId(refundId: number, providerRefundId: string, now: Date): Promise<RefundRow> {
      await db
        .updateTable('refunds')
        .set({ provider_refund_id: providerRefundId, updated_at: now.toISOString() })
        .where('id', '=', refundId)
        .where('provider_refund_id', 'is', null)
        .execute();
      return findRefund(db, refundId);
    },

    /**
     * The provider refused or could not be reached: the refund failed and the order may be refunded again. A
     * refund already settled by a webhook stays processed. `recordAudit` writes the failure in the same transaction.
     */
    async markRefundFailed(
      refundId: number,
      reason: string,
      now: Date,
      recordAudit: (trx: Transaction<Database>, refund: RefundRow) => Promise<void>,
    ): Promise<RefundRow> {
      return db.transaction().execute(async (trx) => {
        await trx
          .updateTable('refunds')
          .set({ status: 'failed', failure_reason: reason.slice(0, 500), updated_at: now.toISOString() })
          .where('id', '=', refundId)
          .where('status', '=', 'pending')
          .execute();
        const refund = await findRefund(trx, refundId);
        await recordAudit(trx, refund);
        return refund;
      });
    },

    /**
     * The provider processed a refund (its refund.processed webhook, or its answer): in one transaction the refund
     * is processed, the order refunded and its pass revoked. The refund is found by the provider's id, else it is
     * the order's pending refund that has none yet (the webhook came before the provider's answer was stored), else
     * a refund made at the provider itself, recorded without a reason. Applying it twice changes nothing.
     */
    async applyProcessedRefund(processed: ProcessedRefund): Promise<ProcessedRefundResult> {
      return db.transaction().execute(async (trx): Promise<ProcessedRefundResult> => {
        const at = processed.now.toISOString();
        const payment = await trx
          .selectFrom('payments')
          .select(['payment_order_id'])
          .where('id', '=', processed.paymentId)
          .executeTakeFirst();
        const providerOrderId = payment
          ? ((
              await trx
                .selectFrom('payment_orders')
                .select('provider_order_id')
                .where('id', '=', payment.payment_order_id)
                .executeTakeFirst()
            )?.provider_order_id ?? null)
          : null;
        if (processed.webhookEvent && !(await claimWebhookEvent(trx, processed.webhookEvent, providerOrderId, at))) {
          return { kind: 'duplicate-event' };
        }
        const order = payment ? await lockOrderById(trx, payment.payment_order_id) : undefined;
        if (!order) {
          await setWebhookOutcome(trx, processed.webhookEvent, 'ignored: unknown payment');
          return { kind: 'unknown-payment' };
        }
        if (processed.amountPaise !== order.amount_paise || processed.currency !== order.currency) {
          const reason = `not a full refund: ${processed.amountPaise} ${processed.currency}, order ${order.amount_paise} ${order.currency}`;
          await setWebhookOutcome(trx, processed.webhookEvent, `rejected: ${reason}`);
          return { kind: 'mismatch', reason };
        }

        let refund =
          (await trx.selectFrom('refunds').selectAll().where('provider_refund_id', '=', processed.providerRefundId).executeTakeFirst()) ??
          (await trx
            .selectFrom('refunds')
            .selectAll()
            .where('payment_order_id', '=', order.id)
            .where('status', '=', 'pending')
            .where('provider_refund_id', 'is', null)
            .executeTakeFirst());
        if (refund && refund.payment_order_id !== order.id) {
          const reason = `refund ${processed.providerRefundId} belongs to another order`;
          await setWebhookOutcome(trx, processed.webhookEvent, `rejected: ${reason}`);
          return { kind: 'mismatch', reason };
        }
        const changed = refund?.status !== 'processed';
        if (!refund) {
          refund = await trx
            .insertInto('refunds')
            .values({
              payment_order_id: order.id,
              payment_id: processed.paymentId,
              provider_refund_id: processed.providerRefundId,
              amount_paise: processed.amountPaise,
              currency: processed.currency,
              status: 'processed',
              reason_code: null,
              reason_note: null,
              requested_by: null,
              requested_at: at,
              processed_at: at,
              failure_reason: null,
              updated_at: at,
            })
            .returningAll()
            .executeTakeFirstOrThrow();
        } else if (changed) {
          // a refund this server gave up on (the provider timed out) may still have been made: the provider's word wins
          await trx
            .updateTable('refunds')
            .set({
              status: 'processed',
              provider_refund_id: processed.providerRefundId,
              processed_at: at,
              failure_reason: null,
              updated_at: at,
            })
            .where('id', '=', refund.id)
            .execute();
          refund = await findRefund(trx, refund.id);
        }

        const next = selectNextOrderStatus(order.status, 'refund');
        let settled = order;
        if (next !== order.status) {
          await trx.updateTable('payment_orders').set({ status: next, updated_at: at }).where('id', '=', order.id).execute();
          settled = { ...order, status: next, updated_at: at };
        }
        // the money went back, so the pass goes: valid no more from this moment
        await trx
          .updateTable('issued_passes')
          .set({ revoked_at: at })
          .where('payment_order_id', '=', order.id)
          .where('revoked_at', 'is', null)
          .execute();
        if (settled.status !== order.status) await processed.onRefunded?.(trx, settled);
        await setWebhookOutcome(trx, processed.webhookEvent, 'applied');
        return { kind: 'applied', refund, order: settled, changed };
      });
    },

    /**
     * The provider could not make a refund it had taken (refund.failed): a pending refund fails, so finance can ask
     * again; a processed one stays processed (the money went back, whatever a late or reordered event says).
     */
    async applyFailedRefund(failed: {
      providerRefundId: string;
      webhookEvent: { id: string; name: string };
      now: Date;
    }): Promise<FailedRefundResult> {
      return db.transaction().execute(async (trx): Promise<FailedRefundResult> => {
        const at = failed.now.toISOString();
        const found = await trx
          .selectFrom('refunds')
          .innerJoin('payment_orders', 'payment_orders.id', 'refunds.payment_order_id')
          .select(['refunds.id as id', 'payment_orders.provider_order_id as providerOrderId'])
          .where('refunds.provider_refund_id', '=', failed.providerRefundId)
          .executeTakeFirst();
        if (!(await claimWebhookEvent(trx, failed.webhookEvent, found?.providerOrderId ?? null, at))) return { kind: 'duplicate-event' };
        if (!found) {
          await setWebhookOutcome(trx, failed.webhookEvent, 'ignored: unknown refund');
          return { kind: 'unknown-refund' };
        }
        await trx
          .updateTable('refunds')
          .set({ status: 'failed', failure_reason: 'the provider reported the refund failed', updated_at: at })
          .where('id', '=', found.id)
          .where('status', '=', 'pending')
          .execute();
        await setWebhookOutcome(trx, failed.webhookEvent, 'applied');
        return { kind: 'applied', refund: await findRefund(trx, found.id) };
      });
    },
  };
}

export type RefundRepository = ReturnType<typeof createRefundRepository>;
