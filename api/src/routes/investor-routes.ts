import type { FastifyPluginAsync } from 'fastify';
import type { InvestorEnquiryRequest } from '@chalein/shared/api/types';
import { investorMessages, MAX_MESSAGE_LENGTH, MAX_TEXT_LENGTH, validateInvestor } from '@chalein/shared/lib/validation';
import { buildResponseSchemas, buildSuccessEnvelope } from '../http/api-envelope';
import { assertNoFieldErrors, buildFormTextField, consentField, submissionReceiptSchema } from '../http/form-schemas';
import { buildObjectSchema, buildPhoneField } from '../http/field-schemas';
import { buildFormRateLimit } from '../plugins/rate-limits';

const m = investorMessages;

/** The investors' 'Get in touch' form (spec: POST investor), alternative number and description validated too. */
export const investorRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Body: InvestorEnquiryRequest }>(
    '/investor',
    {
      config: buildFormRateLimit(app.config.rateLimitFormsPerMinute),
      schema: {
        body: buildObjectSchema({
          strFullName: buildFormTextField('Full name', { required: m.fullNameRequired, maxLength: MAX_TEXT_LENGTH, tooLong: m.tooLong }),
          strEmail: buildFormTextField('Email address', { required: m.emailRequired, maxLength: 254, tooLong: m.emailInvalid }),
          iMobile: buildPhoneField('Phone number', { required: m.phoneRequired, invalid: m.phoneInvalid }),
          iAlternativeMobile: buildPhoneField('Alternative contact number', {
            required: m.alternativeRequired,
            invalid: m.alternativeInvalid,
          }),
          strDescription: buildFormTextField('Description', {
            required: m.descriptionRequired,
            maxLength: MAX_MESSAGE_LENGTH,
            tooLong: m.tooLong,
          }),
          consent: consentField,
        }),
        response: buildResponseSchemas(submissionReceiptSchema, [201]),
      },
    },
    async (request, reply) => {
      assertNoFieldErrors(validateInvestor(request.body));
      const receipt = await app.repositories.submissions.createInvestorEnquiry(request.body);
      return reply.code(201).send(buildSuccessEnvelope(receipt, m.success));
    },
  );
};
