import http from 'node:http';
import { createProviderId } from '../payments/provider-ids';

// A stand-in for Razorpay's orders API on loopback (tests never reach the internet): POST /v1/orders,
// GET /v1/orders/:id/payments and POST /v1/payments/:id/refund with basic auth, answering the shapes Razorpay documents. Tests add payments to its
// books, slow it down or make it fail.

export interface StandInOrder {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string;
  status: 'created' | 'attempted' | 'paid';
  notes: Record<string, string>;
  created_at: number;
}

export interface StandInPayment {
  id: string;
  entity: 'payment';
  amount: number;
  currency: string;
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
  order_id: string;
  error_description: string | null;
}

export interface StandInRefund {
  id: string;
  entity: 'refund';
  amount: number;
  currency: string;
  payment_id: string;
  notes: Record<string, string>;
  receipt: string | null;
  status: 'pending' | 'processed' | 'failed';
  speed_requested: string;
  created_at: number;
}

export interface RazorpayStandIn {
  /** e.g. http://127.0.0.1:40123/v1 */
  baseUrl: string;
  orders: Map<string, StandInOrder>;
  payments: StandInPayment[];
  refunds: StandInRefund[];
  /** the status a new refund is answered with (Razorpay's normal-speed refunds start pending) */
  refundStatus: StandInRefund['status'];
  /** every request seen: method, path, authorization header and parsed body */
  requests: { method: string; path: string; authorization: string | undefined; body: unknown }[];
  /** answers this status (with Razorpay's error body) instead, until set back to null */
  failWith: number | null;
  /** waits this long before answering */
  delayMs: number;
  addPayment(orderId: string, status: StandInPayment['status'], amount?: number): StandInPayment;
  close(): Promise<void>;
}

function sendJson(response: http.ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

function sendError(response: http.ServerResponse, status: number, description: string): void {
  sendJson(response, status, { error: { code: 'BAD_REQUEST_ERROR', description, source: 'NA', step: 'NA', reason: 'NA' } });
}

export function startRazorpayStandIn(credentials: { keyId: string; keySecret: string }): Promise<RazorpayStandIn> {
  const expectedAuthorization = `Basic ${Buffer.from(`${credentials.keyId}:${credentials.keySecret}`).toString('base64')}`;
  const sockets = new Set<import('node:net').Socket>();
  const timers = new Set<NodeJS.Timeout>();

  const standIn: Omit<RazorpayStandIn, 'baseUrl' | 'close'> = {
    orders: new Map(),
    payments: [],
    refunds: [],
    refundStatus: 'pending',
    requests: [],
    failWith: null,
    delayMs: 0,
    addPayment(orderId, status, amount) {
      const order = standIn.orders.get(orderId);
      if (!order) throw new Error(`no order ${orderId} at the stand-in`);
      const payment: StandInPayment = {
        id: createProviderId('pay'),
        entity: 'payment',
        amount: amount ?? order.amount,
        currency: order.currency,
        status,
        order_id: orderId,
        error_description: status === 'failed' ? 'Payment was declined by the bank.' : null,
      };
      standIn.payments.push(payment);
      if (status === 'captured') order.status = 'paid';
      return payment;
    },
  };

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown = null;
      try {
        body = text ? JSON.parse(text) : null;
      } catch {
        body = text;
      }
      const path = new URL(request.url ?? '/', 'http://stand-in').pathname;
      standIn.requests.push({ method: request.method ?? '', path, authorization: request.headers.authorization, body });
      const answer = () => {
        if (standIn.failWith !== null) return sendError(response, standIn.failWith, 'The stand-in was told to fail.');
        if (request.headers.authorization !== expectedAuthorization) return sendError(response, 401, 'Authentication failed');
        if (request.method === 'POST' && path === '/v1/orders') {
          const input = (body ?? {}) as { amount?: unknown; currency?: unknown; receipt?: unknown; notes?: unknown };
          if (typeof input.amount !== 'number' || !Number.isInteger(input.amount) || input.amount < 100) {
            return sendError(response, 400, 'The amount must be atleast INR 1.00.');
          }
          if (typeof input.receipt === 'string' && input.receipt.length > 40)
            return sendError(response, 400, 'receipt: the length must be no more than 40.');
          const order: StandInOrder = {
            id: createProviderId('order'),
            entity: 'order',
            amount: input.amount,
            amount_paid: 0,
            amount_due: input.amount,
            currency: typeof input.currency === 'string' ? input.currency : 'INR',
            receipt: typeof input.receipt === 'string' ? input.receipt : '',
            status: 'created',
            notes: (input.notes ?? {}) as Record<string, string>,
            created_at: Math.floor(Date.now() / 1000),
          };
          standIn.orders.set(order.id, order);
          return sendJson(response, 200, order);
        }
        const match = /^\/v1\/orders\/([^/]+)\/payments$/.exec(path);
        if (request.method === 'GET' && match) {
          const orderId = decodeURIComponent(match[1] ?? '');
          if (!standIn.orders.has(orderId)) return sendError(response, 400, 'The id provided does not exist');
          const items = standIn.payments.filter((payment) => payment.order_id === orderId);
          return sendJson(response, 200, { entity: 'collection', count: items.length, items });
        }
        const refundMatch = /^\/v1\/payments\/([^/]+)\/refund$/.exec(path);
        if (request.method === 'POST' && refundMatch) {
          const payment = standIn.payments.find((candidate) => candidate.id === decodeURIComponent(refundMatch[1] ?? ''));
          if (!payment) return sendError(response, 400, 'The id provided does not exist');
          if (payment.status === 'refunded') return sendError(response, 400, 'The payment has been fully refunded already');
          if (payment.status !== 'captured') return sendError(response, 400, 'The payment has not been captured');
          const input = (body ?? {}) as { amount?: unknown; notes?: unknown; receipt?: unknown; speed?: unknown };
          const amount = typeof input.amount === 'number' ? input.amount : payment.amount;
          if (!Number.isInteger(amount) || amount < 100 || amount > payment.amount) {
            return sendError(response, 400, 'The refund amount provided is greater than amount captured');
          }
          const refund: StandInRefund = {
            id: createProviderId('rfnd'),
            entity: 'refund',
            amount,
            currency: payment.currency,
            payment_id: payment.id,
            notes: (input.notes ?? {}) as Record<string, string>,
            receipt: typeof input.receipt === 'string' ? input.receipt : null,
            status: standIn.refundStatus,
            speed_requested: typeof input.speed === 'string' ? input.speed : 'normal',
            created_at: Math.floor(Date.now() / 1000),
          };
          standIn.refunds.push(refund);
          if (amount === payment.amount) payment.status = 'refunded';
          return sendJson(response, 200, refund);
        }
        return sendError(response, 404, 'The requested URL was not found on the server.');
      };
      if (standIn.delayMs > 0) {
        const timer = setTimeout(() => {
          timers.delete(timer);
          answer();
        }, standIn.delayMs);
        timers.add(timer);
      } else answer();
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      if (!address || typeof address === 'string') {
        reject(new Error('the stand-in has no address'));
        return;
      }
      resolve(
        Object.assign(standIn, {
          baseUrl: `http://127.0.0.1:${address.port}/v1`,
          close: () =>
            new Promise<void>((done) => {
              for (const timer of timers) clearTimeout(timer);
              for (const socket of sockets) socket.destroy();
              server.close(() => done());
            }),
        }),
      );
    });
  });
}
