import type { Kysely } from 'kysely';
import type { Database } from '../../api/src/db/schema';
import { computeHmacHex, signPayment } from '../../api/src/payments/payment-signatures';
import { deriveSandboxSecrets } from '../../api/src/payments/sandbox-provider';
import { buildPaymentWebhookBody, buyer, countIssuedPasses, readOrder } from '../../api/src/test-support/payment-test-kit';
import { waitUntil } from '@chalein/testing/wait-until';
import { openClusterDatabase, postClusterJson, startTestCluster } from './cluster-test-kit';
import type { Cluster } from './start-cluster';

// A pass bought across two API nodes (docs/decisions/0025-cluster.md): the real cluster, PostgreSQL, Redis, two
// `api/dist/server.js` processes and nginx, over real HTTP. Whatever node a step lands on, one paid order issues one
// pass: the order row lock and the webhook event ids hold across processes, not only within one.

let cluster: Cluster;
let db: Kysely<Database>;
let mobileCounter = 0;

/** What the nodes logged about the reconciler: which node took or left the job, and which settled an order. */
const reconcilerLog: { label: string; msg: string; orderId?: string }[] = [];

function collectReconcilerLines(label: string, line: string): void {
  if (!line.startsWith('{')) return;
  const entry = JSON.parse(line) as { msg?: string; job?: string; orderId?: string };
  if (entry.job === 'payment-reconciler' || entry.msg?.startsWith('reconciler ')) {
    reconcilerLog.push({ label, msg: entry.msg ?? '', orderId: entry.orderId });
  }
}

beforeAll(async () => {
  cluster = await startTestCluster(4950, {
    // the reconciler's timer every 300 ms instead of every minute; info, for the lines saying which node runs it
    nodeEnv: { PAYMENT_RECONCILE_INTERVAL_MS: '300', LOG_LEVEL: 'info' },
    onOutput: collectReconcilerLines,
  });
  db = openClusterDatabase(cluster);
}, 120_000);

afterAll(async () => {
  await db?.destroy();
  await cluster?.stop();
}, 60_000);

interface CreatedOrder {
  order_id: string;
  customerid: number;
  amount: number;
  key: string;
}

async function createOrder(nodeUrl: string): Promise<CreatedOrder> {
  mobileCounter += 1;
  const mobile = `93100${String(mobileCounter).padStart(5, '0')}`;
  const answer = await postClusterJson(nodeUrl, '/api/front/rider/registration', { ...buyer, mobile, iPassId: 10 });
  expect(answer.status).toBe(201);
  return answer.body.data as unknown as CreatedOrder;
}

function buildReport(order: CreatedOrder, paymentId: string, signature: string) {
  return {
    order_id: order.order_id,
    customerid: order.customerid,
    iPassId: 10,
    razorpay_id: paymentId,
    razorpay_payment_id: paymentId,
    razorpay_order_id: order.order_id,
    razorpay_signature: signature,
    amount: order.amount,
    currency: 'INR',
    iPaymentStatus: 1,
  };
}

async function countWebhookEvents(providerOrderId: string): Promise<number> {
  const rows = await db.selectFrom('webhook_events').select('event_id').where('provider_order_id', '=', providerOrderId).execute();
  return rows.length;
}

describe('payments across two nodes', () => {
  it('an order created on node A, paid and reported on node B, issues exactly one pass', async () => {
    const [nodeA, nodeB] = cluster.nodes;
    const order = await createOrder(nodeA!.url);
    const paid = await postClusterJson(nodeB!.url, `/api/payments/sandbox/orders/${order.order_id}/pay`, {
      key: order.key,
      amount: Math.round(order.amount * 100),
      currency: 'INR',
      outcome: 'success',
    });
    expect(paid.status).toBe(200);
    const response = (paid.body.data as { response: { razorpay_payment_id: string; razorpay_signature: string } }).response;

    // node B verifies a signature over an order node A created, with the secret both share
    const report = await postClusterJson(
      nodeB!.url,
      '/api/front/pass/purchase/payment/status',
      buildReport(order, response.razorpay_payment_id, response.razorpay_signature),
    );
    expect(report.status).toBe(200);
    // node B's sandbox sends payment.captured and order.paid to itself as Razorpay would; both are recorded
    await waitUntil(async () => (await countWebhookEvents(order.order_id)) === 2, 'the sandbox webhooks of the payment', {
      timeoutMs: 15_000,
    });
    expect(await countIssuedPasses(db, order.order_id)).toBe(1);
    expect((await readOrder(db, order.order_id)).status).toBe('paid');
  });

  it('webhooks and page reports delivered to both nodes at once issue one pass', async () => {
    const [nodeA, nodeB] = cluster.nodes;
    const order = await createOrder(nodeA!.url);
    const { keySecret, webhookSecret } = deriveSandboxSecrets(cluster.sharedEnv.PAYMENT_SANDBOX_SECRET!);
    // a payment the provider took without the page reporting it in time: only its webhooks and late reports arrive
    const paymentId = `pay_Cluster${Date.now()}`;
    const payment = { id: paymentId, orderId: order.order_id, amountPaise: Math.round(order.amount * 100), status: 'captured' };
    const captured = buildPaymentWebhookBody('payment.captured', payment);
    const orderPaid = buildPaymentWebhookBody('order.paid', payment, { amountPaise: payment.amountPaise });
    const deliver = (nodeUrl: string, body: string, eventId: string) =>
      postClusterJson(nodeUrl, '/api/webhooks/razorpay', body, {
        'x-razorpay-signature': computeHmacHex(body, webhookSecret),
        'x-razorpay-event-id': eventId,
      });
    const report = buildReport(order, paymentId, signPayment(order.order_id, paymentId, keySecret));
    const answers = await Promise.all(
      [nodeA!.url, nodeB!.url].flatMap((nodeUrl) => [
        // each event twice on each node, as a provider retrying while the first delivery is still being handled
        deliver(nodeUrl, captured, `evt_cluster_captured_${paymentId}`),
        deliver(nodeUrl, captured, `evt_cluster_captured_${paymentId}`),
        deliver(nodeUrl, orderPaid, `evt_cluster_paid_${paymentId}`),
        deliver(nodeUrl, orderPaid, `evt_cluster_paid_${paymentId}`),
        postClusterJson(nodeUrl, '/api/front/pass/purchase/payment/status', report),
        postClusterJson(nodeUrl, '/api/front/pass/purchase/payment/status', report),
      ]),
    );
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    expect(await countIssuedPasses(db, order.order_id)).toBe(1);
    expect((await readOrder(db, order.order_id)).status).toBe('paid');
    const events = await db
      .selectFrom('webhook_events')
      .select(['event_id', 'outcome'])
      .where('provider_order_id', '=', order.order_id)
      .execute();
    // each event id once across both nodes; the other three deliveries of each were told it was a duplicate
    expect(events.map((event) => event.event_id).sort()).toEqual([`evt_cluster_captured_${paymentId}`, `evt_cluster_paid_${paymentId}`]);
    expect(answers.filter((answer) => answer.body.message === 'Webhook duplicate: event already received')).toHaveLength(6);
  });
});

describe('the payment reconciler across two nodes', () => {
  const RUNS_THE_JOB = 'this node now runs the job';

  /** A payment the provider took with no page report and no webhook, older than the reconciler's 2 minutes. */
  async function createForgottenPayment(nodeUrl: string): Promise<string> {
    const order = await createOrder(nodeUrl);
    const now = new Date();
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('sandbox_orders').set({ status: 'paid' }).where('id', '=', order.order_id).execute();
      await trx
        .insertInto('sandbox_payments')
        .values({
          id: `pay_Forgotten${now.getTime()}`,
          order_id: order.order_id,
          amount_paise: Math.round(order.amount * 100),
          currency: 'INR',
          status: 'captured',
          error_description: null,
          created_at: now.toISOString(),
        })
        .execute();
      await trx
        .updateTable('payment_orders')
        .set({ created_at: new Date(now.getTime() - 5 * 60_000).toISOString() })
        .where('provider_order_id', '=', order.order_id)
        .execute();
    });
    return order.order_id;
  }

  const settledBy = (orderId: string) =>
    reconcilerLog.filter((entry) => entry.orderId === orderId && entry.msg.startsWith('reconciler found')).map((entry) => entry.label);

  it('runs on exactly one node, and on the other once that node is killed', async () => {
    const leaders = () => [...new Set(reconcilerLog.filter((entry) => entry.msg === RUNS_THE_JOB).map((entry) => entry.label))];
    await waitUntil(
      () => leaders().length === 1,
      () => `one node to run the reconciler (log: ${JSON.stringify(reconcilerLog)})`,
      {
        timeoutMs: 10_000,
      },
    );
    const [leader] = leaders();
    const follower = cluster.nodes.find((node) => node.label !== leader)!;
    await waitUntil(
      () => reconcilerLog.some((entry) => entry.label === follower.label && entry.msg === 'another node runs the job'),
      `${follower.label} to find the job taken`,
    );

    const first = await createForgottenPayment(follower.url);
    // the pass is issued before the node's log line about it has come through its output pipe: wait for both
    await waitUntil(
      async () => settledBy(first).length > 0 && (await countIssuedPasses(db, first)) === 1,
      'the reconciler to settle the first order',
      {
        timeoutMs: 10_000,
      },
    );
    expect(settledBy(first)).toEqual([leader]);

    // the leader dies as a crashed machine does; its connection closes and the lock with it
    await cluster.stopNode(cluster.nodes.find((node) => node.label === leader)!.name, 'SIGKILL');
    await waitUntil(
      () => reconcilerLog.some((entry) => entry.label === follower.label && entry.msg === RUNS_THE_JOB),
      `${follower.label} to take the reconciler over`,
      { timeoutMs: 15_000 },
    );
    const second = await createForgottenPayment(follower.url);
    await waitUntil(
      async () => settledBy(second).length > 0 && (await countIssuedPasses(db, second)) === 1,
      'the reconciler to settle the second order',
      {
        timeoutMs: 10_000,
      },
    );
    expect(settledBy(second)).toEqual([follower.label]);
    expect(leaders()).toEqual([leader, follower.label]);
  }, 60_000);
});
