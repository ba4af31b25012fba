import type { OrderStatus, StoredPaymentStatus } from '../db/schema';

// The forward-only state machines of docs/decisions/0004-payments.md. An order goes created -> attempted -> paid | failed,
// then paid -> refunded, and never back; a capture that arrives after a failure still wins, because money that was
// taken must give the rider a pass. Events can arrive in any order (webhooks are not ordered), so each one only ever moves forward.

export type OrderEvent = 'attempt' | 'fail' | 'capture' | 'refund';

// refunded is last: once the money went back, no late capture or failure report moves the order again
const orderRank: Readonly<Record<OrderStatus, number>> = { created: 0, attempted: 1, failed: 2, paid: 3, refunded: 4 };
const eventTarget: Readonly<Record<OrderEvent, OrderStatus>> = {
  attempt: 'attempted',
  fail: 'failed',
  capture: 'paid',
  refund: 'refunded',
};

/**
 * The status after `event`: the event's target when that is further along, otherwise the current status. Only a
 * paid order can be refunded: a refund names the captured payment that paid it.
 */
export function selectNextOrderStatus(current: OrderStatus, event: OrderEvent): OrderStatus {
  if (event === 'refund' && current !== 'paid') return current;
  const target = eventTarget[event];
  return orderRank[target] > orderRank[current] ? target : current;
}

// A payment: authorized, then captured or failed; a capture beats a failure here too (a late capture webhook).
const paymentRank: Readonly<Record<StoredPaymentStatus, number>> = { authorized: 0, failed: 1, captured: 2 };

export function selectNextPaymentStatus(current: StoredPaymentStatus, incoming: StoredPaymentStatus): StoredPaymentStatus {
  return paymentRank[incoming] > paymentRank[current] ? incoming : current;
}

/** The order event a payment's status stands for. */
export function selectOrderEvent(paymentStatus: StoredPaymentStatus): OrderEvent {
  if (paymentStatus === 'captured') return 'capture';
  if (paymentStatus === 'failed') return 'fail';
  return 'attempt';
}
