import fp from 'fastify-plugin';
import { createJobLeadership } from '../db/job-leadership';
import { createEmailChannel } from './email-channel';
import { createMsg91SmsProvider } from './msg91-sms-provider';
import { createOutboxRelay, type OutboxRelay, type RelayChannels } from './outbox-relay';
import { createOutboxRepository } from './outbox-repository';
import { runWhileListening } from '../http/run-while-listening';

declare module 'fastify' {
  interface FastifyInstance {
    outboxRelay: OutboxRelay;
  }
}

/** An SMTP exchange may take this long at most, and never more than half a claim. */
const EMAIL_SEND_TIMEOUT_MS = 60_000;

/**
 * The outbox's relay and its channels (SMTP_URL, MSG91_AUTH_KEY; each optional). Like every background job it starts
 * when the server listens (the database has been migrated by then) and stops on close, before the database closes;
 * with several nodes on one PostgreSQL database one of them relays at a time.
 */
export const outboxPlugin = fp(
  async (app) => {
    const settings = app.config.outbox;
    const channels: RelayChannels = {
      email: settings.email && createEmailChannel(settings.email, Math.min(EMAIL_SEND_TIMEOUT_MS, Math.floor(settings.claimMs / 2))),
      sms:
        settings.sms &&
        createMsg91SmsProvider({ ...settings.sms, timeoutMs: Math.min(settings.sms.timeoutMs, Math.floor(settings.claimMs / 2)) }),
    };
    if (!channels.email) app.log.warn('SMTP_URL is not set: e-mails wait in the outbox as unsent until it is');
    if (!channels.sms) app.log.info('MSG91_AUTH_KEY is not set: SMS are recorded in the outbox as unsent');
    const leadership = createJobLeadership(app.db, 'outbox-relay', app.log);
    const relay = createOutboxRelay({
      outbox: createOutboxRepository(app.db),
      channels,
      log: app.log,
      intervalMs: settings.relayIntervalMs,
      maxAttempts: settings.maxAttempts,
      claimMs: settings.claimMs,
      retryBaseMs: settings.retryBaseMs,
      retryMaxMs: settings.retryMaxMs,
      leadership,
    });
    app.decorate('outboxRelay', relay);
    // a relay started after the database closed would poll it until the process ends
    runWhileListening(app, {
      start: () => relay.start(),
      stop: async () => {
        await relay.stop();
        await leadership.release();
        await channels.email?.close();
        await channels.sms?.close();
      },
    });
  },
  { name: 'outbox', dependencies: ['database'] },
);
