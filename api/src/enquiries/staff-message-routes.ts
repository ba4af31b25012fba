import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { InvalidCursorError, type KeysetPage } from '../db/keyset-page';
import type { MessageKind } from '../db/schema';
import { sendCsvExport, type CsvColumn } from '../http/csv-export';
import { ApiHttpError, buildResponseSchemas, buildSuccessEnvelope } from '../http/api-envelope';
import { describeAuditActor } from '../staff/staff-accounts';
import type { StaffSession } from '../staff/staff-sessions';
import { formatMessageTarget, selectVisibleKinds } from './message-kinds';
import {
  messageExportQuerySchema,
  messageListQuerySchema,
  messageNoteBodySchema,
  messageNoteResultSchema,
  messagePageSchema,
  messageParamsSchema,
  messageResultSchema,
  messageStatusBodySchema,
} from './staff-inbox-schemas';
import { createStaffMessageStore, type MessageDetail, type MessageFilter, type MessageSummary } from './staff-message-store';
import { requireStaffSession } from './staff-request-session';

// The staff inbox of contact messages, investor enquiries and support tickets (api/src/enquiries/README.md lists
// the calls; docs/decisions/0040-staff-inboxes.md says why they are so). Each person sees the kinds their roles
// cover (message-kinds.ts): the list is limited to them, asking for another kind by name is a 403, and a message of
// another kind is a 404, as if it did not exist. Every change and every export is audited in its own transaction.

export const MESSAGES_API_PREFIX = '/api/staff/messages';

export const MESSAGE_NOT_FOUND = 'There is no such message.';
export const KIND_NOT_ALLOWED = 'Your roles do not allow this kind of message.';

const DEFAULT_PAGE_SIZE = 50;

type MessageQuery = {
  kind?: MessageKind;
  status?: MessageFilter['status'];
  from?: string;
  to?: string;
  q?: string;
  assignee?: 'me' | 'none';
};

/** The filter of a list or export: its kinds narrowed to the person's, refused when it names one they lack. */
function buildMessageFilter(session: StaffSession, query: MessageQuery): MessageFilter {
  const visible = selectVisibleKinds(session.user.roles);
  if (query.kind !== undefined && !visible.includes(query.kind)) throw new ApiHttpError(403, KIND_NOT_ALLOWED);
  return {
    kinds: query.kind === undefined ? visible : [query.kind],
    status: query.status,
    from: query.from === undefined ? undefined : new Date(query.from).toISOString(),
    to: query.to === undefined ? undefined : new Date(query.to).toISOString(),
    search: query.q,
    assigneeId: query.assignee === undefined ? undefined : query.assignee === 'me' ? session.user.id : null,
  };
}

/** Filters as the trail records them: the search text is what someone typed about a person, so only its presence. */
function describeFilter(filter: MessageFilter) {
  return {
    kinds: [...filter.kinds],
    status: filter.status ?? null,
    from: filter.from ?? null,
    to: filter.to ?? null,
    search: filter.search !== undefined,
    assigneeId: filter.assigneeId === undefined ? null : (filter.assigneeId ?? 'none'),
  };
}

const EXPORT_COLUMNS: readonly CsvColumn<MessageDetail>[] = [
  { header: 'Kind', read: (row) => row.kind },
  { header: 'Reference', read: (row) => row.reference },
  { header: 'Received at', read: (row) => row.receivedAt },
  { header: 'Status', read: (row) => row.status },
  { header: 'Assignee', read: (row) => row.assignee?.name },
  { header: 'Name', read: (row) => row.name },
  { header: 'Email', read: (row) => row.email },
  { header: 'Phone', read: (row) => row.phone },
  { header: 'Alternative phone', read: (row) => row.alternativePhone },
  { header: 'Address', read: (row) => row.address },
  { header: 'Ticket type', read: (row) => row.ticketType },
  { header: 'Subject', read: (row) => row.subject },
  { header: 'Message', read: (row) => row.text },
  { header: 'Consent at', read: (row) => row.consentAt },
];

export const staffMessageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { store: staffStore, clock } = app.staff;
  const store = createStaffMessageStore(app.db);

  /** The message when the person may see its kind; a 404 otherwise, the same as for one that does not exist. */
  function requireVisibleKind(session: StaffSession, kind: MessageKind): void {
    if (!selectVisibleKinds(session.user.roles).includes(kind)) throw new ApiHttpError(404, MESSAGE_NOT_FOUND);
  }

  async function readMessageOrFail(kind: MessageKind, id: number) {
    const found = await store.findMessage(app.db, kind, id);
    if (!found) throw new ApiHttpError(404, MESSAGE_NOT_FOUND);
    return found;
  }

  /** Runs `change` on the locked handling row and records it, in one transaction. */
  async function changeMessage(
    request: FastifyRequest,
    kind: MessageKind,
    id: number,
    action: string,
    change: (
      trx: typeof app.db,
      handling: { id: number; status: string; assignee_id: number | null },
      now: string,
    ) => Promise<Record<string, string | number | null>>,
  ) {
    const session = requireStaffSession(request);
    requireVisibleKind(session, kind);
    const nowMs = clock.now();
    const now = new Date(nowMs).toISOString();
    await app.db.transaction().execute(async (trx) => {
      const handling = await store.lockHandling(trx, kind, id);
      if (!handling) throw new ApiHttpError(404, MESSAGE_NOT_FOUND);
      const details = await change(trx, handling, now);
      await staffStore.recordAuditEvent(
        trx,
        { ...describeAuditActor(request, session), action, target: formatMessageTarget(kind, id), outcome: 'success', details },
        nowMs,
      );
    });
    return buildSuccessEnvelope(await readMessageOrFail(kind, id));
  }

  app.get(
    '',
    {
      schema: { querystring: messageListQuerySchema, response: buildResponseSchemas(messagePageSchema) },
      config: { staffAction: 'staff.messages.list' },
    },
    async (request) => {
      const filter = buildMessageFilter(requireStaffSession(request), request.query);
      let page: KeysetPage<MessageSummary>;
      try {
        page = await store.listMessages(filter, { cursor: request.query.cursor, limit: request.query.limit ?? DEFAULT_PAGE_SIZE });
      } catch (error) {
        if (error instanceof InvalidCursorError) throw new ApiHttpError(400, error.message, { cursor: error.message });
        throw error;
      }
      return buildSuccessEnvelope({ messages: page.rows, nextCursor: page.nextCursor });
    },
  );

  app.get(
    '/export.csv',
    { schema: { querystring: messageExportQuerySchema }, config: { staffAction: 'staff.messages.export' } },
    async (request, reply) => {
      const session = requireStaffSession(request);
      const filter = buildMessageFilter(session, request.query);
      const rows = await store.countMessages(filter);
      // one event for the whole file, before its first byte: a download cut short is still on the trail
      await staffStore.recordAuditEvent(
        app.db,
        {
          ...describeAuditActor(request, session),
          action: 'staff.messages.export',
          target: null,
          outcome: 'success',
          details: { ...describeFilter(filter), rows },
        },
        clock.now(),
      );
      const day = new Date(clock.now()).toISOString().slice(0, 10);
      return sendCsvExport(reply, { filename: `messages-${day}.csv`, columns: EXPORT_COLUMNS, rows: store.iterateMessages(filter) });
    },
  );

  app.get(
    '/:kind/:id',
    {
      schema: { params: messageParamsSchema, response: buildResponseSchemas(messageResultSchema) },
      config: { staffAction: 'staff.messages.read' },
    },
    async (request) => {
      requireVisibleKind(requireStaffSession(request), request.params.kind);
      return buildSuccessEnvelope(await readMessageOrFail(request.params.kind, request.params.id));
    },
  );

  app.post(
    '/:kind/:id/status',
    {
      schema: { params: messageParamsSchema, body: messageStatusBodySchema, response: buildResponseSchemas(messageResultSchema) },
      config: { staffAction: 'staff.messages.update' },
    },
    async (request) => {
      const { kind, id } = request.params;
      const { status } = request.body;
      return changeMessage(request, kind, id, 'staff.messages.status', async (trx, handling, now) => {
        await store.updateHandling(trx, handling.id, { status }, now);
        return { statusBefore: handling.status, status };
      });
    },
  );

  app.post(
    '/:kind/:id/assign',
    {
      schema: { params: messageParamsSchema, response: buildResponseSchemas(messageResultSchema) },
      config: { staffAction: 'staff.messages.update' },
    },
    async (request) => {
      const { kind, id } = request.params;
      const assigneeId = requireStaffSession(request).user.id;
      return changeMessage(request, kind, id, 'staff.messages.assign', async (trx, handling, now) => {
        await store.updateHandling(trx, handling.id, { assigneeId }, now);
        return { assigneeBefore: handling.assignee_id, assignee: assigneeId };
      });
    },
  );

  app.post(
    '/:kind/:id/unassign',
    {
      schema: { params: messageParamsSchema, response: buildResponseSchemas(messageResultSchema) },
      config: { staffAction: 'staff.messages.update' },
    },
    async (request) => {
      const { kind, id } = request.params;
      return changeMessage(request, kind, id, 'staff.messages.unassign', async (trx, handling, now) => {
        await store.updateHandling(trx, handling.id, { assigneeId: null }, now);
        return { assigneeBefore: handling.assignee_id, assignee: null };
      });
    },
  );

  app.post(
    '/:kind/:id/notes',
    {
      schema: { params: messageParamsSchema, body: messageNoteBodySchema, response: buildResponseSchemas(messageNoteResultSchema, [201]) },
      config: { staffAction: 'staff.messages.note' },
    },
    async (request, reply) => {
      const { kind, id } = request.params;
      const session = requireStaffSession(request);
      let noteId = 0;
      const text = request.body.text.trim();
      const result = await changeMessage(request, kind, id, 'staff.messages.note', async (trx, handling, now) => {
        noteId = await store.addNote(trx, handling.id, session.user.id, text, now);
        // the note's words are about a person: the trail keeps its id and length
        return { noteId, length: text.length };
      });
      const note = result.data?.notes.find((entry) => entry.id === noteId);
      if (!note) throw new Error('a note just added was not read back');
      reply.code(201);
      return buildSuccessEnvelope({ note });
    },
  );
};
