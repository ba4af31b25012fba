import type { FastifyPluginAsync } from 'fastify';
import { buildResponseSchemas } from '../http/api-envelope';

function readHeader(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * POST webhooks/razorpay: the provider's deliveries (Razorpay's, or the sandbox's to itself). The body is kept as the
 * raw bytes, because the signature is over exactly those bytes: parsed and serialised again, it would not match.
 */
export const webhookRoutes: FastifyPluginAsync = async (app) => {
  // in this scope only: the site's JSON parser (which also trims strings) is replaced by one that keeps the bytes
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
    done(null, body);
  });

  app.post<{ Body: Buffer }>('/webhooks/razorpay', { schema: { response: buildResponseSchemas() } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const result = await app.payments.purchases.handleWebhook({
      rawBody,
      signature: readHeader(request.headers['x-razorpay-signature']),
      eventId: readHeader(request.headers['x-razorpay-event-id']),
    });
    request.log.info({ outcome: result.outcome, detail: result.detail }, 'payment webhook');
    // every signed delivery is acknowledged, even one we ignore or reject, so the provider does not retry it forever
    return { success: true, message: `Webhook ${result.outcome}: ${result.detail}` };
  });
};
