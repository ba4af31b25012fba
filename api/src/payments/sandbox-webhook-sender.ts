import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import { computeHmacHex } from './payment-signatures';
import { createProviderId } from './provider-ids';

// How the sandbox sends its webhooks: really, over HTTP, to our own POST /api/webhooks/razorpay, signed with the
// sandbox's webhook secret and carrying an event id header, the way Razorpay does, with retries when the delivery
// fails. So the webhook route, its signature check and its duplicate check run in development exactly as live.

export interface SandboxWebhookEvent {
  event: 'payment.authorized' | 'payment.captured' | 'payment.failed' | 'order.paid' | 'refund.processed';
  /** { payment: { entity }, order?: { entity } }, or { refund: { entity }, payment: { entity } } */
  payload: Record<string, { entity: Record<string, unknown> }>;
}

export interface SandboxWebhookSenderOptions {
  /** where to deliver; null while the server does not listen (nothing is sent then) */
  resolveUrl: () => string | null;
  webhookSecret: string;
  log: FastifyBaseLogger;
  /** wait before the first delivery and between retries; a real provider's webhooks also come a moment later */
  delaysMs?: readonly number[];
}

export function createSandboxWebhookSender(options: SandboxWebhookSenderOptions) {
  const delays = options.delaysMs ?? [200, 1000, 3000, 10_000];
  const pending = new Set<Promise<void>>();
  const stopping = new AbortController();

  async function deliver(event: SandboxWebhookEvent): Promise<void> {
    const body = JSON.stringify({
      entity: 'event',
      account_id: 'acc_ChaleinSandbox',
      event: event.event,
      contains: Object.keys(event.payload),
      payload: event.payload,
      created_at: Math.floor(Date.now() / 1000),
    });
    const headers = {
      'content-type': 'application/json',
      'x-razorpay-signature': computeHmacHex(body, options.webhookSecret),
      // one id per event, kept across retries: the receiver ignores a second delivery of it
      'x-razorpay-event-id': createProviderId('evt'),
    };
    for (const delay of delays) {
      await sleep(delay, undefined, { signal: stopping.signal });
      const url = options.resolveUrl();
      if (url === null) {
        options.log.debug({ event: event.event }, 'sandbox webhook not sent: the server is not listening');
        return;
      }
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers,
          body,
          signal: AbortSignal.any([stopping.signal, AbortSignal.timeout(10_000)]),
        });
        if (response.ok) return;
        options.log.warn({ event: event.event, status: response.status }, 'sandbox webhook refused; retrying');
      } catch (error) {
        if (stopping.signal.aborted) return;
        options.log.warn({ event: event.event, err: error }, 'sandbox webhook delivery failed; retrying');
      }
    }
    options.log.error({ event: event.event }, 'sandbox webhook given up after retries');
  }

  return {
    /** Sends the events one after another (a capture before its order.paid), in the background. */
    send(events: readonly SandboxWebhookEvent[]): void {
      if (stopping.signal.aborted) return;
      const run = (async () => {
        for (const event of events) await deliver(event);
      })().catch((error: unknown) => {
        // an abort at close is expected; anything else is logged, never thrown into a request
        if (!stopping.signal.aborted) options.log.error({ err: error }, 'sandbox webhook sender failed');
      });
      pending.add(run);
      void run.finally(() => pending.delete(run));
    },

    /** Resolves once every delivery started so far has finished (tests wait on it). */
    async flush(): Promise<void> {
      while (pending.size > 0) await Promise.all([...pending]);
    },

    async close(): Promise<void> {
      stopping.abort();
      await Promise.all([...pending]);
    },
  };
}

export type SandboxWebhookSender = ReturnType<typeof createSandboxWebhookSender>;
