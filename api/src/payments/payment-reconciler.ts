import type { FastifyInstance } from 'fastify';
import type { JobLeadership } from '../db/job-leadership';
import type { PaymentRepository } from './payment-repository';
import type { PurchaseService } from './purchase-service';

// The reconciler (docs/decisions/0004-payments.md): a rider may pay and close the tab before the page reports, and a webhook
// may be lost. Every so often it asks the provider about recent orders that are not paid, and a captured payment it
// finds pays the order and issues the pass, exactly as a webhook would.

const MINUTE_MS = 60_000;

export interface ReconcilerOptions {
  payments: PaymentRepository;
  purchases: Pick<PurchaseService, 'reconcileOrder'>;
  log: FastifyInstance['log'];
  /** 0 turns the timer off (runOnce still works) */
  intervalMs: number;
  /**
   * the timer's passes run only on the node that holds the reconciler's job lock (db/job-leadership.ts), so nodes
   * sharing a PostgreSQL database do not all ask the provider about the same orders; runOnce does not ask
   */
  leadership?: Pick<JobLeadership, 'claim'>;
  /** younger orders are left to the checkout and the webhooks */
  minAgeMs?: number;
  /** older orders are given up: an abandoned checkout stays unpaid */
  maxAgeMs?: number;
  batchSize?: number;
  now?: () => Date;
  /** a pass ended (`failed`: it could not list the orders due, or stopped on an error): for /metrics */
  onRun?: (run: ReconcileRun, failed: boolean) => void;
}

export interface ReconcileRun {
  checked: number;
  paid: number;
  failures: number;
}

/** Back-off between checks of one order: half its age, between 2 minutes and 6 hours. */
export function selectNextCheckDelay(ageMs: number): number {
  return Math.min(Math.max(ageMs / 2, 2 * MINUTE_MS), 6 * 60 * MINUTE_MS);
}

export function createPaymentReconciler(options: ReconcilerOptions) {
  const now = options.now ?? (() => new Date());
  const minAgeMs = options.minAgeMs ?? 2 * MINUTE_MS;
  const maxAgeMs = options.maxAgeMs ?? 3 * 24 * 60 * MINUTE_MS;
  const batchSize = options.batchSize ?? 25;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<ReconcileRun> | null = null;
  let stopped = false;

  async function reconcileBatch(): Promise<ReconcileRun> {
    const at = now();
    const orders = await options.payments.listOrdersDueReconcile({
      now: at,
      createdAfter: new Date(at.getTime() - maxAgeMs),
      createdBefore: new Date(at.getTime() - minAgeMs),
      limit: batchSize,
    });
    const run: ReconcileRun = { checked: 0, paid: 0, failures: 0 };
    for (const order of orders) {
      if (stopped) break;
      run.checked += 1;
      try {
        const status = await options.purchases.reconcileOrder(order);
        if (status === 'paid') {
          run.paid += 1;
          options.log.info({ orderId: order.provider_order_id }, 'reconciler found a captured payment and settled the order');
        }
      } catch (error) {
        // one order the provider cannot answer for must not stop the others
        run.failures += 1;
        options.log.warn({ err: error, orderId: order.provider_order_id }, 'reconciler could not check an order');
      }
      const ageMs = at.getTime() - Date.parse(order.created_at);
      await options.payments.scheduleReconcile(order.id, new Date(at.getTime() + selectNextCheckDelay(ageMs)));
    }
    return run;
  }

  let claiming: Promise<unknown> | null = null;

  /** A timer's pass: on the node that runs the job only. */
  async function runIfLeading(): Promise<void> {
    claiming = options.leadership?.claim() ?? Promise.resolve(true);
    const leading = await claiming.then(
      (claimed) => claimed === true,
      () => false,
    );
    claiming = null;
    if (leading && !stopped) await runOnce();
  }

  function scheduleNext(): void {
    if (stopped || options.intervalMs <= 0) return;
    timer = setTimeout(() => {
      void runIfLeading().finally(scheduleNext);
    }, options.intervalMs);
    // the reconciler never keeps the process alive on its own
    timer.unref();
  }

  /** One pass over the orders due a check; a call while a pass runs waits for that pass instead of starting another. */
  function runOnce(): Promise<ReconcileRun> {
    running ??= reconcileBatch()
      .then((run) => {
        options.onRun?.(run, false);
        return run;
      })
      .catch((error: unknown) => {
        options.log.error({ err: error }, 'reconciler run failed');
        const run = { checked: 0, paid: 0, failures: 1 };
        options.onRun?.(run, true);
        return run;
      })
      .finally(() => {
        running = null;
      });
    return running;
  }

  return {
    runOnce,
    start(): void {
      stopped = false;
      scheduleNext();
    },
    /** Stops the timer and waits for a pass that is running, so the database is not closed under it. */
    async stop(): Promise<void> {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await claiming;
      await running;
    },
  };
}

export type PaymentReconciler = ReturnType<typeof createPaymentReconciler>;
