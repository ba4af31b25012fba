import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { jobCategorySchema, jobDetailsParamsSchema, jobDetailsSchema } from '@chalein/shared/api/schemas/careers';
import { buildResponseSchemas, buildSuccessEnvelope, createNotFoundError } from '../http/api-envelope';
import { addContentCaching } from '../http/content-caching';

/** Job categories and their detail pages (the application form's POST career comes with its issue). */
export const careersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  addContentCaching(app);
  const jobs = app.repositories.jobs;

  app.get('/categories', { schema: { response: buildResponseSchemas(Type.Array(jobCategorySchema)) } }, async () =>
    buildSuccessEnvelope(await jobs.listCategories()),
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
      const details = await jobs.findJobDetails(request.params.id);
      if (!details) throw createNotFoundError('Job not found.');
      return buildSuccessEnvelope(details);
    },
  );
};
