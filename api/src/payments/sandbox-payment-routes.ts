import fs from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { REPO_ROOT } from '../settings/environment';
import { ApiHttpError, buildResponseSchemas, buildSuccessEnvelope } from '../http/api-envelope';
import { sandboxPayBodySchema, sandboxPaymentSchema, sandboxPayParamsSchema } from './payment-schemas';
import { SandboxPaymentError } from './sandbox-provider';
import { buildFormRateLimit } from '../http/rate-limits';

export const SANDBOX_CHECKOUT_SCRIPT_FILE = path.join(REPO_ROOT, 'api', 'assets', 'sandbox', 'checkout.js');

/**
 * The sandbox provider's side of the browser (only with PAYMENT_PROVIDER=sandbox): its checkout script, which
 * defines window.Razorpay as Razorpay's does, and the call that script makes when the rider presses Pay or Fail.
 * The signature is made here with the sandbox secret, so no secret ever reaches the browser.
 */
export const sandboxPaymentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const sandbox = app.payments.sandbox;
  if (!sandbox) return;
  const script = await fs.promises.readFile(SANDBOX_CHECKOUT_SCRIPT_FILE, 'utf8');

  app.get('/payments/sandbox/checkout.js', async (_request, reply) => {
    return reply.header('cache-control', 'no-cache').type('application/javascript; charset=utf-8').send(script);
  });

  app.post(
    '/payments/sandbox/orders/:orderId/pay',
    {
      config: buildFormRateLimit(Math.max(app.config.rateLimitFormsPerMinute, 30)),
      schema: {
        params: sandboxPayParamsSchema,
        body: sandboxPayBodySchema,
        response: buildResponseSchemas(sandboxPaymentSchema),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      try {
        const result = await sandbox.payOrder(request.params.orderId, {
          key: request.body.key,
          amountPaise: request.body.amount,
          currency: request.body.currency,
          outcome: request.body.outcome,
        });
        return buildSuccessEnvelope(result);
      } catch (error) {
        if (error instanceof SandboxPaymentError) throw new ApiHttpError(error.statusCode, error.message);
        throw error;
      }
    },
  );
};
