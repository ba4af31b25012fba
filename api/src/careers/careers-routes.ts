import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { jobCategorySchema, jobDetailsParamsSchema, jobDetailsSchema } from '@chalein/shared/api/schemas/careers';
import { buildResponseSchemas, buildSuccessEnvelope, createNotFoundError } from '../http/api-envelope';
import { addContentCaching } from '../http/content-caching';
import { pickRequestLanguage } from '../http/request-language';

/** Job categories and their detail pages (the application form's POST career comes with its issue). */
// Texts in the request's language (Accept-Language), each in English where it has no translation.
export const careersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  addContentCaching(app, { byLanguage: true });
  const jobs = app.repositories.jobs;

  app.get('/categories', { schema: { response: buildResponseSchemas(Type.Array(jobCategorySchema)) } }, async (request) =>
    buildSuccessEnvelope(await jobs.listCategories(pickRequestLanguage(request.headers['accept-language']))),
  );

  app.get(
    '/job-details-page/:id',
    {
      schema: {
        params: jobDetailsParamsSchema,
        response: buildResponseSchemas(jobDetailsSchema),
      },
    },
    async (request) => {
      const details = await jobs.findJobDetails(request.params.id, pickRequestLanguage(request.headers['accept-language']));
      if (!details) throw createNotFoundError('content.jobNotFound');
      return buildSuccessEnvelope(details);
    },
  );
};
