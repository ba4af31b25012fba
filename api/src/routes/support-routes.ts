import type { FastifyPluginAsync } from 'fastify';
import type { SupportTicketRequest, TicketType } from '@chalein/shared/api/types';
import { MAX_MESSAGE_LENGTH, MAX_TEXT_LENGTH, supportMessages, validateSupport } from '@chalein/shared/lib/validation';
import { buildResponseSchemas, buildSuccessEnvelope } from '../http/api-envelope';
import { assertNoFieldErrors, buildFormTextField, submissionReceiptSchema } from '../http/form-schemas';
import { buildObjectSchema } from '../http/field-schemas';
import { buildFormRateLimit } from '../plugins/rate-limits';

const m = supportMessages;

/** 'Raise a Ticket' (spec: POST support): the page shows this answer's message as its confirmation. */
export const supportRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Body: SupportTicketRequest }>(
    '/support',
    {
      config: buildFormRateLimit(app.config.rateLimitFormsPerMinute),
      schema: {
        body: buildObjectSchema({
          strTicketType: buildFormTextField('Ticket type', {
            required: m.ticketTypeRequired,
            maxLength: 40,
            tooLong: m.ticketTypeRequired,
          }),
          strSubject: buildFormTextField('Subject', { required: m.subjectRequired, maxLength: MAX_TEXT_LENGTH, tooLong: m.tooLong }),
          strDescription: buildFormTextField('Description', {
            required: m.descriptionRequired,
            maxLength: MAX_MESSAGE_LENGTH,
            tooLong: m.tooLong,
          }),
        }),
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
