import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { healthStatusSchema } from '@chalein/shared/api/schemas/site';
import type { HealthStatus } from '@chalein/shared/api/types';
import { checkDatabase } from '../db/database';
import { ApiHttpError, buildResponseSchemas, buildSuccessEnvelope } from './api-envelope';

export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/health', { schema: { response: buildResponseSchemas(healthStatusSchema) } }, async (_request, reply) => {
    // a probe must see the live state, never a cached one
    reply.header('cache-control', 'no-store');
    if (!(await checkDatabase(app.db))) throw new ApiHttpError(503, 'The database is not reachable.');
    const status: HealthStatus = { status: 'ok', database: 'ok', uptimeSeconds: Math.round(process.uptime()) };
    return buildSuccessEnvelope(status);
  });
};
