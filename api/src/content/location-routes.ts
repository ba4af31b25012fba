import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { stateCityMappingSchema } from '@chalein/shared/api/schemas/onboarding';
import { buildResponseSchemas, buildSuccessEnvelope } from '../http/api-envelope';
import { addContentCaching } from '../http/content-caching';

/** States and cities for the driver registration form. */
export const locationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  addContentCaching(app);

  app.get('/mapping', { schema: { response: buildResponseSchemas(stateCityMappingSchema) } }, async () =>
    buildSuccessEnvelope(await app.repositories.locations.getStateCityMapping()),
  );
};
