import { randomBytes } from 'node:crypto';
import { ConfigError, readInteger, readString, type Environment } from '../settings/environment';

export type PaymentProviderName = 'sandbox' | 'razorpay';

export interface PaymentSettings {
  /** sandbox (default, offline: our server stands in for the provider) or razorpay */
  provider: PaymentProviderName;
  /** razorpay only: the public key id, the key secret (checkout signatures) and the webhook secret */
  razorpayKeyId: string | null;
  razorpayKeySecret: string | null;
  razorpayWebhookSecret: string | null;
  /** the provider's REST API root; tests point it at a local stand-in */
  razorpayApiBaseUrl: string;
  /** how long one call to the provider may take before the order counts as failed to create */
  providerTimeoutMs: number;
  /**
   * the sandbox's signing secret; random per start unless set, so nobody can forge sandbox signatures, and set it
   * when payments must still verify after a restart
   */
  sandboxSecret: string;
  /** how often unpaid orders are checked with the provider for a capture we missed; 0 turns the reconciler off */
  reconcileIntervalMs: number;
  /**
   * the sandbox in production (PAYMENT_SANDBOX_IN_PRODUCTION=true, a test deployment): every page says that no
   * real money is charged (docs/decisions/0013-payments-in-production.md)
   */
  showTestPaymentsBanner: boolean;
}

/**
 * In production the provider is never a default: a forgotten setting must not take orders against sandbox payments
 * (passes issued, no money received). The sandbox there is a deliberate test deployment, named as such.
 */
function selectPaymentProvider(env: Environment): { provider: PaymentProviderName; sandboxInProduction: boolean } {
  const raw = readString(env, 'PAYMENT_PROVIDER');
  if (readString(env, 'NODE_ENV') !== 'production') return { provider: parsePaymentProvider(raw), sandboxInProduction: false };
  if (raw === undefined) {
    throw new ConfigError(
      'PAYMENT_PROVIDER is required when NODE_ENV=production: set it to razorpay (with its keys), or to sandbox with PAYMENT_SANDBOX_IN_PRODUCTION=true for a test deployment',
    );
  }
  const provider = parsePaymentProvider(raw);
  if (provider !== 'sandbox') return { provider, sandboxInProduction: false };
  const allowed = readString(env, 'PAYMENT_SANDBOX_IN_PRODUCTION');
  if (allowed !== 'true') {
    throw new ConfigError(
      `PAYMENT_PROVIDER=sandbox takes no real money, so with NODE_ENV=production it also needs PAYMENT_SANDBOX_IN_PRODUCTION=true (got ${allowed === undefined ? 'nothing' : `"${allowed}"`}); every page then shows a test payments banner`,
    );
  }
  return { provider, sandboxInProduction: true };
}

function parsePaymentProvider(raw: string | undefined): PaymentProviderName {
  if (raw === undefined) return 'sandbox';
  const lower = raw.toLowerCase();
  if (lower === 'sandbox' || lower === 'razorpay') return lower;
  throw new ConfigError(`PAYMENT_PROVIDER must be sandbox or razorpay, got "${raw}"`);
}

function parseApiBaseUrl(raw: string | undefined): string {
  if (raw === undefined) return 'https://api.razorpay.com/v1';
  try {
    const url = new URL(raw);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('not http');
    return url.toString().replace(/\/+$/, '');
  } catch {
    throw new ConfigError(`RAZORPAY_API_BASE_URL must be an absolute http(s) URL such as https://api.razorpay.com/v1, got "${raw}"`);
  }
}

/** The payment settings; razorpay without its three keys stops the server at start rather than at the first purchase. */
export function loadPaymentSettings(env: Environment): PaymentSettings {
  const { provider, sandboxInProduction } = selectPaymentProvider(env);
  const razorpayKeyId = readString(env, 'RAZORPAY_KEY_ID') ?? null;
  const razorpayKeySecret = readString(env, 'RAZORPAY_KEY_SECRET') ?? null;
  const razorpayWebhookSecret = readString(env, 'RAZORPAY_WEBHOOK_SECRET') ?? null;
  if (provider === 'razorpay') {
    for (const [name, value] of [
      ['RAZORPAY_KEY_ID', razorpayKeyId],
      ['RAZORPAY_KEY_SECRET', razorpayKeySecret],
      ['RAZORPAY_WEBHOOK_SECRET', razorpayWebhookSecret],
    ] as const) {
      if (value === null) throw new ConfigError(`${name} is required when PAYMENT_PROVIDER=razorpay`);
    }
  }
  const sandboxSecret = readString(env, 'PAYMENT_SANDBOX_SECRET');
  if (sandboxSecret !== undefined && sandboxSecret.length < 16) {
    throw new ConfigError('PAYMENT_SANDBOX_SECRET must be at least 16 characters');
  }
  return {
    provider,
    razorpayKeyId,
    razorpayKeySecret,
    razorpayWebhookSecret,
    razorpayApiBaseUrl: parseApiBaseUrl(readString(env, 'RAZORPAY_API_BASE_URL')),
    providerTimeoutMs: readInteger(env, 'PAYMENT_PROVIDER_TIMEOUT_MS', 10_000, 100, 120_000),
    sandboxSecret: sandboxSecret ?? randomBytes(32).toString('hex'),
    reconcileIntervalMs: readInteger(env, 'PAYMENT_RECONCILE_INTERVAL_MS', 60_000, 0, 86_400_000),
    showTestPaymentsBanner: sandboxInProduction,
  };
}
