import type { FastifyInstance } from 'fastify';
import type { TestApp } from '../test-support/test-app';
import { buyer, countRows, deliverWebhook, postJson, readOrder, startSandboxTestApp } from '../test-support/payment-test-kit';
import { createStaffAccount, injectStaffWrite, signInStaff, type SignedInStaff } from '../staff/staff-test-kit';
import { computeHmacHex } from './payment-signatures';
import { deriveSandboxSecrets } from './sandbox-provider';
import { refundMessages } from './refund-service';

// A refund from the console to the rider's pass, with the sandbox provider over real HTTP on loopback: finance asks,
// the sandbox takes the refund and sends its signed refund.processed webhook to this server, which refunds the order
// and revokes the pass. Real database, real signatures, real webhook deliveries.

const SANDBOX_SECRET = 'test-sandbox-secret-refunds-0123';
const { webhookSecret } = deriveSandboxSecrets(SANDBOX_SECRET);

let testApp: TestApp;
let app: FastifyInstance;
let baseUrl: string;
let finance: SignedInStaff;
let admin: SignedInStaff;
let support: SignedInStaff;
let mobileCounter = 0;

beforeAll(async () => {
  ({ testApp, baseUrl } = await startSandboxTestApp(SANDBOX_SECRET));
  app = testApp.app;
  finance = await signInStaff(app, await createStaffAccount(app, 'finance@chalein.in', ['finance']), '192.0.2.31');
  admin = await signInStaff(app, await createStaffAccount(app, 'admin@chalein.in', ['admin']), '192.0.2.32');
  support = await signInStaff(app, await createStaffAccount(app, 'support@chalein.in', ['support']), '192.0.2.33');
});
afterAll(() => testApp.closeTestApp());

interface PaidOrder {
  id: number;
  providerOrderId: string;
  paymentId: string;
  amountPaise: number;
}

/** A student pass bought and paid in the sandbox checkout, its webhooks delivered. */
async function buyPaidOrder(): Promise<PaidOrder> {
  mobileCounter += 1;
  const created = await postJson(baseUrl, '/api/front/rider/registration', {
    ...buyer,
    mobile: `91000${String(mobileCounter).padStart(5, '0')}`,
    iPassId: 8,
  });
  const order = created.body.data as { order_id: string; customerid: number; amount: number; key: string };
  const paid = await postJson(baseUrl, `/api/payments/sandbox/orders/${order.order_id}/pay`, {
    key: order.key,
    amount: Math.round(order.amount * 100),
    currency: 'INR',
    outcome: 'success',
  });
  expect(paid.status).toBe(200);
  await app.payments.sandbox?.flushWebhooks();
  const row = await readOrder(app.db, order.order_id);
  expect(row.status).toBe('paid');
  return { id: row.id, providerOrderId: row.provider_order_id, paymentId: row.paid_payment_id ?? '', amountPaise: row.amount_paise };
}

function requestRefund(staff: SignedInStaff, orderId: number, payload: Record<string, unknown> = { reason: 'duplicate-payment' }) {
  return injectStaffWrite(app, { url: `/api/staff/orders/${orderId}/refund`, staff, payload });
}

interface OrderDetailAnswer {
  order: { status: string };
  issuedPass: { valid: boolean; revokedAt: string | null } | null;
  refunds: { id: number; status: string; providerRefundId: string | null; reasonCode: string | null; reasonNote: string | null }[];
  webhooks: { event: string; outcome: string }[];
  payments: { id: string; status: string }[];
  buyer: { mobile: string };
}

async function readDetail(staff: SignedInStaff, orderId: number): Promise<OrderDetailAnswer> {
  const answer = await app.inject({ url: `/api/staff/orders/${orderId}`, headers: { cookie: staff.cookie } });
  expect(answer.statusCode).toBe(200);
  return answer.json<{ data: OrderDetailAnswer }>().data;
}

async function countRefunds(orderId: number): Promise<number> {
  const row = await app.db
    .selectFrom('refunds')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('payment_order_id', '=', orderId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A refund.processed body shaped as Razorpay sends it. */
function buildRefundWebhookBody(refund: { id: string; paymentId: string; amountPaise: number; orderId: string }): string {
  return JSON.stringify({
    entity: 'event',
    account_id: 'acc_test',
    event: 'refund.processed',
    contains: ['refund', 'payment'],
    payload: {
      refund: {
        entity: {
          id: refund.id,
          entity: 'refund',
          amount: refund.amountPaise,
          currency: 'INR',
          payment_id: refund.paymentId,
          status: 'processed',
        },
      },
      payment: {
        entity: {
          id: refund.paymentId,
          entity: 'payment',
          amount: refund.amountPaise,
          currency: 'INR',
          status: 'refunded',
          order_id: refund.orderId,
          amount_refunded: refund.amountPaise,
        },
      },
    },
    created_at: 1_700_000_000,
  });
}

describe('refunding a paid sandbox order from the console', () => {
  it('refunds through the sandbox: its signed webhook arrives, the order reads refunded and the pass is invalid', async () => {
    const order = await buyPaidOrder();
    const before = await readDetail(finance, order.id);
    expect(before.issuedPass).toMatchObject({ valid: true, revokedAt: null });

    const answer = await requestRefund(finance, order.id, { reason: 'other', note: 'Rider moved out of Bengaluru' });
    expect(answer.statusCode).toBe(202);
    const started = answer.json<{ message: string; data: { refund: { id: number; status: string; providerRefundId: string } } }>();
    expect(started.message).toBe(refundMessages.started);
    expect(started.data.refund).toMatchObject({ status: 'pending', providerRefundId: expect.stringMatching(/^rfnd_/) });

    // the sandbox delivers refund.processed over HTTP, signed as its payment webhooks are
    await app.payments.sandbox?.flushWebhooks();
    const after = await readDetail(finance, order.id);
    expect(after.order.status).toBe('refunded');
    expect(after.refunds).toEqual([
      expect.objectContaining({
        id: started.data.refund.id,
        status: 'processed',
        providerRefundId: started.data.refund.providerRefundId,
        reasonCode: 'other',
        reasonNote: 'Rider moved out of Bengaluru',
      }),
    ]);
    expect(after.issuedPass).toMatchObject({ valid: false, revokedAt: expect.any(String) });
    expect(after.webhooks).toContainEqual({
      event: 'refund.processed',
      outcome: 'applied',
      eventId: expect.any(String),
      receivedAt: expect.any(String),
    });

    // the rider's own view of the order shows no pass any more
    const status = await postJson(baseUrl, '/api/front/pass/purchase/order/status', {
      order_id: order.providerOrderId,
      customerid: order.id,
    });
    expect(status.body.data).toEqual({ orderStatus: 'refunded', passIssued: false });

    // audited with the refund: ids, amount, reason code; neither the note nor the buyer
    const audit = await app.db
      .selectFrom('audit_events')
      .selectAll()
      .where('action', '=', 'staff.orders.refund')
      .where('target', '=', `payment_order:${order.id}`)
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]?.outcome).toBe('success');
    expect(JSON.parse(audit[0]?.details ?? '{}')).toEqual({
      refundId: started.data.refund.id,
      amountPaise: order.amountPaise,
      reason: 'other',
      provider: 'sandbox',
      status: 'pending',
    });
    expect(audit[0]?.details).not.toMatch(/Bengaluru|asha|9100/i);
  });

  it('changes nothing for a replayed webhook, or the same refund under another event id', async () => {
    const order = await buyPaidOrder();
    expect((await requestRefund(finance, order.id)).statusCode).toBe(202);
    await app.payments.sandbox?.flushWebhooks();
    const settled = await readOrder(app.db, order.providerOrderId);
    const [refund] = await app.db.selectFrom('refunds').selectAll().where('payment_order_id', '=', order.id).execute();
    const pass = await app.db.selectFrom('issued_passes').selectAll().where('payment_order_id', '=', order.id).executeTakeFirstOrThrow();
    const body = buildRefundWebhookBody({
      id: refund?.provider_refund_id ?? '',
      paymentId: order.paymentId,
      amountPaise: order.amountPaise,
      orderId: order.providerOrderId,
    });

    const first = await deliverWebhook(baseUrl, body, webhookSecret, 'evt_refund_replay_1');
    expect(first.body.message).toBe('Webhook applied: order refunded');
    const replayed = await deliverWebhook(baseUrl, body, webhookSecret, 'evt_refund_replay_1');
    expect(replayed.body.message).toBe('Webhook duplicate: event already received');

    expect(await countRefunds(order.id)).toBe(1);
    expect(await readOrder(app.db, order.providerOrderId)).toEqual(settled);
    const [after] = await app.db.selectFrom('refunds').selectAll().where('payment_order_id', '=', order.id).execute();
    expect(after).toEqual(refund);
    expect(await app.db.selectFrom('issued_passes').selectAll().where('payment_order_id', '=', order.id).executeTakeFirstOrThrow()).toEqual(
      pass,
    );
  });

  it('refuses a refund webhook with a bad signature and changes nothing', async () => {
    const order = await buyPaidOrder();
    const events = await countRows(app.db, 'webhook_events');
    const body = buildRefundWebhookBody({
      id: 'rfnd_Forged00000001',
      paymentId: order.paymentId,
      amountPaise: order.amountPaise,
      orderId: order.providerOrderId,
    });
    const forged = await deliverWebhook(baseUrl, body, 'not-the-sandbox-webhook-secret', 'evt_refund_forged');
    expect([forged.status, forged.body.message]).toEqual([400, 'Invalid webhook signature.']);
    const unsigned = await deliverWebhook(baseUrl, body, webhookSecret, 'evt_refund_forged', computeHmacHex(`${body} `, webhookSecret));
    expect(unsigned.status).toBe(400);
    expect((await readOrder(app.db, order.providerOrderId)).status).toBe('paid');
    expect(await countRefunds(order.id)).toBe(0);
    expect(await countRows(app.db, 'webhook_events')).toBe(events);
  });

  it('starts one refund for a double request, and a clear 409 for the second and any later one', async () => {
    const order = await buyPaidOrder();
    const answers = await Promise.all([requestRefund(finance, order.id), requestRefund(finance, order.id)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([202, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)?.json<{ message: string }>().message).toBe(refundMessages.inProgress);
    await app.payments.sandbox?.flushWebhooks();
    const later = await requestRefund(finance, order.id);
    expect([later.statusCode, later.json<{ message: string }>().message]).toEqual([409, refundMessages.alreadyRefunded]);
    expect(await countRefunds(order.id)).toBe(1);
    const sandboxRefunds = await app.db.selectFrom('sandbox_refunds').selectAll().where('payment_id', '=', order.paymentId).execute();
    expect(sandboxRefunds).toHaveLength(1);
  });

  it('refunds only paid orders, needs a reason from the list and a note for other', async () => {
    const order = await buyPaidOrder();
    expect((await requestRefund(finance, order.id, {})).statusCode).toBe(400);
    expect((await requestRefund(finance, order.id, { reason: 'felt-like-it' })).statusCode).toBe(400);
    const noNote = await requestRefund(finance, order.id, { reason: 'other', note: '   ' });
    expect([noNote.statusCode, noNote.json<{ message: string }>().message]).toEqual([400, refundMessages.noteRequired]);
    expect(await countRefunds(order.id)).toBe(0);

    mobileCounter += 1;
    const unpaid = await postJson(baseUrl, '/api/front/rider/registration', {
      ...buyer,
      mobile: `91000${String(mobileCounter).padStart(5, '0')}`,
      iPassId: 8,
    });
    const unpaidId = (unpaid.body.data as { customerid: number }).customerid;
    const refused = await requestRefund(finance, unpaidId);
    expect([refused.statusCode, refused.json<{ message: string }>().message]).toEqual([409, refundMessages.notPaid]);
    expect((await requestRefund(finance, 987_654)).statusCode).toBe(404);
  });

  it('lets only finance refund: admin and support get 403, and admin still reads the order', async () => {
    const order = await buyPaidOrder();
    expect((await requestRefund(admin, order.id)).statusCode).toBe(403);
    expect((await requestRefund(support, order.id)).statusCode).toBe(403);
    expect(await countRefunds(order.id)).toBe(0);
    expect((await readDetail(admin, order.id)).order.status).toBe('paid');
    const supportRead = await app.inject({ url: `/api/staff/orders/${order.id}`, headers: { cookie: support.cookie } });
    expect(supportRead.statusCode).toBe(403);
  });
});
