import type { FastifyPluginAsync } from 'fastify';
import type { ContactMessageRequest } from '@chalein/shared/api/types';
import { contactMessages, MAX_MESSAGE_LENGTH, MAX_TEXT_LENGTH, validateContact } from '@chalein/shared/lib/validation';
import { buildResponseSchemas, buildSuccessEnvelope } from '../http/api-envelope';
import { assertNoFieldErrors, buildFormTextField, consentField, submissionReceiptSchema } from '../http/form-schemas';
import { buildObjectSchema, buildPhoneField } from '../http/field-schemas';
import { buildFormRateLimit } from '../plugins/rate-limits';

const m = contactMessages;

/** The contact form (spec: POST contact-us): every rule of the form, then one stored row with its reference. */
export const contactRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Body: ContactMessageRequest }>(
    '/contact-us',
    {
      config: buildFormRateLimit(app.config.rateLimitFormsPerMinute),
      schema: {
        body: buildObjectSchema({
          firstName: buildFormTextField('First name', { required: m.firstNameRequired, maxLength: MAX_TEXT_LENGTH, tooLong: m.tooLong }),
          lastName: buildFormTextField('Last name', { required: m.lastNameRequired, maxLength: MAX_TEXT_LENGTH, tooLong: m.tooLong }),
          email: buildFormTextField('Email address', { required: m.emailRequired, maxLength: 254, tooLong: m.emailInvalid }),
          phone_number: buildPhoneField('Phone number', { required: m.phoneRequired, invalid: m.phoneInvalid }),
          address: buildFormTextField('Address', { required: m.addressRequired, maxLength: MAX_TEXT_LENGTH * 2, tooLong: m.tooLong }),
          message: buildFormTextField('Message', { required: m.messageRequired, maxLength: MAX_MESSAGE_LENGTH, tooLong: m.tooLong }),
          consent: consentField,
        }),
        response: buildResponseSchemas(submissionReceiptSchema, [201]),
      },
    },
    async (request, reply) => {
      assertNoFieldErrors(validateContact(request.body));
      const receipt = await app.repositories.submissions.createContactMessage(request.body);
      return reply.code(201).send(buildSuccessEnvelope(receipt, m.success));
    },
  );
};
