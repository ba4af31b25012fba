import { createHash } from 'node:crypto';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { driverStatusLookupSchema, driverStatusResultSchema } from '@chalein/shared/api/schemas/driver-status';
import { ApiHttpError, buildResponseSchemas, buildSuccessEnvelope } from '../http/api-envelope';
import { buildFormRateLimit } from '../http/rate-limits';
import { createDriverStatusService, documentUploadLimits } from './driver-status-service';

// The driver status page's API (docs/decisions/0046-driver-status-page.md), both calls POSTs so the mobile number
// never sits in an address: POST /api/driver-status/lookup (reference and mobile number) and
// POST /api/driver-status/documents (multipart: the lookup's token, the document's type and its new file). Nothing
// here is ever kept by a cache.

export const DRIVER_STATUS_PREFIX = '/driver-status';
/** A key of the server's answer texts, shown on the status page in its language. */
export const TOO_MANY_LOOKUPS = 'lookup.tooManyAttempts';

export const driverStatusRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(multipart, { limits: documentUploadLimits, throwFileSizeLimit: true });
  const settings = app.config.driverStatus;
  const service = createDriverStatusService({
    statuses: app.repositories.driverStatus,
    uploads: app.uploads,
    settings,
    now: () => Date.now(),
  });

  // an answer names a driver and their documents' states: no browser or proxy keeps it, refusals included
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  // per reference, whichever addresses the attempts come from (the key is a hash: Redis holds no reference)
  const referenceLookups = new WeakMap<FastifyRequest, string>();
  const referenceLimiter = app.createRateLimit({
    max: settings.lookupsPerReference,
    timeWindow: settings.lookupWindowMs,
    keyGenerator: (request) =>
      `driver-status-reference:${createHash('sha256')
        .update(referenceLookups.get(request) ?? '')
        .digest('hex')}`,
  });

  app.post(
    `${DRIVER_STATUS_PREFIX}/lookup`,
    {
      // per address, in the repository's limiter (Redis with REDIS_URL)
      config: { rateLimit: { max: settings.lookupsPerAddress, timeWindow: settings.lookupWindowMs } },
      schema: { body: driverStatusLookupSchema, response: buildResponseSchemas(driverStatusResultSchema) },
    },
    async (request) => {
      referenceLookups.set(request, service.readLimitedReference(request.body));
      const limit = await referenceLimiter(request);
      if (!limit.isAllowed && limit.isExceeded) throw new ApiHttpError(429, TOO_MANY_LOOKUPS);
      return buildSuccessEnvelope(await service.lookUpApplication(request.body));
    },
  );

  app.post(
    `${DRIVER_STATUS_PREFIX}/documents`,
    {
      config: buildFormRateLimit(app.config.rateLimitFormsPerMinute),
      schema: { response: buildResponseSchemas(driverStatusResultSchema) },
    },
    async (request, reply) => buildSuccessEnvelope(await service.uploadDocument(request, reply)),
  );
};
