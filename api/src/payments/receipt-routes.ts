import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { passReceiptSchema } from '@chalein/shared/api/schemas/passes';
import { ApiHttpError, buildResponseSchemas, buildSuccessEnvelope } from '../http/api-envelope';
import { readReceiptToken } from './receipt-links';
import { readPassReceipt } from './receipt-repository';

/** A key of the server's answer texts: the receipt's page shows it in its language. */
export const RECEIPT_NOT_FOUND = 'purchase.receiptNotFound';

/** Longer than any token we make; a longer one is refused by the schema before any work. */
const TOKEN_MAX_LENGTH = 64;

/**
 * GET /api/passes/receipt/:token, the receipt page's data (docs/decisions/0044-signed-links.md). A token that is not
 * ours, or names an order with no receipt, answers 404 alike. No cache keeps it and no crawler indexes it.
 */
export const receiptRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/passes/receipt/:token',
    {
      // the receipt page's server render reads it too (site/server-rendering/render-processes-plugin.ts)
      config: { signedLinkRead: true },
      schema: {
        params: Type.Object({ token: Type.String({ maxLength: TOKEN_MAX_LENGTH }) }),
        response: buildResponseSchemas(passReceiptSchema),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex, nofollow');
      const orderId = readReceiptToken(app.signedLinks.signer, request.params.token);
      const receipt = orderId === null ? undefined : await readPassReceipt(app.db, orderId);
      if (!receipt) throw new ApiHttpError(404, RECEIPT_NOT_FOUND);
      return buildSuccessEnvelope(receipt);
    },
  );
};
