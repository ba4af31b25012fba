import type { Kysely } from 'kysely';
import type { Database, OrderStatus } from '../db/schema';
import { fetchKeysetPage, iterateKeysetRows, type KeysetOrder, type KeysetPage } from '../db/keyset-page';
import { isIssuedPassValid } from './pass-validity';

// What finance and admins read about pass orders (docs/decisions/0040-staff-inboxes.md, 'Orders and refunds'): the
// list, newest first and paged by keyset over (created_at, id), which the indexes of migration 0012 serve whole, by
// status and by the buyer's mobile number; an order's detail with everything the payment tables hold about it; and
// the same list, every row, for the CSV export.

export interface StaffOrderFilter {
  status?: OrderStatus | undefined;
  /** the buyer's 10-digit mobile number */
  mobile?: string | undefined;
  /** ISO 8601 instants: created at or after `from`, before `to` */
  from?: string | undefined;
  to?: string | undefined;
}

export interface StaffOrderListRow {
  id: number;
  providerOrderId: string;
  provider: string;
  status: OrderStatus;
  amountPaise: number;
  currency: string;
  createdAt: string;
  paidAt: string | null;
  passId: number;
  passName: string;
  buyerName: string;
  buyerMobile: string;
  buyerEmail: string;
  paidPaymentId: string | null;
  /** the latest refund's status, or null when the order was never refunded */
  refundStatus: string | null;
}

const LIST_ORDER: KeysetOrder<StaffOrderListRow> = {
  sortColumn: 'payment_orders.created_at',
  idColumn: 'payment_orders.id',
  direction: 'desc',
  readPosition: (row) => ({ sort: row.createdAt, id: row.id }),
};

function selectOrderList(db: Kysely<Database>, filter: StaffOrderFilter) {
  let query = db
    .selectFrom('payment_orders')
    .innerJoin('payment_order_buyers', 'payment_order_buyers.payment_order_id', 'payment_orders.id')
    .innerJoin('passes', 'passes.id', 'payment_orders.pass_id')
    .select((eb) => [
      'payment_orders.id as id',
      'payment_orders.provider_order_id as providerOrderId',
      'payment_orders.provider as provider',
      'payment_orders.status as status',
      'payment_orders.amount_paise as amountPaise',
      'payment_orders.currency as currency',
      'payment_orders.created_at as createdAt',
      'payment_orders.paid_at as paidAt',
      'payment_orders.paid_payment_id as paidPaymentId',
      'passes.id as passId',
      'passes.name as passName',
      'payment_order_buyers.name as buyerName',
      'payment_order_buyers.mobile as buyerMobile',
      'payment_order_buyers.email as buyerEmail',
      eb
        .selectFrom('refunds')
        .select('refunds.status')
        .whereRef('refunds.payment_order_id', '=', 'payment_orders.id')
        .orderBy('refunds.id', 'desc')
        .limit(1)
        .as('refundStatus'),
    ]);
  if (filter.status !== undefined) query = query.where('payment_orders.status', '=', filter.status);
  if (filter.mobile !== undefined) query = query.where('payment_order_buyers.mobile', '=', filter.mobile);
  if (filter.from !== undefined) query = query.where('payment_orders.created_at', '>=', filter.from);
  if (filter.to !== undefined) query = query.where('payment_orders.created_at', '<', filter.to);
  return query;
}

export function createStaffOrderRepository(db: Kysely<Database>) {
  return {
    /** One page of the filtered list, newest first. An edited or foreign cursor throws InvalidCursorError. */
    async listOrders(
      filter: StaffOrderFilter,
      page: { limit: number; cursor?: string | undefined },
    ): Promise<KeysetPage<StaffOrderListRow>> {
      return fetchKeysetPage(selectOrderList(db, filter), { ...LIST_ORDER, ...page });
    },

    /** Every row of the filtered list, newest first, read a batch at a time (the CSV export). */
    iterateOrders(filter: StaffOrderFilter): AsyncGenerator<StaffOrderListRow, void, undefined> {
      return iterateKeysetRows(selectOrderList(db, filter), LIST_ORDER);
    },

    /** The order with its buyer, pass, issued pass, payments, webhooks and refunds; undefined when there is none. */
    async readOrderDetail(orderId: number, now: Date) {
      const order = await selectOrderList(db, {}).where('payment_orders.id', '=', orderId).executeTakeFirst();
      if (!order) return undefined;
      const [buyer, pass, issued, payments, webhooks, refunds] = await Promise.all([
        db
          .selectFrom('payment_order_buyers')
          .select(['name', 'mobile', 'email', 'gender', 'consent_at as consentAt'])
          .where('payment_order_id', '=', orderId)
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('passes')
          .innerJoin('payment_orders', 'payment_orders.pass_id', 'passes.id')
          .select(['passes.id as id', 'passes.name as name', 'passes.validity as validity', 'passes.price_paise as pricePaise'])
          .where('payment_orders.id', '=', orderId)
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('issued_passes')
          .select(['valid_from as validFrom', 'valid_until as validUntil', 'issued_at as issuedAt', 'revoked_at as revokedAt'])
          .where('payment_order_id', '=', orderId)
          .executeTakeFirst(),
        db
          .selectFrom('payments')
          .select([
            'id',
            'amount_paise as amountPaise',
            'currency',
            'status',
            'source',
            'error_description as errorDescription',
            'created_at as createdAt',
            'updated_at as updatedAt',
          ])
          .where('payment_order_id', '=', orderId)
          .orderBy('created_at')
          .orderBy('id')
          .execute(),
        db
          .selectFrom('webhook_events')
          .select(['event_id as eventId', 'event', 'outcome', 'received_at as receivedAt'])
          .where('provider_order_id', '=', order.providerOrderId)
          .orderBy('received_at')
          .orderBy('event_id')
          .execute(),
        db
          .selectFrom('refunds')
          .leftJoin('staff_users', 'staff_users.id', 'refunds.requested_by')
          .select([
            'refunds.id as id',
            'refunds.provider_refund_id as providerRefundId',
            'refunds.payment_id as paymentId',
            'refunds.amount_paise as amountPaise',
            'refunds.currency as currency',
            'refunds.status as status',
            'refunds.reason_code as reasonCode',
            'refunds.reason_note as reasonNote',
            'refunds.requested_by as requestedById',
            'staff_users.name as requestedByName',
            'refunds.requested_at as requestedAt',
            'refunds.processed_at as processedAt',
            'refunds.failure_reason as failureReason',
          ])
          .where('refunds.payment_order_id', '=', orderId)
          .orderBy('refunds.id')
          .execute(),
      ]);
      return {
        order,
        buyer,
        pass,
        issuedPass: issued ? { ...issued, valid: isIssuedPassValid(issued, now) } : null,
        payments,
        webhooks,
        refunds,
      };
    },
  };
}

export type StaffOrderRepository = ReturnType<typeof createStaffOrderRepository>;
export type StaffOrderDetail = NonNullable<Awaited<ReturnType<StaffOrderRepository['readOrderDetail']>>>;
