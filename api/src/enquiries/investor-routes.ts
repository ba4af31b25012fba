import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { submissionReceiptSchema } from '@chalein/shared/api/schemas/common';
import { investorEnquiryRequestSchema } from '@chalein/shared/api/schemas/marketing';
import { investorMessages, validateInvestor } from '@chalein/shared/lib/validation/investor';
import { buildResponseSchemas, buildSuccessEnvelope } from '../http/api-envelope';
import { assertNoFieldErrors } from '../http/validation-errors';
import { buildFormRateLimit } from '../http/rate-limits';
import { IDEMPOTENT_SUBMISSION } from '../idempotency/idempotency-plugin';
import { buildEnquiryReceivedMessage } from '../notifications/enquiry-notifications';
import { enqueueOutboxMessage } from '../outbox/outbox-message';

const m = investorMessages;

/** The investors' 'Get in touch' form (POST investor), alternative number and description validated too. */
export const investorRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/investor',
    {
      config: { ...buildFormRateLimit(app.config.rateLimitFormsPerMinute), ...IDEMPOTENT_SUBMISSION },
      schema: {
        body: investorEnquiryRequestSchema,
        response: buildResponseSchemas(submissionReceiptSchema, [201]),
      },
    },
    async (request, reply) => {
      assertNoFieldErrors(validateInvestor(request.body));
      const { strFullName, strEmail } = request.body;
      const now = new Date();
      // the enquiry and the sender's acknowledgement commit together
      const receipt = await app.repositories.submissions.createInvestorEnquiry(request.body, now, async (trx, { reference }) => {
        const message = buildEnquiryReceivedMessage({ kind: 'investor', reference, name: strFullName, email: strEmail }, now);
        if (message) await enqueueOutboxMessage(trx, message);
      });
      return reply.code(201).send(buildSuccessEnvelope(receipt, m.success));
    },
  );
};
