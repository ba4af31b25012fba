import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  checkoutConfigSchema,
  paymentStatusRequestSchema,
  paymentStatusResultSchema,
  purchaseStatusRequestSchema,
} from '@chalein/shared/api/schemas/passes';
import type { CheckoutConfig } from '@chalein/shared/api/types';
import { buildResponseSchemas, buildSuccessEnvelope } from '../http/api-envelope';
import { purchaseMessages } from './purchase-service';
import { buildFormRateLimit } from '../http/rate-limits';

/** The checkout's configuration, the page's report after the checkout, and how an order stands. */
export const paymentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { provider, purchases } = app.payments;

  app.get('/payments/checkout-config', { schema: { response: buildResponseSchemas(checkoutConfigSchema) } }, async (_request, reply) => {
    // the key id is public; the secrets stay on the server
    const config: CheckoutConfig = { provider: provider.name, key: provider.keyId, scriptUrl: provider.checkoutScriptUrl };
    reply.header('cache-control', 'no-cache');
    return buildSuccessEnvelope(config);
  });

  app.post(
    '/front/pass/purchase/payment/status',
    {
      config: buildFormRateLimit(app.config.rateLimitFormsPerMinute),
      schema: { body: paymentStatusRequestSchema, response: buildResponseSchemas(paymentStatusResultSchema) },
    },
    async (request, reply) => {
      // the order as it stands, for one rider only
      reply.header('cache-control', 'no-store');
      const result = await purchases.applyCheckoutReport(request.body);
      const message =
        result.orderStatus === 'paid'
          ? purchaseMessages.purchased
          : request.body.iPaymentStatus === 0
            ? purchaseMessages.dismissed
            : undefined;
      return buildSuccessEnvelope(result, message);
    },
  );

  app.post(
    '/front/pass/purchase/order/status',
    {
      // the thank-you page asks every few seconds while a payment is confirmed
      config: buildFormRateLimit(Math.max(app.config.rateLimitFormsPerMinute, 60)),
      schema: { body: purchaseStatusRequestSchema, response: buildResponseSchemas(paymentStatusResultSchema) },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return buildSuccessEnvelope(await purchases.readOrderStatus(request.body.order_id, request.body.customerid));
    },
  );
};
