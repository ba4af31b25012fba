import type { FastifyPluginAsync } from 'fastify';
import { buildResponseSchemas, buildSuccessEnvelope, createNotFoundError } from '../http/api-envelope';
import { addContentCaching } from '../http/content-caching';
import { seoDataSchema } from '../http/dto-schemas';
import { buildIdField, buildObjectSchema } from '../http/field-schemas';

export const seoRoutes: FastifyPluginAsync = async (app) => {
  addContentCaching(app);

  /** a page's metadata by the seoId of shared/src/lib/routes.ts; the shell falls back to brand defaults on 404 */
  app.post<{ Body: { id: number } }>(
    '/seodata',
    {
      schema: {
        body: buildObjectSchema({ id: buildIdField('Page id') }),
        response: buildResponseSchemas(seoDataSchema),
      },
    },
    async (request) => {
      const data = await app.repositories.seo.findSeoData(request.body.id);
      if (!data) throw createNotFoundError('No metadata for this page.');
      return buildSuccessEnvelope(data);
    },
  );
};
