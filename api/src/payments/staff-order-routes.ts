import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { InvalidCursorError } from '../db/keyset-page';
import { ApiHttpError, buildResponseSchemas, buildSuccessEnvelope } from '../http/api-envelope';
import { sendCsvExport, type CsvColumn } from '../http/csv-export';
import { describeAuditActor } from '../staff/staff-accounts';
import { SIGN_IN_NEEDED, type StaffSession } from '../staff/staff-sessions';
import { REFUND_REASONS, REFUND_REASON_CODES } from './refund-reasons';
import { createPassNotices } from '../notifications/pass-notifications';
import { createRefundService, refundMessages } from './refund-service';
import { createStaffOrderRepository, type StaffOrderFilter, type StaffOrderListRow } from './staff-order-repository';
import {
  orderDetailSchema,
  orderExportQuerySchema,
  orderListQuerySchema,
  orderPageSchema,
  orderParamsSchema,
  refundBodySchema,
  refundReasonListSchema,
  refundStartedSchema,
} from './staff-order-schemas';

// The orders inbox of the staff console under /api/staff/orders (docs/decisions/0040-staff-inboxes.md, 'Orders and
// refunds'; the calls are described in payments/README.md). Registered by app.ts after the staff plugin, whose guard
// checks each route's action (staff/staff-permissions.ts) and whose store and clock these routes use.

export const ORDERS_API_PREFIX = '/api/staff/orders';

export const orderMessages = {
  notFound: 'There is no order with this id.',
  badCursor: 'The cursor is not valid. Start again from the first page.',
  badDay: 'The day is not a date of the calendar.',
  badRange: 'The first day comes after the last.',
} as const;

const IST_OFFSET = '+05:30';
const DAY_MS = 24 * 60 * 60 * 1000;

function requireSession(request: FastifyRequest): StaffSession {
  if (!request.staffSession) throw new ApiHttpError(401, SIGN_IN_NEEDED);
  return request.staffSession;
}

/** The start of a day in India, as an instant; a day that is not on the calendar (31 June) is refused. */
function readIndianDayStart(day: string, field: 'from' | 'to'): number {
  const ms = Date.parse(`${day}T00:00:00${IST_OFFSET}`);
  if (Number.isNaN(ms) || new Date(ms + 5.5 * 60 * 60 * 1000).toISOString().slice(0, 10) !== day) {
    throw new ApiHttpError(400, orderMessages.badDay, { [field]: orderMessages.badDay });
  }
  return ms;
}

/** The query's filters as the repository reads them: days in India become instants, `to` taking its whole day. */
function readOrderFilter(query: { status?: StaffOrderFilter['status']; mobile?: string; from?: string; to?: string }): StaffOrderFilter {
  const from = query.from === undefined ? undefined : readIndianDayStart(query.from, 'from');
  const to = query.to === undefined ? undefined : readIndianDayStart(query.to, 'to') + DAY_MS;
  if (from !== undefined && to !== undefined && from >= to)
    throw new ApiHttpError(400, orderMessages.badRange, { from: orderMessages.badRange });
  return {
    status: query.status,
    mobile: query.mobile,
    from: from === undefined ? undefined : new Date(from).toISOString(),
    to: to === undefined ? undefined : new Date(to).toISOString(),
  };
}

const rupees = (paise: number) => (paise / 100).toFixed(2);

const EXPORT_COLUMNS: readonly CsvColumn<StaffOrderListRow>[] = [
  { header: 'Order', read: (row) => row.id },
  { header: 'Provider order', read: (row) => row.providerOrderId },
  { header: 'Created at', read: (row) => row.createdAt },
  { header: 'Status', read: (row) => row.status },
  { header: 'Amount (INR)', read: (row) => rupees(row.amountPaise) },
  { header: 'Pass', read: (row) => row.passName },
  { header: 'Buyer', read: (row) => row.buyerName },
  { header: 'Mobile', read: (row) => row.buyerMobile },
  { header: 'Email', read: (row) => row.buyerEmail },
  { header: 'Paid at', read: (row) => row.paidAt },
  { header: 'Payment', read: (row) => row.paidPaymentId },
  { header: 'Refund', read: (row) => row.refundStatus },
];

export const staffOrderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { store, clock } = app.staff;
  const orders = createStaffOrderRepository(app.db);
  const refundService = createRefundService({
    refunds: app.repositories.refunds,
    provider: app.payments.provider,
    store,
    log: app.log,
    notices: createPassNotices(app.signedLinks),
  });

  // '' rather than '/': the list is /api/staff/orders itself, one route (not a second one with a trailing slash)
  app.get(
    '',
    {
      schema: { querystring: orderListQuerySchema, response: buildResponseSchemas(orderPageSchema) },
      config: { staffAction: 'staff.orders.list' },
    },
    async (request) => {
      const { cursor, limit = 50, ...filters } = request.query;
      try {
        const page = await orders.listOrders(readOrderFilter(filters), { limit, cursor });
        return buildSuccessEnvelope({ orders: page.rows, nextCursor: page.nextCursor });
      } catch (error) {
        if (error instanceof InvalidCursorError) throw new ApiHttpError(400, orderMessages.badCursor, { cursor: orderMessages.badCursor });
        throw error;
      }
    },
  );

  app.get(
    '/export.csv',
    { schema: { querystring: orderExportQuerySchema }, config: { staffAction: 'staff.orders.export' } },
    async (request, reply) => {
      const session = requireSession(request);
      const filter = readOrderFilter(request.query);
      // audited before the first byte: what was exported and by whom, never the mobile number asked for
      await store.recordAuditEvent(
        store.db,
        {
          ...describeAuditActor(request, session),
          action: 'staff.orders.export',
          target: null,
          outcome: 'success',
          details: {
            status: filter.status ?? null,
            from: request.query.from ?? null,
            to: request.query.to ?? null,
            byMobile: filter.mobile !== undefined,
          },
        },
        clock.now(),
      );
      const stamp = new Date(clock.now()).toISOString().slice(0, 10);
      return sendCsvExport(reply, { filename: `orders-${stamp}.csv`, columns: EXPORT_COLUMNS, rows: orders.iterateOrders(filter) });
    },
  );

  app.get(
    '/refund-reasons',
    { schema: { response: buildResponseSchemas(refundReasonListSchema) }, config: { staffAction: 'staff.orders.read' } },
    async () => {
      return buildSuccessEnvelope({
        reasons: REFUND_REASON_CODES.map((code) => ({ code, label: REFUND_REASONS[code], noteRequired: code === 'other' })),
      });
    },
  );

  app.get(
    '/:id',
    {
      schema: { params: orderParamsSchema, response: buildResponseSchemas(orderDetailSchema) },
      config: { staffAction: 'staff.orders.read' },
    },
    async (request) => {
      const detail = await orders.readOrderDetail(request.params.id, new Date(clock.now()));
      if (!detail) throw new ApiHttpError(404, orderMessages.notFound);
      return buildSuccessEnvelope(detail);
    },
  );

  app.post(
    '/:id/refund',
    {
      schema: { params: orderParamsSchema, body: refundBodySchema, response: buildResponseSchemas(refundStartedSchema, [202]) },
      config: { staffAction: 'staff.orders.refund' },
    },
    async (request, reply) => {
      const session = requireSession(request);
      const note = request.body.note?.trim() || null;
      const refund = await refundService.requestRefund({
        orderId: request.params.id,
        reasonCode: request.body.reason,
        reasonNote: note,
        staffUserId: session.user.id,
        actor: describeAuditActor(request, session),
        now: new Date(clock.now()),
      });
      reply.code(202);
      return buildSuccessEnvelope(
        {
          refund: {
            id: refund.id,
            providerRefundId: refund.provider_refund_id,
            status: refund.status,
            amountPaise: refund.amount_paise,
            currency: refund.currency,
            reasonCode: refund.reason_code ?? request.body.reason,
          },
        },
        refundMessages.started,
      );
    },
  );
};
