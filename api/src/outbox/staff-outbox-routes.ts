import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { fetchKeysetPage, InvalidCursorError, type KeysetOrder } from '../db/keyset-page';
import type { OutboxMessageStatus } from '../db/schema';
import { ApiHttpError, buildResponseSchemas, buildSuccessEnvelope } from '../http/api-envelope';
import { requireStaffSession } from '../enquiries/staff-request-session';
import { describeAuditActor } from '../staff/staff-accounts';
import { createOutboxRepository, type OutboxRow } from './outbox-repository';
import {
  outboxCountsSchema,
  outboxListQuerySchema,
  outboxPageSchema,
  outboxParamsSchema,
  outboxRetriedSchema,
} from './staff-outbox-schemas';

// The outbox in the staff console, for admins (docs/decisions/0045-outbox.md): one state's messages at a time in
// keyset pages, newest first (the index on (status, created_at, id)), the count of each state, and a dead message
// sent again, which the audit trail records.

export const OUTBOX_API_PREFIX = '/api/staff/outbox';

export const OUTBOX_MESSAGE_NOT_FOUND = 'There is no such message in the outbox.';
export const OUTBOX_MESSAGE_NOT_DEAD = 'Only a dead message can be retried; this one is not dead.';

const DEFAULT_PAGE_SIZE = 50;

type ListedRow = Omit<OutboxRow, 'idempotency_key' | 'claimed_by' | 'claim_expires_at' | 'updated_at'>;

const NEWEST_FIRST: KeysetOrder<ListedRow> = {
  sortColumn: 'created_at',
  idColumn: 'id',
  direction: 'desc',
  readPosition: (row) => ({ sort: row.created_at, id: row.id }),
};

/** The subject of a mail, the text of an SMS: what the message says, without its HTML. */
function summarise(row: ListedRow): string {
  try {
    const content = JSON.parse(row.content) as { subject?: unknown; text?: unknown };
    const summary = row.channel === 'email' ? content.subject : content.text;
    return typeof summary === 'string' ? summary : '';
  } catch {
    return '';
  }
}

export const staffOutboxRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { store: staffStore, clock } = app.staff;

  app.get(
    '',
    {
      schema: { querystring: outboxListQuerySchema, response: buildResponseSchemas(outboxPageSchema) },
      config: { staffAction: 'staff.outbox.read' },
    },
    async (request) => {
      const { status, cursor, limit = DEFAULT_PAGE_SIZE } = request.query;
      const query = app.db
        .selectFrom('outbox_messages')
        .select([
          'id',
          'kind',
          'channel',
          'recipient',
          'content',
          'status',
          'attempts',
          'last_error',
          'created_at',
          'next_attempt_at',
          'sent_at',
        ])
        .where('status', '=', status);
      try {
        const page = await fetchKeysetPage(query, { ...NEWEST_FIRST, cursor, limit });
        return buildSuccessEnvelope({
          messages: page.rows.map((row) => ({
            id: row.id,
            kind: row.kind,
            channel: row.channel,
            recipient: row.recipient,
            summary: summarise(row),
            status: row.status,
            attempts: row.attempts,
            lastError: row.last_error,
            createdAt: row.created_at,
            nextAttemptAt: row.next_attempt_at,
            sentAt: row.sent_at,
          })),
          nextCursor: page.nextCursor,
        });
      } catch (error) {
        if (error instanceof InvalidCursorError) throw new ApiHttpError(400, error.message, { cursor: error.message });
        throw error;
      }
    },
  );

  app.get(
    '/counts',
    { schema: { response: buildResponseSchemas(outboxCountsSchema) }, config: { staffAction: 'staff.outbox.read' } },
    async () => {
      const rows = await app.db
        .selectFrom('outbox_messages')
        .select((eb) => ['status', eb.fn.countAll<number | string>().as('count')])
        .groupBy('status')
        .execute();
      const counts: Record<OutboxMessageStatus, number> = { pending: 0, sending: 0, sent: 0, failed: 0, dead: 0, unsent: 0 };
      for (const row of rows) counts[row.status] = Number(row.count);
      return buildSuccessEnvelope({ counts });
    },
  );

  app.post(
    '/:id/retry',
    {
      schema: { params: outboxParamsSchema, response: buildResponseSchemas(outboxRetriedSchema) },
      config: { staffAction: 'staff.outbox.retry' },
    },
    async (request) => {
      const session = requireStaffSession(request);
      const { id } = request.params;
      const nowMs = clock.now();
      await app.db.transaction().execute(async (trx) => {
        const row = await trx.selectFrom('outbox_messages').select(['status', 'kind']).where('id', '=', id).executeTakeFirst();
        if (row === undefined) throw new ApiHttpError(404, OUTBOX_MESSAGE_NOT_FOUND);
        if (row.status !== 'dead' || !(await createOutboxRepository(trx).retryDead(id, new Date(nowMs)))) {
          throw new ApiHttpError(409, OUTBOX_MESSAGE_NOT_DEAD);
        }
        await staffStore.recordAuditEvent(
          trx,
          {
            ...describeAuditActor(request, session),
            action: 'staff.outbox.retry',
            target: `outbox:${id}`,
            outcome: 'success',
            details: { kind: row.kind },
          },
          nowMs,
        );
      });
      return buildSuccessEnvelope({ id });
    },
  );
};
