import fp from 'fastify-plugin';
import { Counter } from 'prom-client';
import { createJobLeadership } from '../db/job-leadership';
import { createPassNotices } from '../notifications/pass-notifications';
import type { PaymentProvider } from './payment-provider';
import { createPaymentProvider, resolveOwnWebhookUrl } from './create-payment-provider';
import { createPaymentReconciler } from './payment-reconciler';
import { createPurchaseService, type PurchaseService } from './purchase-service';
import type { SandboxProvider } from './sandbox-provider';
import { runWhileListening } from '../http/run-while-listening';

export interface PaymentServices {
  provider: PaymentProvider;
  /** the sandbox provider when PAYMENT_PROVIDER=sandbox; its checkout routes exist only then */
  sandbox: SandboxProvider | null;
  purchases: PurchaseService;
}

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentServices;
  }
}

/**
 * The payment provider of PAYMENT_PROVIDER and the purchase service, for the pass purchase routes, and the
 * reconciler that settles orders paid at the provider but never confirmed to us (a closed tab, a lost webhook).
 * The reconciler uses this same provider; like every background job it starts when the server listens (the
 * database plugin has migrated by then) and stops on close, before the provider and the database are closed.
 */
export const paymentsPlugin = fp(
  async (app) => {
    const { provider, sandbox } = createPaymentProvider(app.config.payments, {
      db: app.db,
      log: app.log,
      resolveWebhookUrl: () => resolveOwnWebhookUrl(app),
    });
    const purchases = createPurchaseService({
      passes: app.repositories.passes,
      payments: app.repositories.payments,
      refunds: app.repositories.refunds,
      provider,
      log: app.log,
      notices: createPassNotices(app.signedLinks),
    });
    app.decorate('payments', { provider, sandbox, purchases });
    if (provider.name === 'sandbox') {
      app.log.warn('PAYMENT_PROVIDER is sandbox: passes are "paid" in the sandbox checkout and no money is taken');
    }
    // with several nodes on one PostgreSQL database, one of them reconciles at a time (db/job-leadership.ts)
    const leadership = createJobLeadership(app.db, 'payment-reconciler', app.log);
    const runs = new Counter({
      name: 'chalein_payment_reconciler_runs_total',
      help: 'Passes of the payment reconciler on this node, by outcome (completed, failed).',
      labelNames: ['outcome'] as const,
      registers: [app.metrics.registry],
    });
    const settled = new Counter({
      name: 'chalein_payment_reconciler_orders_settled_total',
      help: 'Orders the payment reconciler found paid at the provider and settled.',
      registers: [app.metrics.registry],
    });
    const reconciler = createPaymentReconciler({
      payments: app.repositories.payments,
      purchases,
      log: app.log,
      intervalMs: app.config.payments.reconcileIntervalMs,
      leadership,
      onRun: (run, failed) => {
        runs.inc({ outcome: failed ? 'failed' : 'completed' });
        settled.inc(run.paid);
      },
    });
    runWhileListening(app, {
      start: () => reconciler.start(),
      stop: async () => {
        // waits for a pass that is running, so neither the provider nor the database is closed under it
        await reconciler.stop();
        await leadership.release();
        await provider.close();
      },
    });
  },
  { name: 'payments', dependencies: ['database', 'signed-links', 'metrics'] },
);
