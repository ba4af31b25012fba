import type { FastifyPluginAsync } from 'fastify';
import { buildResponseSchemas, buildSuccessEnvelope } from '../http/api-envelope';
import { addContentCaching } from '../http/content-caching';
import { stateCityMappingSchema } from '../http/dto-schemas';

/** States and cities for the driver registration form. */
export const locationRoutes: FastifyPluginAsync = async (app) => {
  addContentCaching(app);

  app.get('/mapping', { schema: { response: buildResponseSchemas(stateCityMappingSchema) } }, async () =>
    buildSuccessEnvelope(await app.repositories.locations.getStateCityMapping()),
  );
};
