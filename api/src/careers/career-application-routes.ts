import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { submissionReceiptSchema } from '@chalein/shared/api/schemas/common';
import { jobApplicationMessages } from '@chalein/shared/lib/validation/job-application';
import { buildResponseSchemas } from '../http/api-envelope';
import { buildFormRateLimit } from '../http/rate-limits';
import { IDEMPOTENT_SUBMISSION } from '../idempotency/idempotency-plugin';
import { careerUploadLimits, createJobApplicationService } from './job-application-service';

// POST /api/career: the job application form, multipart, with the resume in `resume_cv`
// (careers/job-application-service.ts checks and stores it).

export const careerApplicationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // registered in this scope only: no other route accepts multipart bodies by accident
  await app.register(multipart, { limits: careerUploadLimits, throwFileSizeLimit: true });
  const applications = createJobApplicationService({
    applications: app.repositories.jobApplications,
    uploads: app.uploads,
  });

  app.post(
    '/career',
    {
      config: { ...buildFormRateLimit(app.config.rateLimitFormsPerMinute), ...IDEMPOTENT_SUBMISSION },
      schema: { response: buildResponseSchemas(submissionReceiptSchema, [201]) },
    },
    async (request, reply) => {
      const { reference } = await applications.submitApplication(request, reply);
      return reply.code(201).send({ success: true, message: jobApplicationMessages.success, data: { reference } });
    },
  );
};
