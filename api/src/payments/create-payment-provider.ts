import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { PaymentSettings } from './payment-settings';
import type { Database } from '../db/schema';
import type { PaymentProvider } from './payment-provider';
import { createRazorpayProvider } from './razorpay-provider';
import { createSandboxProvider, type SandboxProvider } from './sandbox-provider';

export interface PaymentProviderDependencies {
  db: Kysely<Database>;
  log: FastifyBaseLogger;
  /** where the sandbox delivers its webhooks; null while nothing listens */
  resolveWebhookUrl: () => string | null;
  webhookDelaysMs?: readonly number[];
}

/** The provider PAYMENT_PROVIDER names; with the sandbox, also the sandbox itself (its checkout routes need it). */
export function createPaymentProvider(
  settings: PaymentSettings,
  dependencies: PaymentProviderDependencies,
): { provider: PaymentProvider; sandbox: SandboxProvider | null } {
  if (settings.provider === 'razorpay') return { provider: createRazorpayProvider(settings), sandbox: null };
  const sandbox = createSandboxProvider({
    db: dependencies.db,
    secret: settings.sandboxSecret,
    resolveWebhookUrl: dependencies.resolveWebhookUrl,
    log: dependencies.log,
    webhookDelaysMs: dependencies.webhookDelaysMs,
  });
  return { provider: sandbox, sandbox };
}

/**
 * Our own webhook URL on the address the server listens on (0.0.0.0 and :: are reached through loopback), so the
 * sandbox's webhooks travel over real HTTP the way Razorpay's do.
 */
export function resolveOwnWebhookUrl(app: FastifyInstance): string | null {
  const address = app.server.address();
  if (address === null || typeof address === 'string') return null;
  let host = address.address;
  if (host === '0.0.0.0') host = '127.0.0.1';
  else if (host === '::') host = '::1';
  const shownHost = host.includes(':') ? `[${host}]` : host;
  return `http://${shownHost}:${address.port}/api/webhooks/razorpay`;
}
