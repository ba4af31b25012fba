import type { Static } from '@sinclair/typebox';
import type { Kysely, Selectable } from 'kysely';
import { fetchKeysetPage, type KeysetOrder, type KeysetPage } from '../db/keyset-page';
import { lockForUpdate } from '../db/portable-sql';
import type { Database, MessageHandlingTable, MessageKind, MessageStatus } from '../db/schema';
import { MESSAGE_KINDS } from './message-kinds';
import { matchContaining } from './search-pattern';
import type { messageDetailSchema, messageNoteSchema, messageSummarySchema } from './staff-inbox-schemas';

// What the staff messages inbox reads and writes (migration 0010-message-handling). A list page is read from
// message_handling alone, through the index that fits its filters, and only then are the page's rows joined to
// their messages: one query by id per kind, whatever the depth of the page.

export type MessageSummary = Static<typeof messageSummarySchema>;
export type MessageDetail = Static<typeof messageDetailSchema>;
export type MessageNote = Static<typeof messageNoteSchema>;

export interface MessageFilter {
  /** the kinds to list: the one asked for, or every kind the person sees */
  kinds: readonly MessageKind[];
  status?: MessageStatus | undefined;
  /** ISO 8601 instants: received at or after `from`, before `to` */
  from?: string | undefined;
  to?: string | undefined;
  /** matched anywhere in the message's searchable text, any case */
  search?: string | undefined;
  /** a staff account's id, or null for messages nobody has taken */
  assigneeId?: number | null | undefined;
}

type HandlingRow = Pick<Selectable<MessageHandlingTable>, 'id' | 'kind' | 'message_id' | 'received_at' | 'status' | 'assignee_id'>;

const NEWEST_FIRST: KeysetOrder<HandlingRow> = {
  sortColumn: 'message_handling.received_at',
  idColumn: 'message_handling.id',
  direction: 'desc',
  readPosition: (row) => ({ sort: row.received_at, id: row.id }),
};

const PREVIEW_LENGTH = 160;

interface MessageContent {
  reference: string;
  name: string | null;
  email: string | null;
  phone: string | null;
  alternativePhone: string | null;
  address: string | null;
  ticketType: string | null;
  subject: string | null;
  text: string;
  consentAt: string | null;
}

function formatKey(kind: MessageKind, id: number): string {
  return `${kind}:${id}`;
}

export function createStaffMessageStore(db: Kysely<Database>) {
  function selectHandling(executor: Kysely<Database>, filter: MessageFilter) {
    let query = executor
      .selectFrom('message_handling')
      .select([
        'message_handling.id',
        'message_handling.kind',
        'message_handling.message_id',
        'message_handling.received_at',
        'message_handling.status',
        'message_handling.assignee_id',
      ]);
    // One kind: `kind =` seeks the (kind, received_at, id) index. Two of the three: named by the one left out, since
    // `kind in (a, b)` leads SQLite to that index too, and it then sorts every row of both kinds for one page; `not
    // in` is no seek, so the page is read from the (received_at, id) index, the left-out kind skipped on the way.
    if (filter.kinds.length === 1) query = query.where('message_handling.kind', '=', filter.kinds[0]!);
    else if (filter.kinds.length < MESSAGE_KINDS.length) {
      const excluded = MESSAGE_KINDS.filter((kind) => !filter.kinds.includes(kind));
      query = query.where('message_handling.kind', 'not in', excluded);
    }
    if (filter.status !== undefined) query = query.where('message_handling.status', '=', filter.status);
    if (filter.from !== undefined) query = query.where('message_handling.received_at', '>=', filter.from);
    if (filter.to !== undefined) query = query.where('message_handling.received_at', '<', filter.to);
    if (filter.assigneeId === null) query = query.where('message_handling.assignee_id', 'is', null);
    else if (filter.assigneeId !== undefined) query = query.where('message_handling.assignee_id', '=', filter.assigneeId);
    if (filter.search !== undefined) query = query.where(matchContaining('message_handling.search_text', filter.search));
    return query;
  }

  /** The messages of `rows`, by `kind:id`: one query per kind present. */
  async function readContents(executor: Kysely<Database>, rows: readonly Pick<HandlingRow, 'kind' | 'message_id'>[]) {
    const idsOf = (kind: MessageKind) => rows.filter((row) => row.kind === kind).map((row) => row.message_id);
    const contents = new Map<string, MessageContent>();
    const contactIds = idsOf('contact');
    if (contactIds.length > 0) {
      const found = await executor.selectFrom('contact_messages').selectAll().where('id', 'in', contactIds).execute();
      for (const row of found)
        contents.set(formatKey('contact', row.id), {
          reference: row.reference,
          name: `${row.first_name} ${row.last_name}`.trim(),
          email: row.email,
          phone: row.phone_number,
          alternativePhone: null,
          address: row.address,
          ticketType: null,
          subject: null,
          text: row.message,
          consentAt: row.consent_at,
        });
    }
    const investorIds = idsOf('investor');
    if (investorIds.length > 0) {
      const found = await executor.selectFrom('investor_enquiries').selectAll().where('id', 'in', investorIds).execute();
      for (const row of found)
        contents.set(formatKey('investor', row.id), {
          reference: row.reference,
          name: row.full_name,
          email: row.email,
          phone: row.mobile,
          alternativePhone: row.alternative_mobile === '' ? null : row.alternative_mobile,
          address: null,
          ticketType: null,
          subject: null,
          text: row.description,
          consentAt: row.consent_at,
        });
    }
    const supportIds = idsOf('support');
    if (supportIds.length > 0) {
      const found = await executor.selectFrom('support_tickets').selectAll().where('id', 'in', supportIds).execute();
      for (const row of found)
        contents.set(formatKey('support', row.id), {
          reference: row.reference,
          name: null,
          email: null,
          phone: null,
          alternativePhone: null,
          address: null,
          ticketType: row.ticket_type,
          subject: row.subject,
          text: row.description,
          consentAt: null,
        });
    }
    return contents;
  }

  async function readStaffNames(executor: Kysely<Database>, ids: readonly (number | null)[]): Promise<Map<number, string>> {
    const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
    if (wanted.length === 0) return new Map();
    const rows = await executor.selectFrom('staff_users').select(['id', 'name']).where('id', 'in', wanted).execute();
    return new Map(rows.map((row) => [row.id, row.name]));
  }

  function describeAssignee(names: Map<number, string>, id: number | null) {
    return id === null ? null : { id, name: names.get(id) ?? '' };
  }

  async function summarise(executor: Kysely<Database>, rows: readonly HandlingRow[]): Promise<MessageSummary[]> {
    const [contents, names] = await Promise.all([
      readContents(executor, rows),
      readStaffNames(
        executor,
        rows.map((row) => row.assignee_id),
      ),
    ]);
    return rows.flatMap((row) => {
      const content = contents.get(formatKey(row.kind, row.message_id));
      // deleted between the two reads (its row goes with it a moment later): left out rather than shown empty
      if (!content) return [];
      return [
        {
          kind: row.kind,
          id: row.message_id,
          reference: content.reference,
          receivedAt: row.received_at,
          status: row.status,
          assignee: describeAssignee(names, row.assignee_id),
          name: content.name,
          email: content.email,
          subject: content.subject,
          preview: content.text.slice(0, PREVIEW_LENGTH),
        },
      ];
    });
  }

  async function findHandling(executor: Kysely<Database>, kind: MessageKind, id: number, forUpdate = false) {
    const query = executor
      .selectFrom('message_handling')
      .select(['id', 'kind', 'message_id', 'received_at', 'status', 'assignee_id'])
      .where('kind', '=', kind)
      .where('message_id', '=', id);
    return (forUpdate ? lockForUpdate(executor, query) : query).executeTakeFirst();
  }

  return {
    db,

    /** A page of the list, newest first. Throws InvalidCursorError for a cursor no page made. */
    async listMessages(filter: MessageFilter, page: { cursor?: string | undefined; limit: number }): Promise<KeysetPage<MessageSummary>> {
      const found = await fetchKeysetPage(selectHandling(db, filter), { ...NEWEST_FIRST, ...page });
      return { rows: await summarise(db, found.rows), nextCursor: found.nextCursor };
    },

    async countMessages(filter: MessageFilter): Promise<number> {
      const row = await selectHandling(db, filter)
        .clearSelect()
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /** Every message of the filter, newest first, read a page of `batchSize` at a time (for an export). */
    async *iterateMessages(filter: MessageFilter, batchSize = 500): AsyncGenerator<MessageDetail, void, undefined> {
      let cursor: string | undefined;
      for (;;) {
        const found = await fetchKeysetPage(selectHandling(db, filter), { ...NEWEST_FIRST, cursor, limit: batchSize });
        const [contents, names] = await Promise.all([
          readContents(db, found.rows),
          readStaffNames(
            db,
            found.rows.map((row) => row.assignee_id),
          ),
        ]);
        for (const row of found.rows) {
          const content = contents.get(formatKey(row.kind, row.message_id));
          if (content)
            yield {
              ...content,
              kind: row.kind,
              id: row.message_id,
              receivedAt: row.received_at,
              status: row.status,
              assignee: describeAssignee(names, row.assignee_id),
            };
        }
        if (found.nextCursor === null) return;
        cursor = found.nextCursor;
      }
    },

    /** The message and its notes, or undefined when there is no such message. */
    async findMessage(
      executor: Kysely<Database>,
      kind: MessageKind,
      id: number,
    ): Promise<{ message: MessageDetail; notes: MessageNote[] } | undefined> {
      const handling = await findHandling(executor, kind, id);
      if (!handling) return undefined;
      const content = (await readContents(executor, [handling])).get(formatKey(kind, id));
      if (!content) return undefined;
      const noteRows = await executor
        .selectFrom('message_notes')
        .select(['id', 'author_id', 'created_at', 'body'])
        .where('handling_id', '=', handling.id)
        .orderBy('id')
        .execute();
      const names = await readStaffNames(executor, [handling.assignee_id, ...noteRows.map((note) => note.author_id)]);
      return {
        message: {
          ...content,
          kind,
          id,
          receivedAt: handling.received_at,
          status: handling.status,
          assignee: describeAssignee(names, handling.assignee_id),
        },
        notes: noteRows.map((note) => ({
          id: note.id,
          author: { id: note.author_id, name: names.get(note.author_id) ?? '' },
          createdAt: note.created_at,
          text: note.body,
        })),
      };
    },

    /** The handling row, locked until the transaction ends (PostgreSQL), or undefined. */
    async lockHandling(trx: Kysely<Database>, kind: MessageKind, id: number) {
      return findHandling(trx, kind, id, true);
    },

    async updateHandling(
      trx: Kysely<Database>,
      handlingId: number,
      change: { status?: MessageStatus; assigneeId?: number | null },
      now: string,
    ): Promise<void> {
      await trx
        .updateTable('message_handling')
        .set({
          ...(change.status === undefined ? {} : { status: change.status }),
          ...(change.assigneeId === undefined ? {} : { assignee_id: change.assigneeId }),
          updated_at: now,
        })
        .where('id', '=', handlingId)
        .execute();
    },

    async addNote(trx: Kysely<Database>, handlingId: number, authorId: number, body: string, now: string): Promise<number> {
      const row = await trx
        .insertInto('message_notes')
        .values({ handling_id: handlingId, author_id: authorId, created_at: now, body })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
  };
}

export type StaffMessageStore = ReturnType<typeof createStaffMessageStore>;
