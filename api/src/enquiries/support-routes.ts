import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { submissionReceiptSchema } from '@chalein/shared/api/schemas/common';
import { supportTicketRequestSchema } from '@chalein/shared/api/schemas/marketing';
import type { TicketType } from '@chalein/shared/api/types';
import { supportMessages, validateSupport } from '@chalein/shared/lib/validation/support';
import { buildResponseSchemas, buildSuccessEnvelope } from '../http/api-envelope';
import { assertNoFieldErrors } from '../http/validation-errors';
import { buildFormRateLimit } from '../http/rate-limits';
import { IDEMPOTENT_SUBMISSION } from '../idempotency/idempotency-plugin';

const m = supportMessages;

/** 'Raise a Ticket' (POST support): the page shows this answer's message as its confirmation. */
export const supportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/support',
    {
      config: { ...buildFormRateLimit(app.config.rateLimitFormsPerMinute), ...IDEMPOTENT_SUBMISSION },
      schema: {
        body: supportTicketRequestSchema,
        response: buildResponseSchemas(submissionReceiptSchema, [201]),
      },
    },
    async (request, reply) => {
      assertNoFieldErrors(validateSupport(request.body));
      const receipt = await app.repositories.submissions.createSupportTicket({
        ...request.body,
        // validateSupport has just checked that it is one of the three types
        strTicketType: request.body.strTicketType as TicketType,
      });
      return reply.code(201).send(buildSuccessEnvelope(receipt, m.success));
    },
  );
};
