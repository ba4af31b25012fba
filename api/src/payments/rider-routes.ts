import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { paymentOrderSchema, riderRegistrationRequestSchema } from '@chalein/shared/api/schemas/passes';
import type { Gender } from '@chalein/shared/api/types';
import { hasErrors } from '@chalein/shared/lib/validation/common';
import { passBuyerConsentMessage, passBuyerGenders, validatePassBuyer } from '@chalein/shared/lib/validation/pass-buyer';
import { ApiHttpError, buildResponseSchemas, buildSuccessEnvelope } from '../http/api-envelope';
import { purchaseMessages } from './purchase-service';
import { buildFormRateLimit } from '../http/rate-limits';
import { IDEMPOTENT_SUBMISSION } from '../idempotency/idempotency-plugin';

function isPassBuyerGender(value: string): value is Exclude<Gender, ''> {
  return (passBuyerGenders as readonly string[]).includes(value);
}

/** POST front/rider/registration: the rider (one per mobile number) and an order for the pass at the catalog price. */
export const riderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/front/rider/registration',
    {
      // a repeat with the same key gets the same order, never a second one to pay for
      config: { ...buildFormRateLimit(app.config.rateLimitFormsPerMinute), ...IDEMPOTENT_SUBMISSION },
      schema: { body: riderRegistrationRequestSchema, response: buildResponseSchemas(paymentOrderSchema, [201]) },
    },
    async (request, reply) => {
      const { body } = request;
      const input = { name: body.name ?? '', mobile: body.mobile ?? '', email: body.email ?? '', gender: body.gender ?? '' };
      // the same rules and words as the details modal (shared/src/lib/validation/pass-buyer.ts)
      const found = validatePassBuyer(input);
      const errors: Record<string, string> = {};
      for (const [field, message] of Object.entries(found)) if (message) errors[field] = message;
      if (body.consent !== true) errors.consent = passBuyerConsentMessage;
      if (hasErrors(errors) || !isPassBuyerGender(input.gender)) {
        throw new ApiHttpError(400, Object.values(errors)[0] ?? 'request.requestInvalid', errors);
      }
      const order = await app.payments.purchases.createOrder({
        name: input.name,
        mobile: input.mobile,
        email: input.email.toLowerCase(),
        gender: input.gender,
        iPassId: body.iPassId,
      });
      return reply.code(201).send(buildSuccessEnvelope(order, purchaseMessages.orderCreated));
    },
  );
};
