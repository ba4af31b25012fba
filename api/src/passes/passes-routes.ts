import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { passCatalogEntrySchema, passDetailRequestSchema, passDetailSchema } from '@chalein/shared/api/schemas/passes';
import { buildResponseSchemas, buildSuccessEnvelope, createNotFoundError } from '../http/api-envelope';
import { addContentCaching } from '../http/content-caching';
import { pickRequestLanguage } from '../http/request-language';

/** The pass catalog (the one source of prices, its texts in the request's language) and each pass's availability. */
export const passesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  addContentCaching(app, { byLanguage: true });
  const passes = app.repositories.passes;

  app.get('/passes', { schema: { response: buildResponseSchemas(Type.Array(passCatalogEntrySchema)) } }, async (request) =>
    buildSuccessEnvelope(await passes.listCatalog(pickRequestLanguage(request.headers['accept-language']))),
  );

  app.post(
    '/pass/detail',
    {
      schema: {
        body: passDetailRequestSchema,
        response: buildResponseSchemas(passDetailSchema),
      },
    },
    async (request) => {
      const detail = await passes.findPassDetail(request.body.passid);
      if (!detail) throw createNotFoundError('purchase.passNotFound');
      return buildSuccessEnvelope(detail);
    },
  );
};
