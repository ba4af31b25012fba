import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../../api/src/db/schema';
import { createMessageId } from '../../api/src/outbox/email-channel';
import { enqueueOutboxMessage } from '../../api/src/outbox/outbox-message';
import { startMailCatcher, type MailCatcher } from '@chalein/testing/mail-catcher';
import { waitUntil } from '@chalein/testing/wait-until';
import { openClusterDatabase, startTestCluster } from './cluster-test-kit';
import type { Cluster } from './start-cluster';

// The outbox across two API nodes on one PostgreSQL database, sending to a real SMTP server (smtp-server, each mail
// read back with mailparser): 1,000 messages, both nodes running their relays, the node that relays killed with
// SIGKILL part-way, in the middle of a send. The other node takes the relay over, the messages the dead node had
// claimed go out once their claim expires, and every message arrives exactly once. One moment is different, and the
// second test kills a node there on purpose: after the SMTP server accepted a mail and before the relay heard so.
// That mail goes out again, which no SMTP client can rule out (docs/decisions/0045-outbox.md); the test shows it is
// the only second copy and that it carries the same Message-ID, by which a receiver can drop it.

/** Messages in the run; CLUSTER_OUTBOX_MESSAGES sets another number. */
const MESSAGES = Number(process.env.CLUSTER_OUTBOX_MESSAGES ?? 1000);
const MAIL_FROM = 'Chalein <no-reply@chalein.in>';
const CLAIM_MS = 8000;
const RUNS_THE_JOB = 'this node now runs the job';

let catcher: MailCatcher;
let cluster: Cluster;
let db: Kysely<Database>;
const relayLog: { label: string; msg: string; at: number }[] = [];

function collectRelayLines(label: string, line: string): void {
  if (!line.startsWith('{')) return;
  const entry = JSON.parse(line) as { msg?: string; job?: string };
  if (entry.job === 'outbox-relay' || entry.msg?.startsWith('outbox ')) relayLog.push({ label, msg: entry.msg ?? '', at: Date.now() });
}

beforeAll(async () => {
  catcher = await startMailCatcher();
  cluster = await startTestCluster(4940, {
    nodeEnv: {
      SMTP_URL: catcher.url,
      MAIL_FROM,
      // the relay looks every 200 ms, and a claim of a dead node expires after 8 s instead of 5 minutes
      OUTBOX_RELAY_INTERVAL_MS: '200',
      OUTBOX_CLAIM_MS: String(CLAIM_MS),
      OUTBOX_RETRY_BASE_MS: '500',
      // info, for the lines saying which node runs the relay
      LOG_LEVEL: 'info',
    },
    onOutput: collectRelayLines,
  });
  db = openClusterDatabase(cluster);
}, 120_000);

afterAll(async () => {
  await db?.destroy();
  await cluster?.stop();
  await catcher?.close();
}, 60_000);

const keyOf = (index: number) => `cluster-outbox:${index}`;

/** Writes messages `from` to `to` (exclusive) in one transaction, as a burst of events would. */
async function enqueueReceipts(from: number, to: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (let index = from; index < to; index += 1) {
      await enqueueOutboxMessage(trx, {
        kind: 'pass-receipt',
        channel: 'email',
        recipient: `rider${index}@example.com`,
        idempotencyKey: keyOf(index),
        email: { subject: `Receipt ${index}`, html: `<p>Receipt <b>${index}</b></p>`, text: `Receipt ${index}` },
      });
    }
  });
}

async function waitUntilAllSent(count: number): Promise<void> {
  await waitUntil(
    async () => {
      const { sent } = await db
        .selectFrom('outbox_messages')
        .select(sql<string>`count(*)`.as('sent'))
        .where('status', '=', 'sent')
        .executeTakeFirstOrThrow();
      return Number(sent) === count;
    },
    `${count} messages recorded sent`,
    { timeoutMs: 120_000, intervalMs: 100 },
  );
}

/** The label of the node that last said it runs the relay. */
const readRelayingNode = (): string => relayLog.filter((entry) => entry.msg === RUNS_THE_JOB).at(-1)!.label;

describe('the outbox relay across two nodes', () => {
  it(`delivers each of ${MESSAGES} messages to a real SMTP server when the relaying node is killed part-way`, async () => {
    // a node that starts relaying says so; wait until one has, so the kill below hits the one that sends
    await waitUntil(() => relayLog.some((entry) => entry.msg === RUNS_THE_JOB), 'a node running the outbox relay', { timeoutMs: 20_000 });
    const leader = relayLog.find((entry) => entry.msg === RUNS_THE_JOB)!.label;
    const follower = cluster.nodes.find((node) => node.label !== leader)!;

    await enqueueReceipts(0, MESSAGES);

    // the relaying node's relay, by the claim on what it is sending (only it relays)
    let deadRelay: string | null = null;
    await waitUntil(
      async () => {
        const sending = await db.selectFrom('outbox_messages').select('claimed_by').where('status', '=', 'sending').executeTakeFirst();
        deadRelay = sending?.claimed_by ?? null;
        return deadRelay !== null;
      },
      'a message being sent',
      { timeoutMs: 60_000, intervalMs: 5 },
    );
    // killed in the middle of a send: as its SMTP server is told the recipient of the next mail, before the mail
    const killAfter = Math.floor(MESSAGES * 0.4);
    let killed: Promise<void> | null = null;
    let killedAt = 0;
    catcher.answerRecipient = () => {
      if (killed === null && catcher.mails.length >= killAfter) {
        killedAt = Date.now();
        killed = cluster.stopNode(cluster.nodes.find((node) => node.label === leader)!.name, 'SIGKILL');
      }
      return null;
    };
    await waitUntil(() => killed !== null, `${killAfter} mails before the kill`, { timeoutMs: 60_000 });
    await killed;
    catcher.answerRecipient = () => null;
    const deliveredBeforeKill = catcher.mails.length;
    // what it left claimed: the mail it was sending and the rest of its batch (the other node may be sending its own)
    const claimedByTheDead = await db
      .selectFrom('outbox_messages')
      .select(['id', 'idempotency_key'])
      .where('status', '=', 'sending')
      .where('claimed_by', '=', deadRelay)
      .execute();
    expect(claimedByTheDead.length).toBeGreaterThan(0);

    await waitUntilAllSent(MESSAGES);
    const allSentAt = Date.now();

    // the other node took the relay over after the kill
    expect(relayLog.some((entry) => entry.label === follower.label && entry.msg === RUNS_THE_JOB && entry.at >= killedAt)).toBe(true);
    expect(deliveredBeforeKill).toBeLessThan(MESSAGES);

    // every message arrived, as its own mail with its Message-ID, whole
    const expected = new Map(Array.from({ length: MESSAGES }, (_, index) => [createMessageId(keyOf(index), MAIL_FROM), index]));
    const copies = new Map<string, number>();
    for (const mail of catcher.mails) {
      const index = expected.get(mail.messageId);
      expect(index).toBeDefined();
      expect(mail).toMatchObject({ envelopeTo: [`rider${index}@example.com`], subject: `Receipt ${index}`, text: `Receipt ${index}` });
      copies.set(mail.messageId, (copies.get(mail.messageId) ?? 0) + 1);
    }
    // each exactly once: the node died before the server had accepted the mail it was sending
    expect(copies.size).toBe(MESSAGES);
    expect(catcher.mails).toHaveLength(MESSAGES);
    // what the dead node had claimed waited for its claim to expire, counted as a try, and then went out
    const retried = await db
      .selectFrom('outbox_messages')
      .select(['status', 'attempts'])
      .where(
        'id',
        'in',
        claimedByTheDead.map((row) => row.id),
      )
      .execute();
    expect(retried.every((row) => row.status === 'sent' && row.attempts >= 2)).toBe(true);
    expect(allSentAt - killedAt).toBeGreaterThanOrEqual(CLAIM_MS - 1000);
    console.log(
      `outbox across nodes: ${MESSAGES} messages, ${deliveredBeforeKill} delivered before the relaying node was killed, ` +
        `${claimedByTheDead.length} left claimed by it, ${catcher.mails.length} mails received, ` +
        `${catcher.mails.length - MESSAGES} second copies, all recorded sent ${allSentAt - killedAt} ms after the kill`,
    );
  });

  it('sends a mail again, with the same Message-ID, when its node dies after the server accepted it and before it heard so', async () => {
    // the node killed above comes back; the other one relays now, and is the one to die
    const dead = cluster.nodes.find((node) => !node.isRunning())!;
    await cluster.startNode(dead.name);
    const relaying = cluster.nodes.find((node) => node.label === readRelayingNode())!;
    const before = catcher.mails.length;
    const extra = 200;
    // the worst moment: the SMTP server has kept the 50th mail, and the relay dies before the server's 250 reaches it
    let victim: string | null = null;
    catcher.onMail = (mail) => {
      if (victim === null && catcher.mails.length - before === 50) {
        victim = mail.messageId;
        void cluster.stopNode(relaying.name, 'SIGKILL');
      }
    };
    await enqueueReceipts(MESSAGES, MESSAGES + extra);
    await waitUntilAllSent(MESSAGES + extra);
    catcher.onMail = null;

    const received = catcher.mails.slice(before);
    const copiesOfVictim = received.filter((mail) => mail.messageId === victim);
    // every message once, the victim twice: the only second copy, carrying the Message-ID a receiver dedupes by
    expect(new Set(received.map((mail) => mail.messageId)).size).toBe(extra);
    expect(received).toHaveLength(extra + 1);
    expect(copiesOfVictim).toHaveLength(2);
    expect(copiesOfVictim[0]).toMatchObject({ subject: copiesOfVictim[1]!.subject, text: copiesOfVictim[1]!.text });
    console.log(`outbox across nodes, worst moment: ${extra} messages, ${received.length} mails received, the second copy is ${victim}`);
  });
});
