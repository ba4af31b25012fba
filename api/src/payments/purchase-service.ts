import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Static } from '@sinclair/typebox';
import type { paymentStatusRequestSchema } from '@chalein/shared/api/schemas/passes';
import type { Gender, PaymentOrder, PaymentStatusResult } from '@chalein/shared/api/types';
import type { Transaction } from 'kysely';
import type { Database, PaymentOrderRow } from '../db/schema';
import { ApiHttpError } from '../http/api-envelope';
import type { PassNotices } from '../notifications/pass-notifications';
import type { PassRepository } from '../passes/pass-repository';
import type { PaymentRepository, PaymentUpdateResult } from './payment-repository';
import { PaymentProviderError, type PaymentProvider } from './payment-provider';
import { verifyPaymentSignature, verifyWebhookSignature } from './payment-signatures';
import { readOrderEntity, readPaymentEntity, readRefundEntity } from './razorpay-client';
import type { RefundRepository } from './refund-repository';

// The purchase of a pass from order to issued pass (docs/decisions/0004-payments.md): the order is priced from the catalog,
// a checkout report is believed only with a valid signature over the order id we stored, webhooks only with a valid
// signature over their raw body, and every report feeds the one forward-only state machine in the repository.

// What a buyer reads: keys of the server's answer texts (shared/locales/<language>/answers.json), written out in
// the request's language. The webhook's refusals are read by the payment provider only, and stay English.
export const purchaseMessages = {
  passNotFound: 'purchase.passNotFound',
  passUnavailable: 'purchase.passUnavailable',
  orderFailed: 'purchase.orderFailed',
  orderCreated: 'purchase.orderCreated',
  orderNotFound: 'purchase.orderNotFound',
  detailsMismatch: 'purchase.detailsMismatch',
  amountMismatch: 'purchase.amountMismatch',
  paymentIdRequired: 'purchase.paymentIdRequired',
  signatureRequired: 'purchase.signatureRequired',
  verificationFailed: 'purchase.verificationFailed',
  purchased: 'purchase.purchased',
  dismissed: 'purchase.dismissed',
  webhookSignatureInvalid: 'Invalid webhook signature.',
  webhookBodyInvalid: 'The webhook body is not valid JSON.',
} as const;

export interface NewPurchase {
  name: string;
  mobile: string;
  email: string;
  gender: Exclude<Gender, ''>;
  iPassId: number;
}

/**
 * A status report as the server accepts it (its schema): the original client sends amount empty, and the razorpay_*
 * fields only when it paid, so each is checked before use.
 */
export type CheckoutReport = Static<typeof paymentStatusRequestSchema>;

export interface WebhookDelivery {
  rawBody: Buffer;
  signature: string | undefined;
  eventId: string | undefined;
}

export interface WebhookOutcome {
  outcome: 'applied' | 'duplicate' | 'ignored' | 'rejected';
  detail: string;
}

export interface PurchaseServiceOptions {
  passes: PassRepository;
  payments: PaymentRepository;
  refunds: RefundRepository;
  provider: PaymentProvider;
  log: FastifyBaseLogger;
  /** the buyer's receipt and refund notice, enqueued in the transactions that issue the pass and refund it */
  notices: PassNotices;
  now?: () => Date;
}

const HANDLED_PAYMENT_EVENTS = {
  'payment.authorized': 'authorized',
  'payment.captured': 'captured',
  'payment.failed': 'failed',
  'order.paid': 'captured',
} as const;

type HandledEvent = keyof typeof HANDLED_PAYMENT_EVENTS;

function isHandledEvent(event: string): event is HandledEvent {
  return Object.hasOwn(HANDLED_PAYMENT_EVENTS, event);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** payload.<name>.entity of a webhook body */
function readPayloadEntity(body: Record<string, unknown>, name: string): unknown {
  const payload = body.payload;
  if (!isRecord(payload)) return undefined;
  const wrapper = payload[name];
  return isRecord(wrapper) ? wrapper.entity : undefined;
}

/** The amount of a status report in paise: undefined when not sent (the original client sends it empty), NaN when not a number. */
export function readReportedAmountPaise(amount: number | string | undefined): number | undefined {
  if (amount === undefined || amount === '') return undefined;
  const rupees = typeof amount === 'number' ? amount : Number(amount);
  return Number.isFinite(rupees) ? Math.round(rupees * 100) : Number.NaN;
}

export function createPurchaseService(options: PurchaseServiceOptions) {
  const { passes, payments, refunds, provider, log, notices } = options;
  const now = options.now ?? (() => new Date());
  // whichever report pays the order (the page, a webhook, the reconciler), the transaction that issues its pass
  // enqueues the receipt, so each order's receipt is written exactly once
  const onPassIssued = (trx: Transaction<Database>, order: PaymentOrderRow) => notices.enqueueReceipt(trx, order.id);

  async function describeOrder(order: PaymentOrderRow): Promise<PaymentStatusResult> {
    const issuedPass = order.status === 'paid' ? await payments.findIssuedPassSummary(order.id) : undefined;
    const paymentId = order.status === 'paid' ? order.paid_payment_id : null;
    return {
      orderStatus: order.status,
      passIssued: issuedPass !== undefined,
      ...(issuedPass ? { issuedPass } : {}),
      ...(paymentId ? { paymentId } : {}),
    };
  }

  async function describeResult(result: PaymentUpdateResult, providerOrderId: string): Promise<PaymentStatusResult> {
    if (result.kind === 'applied') return describeOrder(result.order);
    const order = await payments.findOrder(providerOrderId);
    if (!order) throw new ApiHttpError(404, purchaseMessages.orderNotFound);
    return describeOrder(order);
  }

  /**
   * refund.processed: the refund entity names the payment, and the refund repository settles the order it paid.
   * refund.failed: the refund it names fails, unless it was processed.
   */
  async function applyRefundWebhook(body: Record<string, unknown>, event: { id: string; name: string }, at: Date): Promise<WebhookOutcome> {
    const refund = readRefundEntity(readPayloadEntity(body, 'refund'));
    if (!refund) {
      const fresh = await payments.recordWebhookEvent(
        { id: event.id, name: event.name, providerOrderId: null, outcome: 'ignored: no refund' },
        at,
      );
      return fresh
        ? { outcome: 'ignored', detail: 'the event carries no refund' }
        : { outcome: 'duplicate', detail: 'event already received' };
    }
    if (event.name === 'refund.failed') {
      const failed = await refunds.applyFailedRefund({ providerRefundId: refund.id, webhookEvent: event, now: at });
      if (failed.kind === 'duplicate-event') return { outcome: 'duplicate', detail: 'event already received' };
      if (failed.kind === 'unknown-refund') return { outcome: 'ignored', detail: 'the refund is not ours' };
      return { outcome: 'applied', detail: `refund ${failed.refund.status}` };
    }
    const result = await refunds.applyProcessedRefund({
      providerRefundId: refund.id,
      paymentId: refund.payment_id,
      amountPaise: refund.amount,
      currency: refund.currency,
      webhookEvent: event,
      now: at,
      onRefunded: (trx, order) => notices.enqueueRefundNotice(trx, order.id),
    });
    switch (result.kind) {
      case 'duplicate-event':
        return { outcome: 'duplicate', detail: 'event already received' };
      case 'unknown-payment':
        return { outcome: 'ignored', detail: 'the payment is not ours' };
      case 'mismatch':
        log.warn({ eventId: event.id, reason: result.reason }, 'a signed refund webhook did not match its order and was rejected');
        return { outcome: 'rejected', detail: result.reason };
      case 'applied':
        return { outcome: 'applied', detail: `order ${result.order.status}` };
    }
  }

  return {
    /**
     * Finds or registers the rider (one per mobile number) and creates an order, with the buyer's details, for the
     * pass at the catalog's price; whatever amount the client sent plays no part. The provider's order is stored before the checkout can open.
     * The answer is the same for a mobile number already registered and a new one (anyone may call this with any
     * number): its `customerid` is the order's own number, never the rider's, which would be the same for every
     * order of a known number and so tell whoever calls that the number is registered.
     */
    async createOrder(purchase: NewPurchase): Promise<PaymentOrder> {
      const pass = await passes.findPass(purchase.iPassId);
      if (!pass) throw new ApiHttpError(404, purchaseMessages.passNotFound);
      // driver passes are bought in the Driver App; a pass that is off sale cannot be bought by calling the API
      if (pass.audience !== 'customer' || pass.status !== 1 || pass.price_paise < 100) {
        throw new ApiHttpError(409, purchaseMessages.passUnavailable);
      }
      const at = now();
      // the buyer's details go on the order; an existing rider with this number keeps its own (an unauthenticated call)
      const buyer = { mobile: purchase.mobile, name: purchase.name, email: purchase.email, gender: purchase.gender };
      const rider = await payments.findOrCreateRider(buyer, at);

      let providerOrder;
      try {
        providerOrder = await provider.createOrder({
          amountPaise: pass.price_paise,
          currency: 'INR',
          receipt: `r${rider.id}-p${pass.id}-${at.getTime().toString(36)}`,
          // seen by the provider and our staff only; the checkout's own notes carry the order's customerid
          notes: { riderId: String(rider.id), iPassId: String(pass.id), pass: pass.name },
        });
      } catch (error) {
        if (!(error instanceof PaymentProviderError)) throw error;
        log.error({ err: error, provider: provider.name }, 'the payment provider did not create the order');
        throw new ApiHttpError(502, purchaseMessages.orderFailed);
      }
      if (providerOrder.amountPaise !== pass.price_paise || providerOrder.currency !== 'INR') {
        log.error({ providerOrder, pricePaise: pass.price_paise }, 'the provider created an order for another amount');
        throw new ApiHttpError(502, purchaseMessages.orderFailed);
      }

      const order = await payments.insertOrder(
        {
          providerOrderId: providerOrder.id,
          provider: provider.name,
          riderId: rider.id,
          passId: pass.id,
          amountPaise: pass.price_paise,
          buyer,
        },
        at,
      );
      return {
        amount: order.amount_paise / 100,
        currency: 'INR',
        order_id: order.provider_order_id,
        customerid: order.id,
        key: provider.keyId,
        passName: pass.name,
      };
    },

    /**
     * The page's report after the checkout: 1 with the provider's signature, or 0 when the checkout was dismissed.
     * A report that does not match the stored order, or whose signature is not ours, is refused and changes nothing.
     */
    async applyCheckoutReport(report: CheckoutReport): Promise<PaymentStatusResult> {
      const order = await payments.findOrder(report.order_id);
      if (!order) throw new ApiHttpError(404, purchaseMessages.orderNotFound);
      if (order.id !== report.customerid || order.pass_id !== report.iPassId) {
        throw new ApiHttpError(400, purchaseMessages.detailsMismatch);
      }

      if (report.iPaymentStatus === 0) {
        // a dismissal is the rider's word, not the provider's: it only fails an order that nothing paid, and a
        // capture that arrives later still wins
        const result = await payments.applyPaymentUpdate({
          providerOrderId: order.provider_order_id,
          event: 'fail',
          failureReason: 'checkout dismissed',
          now: now(),
          onPassIssued,
        });
        return describeResult(result, order.provider_order_id);
      }

      const { razorpay_payment_id: paymentId, razorpay_signature: signature } = report;
      if (!paymentId || !signature) {
        const errors: Record<string, string> = {};
        if (!paymentId) errors.razorpay_payment_id = purchaseMessages.paymentIdRequired;
        if (!signature) errors.razorpay_signature = purchaseMessages.signatureRequired;
        throw new ApiHttpError(400, Object.values(errors)[0] ?? purchaseMessages.verificationFailed, errors);
      }
      if (report.razorpay_order_id && report.razorpay_order_id !== order.provider_order_id) {
        throw new ApiHttpError(400, purchaseMessages.detailsMismatch, { razorpay_order_id: purchaseMessages.detailsMismatch });
      }
      const amountPaise = readReportedAmountPaise(report.amount);
      if ((amountPaise !== undefined && amountPaise !== order.amount_paise) || (report.currency && report.currency !== order.currency)) {
        throw new ApiHttpError(400, purchaseMessages.amountMismatch, { amount: purchaseMessages.amountMismatch });
      }
      // the signature is checked against the order id we stored, never the one the report names
      if (!verifyPaymentSignature(order.provider_order_id, paymentId, signature, provider.keySecret)) {
        log.warn({ orderId: order.provider_order_id }, 'a payment status report with a wrong signature was refused');
        throw new ApiHttpError(400, purchaseMessages.verificationFailed);
      }

      const result = await payments.applyPaymentUpdate({
        providerOrderId: order.provider_order_id,
        payment: {
          id: paymentId,
          amountPaise: order.amount_paise,
          currency: order.currency,
          status: 'captured',
          source: 'checkout',
          errorDescription: null,
        },
        now: now(),
        onPassIssued,
      });
      if (result.kind === 'mismatch') throw new ApiHttpError(400, purchaseMessages.detailsMismatch);
      return describeResult(result, order.provider_order_id);
    },

    /** How an order stands, for the page that waits while a payment is confirmed; its customer id must match. */
    async readOrderStatus(providerOrderId: string, customerid: number): Promise<PaymentStatusResult> {
      const order = await payments.findOrder(providerOrderId);
      if (!order || order.id !== customerid) throw new ApiHttpError(404, purchaseMessages.orderNotFound);
      return describeOrder(order);
    },

    /**
     * A webhook delivery: the signature over the raw bytes first (nothing is read from an unsigned body), then the
     * event id (a repeat changes nothing), then the payload's order, amount and currency against the stored order.
     */
    async handleWebhook(delivery: WebhookDelivery): Promise<WebhookOutcome> {
      if (!delivery.signature || !verifyWebhookSignature(delivery.rawBody, delivery.signature, provider.webhookSecret)) {
        throw new ApiHttpError(400, purchaseMessages.webhookSignatureInvalid);
      }
      let body: unknown;
      try {
        body = JSON.parse(delivery.rawBody.toString('utf8'));
      } catch {
        throw new ApiHttpError(400, purchaseMessages.webhookBodyInvalid);
      }
      if (!isRecord(body) || typeof body.event !== 'string') throw new ApiHttpError(400, purchaseMessages.webhookBodyInvalid);
      const eventName = body.event.slice(0, 100);
      // Razorpay names each event in a header; without one, identical bytes are the same delivery
      const eventId = delivery.eventId?.slice(0, 100) || `sha256:${createHash('sha256').update(delivery.rawBody).digest('hex')}`;
      const at = now();

      if (eventName === 'refund.processed' || eventName === 'refund.failed') {
        return applyRefundWebhook(body, { id: eventId, name: eventName }, at);
      }

      const payment = readPaymentEntity(readPayloadEntity(body, 'payment'));
      if (!isHandledEvent(eventName) || !payment || !payment.order_id) {
        const fresh = await payments.recordWebhookEvent(
          { id: eventId, name: eventName, providerOrderId: payment?.order_id ?? null, outcome: 'ignored' },
          at,
        );
        return fresh
          ? { outcome: 'ignored', detail: `event ${eventName} is not acted on` }
          : { outcome: 'duplicate', detail: 'event already received' };
      }

      if (eventName === 'order.paid') {
        const orderEntity = readOrderEntity(readPayloadEntity(body, 'order'));
        if (
          orderEntity &&
          (orderEntity.id !== payment.order_id || orderEntity.amount !== payment.amount || orderEntity.currency !== payment.currency)
        ) {
          const fresh = await payments.recordWebhookEvent(
            { id: eventId, name: eventName, providerOrderId: payment.order_id, outcome: 'rejected: order and payment disagree' },
            at,
          );
          return fresh
            ? { outcome: 'rejected', detail: 'the order and the payment disagree' }
            : { outcome: 'duplicate', detail: 'event already received' };
        }
      }

      const result = await payments.applyPaymentUpdate({
        providerOrderId: payment.order_id,
        payment: {
          id: payment.id,
          amountPaise: payment.amount,
          currency: payment.currency,
          status: HANDLED_PAYMENT_EVENTS[eventName],
          source: 'webhook',
          errorDescription: payment.error_description,
        },
        webhookEvent: { id: eventId, name: eventName },
        now: at,
        onPassIssued,
      });
      switch (result.kind) {
        case 'duplicate-event':
          return { outcome: 'duplicate', detail: 'event already received' };
        case 'unknown-order':
          return { outcome: 'ignored', detail: 'the order is not ours' };
        case 'mismatch':
          log.warn({ eventId, eventName, reason: result.reason }, 'a signed webhook did not match its order and was rejected');
          return { outcome: 'rejected', detail: result.reason };
        case 'applied':
          return { outcome: 'applied', detail: `order ${result.order.status}` };
      }
    },

    /**
     * Asks the provider about an order nobody confirmed: a captured payment pays it (and issues the pass), even after
     * a failure or a dismissal, which is how a rider who closed the tab after paying still gets the pass.
     */
    async reconcileOrder(order: PaymentOrderRow): Promise<PaymentStatusResult['orderStatus']> {
      const found = (await provider.listOrderPayments(order.provider_order_id)).filter(
        (payment) => payment.orderId === order.provider_order_id,
      );
      const captured = found.find((payment) => payment.status === 'captured');
      const authorized = found.find((payment) => payment.status === 'authorized');
      const failed = found.find((payment) => payment.status === 'failed');
      const chosen = captured ?? authorized ?? failed;
      if (!chosen) return order.status;
      const result = await payments.applyPaymentUpdate({
        providerOrderId: order.provider_order_id,
        payment: {
          id: chosen.id,
          amountPaise: chosen.amountPaise,
          currency: chosen.currency,
          status: chosen === captured ? 'captured' : chosen === authorized ? 'authorized' : 'failed',
          source: 'reconciler',
          errorDescription: chosen.errorDescription,
        },
        now: now(),
        onPassIssued,
      });
      if (result.kind === 'mismatch') {
        log.warn({ orderId: order.provider_order_id, reason: result.reason }, 'the provider holds a payment that does not match the order');
        return order.status;
      }
      return result.kind === 'applied' ? result.order.status : order.status;
    },
  };
}

export type PurchaseService = ReturnType<typeof createPurchaseService>;
