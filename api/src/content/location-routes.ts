import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { stateCityMappingSchema } from '@chalein/shared/api/schemas/onboarding';
import { buildResponseSchemas, buildSuccessEnvelope } from '../http/api-envelope';
import { addContentCaching } from '../http/content-caching';
import { pickRequestLanguage } from '../http/request-language';

/** States and cities for the driver registration form, named in the request's language (Accept-Language). */
export const locationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  addContentCaching(app, { byLanguage: true });

  app.get('/mapping', { schema: { response: buildResponseSchemas(stateCityMappingSchema) } }, async (request) =>
    buildSuccessEnvelope(await app.repositories.locations.getStateCityMapping(pickRequestLanguage(request.headers['accept-language']))),
  );
};
