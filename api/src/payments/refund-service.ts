import type { FastifyBaseLogger } from 'fastify';
import type { Transaction } from 'kysely';
import type { Database, RefundRow } from '../db/schema';
import { ApiHttpError } from '../http/api-envelope';
import type { PassNotices } from '../notifications/pass-notifications';
import type { AuditActor } from '../staff/staff-accounts';
import type { StaffStore } from '../staff/staff-store';
import { PaymentProviderError, type PaymentProvider } from './payment-provider';
import type { RefundReasonCode } from './refund-reasons';
import type { RefundRepository } from './refund-repository';

// A full refund asked for by finance (docs/decisions/0040-staff-inboxes.md, 'Orders and refunds'): a pending refund
// and its audit event in one transaction, then the provider's refunds API, then the provider's refund.processed
// webhook settles it. A second request while one is pending or done is refused with 409, so one order is refunded
// once however many times the button is pressed.

export const refundMessages = {
  orderNotFound: 'There is no order with this id.',
  notPaid: 'Only a paid order can be refunded.',
  alreadyRefunded: 'This order has already been refunded.',
  inProgress: 'A refund of this order is already under way.',
  providerFailed: 'The payment provider did not take the refund, so nothing was refunded. Try again in a moment.',
  started: 'Refund started. The order reads refunded once the payment provider confirms it.',
  noteRequired: 'Say why in the note when the reason is other.',
} as const;

export const REFUND_ACTION = 'staff.orders.refund';

export function formatOrderTarget(orderId: number): string {
  return `payment_order:${orderId}`;
}

export interface RefundInput {
  orderId: number;
  reasonCode: RefundReasonCode;
  reasonNote: string | null;
  staffUserId: number;
  actor: AuditActor;
  now: Date;
}

export interface RefundServiceOptions {
  refunds: RefundRepository;
  provider: PaymentProvider;
  store: StaffStore;
  log: FastifyBaseLogger;
  /** the buyer's refund notice, enqueued in the transaction that refunds the order */
  notices: PassNotices;
}

export function createRefundService(options: RefundServiceOptions) {
  const { refunds, provider, store, log, notices } = options;

  /** The audit event of a refund: ids, the amount, the reason code and the provider; never the note or the buyer. */
  function recordRefundAudit(trx: Transaction<Database>, input: RefundInput, refund: RefundRow, outcome: 'success' | 'failure') {
    return store.recordAuditEvent(
      trx,
      {
        ...input.actor,
        action: REFUND_ACTION,
        target: formatOrderTarget(input.orderId),
        outcome,
        details: {
          refundId: refund.id,
          amountPaise: refund.amount_paise,
          reason: refund.reason_code,
          provider: provider.name,
          status: refund.status,
        },
      },
      input.now.getTime(),
    );
  }

  return {
    async requestRefund(input: RefundInput): Promise<RefundRow> {
      if (input.reasonCode === 'other' && !input.reasonNote) {
        throw new ApiHttpError(400, refundMessages.noteRequired, { note: refundMessages.noteRequired });
      }
      const started = await refunds.startRefund({
        orderId: input.orderId,
        reasonCode: input.reasonCode,
        reasonNote: input.reasonNote,
        requestedBy: input.staffUserId,
        now: input.now,
        recordAudit: (trx, refund) => recordRefundAudit(trx, input, refund, 'success'),
      });
      switch (started.kind) {
        case 'unknown-order':
          throw new ApiHttpError(404, refundMessages.orderNotFound);
        case 'not-paid':
          throw new ApiHttpError(409, refundMessages.notPaid);
        case 'already-refunded':
          throw new ApiHttpError(409, refundMessages.alreadyRefunded);
        case 'in-progress':
          throw new ApiHttpError(409, refundMessages.inProgress);
        case 'started':
          break;
      }

      const { refund } = started;
      let answer;
      try {
        answer = await provider.refundPayment({
          paymentId: refund.payment_id,
          amountPaise: refund.amount_paise,
          receipt: `refund-${refund.id}`,
          notes: { refundId: String(refund.id), orderId: String(refund.payment_order_id) },
        });
      } catch (error) {
        if (!(error instanceof PaymentProviderError)) throw error;
        log.error({ err: error, refundId: refund.id, provider: provider.name }, 'the payment provider did not take a refund');
        await refunds.markRefundFailed(refund.id, error.message, input.now, (trx, failed) =>
          recordRefundAudit(trx, input, failed, 'failure'),
        );
        throw new ApiHttpError(502, refundMessages.providerFailed);
      }

      if (answer.status === 'processed') {
        // processed at once: settled now, as its webhook will find it settled
        await refunds.applyProcessedRefund({
          providerRefundId: answer.id,
          paymentId: answer.paymentId,
          amountPaise: answer.amountPaise,
          currency: answer.currency,
          now: input.now,
          onRefunded: (trx, order) => notices.enqueueRefundNotice(trx, order.id),
        });
      }
      const recorded = await refunds.recordProviderRefundId(refund.id, answer.id, input.now);
      if (answer.status === 'failed') {
        await refunds.markRefundFailed(refund.id, 'the provider answered failed', input.now, (trx, failed) =>
          recordRefundAudit(trx, input, failed, 'failure'),
        );
        throw new ApiHttpError(502, refundMessages.providerFailed);
      }
      return recorded;
    },
  };
}

export type RefundService = ReturnType<typeof createRefundService>;
