import fs from 'node:fs';
import type { Kysely } from 'kysely';
import pino from 'pino';
import { startMailCatcher, type MailCatcher } from '@chalein/testing/mail-catcher';
import { migrateToLatest } from '../db/migrate';
import type { Database } from '../db/schema';
import { createTempDir } from '../test-support/temp-dir';
import { createTestDatabase } from '../test-support/test-database';
import { createEmailChannel, createMessageId } from './email-channel';
import { enqueueOutboxMessage } from './outbox-message';
import { createOutboxRelay, selectRetryDelay, type OutboxRelayOptions } from './outbox-relay';
import { createOutboxRepository, type OutboxRow } from './outbox-repository';

// The relay on a real database (SQLite, then PostgreSQL) sending to a real SMTP server on loopback: a message claimed
// by a relay that died is sent once its claim expires, and not before; failures back off and end dead; a dead message
// retried from the console is sent; two relays at once never send one message twice. Time is a clock the test moves.

const MAIL_FROM = 'Chalein <no-reply@chalein.in>';
const SECOND = 1000;
const CLAIM_MS = 60 * SECOND;
const BASE_MS = 30 * SECOND;
const MAX_MS = 100 * SECOND;

let dir: string;
let db: Kysely<Database>;
let catcher: MailCatcher;
let clock: number;
const closers: (() => Promise<void>)[] = [];

beforeAll(async () => {
  catcher = await startMailCatcher();
});
afterAll(() => catcher.close());

beforeEach(async () => {
  dir = createTempDir();
  db = createTestDatabase(dir);
  await migrateToLatest(db);
  catcher.mails.length = 0;
  catcher.answerRecipient = () => null;
  // a minute ahead of the real time at which the tests enqueue, so what they enqueue is due
  clock = Date.now() + 60 * SECOND;
});
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
  await db.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
});

const now = () => new Date(clock);

function buildRelay(overrides: Partial<OutboxRelayOptions> = {}) {
  const email = createEmailChannel({ smtpUrl: catcher.url, mailFrom: MAIL_FROM }, 5 * SECOND);
  closers.push(() => email.close());
  return createOutboxRelay({
    outbox: createOutboxRepository(db),
    channels: { email, sms: null },
    log: pino({ level: 'silent' }),
    intervalMs: 0,
    maxAttempts: 3,
    claimMs: CLAIM_MS,
    retryBaseMs: BASE_MS,
    retryMaxMs: MAX_MS,
    now,
    ...overrides,
  });
}

async function enqueueReceipt(n: number, recipient = `rider${n}@example.com`): Promise<void> {
  await enqueueOutboxMessage(db, {
    kind: 'pass-receipt',
    channel: 'email',
    recipient,
    idempotencyKey: `pass-receipt:order_${n}`,
    email: { subject: `Your receipt ${n}`, html: `<p>Receipt <b>${n}</b></p>`, text: `Receipt ${n}` },
  });
}

const readRow = (key: string): Promise<OutboxRow> =>
  db.selectFrom('outbox_messages').selectAll().where('idempotency_key', '=', key).executeTakeFirstOrThrow();

describe('the outbox relay', () => {
  it('sends a due message with its text and HTML parts and a Message-ID made from its key, and records it sent', async () => {
    await enqueueReceipt(1);
    const run = await buildRelay().runOnce();

    expect(run).toMatchObject({ sent: 1, failed: 0, dead: 0 });
    const [mail] = await catcher.waitForMails(1);
    expect(mail).toMatchObject({
      envelopeTo: ['rider1@example.com'],
      from: 'no-reply@chalein.in',
      subject: 'Your receipt 1',
      text: 'Receipt 1',
      html: '<p>Receipt <b>1</b></p>',
      messageId: createMessageId('pass-receipt:order_1', MAIL_FROM),
    });
    expect(mail!.messageId).toMatch(/^<outbox\.[0-9a-f]{32}@chalein\.in>$/);
    expect(await readRow('pass-receipt:order_1')).toMatchObject({
      status: 'sent',
      attempts: 1,
      sent_at: now().toISOString(),
      claimed_by: null,
      claim_expires_at: null,
    });
    // a second pass finds nothing to send
    expect(await buildRelay().runOnce()).toMatchObject({ sent: 0 });
    expect(catcher.mails).toHaveLength(1);
  });

  it('sends a message claimed by a relay that died before it recorded the send once, after the claim expires', async () => {
    await enqueueReceipt(2);
    // a relay claims it and dies before sending or recording anything: only its claim is left
    const dead = await createOutboxRepository(db).claimDue({
      channels: ['email'],
      relayId: 'node-that-died',
      now: now(),
      expiresAt: new Date(clock + CLAIM_MS),
      limit: 10,
    });
    expect(dead.map((row) => row.idempotency_key)).toEqual(['pass-receipt:order_2']);

    const relay = buildRelay();
    clock += CLAIM_MS - SECOND;
    expect(await relay.runOnce()).toMatchObject({ sent: 0 });
    expect(catcher.mails).toHaveLength(0);
    expect(await readRow('pass-receipt:order_2')).toMatchObject({ status: 'sending', claimed_by: 'node-that-died' });

    clock += SECOND;
    expect(await relay.runOnce()).toMatchObject({ sent: 1 });
    expect(await relay.runOnce()).toMatchObject({ sent: 0 });
    expect(catcher.mails.map((mail) => mail.subject)).toEqual(['Your receipt 2']);
    // the dead relay's claim counted as a try
    expect(await readRow('pass-receipt:order_2')).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('records nothing for a relay whose claim expired and was taken over, so the late outcome cannot overwrite', async () => {
    await enqueueReceipt(3);
    const outbox = createOutboxRepository(db);
    const [late] = await outbox.claimDue({
      channels: ['email'],
      relayId: 'slow',
      now: now(),
      expiresAt: new Date(clock + CLAIM_MS),
      limit: 1,
    });
    clock += CLAIM_MS;
    expect(await buildRelay().runOnce()).toMatchObject({ sent: 1 });

    expect(
      await outbox.markFailed(late!.id, { relayId: 'slow', attempts: late!.attempts }, { error: 'late', retryAt: now(), now: now() }),
    ).toBe(false);
    expect(await readRow('pass-receipt:order_3')).toMatchObject({ status: 'sent', last_error: null });
  });

  it('backs off exponentially after each failure, up to the cap, and marks the message dead after the last try', async () => {
    let tries = 0;
    catcher.answerRecipient = () => {
      tries += 1;
      return { code: 451, message: 'Try again later' };
    };
    await enqueueReceipt(4);
    const relay = buildRelay({ maxAttempts: 4 });

    expect(await relay.runOnce()).toMatchObject({ failed: 1 });
    let row = await readRow('pass-receipt:order_4');
    expect(row).toMatchObject({ status: 'failed', attempts: 1, claimed_by: null });
    expect(row.last_error).toContain('451');
    expect(Date.parse(row.next_attempt_at) - clock).toBe(BASE_MS);

    // not before its time
    clock += BASE_MS - SECOND;
    expect(await relay.runOnce()).toMatchObject({ failed: 0 });
    expect(tries).toBe(1);

    clock += SECOND;
    expect(await relay.runOnce()).toMatchObject({ failed: 1 });
    row = await readRow('pass-receipt:order_4');
    expect(Date.parse(row.next_attempt_at) - clock).toBe(2 * BASE_MS);

    clock = Date.parse(row.next_attempt_at);
    expect(await relay.runOnce()).toMatchObject({ failed: 1 });
    row = await readRow('pass-receipt:order_4');
    // 4 × 30 s would be 120 s: the cap holds it at 100 s
    expect(Date.parse(row.next_attempt_at) - clock).toBe(MAX_MS);

    clock = Date.parse(row.next_attempt_at);
    expect(await relay.runOnce()).toMatchObject({ dead: 1 });
    expect(await readRow('pass-receipt:order_4')).toMatchObject({ status: 'dead', attempts: 4 });
    clock += 24 * 3600 * SECOND;
    expect(await relay.runOnce()).toMatchObject({ sent: 0, failed: 0, dead: 0 });
    expect(tries).toBe(4);
    expect(catcher.mails).toHaveLength(0);
  });

  it('marks a message dead at once when the server refuses its recipient for good', async () => {
    catcher.answerRecipient = (address) => (address === 'nobody@example.com' ? { code: 550, message: 'No such user' } : null);
    await enqueueReceipt(5, 'nobody@example.com');
    await enqueueReceipt(6);
    expect(await buildRelay().runOnce()).toMatchObject({ sent: 1, dead: 1 });
    const row = await readRow('pass-receipt:order_5');
    expect(row).toMatchObject({ status: 'dead', attempts: 1 });
    expect(row.last_error).toContain('550');
  });

  it('sends a dead message again once retried, with its tries counted afresh', async () => {
    catcher.answerRecipient = () => ({ code: 451, message: 'Mailbox busy' });
    await enqueueReceipt(7);
    const relay = buildRelay({ maxAttempts: 1 });
    expect(await relay.runOnce()).toMatchObject({ dead: 1 });
    const outbox = createOutboxRepository(db);
    const { id } = await readRow('pass-receipt:order_7');

    catcher.answerRecipient = () => null;
    // only a dead message can be retried: a sent or pending one is left alone
    expect(await outbox.retryDead(id + 1000, now())).toBe(false);
    expect(await outbox.retryDead(id, now())).toBe(true);
    expect(await readRow('pass-receipt:order_7')).toMatchObject({ status: 'pending', attempts: 0 });
    expect(await outbox.retryDead(id, now())).toBe(false);

    expect(await relay.runOnce()).toMatchObject({ sent: 1 });
    expect(await readRow('pass-receipt:order_7')).toMatchObject({ status: 'sent', attempts: 1 });
    expect(catcher.mails.map((mail) => mail.subject)).toEqual(['Your receipt 7']);
  });

  it('keeps e-mails as unsent without SMTP and sends them after a start with it', async () => {
    await enqueueReceipt(8);
    const unconfigured = buildRelay({ channels: { email: null, sms: null } });
    expect(await unconfigured.runOnce()).toMatchObject({ unsent: 1 });
    expect(await readRow('pass-receipt:order_8')).toMatchObject({ status: 'unsent', attempts: 0, last_error: 'no channel configured' });
    clock += 3600 * SECOND;
    expect(await unconfigured.runOnce()).toMatchObject({ unsent: 0, sent: 0 });

    // the server starts again with SMTP_URL: its relay's first pass sends what waited
    expect(await buildRelay().runOnce()).toMatchObject({ sent: 1 });
    expect(await readRow('pass-receipt:order_8')).toMatchObject({ status: 'sent', attempts: 1 });
    expect(catcher.mails).toHaveLength(1);
  });

  it('records an SMS as not sent when no SMS provider is set, while the e-mails of the same pass go out', async () => {
    await enqueueReceipt(10);
    await enqueueOutboxMessage(db, {
      kind: 'driver-registered',
      channel: 'sms',
      recipient: '+919876543210',
      idempotencyKey: 'driver-registered:CHD-GY9F-3D4V',
      sms: { variables: ['Ravi', 'CHD-GY9F-3D4V'], text: 'Dear Ravi, your application CHD-GY9F-3D4V is received.' },
    });
    expect(await buildRelay().runOnce()).toMatchObject({ sent: 1, unsent: 1 });
    expect(await readRow('driver-registered:CHD-GY9F-3D4V')).toMatchObject({
      status: 'unsent',
      attempts: 0,
      last_error: 'no channel configured',
    });
    expect(await readRow('pass-receipt:order_10')).toMatchObject({ status: 'sent' });
  });

  it('gives a claimed message back untried when too little of the claim is left for a send', async () => {
    await enqueueReceipt(9);
    // the channel may take 5 s; a claim of 4 s cannot cover one send
    expect(await buildRelay({ claimMs: 4 * SECOND }).runOnce()).toMatchObject({ sent: 0 });
    expect(await readRow('pass-receipt:order_9')).toMatchObject({ status: 'pending', attempts: 0, claimed_by: null });
    expect(catcher.mails).toHaveLength(0);
  });

  it('sends each message once when two relays run at the same time', async () => {
    const count = 120;
    for (let n = 100; n < 100 + count; n += 1) await enqueueReceipt(n);
    const first = buildRelay({ batchSize: 7, relayId: 'first' });
    const second = buildRelay({ batchSize: 5, relayId: 'second' });
    const runs = await Promise.all([first.runOnce(), second.runOnce()]);

    expect(runs[0]!.sent + runs[1]!.sent).toBe(count);
    await catcher.waitForMails(count);
    const ids = catcher.mails.map((mail) => mail.messageId);
    expect(new Set(ids).size).toBe(count);
    expect(ids).toHaveLength(count);
    const statuses = await db.selectFrom('outbox_messages').select('status').distinct().execute();
    expect(statuses).toEqual([{ status: 'sent' }]);
  });
});

describe('claiming due messages', () => {
  it('never gives one message to two claims, even while the first claim has not committed', async () => {
    for (let n = 1000; n < 1020; n += 1) await enqueueReceipt(n);
    const claimUntil = { channels: ['email'] as const, now: now(), expiresAt: new Date(clock + CLAIM_MS), limit: 10 };
    let commitFirst!: () => void;
    const firstMayCommit = new Promise<void>((resolve) => {
      commitFirst = resolve;
    });
    let reportFirst!: (rows: OutboxRow[]) => void;
    const firstClaimed = new Promise<OutboxRow[]>((resolve) => {
      reportFirst = resolve;
    });
    // the first claim's transaction stays open (its rows locked on PostgreSQL) while the second claim is made
    const first = db.transaction().execute(async (trx) => {
      reportFirst(await createOutboxRepository(trx).claimDue({ ...claimUntil, relayId: 'first' }));
      await firstMayCommit;
    });
    const firstRows = await firstClaimed;
    const second = createOutboxRepository(db).claimDue({ ...claimUntil, relayId: 'second' });
    // SQLite runs the second claim after the first transaction; PostgreSQL runs it now and passes the locked rows by
    await new Promise((resolve) => setTimeout(resolve, 300));
    commitFirst();
    await first;
    const secondRows = await second;

    const firstIds = firstRows.map((row) => row.id);
    const secondIds = secondRows.map((row) => row.id);
    expect(firstIds).toHaveLength(10);
    expect(secondIds).toHaveLength(10);
    expect(firstIds.filter((id) => secondIds.includes(id))).toEqual([]);
    const holders = await db.selectFrom('outbox_messages').select(['id', 'claimed_by', 'attempts']).execute();
    expect(holders.every((row) => row.claimed_by === (firstIds.includes(row.id) ? 'first' : 'second') && row.attempts === 1)).toBe(true);
  });
});

describe('selectRetryDelay', () => {
  it('doubles from the base at each failure and stops at the cap', () => {
    expect([1, 2, 3, 4, 5].map((attempts) => selectRetryDelay(attempts, 30, 200))).toEqual([30, 60, 120, 200, 200]);
  });
});
