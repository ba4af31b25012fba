import type { Kysely } from 'kysely';
import type { PassReceipt } from '@chalein/shared/api/types';
import type { Database } from '../db/schema';

// A pass's receipt, read afresh from the order on every request (the receipt page is never kept anywhere), so it
// says 'refunded' as soon as the provider's refund.processed has moved the order. Only what a receipt shows: the
// buyer's name, never their mobile number, e-mail or gender.

/** The receipt of a paid or refunded order (`payment_orders.id`); undefined for any other order or none. */
export async function readPassReceipt(db: Kysely<Database>, orderId: number): Promise<PassReceipt | undefined> {
  const row = await db
    .selectFrom('payment_orders')
    .innerJoin('payment_order_buyers', 'payment_order_buyers.payment_order_id', 'payment_orders.id')
    .innerJoin('issued_passes', 'issued_passes.payment_order_id', 'payment_orders.id')
    .innerJoin('passes', 'passes.id', 'payment_orders.pass_id')
    .select((eb) => [
      'payment_orders.id as orderNumber',
      'payment_orders.status as status',
      'payment_orders.amount_paise as amountPaise',
      'payment_orders.currency as currency',
      'payment_orders.paid_payment_id as paymentId',
      'payment_orders.paid_at as paidAt',
      'passes.name as passName',
      'payment_order_buyers.name as buyerName',
      'issued_passes.valid_from as validFrom',
      'issued_passes.valid_until as validUntil',
      eb
        .selectFrom('refunds')
        .select('refunds.processed_at')
        .whereRef('refunds.payment_order_id', '=', 'payment_orders.id')
        .where('refunds.status', '=', 'processed')
        .orderBy('refunds.id', 'desc')
        .limit(1)
        .as('refundedAt'),
    ])
    .where('payment_orders.id', '=', orderId)
    .where('payment_orders.status', 'in', ['paid', 'refunded'])
    .executeTakeFirst();
  // a paid order always has its payment and time (payment-repository.ts writes them with the status)
  if (!row || row.paymentId === null || row.paidAt === null || (row.status !== 'paid' && row.status !== 'refunded')) return undefined;
  return {
    orderNumber: row.orderNumber,
    passName: row.passName,
    buyerName: row.buyerName,
    amountPaise: row.amountPaise,
    currency: 'INR',
    paymentId: row.paymentId,
    paidAt: row.paidAt,
    validFrom: row.validFrom,
    validUntil: row.validUntil,
    status: row.status,
    refundedAt: row.status === 'refunded' ? (row.refundedAt ?? null) : null,
  };
}
