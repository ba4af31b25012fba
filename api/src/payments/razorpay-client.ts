import { PaymentProviderError } from './payment-provider';

// A thin client of Razorpay's REST API: the three calls we need, basic auth with the key id and secret, a base URL
// setting (tests point it at a stand-in on loopback) and a timeout on every call.

export interface RazorpayClientOptions {
  /** e.g. https://api.razorpay.com/v1, without a trailing slash */
  baseUrl: string;
  keyId: string;
  keySecret: string;
  timeoutMs: number;
}

/** The fields of Razorpay's order entity we read. */
export interface RazorpayOrderEntity {
  id: string;
  amount: number;
  currency: string;
  status: string;
}

/** The fields of Razorpay's payment entity we read. */
export interface RazorpayPaymentEntity {
  id: string;
  order_id: string | null;
  amount: number;
  currency: string;
  status: string;
  error_description: string | null;
}

/** The fields of Razorpay's refund entity we read. */
export interface RazorpayRefundEntity {
  id: string;
  payment_id: string;
  amount: number;
  currency: string;
  status: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function readOrderEntity(value: unknown): RazorpayOrderEntity | null {
  if (!isRecord(value)) return null;
  const { id, amount, currency, status } = value;
  if (typeof id !== 'string' || typeof amount !== 'number' || typeof currency !== 'string') return null;
  return { id, amount, currency, status: typeof status === 'string' ? status : 'created' };
}

export function readPaymentEntity(value: unknown): RazorpayPaymentEntity | null {
  if (!isRecord(value)) return null;
  const { id, order_id: orderId, amount, currency, status, error_description: errorDescription } = value;
  if (typeof id !== 'string' || typeof amount !== 'number' || typeof currency !== 'string' || typeof status !== 'string') return null;
  return {
    id,
    order_id: typeof orderId === 'string' ? orderId : null,
    amount,
    currency,
    status,
    error_description: typeof errorDescription === 'string' ? errorDescription : null,
  };
}

export function readRefundEntity(value: unknown): RazorpayRefundEntity | null {
  if (!isRecord(value)) return null;
  const { id, payment_id: paymentId, amount, currency, status } = value;
  if (typeof id !== 'string' || typeof paymentId !== 'string' || typeof amount !== 'number' || typeof currency !== 'string') return null;
  return { id, payment_id: paymentId, amount, currency, status: typeof status === 'string' ? status : 'pending' };
}

/** Razorpay's error body: { error: { code, description } }. */
function describeErrorBody(body: unknown): string {
  if (isRecord(body) && isRecord(body.error) && typeof body.error.description === 'string') return body.error.description;
  return 'no error description';
}

export function createRazorpayClient(options: RazorpayClientOptions) {
  const authorization = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString('base64')}`;

  async function requestJson(method: 'GET' | 'POST', path: string, body?: unknown): Promise<unknown> {
    let response: Response;
    try {
      response = await fetch(`${options.baseUrl}${path}`, {
        method,
        headers: {
          authorization,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (error) {
      // fetch rejects with a DOMException, which is not always an Error of this realm: read its name
      const name = typeof error === 'object' && error !== null && 'name' in error ? String(error.name) : '';
      const timedOut = name === 'TimeoutError' || name === 'AbortError';
      throw new PaymentProviderError(
        timedOut
          ? `Razorpay did not answer ${method} ${path} within ${options.timeoutMs} ms`
          : `Razorpay could not be reached for ${method} ${path}`,
        null,
      );
    }
    let parsed: unknown;
    try {
      parsed = await response.json();
    } catch {
      throw new PaymentProviderError(
        `Razorpay answered ${method} ${path} with ${response.status} and a body that is not JSON`,
        response.status,
      );
    }
    if (!response.ok) {
      throw new PaymentProviderError(
        `Razorpay answered ${method} ${path} with ${response.status}: ${describeErrorBody(parsed)}`,
        response.status,
      );
    }
    return parsed;
  }

  return {
    /** POST /orders */
    async createOrder(input: {
      amount: number;
      currency: string;
      receipt: string;
      notes: Record<string, string>;
    }): Promise<RazorpayOrderEntity> {
      const order = readOrderEntity(await requestJson('POST', '/orders', input));
      if (!order) throw new PaymentProviderError('Razorpay answered POST /orders without an order', null);
      return order;
    },

    /** GET /orders/:id/payments */
    async fetchOrderPayments(orderId: string): Promise<RazorpayPaymentEntity[]> {
      const body = await requestJson('GET', `/orders/${encodeURIComponent(orderId)}/payments`);
      if (!isRecord(body) || !Array.isArray(body.items)) {
        throw new PaymentProviderError('Razorpay answered GET /orders/:id/payments without a list of payments', null);
      }
      return body.items.map(readPaymentEntity).filter((payment): payment is RazorpayPaymentEntity => payment !== null);
    },

    /** POST /payments/:id/refund: `amount` is the whole payment for a full refund; `speed` normal is the free one */
    async refundPayment(
      paymentId: string,
      input: { amount: number; speed: 'normal'; receipt: string; notes: Record<string, string> },
    ): Promise<RazorpayRefundEntity> {
      const refund = readRefundEntity(await requestJson('POST', `/payments/${encodeURIComponent(paymentId)}/refund`, input));
      if (!refund) throw new PaymentProviderError('Razorpay answered POST /payments/:id/refund without a refund', null);
      return refund;
    },
  };
}

export type RazorpayClient = ReturnType<typeof createRazorpayClient>;
