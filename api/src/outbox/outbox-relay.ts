import { randomBytes } from 'node:crypto';
import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { JobLeadership } from '../db/job-leadership';
import type { MessageChannel, OutgoingEmail, OutgoingSms } from './outbox-channel';
import { OutboxSendError } from './outbox-channel';
import type { EmailContent, NotificationKind, OutboxChannel, SmsContent } from './outbox-message';
import type { Claim, OutboxRepository, OutboxRow } from './outbox-repository';

// The relay (docs/decisions/0045-outbox.md): sends what the outbox holds. One runs at a time across the nodes of a
// PostgreSQL database (the job lock of db/job-leadership.ts, like the payment reconciler); each pass claims due
// messages until a deadline, sends them one by one, and records each outcome under its claim. A message whose relay
// died keeps its claim until the deadline and is sent by the next pass after it: never two relays at once, and at
// most once per idempotency key unless the relay died in the moment between the server's acceptance and the
// outbox's record of it, which no SMTP client can close (the mail's Message-ID, made from the key, is the same in
// both copies, so the receiving side can tell).

export interface RelayChannels {
  email: MessageChannel<OutgoingEmail> | null;
  sms: MessageChannel<OutgoingSms> | null;
}

export interface OutboxRelayOptions {
  outbox: OutboxRepository;
  channels: RelayChannels;
  log: FastifyBaseLogger;
  /** 0 turns the timer off (runOnce still works) */
  intervalMs: number;
  maxAttempts: number;
  claimMs: number;
  retryBaseMs: number;
  retryMaxMs: number;
  /** the timer's passes run only on the node holding the relay's job lock; runOnce does not ask */
  leadership?: Pick<JobLeadership, 'claim'>;
  batchSize?: number;
  /** names this relay's claims; unique per process by default */
  relayId?: string;
  now?: () => Date;
}

export interface RelayRun {
  sent: number;
  failed: number;
  dead: number;
  unsent: number;
  /** messages whose claim was lost before their outcome was recorded (see above) */
  lostClaims: number;
}

/** The delay before try `attempts + 1`: retryBase doubled at each failure so far, at most retryMax. */
export function selectRetryDelay(attempts: number, retryBaseMs: number, retryMaxMs: number): number {
  return Math.min(retryBaseMs * 2 ** Math.max(0, attempts - 1), retryMaxMs);
}

function describeError(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export function createOutboxRelay(options: OutboxRelayOptions) {
  const now = options.now ?? (() => new Date());
  const batchSize = options.batchSize ?? 25;
  const relayId = options.relayId ?? `${os.hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  const configured = (['email', 'sms'] as const).filter((channel) => options.channels[channel] !== null);
  let revived = false;
  let stopped = false;
  let running: Promise<RelayRun> | null = null;
  let timer: NodeJS.Timeout | null = null;
  let ticking: Promise<void> | null = null;

  async function sendThrough(row: OutboxRow): Promise<void> {
    const base = { kind: row.kind as NotificationKind, idempotencyKey: row.idempotency_key, recipient: row.recipient };
    if (row.channel === 'email') {
      await options.channels.email!.send({ ...base, content: JSON.parse(row.content) as EmailContent });
    } else {
      await options.channels.sms!.send({ ...base, content: JSON.parse(row.content) as SmsContent });
    }
  }

  /** Sends one claimed message and records the outcome; false when its claim could not cover a send. */
  async function relayMessage(row: OutboxRow, run: RelayRun): Promise<boolean> {
    const claim: Claim = { relayId, attempts: row.attempts };
    const channel = options.channels[row.channel as OutboxChannel]!;
    if (now().getTime() + channel.sendTimeoutMs >= Date.parse(row.claim_expires_at!)) {
      await options.outbox.releaseClaim(row.id, claim, now());
      return false;
    }
    let recorded: boolean;
    try {
      await sendThrough(row);
      recorded = await options.outbox.markSent(row.id, claim, now());
      if (recorded) run.sent += 1;
    } catch (error) {
      const reason = describeError(error);
      if (error instanceof OutboxSendError && error.outcome === 'unconfigured') {
        recorded = await options.outbox.markUnsent(row.id, claim, reason, now());
        run.unsent += 1;
      } else {
        const final = (error instanceof OutboxSendError && error.outcome === 'permanent') || row.attempts >= options.maxAttempts;
        const at = now();
        const retryAt = final ? null : new Date(at.getTime() + selectRetryDelay(row.attempts, options.retryBaseMs, options.retryMaxMs));
        recorded = await options.outbox.markFailed(row.id, claim, { error: reason, retryAt, now: at });
        if (final) run.dead += 1;
        else run.failed += 1;
        options.log.warn({ outboxId: row.id, kind: row.kind, attempts: row.attempts, dead: final, err: reason }, 'outbox message not sent');
      }
    }
    if (!recorded) {
      run.lostClaims += 1;
      options.log.error(
        { outboxId: row.id, kind: row.kind },
        'outbox claim expired before the outcome was recorded; another pass may send this message again',
      );
    }
    return true;
  }

  async function relayDue(): Promise<RelayRun> {
    const run: RelayRun = { sent: 0, failed: 0, dead: 0, unsent: 0, lostClaims: 0 };
    if (!revived) {
      // channels are read at start: 'unsent' messages of a channel configured since are sent now
      const count = await options.outbox.reviveUnsent(configured, now());
      if (count > 0) options.log.info({ count }, 'outbox messages that waited for a channel are due again');
      revived = true;
    }
    const parked = await options.outbox.markUnconfiguredChannels(configured, now());
    run.unsent += parked;
    while (!stopped) {
      const at = now();
      const rows = await options.outbox.claimDue({
        channels: configured,
        relayId,
        now: at,
        expiresAt: new Date(at.getTime() + options.claimMs),
        limit: batchSize,
      });
      let covered = true;
      for (const row of rows) {
        if (stopped || !covered) {
          // a stopping server gives back what it has not started, rather than leave it claimed until the deadline
          await options.outbox.releaseClaim(row.id, { relayId, attempts: row.attempts }, now());
        } else {
          covered = await relayMessage(row, run);
        }
      }
      if (rows.length < batchSize || !covered) break;
    }
    return run;
  }

  /** One pass over the due messages; a call while a pass runs waits for that pass instead of starting another. */
  function runOnce(): Promise<RelayRun> {
    running ??= relayDue()
      .catch((error: unknown) => {
        options.log.error({ err: error }, 'outbox relay pass failed');
        return { sent: 0, failed: 0, dead: 0, unsent: 0, lostClaims: 0 };
      })
      .finally(() => {
        running = null;
      });
    return running;
  }

  async function tick(): Promise<void> {
    const leading = await (options.leadership?.claim() ?? Promise.resolve(true)).catch(() => false);
    if (leading && !stopped) await runOnce();
  }

  function wait(): void {
    if (stopped || options.intervalMs <= 0) return;
    timer = setTimeout(() => {
      ticking = tick().finally(() => {
        ticking = null;
        wait();
      });
    }, options.intervalMs);
    // the relay never keeps the process alive on its own
    timer.unref();
  }

  return {
    relayId,
    runOnce,
    start(): void {
      stopped = false;
      wait();
    },
    /** Stops the timer and waits for a pass under way, which gives back the messages it has not started. */
    async stop(): Promise<void> {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await ticking;
      await running;
    },
  };
}

export type OutboxRelay = ReturnType<typeof createOutboxRelay>;
