import fp from 'fastify-plugin';
import type { PaymentProvider } from './payment-provider';
import { createPaymentProvider, resolveOwnWebhookUrl } from './create-payment-provider';
import { createPurchaseService, type PurchaseService } from './purchase-service';
import type { SandboxProvider } from './sandbox-provider';

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

/** The payment provider of PAYMENT_PROVIDER and the purchase service, for the pass purchase routes. */
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
      provider,
      log: app.log,
    });
    app.decorate('payments', { provider, sandbox, purchases });
    if (provider.name === 'sandbox') {
      app.log.warn('PAYMENT_PROVIDER is sandbox: passes are "paid" in the sandbox checkout and no money is taken');
    }
    app.addHook('onClose', async () => {
      await provider.close();
    });
  },
  { name: 'payments', dependencies: ['database'] },
);
