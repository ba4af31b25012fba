import type { FastifyPluginAsync } from 'fastify';
import type { NewsletterRequest } from '@chalein/shared/api/types';
import { buildResponseSchemas } from '../http/api-envelope';
import { buildObjectSchema, emailField } from '../http/field-schemas';
import { buildFormRateLimit } from '../plugins/rate-limits';

export const SUBSCRIBED_MESSAGE = 'Subscribed successfully!';
export const ALREADY_SUBSCRIBED_MESSAGE = "You're already subscribed. Thank you!";

export const newsletterRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Body: NewsletterRequest }>(
    '/news/letter',
    {
      config: buildFormRateLimit(app.config.rateLimitFormsPerMinute),
      schema: {
        body: buildObjectSchema({ email: emailField }),
        response: buildResponseSchemas(undefined, [200, 201]),
      },
    },
    async (request, reply) => {
      // already trimmed; lower-cased so Asha@Example.com and asha@example.com are one subscriber
      const email = request.body.email.toLowerCase();
      const outcome = await app.repositories.newsletter.addSubscription(email);
      // a repeat is not an error for the visitor: they are subscribed, which is what they wanted
      if (outcome === 'already-subscribed') return reply.code(200).send({ success: true, message: ALREADY_SUBSCRIBED_MESSAGE });
      return reply.code(201).send({ success: true, message: SUBSCRIBED_MESSAGE });
    },
  );
};
