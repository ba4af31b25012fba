import type { FastifyPluginAsync } from 'fastify';
import { buildResponseSchemas, buildSuccessEnvelope, createNotFoundError } from '../http/api-envelope';
import { addContentCaching } from '../http/content-caching';
import { jobCategorySchema, jobDetailsSchema, defineListSchema } from '../http/dto-schemas';
import { buildIdField, buildObjectSchema } from '../http/field-schemas';

/** Job categories and their detail pages (the application form's POST career comes with its issue). */
export const careersRoutes: FastifyPluginAsync = async (app) => {
  addContentCaching(app);
  const jobs = app.repositories.jobs;

  app.get('/categories', { schema: { response: buildResponseSchemas(defineListSchema(jobCategorySchema)) } }, async () =>
    buildSuccessEnvelope(await jobs.listCategories()),
  );

  app.get<{ Params: { id: number } }>(
    '/job-details-page/:id',
    {
      schema: {
        params: buildObjectSchema({ id: buildIdField('Job id') }),
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
