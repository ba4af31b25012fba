import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { createMigrator, migrateToLatest } from '../db/migrate';
import { createTempDir } from '../test-support/temp-dir';
import { createTestDatabase } from '../test-support/test-database';
import { createStaffAccount, injectStaffWrite, signInStaff, useStaffTestApp, type SignedInStaff } from '../staff/staff-test-kit';
import { KIND_NOT_ALLOWED, MESSAGE_NOT_FOUND } from './staff-message-routes';
import type { MessageSummary } from './staff-message-store';

// The staff messages inbox on the real app and database: what the list shows and filters, paging through every row
// once, who sees which kind, the changes and the trail they leave, and the CSV export.

const START = Date.parse('2026-11-26T10:00:00Z');
const HOUR = 3_600_000;

interface Page {
  messages: MessageSummary[];
  nextCursor: string | null;
}

/** A contact message, investor enquiry or support ticket, stored as the public forms store them, received at `at`. */
async function storeMessage(app: FastifyInstance, kind: 'contact' | 'investor' | 'support', index: number, at: number, text?: string) {
  const { submissions } = app.repositories;
  const now = new Date(at);
  const message = text ?? `Message number ${index}`;
  if (kind === 'contact')
    return submissions.createContactMessage(
      {
        firstName: `Asha${index}`,
        lastName: 'Rao',
        email: `asha${index}@example.in`,
        phone_number: '9876543210',
        address: '12 MG Road, Bengaluru',
        message,
        consent: true,
      },
      now,
    );
  if (kind === 'investor')
    return submissions.createInvestorEnquiry(
      {
        strFullName: `Investor ${index}`,
        strEmail: `investor${index}@example.in`,
        iMobile: '9876543211',
        iAlternativeMobile: '',
        strDescription: message,
        consent: true,
      },
      now,
    );
  return submissions.createSupportTicket(
    { strTicketType: 'Technical Query', strSubject: `Subject ${index}`, strDescription: message },
    now,
  );
}

async function readPage(app: FastifyInstance, staff: SignedInStaff, query: string): Promise<{ status: number; page: Page }> {
  const answer = await app.inject({ url: `/api/staff/messages?${query}`, headers: { cookie: staff.cookie } });
  return { status: answer.statusCode, page: answer.json<{ data: Page }>().data };
}

/** Every page of a query, following the cursors. */
async function readAllPages(app: FastifyInstance, staff: SignedInStaff, query: string, limit: number): Promise<MessageSummary[]> {
  const rows: MessageSummary[] = [];
  let cursor: string | null = null;
  do {
    const { status, page } = await readPage(app, staff, `${query}&limit=${limit}${cursor === null ? '' : `&cursor=${cursor}`}`);
    expect(status).toBe(200);
    rows.push(...page.messages);
    cursor = page.nextCursor;
  } while (cursor !== null);
  return rows;
}

async function readTrail(app: FastifyInstance, action: string) {
  const rows = await app.db.selectFrom('audit_events').selectAll().where('action', '=', action).orderBy('id').execute();
  return rows.map((row) => ({
    actorId: row.actor_id,
    target: row.target,
    outcome: row.outcome,
    details: JSON.parse(row.details) as unknown,
  }));
}

describe('staff messages inbox', () => {
  const readTestApp = useStaffTestApp(START);
  let admin: SignedInStaff;
  let adminId: number;
  let support: SignedInStaff;
  let supportId: number;
  let investorRelations: SignedInStaff;

  // 10 of each kind, one every hour, kinds interleaved, oldest first
  const KIND_ORDER = ['contact', 'investor', 'support'] as const;
  const PER_KIND = 10;

  beforeAll(async () => {
    const { app } = readTestApp();
    for (let index = 0; index < PER_KIND * KIND_ORDER.length; index += 1)
      await storeMessage(app, KIND_ORDER[index % 3]!, index, Date.parse('2026-11-01T00:00:00Z') + index * HOUR);
    const adminAccount = await createStaffAccount(app, 'messages-admin@chalein.in', ['admin']);
    const supportAccount = await createStaffAccount(app, 'messages-support@chalein.in', ['support']);
    adminId = adminAccount.id;
    supportId = supportAccount.id;
    admin = await signInStaff(app, adminAccount, '203.0.113.31');
    support = await signInStaff(app, supportAccount, '203.0.113.32');
    investorRelations = await signInStaff(
      app,
      await createStaffAccount(app, 'messages-ir@chalein.in', ['investor-relations']),
      '203.0.113.33',
    );
  });

  test('the list is newest first, with each kind’s fields, and pages through every row once', async () => {
    const { app } = readTestApp();
    const { page } = await readPage(app, admin, 'limit=3');
    expect(page.messages.map((row) => [row.kind, row.id])).toEqual([
      ['support', 10],
      ['investor', 10],
      ['contact', 10],
    ]);
    expect(page.messages[2]).toEqual({
      kind: 'contact',
      id: 10,
      reference: 'CT-2026-00010',
      receivedAt: '2026-11-02T03:00:00.000Z',
      status: 'new',
      assignee: null,
      name: 'Asha27 Rao',
      email: 'asha27@example.in',
      subject: null,
      preview: 'Message number 27',
    });
    expect(page.messages[0]).toMatchObject({ reference: 'TKT-2026-00010', name: null, email: null, subject: 'Subject 29' });

    for (const limit of [1, 7, 30, 31]) {
      const rows = await readAllPages(app, admin, 'q=message', limit);
      const keys = rows.map((row) => `${row.kind}:${row.id}`);
      expect(new Set(keys).size).toBe(30);
      expect(rows.map((row) => row.receivedAt)).toEqual(
        rows
          .map((row) => row.receivedAt)
          .sort()
          .reverse(),
      );
    }
  });

  test('filters by kind, date, text and status', async () => {
    const { app } = readTestApp();
    const investors = await readAllPages(app, admin, 'kind=investor', 4);
    expect(investors.map((row) => row.id)).toEqual([10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);

    // index 3 to 5 inclusive: from is inclusive, to exclusive
    const dated = await readAllPages(app, admin, 'from=2026-11-01T03:00:00Z&to=2026-11-01T06:00:00Z', 50);
    expect(dated.map((row) => row.preview)).toEqual(['Message number 5', 'Message number 4', 'Message number 3']);
    const withOffset = await readAllPages(
      app,
      admin,
      `from=${encodeURIComponent('2026-11-01T08:30:00+05:30')}&to=2026-11-01T04:00:00Z`,
      50,
    );
    expect(withOffset.map((row) => row.preview)).toEqual(['Message number 3']);

    // any case, in names, addresses and text; a % or _ is taken literally
    expect((await readAllPages(app, admin, 'q=ASHA12%20RAO', 50)).map((row) => row.email)).toEqual(['asha12@example.in']);
    expect((await readAllPages(app, admin, 'q=INVESTOR4%40EXAMPLE', 50)).map((row) => row.id)).toEqual([2]);
    expect((await readAllPages(app, admin, 'q=subject%202', 50)).map((row) => row.subject)).toEqual([
      'Subject 29',
      'Subject 26',
      'Subject 23',
      'Subject 20',
      'Subject 2',
    ]);
    expect(await readAllPages(app, admin, 'q=number%25', 50)).toEqual([]);
    // the reference, set just after the insert, is found too
    expect((await readAllPages(app, admin, 'q=inv-2026-00004', 50)).map((row) => row.reference)).toEqual(['INV-2026-00004']);
    expect(await readAllPages(app, admin, 'q=number_1', 50)).toEqual([]);

    await storeMessage(app, 'contact', 99, Date.parse('2026-10-01T00:00:00Z'), 'Refund of 100% please, ticket_42');
    expect((await readAllPages(app, admin, 'q=100%25%20please', 50)).map((row) => row.preview)).toEqual([
      'Refund of 100% please, ticket_42',
    ]);
    expect((await readAllPages(app, admin, 'q=ticket_4', 50)).map((row) => row.preview)).toEqual(['Refund of 100% please, ticket_42']);

    const answer = await injectStaffWrite(app, { url: '/api/staff/messages/contact/2/status', staff: admin, payload: { status: 'done' } });
    expect(answer.statusCode).toBe(200);
    expect((await readAllPages(app, admin, 'status=done', 50)).map((row) => [row.kind, row.id])).toEqual([['contact', 2]]);
    expect(await readAllPages(app, admin, 'status=done&kind=support', 50)).toEqual([]);
    expect(await readAllPages(app, admin, 'status=in-progress', 50)).toEqual([]);
    expect((await readAllPages(app, admin, 'status=new', 50)).map((row) => `${row.kind}:${row.id}`)).not.toContain('contact:2');
  });

  test('a cursor the server did not make is refused', async () => {
    const { app } = readTestApp();
    const answer = await app.inject({ url: '/api/staff/messages?cursor=bm90LWEtY3Vyc29y', headers: { cookie: admin.cookie } });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ success: false, errors: { cursor: 'The cursor is not valid.' } });
  });

  test('each role sees only its kinds: the list is limited, another kind asked for is 403, its messages 404', async () => {
    const { app } = readTestApp();
    const supportKinds = new Set((await readAllPages(app, support, 'q=number', 50)).map((row) => row.kind));
    expect([...supportKinds].sort()).toEqual(['contact', 'support']);
    const investorKinds = new Set((await readAllPages(app, investorRelations, 'q=number', 50)).map((row) => row.kind));
    expect([...investorKinds]).toEqual(['investor']);

    const asked = await app.inject({ url: '/api/staff/messages?kind=investor', headers: { cookie: support.cookie } });
    expect(asked.statusCode).toBe(403);
    expect(asked.json().message).toBe(KIND_NOT_ALLOWED);
    const askedExport = await app.inject({
      url: '/api/staff/messages/export.csv?kind=contact',
      headers: { cookie: investorRelations.cookie },
    });
    expect(askedExport.statusCode).toBe(403);

    const detail = await app.inject({ url: '/api/staff/messages/investor/1', headers: { cookie: support.cookie } });
    expect(detail.statusCode).toBe(404);
    expect(detail.json().message).toBe(MESSAGE_NOT_FOUND);
    for (const [url, payload] of [
      ['/api/staff/messages/investor/1/status', { status: 'done' }],
      ['/api/staff/messages/investor/1/assign', undefined],
      ['/api/staff/messages/investor/1/unassign', undefined],
      ['/api/staff/messages/investor/1/notes', { text: 'Seen.' }],
    ] as const) {
      expect((await injectStaffWrite(app, { url, staff: support, payload })).statusCode).toBe(404);
    }
    expect((await app.inject({ url: '/api/staff/messages/contact/1', headers: { cookie: investorRelations.cookie } })).statusCode).toBe(
      404,
    );
    const unchanged = await app.db
      .selectFrom('message_handling')
      .selectAll()
      .where('kind', '=', 'investor')
      .where('message_id', '=', 1)
      .executeTakeFirstOrThrow();
    expect(unchanged).toMatchObject({ status: 'new', assignee_id: null });
    expect(await app.db.selectFrom('message_notes').select('id').where('handling_id', '=', unchanged.id).execute()).toEqual([]);

    // within their kinds they read the detail
    const own = await app.inject({ url: '/api/staff/messages/investor/1', headers: { cookie: investorRelations.cookie } });
    expect(own.statusCode).toBe(200);
    expect(own.json().data.message).toMatchObject({
      kind: 'investor',
      id: 1,
      name: 'Investor 1',
      email: 'investor1@example.in',
      alternativePhone: null,
    });
  });

  test('status, assignment and notes change the message and are each audited without personal values', async () => {
    const { app } = readTestApp();
    const url = '/api/staff/messages/contact/3';
    const status = await injectStaffWrite(app, { url: `${url}/status`, staff: support, payload: { status: 'in-progress' } });
    expect(status.statusCode).toBe(200);
    expect(status.json().data.message.status).toBe('in-progress');

    const assigned = await injectStaffWrite(app, { url: `${url}/assign`, staff: support });
    expect(assigned.json().data.message.assignee).toEqual({ id: supportId, name: 'Test Person' });
    expect((await readAllPages(app, support, 'assignee=me', 50)).map((row) => [row.kind, row.id])).toEqual([['contact', 3]]);
    expect((await readAllPages(app, admin, 'assignee=me', 50)).map((row) => row.id)).toEqual([]);
    expect((await readAllPages(app, admin, 'assignee=none&kind=contact', 50)).map((row) => row.id)).not.toContain(3);

    // an admin takes it over, then lets it go
    await injectStaffWrite(app, { url: `${url}/assign`, staff: admin });
    const released = await injectStaffWrite(app, { url: `${url}/unassign`, staff: admin });
    expect(released.json().data.message.assignee).toBeNull();

    const noteText = 'Called Asha3 on 9876543210; will write to asha3@example.in';
    const first = await injectStaffWrite(app, { url: `${url}/notes`, staff: support, payload: { text: `  ${noteText}  ` } });
    expect(first.statusCode).toBe(201);
    expect(first.json().data.note).toMatchObject({
      author: { id: supportId, name: 'Test Person' },
      text: noteText,
      createdAt: new Date(START).toISOString(),
    });
    await injectStaffWrite(app, { url: `${url}/notes`, staff: admin, payload: { text: 'Second note' } });
    const blank = await injectStaffWrite(app, { url: `${url}/notes`, staff: admin, payload: { text: '   ' } });
    expect(blank.statusCode).toBe(400);

    const detail = await app.inject({ url, headers: { cookie: support.cookie } });
    expect(detail.json().data.notes.map((note: { text: string; author: { id: number } }) => [note.author.id, note.text])).toEqual([
      [supportId, noteText],
      [adminId, 'Second note'],
    ]);

    const target = 'message:contact:3';
    expect(await readTrail(app, 'staff.messages.status')).toContainEqual({
      actorId: supportId,
      target,
      outcome: 'success',
      details: { statusBefore: 'new', status: 'in-progress' },
    });
    expect((await readTrail(app, 'staff.messages.assign')).filter((event) => event.target === target)).toEqual([
      { actorId: supportId, target, outcome: 'success', details: { assigneeBefore: null, assignee: supportId } },
      { actorId: adminId, target, outcome: 'success', details: { assigneeBefore: supportId, assignee: adminId } },
    ]);
    expect(await readTrail(app, 'staff.messages.unassign')).toContainEqual({
      actorId: adminId,
      target,
      outcome: 'success',
      details: { assigneeBefore: adminId, assignee: null },
    });
    const notes = (await readTrail(app, 'staff.messages.note')).filter((event) => event.target === target);
    expect(notes).toHaveLength(2);
    expect(notes[0]).toMatchObject({ actorId: supportId, details: { length: noteText.length } });
    const everything = JSON.stringify(await app.db.selectFrom('audit_events').select(['details', 'target']).execute());
    for (const personal of ['asha3', '9876543210', 'Called', 'Asha']) expect(everything).not.toContain(personal);
  });

  test('a change whose audit event cannot be written is not made', async () => {
    const { app } = readTestApp();
    const spy = jest.spyOn(app.staff.store, 'recordAuditEvent').mockRejectedValueOnce(new Error('the trail is unavailable'));
    try {
      const answer = await injectStaffWrite(app, {
        url: '/api/staff/messages/support/4/status',
        staff: support,
        payload: { status: 'done' },
      });
      expect(answer.statusCode).toBe(500);
    } finally {
      spy.mockRestore();
    }
    const row = await app.db
      .selectFrom('message_handling')
      .select('status')
      .where('kind', '=', 'support')
      .where('message_id', '=', 4)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('new');
  });

  test('the CSV export holds the filtered messages of the person’s kinds, neutralised, and is audited once', async () => {
    const { app } = readTestApp();
    await app.repositories.submissions.createContactMessage(
      {
        firstName: '=HYPERLINK("http://evil.example","x")',
        lastName: 'Rao',
        email: 'formula@example.in',
        phone_number: '9876543212',
        address: '+1 Evil Street, "Pune"',
        message: '@SUM(1+1)\nsecond line',
        consent: true,
      },
      new Date(Date.parse('2026-11-05T00:00:00Z')),
    );
    const answer = await app.inject({ url: '/api/staff/messages/export.csv?q=formula%40example', headers: { cookie: support.cookie } });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toBe('attachment; filename="messages-2026-11-26.csv"');
    expect(answer.headers['cache-control']).toBe('no-store');
    const lines = answer.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(
      'Kind,Reference,Received at,Status,Assignee,Name,Email,Phone,Alternative phone,Address,Ticket type,Subject,Message,Consent at',
    );
    expect(lines[1]).toMatch(
      /^contact,CT-2026-\d{5},2026-11-05T00:00:00.000Z,new,,"'=HYPERLINK\(""http:\/\/evil.example"",""x""\) Rao",formula@example.in,9876543212,,"'\+1 Evil Street, ""Pune""",,,"'@SUM\(1\+1\)\nsecond line",2026-11-05T00:00:00.000Z$/,
    );
    // the header, one record (its line break inside its quotes), and the empty string after the last CRLF
    expect(lines).toHaveLength(3);

    // the whole inbox for support: contact and support messages only
    const all = await app.inject({ url: '/api/staff/messages/export.csv', headers: { cookie: support.cookie } });
    const records = all.body
      .split('\r\n')
      .slice(1)
      .filter((line) => /^(contact|investor|support),/.test(line));
    expect(records).toHaveLength(22);
    expect([...new Set(records.map((line) => line.split(',')[0]))].sort()).toEqual(['contact', 'support']);

    expect((await readTrail(app, 'staff.messages.export')).slice(-2)).toEqual([
      {
        actorId: supportId,
        target: null,
        outcome: 'success',
        details: { kinds: ['contact', 'support'], status: null, from: null, to: null, search: true, assigneeId: null, rows: 1 },
      },
      {
        actorId: supportId,
        target: null,
        outcome: 'success',
        details: { kinds: ['contact', 'support'], status: null, from: null, to: null, search: false, assigneeId: null, rows: 22 },
      },
    ]);
  });

  test('a message deleted from its table takes its handling and notes with it', async () => {
    const { app } = readTestApp();
    await injectStaffWrite(app, { url: '/api/staff/messages/support/7/notes', staff: support, payload: { text: 'To be erased' } });
    await app.db.deleteFrom('support_tickets').where('id', '=', 7).execute();
    expect(
      await app.db.selectFrom('message_handling').select('id').where('kind', '=', 'support').where('message_id', '=', 7).execute(),
    ).toEqual([]);
    expect(await app.db.selectFrom('message_notes').select('id').where('body', '=', 'To be erased').execute()).toEqual([]);
    expect((await app.inject({ url: '/api/staff/messages/support/7', headers: { cookie: support.cookie } })).statusCode).toBe(404);
  });
});

describe('migration 0010-message-handling', () => {
  let dir: string;

  beforeEach(() => {
    dir = createTempDir();
  });

  afterEach(() => {
    fs.rmSync(dir, { recursive: true, force: true });
  });

  test('gives the messages stored before it their handling rows, new and searchable', async () => {
    const db = createTestDatabase(dir);
    try {
      const migrator = await createMigrator(db);
      expect((await migrator.migrateTo('0009-staff')).error).toBeUndefined();
      await db
        .insertInto('contact_messages')
        .values({
          reference: 'CT-2026-00001',
          first_name: 'Old',
          last_name: 'Sender',
          email: 'old@example.in',
          phone_number: '9876543210',
          address: 'Somewhere',
          message: 'Sent before the console',
          consent_at: '2026-10-01T00:00:00.000Z',
          created_at: '2026-10-01T00:00:00.000Z',
        })
        .execute();
      await db
        .insertInto('support_tickets')
        .values({
          reference: 'TKT-2026-00001',
          ticket_type: 'Sales Query',
          subject: 'Old Ticket',
          description: 'Before',
          created_at: '2026-10-02T00:00:00.000Z',
        })
        .execute();
      await migrateToLatest(db);
      const rows = await db
        .selectFrom('message_handling')
        .select(['kind', 'message_id', 'received_at', 'status', 'search_text'])
        .orderBy('id')
        .execute();
      expect(rows).toEqual([
        {
          kind: 'contact',
          message_id: 1,
          received_at: '2026-10-01T00:00:00.000Z',
          status: 'new',
          search_text: 'ct-2026-00001 old sender old@example.in 9876543210 sent before the console',
        },
        {
          kind: 'support',
          message_id: 1,
          received_at: '2026-10-02T00:00:00.000Z',
          status: 'new',
          search_text: 'tkt-2026-00001 sales query old ticket before',
        },
      ]);
    } finally {
      await db.destroy();
    }
  });
});
