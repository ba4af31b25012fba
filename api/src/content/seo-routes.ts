import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { seoDataRequestSchema, seoDataSchema } from '@chalein/shared/api/schemas/site';
import { buildResponseSchemas, buildSuccessEnvelope, createNotFoundError } from '../http/api-envelope';
import { addContentCaching } from '../http/content-caching';
import { pickRequestLanguage } from '../http/request-language';

export const seoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // in the request's language (Accept-Language): the page's own, as the shell's client and the render process send it
  addContentCaching(app, { byLanguage: true });

  /** a page's metadata by the seoId of shared/src/lib/routes.ts; the shell falls back to brand defaults on 404 */
  app.post(
    '/seodata',
    {
      schema: {
        body: seoDataRequestSchema,
        response: buildResponseSchemas(seoDataSchema),
      },
    },
    async (request) => {
      // the schema took the id as a number or its digits
      const data = await app.repositories.seo.findSeoData(Number(request.body.id), pickRequestLanguage(request.headers['accept-language']));
      if (!data) throw createNotFoundError('content.metadataNotFound');
      return buildSuccessEnvelope(data);
    },
  );
};
