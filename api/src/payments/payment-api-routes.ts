import type { FastifyPluginAsync } from 'fastify';
import { paymentRoutes } from './payment-routes';
import { receiptRoutes } from './receipt-routes';
import { riderRoutes } from './rider-routes';
import { sandboxPaymentRoutes } from './sandbox-payment-routes';
import { webhookRoutes } from './webhook-routes';

/**
 * Every payment route (rider registration, checkout report and status, provider webhooks, the sandbox checkout, the
 * receipt); registered by app.ts under /api after paymentsPlugin, whose app.payments they read.
 */
export const paymentApiRoutes: FastifyPluginAsync = async (app) => {
  await app.register(riderRoutes);
  await app.register(paymentRoutes);
  await app.register(webhookRoutes);
  await app.register(sandboxPaymentRoutes);
  await app.register(receiptRoutes);
};
