import type { FastifyPluginAsync } from 'fastify';
import type { PassDetailRequest } from '@chalein/shared/api/types';
import { buildResponseSchemas, buildSuccessEnvelope, createNotFoundError } from '../http/api-envelope';
import { addContentCaching } from '../http/content-caching';
import { defineListSchema, passCatalogEntrySchema, passDetailSchema } from '../http/dto-schemas';
import { buildIdField, buildObjectSchema } from '../http/field-schemas';

/** The pass catalog (the one source of prices) and each pass's availability. */
export const passesRoutes: FastifyPluginAsync = async (app) => {
  addContentCaching(app);
  const passes = app.repositories.passes;

  app.get('/passes', { schema: { response: buildResponseSchemas(defineListSchema(passCatalogEntrySchema)) } }, async () =>
    buildSuccessEnvelope(await passes.listCatalog()),
  );

  app.post<{ Body: PassDetailRequest }>(
    '/pass/detail',
    {
      schema: {
        body: buildObjectSchema({ passid: buildIdField('Pass id') }),
        response: buildResponseSchemas(passDetailSchema),
      },
    },
    async (request) => {
      const detail = await passes.findPassDetail(request.body.passid);
      if (!detail) throw createNotFoundError('Pass not found.');
      return buildSuccessEnvelope(detail);
    },
  );
};
