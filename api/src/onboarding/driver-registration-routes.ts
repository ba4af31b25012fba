import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { submissionReceiptSchema } from '@chalein/shared/api/schemas/common';
import { mobileValidationRequestSchema } from '@chalein/shared/api/schemas/onboarding';
import { checkIndianMobile } from '@chalein/shared/lib/validation/common';
import { driverMessages, driverRegistrationMessages } from '@chalein/shared/lib/validation/driver-registration';
import { ApiHttpError, buildResponseSchemas } from '../http/api-envelope';
import { createDriverRegistrationService, driverUploadLimits } from './driver-registration-service';
import { buildFormRateLimit } from '../http/rate-limits';
import { IDEMPOTENT_SUBMISSION } from '../idempotency/idempotency-plugin';

/**
 * Driver registration: the blur pre-check of the contact number, and the multipart registration with its eight
 * documents (onboarding/driver-registration-service.ts checks and stores it).
 */
export const driverRegistrationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // in this scope only: no other route accepts multipart through this registration
  await app.register(multipart, { limits: driverUploadLimits, throwFileSizeLimit: true });
  const registrations = app.repositories.driverRegistrations;
  const service = createDriverRegistrationService({
    registrations,
    locations: app.repositories.locations,
    uploads: app.uploads,
    links: app.signedLinks,
  });

  app.post(
    '/new-registration/mobile/validate',
    {
      // every blur of the field calls this, so it allows more than a form post; still few enough to stop anyone
      // walking the number space to learn who drives for us
      config: buildFormRateLimit(app.config.rateLimitFormsPerMinute * 3),
      schema: {
        body: mobileValidationRequestSchema,
        response: buildResponseSchemas(),
      },
    },
    async (request) => {
      const { contactNumber } = request.body;
      const invalid = checkIndianMobile(contactNumber, {
        required: driverMessages.contactNumberRequired,
        invalid: driverMessages.contactNumberInvalid,
      });
      if (invalid) throw new ApiHttpError(400, invalid, { contactNumber: invalid });
      if (await registrations.isContactNumberRegistered(contactNumber)) {
        throw new ApiHttpError(409, driverRegistrationMessages.mobileRegistered, {
          contactNumber: driverRegistrationMessages.mobileRegistered,
        });
      }
      return { success: true, message: driverRegistrationMessages.mobileAvailable };
    },
  );

  app.post(
    '/new-registration',
    {
      config: { ...buildFormRateLimit(app.config.rateLimitFormsPerMinute), ...IDEMPOTENT_SUBMISSION },
      schema: { response: buildResponseSchemas(submissionReceiptSchema, [201]) },
    },
    async (request, reply) => {
      const { reference } = await service.submitRegistration(request, reply);
      return reply.code(201).send({ success: true, message: driverMessages.success, data: { reference } });
    },
  );
};
