import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { newsletterRequestSchema } from '@chalein/shared/api/schemas/site';
import { buildResponseSchemas } from '../http/api-envelope';
import { buildFormRateLimit } from '../http/rate-limits';
import { IDEMPOTENT_SUBMISSION } from '../idempotency/idempotency-plugin';
import { buildNewsletterWelcomeMessage } from '../notifications/newsletter-notifications';
import { enqueueOutboxMessage } from '../outbox/outbox-message';

/** The newsletter form's own success message (its rules' key), in the page's language. */
export const SUBSCRIBED_MESSAGE = 'newsletter.success';

export const newsletterRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/news/letter',
    {
      config: { ...buildFormRateLimit(app.config.rateLimitFormsPerMinute), ...IDEMPOTENT_SUBMISSION },
      schema: {
        body: newsletterRequestSchema,
        response: buildResponseSchemas(undefined, [201]),
      },
    },
    async (request, reply) => {
      // already trimmed; lower-cased so Asha@Example.com and asha@example.com are one subscriber
      const email = request.body.email.toLowerCase();
      // one row per address whatever happens; a repeat is answered exactly as a first subscription, so nobody can
      // use this form to learn whether an address is on our list
      // a new subscriber is welcomed (with the way out), once; a repeat is sent nothing
      await app.repositories.newsletter.addSubscription(email, new Date(), async (trx, subscriptionId) => {
        const message = buildNewsletterWelcomeMessage(app.signedLinks, { subscriptionId, email });
        if (message) await enqueueOutboxMessage(trx, message);
      });
      return reply.code(201).send({ success: true, message: SUBSCRIBED_MESSAGE });
    },
  );
};
