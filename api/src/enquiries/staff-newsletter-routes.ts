import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Kysely } from 'kysely';
import { fetchKeysetPage, InvalidCursorError, iterateKeysetRows, type KeysetOrder } from '../db/keyset-page';
import type { Database } from '../db/schema';
import { sendCsvExport } from '../http/csv-export';
import { ApiHttpError, buildResponseSchemas, buildSuccessEnvelope } from '../http/api-envelope';
import { describeAuditActor } from '../staff/staff-accounts';
import {
  newsletterExportQuerySchema,
  newsletterListQuerySchema,
  subscriberPageSchema,
  subscriberParamsSchema,
  unsubscribedSchema,
} from './staff-inbox-schemas';
import { matchContaining } from './search-pattern';
import { requireStaffSession } from './staff-request-session';

// The newsletter's subscribers in the staff console (api/src/enquiries/README.md lists the calls). Unsubscribing
// deletes the address (docs/decisions/0040-staff-inboxes.md): a person who withdrew their consent leaves nothing to
// mail or export, and subscribing again makes a new row.

export const NEWSLETTER_API_PREFIX = '/api/staff/newsletter';

export const SUBSCRIBER_NOT_FOUND = 'There is no such subscriber.';

const DEFAULT_PAGE_SIZE = 50;

interface SubscriberRow {
  id: number;
  email: string;
  created_at: string;
}

const NEWEST_FIRST: KeysetOrder<SubscriberRow> = {
  sortColumn: 'created_at',
  idColumn: 'id',
  direction: 'desc',
  readPosition: (row) => ({ sort: row.created_at, id: row.id }),
};

/** Addresses are stored lower-cased: the search is too, taking its own %, _ and \ literally. */
function selectSubscribers(db: Kysely<Database>, search: string | undefined) {
  const query = db.selectFrom('newsletter_subscriptions').select(['id', 'email', 'created_at']);
  return search === undefined ? query : query.where(matchContaining('email', search));
}

function formatSubscriberTarget(id: number): string {
  return `newsletter:${id}`;
}

export const staffNewsletterRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { store: staffStore, clock } = app.staff;

  app.get(
    '',
    {
      schema: { querystring: newsletterListQuerySchema, response: buildResponseSchemas(subscriberPageSchema) },
      config: { staffAction: 'staff.newsletter.list' },
    },
    async (request) => {
      const { q, cursor, limit = DEFAULT_PAGE_SIZE } = request.query;
      try {
        const page = await fetchKeysetPage(selectSubscribers(app.db, q), { ...NEWEST_FIRST, cursor, limit });
        return buildSuccessEnvelope({
          subscribers: page.rows.map((row) => ({ id: row.id, email: row.email, subscribedAt: row.created_at })),
          nextCursor: page.nextCursor,
        });
      } catch (error) {
        if (error instanceof InvalidCursorError) throw new ApiHttpError(400, error.message, { cursor: error.message });
        throw error;
      }
    },
  );

  app.get(
    '/export.csv',
    { schema: { querystring: newsletterExportQuerySchema }, config: { staffAction: 'staff.newsletter.export' } },
    async (request, reply) => {
      const session = requireStaffSession(request);
      const { q } = request.query;
      const counted = await selectSubscribers(app.db, q)
        .clearSelect()
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();
      // one event for the whole file, before its first byte; the search is part of an address, so only its presence
      await staffStore.recordAuditEvent(
        app.db,
        {
          ...describeAuditActor(request, session),
          action: 'staff.newsletter.export',
          target: null,
          outcome: 'success',
          details: { search: q !== undefined, rows: Number(counted.count) },
        },
        clock.now(),
      );
      const day = new Date(clock.now()).toISOString().slice(0, 10);
      return sendCsvExport(reply, {
        filename: `newsletter-${day}.csv`,
        columns: [
          { header: 'Email', read: (row) => row.email },
          { header: 'Subscribed at', read: (row) => row.created_at },
        ],
        rows: iterateKeysetRows(selectSubscribers(app.db, q), NEWEST_FIRST),
      });
    },
  );

  app.post(
    '/:id/unsubscribe',
    {
      schema: { params: subscriberParamsSchema, response: buildResponseSchemas(unsubscribedSchema) },
      config: { staffAction: 'staff.newsletter.unsubscribe' },
    },
    async (request) => {
      const session = requireStaffSession(request);
      const { id } = request.params;
      const nowMs = clock.now();
      await app.db.transaction().execute(async (trx) => {
        const deleted = await trx.deleteFrom('newsletter_subscriptions').where('id', '=', id).executeTakeFirst();
        if (Number(deleted.numDeletedRows) === 0) throw new ApiHttpError(404, SUBSCRIBER_NOT_FOUND);
        await staffStore.recordAuditEvent(
          trx,
          {
            ...describeAuditActor(request, session),
            action: 'staff.newsletter.unsubscribe',
            target: formatSubscriberTarget(id),
            outcome: 'success',
          },
          nowMs,
        );
      });
      return buildSuccessEnvelope({ id });
    },
  );
};
