import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { submissionReceiptSchema } from '@chalein/shared/api/schemas/common';
import { contactMessageRequestSchema } from '@chalein/shared/api/schemas/marketing';
import { contactMessages, validateContact } from '@chalein/shared/lib/validation/contact';
import { buildResponseSchemas, buildSuccessEnvelope } from '../http/api-envelope';
import { assertNoFieldErrors } from '../http/validation-errors';
import { buildFormRateLimit } from '../http/rate-limits';
import { IDEMPOTENT_SUBMISSION } from '../idempotency/idempotency-plugin';
import { buildEnquiryReceivedMessage } from '../notifications/enquiry-notifications';
import { enqueueOutboxMessage } from '../outbox/outbox-message';

const m = contactMessages;

/** The contact form (POST contact-us): every rule of the form, then one stored row with its reference. */
export const contactRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/contact-us',
    {
      config: { ...buildFormRateLimit(app.config.rateLimitFormsPerMinute), ...IDEMPOTENT_SUBMISSION },
      schema: {
        body: contactMessageRequestSchema,
        response: buildResponseSchemas(submissionReceiptSchema, [201]),
      },
    },
    async (request, reply) => {
      assertNoFieldErrors(validateContact(request.body));
      const { firstName, lastName, email } = request.body;
      const now = new Date();
      // the message and the sender's acknowledgement commit together
      const receipt = await app.repositories.submissions.createContactMessage(request.body, now, async (trx, { reference }) => {
        const message = buildEnquiryReceivedMessage({ kind: 'contact', reference, name: `${firstName} ${lastName}`.trim(), email }, now);
        if (message) await enqueueOutboxMessage(trx, message);
      });
      return reply.code(201).send(buildSuccessEnvelope(receipt, m.success));
    },
  );
};
